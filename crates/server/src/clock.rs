//! A game's clock on the server: the choice made when the game was created, and each side's time.
//!
//! Representation: [`Clocks`] hold each side's time left in milliseconds (`left_ms[0]` black,
//! `left_ms[1]` white) and, while one runs, which one and since when. Time is a [`Ms`] passed in by
//! the caller (a monotonic clock on the server, any number in tests), so nothing here reads a
//! clock of its own.
//!
//! Invariants: at most one clock runs, the side to move's; time left is never below zero; stopping
//! a clock charges the time since it started, starting one charges nothing (so a server that was
//! down and restarts its clocks at the resume does not charge the time it was down).

use ethello_engine::Color;
use serde::{Deserialize, Serialize};

/// Milliseconds on the server's monotonic clock (or a test's fake one).
pub type Ms = u64;

/// The longest game the server accepts, minutes a side.
pub const MAX_MINUTES: u32 = 180;
/// The largest increment the server accepts, seconds a move.
pub const MAX_INCREMENT_S: u32 = 60;

/// A clock chosen when a game is created: minutes a side, and seconds added after each move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockChoice {
    /// Each side's time for the game, in minutes (1 to [`MAX_MINUTES`]).
    pub minutes: u32,
    /// Added to a side's time after each of its moves, in seconds (0 to [`MAX_INCREMENT_S`]).
    pub increment_s: u32,
}

impl ClockChoice {
    /// True when the choice is within the server's bounds.
    pub fn is_valid(self) -> bool {
        (1..=MAX_MINUTES).contains(&self.minutes) && self.increment_s <= MAX_INCREMENT_S
    }

    /// Each side's time at the start, in milliseconds.
    pub fn base_ms(self) -> u64 {
        u64::from(self.minutes) * 60_000
    }

    /// The increment, in milliseconds.
    pub fn increment_ms(self) -> u64 {
        u64::from(self.increment_s) * 1_000
    }
}

/// Both sides' time left, and the clock running now, if any.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clocks {
    /// Time left at the last stop, black's and white's, in milliseconds.
    pub left_ms: [u64; 2],
    /// The side whose clock runs, and since when.
    pub running: Option<(Color, Ms)>,
}

/// The index of a colour in a `[_; 2]`: black 0, white 1.
pub fn slot(color: Color) -> usize {
    match color {
        Color::Black => 0,
        Color::White => 1,
    }
}

impl Clocks {
    /// Both clocks at `left_ms`, stopped.
    pub fn stopped(left_ms: [u64; 2]) -> Clocks {
        Clocks {
            left_ms,
            running: None,
        }
    }

    /// `color`'s time left at `now`.
    pub fn left(&self, color: Color, now: Ms) -> u64 {
        let left = self.left_ms[slot(color)];
        match self.running {
            Some((runner, since)) if runner == color => {
                left.saturating_sub(now.saturating_sub(since))
            }
            _ => left,
        }
    }

    /// Both sides' time left at `now`.
    pub fn both(&self, now: Ms) -> [u64; 2] {
        [self.left(Color::Black, now), self.left(Color::White, now)]
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: Ms) -> Option<Color> {
        let (runner, _) = self.running?;
        (self.left(runner, now) == 0).then_some(runner)
    }

    /// Stops the running clock, charging it the time since it started.
    pub fn stop(&mut self, now: Ms) {
        self.left_ms = self.both(now);
        self.running = None;
    }

    /// Starts `color`'s clock at `now` (stopping the other first).
    pub fn start(&mut self, color: Color, now: Ms) {
        self.stop(now);
        self.running = Some((color, now));
    }

    /// Adds `ms` to `color`'s time.
    pub fn add(&mut self, color: Color, ms: u64) {
        self.left_ms[slot(color)] = self.left_ms[slot(color)].saturating_add(ms);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_running_clock_is_charged_when_stopped_and_flags_at_zero() {
        let mut clocks = Clocks::stopped([1_000, 1_000]);
        clocks.start(Color::Black, 10_000);
        assert_eq!(clocks.both(10_400), [600, 1_000]);
        assert_eq!(clocks.flagged(10_999), None);
        assert_eq!(clocks.flagged(11_000), Some(Color::Black));
        clocks.start(Color::White, 10_400);
        assert_eq!(clocks.left_ms, [600, 1_000]);
        clocks.add(Color::Black, 2_000);
        assert_eq!(clocks.both(10_500), [2_600, 900]);
    }

    #[test]
    fn choices_are_bounded() {
        let blitz = ClockChoice {
            minutes: 3,
            increment_s: 2,
        };
        assert!(blitz.is_valid());
        assert_eq!((blitz.base_ms(), blitz.increment_ms()), (180_000, 2_000));
        assert!(!ClockChoice {
            minutes: 0,
            increment_s: 0
        }
        .is_valid());
        assert!(!ClockChoice {
            minutes: 181,
            increment_s: 0
        }
        .is_valid());
        assert!(!ClockChoice {
            minutes: 5,
            increment_s: 61
        }
        .is_valid());
    }
}
