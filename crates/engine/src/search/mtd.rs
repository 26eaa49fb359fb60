//! The windows of MTD(f): which null-window test the exact solver runs next.
//!
//! Each test asks "is the score at least `beta`?" and answers with a fail-soft bound: a success
//! raises `lower`, a failure lowers `upper`. Scores are even, so `beta` is even and the bounds move
//! by steps of 2; the search ends when `lower == upper`, the exact score.
//!
//! Usually the next test starts where the last one's bound points (plain MTD(f)). But a first guess
//! far above the score (a lopsided position the evaluation misjudges) would cost one whole failing
//! test per step of 2 on the way down, each refuting every root move. So from the
//! `JUMP_AFTER_FAILS`-th failure in a row on, the next test starts 2 discs below the new upper
//! bound, then 6, 14, 30 (the jump doubles with each failure), and once a test succeeds after a
//! jump, the rest of the gap is bisected. Going up, the steps stay at 2: a success far below the
//! score is cheap.
//!
//! Invariant: `-MAX_SCORE <= lower <= upper <= MAX_SCORE`; every `beta` handed out lies in
//! `lower + 2 ..= upper`, so each test narrows the bounds.

use super::score::MAX_SCORE;

/// From this many failed tests in a row on, the next test jumps further down. Measured on six
/// random-play sets of 50 (`docs/experiments/solver-mtd-windows.md`): 2 saves the most; 1 jumps
/// too early, 3 too late.
const JUMP_AFTER_FAILS: u32 = 2;

/// The most doublings of a jump: `2^5 - 1` steps of 2 discs spans the whole range.
const MAX_DOUBLINGS: u32 = 5;

/// The bounds of an MTD(f) search in progress, and how to pick the next test.
#[derive(Clone, Copy, Debug)]
pub struct Mtd {
    /// Proven: the score is at least this.
    pub lower: i32,
    /// Proven: the score is at most this.
    pub upper: i32,
    /// The last test's bound (the first guess before any test).
    last: i32,
    /// Failed tests in a row.
    fails: u32,
    /// True once a test has jumped below the last bound.
    jumped: bool,
}

impl Mtd {
    /// A search starting from `guess` (an even score; clamped into range).
    pub fn new(guess: i32) -> Mtd {
        Mtd {
            lower: -MAX_SCORE,
            upper: MAX_SCORE,
            last: guess.clamp(-MAX_SCORE, MAX_SCORE),
            fails: 0,
            jumped: false,
        }
    }

    /// True when the score is pinned: `lower == upper`.
    pub fn done(&self) -> bool {
        self.lower >= self.upper
    }

    /// The next test's `beta` ("at least `beta`?"); only meaningful while not [`Mtd::done`].
    pub fn beta(&self) -> i32 {
        let beta = if self.fails >= JUMP_AFTER_FAILS {
            let doublings = (self.fails - JUMP_AFTER_FAILS + 1).min(MAX_DOUBLINGS);
            self.upper - 2 * ((1 << doublings) - 1)
        } else if self.jumped && self.fails == 0 {
            let steps = (self.upper - self.lower) / 2;
            self.lower + 2 * ((steps + 1) / 2)
        } else if self.last <= self.lower {
            self.lower + 2
        } else {
            self.last
        };
        beta.clamp(self.lower + 2, self.upper)
    }

    /// Records the result `score` of the test at `beta` (fail-soft: `score >= beta` proves a lower
    /// bound, `score < beta` an upper one).
    pub fn record(&mut self, beta: i32, score: i32) {
        if score >= beta {
            self.lower = score.min(self.upper);
            self.fails = 0;
        } else {
            self.upper = score.max(self.lower);
            self.fails += 1;
            self.jumped |= self.fails >= JUMP_AFTER_FAILS;
        }
        self.last = score;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs an MTD search against a known `score` (tests answer with the tightest bound, `beta - 2`
    /// below it or `beta` at or under it) and returns the betas tried.
    fn walk(guess: i32, score: i32) -> Vec<i32> {
        let mut mtd = Mtd::new(guess);
        let mut betas = Vec::new();
        while !mtd.done() {
            let beta = mtd.beta();
            assert!(
                beta > mtd.lower && beta <= mtd.upper,
                "beta {beta} in {mtd:?}"
            );
            betas.push(beta);
            mtd.record(beta, if score >= beta { beta } else { beta - 2 });
            assert!(betas.len() <= 64, "no progress: {betas:?}");
        }
        assert_eq!((mtd.lower, mtd.upper), (score, score));
        betas
    }

    #[test]
    fn a_close_guess_walks_by_steps_of_two() {
        assert_eq!(walk(4, 4), [4, 6]);
        assert_eq!(walk(4, 8), [4, 6, 8, 10]);
        assert_eq!(walk(4, 2), [4, 2]);
    }

    #[test]
    fn a_guess_far_above_jumps_down_then_bisects() {
        // Plain MTD(f) would run 9 tests (4, 2, ..., -10 failing, -12 succeeding).
        assert_eq!(walk(4, -12), [4, 2, -2, -10, -26, -18, -14, -12]);
        // A jump that lands on the score needs no bisection.
        assert_eq!(walk(4, -2), [4, 2, -2, 0]);
    }

    #[test]
    fn every_guess_reaches_every_score() {
        for guess in (-MAX_SCORE..=MAX_SCORE).step_by(2) {
            for score in (-MAX_SCORE..=MAX_SCORE).step_by(2) {
                walk(guess, score);
            }
        }
    }
}
