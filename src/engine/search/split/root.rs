//! One root search split among workers, young brothers wait: the state machine of [`RootSplit`].
//!
//! Representation: the root's moves in search order, each with its child board and the bounds
//! proven so far on its score (for the root's side to move): `lo <= score <= hi`, `-INF` and `INF`
//! for nothing proven. Every [`Done`] narrows one move's bounds (its score negated: the task searched
//! the child). The best move is the one with the highest proven `lo`; `alpha` is that bound, or the
//! window's lower end if higher. The search is over when the best move's score is exact and every
//! other move's `hi` is at most it, or when the best `lo` reaches the window's upper end (fail high),
//! or when every `hi` is at most its lower end (fail low): fail-soft, as the single search.
//!
//! Which task next ([`RootSplit::next_task`]): the best move's exact value (its re-search after a
//! fail high, or at first the eldest move with the whole window), then a null-window test "above
//! `alpha`?" of each unresolved move. Until the eldest has answered, `alpha` is unknown and the
//! younger moves wait, unless a speculative alpha was given (an expected score): then idle workers
//! test them against it, and each answer is a true bound however the eldest turns out.
//!
//! Invariants: at most one task per move is out; `lo <= hi` (an answer that contradicts earlier
//! ones, which only a selective search can give, replaces them); a task's window lies in the root
//! window as it was when the task went out.

use super::{Done, Task, Work};
use crate::engine::movegen::flips;
use crate::engine::search::score::INF;

/// One root move and what is known of its score.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    sq: u8,
    child: (u64, u64),
    lo: i32,
    hi: i32,
    busy: bool,
    /// The worker that last searched it: its table knows the subtree.
    worker: Option<usize>,
}

/// A task out: its id, the move's index, the window it asked about (root side's view).
#[derive(Clone, Copy, Debug)]
struct Out {
    id: u64,
    index: usize,
    window: (i32, i32),
}

/// A finished root search: the fail-soft score, the best square, the nodes of every task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Fail-soft against the window: at most the lower end is an upper bound, at least the upper
    /// end a lower bound, exact between.
    pub score: i32,
    /// The best move's square (when every move failed low, the one with the highest bound).
    pub best: u8,
    /// Nodes of all the tasks that came back.
    pub nodes: u64,
}

/// One root search (a midgame search to a depth or the exact solve) split into tasks; see the
/// module doc.
#[derive(Clone, Debug)]
pub struct RootSplit {
    search: u64,
    work: Work,
    moves: Vec<RootMove>,
    window: (i32, i32),
    speculate: Option<i32>,
    out: Vec<Out>,
    next_id: u64,
    nodes: u64,
}

impl RootSplit {
    /// A search of the root `(p, o)` whose moves are the squares of `order` (legal, non-empty, the
    /// likely best first), with `work` at the root (a midgame depth of 1 or more, or exact), its
    /// tasks numbered from `first_id`, with the whole window.
    pub fn new(p: u64, o: u64, order: &[u8], work: Work, first_id: u64) -> RootSplit {
        let moves = order
            .iter()
            .map(|&sq| {
                let f = flips(sq as usize, p, o);
                RootMove {
                    sq,
                    child: (o ^ f, p ^ f ^ (1 << sq)),
                    lo: -INF,
                    hi: INF,
                    busy: false,
                    worker: None,
                }
            })
            .collect();
        let work = match work {
            Work::Midgame { depth, selective } => Work::Midgame {
                depth: depth.saturating_sub(1),
                selective,
            },
            Work::Exact => Work::Exact,
        };
        RootSplit {
            search: first_id,
            work,
            moves,
            window: (-INF, INF),
            speculate: None,
            out: Vec::new(),
            next_id: first_id,
            nodes: 0,
        }
    }

    /// The same search in the window `(alpha, beta)` (an aspiration window).
    pub fn with_window(self, alpha: i32, beta: i32) -> RootSplit {
        RootSplit {
            window: (alpha, beta),
            ..self
        }
    }

    /// The same search with the younger moves tested against `alpha` while the eldest is searched.
    pub fn with_speculation(self, alpha: i32) -> RootSplit {
        RootSplit {
            speculate: Some(alpha),
            ..self
        }
    }

    /// The same search marking its tasks as part of root search `search` (default: the first id):
    /// several splits of one move share a table generation.
    pub fn with_search_id(self, search: u64) -> RootSplit {
        RootSplit { search, ..self }
    }

    /// The same search remembering, by square, the worker that searched each move before (its table
    /// knows the subtree): null-window tests go back to it when it asks.
    pub fn with_affinity(mut self, worker_of: &[Option<usize>; 64]) -> RootSplit {
        for m in &mut self.moves {
            m.worker = worker_of[m.sq as usize];
        }
        self
    }

    /// The window.
    pub fn window(&self) -> (i32, i32) {
        self.window
    }

    /// Widens the window to `(alpha, beta)` (no narrower than it is): after an aspiration failure,
    /// the bounds found so far stay.
    pub fn widen(&mut self, alpha: i32, beta: i32) {
        self.window = (alpha.min(self.window.0), beta.max(self.window.1));
    }

    /// The id the next task will get (ids are consecutive from the first).
    pub fn next_id(&self) -> u64 {
        self.next_id
    }

    /// Nodes of the tasks that came back so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// For each move's square, the worker that last searched it.
    pub fn affinity(&self, worker_of: &mut [Option<usize>; 64]) {
        for m in &self.moves {
            if m.worker.is_some() {
                worker_of[m.sq as usize] = m.worker;
            }
        }
    }

    /// The squares for the next iteration: the best first, then by their upper bounds (stable).
    pub fn order_for_next(&self) -> Vec<u8> {
        let best = self.best();
        let mut ranked: Vec<(usize, &RootMove)> = self.moves.iter().enumerate().collect();
        ranked.sort_by_key(|&(i, m)| (Some(i) != best, -m.hi.min(INF)));
        ranked.into_iter().map(|(_, m)| m.sq).collect()
    }

    /// The index of the move with the highest proven lower bound (the first among equals).
    fn best(&self) -> Option<usize> {
        let mut best: Option<usize> = None;
        for (i, m) in self.moves.iter().enumerate() {
            if m.lo > -INF && best.is_none_or(|b| m.lo > self.moves[b].lo) {
                best = Some(i);
            }
        }
        best
    }

    /// The bound every other move must beat: the best lower bound, or the window's lower end.
    fn alpha(&self) -> i32 {
        self.best()
            .map_or(self.window.0, |b| self.moves[b].lo.max(self.window.0))
    }

    /// True once some move's answer has set a bound the others can be tested against: a proven
    /// best move, or the eldest failing low against the window.
    fn alpha_known(&self) -> bool {
        self.best().is_some() || self.moves[0].hi <= self.window.0
    }

    /// The search's result, once it is over (see the module doc).
    pub fn result(&self) -> Option<Outcome> {
        let (low, high) = self.window;
        let outcome = |score, i: usize| Outcome {
            score,
            best: self.moves[i].sq,
            nodes: self.nodes,
        };
        if let Some(b) = self.best() {
            let m = &self.moves[b];
            let others_below = |a| self.others(b).all(|o| o.hi <= a);
            if m.lo >= high || (m.lo == m.hi && m.lo > low && others_below(m.lo)) {
                return Some(outcome(m.lo, b));
            }
        }
        if self.moves.iter().all(|m| m.hi <= low) {
            let (i, m) = self
                .moves
                .iter()
                .enumerate()
                .rev()
                .max_by_key(|(_, m)| m.hi)?;
            return Some(outcome(m.hi, i));
        }
        None
    }

    /// Every move but the one at index `b`.
    fn others(&self, b: usize) -> impl Iterator<Item = &RootMove> {
        self.moves
            .iter()
            .enumerate()
            .filter(move |&(i, _)| i != b)
            .map(|(_, m)| m)
    }

    /// What idle `worker` should search now, if anything (see the module doc); `None` also once the
    /// search is over.
    pub fn next_task(&mut self, worker: usize) -> Option<Task> {
        if self.result().is_some() {
            return None;
        }
        let (index, window) = self.exact_task().or_else(|| self.test_task(worker))?;
        let id = self.next_id;
        self.next_id += 1;
        self.moves[index].busy = true;
        self.out.push(Out { id, index, window });
        let (player, opponent) = self.moves[index].child;
        Some(Task {
            id,
            search: self.search,
            player,
            opponent,
            work: self.work,
            alpha: -window.1,
            beta: -window.0,
        })
    }

    /// The best move's exact value, when wanted and not being searched: the eldest with the whole
    /// window before any bound is known, else the best move from just under its lower bound.
    fn exact_task(&self) -> Option<(usize, (i32, i32))> {
        let (low, high) = self.window;
        match self.best() {
            Some(b) => {
                let m = &self.moves[b];
                let wanted = m.lo < m.hi && m.lo < high && !m.busy;
                wanted.then(|| (b, ((m.lo - 1).max(low), high.min(m.hi.saturating_add(1)))))
            }
            None if !self.alpha_known() && !self.moves[0].busy => Some((0, (low, high))),
            None => None,
        }
    }

    /// A null-window test of a move not yet below the bound: against `alpha` once known, else
    /// against the speculative alpha (never the eldest's); a move `worker` searched before first.
    fn test_task(&self, worker: usize) -> Option<(usize, (i32, i32))> {
        let best = self.best();
        let a = match (self.alpha_known(), self.speculate) {
            (true, _) => self.alpha(),
            (false, Some(s)) => s.max(self.window.0),
            (false, None) => return None,
        };
        let open = |&(i, m): &(usize, &RootMove)| {
            Some(i) != best && !m.busy && m.hi > a && m.lo <= a && (i > 0 || self.alpha_known())
        };
        self.moves
            .iter()
            .enumerate()
            .filter(open)
            .min_by_key(|&(i, m)| (m.worker != Some(worker), i))
            .map(|(i, _)| (i, (a, a + 1)))
    }

    /// Reads a worker's answer; false when the task is not this search's (an older one's).
    pub fn on_done(&mut self, done: &Done) -> bool {
        let Some(k) = self.out.iter().position(|t| t.id == done.id) else {
            return false;
        };
        let task = self.out.swap_remove(k);
        self.nodes += done.nodes;
        let m = &mut self.moves[task.index];
        m.busy = false;
        m.worker = Some(done.worker);
        if done.stopped {
            return true;
        }
        let (low, high) = task.window;
        match -done.score {
            v if v <= low => (m.lo, m.hi) = (if m.lo > v { -INF } else { m.lo }, v),
            v if v >= high => (m.lo, m.hi) = (v, if m.hi < v { INF } else { m.hi }),
            v => (m.lo, m.hi) = (v, v),
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The start position's four moves, in square order.
    fn start() -> RootSplit {
        let (p, o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
        RootSplit::new(p, o, &[19, 26, 37, 44], Work::Exact, 100)
    }

    /// The answer `score` (for the root's side, negated for the child) to `task` from `worker`.
    fn answer(task: &Task, worker: usize, score: i32) -> Done {
        Done {
            id: task.id,
            worker,
            score: -score,
            nodes: 10,
            stopped: false,
        }
    }

    /// The task's window for the root's side.
    fn window(task: &Task) -> (i32, i32) {
        (-task.beta, -task.alpha)
    }

    #[test]
    fn the_younger_moves_wait_for_the_eldest_then_test_against_its_score() {
        let mut s = start();
        let eldest = s.next_task(0).unwrap();
        assert_eq!(window(&eldest), (-INF, INF));
        assert_eq!(s.next_task(1), None, "no bound yet, no speculation");
        assert!(s.on_done(&answer(&eldest, 0, 10)));
        let tests: Vec<Task> = (1..4).map(|w| s.next_task(w).unwrap()).collect();
        assert!(tests.iter().all(|t| window(t) == (10, 11)));
        assert_eq!(s.next_task(0), None, "one task a move");
        for t in &tests {
            assert_eq!(s.result(), None);
            s.on_done(&answer(t, 1, 4));
        }
        let r = s.result().unwrap();
        assert_eq!((r.score, r.best, r.nodes), (10, 19, 40));
    }

    #[test]
    fn a_fail_high_is_searched_again_and_a_late_answer_is_read_against_the_new_bound() {
        let mut s = start();
        let eldest = s.next_task(0).unwrap();
        s.on_done(&answer(&eldest, 0, 10));
        let (t1, t2, t3) = (
            s.next_task(0).unwrap(),
            s.next_task(1).unwrap(),
            s.next_task(2).unwrap(),
        );
        // Move 26 fails high: it becomes the best and is searched again above its bound.
        s.on_done(&answer(&t1, 0, 14));
        let again = s.next_task(0).unwrap();
        assert_eq!((again.id, window(&again)), (t1.id + 3, (13, INF)));
        // Searched at alpha 10, move 37 fails low at 8: still below the new bound, settled.
        s.on_done(&answer(&t2, 1, 8));
        // Move 44 fails high at 12, above the old bound but not the new one: tested again at 14.
        s.on_done(&answer(&t3, 2, 12));
        let retest = s.next_task(2).unwrap();
        assert_eq!(window(&retest), (14, 15));
        s.on_done(&answer(&again, 0, 16));
        assert_eq!(s.result(), None, "move 44 not yet below 16");
        s.on_done(&answer(&retest, 2, 14));
        let r = s.result().unwrap();
        assert_eq!((r.score, r.best), (16, 26));
    }

    #[test]
    fn speculation_tests_the_younger_moves_while_the_eldest_runs() {
        let mut s = start().with_speculation(5);
        let eldest = s.next_task(0).unwrap();
        let spec = s.next_task(1).unwrap();
        assert_eq!(window(&spec), (5, 6));
        s.on_done(&answer(&spec, 1, 2));
        s.on_done(&answer(&eldest, 0, 6));
        // Move 26 is below 6 already; the other two are tested at 6.
        let rest: Vec<Task> = (0..3).filter_map(|w| s.next_task(w)).collect();
        assert_eq!(rest.len(), 2);
        assert!(rest.iter().all(|t| window(t) == (6, 7)));
    }

    #[test]
    fn an_aspiration_failure_keeps_its_bounds_when_widened() {
        let mut s = start().with_window(0, 10);
        let eldest = s.next_task(0).unwrap();
        s.on_done(&answer(&eldest, 0, -4));
        let tests: Vec<Task> = (0..3).filter_map(|w| s.next_task(w)).collect();
        assert!(tests.iter().all(|t| window(t) == (0, 1)));
        for t in &tests {
            s.on_done(&answer(t, 0, -2));
        }
        let r = s.result().unwrap();
        assert_eq!((r.score, r.best), (-2, 26), "fail low: the highest bound");
        s.widen(-20, 10);
        assert_eq!(s.result(), None);
        let eldest_again = s.next_task(0).unwrap();
        assert_eq!(window(&eldest_again), (-20, 10));
        assert_eq!(eldest_again.player, eldest.player);
    }
}
