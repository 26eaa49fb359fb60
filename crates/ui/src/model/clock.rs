//! The game clock of the game on the board, as the model keeps it: both sides' time left
//! ([`Clocks`]), whose clock runs and up to when it was charged, the tick on its way, and the
//! ten-second warnings given. How it runs is `ui::clock`.
//!
//! Invariants: `running` is the side to move, or nobody; its time is charged in whole milliseconds
//! and `since` moves on by exactly what was charged, so that many small updates lose no time; at
//! most one tick timer is on its way (`tick_pending`).

use ethello_engine::Color;
use ethello_model::setup::Clocks;

/// A game clock in play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameClock {
    /// The time control and each side's time left.
    pub clocks: Clocks,
    /// The side whose clock runs, and the page time (ms) up to which it was charged.
    pub running: Option<(Color, f64)>,
    /// A tick timer of this game is on its way.
    pub tick_pending: bool,
    /// The side was told that ten seconds are left (cleared when an increment takes it above).
    pub warned: [bool; 2],
}

impl GameClock {
    /// A clock at `clocks`, stopped.
    pub fn new(clocks: Clocks) -> GameClock {
        GameClock {
            clocks,
            running: None,
            tick_pending: false,
            warned: [false; 2],
        }
    }

    /// The side whose time ran out, if one did (the game is over: it lost on time).
    pub fn flagged(&self) -> Option<Color> {
        self.clocks.flagged()
    }

    /// The side whose clock runs now.
    pub fn running_side(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }
}
