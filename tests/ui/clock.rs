//! The game clock (issue 43), on a fake time: the test sets `Model::now_ms` before each message,
//! as the runtime does, and sends the tick timer's message itself. Only the side to move's clock
//! runs; an increment is added after a move; the computer is charged its search and not the
//! visible beat; the flag falls at zero and the game is lost on time; the clocks are saved,
//! stored and loaded back, and an old file loads without clocks.

use super::*;
use ethello_engine::search::Limits;
use ethello_engine::{Board, Timekeeper};
use ethello_model::setup::{ClockSetting, Clocks};
use ethello_ui::{Outcome, TICK_MS};

/// `msg` at page time `ms`.
fn at(m: &mut Model, ms: f64, msg: Msg) -> Vec<Effect> {
    m.now_ms = ms;
    update(m, msg)
}

/// The tick timer of the game on the board fires at `ms`.
fn tick(m: &mut Model, ms: f64) -> Vec<Effect> {
    let game = m.games;
    at(m, ms, Msg::ClockTick { game })
}

/// The time left of black and white.
fn left(m: &Model) -> [u64; 2] {
    m.game.clock.expect("a clock").clocks.left_ms
}

/// The side whose clock runs.
fn running(m: &Model) -> Option<Color> {
    m.game.clock.and_then(|c| c.running_side())
}

/// The tick timers among `fx`, with their delays.
fn ticks(fx: &[Effect]) -> Vec<f64> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::After { ms, msg } if matches!(**msg, Msg::ClockTick { .. }) => Some(*ms),
            _ => None,
        })
        .collect()
}

/// A ready page whose next games are on `minutes` a side with `increment` seconds a move.
pub(super) fn clocked_page(minutes: u64, increment: u64) -> Model {
    let mut m = ready_page();
    update(&mut m, Msg::ClockMinutes(minutes));
    update(&mut m, Msg::ClockIncrement(increment));
    m
}

/// A game against `character`, the human black, at page time 0, the intro closed.
pub(super) fn against(m: &mut Model, character: Character) {
    at(m, 0.0, Msg::Choose(Opponent::Character(character)));
    at(m, 0.0, Msg::CloseScene);
}

#[test]
fn the_choice_is_remembered_and_a_new_game_gets_its_clock() {
    let mut m = ready_page();
    assert_eq!(m.prefs.time_control(), None, "no clock by default");
    let fx = update(&mut m, Msg::ClockMinutes(5));
    assert!(fx.contains(&Effect::StorePrefs(m.prefs.clone())));
    update(&mut m, Msg::ClockIncrement(2));
    update(&mut m, Msg::ClockMinutes(7));
    assert_eq!(m.prefs.clock_minutes, 5, "only the offered minutes");
    assert_eq!(m.prefs.time_control(), ClockSetting::of(5, 2));
    let stored = stored_prefs(&[(9, "30"), (10, "5")]);
    assert_eq!((stored.clock_minutes, stored.clock_increment), (30, 5));
    new_game(&mut m, Opponent::Human);
    assert_eq!(left(&m), [300_000, 300_000]);
    update(&mut m, Msg::ClockMinutes(0));
    new_game(&mut m, Opponent::Human);
    assert!(m.game.clock.is_none(), "no clock: none");
}

#[test]
fn only_the_side_to_move_runs_and_a_tick_keeps_it_shown() {
    let mut m = clocked_page(1, 0);
    let fx = at(&mut m, 0.0, Msg::NewGame);
    assert_eq!(running(&m), Some(Color::Black));
    assert_eq!(ticks(&fx), [TICK_MS], "a tick while a clock runs");
    let fx = tick(&mut m, 200.0);
    assert_eq!((left(&m), ticks(&fx).len()), ([59_800, 60_000], 1));
    // A second chain of ticks never starts: a stale tick (another game's) sets nothing.
    let game = m.games - 1;
    let stale = at(&mut m, 250.0, Msg::ClockTick { game });
    assert!(ticks(&stale).is_empty());
    at(&mut m, 5_000.5, Msg::Click(sq("f5")));
    assert_eq!(
        left(&m),
        [55_000, 60_000],
        "black ran 5 s, white not at all"
    );
    assert_eq!(running(&m), Some(Color::White));
    tick(&mut m, 8_000.7);
    assert_eq!(left(&m), [55_000, 57_000]);
    // Many messages in between lose no time: fractions carry over.
    for k in 0..100 {
        at(&mut m, 8_000.7 + 10.3 * f64::from(k), Msg::Hover(None));
    }
    tick(&mut m, 9_030.7);
    assert_eq!(left(&m), [55_000, 55_970]);
}

#[test]
fn an_increment_is_added_after_each_move_of_the_side_that_moved() {
    let mut m = clocked_page(1, 2);
    at(&mut m, 0.0, Msg::NewGame);
    at(&mut m, 5_000.0, Msg::Click(sq("f5")));
    assert_eq!(left(&m), [57_000, 60_000]);
    at(&mut m, 6_000.0, Msg::Click(sq("d6")));
    assert_eq!(left(&m), [57_000, 61_000]);
}

#[test]
fn the_computer_is_charged_its_search_not_the_beat() {
    let mut m = clocked_page(1, 0);
    against(&mut m, Character::Dubya);
    assert_eq!(running(&m), Some(Color::Black), "after the intro");
    let fx = at(&mut m, 1_000.0, Msg::Click(sq("f5")));
    let (id, position, _) = think(&fx).unwrap();
    let Some(Effect::Post {
        request: ToWorker::Think { control, .. },
        ..
    }) = fx.iter().find(|e| matches!(e, Effect::Post { .. }))
    else {
        panic!("a request")
    };
    let limits = referee_limits(m.prefs.willy_ms, 60_000, position.board);
    assert!(limits.time_ms <= limits.max_time_ms, "{limits:?}");
    assert!(
        limits.max_time_ms < Some(m.prefs.willy_ms),
        "the time per move's margin"
    );
    let sent = ethello_engine::TimeControl::Fixed(limits);
    assert_eq!(*control, sent, "the protocols' policy");
    assert_eq!(running(&m), Some(Color::White));
    m.now_ms = 1_100.0;
    best(&mut m, id, first_legal(position));
    assert_eq!((left(&m), running(&m)), ([59_000, 59_900], None));
    at(&mut m, 1_550.0, Msg::Beat { id });
    assert_eq!(m.game.record.moves().len(), 2);
    assert_eq!(
        running(&m),
        Some(Color::Black),
        "from the move on the board"
    );
    tick(&mut m, 2_550.0);
    assert_eq!(left(&m), [58_000, 59_900], "the beat was nobody's time");
}

#[test]
fn the_flag_falls_at_zero_and_the_game_is_lost_on_time() {
    let mut m = clocked_page(1, 0);
    against(&mut m, Character::Dubya);
    let fx = tick(&mut m, 50_000.0);
    assert_eq!(sounds(&fx), [Sound::ClockWarning]);
    assert!(announced(&fx).contains("Ten seconds left for Black (Player 1)."));
    assert!(sounds(&tick(&mut m, 50_200.0)).is_empty(), "once");
    let fx = tick(&mut m, 59_900.0);
    assert_eq!(ticks(&fx), [100.0], "the next tick at the flag");
    let fx = tick(&mut m, 60_000.0);
    assert_eq!(m.lost_on_time(), Some(Color::Black));
    assert!(m.ended() && !m.game.record.is_over() && m.clickable().is_empty());
    assert_eq!(left(&m), [0, 60_000]);
    assert_eq!(running(&m), None);
    assert!(ticks(&fx).is_empty(), "no tick after the end");
    let words = "Black's time is up. Game over: White (Dubya) wins on time.";
    assert!(announced(&fx).contains(words), "{}", announced(&fx));
    assert_eq!(shown_status(&m), "Game over: White (Dubya) wins on time.");
    assert_eq!(sounds(&fx), [Sound::Loss]);
    assert_eq!(m.scene.as_ref().unwrap().kind, SceneKind::Ending);
    let scene = shown_scene(&m).unwrap();
    assert!(scene.detail.starts_with("Your time ran out."), "{scene:?}");
    let trophy = m.trophies.last().unwrap();
    assert_eq!(
        (trophy.outcome, trophy.character),
        (Outcome::Lost, Character::Dubya)
    );
    assert!(
        fx.contains(&Effect::StoreGame(None)),
        "a finished game is not kept"
    );
    // Nobody moves on.
    at(&mut m, 61_000.0, Msg::CloseScene);
    assert!(at(&mut m, 62_000.0, Msg::Click(sq("f5"))).is_empty());
    assert_eq!(m.game.record.moves().len(), 0);
}

/// Guards against a clock that floods a screen reader: its time is a quiet label (the page's
/// `aria-label`), and only the ten-second warning is spoken, once.
#[test]
fn a_running_clock_speaks_only_its_ten_second_warning() {
    let mut m = clocked_page(1, 0);
    against(&mut m, Character::Dubya);
    let spoken = |m: &mut Model, from: u32, to: u32| -> Vec<String> {
        let fx = (from..to).flat_map(|t| tick(m, f64::from(t) * 200.0));
        let fx: Vec<Effect> = fx.collect();
        let all = announced(&fx);
        all.split(" | ")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect()
    };
    assert_eq!(spoken(&mut m, 1, 250), Vec::<String>::new(), "up to 49.8 s");
    assert_eq!(
        spoken(&mut m, 250, 299),
        ["Ten seconds left for Black (Player 1)."],
        "from 50 s to 59.6 s"
    );
    let label = m.words.clock_label(Color::Black, left(&m)[0]);
    assert_eq!(label, "Black's clock: 0 seconds left");
}

#[test]
fn a_move_after_the_time_ran_out_is_too_late() {
    let mut m = clocked_page(1, 0);
    at(&mut m, 0.0, Msg::NewGame);
    // No tick came (a background tab): the click finds the time gone.
    at(&mut m, 60_500.0, Msg::Click(sq("f5")));
    assert_eq!(m.game.record.moves().len(), 0);
    assert_eq!(m.lost_on_time(), Some(Color::Black));
}

#[test]
fn the_computer_who_runs_out_loses_and_stops_thinking() {
    let mut m = clocked_page(1, 0);
    against(&mut m, Character::Mike);
    let fx = at(&mut m, 1_000.0, Msg::Click(sq("f5")));
    let (id, position, _) = think(&fx).unwrap();
    let fx = tick(&mut m, 61_000.0);
    assert_eq!(m.lost_on_time(), Some(Color::White));
    assert!(
        m.worker.move_job().is_none() && spawned(&fx),
        "the search stops"
    );
    assert_eq!(sounds(&fx), [Sound::Win]);
    let scene = shown_scene(&m).unwrap();
    assert!(scene.detail.starts_with("His time ran out."), "{scene:?}");
    assert_eq!(m.trophies.last().unwrap().outcome, Outcome::Won);
    best(&mut m, id, first_legal(position));
    assert_eq!(
        m.game.record.moves().len(),
        1,
        "its late answer is not played"
    );
}

#[test]
fn the_clock_waits_for_the_intro_the_screen_and_a_paused_watch_game() {
    let mut m = clocked_page(3, 0);
    at(
        &mut m,
        0.0,
        Msg::Choose(Opponent::Character(Character::Dubya)),
    );
    assert_eq!(running(&m), None, "the intro is open");
    at(&mut m, 4_000.0, Msg::CloseScene);
    at(&mut m, 5_000.0, Msg::Show(Screen::Options));
    assert_eq!((running(&m), left(&m)), (None, [179_000, 180_000]));
    at(&mut m, 9_000.0, Msg::Back);
    assert_eq!(running(&m), Some(Color::Black));
    let mut w = clocked_page(1, 0);
    let fx = at(&mut w, 0.0, Msg::Choose(Opponent::Watch));
    assert_eq!(running(&w), Some(Color::Black), "the computer thinks");
    at(&mut w, 300.0, Msg::TogglePause);
    assert_eq!(running(&w), None);
    let (id, position, _) = think(&fx).unwrap();
    w.now_ms = 5_000.0;
    best(&mut w, id, first_legal(position));
    assert_eq!(left(&w), [59_700, 60_000], "paused: not charged");
}

#[test]
fn the_clocks_are_saved_and_loaded_and_an_old_file_has_none() {
    let mut m = clocked_page(5, 2);
    at(&mut m, 0.0, Msg::NewGame);
    at(&mut m, 3_000.0, Msg::Click(sq("f5")));
    at(&mut m, 4_500.0, Msg::Click(sq("d6")));
    let fx = at(&mut m, 6_000.0, Msg::Save);
    let save = downloaded(&fx).unwrap();
    assert_eq!(save.version, 6);
    let expected = Clocks {
        control: ClockSetting::of(5, 2).unwrap(),
        left_ms: [297_500, 300_500],
    };
    let loaded = parse(&save.to_text()).unwrap();
    assert_eq!(loaded.clock, Some(expected), "black's 1.5 s since its move");
    // Loaded back on another page: the clocks as saved, black's running again.
    let mut other = ready_page();
    let bytes = save.to_text().into_bytes();
    at(
        &mut other,
        100.0,
        Msg::FileRead {
            name: "c.etl".into(),
            bytes,
        },
    );
    assert_eq!(
        (left(&other), running(&other)),
        (expected.left_ms, Some(Color::Black))
    );
    // A file from before clocks: no clock, whatever the next game's choice.
    let old = SaveGame::from_game(
        &Game::from_transcript("f5d6").unwrap(),
        &Settings::default(),
        None,
    );
    let bytes = old.to_text().into_bytes();
    at(
        &mut other,
        200.0,
        Msg::FileRead {
            name: "old.etl".into(),
            bytes,
        },
    );
    assert!(other.game.clock.is_none() && other.prefs.time_control().is_none());
    let mut clocked = clocked_page(1, 0);
    let bytes = old.to_text().into_bytes();
    update(
        &mut clocked,
        Msg::FileRead {
            name: "old.etl".into(),
            bytes,
        },
    );
    assert!(
        clocked.game.clock.is_none(),
        "the game's clock is the file's"
    );
}

#[test]
fn a_reload_keeps_the_time_left_and_continue_starts_the_clock_again() {
    let mut m = clocked_page(1, 0);
    at(&mut m, 0.0, Msg::NewGame);
    at(&mut m, 2_000.0, Msg::Click(sq("f5")));
    // The page goes out of sight: the game is stored with the time as it is.
    let fx = at(&mut m, 12_000.0, Msg::PageHidden);
    let Some(Effect::StoreGame(Some(text))) = fx.iter().find(|e| matches!(e, Effect::StoreGame(_)))
    else {
        panic!("stored: {fx:?}")
    };
    assert_eq!(
        parse(text).unwrap().clock.unwrap().left_ms,
        [58_000, 50_000]
    );
    // The page reloads: the title offers Continue, and nothing runs until it is pressed.
    let mut again = Model::new(3, ethello_ui::Words::english());
    update(&mut again, Msg::Started(startup(None, Some(text.clone()))));
    ready(&mut again);
    assert!(again.game.clock.is_none());
    at(&mut again, 90_000.0, Msg::Continue);
    assert_eq!(
        (left(&again), running(&again)),
        ([58_000, 50_000], Some(Color::White))
    );
    tick(&mut again, 91_000.0);
    assert_eq!(left(&again), [58_000, 49_000]);
    // Exit stops the clocks and stores them; Continue goes on from there.
    let fx = at(&mut again, 93_000.0, Msg::Exit);
    assert!(fx.iter().any(|e| matches!(e, Effect::StoreGame(Some(_)))));
    assert_eq!(running(&again), None);
    at(&mut again, 200_000.0, Msg::Continue);
    assert_eq!(left(&again), [58_000, 47_000]);
}

/// The limits the engine's one clock policy gives a computer's move on `board` with Slick Willy's
/// time per move `willy_ms` and `left_ms` left on its game clock, as the protocols ask for them.
fn referee_limits(willy_ms: u64, left_ms: u64, board: Board) -> Limits {
    let control = ethello_engine::TimeControl::Referee {
        move_ms: Some(willy_ms),
        left_ms: Some(left_ms),
        depth: 60,
    };
    Timekeeper::new().limits(Player::Character(Character::Willy), control, board)
}

#[test]
fn a_level_keeps_its_depth_on_any_clock() {
    use ethello_engine::levels::below_top;
    let mut m = clocked_page(30, 5);
    update(&mut m, Msg::WillyLevel(3));
    let fx = at(
        &mut m,
        0.0,
        Msg::Choose(Opponent::Character(Character::Willy)),
    );
    at(&mut m, 0.0, Msg::CloseScene);
    assert!(think(&fx).is_none(), "black is the human");
    let fx = at(&mut m, 1_000.0, Msg::Click(sq("f5")));
    let Some(Effect::Post {
        request:
            ToWorker::Think {
                player,
                control: ethello_engine::TimeControl::Fixed(limits),
                ..
            },
        ..
    }) = fx.iter().find(|e| matches!(e, Effect::Post { .. }))
    else {
        panic!("a request")
    };
    assert_eq!(*player, Player::Level(3));
    let willy_ms = m.prefs.willy_ms;
    let level = below_top(3).unwrap().limits(limits);
    assert_eq!(level.depth, below_top(3).unwrap().depth, "no deeper");
    // Thirty minutes give no move more than Willy's own time per move.
    assert!(limits.max_time_ms.unwrap() < willy_ms, "{limits:?}");
}

#[test]
fn willy_split_over_the_pool_keeps_to_the_same_budget() {
    let mut m = super::pool::pool_page(2);
    // A 2018 archive game's first 30 moves: Willy (black) to move, out of his book.
    let game =
        Game::from_transcript("f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7")
            .unwrap();
    let settings = Settings {
        setup: Setup::Against {
            character: Character::Willy,
            computer: Color::Black,
        },
        ..Settings::default()
    };
    let clocks = Clocks {
        control: ClockSetting::of(1, 0).unwrap(),
        left_ms: [20_000, 30_000],
    };
    let save = SaveGame::from_game(&game, &settings, None).with_clock(Some(clocks));
    let bytes = save.to_text().into_bytes();
    at(
        &mut m,
        0.0,
        Msg::FileRead {
            name: "w.etl".into(),
            bytes,
        },
    );
    let split = m.worker.split.as_ref().expect("split over two workers");
    let limits = referee_limits(m.prefs.willy_ms, 20_000, game.position().board);
    assert_eq!(split.limits, limits);
    assert!(limits.time_ms <= limits.max_time_ms, "{limits:?}");
    assert!(
        limits.max_time_ms < Some(20_000),
        "never the whole time left"
    );
    assert_eq!(running(&m), Some(Color::Black));
}
