//! Search: choose a move for a board under a budget.
//!
//! The engine has no clock. A [`Host`] supplies the elapsed time and a stop flag, and receives
//! progress reports; the browser worker and the command line each implement it. Scores are from the
//! side to move's point of view: exact endgame scores are final disc differences (-64..=64, empties to
//! the winner); midgame scores are estimates on the same scale.
//!
//! This is the stable interface the page, the worker and the protocols call.

use super::board::{Board, Move};
use super::square::Square;

/// What the search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Stop after about this many nodes.
    pub nodes: u64,
    /// Stop when [`Host::elapsed_ms`] reaches this; `None` for no time limit.
    pub time_ms: Option<u64>,
}

impl Limits {
    /// Only a depth limit.
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            nodes: u64::MAX,
            time_ms: None,
        }
    }

    /// Only a time limit (depth up to the end of the game).
    pub const fn time(ms: u64) -> Limits {
        Limits {
            depth: 60,
            nodes: u64::MAX,
            time_ms: Some(ms),
        }
    }
}

/// Where the search stands, or what it found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The move chosen (a pass only when no square is legal).
    pub best: Move,
    /// Its score for the side to move.
    pub score: i32,
    /// True when `score` is the exact final disc difference.
    pub exact: bool,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The expected line, starting with `best`.
    pub pv: Vec<Square>,
}

/// The world outside the engine: a clock, a stop flag, a listener.
pub trait Host {
    /// Milliseconds since the search started.
    fn elapsed_ms(&mut self) -> u64 {
        0
    }
    /// True when the search must stop now (a cancel); checked every few thousand nodes.
    fn stopped(&mut self) -> bool {
        false
    }
    /// Called after each completed iteration.
    fn progress(&mut self, _report: &Report) {}
}

/// A host with no clock, no stop and no listener: for depth- or node-limited searches.
pub struct Quiet;

impl Host for Quiet {}

/// A searcher with its tables, reused from move to move.
#[derive(Default)]
pub struct Search {}

impl Search {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(_hash_mb: usize) -> Search {
        Search {}
    }

    /// Searches `board` within `limits`; always returns a legal move (or a pass when there is none),
    /// even when stopped at once.
    pub fn run(&mut self, board: Board, _limits: &Limits, _host: &mut dyn Host) -> Report {
        let best = board.legal_moves().first().map_or(Move::Pass, Move::Play);
        Report {
            best,
            score: 0,
            exact: false,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        }
    }
}
