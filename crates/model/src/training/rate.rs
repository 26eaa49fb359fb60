//! A puzzle's difficulty on the ladder's scale: which of the measured players solve it.
//!
//! Each rating player ([`RATERS`]: Dubya, Iron Mike and Slick Willy's levels 1 to 11, with full
//! Willy for the puzzles level 11 misses) tries the puzzle as he would play the game: his move at
//! each step, the opponent's reply from the puzzle after a right one. A player whose choices are
//! random (Dubya, the levels that slip, Mike's ties) tries several times with other seeds.
//!
//! The puzzle's rating `R` is then the one under which those results are most likely, when a
//! player of rating `E` solves it with probability `1 / (1 + 10^((R - E) / 400))` (the Elo
//! expectation, so that a player and a puzzle of equal ratings score even), with a wide normal
//! prior ([`PRIOR_MEAN`], [`PRIOR_SD`]) so that a puzzle every player solves, or none, still gets
//! a finite rating. See `docs/puzzles.md` for why and how it was checked.

use super::ladder::elo;
use super::puzzle::Puzzle;
use ethello_engine::search::Host;
use ethello_engine::{Move, Player, Session, TimeControl};

/// The prior's mean rating.
pub const PRIOR_MEAN: f64 = 1500.0;
/// The prior's standard deviation: wide, so that it only matters where the results say nothing.
pub const PRIOR_SD: f64 = 700.0;

/// The players that rate puzzles, with how many tries each gets.
pub const RATERS: [(Player, u32); 13] = [
    (Player::Dubya, 6),
    (Player::Mike, 2),
    (Player::Level(1), 4),
    (Player::Level(2), 1),
    (Player::Level(3), 1),
    (Player::Level(4), 4),
    (Player::Level(5), 1),
    (Player::Level(6), 1),
    (Player::Level(7), 1),
    (Player::Level(8), 1),
    (Player::Level(9), 1),
    (Player::Level(10), 1),
    (Player::Level(11), 1),
];

/// Slick Willy's time per move when he rates a puzzle (as in the ladder's measure of him).
pub const WILLY_MS: u64 = 1000;

/// How often one player solved a puzzle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tally {
    /// The player's rating.
    pub elo: f64,
    /// Tries that found every move.
    pub solved: u32,
    /// Tries in all.
    pub tries: u32,
}

/// True when the player of `session`, thinking under `control`, finds every move of `puzzle`;
/// `host` makes each move's host (its clock starts then).
pub fn solves(
    session: &mut Session,
    puzzle: &Puzzle,
    control: TimeControl,
    host: &mut dyn FnMut() -> Box<dyn Host>,
) -> bool {
    (0..puzzle.steps.len()).all(|i| {
        session.set_position(puzzle.position_at(i));
        let chosen = session.think(control, &mut *host()).best;
        chosen == Move::Play(puzzle.steps[i].solution())
    })
}

/// The results of every rating player on `puzzle` (and of Slick Willy at [`WILLY_MS`] when level 11
/// misses it); `host` as for [`solves`].
pub fn tally(puzzle: &Puzzle, host: &mut dyn FnMut() -> Box<dyn Host>) -> Vec<Tally> {
    let control = TimeControl::Average(WILLY_MS);
    let mut out: Vec<Tally> = RATERS
        .iter()
        .map(|&(player, tries)| {
            let solved = (0..tries)
                .filter(|&seed| {
                    let seed = u64::from(seed) + 1;
                    let mut session = Session::new(player).with_seed(seed).with_table_mb(4);
                    session.prepare();
                    solves(&mut session, puzzle, control, host)
                })
                .count() as u32;
            Tally {
                elo: f64::from(elo(player).expect("a rating player is on the scale")),
                solved,
                tries,
            }
        })
        .collect();
    if out.last().is_some_and(|t| t.solved == 0) {
        let mut session = Session::new(Player::Willy).with_seed(1).with_table_mb(64);
        session.prepare();
        let solved = solves(&mut session, puzzle, control, host);
        out.push(Tally {
            elo: f64::from(elo(Player::Willy).expect("Willy is on the scale")),
            solved: u32::from(solved),
            tries: 1,
        });
    }
    out
}

/// The chance that a player rated `elo` solves a puzzle rated `rating`.
pub fn solve_chance(rating: f64, elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((rating - elo) / 400.0))
}

/// The log of the posterior of `rating` given the tallies (up to a constant).
fn log_posterior(rating: f64, tallies: &[Tally]) -> f64 {
    let prior = -((rating - PRIOR_MEAN) / PRIOR_SD).powi(2) / 2.0;
    tallies.iter().fold(prior, |sum, t| {
        let p = solve_chance(rating, t.elo).clamp(1e-12, 1.0 - 1e-12);
        let (s, f) = (f64::from(t.solved), f64::from(t.tries - t.solved));
        sum + s * p.ln() + f * (1.0 - p).ln()
    })
}

/// The most likely rating given the tallies (the posterior is concave: a golden-section search).
///
/// ```
/// use ethello_model::training::rate::{fit, Tally};
/// let t = |elo, solved, tries| Tally { elo, solved, tries };
/// // Solved by the players above 1500, missed by those below: about 1500.
/// let r = fit(&[t(1000.0, 0, 4), t(1400.0, 0, 1), t(1600.0, 1, 1), t(2000.0, 1, 1)]);
/// assert!((r - 1500.0).abs() < 100.0, "{r}");
/// // Missed by more players: harder.
/// assert!(fit(&[t(1000.0, 0, 4), t(1400.0, 0, 1), t(1600.0, 0, 1), t(2000.0, 1, 1)]) > r);
/// ```
pub fn fit(tallies: &[Tally]) -> f64 {
    let (mut low, mut high) = (-1000.0_f64, 4500.0_f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    while high - low > 0.5 {
        let a = high - phi * (high - low);
        let b = low + phi * (high - low);
        if log_posterior(a, tallies) < log_posterior(b, tallies) {
            low = a;
        } else {
            high = b;
        }
    }
    (low + high) / 2.0
}
