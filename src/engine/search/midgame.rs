//! The midgame search: negamax alpha-beta with principal variation search (PVS) over the
//! transposition table, to a fixed depth, scored at the leaves by the trained evaluation with
//! incremental pattern indices ([`Incremental`], each node carrying its board's indices) or by
//! another [`Evaluation`] ([`Midgame::with_evaluation`]); see [`super::leaves`]. The last ply
//! ([`Midgame::frontier`]) evaluates the children in plain order, without the table, and stops at
//! the first that reaches beta. With [`Midgame::selective`], ProbCut ([`Midgame::probcut`]) skips
//! subtrees that a shallow search says are far outside the window.
//!
//! Scores are centi-discs for the side to move (see [`crate::engine::eval`]); a finished game scores
//! `WIN_SCALE * final disc difference`. A pass does not use up depth (a double pass ends the game, so
//! the recursion always makes progress). Fail-soft throughout. When the budget stops the search, every
//! function returns 0 at once and the caller throws the iteration away.

use super::budget::Budget;
use super::hash::{Kind, Table, NO_MOVE};
use super::leaves::{Incremental, Leaves, Scratch};
use super::ordering::MoveList;
use super::score::{final_score, INF};
use crate::engine::eval::WIN_SCALE;
use crate::engine::movegen::{flips, legal_moves};

pub use super::leaves::Evaluation;

/// ProbCut (selective search) applies from this depth on.
const PROBCUT_MIN_DEPTH: u32 = 4;

/// ProbCut's margin in tenths of a standard deviation of the shallow search's error.
const PROBCUT_SIGMAS: i32 = 15;

/// A depth-limited searcher over a table and a budget, scoring leaves with `L`.
pub struct Midgame<'a, 'h, L: Leaves = Incremental> {
    tt: &'a mut Table,
    budget: &'a mut Budget<'h>,
    /// The root board and the best move found there: tracked here, not read back from the table,
    /// because the table may keep an older, deeper entry for the root.
    root: (u64, u64),
    root_best: u8,
    leaves: L,
    selective: bool,
}

impl<'a, 'h> Midgame<'a, 'h> {
    /// A searcher using `tt` and `budget`, scoring leaves with the trained
    /// [`evaluate`](crate::engine::eval::evaluate), computed incrementally.
    pub fn new(tt: &'a mut Table, budget: &'a mut Budget<'h>) -> Midgame<'a, 'h> {
        Midgame {
            tt,
            budget,
            root: (0, 0),
            root_best: NO_MOVE,
            leaves: Incremental,
            selective: false,
        }
    }

    /// The same searcher scoring leaves with `eval` instead, called on each leaf's board (with
    /// [`evaluate`](crate::engine::eval::evaluate): the same search, reading patterns from scratch).
    pub fn with_evaluation(self, eval: Evaluation) -> Midgame<'a, 'h, Scratch> {
        Midgame {
            tt: self.tt,
            budget: self.budget,
            root: self.root,
            root_best: self.root_best,
            leaves: Scratch(eval),
            selective: self.selective,
        }
    }
}

impl<'a, 'h, L: Leaves> Midgame<'a, 'h, L> {
    /// The same searcher with ProbCut on (see [`Midgame::probcut`]): much deeper in the same time,
    /// at the risk of missing a deep surprise the shallow search did not hint at.
    pub fn selective(self, on: bool) -> Midgame<'a, 'h, L> {
        Midgame {
            selective: on,
            ..self
        }
    }

    /// Searches the root `(p, o)` to `depth` plies: `(score, best square)`, the square [`NO_MOVE`] when the side
    /// to move has no legal move. Meaningless when the budget stopped the search.
    pub fn root(&mut self, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> (i32, u8) {
        self.root = (p, o);
        self.root_best = NO_MOVE;
        let score = self.pvs(p, o, alpha, beta, depth);
        (score, self.root_best)
    }

    /// Principal variation search of `(p, o)` to `depth` in `(alpha, beta)`.
    pub fn pvs(&mut self, p: u64, o: u64, alpha: i32, beta: i32, depth: u32) -> i32 {
        let s = self.leaves.root(p, o);
        self.search(p, o, &s, alpha, beta, depth)
    }

    /// [`Midgame::pvs`] of `(p, o)`, whose leaf state is `s`.
    fn search(
        &mut self,
        p: u64,
        o: u64,
        s: &L::State,
        mut alpha: i32,
        beta: i32,
        depth: u32,
    ) -> i32 {
        if depth == 0 {
            self.budget.nodes += 1;
            return self.leaves.eval(p, o, s);
        }
        if self.budget.tick() {
            return 0;
        }
        // The last ply skips the table: it never stores there (the frontier returns first), and the
        // probe's cache miss took 40% of the search's time for a 0.01% saving in nodes.
        let entry = if depth > 1 || (p, o) == self.root {
            self.tt.probe(p, o, Kind::Midgame)
        } else {
            None
        };
        let mut hash = NO_MOVE;
        if let Some(e) = entry {
            if e.depth as u32 >= depth && (p, o) != self.root {
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
            return -self.search(o, p, &self.leaves.pass(s), -beta, -alpha, depth);
        }
        if depth == 1 && (p, o) != self.root {
            return self.frontier(p, o, s, moves, beta);
        }
        if self.selective && depth >= PROBCUT_MIN_DEPTH && (p, o) != self.root {
            if let Some(cut) = self.probcut(p, o, s, alpha, beta, depth) {
                return cut;
            }
        }
        let alpha0 = alpha;
        let (mut best, mut best_sq) = (-INF, NO_MOVE);
        for (i, c) in MoveList::midgame(p, o, moves, hash).enumerate() {
            let (np, no) = c.child(p, o);
            let cs = self.leaves.play(s, c.sq as usize, c.flips);
            let mut score = if i == 0 {
                -self.search(np, no, &cs, -beta, -alpha, depth - 1)
            } else {
                -self.search(np, no, &cs, -alpha - 1, -alpha, depth - 1)
            };
            if i > 0 && score > alpha && score < beta && !self.budget.stopped() {
                score = -self.search(np, no, &cs, -beta, -alpha, depth - 1);
            }
            if self.budget.stopped() {
                return 0;
            }
            if score > best {
                (best, best_sq) = (score, c.sq);
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        if (p, o) == self.root {
            self.root_best = best_sq;
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

    /// ProbCut (Buro): a search to `depth` rarely differs from one to a much shallower depth by more
    /// than a few standard deviations (measured by `ethello-train sigma`: about 3.3 discs between
    /// depths 2 and 4, 5 discs between 4 and 8, 6 discs over six plies). So when a shallow null-window search is above
    /// `beta` (below `alpha`) by [`PROBCUT_SIGMAS`] of them, the deep one is taken to fail high (low)
    /// without being searched. The shallow depth keeps the parity of `depth` (the evaluation leans
    /// towards the side that moved last).
    fn probcut(
        &mut self,
        p: u64,
        o: u64,
        s: &L::State,
        alpha: i32,
        beta: i32,
        depth: u32,
    ) -> Option<i32> {
        let shallow = 2 * (depth / 4) + (depth & 1);
        let margin = PROBCUT_SIGMAS * (250 + 60 * (depth - shallow) as i32) / 10;
        let high = beta + margin;
        if high < WIN_SCALE * 64 && self.search(p, o, s, high - 1, high, shallow) >= high {
            return Some(beta);
        }
        let low = alpha - margin;
        if low > -WIN_SCALE * 64 && self.search(p, o, s, low, low + 1, shallow) <= low {
            return Some(alpha);
        }
        None
    }

    /// Depth 1: the best child evaluation, without ordering or table; stops at the first child that
    /// reaches `beta` (fail-soft, like the rest of the search).
    fn frontier(&mut self, p: u64, o: u64, s: &L::State, mut moves: u64, beta: i32) -> i32 {
        let mut best = -INF;
        while moves != 0 {
            let sq = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let f = flips(sq, p, o);
            self.budget.nodes += 1;
            let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
            best = best.max(-self.leaves.eval_child(s, sq, f, np, no));
            if best >= beta {
                break;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::evaluate;
    use crate::engine::search::{Limits, Quiet};
    use crate::engine::Rng;

    fn negamax(p: u64, o: u64, depth: u32) -> i32 {
        if depth == 0 {
            return evaluate(p, o);
        }
        let mut moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                return WIN_SCALE * final_score(p, o);
            }
            return -negamax(o, p, depth);
        }
        let mut best = -INF;
        while moves != 0 {
            let sq = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let f = flips(sq, p, o);
            best = best.max(-negamax(o ^ f, p ^ f ^ (1 << sq), depth - 1));
        }
        best
    }

    #[test]
    fn pvs_equals_plain_negamax() {
        let mut rng = Rng::new(7);
        let mut tt = Table::new(1);
        for _ in 0..40 {
            let (mut p, mut o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
            for _ in 0..(10 + rng.below(30)) {
                let m = legal_moves(p, o);
                if m == 0 {
                    break;
                }
                let sq = rng.pick_bit(m).trailing_zeros() as usize;
                let f = flips(sq, p, o);
                (p, o) = (o ^ f, p ^ f ^ (1 << sq));
            }
            if legal_moves(p, o) == 0 {
                continue;
            }
            for depth in 1..=4 {
                let mut host = Quiet;
                let mut budget = Budget::new(&Limits::depth(depth), &mut host);
                let (s, _) = Midgame::new(&mut tt, &mut budget).root(p, o, depth, -INF, INF);
                assert_eq!(s, negamax(p, o, depth), "depth {depth}");
            }
        }
    }
}
