//! The worker's analyst: hints (every legal move valued), the analysis board's study (the same
//! values with the best line, to the end) and the review of a whole game, for
//! [`ToWorker::Hints`](crate::protocol::ToWorker::Hints),
//! [`ToWorker::Analyse`](crate::protocol::ToWorker::Analyse) and
//! [`ToWorker::Review`](crate::protocol::ToWorker::Review).
//!
//! One [`Reviewer`] (with its own table, apart from the players' brain) serves both and lives as
//! long as the worker, so a review reuses what the hints of the same game stored. A review scores
//! the positions from the last to the first: the exact ones at the end fill the table the earlier
//! searches then read. Every answer leaves as soon as it is known (`post`), so the page can show
//! progress; the page stops a review by replacing the worker.

use std::cell::RefCell;

use super::clock::Clock;
use crate::engine::hints::{best, hint_pass, hint_pass_among, next_depth};
use crate::engine::review::{score_share, Reviewer, Share, EXACT_EMPTIES, MIDGAME_MS};
use crate::engine::search::Limits;
use crate::engine::{Bitboard, Game, Position};
use crate::protocol::FromWorker;

/// The analyst's table size, in megabytes.
const HASH_MB: usize = 16;

thread_local! {
    /// The analyst, made on first use.
    static REVIEWER: RefCell<Option<Reviewer>> = const { RefCell::new(None) };
}

/// Runs `f` with the worker's reviewer (made on first use with the page's review settings).
fn with_reviewer<T>(f: impl FnOnce(&mut Reviewer) -> T) -> T {
    REVIEWER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let midgame = Limits::time(MIDGAME_MS);
        f(slot.get_or_insert_with(|| Reviewer::new(HASH_MB, EXACT_EMPTIES, midgame)))
    })
}

/// Hint passes for the legal moves of `position` among `moves` within `time_ms`, each posted as it completes; returns the last one
/// (`done`), empty when not even the first pass finished.
pub fn hints(
    id: u32,
    (position, moves): (Position, Bitboard),
    time_ms: u64,
    post: &mut dyn FnMut(FromWorker),
) -> FromWorker {
    let board = position.board;
    let empties = board.empties().count();
    let mut clock = Clock::start(Some(time_ms));
    let mut last = (Vec::new(), 0);
    let mut depth = Some(1);
    with_reviewer(|reviewer| {
        while let Some(d) = depth {
            let Some(found) = hint_pass_among(reviewer, board, moves, d, &mut clock) else {
                break;
            };
            post(FromWorker::Hints {
                id,
                hints: found.clone(),
                depth: d,
                done: false,
            });
            last = (found, d);
            depth = next_depth(d, empties);
        }
    });
    FromWorker::Hints {
        id,
        hints: last.0,
        depth: last.1,
        done: true,
    }
}

/// Studies `position` pass by pass with no time limit, posting each pass with its best line;
/// returns the last (exact) pass with `done`. The page stops it by replacing the worker.
pub fn analyse(id: u32, position: Position, post: &mut dyn FnMut(FromWorker)) -> FromWorker {
    let board = position.board;
    let empties = board.empties().count();
    let mut clock = Clock::start(None);
    let mut last = FromWorker::Analysis {
        id,
        hints: Vec::new(),
        depth: 0,
        pv: Vec::new(),
        done: true,
    };
    let mut depth = Some(1);
    with_reviewer(|reviewer| {
        while let Some(d) = depth {
            let Some(found) = hint_pass(reviewer, board, d, &mut clock) else {
                break;
            };
            let pv = best(&found).map_or(Vec::new(), |b| reviewer.line(board, b.square, b.exact));
            depth = next_depth(d, empties);
            let pass = |done| FromWorker::Analysis {
                id,
                hints: found.clone(),
                depth: d,
                pv: pv.clone(),
                done,
            };
            match depth {
                Some(_) => post(pass(false)),
                None => last = pass(true),
            }
        }
    });
    last
}

/// Scores the positions of `share` of the game `moves` from `start`, last first, posting each
/// score.
pub fn review(
    id: u32,
    start: Position,
    moves: &str,
    (exact_empties, midgame_ms, share): (u32, u64, Share),
    post: &mut dyn FnMut(FromWorker),
) -> FromWorker {
    let game = match Game::from_transcript_at(start, moves) {
        Ok(game) => game,
        Err(e) => {
            return FromWorker::Failed {
                id,
                message: e.to_string(),
            }
        }
    };
    with_reviewer(|reviewer| {
        reviewer.set_limits(exact_empties, Limits::time(midgame_ms));
        score_share(
            reviewer,
            &game,
            share,
            || Clock::start(None),
            |index, score| {
                post(FromWorker::Scored {
                    id,
                    index: index as u32,
                    score,
                })
            },
        );
    });
    FromWorker::Reviewed { id }
}
