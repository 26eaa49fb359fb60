//! The pool of workers: it starts one worker at a time (the first is enough to play), deals the
//! hints and the review over its workers and merges their replies, redoes only a dead worker's
//! share, and follows the Options' count.

use super::*;
use ethello_engine::hints::Hint;
use ethello_engine::review::{PositionScore, Share};
use ethello_ui::{pool_size, JobKind};

/// A started page on a machine with `cores` cores, each worker of the pool ready in turn.
pub(super) fn pool_page(cores: u32) -> Model {
    let mut m = Model::new(7, ethello_ui::Words::english());
    let startup = Startup {
        cores,
        ..startup(None, None)
    };
    update(&mut m, Msg::Started(startup));
    while let Some(slot) = m.worker.slots.iter().position(|s| !s.ready) {
        say(&mut m, slot, ready_message());
    }
    m
}

pub(super) fn ready_message() -> FromWorker {
    FromWorker::Ready {
        version: "test".into(),
    }
}

/// The worker of `slot` sends `message`.
pub(super) fn say(m: &mut Model, slot: usize, message: FromWorker) -> Vec<Effect> {
    let generation = m.worker.slots[slot].generation;
    update(
        m,
        Msg::Worker {
            generation,
            message,
        },
    )
}

/// The requests among `fx`, with their slots.
pub(super) fn posts(fx: &[Effect]) -> Vec<(usize, ToWorker)> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Post { slot, request } => Some((*slot, request.clone())),
            _ => None,
        })
        .collect()
}

/// Values for `squares`: `score` each.
fn pass(squares: &[Square], score: i32) -> Vec<Hint> {
    let hint = |square| Hint {
        square,
        score,
        exact: false,
    };
    squares.iter().copied().map(hint).collect()
}

/// The Hints reply of a pass.
fn hints_reply(id: u32, hints: Vec<Hint>, depth: u32, done: bool) -> FromWorker {
    FromWorker::Hints {
        id,
        hints,
        depth,
        done,
    }
}

#[test]
fn the_pool_is_every_core_from_one_to_eight_or_the_players_count() {
    assert_eq!(
        pool_size(0, 0),
        1,
        "a browser that reports no core gets one worker"
    );
    assert_eq!(pool_size(1, 0), 1);
    assert_eq!(pool_size(2, 0), 2);
    assert_eq!(pool_size(4, 0), 4);
    assert_eq!(pool_size(8, 0), 8);
    assert_eq!(pool_size(16, 0), 8);
    assert_eq!(pool_size(2, 4), 4, "the player may ask for more");
    assert_eq!(pool_size(8, 1), 1, "or for fewer");
}

#[test]
fn the_pool_starts_one_worker_at_a_time_and_the_first_is_enough_to_play() {
    let mut m = Model::new(7, ethello_ui::Words::english());
    let startup = Startup {
        cores: 3,
        progress: None,
        games: None,
        today: Default::default(),
        ..startup(None, None)
    };
    let fx = update(&mut m, Msg::Started(startup));
    assert_eq!(
        fx.iter()
            .filter(|e| spawned(std::slice::from_ref(e)))
            .count(),
        1
    );
    new_game(&mut m, Opponent::Character(Character::Dubya));
    update(&mut m, Msg::Click(sq("f5")));
    let fx = say(&mut m, 0, ready_message());
    assert!(think(&fx).is_some(), "the first worker plays at once");
    assert!(fx.contains(&Effect::SpawnWorker {
        slot: 1,
        generation: 2
    }));
    let fx = say(&mut m, 1, ready_message());
    assert!(spawned(&fx) && m.worker.slots.len() == 3);
    let fx = say(&mut m, 2, ready_message());
    assert!(!spawned(&fx), "three workers on three cores");
}

#[test]
fn hints_are_dealt_over_the_workers_and_shown_one_depth_at_a_time() {
    let mut m = pool_page(3);
    new_game(&mut m, Opponent::Human);
    let fx = update(&mut m, Msg::ToggleHints);
    let requests = posts(&fx);
    assert_eq!(requests.len(), 3, "one share for each of three workers");
    let shares: Vec<Vec<Square>> = requests
        .iter()
        .map(|(_, r)| match r {
            ToWorker::Hints { moves, .. } => moves.clone().unwrap(),
            other => panic!("{other:?}"),
        })
        .collect();
    let mut dealt: Vec<Square> = shares.concat();
    dealt.sort();
    let legal: Vec<Square> = m
        .game
        .record
        .position()
        .board
        .legal_moves()
        .squares()
        .collect();
    assert_eq!(dealt, legal, "every legal move once");
    assert_eq!(shares.iter().map(Vec::len).collect::<Vec<_>>(), [2, 1, 1]);
    let id = requests[0].1.id();
    say(&mut m, 0, hints_reply(id, pass(&shares[0], 1), 1, false));
    say(&mut m, 0, hints_reply(id, pass(&shares[0], 2), 2, false));
    say(&mut m, 1, hints_reply(id, pass(&shares[1], 1), 1, false));
    assert!(
        m.game.hints.as_ref().unwrap().list.is_empty(),
        "c4 has no value yet: nothing is shown"
    );
    say(&mut m, 2, hints_reply(id, pass(&shares[2], 1), 1, true));
    let h = m.game.hints.as_ref().unwrap();
    assert_eq!((h.depth, h.list.len()), (1, 4));
    assert!(h.list.iter().all(|h| h.score == 1), "values of one depth");
    assert!(!h.done && m.worker.running_kind() == Some(JobKind::Hints));
    say(&mut m, 1, hints_reply(id, pass(&shares[1], 2), 2, true));
    assert_eq!(
        m.game.hints.as_ref().unwrap().depth,
        1,
        "the third worker stopped at 1"
    );
    say(&mut m, 0, hints_reply(id, pass(&shares[0], 3), 3, true));
    let h = m.game.hints.as_ref().unwrap();
    assert!(h.done && m.worker.free(), "every worker is done");
}

/// A page with WIPE_OUT on the board, reviewed by a pool on `cores` cores: the requests.
fn review_on(cores: u32) -> (Model, Vec<(usize, ToWorker)>) {
    let mut m = pool_page(cores);
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    let fx = update(&mut m, Msg::StartReview);
    (m, posts(&fx))
}

fn score(score: i32) -> PositionScore {
    PositionScore {
        score,
        best: Move::Pass,
        exact: true,
        played: None,
    }
}

/// The worker of `slot` scores the positions of its share of review `id`, then says so.
fn score_share(m: &mut Model, slot: usize, id: u32, share: Share) -> Vec<Effect> {
    for index in (0..10u32).rev().filter(|i| share.holds(*i as usize)) {
        let score = score(index as i32);
        say(m, slot, FromWorker::Scored { id, index, score });
    }
    say(m, slot, FromWorker::Reviewed { id })
}

fn share_of(request: &ToWorker) -> Share {
    match request {
        ToWorker::Review { share, .. } => share.expect("a share"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_review_is_spread_over_the_workers_and_done_when_every_share_is() {
    let (mut m, requests) = review_on(2);
    assert_eq!(requests.len(), 2);
    let id = requests[0].1.id();
    let shares: Vec<Share> = requests.iter().map(|(_, r)| share_of(r)).collect();
    assert_eq!(
        shares,
        [Share { index: 0, of: 2 }, Share { index: 1, of: 2 }]
    );
    let fx = score_share(&mut m, 1, id, shares[1]);
    assert!(m.reviewing() && !announced(&fx).contains("Analysis done"));
    let fx = score_share(&mut m, 0, id, shares[0]);
    assert!(announced(&fx).contains("Analysis done"), "{fx:?}");
    let a = m.game.review.as_ref().unwrap();
    assert!(a.complete() && !m.reviewing());
    let merged: Vec<i32> = a.scores.iter().map(|s| s.unwrap().score).collect();
    assert_eq!(
        merged,
        (0..10).collect::<Vec<_>>(),
        "scores merged by index"
    );
}

#[test]
fn a_dead_worker_is_replaced_and_only_its_share_is_redone() {
    let (mut m, requests) = review_on(2);
    let id = requests[0].1.id();
    let dead = m.worker.slots[1].generation;
    say(
        &mut m,
        1,
        FromWorker::Scored {
            id,
            index: 9,
            score: score(9),
        },
    );
    let fx = died(&mut m, dead, "killed");
    assert!(posts(&fx).is_empty() && m.alert.is_none());
    assert!(fx.contains(&Effect::SpawnWorker {
        slot: 1,
        generation: m.worker.generation
    }));
    let fx = score_share(&mut m, 0, id, share_of(&requests[0].1));
    assert!(m.reviewing() && !announced(&fx).contains("done"));
    let fx = say(&mut m, 1, ready_message());
    assert_eq!(
        posts(&fx),
        [(1, requests[1].1.clone())],
        "the same share again"
    );
    let message = FromWorker::Reviewed { id };
    update(
        &mut m,
        Msg::Worker {
            generation: dead,
            message,
        },
    );
    assert!(m.reviewing(), "the dead worker is not heard");
    let fx = score_share(&mut m, 1, id, share_of(&requests[1].1));
    assert!(announced(&fx).contains("Analysis done"));
    assert!(m.game.review.as_ref().unwrap().complete() && !m.reviewing());
    assert_eq!(
        (m.why.explainer, m.why.waiting.is_empty()),
        (ethello_ui::Explainer::Starting, false),
        "then its mistakes are explained, by the explainer"
    );
}

#[test]
fn a_failed_share_ends_the_job_and_replaces_the_workers_still_at_it() {
    let (mut m, requests) = review_on(2);
    let id = requests[0].1.id();
    let message = "out of memory".into();
    let fx = say(&mut m, 0, FromWorker::Failed { id, message });
    assert!(fx.contains(&Effect::SpawnWorker {
        slot: 1,
        generation: m.worker.generation
    }));
    assert!(!m.reviewing() && shown_alert(&m).unwrap().contains("analysis stopped"));
}

#[test]
fn the_options_count_resizes_the_pool_and_is_remembered() {
    let mut m = pool_page(8);
    assert_eq!(m.worker.slots.len(), 8);
    let fx = update(&mut m, Msg::Workers(2));
    assert!(fx.contains(&Effect::StopWorkers { from: 2 }));
    assert!(fx
        .iter()
        .any(|e| matches!(e, Effect::StorePrefs(p) if p.workers == 2)));
    assert_eq!(m.worker.slots.len(), 2);
    let fx = update(&mut m, Msg::Workers(0));
    assert!(spawned(&fx), "automatic: eight again, one at a time");
    let stored = stored_prefs(&[(8, "3")]);
    assert_eq!(stored.workers, 3);
}
