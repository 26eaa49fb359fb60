//! Puzzle Streak and Puzzle Storm: puzzles one after another, against a count or a clock.
//!
//! - **Streak**: solve in a row; one miss ends the run; each puzzle is a little harder than the
//!   last ([`Mode::step`] Elo higher than the one before, from [`START_RATING`]).
//! - **Storm**: [`STORM_MS`] to solve as many as possible; a solve adds [`STORM_BONUS_MS`], a miss
//!   costs [`STORM_PENALTY_MS`] and the run goes on with the next puzzle; the difficulty rises
//!   the same way.
//!
//! A [`Rush`] keeps no clock of its own: every call that can end a Storm is given the time now
//! (`now_ms`, the page's monotonic clock in milliseconds), so the tests run it on fake time.
//!
//! Invariants: `served` holds each puzzle given at most once; once `over`, nothing changes it; a
//! Storm's answers and ticks at or after its deadline count for nothing and end it.

use super::puzzle::Puzzle;
use super::seed::mix;
use super::set::PuzzleSet;

/// A Storm's time at the start (ms): 3 minutes.
pub const STORM_MS: f64 = 180_000.0;
/// The time a solve adds to a Storm (ms).
pub const STORM_BONUS_MS: f64 = 3_000.0;
/// The time a miss takes from a Storm (ms).
pub const STORM_PENALTY_MS: f64 = 10_000.0;
/// The rating wanted for a run's first puzzle.
pub const START_RATING: i32 = 600;
/// How many of the puzzles nearest the wanted rating the next one is drawn from.
const NEAREST: usize = 4;

/// Which run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// One miss ends it.
    Streak,
    /// Against the clock.
    Storm,
}

impl Mode {
    /// How much harder (Elo) each puzzle is than the one before.
    pub const fn step(self) -> i32 {
        match self {
            Mode::Streak => 60,
            Mode::Storm => 40,
        }
    }

    /// The word in the page's names and the tests (`streak`, `storm`).
    pub const fn word(self) -> &'static str {
        match self {
            Mode::Streak => "streak",
            Mode::Storm => "storm",
        }
    }
}

/// What an answer did to the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The run goes on: the next puzzle.
    Next,
    /// The run is over (a Streak's miss, a Storm's time up): the score.
    Over(u32),
    /// The run was already over: nothing changed.
    Ignored,
}

/// One run of Streak or Storm; see the module doc.
#[derive(Clone, Debug, PartialEq)]
pub struct Rush {
    /// Streak or Storm.
    pub mode: Mode,
    /// Puzzles solved (the score).
    pub solved: u32,
    /// Puzzles missed (a Streak's run ends at the first).
    pub missed: u32,
    /// The ids given so far, in order.
    pub served: Vec<u32>,
    /// A Storm's end on the page's clock (ms); none for a Streak.
    pub deadline_ms: Option<f64>,
    /// True once the run has ended.
    pub over: bool,
}

impl Rush {
    /// A new run started at `now_ms`.
    ///
    /// ```
    /// use ethello_model::training::rush::{Mode, Rush, STORM_MS};
    /// let storm = Rush::new(Mode::Storm, 1_000.0);
    /// assert_eq!(storm.left_ms(1_000.0), Some(STORM_MS));
    /// assert_eq!(Rush::new(Mode::Streak, 0.0).left_ms(0.0), None);
    /// ```
    pub fn new(mode: Mode, now_ms: f64) -> Rush {
        Rush {
            mode,
            solved: 0,
            missed: 0,
            served: Vec::new(),
            deadline_ms: (mode == Mode::Storm).then_some(now_ms + STORM_MS),
            over: false,
        }
    }

    /// The rating wanted for the next puzzle: it rises with each puzzle served.
    pub fn wanted(&self) -> i32 {
        START_RATING + self.mode.step() * self.served.len() as i32
    }

    /// A Storm's time left at `now_ms` (never below 0); none for a Streak.
    pub fn left_ms(&self, now_ms: f64) -> Option<f64> {
        self.deadline_ms.map(|d| (d - now_ms).max(0.0))
    }

    /// The next puzzle: one not served in this run, among the [`NEAREST`] at or above the wanted
    /// rating (the hardest ones when none is left above), chosen by `seed`. Records it as served.
    /// None when the run is over or every puzzle was served.
    pub fn next<'a>(&mut self, set: &'a PuzzleSet, seed: u64) -> Option<&'a Puzzle> {
        if self.over {
            return None;
        }
        let wanted = self.wanted();
        let key = |p: &Puzzle| (p.rating < wanted, (p.rating - wanted).abs(), p.id);
        // The nearest kept in order by hand: no sort of the library's in the page for them.
        let mut nearest: Vec<&Puzzle> = Vec::with_capacity(NEAREST + 1);
        for p in set
            .puzzles()
            .iter()
            .filter(|p| !self.served.contains(&p.id))
        {
            let at = nearest.iter().position(|q| key(q) > key(p));
            nearest.insert(at.unwrap_or(nearest.len()), p);
            nearest.truncate(NEAREST);
        }
        let puzzle = *nearest.get((mix(seed) % nearest.len().max(1) as u64) as usize)?;
        self.served.push(puzzle.id);
        Some(puzzle)
    }

    /// The puzzle on the board was solved at `now_ms`.
    pub fn solved(&mut self, now_ms: f64) -> Outcome {
        if let Some(over) = self.expire(now_ms) {
            return over;
        }
        self.solved += 1;
        if let Some(d) = self.deadline_ms.as_mut() {
            *d += STORM_BONUS_MS;
        }
        Outcome::Next
    }

    /// The puzzle on the board was missed at `now_ms`: a Streak ends, a Storm loses time.
    pub fn missed(&mut self, now_ms: f64) -> Outcome {
        if let Some(over) = self.expire(now_ms) {
            return over;
        }
        self.missed += 1;
        match self.deadline_ms.as_mut() {
            None => self.end(),
            Some(d) => {
                *d -= STORM_PENALTY_MS;
                self.expire(now_ms).unwrap_or(Outcome::Next)
            }
        }
    }

    /// The clock at `now_ms`: ends a Storm whose time is up (`Over`), else `Next` (it goes on),
    /// or `Ignored` when it was over already.
    pub fn tick(&mut self, now_ms: f64) -> Outcome {
        self.expire(now_ms).unwrap_or(Outcome::Next)
    }

    /// Ends the run now (the player left it): its score.
    pub fn end(&mut self) -> Outcome {
        match std::mem::replace(&mut self.over, true) {
            true => Outcome::Ignored,
            false => Outcome::Over(self.solved),
        }
    }

    /// `Some` when the run is over or its time is up at `now_ms` (ending it).
    fn expire(&mut self, now_ms: f64) -> Option<Outcome> {
        if self.over {
            return Some(Outcome::Ignored);
        }
        let up = self.left_ms(now_ms).is_some_and(|left| left <= 0.0);
        up.then(|| self.end())
    }
}
