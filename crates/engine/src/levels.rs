//! Slick Willy's levels: weaker players made from the full engine the way strong programs make them.
//!
//! Level [`TOP_LEVEL`] is Slick Willy himself (the book, the full engine, his time). Each level below
//! is a [`Level`] of [`LEVELS`]: a search to a fixed depth, perfect play (an exact solve) from fewer
//! empties, and at the lowest levels a chance to pick a slightly worse move. Such a slip is chosen by
//! value: every legal move is valued at the level's depth, and a move that loses `L` discs against
//! the best is chosen with weight `exp(-L / T)` for the level's temperature `T`; a move losing more
//! than the level's cap never is. So small losses are frequent and large ones rare, and no level ever
//! plays a move at random from all legal moves.
//!
//! Every level's search is also capped by Slick Willy's time setting (the `time_ms` of his
//! [`Limits`]): below the top, no move takes longer than that, and most take far less. Without a
//! clock (a host whose time stays at 0) a level is deterministic for its random generator's seed.

use super::hints::Hint;
use super::reviewer::{hint_pass, Reviewer};
use super::rng::Rng;
use super::search::{Host, Limits, Report, Search};
use super::{Board, Move};

/// The strongest level: Slick Willy at full strength.
pub const TOP_LEVEL: u8 = 12;

/// How one level below the top plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    /// The depth of its search, in plies: the full engine's iterative deepening (selective, with
    /// ProbCut, when Willy's time is given, as his own search is).
    pub depth: u32,
    /// It solves exactly (plays perfectly) from this many empties down, and never before.
    pub exact_empties: u32,
    /// The temperature of its slips, in discs (0: it always plays its search's best move).
    pub slip_temperature: f64,
    /// The most discs a slip may lose against the best move at its depth.
    pub slip_cap: i32,
}

/// The deepest search of a level that slips: every legal move is searched at this depth, so the
/// valuation stays cheap.
pub const MAX_SLIP_DEPTH: u32 = 4;

/// Levels 1 to [`TOP_LEVEL`] - 1, weakest first: (depth, exact-solve empties, slip temperature, slip
/// cap).
///
/// Chosen by matches of 200 games (`ethello match A B --games 50 --seeds 1-4`) between neighbouring
/// candidates, one standard error about 3 points: the full engine scores 83 % against Iron Mike at
/// 2 plies, and each further ply 64-78 % against the one below (3 against 2: 73 %, 4 against 3: 78 %,
/// 5: 68.5 %, 6: 75 %, 7: 64 %, 8: 69 %; 10 against 8: 70 %, 12 against 10: 64.5 %), each with an
/// exact horizon two empties further than the one below (at 3 and 4 plies two more empties are worth
/// nothing measurable: 50 % and 52 %). Level 1 is 2 plies with slips of temperature 2.5 discs,
/// capped at 8: 69 % against Mike (temperature 2: 73 %, 3: 63 %), and 2 plies without slips score
/// 71 % against it. The 78 % step from 3 to 4 plies is split by 4 plies with slips (1.5 discs, cap 6):
/// 66.5 % against 3 plies, and 4 plies score 62.7 % against it (temperature 1: 69.5 % and 55.5 %; 2:
/// 55.5 % and 76 %). Slick Willy at 1 s a move scored 61 % (40 games) against 12 plies and 18
/// empties on the shared two-core machine. The measured ladder is in BENCHMARKS.md, "The ladder";
/// the story in docs/experiments/ladder.md.
pub const LEVELS: [Level; TOP_LEVEL as usize - 1] = [
    level(2, 4, 2.5, 8),
    level(2, 4, 0.0, 0),
    level(3, 6, 0.0, 0),
    level(4, 8, 1.5, 6),
    level(4, 8, 0.0, 0),
    level(5, 10, 0.0, 0),
    level(6, 12, 0.0, 0),
    level(7, 12, 0.0, 0),
    level(8, 14, 0.0, 0),
    level(10, 16, 0.0, 0),
    level(12, 18, 0.0, 0),
];

/// A row of [`LEVELS`].
const fn level(depth: u32, exact_empties: u32, slip_temperature: f64, slip_cap: i32) -> Level {
    Level {
        depth,
        exact_empties,
        slip_temperature,
        slip_cap,
    }
}

/// The level `n` below the top (`None` for [`TOP_LEVEL`] and above: Slick Willy himself); level 0
/// plays as level 1.
pub fn below_top(n: u8) -> Option<&'static Level> {
    LEVELS.get(usize::from(n.max(1)) - 1)
}

/// A word for the band of players a level suits, lowest first: "beginner", "casual", "club player",
/// "expert", "champion", and "full strength" for [`TOP_LEVEL`] alone.
pub fn level_band(level: u8) -> &'static str {
    match level {
        l if l >= TOP_LEVEL => "full strength",
        0..=2 => "beginner",
        3..=4 => "casual",
        5..=7 => "club player",
        8..=9 => "expert",
        _ => "champion",
    }
}

impl Level {
    /// True when the level sometimes plays a slightly worse move.
    pub fn slips(&self) -> bool {
        self.slip_temperature > 0.0
    }

    /// The limits of its search: its depth and exact horizon, within the time of `willy_time` (his
    /// usual time per move; a hard move gets no more).
    pub fn limits(&self, willy_time: &Limits) -> Limits {
        Limits {
            time_ms: willy_time.time_ms,
            ..Limits::depth(self.depth)
        }
        .with_exact_empties(self.exact_empties)
    }

    /// The move this level plays on `board` (which has a legal move). Within its exact horizon, or
    /// when it never slips: its search ([`Level::limits`]). Otherwise every move valued at its depth
    /// ([`hint_pass`] on `reviewer`) and one drawn by [`Level::pick_slip`]; that valuation has no
    /// clock, but a slipping level searches at most [`MAX_SLIP_DEPTH`] plies, a fraction of a
    /// millisecond a move.
    pub fn choose(
        &self,
        search: &mut Search,
        reviewer: &mut Reviewer,
        rng: &mut Rng,
        board: Board,
        willy_time: &Limits,
        host: &mut dyn Host,
    ) -> Report {
        let limits = self.limits(willy_time);
        if !self.slips() || board.empties().count() <= self.exact_empties {
            return search.run(board, &limits, host);
        }
        let values = hint_pass(reviewer, board, self.slip_value_depth(), host);
        match values {
            Some(values) => self.slip_report(&values, rng),
            None => search.run(board, &limits, host),
        }
    }

    /// The depth each move's reply is searched to when moves are valued: one ply is the move itself
    /// (a slipping level searches at least 2 plies).
    pub fn slip_value_depth(&self) -> u32 {
        self.depth.saturating_sub(1).max(1)
    }

    /// The report of the move [`Level::pick_slip`] draws from `values`.
    fn slip_report(&self, values: &[Hint], rng: &mut Rng) -> Report {
        let pick = self.pick_slip(values, rng);
        Report {
            best: Move::Play(pick.square),
            score: pick.score,
            exact: pick.exact,
            depth: self.depth,
            nodes: 0,
            pv: vec![pick.square],
        }
    }

    /// One of `values` (not empty): a move losing `L` discs against the best with weight
    /// `exp(-L / T)`, never one losing more than the cap.
    pub fn pick_slip(&self, values: &[Hint], rng: &mut Rng) -> Hint {
        let best = values.iter().map(|h| h.score).max().unwrap_or(0);
        let weight = |h: &Hint| self.slip_weight(best - h.score);
        let total: f64 = values.iter().map(weight).sum();
        let mut draw = unit(rng) * total;
        for h in values {
            draw -= weight(h);
            if draw < 0.0 {
                return *h;
            }
        }
        // Rounding left the draw at the very end: the last move with a weight.
        *values
            .iter()
            .rev()
            .find(|h| weight(h) > 0.0)
            .expect("the best move has weight 1")
    }

    /// The weight of a move losing `loss` discs: `exp(-loss / T)`, 0 beyond the cap.
    fn slip_weight(&self, loss: i32) -> f64 {
        if loss > self.slip_cap {
            0.0
        } else {
            (-f64::from(loss) / self.slip_temperature).exp()
        }
    }
}

/// A number in `[0, 1)` from `rng`.
fn unit(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    fn hint(index: u8, score: i32) -> Hint {
        Hint {
            square: Square::from_index(index).unwrap(),
            score,
            exact: false,
        }
    }

    #[test]
    fn slips_follow_their_weights_and_never_pass_the_cap() {
        let l = level(2, 4, 2.0, 4);
        let values = [hint(0, 10), hint(1, 8), hint(2, 5), hint(3, -20)];
        let mut rng = Rng::new(3);
        let mut counts = [0; 4];
        for _ in 0..10_000 {
            let pick = l.pick_slip(&values, &mut rng);
            counts[usize::from(pick.square.index())] += 1;
        }
        assert_eq!(counts[2] + counts[3], 0, "beyond the cap: {counts:?}");
        // Weights 1 and e^-1: 73 % and 27 %.
        assert!((7_000..7_600).contains(&counts[0]), "{counts:?}");
    }

    #[test]
    fn the_table_is_ordered_and_slips_stay_cheap() {
        for pair in LEVELS.windows(2) {
            assert!(pair[1].depth >= pair[0].depth, "{pair:?}");
            assert!(pair[1].exact_empties >= pair[0].exact_empties, "{pair:?}");
        }
        for l in LEVELS.iter().filter(|l| l.slips()) {
            assert!(
                (2..=MAX_SLIP_DEPTH).contains(&l.depth) && l.slip_cap >= 0,
                "{l:?}"
            );
        }
        assert_eq!(below_top(TOP_LEVEL), None);
        assert_eq!(below_top(0), below_top(1));
        assert_eq!(level_band(TOP_LEVEL), "full strength");
        assert_ne!(level_band(TOP_LEVEL - 1), "full strength");
    }
}
