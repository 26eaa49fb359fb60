//! The midgame search: negamax alpha-beta with principal variation search (PVS) over the
//! transposition table, to a fixed depth, scored by [`evaluate`] at the leaves.
//!
//! Scores are centi-discs for the side to move (see [`crate::engine::eval`]); a finished game scores
//! `WIN_SCALE * final disc difference`. A pass does not use up depth (a double pass ends the game, so
//! the recursion always makes progress). Fail-soft throughout. When the budget stops the search, every
//! function returns 0 at once and the caller throws the iteration away.

use super::budget::Budget;
use super::endgame::final_score;
use super::hash::{Kind, Table};
use super::ordering::MoveList;
use crate::engine::eval::{evaluate, WIN_SCALE};
use crate::engine::movegen::{flips, legal_moves};

/// Larger than any score.
pub const INF: i32 = 30_000;

/// A depth-limited searcher over a table and a budget.
pub struct Midgame<'a, 'h> {
    tt: &'a mut Table,
    budget: &'a mut Budget<'h>,
}

impl<'a, 'h> Midgame<'a, 'h> {
    /// A searcher using `tt` and `budget`.
    pub fn new(tt: &'a mut Table, budget: &'a mut Budget<'h>) -> Midgame<'a, 'h> {
        Midgame { tt, budget }
    }

    /// Searches the root `(p, o)` to `depth` plies: `(score, best square)`, the square 64 when the side
    /// to move has no legal move. Meaningless when the budget stopped the search.
    pub fn root(&mut self, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> (i32, u8) {
        let score = self.pvs(p, o, alpha, beta, depth);
        let best = self.tt.probe(p, o, Kind::Midgame).map_or(64, |e| e.best);
        (score, best)
    }

    /// Principal variation search of `(p, o)` to `depth` in `(alpha, beta)`.
    pub fn pvs(&mut self, p: u64, o: u64, mut alpha: i32, beta: i32, depth: u32) -> i32 {
        if depth == 0 {
            self.budget.nodes += 1;
            return evaluate(p, o);
        }
        if self.budget.tick() {
            return 0;
        }
        let mut hash = 64;
        if let Some(e) = self.tt.probe(p, o, Kind::Midgame) {
            if e.depth as u32 >= depth {
                let (lo, up) = (e.lower as i32, e.upper as i32);
                if lo >= beta || lo == up {
                    return lo;
                }
                if up <= alpha {
                    return up;
                }
            }
            hash = e.best;
        }
        let moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                return WIN_SCALE * final_score(p, o);
            }
            return -self.pvs(o, p, -beta, -alpha, depth);
        }
        if depth == 1 {
            return self.frontier(p, o, moves);
        }
        let alpha0 = alpha;
        let (mut best, mut best_sq) = (-INF, 64);
        for (i, c) in MoveList::midgame(p, o, moves, hash).enumerate() {
            let (np, no) = c.child(p, o);
            let mut s = if i == 0 {
                -self.pvs(np, no, -beta, -alpha, depth - 1)
            } else {
                -self.pvs(np, no, -alpha - 1, -alpha, depth - 1)
            };
            if i > 0 && s > alpha && s < beta && !self.budget.stopped() {
                s = -self.pvs(np, no, -beta, -alpha, depth - 1);
            }
            if self.budget.stopped() {
                return 0;
            }
            if s > best {
                (best, best_sq) = (s, c.sq);
                alpha = alpha.max(s);
                if s >= beta {
                    break;
                }
            }
        }
        let (lower, upper) = match best {
            b if b <= alpha0 => (-INF, b),
            b if b >= beta => (b, INF),
            b => (b, b),
        };
        self.tt.store(
            p,
            o,
            Kind::Midgame,
            depth as u8,
            lower as i16,
            upper as i16,
            best_sq,
        );
        best
    }

    /// Depth 1: the best child evaluation, without ordering or table (every child is looked at).
    fn frontier(&mut self, p: u64, o: u64, mut moves: u64) -> i32 {
        let mut best = -INF;
        while moves != 0 {
            let sq = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let f = flips(sq, p, o);
            self.budget.nodes += 1;
            best = best.max(-evaluate(o ^ f, p ^ f ^ (1 << sq)));
        }
        best
    }
}
