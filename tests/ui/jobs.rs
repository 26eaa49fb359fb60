//! The worker's one job model, one test per kind of job: a reply is matched to the job in flight by
//! its id, so a reply meant for another job (an older request, another kind) changes nothing, and a
//! failure reaches the job that failed and no other.

use super::hints::{hints_request, values};
use super::review::review_request;
use super::*;
use ethello_engine::review::PositionScore;
use ethello_ui::JobKind;

/// Replies that belong to no job in flight here: a move, a hints pass, a score, the end of a
/// review and a failure, all for request `id`.
fn strays(id: u32, position: Position) -> Vec<FromWorker> {
    let any = position.board.legal_moves().first().unwrap_or(sq("a1"));
    let score = PositionScore {
        score: 3,
        best: Move::Pass,
        exact: false,
        played: None,
    };
    vec![
        FromWorker::Best {
            id,
            best: Move::Play(any),
            score: 0,
            exact: false,
            depth: 1,
            nodes: 1,
        },
        FromWorker::Hints {
            id,
            hints: values(position, any, 5),
            depth: 4,
            done: true,
        },
        FromWorker::Scored {
            id,
            index: 0,
            score,
        },
        FromWorker::Reviewed { id },
        FromWorker::Failed {
            id,
            message: "not yours".into(),
        },
    ]
}

/// Sends every stray reply and checks that the model is as it was.
fn ignores_strays(m: &mut Model, id: u32) {
    let before = format!("{m:?}");
    for message in strays(id, m.game.record.position()) {
        let fx = hear(m, message);
        assert!(fx.is_empty(), "a stray reply has no effect: {fx:?}");
    }
    assert_eq!(format!("{m:?}"), before, "a stray reply changes nothing");
}

/// The job of request `id` hears every stray reply of the requests just before and after it, then
/// its own failure.
fn strays_then_failure(m: &mut Model, id: u32, message: &str) {
    ignores_strays(m, id + 1);
    ignores_strays(m, id - 1);
    let message = message.into();
    hear(m, FromWorker::Failed { id, message });
}

#[test]
fn a_move_job_takes_only_its_own_replies_and_its_failure() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, _, _) = think(&fx).unwrap();
    assert_eq!(m.worker.running_kind(), Some(JobKind::Move));
    strays_then_failure(&mut m, id, "bad position");
    assert!(shown_alert(&m).unwrap().contains("could not move"));
    assert!(m.worker.running.is_none() && m.game.hints.is_none() && m.game.review.is_none());
}

#[test]
fn a_hints_job_takes_only_its_own_replies_and_its_failure_ends_it_quietly() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    let fx = update(&mut m, Msg::ToggleHints);
    let (id, _, _) = hints_request(&fx).unwrap();
    assert_eq!(m.worker.running_kind(), Some(JobKind::Hints));
    strays_then_failure(&mut m, id, "bad position");
    let h = m.game.hints.as_ref().unwrap();
    assert!(
        h.done && h.list.is_empty(),
        "the hints end with what they had"
    );
    assert!(m.alert.is_none(), "no alert for hints");
    assert!(m.worker.free() && !m.is_thinking());
}

#[test]
fn a_review_job_takes_only_its_own_replies_and_its_failure_keeps_the_scores() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    let fx = update(&mut m, Msg::StartReview);
    let (id, positions) = review_request(&fx).unwrap();
    assert!(m.reviewing());
    let score = PositionScore {
        score: 64,
        best: Move::Pass,
        exact: true,
        played: None,
    };
    let index = positions as u32 - 1;
    hear(&mut m, FromWorker::Scored { id, index, score });
    strays_then_failure(&mut m, id, "out of memory");
    assert!(shown_alert(&m).unwrap().contains("analysis stopped"));
    assert!(!m.reviewing() && m.worker.free());
    assert_eq!(
        m.game.review.as_ref().unwrap().scored(),
        1,
        "what was scored stays"
    );
}

#[test]
fn stopping_a_job_that_still_computes_replaces_the_worker_and_an_idle_one_does_not() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, position, _) = think(&fx).unwrap();
    best(&mut m, id, first_legal(position));
    let fx = update(&mut m, Msg::Exit);
    assert!(!spawned(&fx), "the answer was in: the worker is idle");
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    update(&mut m, Msg::Click(sq("f5")));
    let fx = update(&mut m, Msg::Exit);
    assert!(
        spawned(&fx),
        "a search in progress is stopped by a new worker"
    );
}
