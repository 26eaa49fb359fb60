//! Parallel search without shared memory: a coordinator that splits a root search into tasks for
//! workers that cooperate only by messages, each with its own [`Search`] and table.
//!
//! The browser cannot share memory between its workers (WebAssembly threads need a standard library
//! rebuilt with atomics), so the coordinator is a pure state machine over two messages, [`Task`] (to a
//! worker) and [`Done`] (back), both serde types: no thread, no clock, no I/O inside. A transport moves
//! them: `search::threads` over native threads and channels (a [`Session`](crate::Session)'s
//! workers), [`simulate()`] one task at a time with a virtual clock per worker, and the page over Web
//! Workers. A shared-memory build could replace the transport without touching the search: the
//! state machine only sees tasks and results.
//!
//! - `root::RootSplit` (internal): one search of the root's moves (a midgame search to a depth, or
//!   the exact solve), young brothers wait: the eldest move alone with the full window, then the
//!   others with a null window at the bound it set, by whichever worker is free. The best move's
//!   search may be a nested `RootSplit` of its child (young brothers wait one ply down, and so on),
//!   when it is big enough.
//! - [`Worker`]: runs one task with the ordinary single-threaded search (the midgame search or the
//!   exact solver).
//! - [`Deepening`]: iterative deepening over root splits, then an exact split, as
//!   [`Search::run`](super::Search::run) decides them (the same driver); step by step, so that a
//!   page receiving replies as events drives the same machine as a loop on threads.
//!
//! Scores: a task's score is for the side to move of the task's board (centi-discs for a midgame
//! task, the final disc difference for an exact one), fail-soft against the task's window as in the
//! rest of the search. Every result is a true bound whatever the bound of the moment, so a result
//! that comes back late (searched at an older alpha) is simply read against the current one, and
//! tasks never need cancelling for correctness.

internal! { mod deepen; }
internal! { mod root; }
internal! { mod simulate; }
internal! { mod worker; }

pub use self::deepen::Deepening;
pub use self::simulate::{simulate, Simulated};
pub use self::worker::Worker;

use serde::{Deserialize, Serialize};

use super::limits::{Host, Limits, Report};
use super::Search;
use crate::board::Board;
use crate::square::Square;

/// Whatever chooses a move within limits: the single [`Search`], or a transport over workers
/// (the native pool of threads). A player holds one and need not know which.
pub(crate) trait Think {
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
    /// changes.
    pub search: u64,
    /// The task's board (each side's discs encoded as 16 hex digits: a JavaScript number cannot
    /// hold 64 bits).
    #[serde(with = "hex_board")]
    pub board: Board,
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
    /// The fail-soft score for the task board's side to move; `None` when the worker's host
    /// stopped the search before it finished (time, cancel).
    pub score: Option<i32>,
    /// Nodes searched.
    pub nodes: u64,
    /// The best move the worker's table holds for the task's board after the search (a hint for
    /// the coordinator's move order when it splits that board later), `None` when it holds none.
    #[serde(default)]
    pub best: Option<Square>,
}

/// Serde of a board as its two sides' discs, each 16 hex digits, so that a bitboard crosses
/// JavaScript (whose numbers hold 53 bits) intact; the sides must not overlap.
mod hex_board {
    use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

    use crate::bitboard::Bitboard;
    use crate::board::Board;

    pub fn serialize<S: Serializer>(board: &Board, s: S) -> Result<S::Ok, S::Error> {
        let hex = |b: Bitboard| format!("{:016x}", b.0);
        (hex(board.player), hex(board.opponent)).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let (player, opponent) = <(String, String)>::deserialize(d)?;
        let side = |text: String| {
            if text.len() != 16 {
                let message = format!("a bitboard is 16 hex digits, not {text:?}");
                return Err(de::Error::custom(message));
            }
            u64::from_str_radix(&text, 16)
                .map(Bitboard)
                .map_err(de::Error::custom)
        };
        Board::new(side(player)?, side(opponent)?)
            .ok_or_else(|| de::Error::custom("the two sides' discs overlap"))
    }
}
