//! The calibration behind ProbCut's margins (`engine::search::midgame`): how far a deep search's
//! score strays from a shallower one's, over 200 positions from seeded random games with 20 to 44
//! empties. Prints the mean and standard deviation of `deep - shallow`, in centi-discs, per depth
//! pair.

use ethello::engine::search::budget::Budget;
use ethello::engine::search::hash::Table;
use ethello::engine::search::midgame::Midgame;
use ethello::engine::search::score::INF;
use ethello::engine::search::{Limits, Quiet};
use ethello::engine::{Bitboard, Board, Rng};

/// (shallow, deep) depth pairs, as ProbCut pairs them (same parity).
const PAIRS: [(u32, u32); 7] = [(2, 4), (3, 5), (2, 6), (3, 7), (4, 8), (3, 9), (4, 10)];

/// `ethello-train sigma`.
pub fn run() -> Result<(), String> {
    let mut rng = Rng::new(9);
    let mut tt = Table::new(64);
    let mut sums = [(0f64, 0f64, 0usize); PAIRS.len()];
    for _ in 0..200 {
        let Some(b) = random_board(&mut rng) else {
            continue;
        };
        let scores: Vec<f64> = (0..=10).map(|d| score(&mut tt, b, d)).collect();
        for (sum, &(a, d)) in sums.iter_mut().zip(PAIRS.iter()) {
            let e = scores[d as usize] - scores[a as usize];
            *sum = (sum.0 + e, sum.1 + e * e, sum.2 + 1);
        }
    }
    for ((s, s2, n), (a, d)) in sums.iter().zip(PAIRS.iter()) {
        let mean = s / *n as f64;
        let sigma = (s2 / *n as f64 - mean * mean).sqrt();
        println!("depth {a} -> {d}: mean {mean:.0}, sigma {sigma:.0} centi-discs");
    }
    Ok(())
}

/// A random game stopped with 20 to 44 empties, if the side to move can play there.
fn random_board(rng: &mut Rng) -> Option<Board> {
    let mut b = Board::start();
    let target = 20 + rng.below(25) as u32;
    while b.empties().count() > target {
        let Some(sq) = Bitboard(rng.pick_bit(b.legal_moves().0)).first() else {
            b = b.pass();
            if !b.can_move() {
                return None;
            }
            continue;
        };
        b = b.play_unchecked(sq);
    }
    b.can_move().then_some(b)
}

/// The full-width search score of `b` at `depth` (0: the evaluation).
fn score(tt: &mut Table, b: Board, depth: u32) -> f64 {
    let mut host = Quiet;
    let mut budget = Budget::new(&Limits::depth(depth.max(1)), &mut host);
    tt.new_search();
    Midgame::new(tt, &mut budget).pvs(b.player.0, b.opponent.0, -INF, INF, depth) as f64
}
