//! The hints, through the state machine: what is asked of the workers, what their answers change,
//! what cancels them, and what the ending and the trophy shelf remember.

use super::*;
use ethello_engine::hints::Hint;

/// The Hints request among `fx`: id, position, time.
pub(super) fn hints_request(fx: &[Effect]) -> Option<(u32, Position, u64)> {
    fx.iter().find_map(|e| match e {
        Effect::Post {
            request:
                ToWorker::Hints {
                    id,
                    position,
                    time_ms,
                    ..
                },
            ..
        } => Some((*id, *position, *time_ms)),
        _ => None,
    })
}

/// The current worker sends its last hints pass (exact, to the end) for request `id`.
pub(super) fn hear_last_pass(m: &mut Model, id: u32, hints: Vec<Hint>) -> Vec<Effect> {
    hear(
        m,
        FromWorker::Hints {
            id,
            hints,
            depth: 60,
            done: true,
        },
    )
}

/// Every legal move of `position` valued `score` except `top`, valued one more.
pub(super) fn values(position: Position, top: Square, score: i32) -> Vec<Hint> {
    let squares = position.board.legal_moves().squares();
    squares
        .map(|square| Hint {
            square,
            score: score + i32::from(square == top),
            exact: false,
        })
        .collect()
}

#[test]
fn hints_are_asked_for_on_a_human_turn_and_a_move_cancels_them() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    let fx = update(&mut m, Msg::ToggleHints);
    assert!(m.prefs.hints);
    assert!(
        fx.contains(&Effect::StorePrefs(m.prefs.clone())),
        "remembered"
    );
    let (id, position, time_ms) = hints_request(&fx).expect("hints asked for");
    assert_eq!(position, m.game.record.position());
    assert_eq!(time_ms, m.prefs.willy_ms, "within Willy's time");
    let list = values(position, sq("f5"), 0);
    hear(
        &mut m,
        FromWorker::Hints {
            id,
            hints: list.clone(),
            depth: 3,
            done: false,
        },
    );
    let shown = ethello_ui::hints::shown(&m).expect("shown on the live position");
    assert_eq!(shown.list, list);
    assert_eq!(shown.best().unwrap().square, sq("f5"));
    // A move while they are still coming: the worker is replaced, the hints dropped, and new ones
    // asked for once the new worker is ready.
    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert!(spawned(&fx), "the busy worker is replaced");
    assert!(ethello_ui::hints::shown(&m).is_none());
    let fx = ready(&mut m);
    let (_, position, _) = hints_request(&fx).expect("hints for white's move");
    assert_eq!(position, m.game.record.position());
    assert!(!m.game.hinted, "hints between two humans mark nothing");
}

#[test]
fn a_game_won_with_hints_says_so_in_the_ending_and_on_the_shelf() {
    let mut m = almost_beating_dubya(Theme::Classic);
    let fx = update(&mut m, Msg::ToggleHints);
    let (id, position, _) = hints_request(&fx).expect("black to move: hints");
    assert!(m.game.hinted);
    hear_last_pass(&mut m, id, values(position, sq("f4"), 12));
    assert!(
        m.worker.running.is_none(),
        "a finished pass frees the worker"
    );
    let fx = update(&mut m, Msg::Click(sq("f4")));
    assert!(!spawned(&fx), "nothing to cancel");
    let scene = shown_scene(&m).expect("the ending");
    assert!(scene.detail.contains("hints"), "{}", scene.detail);
    assert!(m.trophies.last().unwrap().hints);
    assert!(m.trophies.last().unwrap().to_line().ends_with(" hints"));
}

#[test]
fn hints_off_stop_the_worker_and_a_computer_turn_never_gets_hints() {
    let mut m = ready_page();
    let fx = update(&mut m, Msg::ToggleHints);
    assert!(
        hints_request(&fx).is_none(),
        "the title screen has no board"
    );
    new_game(&mut m, Opponent::Human);
    let fx = update(&mut m, Msg::ToggleHints);
    assert!(
        !m.prefs.hints && spawned(&fx),
        "off while busy replaces the worker"
    );
    let mut m = ready_page();
    update(&mut m, Msg::ToggleHints);
    update(
        &mut m,
        Msg::ComputerFirst {
            on: true,
            by_key: false,
        },
    );
    let fx = new_game(&mut m, Opponent::Character(Character::Mike));
    assert!(think(&fx).is_some() && hints_request(&fx).is_none());
}
