//! The exact solver on several threads (`ethello solve --threads N`; not in the browser, whose
//! worker has one thread).
//!
//! The split is at the root. The guess (a selective midgame search) runs once, in the main table,
//! which is then copied into each helper's table: every thread starts with the guess's moves. Then
//! MTD(f) as in [`Solver::solve_from`], except that each null-window test hands the root moves out
//! to the threads, best-ordered first: a thread takes the next move not yet taken and proves its
//! child above or below the bound with the ordinary single-threaded [`Solver`] on its own table.
//! The first move found above the bound ends the test: the other threads see the shared flag within
//! [`CHECK_EVERY`](super::budget::CHECK_EVERY) nodes and stop. A test that fails has searched every
//! move, so its upper bound is exact fail-soft as in the single-threaded test.
//!
//! Invariants: the tables are never shared (no locks or atomics in the search itself); a root move
//! stays with the thread that searched it last, so its subtree's entries are in that thread's table
//! at the next test (a thread takes its own moves first, then any free one); a stopped search's
//! result is never used (nothing it left in its table is wrong: stopped searches store nothing).

use super::budget::Budget;
use super::endgame::{Solver, SEARCH_ORDER_EMPTIES};
use super::hash::{Kind, Table, NO_MOVE};
use super::midgame::Evaluation;
use super::ordering::{Candidate, MoveList};
use super::score::MAX_SCORE;
use super::{Host, Limits};
use crate::engine::movegen::legal_moves;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

/// Stops a thread's search once another thread has proven the test's bound.
struct StopOn<'a>(&'a AtomicBool);

impl Host for StopOn<'_> {
    fn stopped(&mut self) -> bool {
        self.0.load(Relaxed)
    }
}

/// The exact score and best square of `(p, o)` (a board where the side to move has a move), and the
/// nodes of all threads: `tables[0]` is the main table, the others the helpers' (of the same size;
/// one thread a table).
pub fn solve(
    tables: &mut [&mut Table],
    eval: Option<Evaluation>,
    p: u64,
    o: u64,
) -> (i32, u8, u64) {
    let n = (!(p | o)).count_ones();
    let (guess, mut order, mut nodes) = prepare(tables, eval, p, o, n);
    let owners: Vec<AtomicUsize> = (0..order.len())
        .map(|i| AtomicUsize::new(i % tables.len()))
        .collect();
    let (mut lower, mut upper, mut g) = (-MAX_SCORE, MAX_SCORE, guess);
    let mut best = NO_MOVE;
    while lower < upper {
        let beta = if g <= lower { lower + 2 } else { g };
        let test = Test {
            root: (p, o, n),
            alpha: beta - 1,
            order: &order,
            owners: &owners,
            eval,
        };
        let (score, sq, test_nodes) = test.run(tables);
        (g, nodes) = (score, nodes + test_nodes);
        if g >= beta {
            (lower, best) = (g, sq);
            prefer(&mut order, &owners, sq);
        } else {
            upper = g;
        }
    }
    if best == NO_MOVE {
        // Every move loses by the most: any legal move will do.
        best = order[0].sq;
    }
    (lower, best, nodes)
}

/// The guess (in the main table, then copied to the helpers) and the root moves in the order the
/// single-threaded solver would try them first; also the nodes spent.
fn prepare(
    tables: &mut [&mut Table],
    eval: Option<Evaluation>,
    p: u64,
    o: u64,
    n: u32,
) -> (i32, Vec<Candidate>, u64) {
    let (main, helpers) = tables.split_first_mut().expect("at least one table");
    let mut host = StopOn(&AtomicBool::new(false));
    let mut budget = Budget::new(&Limits::depth(60), &mut host);
    let mut solver = Solver::new(main, &mut budget);
    if let Some(e) = eval {
        solver = solver.with_evaluation(e);
    }
    let guess = solver.guess(p, o);
    let hash = solver_table_move(&mut solver, p, o);
    let mut list = MoveList::endgame(p, o, legal_moves(p, o), hash);
    if n >= SEARCH_ORDER_EMPTIES && hash == NO_MOVE {
        solver.order_by_search(&mut list, p, o, n);
    }
    let order = list.collect();
    for h in helpers {
        h.copy_from(main);
    }
    (guess, order, budget.nodes)
}

/// The guess's move for the root, if it stored one.
fn solver_table_move(solver: &mut Solver, p: u64, o: u64) -> u8 {
    solver
        .table()
        .probe(p, o, Kind::Midgame)
        .map_or(NO_MOVE, |e| e.best)
}

/// Moves `sq` to the front of the order, with its owner.
fn prefer(order: &mut [Candidate], owners: &[AtomicUsize], sq: u8) {
    if let Some(i) = order.iter().position(|c| c.sq == sq) {
        order[..=i].rotate_right(1);
        let owner = owners[i].load(Relaxed);
        for j in (1..=i).rev() {
            owners[j].store(owners[j - 1].load(Relaxed), Relaxed);
        }
        owners[0].store(owner, Relaxed);
    }
}

/// One null-window test at the root: is some move's score above `alpha`?
struct Test<'a> {
    root: (u64, u64, u32),
    alpha: i32,
    order: &'a [Candidate],
    owners: &'a [AtomicUsize],
    eval: Option<Evaluation>,
}

/// What the threads of a test share: which moves are taken, whether the bound is proven, the best
/// score and square so far, and the node count.
struct Shared {
    taken: Vec<AtomicBool>,
    found: AtomicBool,
    best: Mutex<(i32, u8)>,
    nodes: AtomicU64,
}

impl Test<'_> {
    /// Runs the test on one thread per table: `(fail-soft score, square of the best move, nodes)`.
    fn run(&self, tables: &mut [&mut Table]) -> (i32, u8, u64) {
        let shared = Shared {
            taken: self.order.iter().map(|_| AtomicBool::new(false)).collect(),
            found: AtomicBool::new(false),
            best: Mutex::new((-MAX_SCORE - 1, NO_MOVE)),
            nodes: AtomicU64::new(0),
        };
        std::thread::scope(|s| {
            for (t, table) in tables.iter_mut().enumerate() {
                let shared = &shared;
                let table = &mut **table;
                s.spawn(move || self.work(t, table, shared));
            }
        });
        let (score, sq) = *shared.best.lock().expect("a solver thread panicked");
        (score, sq, shared.nodes.load(Relaxed))
    }

    /// Thread `t`'s loop: take a move, prove it, until the bound is proven or no move is left.
    fn work(&self, t: usize, table: &mut Table, shared: &Shared) {
        let (p, o, n) = self.root;
        while let Some(i) = self.take(t, shared) {
            let mut host = StopOn(&shared.found);
            let mut budget = Budget::new(&Limits::depth(60), &mut host);
            let mut solver = Solver::new(table, &mut budget);
            if let Some(e) = self.eval {
                solver = solver.with_evaluation(e);
            }
            let (np, no) = self.order[i].child(p, o);
            let score = -solver.nws(np, no, -self.alpha - 1, n - 1);
            shared.nodes.fetch_add(budget.nodes, Relaxed);
            if budget.stopped() {
                return;
            }
            self.owners[i].store(t, Relaxed);
            let mut best = shared.best.lock().expect("a solver thread panicked");
            if score > best.0 {
                *best = (score, self.order[i].sq);
            }
            if score > self.alpha {
                shared.found.store(true, Relaxed);
                return;
            }
        }
    }

    /// The first free move owned by thread `t`, else the first free move; marks it taken.
    fn take(&self, t: usize, shared: &Shared) -> Option<usize> {
        if shared.found.load(Relaxed) {
            return None;
        }
        let free = |i: &usize| !shared.taken[*i].swap(true, Relaxed);
        let all = 0..self.order.len();
        let own = all.clone().filter(|&i| self.owners[i].load(Relaxed) == t);
        own.chain(all).find(free)
    }
}
