//! Parallel search without shared memory: a coordinator that splits a root search into tasks for
//! workers that cooperate only by messages, each with its own [`Search`] and table.
//!
//! The browser cannot share memory between its workers (WebAssembly threads need a standard library
//! rebuilt with atomics), so the coordinator is a pure state machine over two messages, [`Task`] (to a
//! worker) and [`Done`] (back), both serde types: no thread, no clock, no I/O inside. A transport moves
//! them: [`super::threads`] over native threads and channels, [`simulate`] one task at a time with a
//! virtual clock per worker, and later the page over Web Workers. A shared-memory build could replace
//! the transport without touching the search: the state machine only sees tasks and results.
//!
//! - [`root::RootSplit`]: one search of the root's moves (a midgame search to a depth, or the exact
//!   solve), young brothers wait: the eldest move alone with the full window, then the others with a
//!   null window at the bound it set, by whichever worker is free. The best move's search may be a
//!   nested `RootSplit` of its child (young brothers wait one ply down, and so on), when it is big
//!   enough: see [`root::RootSplit::with_nesting`].
//! - [`worker::Worker`]: runs one task with the ordinary single-threaded search ([`Midgame`] or the
//!   exact [`Solver`]).
//! - [`deepen::Deepening`]: iterative deepening over root splits, then an exact split, as
//!   [`Search::run`](super::Search::run) decides them; step by step, so that a page receiving replies
//!   as events drives the same machine as a loop on threads.
//!
//! Scores: a task's score is for the side to move of the task's board (centi-discs for a midgame
//! task, the final disc difference for an exact one), fail-soft against the task's window as in the
//! rest of the search. Every result is a true bound whatever the bound of the moment, so a result
//! that comes back late (searched at an older alpha) is simply read against the current one, and
//! tasks never need cancelling for correctness.
//!
//! [`Midgame`]: super::midgame::Midgame
//! [`Solver`]: super::endgame::Solver

pub mod deepen;
internal! { mod root; }
pub mod simulate;
pub mod worker;

use serde::{Deserialize, Serialize};

use super::limits::{Host, Limits, Report};
use super::Search;
use crate::board::Board;
use crate::square::Square;

/// Whatever chooses a move within limits: the single [`Search`], or a transport over workers
/// ([`Pool`](super::threads::Pool) natively). A player holds one and need not know which.
pub trait Think {
    /// Searches `board` within `limits` as [`Search::run`] does; always a legal move (or a pass).
    fn think(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report;
}

impl Think for Search {
    fn think(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        self.run(board, limits, host)
    }
}

/// What a task searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Work {
    /// The midgame search to `depth` plies from the task's board, with ProbCut when `selective`.
    Midgame {
        /// Plies from the task's board (0: its static evaluation).
        depth: u32,
        /// ProbCut on.
        selective: bool,
    },
    /// The exact solve.
    Exact,
}

/// One search for a worker: a board (a child of the root, after one root move) and a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Task {
    /// Unique within a coordinator's life; [`Done::id`] repeats it.
    pub id: u64,
    /// The id of the root search the task belongs to: a worker starts a new table generation when it
    /// changes (see [`Table::new_search`](super::hash::Table::new_search)).
    pub search: u64,
    /// The discs of the side to move on the task's board (encoded as 16 hex digits: a JavaScript
    /// number cannot hold 64 bits).
    #[serde(with = "hex64")]
    pub player: u64,
    /// The discs of the other side (16 hex digits).
    #[serde(with = "hex64")]
    pub opponent: u64,
    /// What to search.
    pub work: Work,
    /// The window, for the task board's side to move: the score is wanted exactly when strictly
    /// inside, as a bound otherwise.
    pub alpha: i32,
    /// The window's upper end (`alpha < beta`).
    pub beta: i32,
}

/// A worker's answer to a [`Task`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Done {
    /// The task's id.
    pub id: u64,
    /// The worker that ran it (the transport's numbering).
    pub worker: usize,
    /// The fail-soft score for the task board's side to move; meaningless when `stopped`.
    pub score: i32,
    /// Nodes searched.
    pub nodes: u64,
    /// The best move the worker's table holds for the task's board after the search (a hint for
    /// the coordinator's move order when it splits that board later), `None` when it holds none.
    #[serde(default)]
    pub best: Option<Square>,
    /// True when the worker's host stopped the search before it finished (time, cancel).
    pub stopped: bool,
}

/// Serde of a `u64` as 16 hex digits, so that a bitboard crosses JavaScript (whose numbers hold 53
/// bits) intact.
mod hex64 {
    use serde::{de, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{value:016x}"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let text = String::deserialize(d)?;
        if text.len() != 16 {
            return Err(de::Error::custom(format!(
                "a bitboard is 16 hex digits, not {text:?}"
            )));
        }
        u64::from_str_radix(&text, 16).map_err(de::Error::custom)
    }
}
