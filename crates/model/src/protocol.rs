//! Messages between the page and the AI's Web Worker, encoded with serde (serde-wasm-bindgen in the
//! browser; any serde format in tests).
//!
//! The worker posts [`FromWorker::Ready`] first: a message posted before its WebAssembly has started is
//! lost, so the page sends nothing until then. Every request carries an `id`; the page ignores answers
//! whose id is not the one it waits for, so a stale move is never played.
//!
//! Values are typed: a position is a [`Position`], encoded as its text form (64 squares a1..h8 of
//! `X`, `O`, `-`, a space and the side to move), so any client (the JavaScript benchmark driver too)
//! can write one by hand, and a bad one is refused when the message is decoded.
//!
//! The pool's shares: [`ToWorker::Split`] is one task of Slick Willy's move split over the workers
//! (the page coordinates, [`split`](ethello_engine::search::split)); [`ToWorker::Solve`] one move of
//! the analysis board's study, for a worker that helps the one studying.
//!
//! These are the game's messages only. The benchmarks' requests (perft, the evaluation's speed) are
//! another protocol, [`bench`](mod@bench), that the same worker also serves; the page never sends them.

use serde::{Deserialize, Serialize};

pub mod bench;
pub mod explore;

use ethello_engine::hints::Hint;
use ethello_engine::review::{PositionScore, Share};
use ethello_engine::search::split::{Done, Task};
use ethello_engine::{Move, Player, Position, Square, TimeControl};

use crate::why::Why;

/// From the page to the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum ToWorker {
    /// Choose a move for `player` in `position`.
    Think {
        /// Request number, echoed in the answer.
        id: u32,
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
        /// Who is thinking.
        player: Player,
        /// How long: the page sends the limits its game's timekeeper made
        /// ([`TimeControl::Fixed`]: Slick Willy's time bank lives in the page), a benchmark any
        /// time control (the worker's own session then keeps the bank).
        control: TimeControl,
        /// Seed for the player's random choices (Dubya's mistakes).
        seed: u64,
    },
    /// Value every legal move of `position` for the Hints switch: passes of growing depth, each
    /// answered with [`FromWorker::Hints`], the last one with `done`, within `time_ms`.
    Hints {
        /// Request number, echoed in the answers.
        id: u32,
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
        /// The time to spend, in milliseconds.
        time_ms: u64,
        /// Value only these legal moves (one worker's share of a pool's hints); none: every one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        moves: Option<Vec<Square>>,
    },
    /// Review a game: score each of its positions ([`FromWorker::Scored`], last position first),
    /// then [`FromWorker::Reviewed`]. The page cancels a review by replacing the worker.
    Review {
        /// Request number, echoed in the answers.
        id: u32,
        /// The game's start position (sent as text).
        #[serde(with = "as_text")]
        start: Position,
        /// The game's moves from `start` (a transcript: passes implicit).
        moves: String,
        /// Positions with at most this many empties are solved exactly.
        exact_empties: u32,
        /// The search time for each position before that, in milliseconds.
        midgame_ms: u64,
        /// Score only this part of the positions (one worker's share of a pool's review); none:
        /// every position.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        share: Option<Share>,
    },
    /// One task of Slick Willy's move split over the pool ([`split`](ethello_engine::search::split)):
    /// searched with the worker's own table, answered with [`FromWorker::Split`].
    Split {
        /// Request number (the move's), echoed in the answer.
        id: u32,
        /// The board, the window and the depth.
        task: Task,
        /// Stop after this many milliseconds from receipt (the move's deadline), answering with
        /// `stopped`; none: no limit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stop_ms: Option<u64>,
    },
    /// The exact value of one legal move (`square`) of `position`: a share of the analysis board's
    /// study dealt to a worker that helps it, answered with [`FromWorker::Solved`].
    Solve {
        /// Request number (the study's), echoed in the answer.
        id: u32,
        /// The position studied (sent as text).
        #[serde(with = "as_text")]
        position: Position,
        /// The move to solve.
        square: Square,
    },
    /// Study `position` for the analysis board ([`study`](ethello_engine::study)): every legal move
    /// valued and the best line, pass by pass (depth 1, 2, ...), then the best move solved exactly,
    /// then every other move; each step answered with [`FromWorker::Study`], the last one (every
    /// value exact) with `done`. No time limit: the page stops a study by replacing the worker when
    /// the position changes.
    Study {
        /// Request number, echoed in the answers.
        id: u32,
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
    },
    /// Why `played` is worse than `vs` (the best move when `None`) in `position`
    /// ([`explain`](ethello_engine::explain), to its usual depth): answered with
    /// [`FromWorker::Explained`].
    Explain {
        /// Request number, echoed in the answer.
        id: u32,
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
        /// The move to explain.
        played: Square,
        /// The move to compare it with; none: the best.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        vs: Option<Square>,
    },
    /// The opening book's moves of `position` with their values ([`Book`](ethello_engine::book)),
    /// for the opening trainer: answered with [`FromWorker::Book`].
    Book {
        /// Request number, echoed in the answer.
        id: u32,
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
    },
    /// A question about the tournament archive ([`explore`]), answered with
    /// [`FromWorker::Explored`]; the first ([`explore::Ask::Load`]) hands the worker the file.
    Explore {
        /// Request number, echoed in the answer.
        id: u32,
        /// The question.
        ask: explore::Ask,
    },
}

/// From the worker to the page.
///
/// Externally tagged (`{"Best": {...}}`, serde's default), unlike [`ToWorker`]: the page only reads
/// these, and an internally tagged enum's reader buffers every message before it picks the variant,
/// which cost the page's wasm 12.5 KB gzipped (docs/experiments/build-settings.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker has started and listens.
    Ready {
        /// The crate version, to spot a stale cached worker.
        version: String,
    },
    /// A completed iteration of the search for request `id`.
    Progress {
        /// The request.
        id: u32,
        /// Depth completed.
        depth: u32,
        /// Best move so far.
        best: Move,
        /// Score for the side to move.
        score: i32,
        /// Nodes so far.
        nodes: u64,
    },
    /// The chosen move for request `id`.
    Best {
        /// The request.
        id: u32,
        /// The move (a pass only when no square is legal).
        best: Move,
        /// Score for the side to move.
        score: i32,
        /// True when the score is an exact final result.
        exact: bool,
        /// Depth completed.
        depth: u32,
        /// Nodes searched.
        nodes: u64,
    },
    /// A completed pass of hints for request `id`.
    Hints {
        /// The request.
        id: u32,
        /// Every legal move asked for (all, or the request's `moves`) with its value, in square
        /// order.
        hints: Vec<Hint>,
        /// The pass's depth in plies (60: to the end of the game).
        depth: u32,
        /// The last answer to this request.
        done: bool,
    },
    /// One position of the game under review `id` is scored.
    Scored {
        /// The request.
        id: u32,
        /// The position's index in the game (0: the start).
        index: u32,
        /// Its score.
        score: PositionScore,
    },
    /// Every position of review `id` is scored.
    Reviewed {
        /// The request.
        id: u32,
    },
    /// A step of the study of request `id` ([`ToWorker::Study`]): a pass of estimates, or exact
    /// values as they are proven (the best move's first).
    Study {
        /// The request.
        id: u32,
        /// Every legal move with its value, in square order.
        hints: Vec<Hint>,
        /// The pass's depth in plies (60: the best move's value and line are exact).
        depth: u32,
        /// The best line, starting with the best move (whose value is exact once any is).
        pv: Vec<Square>,
        /// The last answer to this request.
        done: bool,
    },
    /// The answer to a [`ToWorker::Book`]: the book's moves of the position, best first, each
    /// with its value for the side to move (none when the position is not in the book).
    Book {
        /// The request.
        id: u32,
        /// The moves and their values (never `exact`).
        moves: Vec<Hint>,
    },
    /// The answer to a [`ToWorker::Explain`].
    Explained {
        /// The request.
        id: u32,
        /// The explanation.
        explanation: Why,
    },
    /// The answer to a [`ToWorker::Solve`]: the move's exact value.
    Solved {
        /// The request.
        id: u32,
        /// The move and its exact value for the side to move.
        hint: Hint,
    },
    /// The answer to a [`ToWorker::Split`] task.
    Split {
        /// The request.
        id: u32,
        /// The task's answer (its `worker` is the worker's own number, which the page replaces
        /// with the slot).
        done: Done,
    },
    /// The answer to a [`ToWorker::Explore`].
    Explored {
        /// The request.
        id: u32,
        /// The answer.
        answer: explore::Answer,
    },
    /// Request `id` could not be served (a bad position text, say).
    Failed {
        /// The request.
        id: u32,
        /// What went wrong.
        message: String,
    },
}

impl ToWorker {
    /// The request's id.
    pub fn id(&self) -> u32 {
        match self {
            ToWorker::Think { id, .. }
            | ToWorker::Hints { id, .. }
            | ToWorker::Review { id, .. }
            | ToWorker::Split { id, .. }
            | ToWorker::Solve { id, .. }
            | ToWorker::Study { id, .. }
            | ToWorker::Explain { id, .. }
            | ToWorker::Book { id, .. }
            | ToWorker::Explore { id, .. } => *id,
        }
    }
}

impl FromWorker {
    /// The id of the request a reply answers (`None` for [`FromWorker::Ready`]).
    pub fn id(&self) -> Option<u32> {
        match self {
            FromWorker::Ready { .. } => None,
            FromWorker::Progress { id, .. }
            | FromWorker::Best { id, .. }
            | FromWorker::Hints { id, .. }
            | FromWorker::Scored { id, .. }
            | FromWorker::Reviewed { id }
            | FromWorker::Study { id, .. }
            | FromWorker::Split { id, .. }
            | FromWorker::Solved { id, .. }
            | FromWorker::Book { id, .. }
            | FromWorker::Explained { id, .. }
            | FromWorker::Explored { id, .. }
            | FromWorker::Failed { id, .. } => Some(*id),
        }
    }

    /// True for a worker's last reply to its request (an answer, a final pass, the end of a review,
    /// a failure): the worker is free after it.
    pub fn is_last(&self) -> bool {
        match self {
            FromWorker::Ready { .. } | FromWorker::Progress { .. } | FromWorker::Scored { .. } => {
                false
            }
            FromWorker::Hints { done, .. } | FromWorker::Study { done, .. } => *done,
            FromWorker::Best { .. }
            | FromWorker::Reviewed { .. }
            | FromWorker::Split { .. }
            | FromWorker::Solved { .. }
            | FromWorker::Book { .. }
            | FromWorker::Explained { .. }
            | FromWorker::Explored { .. }
            | FromWorker::Failed { .. } => true,
        }
    }
}

/// Serde through a value's text form (`Display` out, `FromStr` in).
pub(crate) mod as_text;

#[cfg(test)]
mod tests;
