//! What a search may spend and what it tells: [`Limits`] (a depth, nodes, a time budget), the
//! [`Host`] that lends it a clock, a stop flag and a listener, and the [`Report`] it gives.
//!
//! The engine has no clock: the host measures the time since the search started, and the search
//! asks it every few thousand nodes. Scores in a report are for the side to move.

use crate::board::Move;
use crate::square::Square;

/// What the search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Stop after about this many nodes, if set.
    pub nodes: Option<u64>,
    /// The move's usual time: stop when [`Host::elapsed_ms`] reaches this (later for a hard move, see
    /// `max_time_ms`); `None` for no time limit.
    pub time_ms: Option<u64>,
    /// With a game clock, the latest a hard move may run: a deepening whose best move changed or
    /// whose score fell gets up to twice `time_ms`, an exact or win/draw/loss
    /// solve under way all of this (see [`Search::run`](super::Search::run)). `None` (or no more than `time_ms`): `time_ms`
    /// is a hard limit, as with a fixed time per move.
    pub max_time_ms: Option<u64>,
    /// The most empties solved exactly, when set: replaces the horizon the time or the depth would
    /// give (and the win/draw/loss solve beyond it), for a deliberately weaker player (Slick Willy's
    /// levels). `None`: the usual horizon.
    pub exact_empties: Option<u32>,
}

impl Limits {
    /// Only a depth limit.
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            nodes: None,
            time_ms: None,
            max_time_ms: None,
            exact_empties: None,
        }
    }

    /// Only a time limit (depth up to the end of the game). The host must have a clock
    /// ([`Host::elapsed_ms`]): under [`Quiet`], whose clock stays at 0, the search would not stop
    /// before the end of the game.
    pub const fn time(ms: u64) -> Limits {
        Limits {
            depth: 60,
            nodes: None,
            time_ms: Some(ms),
            max_time_ms: None,
            exact_empties: None,
        }
    }

    /// A move under a game clock: usually `ms`, a hard move up to `max_ms` (see
    /// [`Limits::max_time_ms`]). The same host-clock caveat as [`Limits::time`].
    pub const fn game(ms: u64, max_ms: u64) -> Limits {
        Limits {
            depth: 60,
            nodes: None,
            time_ms: Some(ms),
            max_time_ms: Some(max_ms),
            exact_empties: None,
        }
    }

    /// The same limits with an exact solve from `empties` empties down and never before (see
    /// [`Limits::exact_empties`]).
    pub const fn with_exact_empties(self, empties: u32) -> Limits {
        Limits {
            exact_empties: Some(empties),
            ..self
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
