//! Spaced repetition: when a missed exercise (a mistake of the player's own games, an opening line)
//! comes back.
//!
//! A [`Schedule`] is a box in the Leitner manner and the day the exercise is next due. Each box
//! waits longer than the one before ([`INTERVALS`]: 1, 3, 7 and 21 days). A failure puts the
//! exercise back in the first box, due tomorrow; a success moves it one box on; a success from the
//! last box retires it ([`Schedule::learned`]).

use serde::{Deserialize, Serialize};

use super::day::Day;

/// The days each box waits before the exercise is due again.
pub const INTERVALS: [i32; 4] = [1, 3, 7, 21];

/// Where an exercise stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    /// The box: 0 to `INTERVALS.len() - 1`, or `INTERVALS.len()` once learned.
    #[serde(rename = "box")]
    pub stage: u8,
    /// The day it is next due.
    pub due: Day,
}

impl Schedule {
    /// A new exercise, missed `today`: due tomorrow.
    pub fn missed(today: Day) -> Schedule {
        Schedule {
            stage: 0,
            due: today.plus(INTERVALS[0]),
        }
    }

    /// The schedule after a try `today`: one box on after a success, back to the first after a
    /// failure.
    ///
    /// ```
    /// use ethello_model::training::day::Day;
    /// use ethello_model::training::repetition::Schedule;
    /// let s = Schedule::missed(Day(100));
    /// assert_eq!(s.due, Day(101));
    /// let s = s.after(Day(101), true);
    /// assert_eq!((s.stage, s.due), (1, Day(104)));
    /// let s = s.after(Day(104), false);
    /// assert_eq!((s.stage, s.due), (0, Day(105)));
    /// ```
    pub fn after(self, today: Day, success: bool) -> Schedule {
        if !success {
            return Schedule::missed(today);
        }
        let stage = (self.stage + 1).min(INTERVALS.len() as u8);
        let wait = INTERVALS.get(usize::from(stage)).copied().unwrap_or(0);
        Schedule {
            stage,
            due: today.plus(wait),
        }
    }

    /// True when the exercise is due `today` (and not learned).
    pub fn is_due(self, today: Day) -> bool {
        !self.learned() && self.due <= today
    }

    /// True once it has been passed from the last box.
    pub fn learned(self) -> bool {
        usize::from(self.stage) >= INTERVALS.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_successes_in_a_row_learn_it_and_it_is_never_due_again() {
        let mut s = Schedule::missed(Day(0));
        let mut today = Day(0);
        let mut waits = Vec::new();
        for _ in 0..4 {
            today = s.due;
            assert!(s.is_due(today));
            let next = s.after(today, true);
            waits.push(next.due.0 - today.0);
            s = next;
        }
        assert_eq!(waits, [3, 7, 21, 0]);
        assert!(s.learned());
        assert!(!s.is_due(today.plus(1000)));
    }
}
