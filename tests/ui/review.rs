//! The review of a game, through the state machine: what is asked of the workers, what their
//! answers change, what cancels it, and what the game and the file remember.

use super::hints::{hear_last_pass, hints_request, values};
use super::*;
use ethello_engine::review::PositionScore;
use ethello_ui::review;

/// The Review request among `fx`: id and the number of positions.
pub(super) fn review_request(fx: &[Effect]) -> Option<(u32, usize)> {
    fx.iter().find_map(|e| match e {
        Effect::Post {
            request: ToWorker::Review {
                id, start, moves, ..
            },
            ..
        } => Some((
            *id,
            Game::from_transcript_at(*start, moves)
                .ok()?
                .positions()
                .len(),
        )),
        _ => None,
    })
}

/// A finished game between two humans, from a link, analysed by a worker that scores every
/// position 0 except the one before move `blunder`, which it scores 9 (so that move lost 9).
pub(super) fn reviewed(blunder: usize) -> Model {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    assert_review_scores(&mut m, blunder);
    m
}

/// Starts the review of the game on the board and answers it as a worker that scores every
/// position 0 except the one before move `blunder` (9) and the last (its final margin).
pub(super) fn assert_review_scores(m: &mut Model, blunder: usize) {
    let fx = update(m, Msg::StartReview);
    let (id, positions) = review_request(&fx).expect("Analyse asks the worker");
    assert!(m.game.review.is_some() && m.reviewing());
    for index in (0..positions).rev() {
        let position = m.game.record.positions()[index];
        let best = match position.board.legal_moves().first() {
            Some(sq) => Move::Play(sq),
            None => Move::Pass,
        };
        let final_margin = position.board.final_score();
        let score = match index {
            i if i == positions - 1 => final_margin,
            i if i == blunder => 9,
            _ => 0,
        };
        let score = PositionScore {
            score,
            best,
            exact: true,
            played: None,
        };
        let index = index as u32;
        hear(m, FromWorker::Scored { id, index, score });
    }
    hear(m, FromWorker::Reviewed { id });
}

#[test]
fn a_review_rates_every_move_and_a_mistake_shows_its_position_marked() {
    let mut m = reviewed(4);
    let a = review::current(&m).expect("the analysis of this game");
    assert!(!m.reviewing() && a.complete());
    assert_eq!(
        (m.why.explainer, m.why.waiting.is_empty()),
        (ethello_ui::Explainer::Starting, false),
        "then its mistakes are explained, by the explainer"
    );
    let verdicts = a.verdicts(&m.game.record);
    assert_eq!(verdicts.len(), m.game.record.moves().len());
    let worst = a.mistakes(&m.game.record, m.game.record.positions()[4].side);
    assert_eq!(worst[0].ply, 4);
    assert!(worst[0].loss >= 9, "lost its 9 discs and more");
    let fx = update(&mut m, Msg::ShowMistake(4));
    assert_eq!(m.game.replay, Some(4));
    assert!(announced(&fx).contains("move 5"));
    let (played, _) = review::marks(&m).expect("marks on the board");
    assert_eq!(Move::Play(played), m.game.record.moves()[4]);
    update(&mut m, Msg::Replay(Step::Next));
    assert_eq!((m.game.replay, review::marks(&m)), (Some(5), None));
    update(&mut m, Msg::ShowPly(99));
    assert_eq!(m.game.replay, None, "past the end is the final position");
    assert!(!review::available(&m), "done: no second Analyse");
}

#[test]
fn cancel_keeps_the_scores_and_frees_the_worker() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    let fx = update(&mut m, Msg::StartReview);
    let (id, positions) = review_request(&fx).unwrap();
    let score = PositionScore {
        score: 64,
        best: Move::Pass,
        exact: true,
        played: None,
    };
    let index = positions as u32 - 1;
    hear(&mut m, FromWorker::Scored { id, index, score });
    let fx = update(&mut m, Msg::CancelReview);
    assert!(spawned(&fx), "the worker is replaced");
    let a = m.game.review.as_ref().unwrap();
    assert!(!m.reviewing() && a.scored() == 1);
    // A late answer of the old worker changes nothing; Analyse is offered again once ready.
    assert!(!review::available(&m));
    ready(&mut m);
    assert!(review::available(&m));
    let fx = update(&mut m, Msg::StartReview);
    assert!(review_request(&fx).is_some());
    assert_eq!(m.game.review.as_ref().unwrap().scored(), 1, "kept");
}

#[test]
fn the_review_is_saved_with_the_game_and_loaded_back() {
    let mut m = reviewed(2);
    let fx = update(&mut m, Msg::Save);
    let save = downloaded(&fx).expect("a download");
    assert_version(&save, &m.game.record, 3); // a review needs version 3
    let scores = m.game.review.as_ref().unwrap().scores.clone();
    let bytes = save.to_text().into_bytes();
    let mut fresh = ready_page();
    let name = "reviewed.etl".into();
    update(&mut fresh, Msg::FileRead { name, bytes });
    let a = review::current(&fresh).expect("the review came with the file");
    assert_eq!(a.scores, scores);
    assert!(!review::available(&fresh), "nothing left to analyse");
    assert_eq!(parse(&save.to_text()).unwrap().review, Some(scores));
}

#[test]
fn a_move_on_a_reviewed_unfinished_game_drops_the_review() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(ALMOST.into()));
    assert!(
        review::available(&m),
        "a game from a link may be analysed before its end"
    );
    let fx = update(&mut m, Msg::StartReview);
    let (id, _) = review_request(&fx).unwrap();
    assert!(
        m.clickable().is_empty(),
        "nobody moves while the engine reviews"
    );
    hear(&mut m, FromWorker::Reviewed { id });
    assert!(!m.clickable().is_empty());
    update(&mut m, Msg::Click(sq("f4")));
    assert!(m.game.review.is_none());
    assert!(!m.game.hinted, "between two humans");
    // Against a character, analysing the game before its end counts as playing with hints.
    let mut m = almost_beating_dubya(Theme::Classic);
    update(&mut m, Msg::StartReview);
    assert!(m.game.hinted);
}

#[test]
fn a_review_waits_for_the_hints_being_found() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(ALMOST.into()));
    let fx = update(&mut m, Msg::ToggleHints);
    let (id, position, _) = hints_request(&fx).expect("hints asked for");
    // Replacing the busy worker to stop the hints would lose a review posted before its Ready.
    assert!(!review::available(&m));
    let fx = update(&mut m, Msg::StartReview);
    assert!(review_request(&fx).is_none() && !spawned(&fx));
    hear_last_pass(&mut m, id, values(position, sq("f4"), 0));
    let fx = update(&mut m, Msg::StartReview);
    assert!(review_request(&fx).is_some() && !spawned(&fx));
    assert!(m.game.review.is_some() && m.reviewing());
}
