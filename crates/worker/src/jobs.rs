//! The worker's jobs besides a player's move: the hints (every legal move valued), the study of the
//! analysis board (the same values with the best line, the best move proven first:
//! [`study::study`]) or one move of it solved for a study on the pool, and the review of a whole
//! game, for
//! [`ToWorker::Hints`](ethello_model::protocol::ToWorker::Hints),
//! [`ToWorker::Study`](ethello_model::protocol::ToWorker::Study),
//! [`ToWorker::Solve`](ethello_model::protocol::ToWorker::Solve) and
//! [`ToWorker::Review`](ethello_model::protocol::ToWorker::Review).
//!
//! The worker's one engine [`Session`] serves them all (and the moves, [`with_session`]); its
//! reviewer, with a table of its own apart from the player's, lives as long as the worker, so a
//! review reuses what the hints of the same game stored. A review scores
//! the positions from the last to the first: the exact ones at the end fill the table the earlier
//! searches then read. Every answer leaves as soon as it is known (`post`), so the page can show
//! progress; the page stops a review by replacing the worker.

use std::cell::RefCell;

use crate::clock::Clock;
use ethello_engine::review::Share;
use ethello_engine::search::Limits;
use ethello_engine::{Bitboard, Game, Player, Position, Session, Square, Study};
use ethello_model::protocol::FromWorker;

thread_local! {
    /// The worker's engine session, made on first use (the page's review settings, tables of
    /// the engine's usual size), with the seed of the game its player plays.
    static SESSION: RefCell<Option<(u64, Session)>> = const { RefCell::new(None) };
}

/// Runs `f` with the worker's session; with `seed`, a new game's when the seed is not the last
/// one's ([`Session::restart`]: the player's tables afresh, the reviewer's kept).
pub fn with_session<T>(seed: Option<u64>, f: impl FnOnce(&mut Session) -> T) -> T {
    SESSION.with(|cell| {
        let mut slot = cell.borrow_mut();
        let (last, session) = slot.get_or_insert_with(|| (0, Session::new(Player::Willy)));
        if let Some(seed) = seed.filter(|s| s != last) {
            *last = seed;
            session.restart(seed);
        }
        f(session)
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
    let mut clock = Clock::start(Some(time_ms));
    let last = with_session(None, |session| {
        session.set_position(position);
        session.hints(moves, &mut clock, &mut |hints, depth| {
            let hints = hints.to_vec();
            post(FromWorker::Hints {
                id,
                hints,
                depth,
                done: false,
            })
        })
    });
    let (hints, depth) = last.unwrap_or_default();
    FromWorker::Hints {
        id,
        hints,
        depth,
        done: true,
    }
}

/// Studies `position` for the analysis board ([`Session::study`]: estimates, then the best move
/// exact, then every move exact), posting each step; returns the last with `done`. No time limit:
/// the page stops a study by replacing the worker.
pub fn study(id: u32, position: Position, post: &mut dyn FnMut(FromWorker)) -> FromWorker {
    let message = |s: Study, done| FromWorker::Study {
        id,
        hints: s.hints,
        depth: s.depth,
        pv: s.pv,
        done,
    };
    let mut clock = Clock::start(None);
    let last = with_session(None, |session| {
        session.set_position(position);
        session.study(&mut clock, &mut |s| post(message(s.clone(), false)))
    });
    message(last, true)
}

/// The exact value of the move `square` of `position` (a share of a study on the pool), with the
/// worker's session, whose reviewer's table the study's other moves share.
pub fn solve(id: u32, position: Position, square: Square) -> FromWorker {
    let mut clock = Clock::start(None);
    let solved = with_session(None, |session| {
        session.set_position(position);
        session.solve_move(square, &mut clock)
    });
    match solved {
        Some(hint) => FromWorker::Solved { id, hint },
        None => FromWorker::Failed {
            id,
            message: format!("{square} is not a legal move here"),
        },
    }
}

/// The opening book's moves of `position` with their values, best first (none outside the book).
pub fn book(id: u32, position: Position) -> FromWorker {
    let moves = with_session(None, |session| {
        session.set_position(position);
        session.book_moves()
    });
    FromWorker::Book { id, moves }
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
    with_session(None, |session| {
        session.set_review(exact_empties, Limits::time(midgame_ms));
        session.set_game(game);
        session.review(
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
