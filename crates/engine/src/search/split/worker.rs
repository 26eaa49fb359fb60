//! The worker's side of a split: one [`Task`] searched by the ordinary single-threaded search, on
//! the worker's own [`Search`] and table.
//!
//! A midgame task is [`Midgame::pvs`] of the task's board (not [`Midgame::root`]: the board is a
//! child of the real root, so the table may cut it and ProbCut may prune it, exactly as inside the
//! single search). An exact task is [`Solver::nws`] for a null window; a wider window is narrowed by
//! null-window tests from the solver's own first guess (MTD(f) inside the window), so the score is
//! fail-soft against the window as a midgame search's is.

use super::task::{Done, Task, Work};
use crate::search::budget::Budget;
use crate::search::endgame::Solver;
use crate::search::hash::Kind;
use crate::search::limits::{Host, Limits};
use crate::search::midgame::Midgame;
use crate::search::score::MAX_SCORE;
use crate::search::Search;
use crate::square::Square;

/// A worker: its number in the transport, its searcher, and the root search it last served.
pub struct Worker {
    id: usize,
    search: Search,
    serving: Option<u64>,
}

impl Worker {
    /// Worker number `id` searching with `search`.
    pub fn new(id: usize, search: Search) -> Worker {
        Worker {
            id,
            search,
            serving: None,
        }
    }

    /// Runs `task` with the single search, starting a new table generation when it belongs to another root
    /// search than the last one; `host` may stop it.
    pub fn run(&mut self, task: &Task, host: &mut dyn Host) -> Done {
        if self.serving != Some(task.search) {
            self.serving = Some(task.search);
            self.search.tt.new_search();
        }
        Done {
            worker: self.id,
            ..run_task(&mut self.search, task, host)
        }
    }
}

/// Searches `task` with `search` (no time limit of its own: `host` stops it); the answer names
/// worker 0.
pub fn run_task(search: &mut Search, task: &Task, host: &mut dyn Host) -> Done {
    let mut budget = Budget::new(&Limits::depth(60), host);
    let (p, o) = (task.board.player.0, task.board.opponent.0);
    let window = (task.alpha, task.beta);
    let score = match task.work {
        Work::Midgame { depth, selective } => {
            midgame(search, &mut budget, (p, o), (depth, selective), window)
        }
        Work::Exact => exact(search, &mut budget, (p, o), window),
    };
    let stored = |kind| search.tt.probe(p, o, kind).map(|e| e.best);
    let best = match task.work {
        Work::Midgame { .. } => stored(Kind::Midgame),
        Work::Exact => stored(Kind::Endgame).or_else(|| stored(Kind::Midgame)),
    };
    Done {
        id: task.id,
        worker: 0,
        score: (!budget.stopped()).then_some(score),
        nodes: budget.nodes,
        best: best.and_then(Square::from_index),
    }
}

/// The midgame search of `(p, o)` to `depth` in `(alpha, beta)`.
fn midgame(
    search: &Search,
    budget: &mut Budget,
    (p, o): (u64, u64),
    (depth, selective): (u32, bool),
    (alpha, beta): (i32, i32),
) -> i32 {
    let midgame = Midgame::new(&search.tt, budget).selective(selective);
    match search.eval {
        None => { midgame }.pvs(p, o, alpha, beta, depth),
        Some(eval) => { midgame.with_evaluation(eval) }.pvs(p, o, alpha, beta, depth),
    }
}

/// The exact score of `(p, o)` in `(alpha, beta)`, fail-soft.
fn exact(search: &Search, budget: &mut Budget, (p, o): (u64, u64), window: (i32, i32)) -> i32 {
    let n = (!(p | o)).count_ones();
    let mut nws = |budget: &mut Budget, alpha| {
        Solver::new(&search.tt, budget)
            .with_evaluation(search.eval)
            .nws(p, o, alpha, n)
    };
    if window.1 == window.0 + 1 {
        return nws(budget, window.0);
    }
    let guess = Solver::new(&search.tt, budget)
        .with_evaluation(search.eval)
        .guess(p, o);
    narrow(budget, &mut nws, window, guess)
}

/// MTD(f) inside `window`: null-window tests (`nws(budget, alpha)`) from `guess` until the proven bounds meet or
/// leave the window; the score is fail-soft against it.
fn narrow(
    budget: &mut Budget,
    nws: &mut dyn FnMut(&mut Budget, i32) -> i32,
    window: (i32, i32),
    guess: i32,
) -> i32 {
    let (alpha, beta) = window;
    let (mut lower, mut upper, mut next) = (-MAX_SCORE, MAX_SCORE, guess);
    while lower < upper && lower < beta && upper > alpha {
        let t = (next - 1).clamp(lower.max(alpha), upper.min(beta) - 1);
        let s = nws(budget, t);
        if budget.stopped() {
            return 0;
        }
        if s > t {
            lower = s;
        } else {
            upper = s;
        }
        next = s;
    }
    if lower >= beta || lower == upper {
        lower
    } else {
        upper
    }
}
