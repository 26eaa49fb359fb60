//! The midgame search: negamax alpha-beta with principal variation search (PVS) over the
//! transposition table, to a fixed depth, scored at the leaves by the trained evaluation with
//! incremental pattern indices ([`Incremental`], each node carrying its board's indices) or by
//! another [`Evaluation`] ([`Midgame::with_evaluation`]); see [`super::leaves`]. The last ply
//! (`Midgame::frontier`) evaluates the children in plain order, without the table, and stops at
//! the first that reaches beta. Moves are tried hash move first, then by mobility and, with 4 or more
//! plies to go, their children's evaluations. With [`Midgame::selective`], ProbCut
//! (`Midgame::probcut`) skips subtrees that a shallow search says are far outside the window, by
//! margins measured for each game phase ([`PROBCUT_SIGMA`]).
//!
//! Scores are centi-discs for the side to move (see [`crate::eval`]); a finished game scores
//! `WIN_SCALE * final disc difference`. A pass does not use up depth (a double pass ends the game, so
//! the recursion always makes progress). Fail-soft throughout. When the budget stops the search, every
//! function returns 0 at once and the caller throws the iteration away.

use super::budget::Budget;
use super::hash::{Kind, Table, NO_MOVE};
use super::leaves::{Incremental, Leaves, Scratch};
use super::ordering::MoveList;
use super::score::{final_score, INF};
use crate::eval::WIN_SCALE;
use crate::movegen::{flips, legal_moves};

pub use super::leaves::Evaluation;

/// ProbCut's phases: a node with `e` empties is in phase `e / PHASE_EMPTIES`.
pub const PHASE_EMPTIES: usize = 6;

/// The number of ProbCut phases (the last one takes every node with more empties).
pub const PROBCUT_PHASES: usize = 10;

/// The ProbCut phase of a node with `empties` empties (see [`PROBCUT_SIGMA`]).
pub fn probcut_phase(empties: u32) -> usize {
    (empties as usize / PHASE_EMPTIES).min(PROBCUT_PHASES - 1)
}

/// The shallow depth ProbCut pairs with `depth`: about half of it, with the same parity (the
/// evaluation leans towards the side that moved last).
pub fn probcut_shallow(depth: u32) -> u32 {
    2 * (depth / 4) + (depth & 1)
}

/// The deepest search [`PROBCUT_SIGMA`] was measured with.
pub const SIGMA_MAX_DEPTH: u32 = 12;

/// ProbCut's standard deviation of `deep - shallow` search scores, in centi-discs, at a node with
/// `empties` empties, from [`PROBCUT_SIGMA`]. Past [`SIGMA_MAX_DEPTH`] the pair is slid back to end
/// there, keeping its gap: the fit says deeper pairs with the same gap agree better, but that was
/// never measured, so the margin does not shrink on trust.
pub fn probcut_sigma(empties: u32, shallow: u32, deep: u32) -> i32 {
    let phase = probcut_phase(empties);
    let slide = deep.saturating_sub(SIGMA_MAX_DEPTH).min(shallow);
    let [a, b, c] = PROBCUT_SIGMA[phase].map(i32::from);
    (a + b * (shallow - slide) as i32 + c * (deep - slide) as i32).max(100)
}

/// `[a, b, c]` for each phase (nodes with `PHASE_EMPTIES * phase` empties and up): the standard
/// deviation of a full-width search to `deep` plies minus one to `shallow` plies is about
/// `a + b * shallow + c * deep` centi-discs. Fitted by `ethello-fit sigma WTH_2016.wtb` (100
/// positions a phase from the 2016 tournament games, 12-53 empties, depths 0 to 12; the phases
/// under 12 empties and over 53 copy their neighbour's) with the archive-trained evaluation. The
/// spread is widest in the late midgame (12-23 empties, where disc counts swing most) and about
/// 2.5-3 discs a pair at 24-53 empties.
pub const PROBCUT_SIGMA: [[i16; 3]; PROBCUT_PHASES] = [
    [514, -59, 40],
    [514, -59, 40],
    [514, -59, 40],
    [273, -37, 43],
    [328, -45, 25],
    [333, -40, 16],
    [363, -40, 11],
    [296, -37, 16],
    [342, -33, 5],
    [342, -33, 5],
];

/// Moves are ordered by their children's static evaluations (besides mobility) at nodes with at
/// least this many plies to go; below, the evaluations cost more than they save.
const ORDER_BY_EVAL_DEPTH: u32 = 4;

/// The child's evaluation (centi-discs) over this is added to a move's ordering key, where one reply
/// less for the opponent counts 16: a disc of evaluation is worth a little less than a reply.
const ORDER_EVAL_DIVISOR: i32 = 8;

/// ProbCut (selective search) applies from this depth on.
const PROBCUT_MIN_DEPTH: u32 = 4;

/// ProbCut's margin in tenths of a standard deviation of the shallow search's error.
const PROBCUT_SIGMAS: i32 = 15;

/// A depth-limited searcher over a table and a budget, scoring leaves with `L`.
pub struct Midgame<'a, 'h, L: Leaves = Incremental> {
    tt: &'a Table,
    budget: &'a mut Budget<'h>,
    /// The root board and the best move found there: tracked here, not read back from the table,
    /// because the table may keep an older, deeper entry for the root.
    root: (u64, u64),
    root_best: u8,
    /// The root move searched first, and a later root move with its score (a lower bound) once a
    /// completed search proved it better than the first: what a stopped iteration still tells.
    root_first: u8,
    root_proven: Option<(u8, i32)>,
    leaves: L,
    selective: bool,
}

impl<'a, 'h> Midgame<'a, 'h> {
    /// A searcher using `tt` and `budget`, scoring leaves with the trained
    /// [`evaluate`](crate::eval::evaluate), computed incrementally.
    pub fn new(tt: &'a Table, budget: &'a mut Budget<'h>) -> Midgame<'a, 'h> {
        Midgame {
            tt,
            budget,
            root: (0, 0),
            root_best: NO_MOVE,
            root_first: NO_MOVE,
            root_proven: None,
            leaves: Incremental,
            selective: false,
        }
    }

    /// The same searcher scoring leaves with `eval` instead, called on each leaf's board (with
    /// [`evaluate`](crate::eval::evaluate): the same search, reading patterns from scratch).
    pub fn with_evaluation(self, eval: Evaluation) -> Midgame<'a, 'h, Scratch> {
        Midgame {
            tt: self.tt,
            budget: self.budget,
            root: self.root,
            root_best: self.root_best,
            root_first: self.root_first,
            root_proven: self.root_proven,
            leaves: Scratch(eval),
            selective: self.selective,
        }
    }
}

impl<'a, 'h, L: Leaves> Midgame<'a, 'h, L> {
    /// The same searcher with ProbCut on (see `Midgame::probcut`): much deeper in the same time,
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
        self.root_first = NO_MOVE;
        self.root_proven = None;
        let score = self.pvs(p, o, alpha, beta, depth);
        (score, self.root_best)
    }

    /// After [`Midgame::root`], even a stopped one: the root move searched first, and the last root
    /// move a completed search proved better than it, with that proof's score (a lower bound of
    /// the move's score at this depth). `None` for the second when no move beat the first.
    pub fn root_proven(&self) -> (u8, Option<(u8, i32)>) {
        (self.root_first, self.root_proven)
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
        let mut list = MoveList::midgame(p, o, moves, hash);
        // The hash move goes first unordered: it usually cuts, and the children's evaluations would
        // then be wasted.
        let hash_first = hash != NO_MOVE && moves >> hash & 1 == 1;
        let mut ordered = depth < ORDER_BY_EVAL_DEPTH;
        let at_root = (p, o) == self.root;
        for i in 0.. {
            if !ordered && (i > 0 || !hash_first) {
                self.order_by_evaluation(&mut list, p, o, s);
                ordered = true;
            }
            let Some(c) = list.next() else { break };
            let (np, no) = c.child(p, o);
            let cs = self.leaves.play(s, c.sq as usize, c.flips);
            let mut score = if i == 0 {
                -self.search(np, no, &cs, -beta, -alpha, depth - 1)
            } else {
                -self.search(np, no, &cs, -alpha - 1, -alpha, depth - 1)
            };
            if at_root {
                self.note_root(i, c.sq, score, alpha);
            }
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
        if at_root {
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

    /// At the root, after the first search of the `i`th move `sq` (its `score`, against `alpha`):
    /// remembers the first move, and a later one proven better than it (unless the budget stopped
    /// that proof).
    fn note_root(&mut self, i: usize, sq: u8, score: i32, alpha: i32) {
        if i == 0 {
            self.root_first = sq;
        } else if score > alpha && !self.budget.stopped() {
            // Alpha is at least the first move's (fail-soft) score: this move is better.
            self.root_proven = Some((sq, score));
        }
    }

    /// Adds to each remaining move's key its child's static evaluation for the side to move, over
    /// [`ORDER_EVAL_DIVISOR`]: the mobility terms alone miss what the evaluation knows (edges,
    /// corners given away), and at nodes this deep the evaluations are cheap next to the subtrees.
    fn order_by_evaluation(&self, list: &mut MoveList, p: u64, o: u64, s: &L::State) {
        let leaves = self.leaves;
        list.adjust(|c| {
            let (np, no) = c.child(p, o);
            -leaves.eval_child(s, c.sq as usize, c.flips, np, no) / ORDER_EVAL_DIVISOR
        });
    }

    /// ProbCut (Buro): a search to `depth` rarely differs from one to a much shallower depth by more
    /// than a few standard deviations, measured by game phase ([`probcut_sigma`]: 2.5-3 discs at
    /// 24-53 empties, up to 5-7 at 12-23). So when a shallow null-window search is above `beta`
    /// (below `alpha`) by [`PROBCUT_SIGMAS`] of them, the deep one is taken to fail high (low)
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
        let shallow = probcut_shallow(depth);
        let empties = (!(p | o)).count_ones();
        let margin = PROBCUT_SIGMAS * probcut_sigma(empties, shallow, depth) / 10;
        // The static evaluation screens the two tests: a shallow search is unlikely to clear beta
        // by the margin when the evaluation is further below beta than its own spread against the
        // deep search.
        let screen = PROBCUT_SIGMAS * probcut_sigma(empties, 0, depth) / 10;
        let eval = self.leaves.eval(p, o, s);
        let high = beta + margin;
        if high < WIN_SCALE * 64
            && eval >= beta - screen
            && self.search(p, o, s, high - 1, high, shallow) >= high
        {
            return Some(beta);
        }
        let low = alpha - margin;
        if low > -WIN_SCALE * 64
            && eval <= alpha + screen
            && self.search(p, o, s, low, low + 1, shallow) <= low
        {
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
    use crate::eval::evaluate;
    use crate::search::{Limits, Quiet};
    use crate::Rng;

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
        let tt = Table::new(1);
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
            // Depth 5 reaches the ordering by evaluation, after the hash move and without one.
            for depth in 1..=5 {
                let mut host = Quiet;
                let mut budget = Budget::new(&Limits::depth(depth), &mut host);
                let (s, _) = Midgame::new(&tt, &mut budget).root(p, o, depth, -INF, INF);
                assert_eq!(s, negamax(p, o, depth), "depth {depth}");
            }
        }
    }

    #[test]
    fn ordering_by_evaluation_keeps_every_move_once() {
        let mut rng = Rng::new(3);
        let tt = Table::new(1);
        let mut host = Quiet;
        let mut budget = Budget::new(&Limits::depth(1), &mut host);
        let midgame = Midgame::new(&tt, &mut budget);
        let (mut p, mut o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
        while legal_moves(p, o) != 0 {
            let moves = legal_moves(p, o);
            for first in [true, false] {
                let mut list = MoveList::midgame(p, o, moves, NO_MOVE);
                let mut seen = if first {
                    1u64 << list.next().unwrap().sq
                } else {
                    0
                };
                midgame.order_by_evaluation(&mut list, p, o, &Incremental.root(p, o));
                for c in list {
                    assert_eq!(seen >> c.sq & 1, 0, "square {} twice", c.sq);
                    seen |= 1 << c.sq;
                }
                assert_eq!(seen, moves);
            }
            let sq = rng.pick_bit(moves).trailing_zeros() as usize;
            let f = flips(sq, p, o);
            (p, o) = (o ^ f, p ^ f ^ (1 << sq));
        }
    }

    /// ProbCut's margin must widen as the deep search gets further from the shallow one (deeper
    /// target or shallower test), and stay positive at every depth the search can reach.
    #[test]
    fn probcut_sigma_grows_with_the_gap_and_stays_positive() {
        for empties in 0..=60 {
            for deep in 1..=60 {
                for shallow in 0..deep {
                    let sigma = probcut_sigma(empties, shallow, deep);
                    assert!(sigma >= 100, "{empties} empties, {shallow} -> {deep}");
                    assert!(
                        probcut_sigma(empties, shallow, deep + 1) >= sigma,
                        "{empties} empties, {shallow} -> {deep} + 1"
                    );
                    if shallow > 0 {
                        assert!(
                            probcut_sigma(empties, shallow - 1, deep) >= sigma,
                            "{empties} empties, {shallow} - 1 -> {deep}"
                        );
                    }
                }
            }
        }
    }
}
