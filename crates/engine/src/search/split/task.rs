//! The split search's messages: a [`Task`] for a worker and its answer, [`Done`], both serde
//! types (they cross from the page to its Web Workers), and what a task searches ([`Work`]).
//!
//! Scores: a task's score is for the side to move of the task's board (centi-discs for a midgame
//! task, the final disc difference for an exact one), fail-soft against the task's window.

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::square::Square;

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
