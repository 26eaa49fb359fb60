//! The exact solver on several threads (`ethello solve --threads N`; not in the browser, whose
//! worker has one thread).
//!
//! The threads share one transposition table (its entries are written and read without locks; a
//! slot torn by two writers reads as empty, see [`Table`]). The guess (a selective midgame search)
//! runs first, on the calling thread. Then MTD(f) as in [`Solver::solve_from`] (the same windows,
//! [`Mtd`]), except that each null-window test ("is the root above `alpha`?") is split two plies
//! deep, in the young-brothers-wait manner:
//!
//! - A root move is above `alpha` when every reply of the opponent leaves a grandchild above it, and
//!   below when one reply does not. A *task* is one grandchild: root move `i`, reply `j`, searched by
//!   the ordinary single-threaded [`Solver`].
//! - Task `(i, 0)` (the eldest reply) can start at any time; tasks `(i, j > 0)` only once it has
//!   finished without refuting move `i` (then they usually all must be searched, so splitting them
//!   wastes nothing). A free thread takes the first available task in (root move, reply) order.
//!   While move `i`'s younger replies wait, a free thread starts the eldest reply of a later root
//!   move: in a test that fails, every root move must be refuted, and they are refuted in parallel.
//! - When a task refutes move `i`, the other tasks of `i` stop; when all of `i`'s tasks finish
//!   above `alpha`, the test is proven and every thread stops; when `(i, 0)` unlocks the younger
//!   replies, threads busy with a later root move give it back and come to help.
//! - The root and its children are not stored in the table; instead, the reply that refuted a root
//!   move (or left it the lowest score) becomes its eldest reply at the next test, as the table's
//!   move would in the single-threaded solver.
//!
//! Threads see a stop through their budget's [`Host`] within
//! [`CHECK_EVERY`](super::budget::CHECK_EVERY) nodes. Invariants: a stopped task's result is never
//! used, and nothing it left in the table is wrong (stopped searches store nothing); a test's score
//! is fail-soft as in the single-threaded test (a lower bound from the proven root move, or the
//! highest upper bound of the refuted ones).

use super::budget::Budget;
use super::endgame::Solver;
use super::hash::{Table, NO_MOVE};
use super::midgame::Evaluation;
use super::mtd::Mtd;
use super::ordering::Candidate;
use super::score::{final_score, MAX_SCORE};
use super::limits::{Host, Limits, Quiet};
use crate::movegen::legal_moves;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering::SeqCst};
use std::sync::{Mutex, OnceLock};

/// The exact score and best square of `(p, o)` (a board where the side to move has a move) on
/// `threads` threads sharing `table`, and the nodes of all threads.
pub fn solve(
    table: &Table,
    threads: usize,
    eval: Option<Evaluation>,
    p: u64,
    o: u64,
) -> (i32, u8, u64) {
    let n = (!(p | o)).count_ones();
    let (guess, mut order, mut nodes) = prepare(table, eval, p, o, n);
    let mut mtd = Mtd::new(guess);
    let mut best = NO_MOVE;
    let refuters: Refuters = std::array::from_fn(|_| AtomicU8::new(NO_MOVE));
    while !mtd.done() {
        let beta = mtd.beta();
        let test = Test::new((p, o, n), beta - 1, (&order, &refuters), eval, threads);
        let (score, sq, test_nodes) = test.run(table);
        nodes += test_nodes;
        mtd.record(beta, score);
        if score >= beta {
            best = sq;
            if let Some(i) = order.iter().position(|c| c.sq == sq) {
                order[..=i].rotate_right(1);
            }
        }
    }
    if best == NO_MOVE {
        // Every move loses by the most: any legal move will do.
        best = order[0].sq;
    }
    (mtd.lower, best, nodes)
}

/// A budget's host that stops the search when `stop` says so.
struct StopWhen<F: FnMut() -> bool>(F);

impl<F: FnMut() -> bool> Host for StopWhen<F> {
    fn stopped(&mut self) -> bool {
        (self.0)()
    }
}

/// The guess and the root moves in the order the single-threaded solver would try them first; also
/// the nodes spent.
fn prepare(
    table: &Table,
    eval: Option<Evaluation>,
    p: u64,
    o: u64,
    n: u32,
) -> (i32, Vec<Candidate>, u64) {
    let mut host = Quiet;
    let mut budget = Budget::new(&Limits::depth(60), &mut host);
    let mut solver = Solver::new(table, &mut budget).with_evaluation(eval);
    let guess = solver.guess(p, o);
    let order = solver.ordered_moves(p, o, n).collect();
    (guess, order, budget.nodes)
}

/// A task's state.
const FREE: u8 = 0;
const TAKEN: u8 = 1;
const DONE: u8 = 2;

/// Most replies a position has (33), with room to spare.
const MAX_REPLIES: usize = 40;

/// By root square, the opponent's reply that refuted it, or that left the lowest score when the
/// move was proven (64 for a pass, [`NO_MOVE`] for none yet): its first reply at the next test, as
/// the single-threaded solver's table move would be.
type Refuters = [AtomicU8; 64];

/// One root move in a test: its grandchildren (boards with the root's side to move) and how far
/// their proofs are.
struct Branch {
    sq: u8,
    /// `(player, opponent, empties, reply square)` of each grandchild, the eldest first; set by the
    /// thread that takes task 0 (after a pass, one grandchild with square 64).
    grandchildren: OnceLock<Vec<Grandchild>>,
    state: [AtomicU8; MAX_REPLIES],
    finished: AtomicUsize,
    refuted: AtomicBool,
    /// The lowest grandchild score so far (all above alpha while not refuted), and its reply.
    lowest: Mutex<(i32, u8)>,
}

/// A grandchild of the root: `(player, opponent, empties, reply square)`.
type Grandchild = (u64, u64, u32, u8);

/// One null-window test at the root: is some move's score above `alpha`?
struct Test<'a> {
    root: (u64, u64, u32),
    alpha: i32,
    order: &'a [Candidate],
    refuters: &'a Refuters,
    eval: Option<Evaluation>,
    branches: Vec<Branch>,
    /// Branches refuted or proven.
    resolved: AtomicUsize,
    /// The test is proven (some root move is above alpha).
    found: AtomicBool,
    /// `(score, square)`: the proven root move, or the highest upper bound of the refuted ones.
    result: Mutex<(i32, u8)>,
    /// Per thread: the root move of its task (`usize::MAX` for none), and a request to give it back.
    working_on: Vec<AtomicUsize>,
    yield_now: Vec<AtomicBool>,
    nodes: AtomicU64,
}

impl<'a> Test<'a> {
    fn new(
        root: (u64, u64, u32),
        alpha: i32,
        (order, refuters): (&'a [Candidate], &'a Refuters),
        eval: Option<Evaluation>,
        threads: usize,
    ) -> Test<'a> {
        let branches = order
            .iter()
            .map(|c| Branch {
                sq: c.sq,
                grandchildren: OnceLock::new(),
                state: std::array::from_fn(|_| AtomicU8::new(FREE)),
                finished: AtomicUsize::new(0),
                refuted: AtomicBool::new(false),
                lowest: Mutex::new((MAX_SCORE + 1, NO_MOVE)),
            })
            .collect();
        Test {
            root,
            alpha,
            order,
            refuters,
            eval,
            branches,
            resolved: AtomicUsize::new(0),
            found: AtomicBool::new(false),
            result: Mutex::new((-MAX_SCORE - 1, NO_MOVE)),
            working_on: (0..threads).map(|_| AtomicUsize::new(usize::MAX)).collect(),
            yield_now: (0..threads).map(|_| AtomicBool::new(false)).collect(),
            nodes: AtomicU64::new(0),
        }
    }

    /// Runs the test on its threads: `(fail-soft score, square of the move, nodes)`.
    fn run(&self, table: &Table) -> (i32, u8, u64) {
        std::thread::scope(|s| {
            for t in 0..self.working_on.len() {
                s.spawn(move || self.work(t, table));
            }
        });
        let (score, sq) = *self.result.lock().expect("a solver thread panicked");
        (score, sq, self.nodes.load(SeqCst))
    }

    /// True when the test is settled: a root move proven, or every one refuted.
    fn settled(&self) -> bool {
        self.found.load(SeqCst) || self.resolved.load(SeqCst) == self.branches.len()
    }

    /// Thread `t`'s loop: take the first available task and prove it, until the test is settled.
    fn work(&self, t: usize, table: &Table) {
        while !self.settled() {
            self.yield_now[t].store(false, SeqCst);
            match self.take(t) {
                Some((i, j)) => self.prove(t, table, i, j),
                None => std::thread::yield_now(),
            }
        }
    }

    /// The first available task in (root move, reply) order, marked taken.
    fn take(&self, t: usize) -> Option<(usize, usize)> {
        for (i, b) in self.branches.iter().enumerate() {
            if b.refuted.load(SeqCst) {
                continue;
            }
            let open = if b.state[0].load(SeqCst) == DONE {
                b.grandchildren.get().map_or(0, Vec::len)
            } else {
                1
            };
            let claim = |&j: &usize| {
                b.state[j]
                    .compare_exchange(FREE, TAKEN, SeqCst, SeqCst)
                    .is_ok()
            };
            if let Some(j) = (0..open).find(claim) {
                self.working_on[t].store(i, SeqCst);
                return Some((i, j));
            }
        }
        None
    }

    /// Searches task `(i, j)` on thread `t` and records what it proves.
    fn prove(&self, t: usize, table: &Table, i: usize, j: usize) {
        let b = &self.branches[i];
        let stop =
            || self.found.load(SeqCst) || b.refuted.load(SeqCst) || self.yield_now[t].load(SeqCst);
        let mut host = StopWhen(stop);
        let mut budget = Budget::new(&Limits::depth(60), &mut host);
        let mut solver = Solver::new(table, &mut budget).with_evaluation(self.eval);
        let kids = b
            .grandchildren
            .get_or_init(|| self.grandchildren(&mut solver, i));
        let (score, reply) = match kids.get(j) {
            Some(&(gp, go, m, reply)) => (solver.nws(gp, go, self.alpha, m), reply),
            None => (self.game_over_score(i), 64),
        };
        self.nodes.fetch_add(budget.nodes, SeqCst);
        self.working_on[t].store(usize::MAX, SeqCst);
        if budget.stopped() {
            b.state[j].store(FREE, SeqCst);
            return;
        }
        b.state[j].store(DONE, SeqCst);
        if score <= self.alpha {
            self.refute(i, score, reply);
        } else {
            self.uphold(t, (i, j, reply), score);
        }
    }

    /// The grandchildren of root move `i`, the opponent's replies ordered as the solver would try
    /// them (none when the game ends after the move).
    fn grandchildren(&self, solver: &mut Solver, i: usize) -> Vec<Grandchild> {
        let (p, o, n) = self.root;
        let (cp, co) = self.order[i].child(p, o);
        if legal_moves(cp, co) == 0 {
            // The opponent passes: the root's side moves again (or nobody can: game over).
            return match legal_moves(co, cp) {
                0 => Vec::new(),
                _ => vec![(co, cp, n - 1, 64)],
            };
        }
        let mut kids: Vec<Grandchild> = solver
            .ordered_moves(cp, co, n - 1)
            .map(|c| {
                let (gp, go) = c.child(cp, co);
                (gp, go, n - 2, c.sq)
            })
            .collect();
        let refuter = self.refuters[self.order[i].sq as usize].load(SeqCst);
        if let Some(k) = kids.iter().position(|g| g.3 == refuter) {
            kids[..=k].rotate_right(1);
        }
        kids
    }

    /// Root move `i`'s exact score when the game ends after it.
    fn game_over_score(&self, i: usize) -> i32 {
        let (p, o, _) = self.root;
        let (cp, co) = self.order[i].child(p, o);
        -final_score(cp, co)
    }

    /// Root move `i` is at most `score` (at or below alpha).
    fn refute(&self, i: usize, score: i32, reply: u8) {
        let b = &self.branches[i];
        if b.refuted.swap(true, SeqCst) {
            return;
        }
        self.refuters[b.sq as usize].store(reply, SeqCst);
        let mut result = self.result.lock().expect("a solver thread panicked");
        if !self.found.load(SeqCst) && score > result.0 {
            *result = (score, b.sq);
        }
        drop(result);
        self.resolved.fetch_add(1, SeqCst);
    }

    /// Task `(i, j)`, reply square `reply`, is above alpha with `score`: unlock the younger
    /// replies after the eldest, and prove the root move when all are done.
    fn uphold(&self, t: usize, (i, j, reply): (usize, usize, u8), score: i32) {
        let b = &self.branches[i];
        let (lowest, weakest) = {
            let mut l = b.lowest.lock().expect("a solver thread panicked");
            *l = (*l).min((score, reply));
            *l
        };
        let total = b.grandchildren.get().map_or(1, |k| k.len().max(1));
        if b.finished.fetch_add(1, SeqCst) + 1 == total {
            let mut result = self.result.lock().expect("a solver thread panicked");
            if !self.found.swap(true, SeqCst) {
                *result = (lowest, b.sq);
                self.refuters[b.sq as usize].store(weakest, SeqCst);
            }
            return;
        }
        if j == 0 {
            // The younger replies are open: threads busy with a later root move come to help.
            for (u, w) in self.working_on.iter().enumerate() {
                let busy = w.load(SeqCst);
                if u != t && busy != usize::MAX && busy > i {
                    self.yield_now[u].store(true, SeqCst);
                }
            }
        }
    }
}
