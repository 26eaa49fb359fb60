//! A fixed evaluation workload for benchmarks, the same natively (`ethello bench`) and in the browser
//! (the worker's `EvalBench` request): the positions of 1,000
//! seeded random games at 20 to 50 empties, and all their children. No clock here: callers time the
//! passes.
//!
//! Invariant: every pass returns the sum of the scores it computed, so that the work cannot be
//! optimised away and so that the scratch and incremental passes over the children, which must give
//! the same scores, give the same sum.

use super::eval::{evaluate, evaluate_view};
use super::movegen::flips;
use super::patterns::incremental::Indices;
use super::random_play::random_endgames;
use std::hint::black_box;

/// A child of a workload position: the parent's pattern indices, the move and its flips, the child.
#[derive(Clone, Copy)]
struct Child {
    parent: Indices,
    sq: usize,
    flips: u64,
    player: u64,
    opponent: u64,
}

/// The workload's positions and their children.
pub struct EvalWorkload {
    boards: Vec<(u64, u64)>,
    children: Vec<Child>,
}

impl EvalWorkload {
    /// The positions of 1,000 random games (seed 7) and their children.
    pub fn new() -> EvalWorkload {
        let boards: Vec<(u64, u64)> = random_endgames(7, 1000, 20..=50)
            .iter()
            .map(|p| (p.board.player.0, p.board.opponent.0))
            .collect();
        let children = boards
            .iter()
            .flat_map(|&(p, o)| {
                let parent = Indices::new(p, o);
                let mut moves = super::movegen::legal_moves(p, o);
                std::iter::from_fn(move || {
                    (moves != 0).then(|| {
                        let sq = moves.trailing_zeros() as usize;
                        moves &= moves - 1;
                        let f = flips(sq, p, o);
                        Child {
                            parent,
                            sq,
                            flips: f,
                            player: o ^ f,
                            opponent: p ^ f ^ (1 << sq),
                        }
                    })
                })
            })
            .collect();
        EvalWorkload { boards, children }
    }

    /// Number of positions.
    pub fn positions(&self) -> usize {
        self.boards.len()
    }

    /// Number of children.
    pub fn children(&self) -> usize {
        self.children.len()
    }

    /// Evaluates every position once from scratch; the sum of the scores.
    pub fn positions_pass(&self) -> i64 {
        let eval = |&(p, o): &(u64, u64)| evaluate(black_box(p), o);
        self.boards.iter().map(|b| i64::from(eval(b))).sum()
    }

    /// Evaluates every child once from scratch; the sum of the scores.
    pub fn scratch_pass(&self) -> i64 {
        let eval = |c: &Child| evaluate(black_box(c.player), c.opponent);
        self.children.iter().map(|c| i64::from(eval(c))).sum()
    }

    /// Evaluates every child once with its pattern indices updated from its parent's (as the search
    /// does at its leaves, the update included); the same sum as [`EvalWorkload::scratch_pass`].
    pub fn incremental_pass(&self) -> i64 {
        let eval = |c: &Child| {
            let view = black_box(&c.parent).child_mover(c.sq, c.flips);
            evaluate_view(c.player, c.opponent, &view)
        };
        self.children.iter().map(|c| i64::from(eval(c))).sum()
    }
}

impl Default for EvalWorkload {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_incremental_pass_scores_the_children_as_the_scratch_pass_does() {
        let w = EvalWorkload::new();
        assert_eq!(w.positions(), 1000);
        assert!(w.children() > 5 * w.positions(), "{}", w.children());
        assert_eq!(w.scratch_pass(), w.incremental_pass());
    }
}
