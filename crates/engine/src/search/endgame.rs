//! The exact endgame solver: the final disc difference under perfect play.
//!
//! Scores are final disc differences for the side to move, empties to the winner (as
//! [`Board::final_score`](crate::Board::final_score)); always even, in `-64..=64`. Windows are
//! fail-soft: a search of `(alpha, beta)` returns a score `s` with `s <= alpha` meaning "at most s",
//! `s >= beta` meaning "at least s", exact in between.
//!
//! The work is split by the number of empties `n`, because what pays off changes with depth:
//!
//! - `n >= TT_EMPTIES`: the transposition table (bounds, best move), a stability cutoff, and moves
//!   sorted fastest-first (fewest opponent replies) by [`MoveList::endgame`]; from `ETC_EMPTIES` an
//!   enhanced transposition cutoff, and from `MIDGAME_HINT_EMPTIES` the midgame table's best move (of
//!   a search `MIDGAME_HINT_DEPTH` plies deep or more) when the endgame table has none; from
//!   `SEARCH_ORDER_EMPTIES`, a node with neither orders its moves by a shallow midgame search of
//!   each child too (always with the trained evaluation).
//! - `SORT_EMPTIES <= n < TT_EMPTIES`: the same ordering and stability cutoff, no table; a node
//!   expected to fail low (`Expect::All`) skips the sorting and tries its moves in parity order.
//! - `3 <= n < SORT_EMPTIES`: no sorting; each empty square in regions with an odd number of empties
//!   first (parity), then the others; the stability cutoff from `STABILITY_EMPTIES` on.
//! - `n <= 2`: `Solver::solve_2` and [`solve_1`], which only count flips.
//!
//! Each node is searched with what its parent expects of it (`Expect`): the first move of a node
//! expected to cut should refute it, so that child is expected to fail low (every move searched:
//! ordering is wasted there), and every other child is expected to cut (ordering is what makes it
//! cut at once). A wrong guess costs only that node's move order, never a score.
//!
//! The root ([`Solver::solve`]) runs MTD(f): a selective midgame search to a little over half the
//! empties gives a first guess (and fills the table with good moves for the top of the tree), then
//! null-window searches ([`Solver::nws`]) move a bound by 2 until the score is pinned.

use super::budget::Budget;
use super::hash::{Entry, Kind, Table, NO_MOVE};
use super::last_flip::count_last_flips;
use super::midgame::{Evaluation, Midgame};
use super::mtd::Mtd;
use super::ordering::{odd_quadrants, MoveList, QUADRANT_OF};
use super::score::{final_score, INF, MAX_SCORE};
use crate::features;
use crate::movegen::{flips, legal_moves, NEIGHBOURS};

/// From this many empties on, nodes use the transposition table.
const TT_EMPTIES: u32 = 9;
/// From this many empties on, moves are sorted fastest-first.
const SORT_EMPTIES: u32 = 6;
/// From this many empties on, the table is probed for every child before searching (ETC).
const ETC_EMPTIES: u32 = 10;

/// From this many empties on, a midgame table move orders an endgame node with no endgame entry...
const MIDGAME_HINT_EMPTIES: u32 = 14;
/// ... if the search that stored it looked at least this many plies ahead. Shallower entries are
/// mostly the ordering searches' own ([`SEARCH_ORDER_EMPTIES`]: 2 or 4 plies from the parent, so 1-3
/// at the child), and taking their move would skip the child's own, deeper ordering search: from 4
/// plies, FFO #40-#49 takes 6 % fewer nodes (`docs/experiments/solver-table-and-hints.md`).
const MIDGAME_HINT_DEPTH: u32 = 4;

/// The first guess searches this many plies beyond half the empties (selectively, with ProbCut)...
const GUESS_EXTRA_DEPTH: u32 = 4;
/// ... but no deeper than this.
const GUESS_MAX_DEPTH: u32 = 18;

/// From this many empties on, a node without a table move also orders its moves by a shallow midgame
/// search of each child (2 plies, 4 from [`DEEPER_ORDER_EMPTIES`]). Measured on FFO #40-#49: 16 empties
/// best (from 12 the searches cost more than they save, from 20 they come too late).
const SEARCH_ORDER_EMPTIES: u32 = 16;
/// From this many empties on, the ordering search is 4 plies deep.
const DEEPER_ORDER_EMPTIES: u32 = 20;
/// Ordering bonus per disc of the shallow search's score (against 32 per opponent reply).
const SEARCH_ORDER_WEIGHT: i32 = 16;

/// Ordering bonus per disc of a child's proven bound (seen during ETC).
const ETC_ORDER_WEIGHT: i32 = 8;

/// What a null-window search expects of a node, from where it stands in its parent's move order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    /// A move should beat the window: try the best-looking first (sorted).
    Cut,
    /// Every move will be searched and fail: their order does not matter. From 16 empties such a
    /// node skips the ordering searches, and from 6 to 8 it skips sorting: together 2-5 % off the
    /// solver's time for 1-4 % more nodes (`docs/experiments/solver-node-expectations.md`).
    All,
}

impl Expect {
    /// The expectation for the `i`-th move (0-based) tried at a node expected to be `self`: the
    /// first move of a cut node should refute it, so it leads to an all node; every other child
    /// is expected to cut (the children of an all node, and those of a cut node whose first move
    /// failed: it has turned out an all node).
    #[inline]
    fn child(self, i: usize) -> Expect {
        if self == Expect::Cut && i == 0 {
            Expect::All
        } else {
            Expect::Cut
        }
    }

    /// The expectation for the opponent's node after a pass: the opposite one.
    #[inline]
    fn pass(self) -> Expect {
        match self {
            Expect::Cut => Expect::All,
            Expect::All => Expect::Cut,
        }
    }
}

/// From this many empties on, nodes try the stability cutoff.
const STABILITY_EMPTIES: u32 = 4;

/// The lowest alpha at which the stability cutoff is tried with `n` empties: below it the opponent
/// would need more stable discs than a board with so few empties usually has, and computing them
/// costs more than the rare cut saves. `2n - 2` was measured best among `2n - 10 ..= 2n` and no
/// threshold (FFO #40-#44 and lopsided random-play positions; the step of 6582073 in
/// `docs/experiments/solver-ffo-history.md`, `2n - 6` in `solver-tried-not-kept.md` there).
#[inline]
fn stability_alpha(n: u32) -> i32 {
    2 * n as i32 - 2
}

/// The exact score with one empty square `x` (the board is full elsewhere): the side to move plays
/// it if it can, else the opponent does, else nobody (the empty goes to the winner).
#[inline]
pub fn solve_1(p: u64, o: u64, x: usize) -> i32 {
    let discs = 2 * p.count_ones() as i32;
    let f = count_last_flips(x, p);
    if f > 0 {
        return discs + 2 * f - 62;
    }
    let g = count_last_flips(x, o);
    if g > 0 {
        return discs - 2 * g - 64;
    }
    if discs > 63 {
        discs - 62
    } else {
        discs - 64
    }
}

/// The discs `p` flips by playing on the empty square `sq`: 0 at once when no disc of `o` touches
/// `sq`, a common case near the end and far cheaper than [`flips`] (`solve_2` checking first takes
/// 1-4 % off the solver's time, `docs/experiments/solver-node-expectations.md`).
#[inline(always)]
fn flips_near(sq: usize, p: u64, o: u64) -> u64 {
    if NEIGHBOURS[sq] & o == 0 {
        0
    } else {
        flips(sq, p, o)
    }
}

/// An exact solver over a transposition table and a budget.
pub struct Solver<'a, 'h> {
    tt: &'a Table,
    budget: &'a mut Budget<'h>,
    /// The root board and its best move (see [`Solver::solve`]).
    root: (u64, u64),
    root_best: u8,
    /// A move the root tries first whatever the table says ([`NO_MOVE`]: none).
    root_first: u8,
    /// The guess's evaluation; `None` for the trained one, computed incrementally.
    eval: Option<Evaluation>,
}

impl<'a, 'h> Solver<'a, 'h> {
    /// A solver using `tt` for its table and `budget` for nodes and stopping; its first guess comes
    /// from a midgame search with the trained [`evaluate`](crate::eval::evaluate).
    pub fn new(tt: &'a Table, budget: &'a mut Budget<'h>) -> Solver<'a, 'h> {
        Solver {
            tt,
            budget,
            root: (0, 0),
            root_best: NO_MOVE,
            root_first: NO_MOVE,
            eval: None,
        }
    }

    /// The same solver guessing with `eval` instead (`None`: the trained one; the score it proves is
    /// the same).
    pub fn with_evaluation(self, eval: Option<Evaluation>) -> Solver<'a, 'h> {
        Solver { eval, ..self }
    }

    /// Solves the root `(p, o)` with a full window: `(score, best square)`; the square is [`NO_MOVE`] when the
    /// side to move must pass or the game is over. Meaningless when the budget stopped the search.
    pub fn solve(&mut self, p: u64, o: u64) -> (i32, u8) {
        let guess = self.guess(p, o);
        self.solve_from(p, o, guess)
    }

    /// An estimate of the final score from a selective midgame search to half the empties and
    /// [`GUESS_EXTRA_DEPTH`] more, rounded to an even number. Besides the first MTD(f) window, its
    /// table moves order the top of the solve (see [`Solver::midgame_move`]): a deeper, selective
    /// guess costs little and saves a quarter of the nodes on the hard FFO positions.
    pub(super) fn guess(&mut self, p: u64, o: u64) -> i32 {
        let n = (!(p | o)).count_ones();
        let depth = (n / 2 + GUESS_EXTRA_DEPTH).clamp(1, GUESS_MAX_DEPTH);
        let mut midgame = Midgame::new(self.tt, self.budget).selective(true);
        let centi = match self.eval {
            None => midgame.pvs(p, o, -INF, INF, depth),
            Some(eval) => midgame.with_evaluation(eval).pvs(p, o, -INF, INF, depth),
        };
        (centi / 200 * 2).clamp(-MAX_SCORE, MAX_SCORE)
    }

    /// Solves by MTD(f): null-window tests from `guess`, narrowing `lower..=upper` until it closes
    /// (the windows: [`Mtd`]).
    pub fn solve_from(&mut self, p: u64, o: u64, guess: i32) -> (i32, u8) {
        let n = (!(p | o)).count_ones();
        self.begin_root(p, o, NO_MOVE);
        let mut mtd = Mtd::new(guess);
        while !mtd.done() && !self.budget.stopped() {
            let beta = mtd.beta();
            let score = self.nws_table(p, o, beta - 1, n, Expect::Cut);
            mtd.record(beta, score);
        }
        if self.root_best == NO_MOVE {
            // Every move loses by the most: any legal move will do.
            let m = legal_moves(p, o);
            self.root_best = if m == 0 {
                NO_MOVE
            } else {
                m.trailing_zeros() as u8
            };
        }
        (mtd.lower, self.root_best)
    }

    /// Win, draw or loss only: at most two null-window tests around 0, far cheaper than the exact
    /// score, trying `first` first at the root (when legal; [`NO_MOVE`] for the usual order).
    /// Returns a bound and a move: `(s > 0, a winning move)`, `(0, a drawing move)`, or `(s < 0,
    /// NO_MOVE)` when every move loses. A win's bound is a lower one, a loss's an upper one.
    /// Meaningless when the budget stopped the search.
    pub fn solve_wld(&mut self, p: u64, o: u64, first: u8) -> (i32, u8) {
        let n = (!(p | o)).count_ones();
        self.begin_root(p, o, first);
        let win = self.nws_table(p, o, 0, n, Expect::Cut);
        if win != 0 || self.budget.stopped() {
            return (win, self.root_best);
        }
        let draw = self.nws_table(p, o, -1, n, Expect::Cut);
        (draw.min(0), self.root_best)
    }

    /// Makes `(p, o)` the root of the next tests: no best move found yet, `first` tried first.
    fn begin_root(&mut self, p: u64, o: u64, first: u8) {
        self.root = (p, o);
        self.root_best = NO_MOVE;
        self.root_first = first;
    }

    #[inline]
    fn store(&mut self, p: u64, o: u64, n: u32, lower: i32, upper: i32, best: u8) {
        self.tt.store(
            p,
            o,
            Kind::Endgame,
            n as u8,
            lower as i16,
            upper as i16,
            best,
        );
    }

    /// Null-window search: is the score of `(p, o)` with `n` empties above `alpha`? Dispatches on `n`
    /// (see the module doc).
    #[inline]
    pub fn nws(&mut self, p: u64, o: u64, alpha: i32, n: u32) -> i32 {
        self.nws_node(p, o, alpha, n, Expect::Cut)
    }

    /// [`Solver::nws`] at a node whose parent expects `expect` of it (see [`Expect`]).
    #[inline]
    fn nws_node(&mut self, p: u64, o: u64, alpha: i32, n: u32, expect: Expect) -> i32 {
        if n >= TT_EMPTIES {
            self.nws_table(p, o, alpha, n, expect)
        } else if n >= SORT_EMPTIES {
            self.nws_middle(p, o, alpha, n, expect)
        } else if n >= 3 {
            self.nws_parity(p, o, alpha, n)
        } else if n == 2 {
            let e = !(p | o);
            let x1 = e.trailing_zeros() as usize;
            let x2 = 63 - e.leading_zeros() as usize;
            self.solve_2(p, o, alpha, x1, x2)
        } else if n == 1 {
            self.budget.nodes += 1;
            solve_1(p, o, (!(p | o)).trailing_zeros() as usize)
        } else {
            final_score(p, o)
        }
    }

    /// The stability cutoff: the opponent's stable discs cap our score at `64 - 2 * stable`. Worth
    /// computing only when the opponent has enough discs for it to bite and alpha is high for the
    /// number of empties `n` ([`stability_alpha`]): with few empties it is tried down to 4 empties,
    /// where lopsided positions (one side far ahead, its discs mostly stable) get most of their cuts.
    #[inline]
    fn stability_cutoff(p: u64, o: u64, alpha: i32, n: u32) -> Option<i32> {
        if alpha < stability_alpha(n) || MAX_SCORE - 2 * (o.count_ones() as i32) > alpha {
            return None;
        }
        let upper = MAX_SCORE - 2 * features::stable(o, p).count_ones() as i32;
        (upper <= alpha).then_some(upper)
    }

    /// Null-window search with the transposition table (many empties).
    fn nws_table(&mut self, p: u64, o: u64, alpha: i32, n: u32, expect: Expect) -> i32 {
        if self.budget.tick() {
            return 0;
        }
        if let Some(s) = Self::stability_cutoff(p, o, alpha, n) {
            return s;
        }
        let root = (p, o) == self.root;
        let (entry, mut hash) = self.table_move(p, o, n);
        // At the root a cutoff would leave no best move: only the move is used.
        if let Some(e) = entry.filter(|_| !root) {
            if e.lower as i32 > alpha {
                return e.lower as i32;
            }
            if e.upper as i32 <= alpha {
                return e.upper as i32;
            }
        }
        if root && self.root_first != NO_MOVE {
            hash = self.root_first;
        }
        let moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                return final_score(p, o);
            }
            return -self.nws_node(o, p, -alpha - 1, n, expect.pass());
        }
        let (mut best, mut best_sq) = (-MAX_SCORE - 1, NO_MOVE);
        let mut list = MoveList::endgame(p, o, moves, hash);
        if n >= ETC_EMPTIES && !root {
            if let Some(s) = self.enhanced_cutoff(&mut list, p, o, alpha, n) {
                return s;
            }
        }
        if n >= SEARCH_ORDER_EMPTIES && hash == NO_MOVE && expect == Expect::Cut {
            self.order_by_search(&mut list, p, o, n);
        }
        for (i, c) in list.enumerate() {
            let (np, no) = c.child(p, o);
            let s = -self.nws_node(np, no, -alpha - 1, n - 1, expect.child(i));
            if self.budget.stopped() {
                return 0;
            }
            if s > best {
                (best, best_sq) = (s, c.sq);
                if s > alpha {
                    if root {
                        self.root_best = c.sq;
                    }
                    break;
                }
            }
        }
        if best > alpha {
            self.store(p, o, n, best, MAX_SCORE, best_sq);
        } else {
            self.store(p, o, n, -MAX_SCORE, best, best_sq);
        }
        best
    }

    /// Enhanced transposition cutoff: if the table already proves some child bad enough for the
    /// opponent (its upper bound below `-alpha`), this node fails high without searching. On the way,
    /// children the table proves useless go last and children with good proven bounds go earlier.
    fn enhanced_cutoff(
        &mut self,
        list: &mut MoveList,
        p: u64,
        o: u64,
        alpha: i32,
        n: u32,
    ) -> Option<i32> {
        let tt = self.tt;
        // Start every child's memory access before waiting on the first: the misses overlap.
        for c in list.as_slice() {
            let (np, no) = c.child(p, o);
            tt.prefetch(np, no, Kind::Endgame);
        }
        let mut cut = None;
        list.adjust(|c| {
            let (np, no) = c.child(p, o);
            let Some(e) = tt.probe(np, no, Kind::Endgame) else {
                return 0;
            };
            let (lower, upper) = (-(e.upper as i32), -(e.lower as i32));
            if lower > alpha {
                cut.get_or_insert((lower, c.sq));
            }
            if upper <= alpha {
                -(1 << 20) // cannot beat alpha: last
            } else {
                (lower + MAX_SCORE) * ETC_ORDER_WEIGHT
            }
        });
        let (score, sq) = cut?;
        self.store(p, o, n, score, MAX_SCORE, sq);
        Some(score)
    }

    /// The moves of `(p, o)` (`n` empties, some legal move) in the order [`Solver::nws_table`] tries
    /// them when the table does not settle the node: the table's move first, then the ordering
    /// search's verdicts where it runs (no enhanced transposition cutoff).
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn ordered_moves(&mut self, p: u64, o: u64, n: u32) -> MoveList {
        let (_, hash) = self.table_move(p, o, n);
        let mut list = MoveList::endgame(p, o, legal_moves(p, o), hash);
        if n >= SEARCH_ORDER_EMPTIES && hash == NO_MOVE {
            self.order_by_search(&mut list, p, o, n);
        }
        list
    }

    /// Adds to each move's key a shallow midgame search of its child (`SEARCH_ORDER_WEIGHT` per disc).
    fn order_by_search(&mut self, list: &mut MoveList, p: u64, o: u64, n: u32) {
        let depth = if n >= DEEPER_ORDER_EMPTIES { 4 } else { 2 };
        let mut midgame = Midgame::new(self.tt, self.budget);
        list.adjust(|c| {
            let (np, no) = c.child(p, o);
            -midgame.pvs(np, no, -INF, INF, depth) * SEARCH_ORDER_WEIGHT / 100
        });
    }

    /// The endgame table's entry for `(p, o)` (`n` empties), and the move to try first: the entry's
    /// move, else the midgame table's ([`Solver::midgame_move`]), else [`NO_MOVE`].
    #[inline]
    fn table_move(&self, p: u64, o: u64, n: u32) -> (Option<Entry>, u8) {
        let entry = self.tt.probe(p, o, Kind::Endgame);
        let first = entry.map_or_else(|| self.midgame_move(p, o, n), |e| e.best);
        (entry, first)
    }

    /// The best move a midgame search of [`MIDGAME_HINT_DEPTH`] plies or more stored for this board,
    /// if any ([`NO_MOVE`] when none): with many empties, the guess's searched move beats any ordering
    /// heuristic.
    #[inline]
    fn midgame_move(&self, p: u64, o: u64, n: u32) -> u8 {
        if n < MIDGAME_HINT_EMPTIES {
            return NO_MOVE;
        }
        self.tt
            .probe(p, o, Kind::Midgame)
            .filter(|e| u32::from(e.depth) >= MIDGAME_HINT_DEPTH)
            .map_or(NO_MOVE, |e| e.best)
    }

    /// Null-window search with no table (middling empties): the budget, the stability cutoff, a
    /// pass or the end of the game, then the moves as [`Expect`] says (see below).
    fn nws_middle(&mut self, p: u64, o: u64, alpha: i32, n: u32, expect: Expect) -> i32 {
        if self.budget.tick() {
            return 0;
        }
        if let Some(s) = Self::stability_cutoff(p, o, alpha, n) {
            return s;
        }
        let moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                return final_score(p, o);
            }
            return -self.nws_node(o, p, -alpha - 1, n, expect.pass());
        }
        match expect {
            Expect::Cut => self.sorted_moves(p, o, alpha, n, moves),
            Expect::All => self.parity_moves(p, o, alpha, n, moves),
        }
    }

    /// At a node expected to cut: the `moves` sorted ([`MoveList::endgame`]), the first child
    /// expected to fail low and the others to cut.
    fn sorted_moves(&mut self, p: u64, o: u64, alpha: i32, n: u32, moves: u64) -> i32 {
        let mut best = -MAX_SCORE - 1;
        for (i, c) in MoveList::endgame(p, o, moves, NO_MOVE).enumerate() {
            let (np, no) = c.child(p, o);
            let s = -self.nws_node(np, no, -alpha - 1, n - 1, Expect::Cut.child(i));
            if s > best {
                best = s;
                if s > alpha {
                    break;
                }
            }
        }
        best
    }

    /// At a node expected to fail low, every move will be searched: the `moves` go in parity
    /// order, unsorted (building a move list costs more), each child expected to cut.
    fn parity_moves(&mut self, p: u64, o: u64, alpha: i32, n: u32, moves: u64) -> i32 {
        let odd = odd_quadrants(!(p | o));
        let mut best = -MAX_SCORE - 1;
        for mut set in [moves & odd, moves & !odd] {
            while set != 0 {
                let sq = set.trailing_zeros() as usize;
                set &= set - 1;
                let f = flips(sq, p, o);
                let s = -self.nws_node(o ^ f, p ^ f ^ (1 << sq), -alpha - 1, n - 1, Expect::Cut);
                if s > best {
                    best = s;
                    if s > alpha {
                        return s;
                    }
                }
            }
        }
        best
    }

    /// Null-window search for the last few empties: parity order, no sorting, no table. A hot path:
    /// with so few empties it is cheaper to try each empty square (odd regions first) and keep those
    /// that flip something than to generate the legal moves.
    fn nws_parity(&mut self, p: u64, o: u64, alpha: i32, n: u32) -> i32 {
        self.parity_search(p, o, alpha, n, odd_quadrants(!(p | o)))
    }

    /// [`Solver::nws_parity`] with `odd`, the squares of the quadrants holding an odd number of
    /// empties, kept up to date move by move (a move toggles its own quadrant).
    fn parity_search(&mut self, p: u64, o: u64, alpha: i32, n: u32, odd: u64) -> i32 {
        self.budget.nodes += 1;
        if n >= STABILITY_EMPTIES {
            if let Some(s) = Self::stability_cutoff(p, o, alpha, n) {
                return s;
            }
        }
        let empty = !(p | o);
        let mut best = -MAX_SCORE - 1;
        for mut set in [empty & odd, empty & !odd] {
            while set != 0 {
                let sq = set.trailing_zeros() as usize;
                set &= set - 1;
                let f = flips_near(sq, p, o);
                if f == 0 {
                    continue;
                }
                let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
                let s = if n == 3 {
                    let e = empty ^ (1 << sq);
                    let (x1, x2) = (e.trailing_zeros() as usize, 63 - e.leading_zeros() as usize);
                    -self.solve_2(np, no, -alpha - 1, x1, x2)
                } else {
                    -self.parity_search(np, no, -alpha - 1, n - 1, odd ^ QUADRANT_OF[sq])
                };
                if s > best {
                    best = s;
                    if s > alpha {
                        return s;
                    }
                }
            }
        }
        if best > -MAX_SCORE - 1 {
            return best;
        }
        if legal_moves(o, p) == 0 {
            return final_score(p, o);
        }
        -self.parity_search(o, p, -alpha - 1, n, odd)
    }

    /// Two empties `x1`, `x2`: try both moves (or the opponent's after a pass), each ending in
    /// [`solve_1`]. Null window `(alpha, alpha + 1)`, fail-soft.
    fn solve_2(&mut self, p: u64, o: u64, alpha: i32, x1: usize, x2: usize) -> i32 {
        self.budget.nodes += 1;
        let mut best = -MAX_SCORE - 1;
        let f = flips_near(x1, p, o);
        if f != 0 {
            best = -solve_1(o ^ f, p ^ f ^ (1 << x1), x2);
            if best > alpha {
                return best;
            }
        }
        let f = flips_near(x2, p, o);
        if f != 0 {
            return best.max(-solve_1(o ^ f, p ^ f ^ (1 << x2), x1));
        }
        if best > -MAX_SCORE - 1 {
            return best;
        }
        // The side to move passes: the opponent picks the lower of its moves for us.
        let mut worst = MAX_SCORE + 1;
        let f = flips_near(x1, o, p);
        if f != 0 {
            worst = solve_1(p ^ f, o ^ f ^ (1 << x1), x2);
            if worst <= alpha {
                return worst;
            }
        }
        let f = flips_near(x2, o, p);
        if f != 0 {
            return worst.min(solve_1(p ^ f, o ^ f ^ (1 << x2), x1));
        }
        if worst < MAX_SCORE + 1 {
            worst
        } else {
            final_score(p, o)
        }
    }
}
