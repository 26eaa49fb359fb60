//! A game's clock: the time control chosen before the game and each side's time left.
//!
//! A [`ClockSetting`] is a time for the whole game, the same for each side, and an increment added
//! to a side's clock after each of its moves (Fischer's clock): what chess calls a time control,
//! named apart from the engine's `TimeControl` (the limits of one search, which the page's game
//! clock gives the engine). [`Clocks`] hold both sides' time
//! left in milliseconds. This is arithmetic only: it has no clock of its own, whoever runs the
//! game says how much time passed ([`Clocks::spend`]); on the page that is the state machine, on
//! the time the runtime gives it (`ui::clock`).
//!
//! Invariants: the time left is never below zero; a side whose time left is zero has lost on time,
//! and since only the side to move's clock runs, that is always the side to move (the save file
//! refuses any other zero).

use ethello_engine::Color;

/// A time control: each side's time for the game and the increment of each of its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockSetting {
    /// Each side's time at the start, in milliseconds (above zero).
    pub base_ms: u64,
    /// Added to a side's time after each of its moves, in milliseconds.
    pub increment_ms: u64,
}

impl ClockSetting {
    /// The minutes a side the page offers; 0 is no clock.
    pub const MINUTES: [u64; 6] = [0, 1, 3, 5, 10, 30];
    /// The increments the page offers, in seconds a move.
    pub const INCREMENTS: [u64; 3] = [0, 2, 5];

    /// `minutes` a side and `increment_s` seconds a move; `None` for 0 minutes (no clock).
    ///
    /// ```
    /// use ethello_model::setup::ClockSetting;
    /// let blitz = ClockSetting::of(3, 2).unwrap();
    /// assert_eq!((blitz.base_ms, blitz.increment_ms), (180_000, 2_000));
    /// assert_eq!(ClockSetting::of(0, 5), None);
    /// ```
    pub fn of(minutes: u64, increment_s: u64) -> Option<ClockSetting> {
        (minutes > 0).then_some(ClockSetting {
            base_ms: minutes * 60_000,
            increment_ms: increment_s * 1_000,
        })
    }
}

/// Both sides' clocks: the time control and each side's time left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clocks {
    /// The time control.
    pub control: ClockSetting,
    /// The time left in milliseconds, black's and white's (index: [`Color`] as `usize`).
    pub left_ms: [u64; 2],
}

impl Clocks {
    /// Both clocks at the start of a game under `control`.
    pub fn new(control: ClockSetting) -> Clocks {
        Clocks {
            control,
            left_ms: [control.base_ms; 2],
        }
    }

    /// The time `color` has left, in milliseconds.
    pub fn left_ms(&self, color: Color) -> u64 {
        self.left_ms[color as usize]
    }

    /// `color` used `ms` more: true when that ran its time out (it is at zero now).
    ///
    /// ```
    /// use ethello_engine::Color;
    /// use ethello_model::setup::{Clocks, ClockSetting};
    /// let mut clocks = Clocks::new(ClockSetting::of(1, 0).unwrap());
    /// assert!(!clocks.spend(Color::Black, 59_999));
    /// assert!(clocks.spend(Color::Black, 5));
    /// assert_eq!((clocks.left_ms(Color::Black), clocks.flagged()), (0, Some(Color::Black)));
    /// ```
    pub fn spend(&mut self, color: Color, ms: u64) -> bool {
        let left = &mut self.left_ms[color as usize];
        *left = left.saturating_sub(ms);
        *left == 0
    }

    /// `color` has moved: its increment is added.
    pub fn add_increment(&mut self, color: Color) {
        self.left_ms[color as usize] += self.control.increment_ms;
    }

    /// The side whose time ran out, if one did.
    pub fn flagged(&self) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|&c| self.left_ms(c) == 0)
    }
}

/// A clock's face: minutes and whole seconds left, rounded down (`4:59`, `0:09`, `30:00`), with
/// the hours in front from an hour up (`1:02:03`).
///
/// ```
/// use ethello_model::setup::clock_face;
/// assert_eq!(clock_face(300_000), "5:00");
/// assert_eq!(clock_face(299_999), "4:59");
/// assert_eq!(clock_face(9_400), "0:09");
/// assert_eq!(clock_face(3_723_000), "1:02:03");
/// ```
pub fn clock_face(ms: u64) -> String {
    let s = ms / 1_000;
    let (h, m, s) = (s / 3_600, s / 60 % 60, s % 60);
    match h {
        0 => format!("{m}:{s:02}"),
        h => format!("{h}:{m:02}:{s:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offered_controls_are_minutes_and_seconds() {
        for minutes in ClockSetting::MINUTES {
            for inc in ClockSetting::INCREMENTS {
                let control = ClockSetting::of(minutes, inc);
                assert_eq!(control.is_some(), minutes > 0);
                if let Some(c) = control {
                    assert_eq!(clock_face(c.base_ms), format!("{minutes}:00"));
                }
            }
        }
    }

    #[test]
    fn an_increment_is_added_to_the_side_that_moved_only() {
        let mut clocks = Clocks::new(ClockSetting::of(1, 2).unwrap());
        clocks.spend(Color::White, 10_000);
        clocks.add_increment(Color::White);
        assert_eq!(clocks.left_ms, [60_000, 52_000]);
        assert_eq!(clocks.flagged(), None);
        assert!(clocks.spend(Color::White, u64::MAX), "never below zero");
        assert_eq!(clocks.left_ms, [60_000, 0]);
    }
}
