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
//! ones, which only a midgame search can give, settles the move at that answer: see
//! `RootMove::narrow`); a task's window lies in the root window as it was when the task went out.

use super::task::{Done, Task, Work};
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::movegen::{flips, legal_moves};
use crate::search::hash::NO_MOVE;
use crate::search::ordering::MoveList;
use crate::search::score::INF;
use crate::square::Square;

/// An exact search of a move is split one ply further (see [`RootSplit::with_nesting`]) when its
/// child has at least this many empties...
pub const SPLIT_EMPTIES: u32 = 16;
/// ... and a midgame search when the child is searched to at least this depth.
pub const SPLIT_DEPTH: u32 = 6;

/// What an earlier search learnt of a subtree's move order: the squares of a board's moves, the
/// likely best first (maybe only some of them), and the same for some of their children.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hint {
    order: Vec<u8>,
    below: Vec<(u8, Hint)>,
}

impl Hint {
    /// The hint for the child after move `sq`, if any.
    fn child(&self, sq: u8) -> Option<&Hint> {
        self.below.iter().find(|(s, _)| *s == sq).map(|(_, h)| h)
    }
}

/// A move's search split among the workers: the split of its child, and the window it was asked
/// (the parent's side's view).
#[derive(Clone, Debug)]
struct Sub {
    split: RootSplit,
    window: (i32, i32),
}

/// One root move and what is known of its score.
#[derive(Clone, Debug)]
struct RootMove {
    sq: u8,
    child: (u64, u64),
    lo: i32,
    hi: i32,
    busy: bool,
    /// The worker that last searched it: its table knows the subtree.
    worker: Option<usize>,
    /// The split of its child, while its search is split one ply further.
    sub: Option<Box<Sub>>,
    /// The move order an earlier search learnt for its child.
    hint: Option<Hint>,
    /// The child's best reply, as the last answer about it said ([`NO_MOVE`]: unknown).
    reply: u8,
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
    speculate: Option<(i32, i32)>,
    nest: u32,
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
                    sub: None,
                    hint: None,
                    reply: NO_MOVE,
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
            nest: 0,
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

    /// The same search with the younger moves tested against `expected - margin` while the eldest
    /// is searched (`expected`: the score the root is expected to have). A nested split of the
    /// eldest expects the negation, with the same margin.
    pub fn with_speculation(self, expected: i32, margin: i32) -> RootSplit {
        RootSplit {
            speculate: Some((expected, margin)),
            ..self
        }
    }

    /// The same search splitting the best move's search (the eldest's at first, then any re-search
    /// after a fail high) one ply further when it is big enough ([`SPLIT_EMPTIES`],
    /// [`SPLIT_DEPTH`]), and so on down to `levels` plies below the root: young brothers wait at
    /// every level, and a cut at a nested level ends that split (answers still out are read by
    /// nobody).
    pub fn with_nesting(self, levels: u32) -> RootSplit {
        RootSplit {
            nest: levels,
            ..self
        }
    }

    /// The same search with the move order `hint` learnt by an earlier one (its nested splits order
    /// their moves by it).
    pub fn with_hint(mut self, hint: &Hint) -> RootSplit {
        for m in &mut self.moves {
            m.hint = hint.child(m.sq).cloned();
        }
        self
    }

    /// What this search learnt of the move order below the root (for [`RootSplit::with_hint`]).
    pub fn hint(&self) -> Hint {
        let below = self
            .moves
            .iter()
            .filter_map(|m| {
                let h = match (&m.sub, m.reply, &m.hint) {
                    (Some(sub), _, _) => sub.split.hint(),
                    (None, r, old) if r != NO_MOVE => Hint {
                        order: vec![r],
                        below: old.as_ref().map_or(Vec::new(), |h| h.below.clone()),
                    },
                    (None, _, old) => old.clone()?,
                };
                Some((m.sq, h))
            })
            .collect();
        Hint {
            order: self.order_for_next(),
            below,
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
        let nested = self.moves.iter().filter_map(|m| m.sub.as_ref());
        self.nodes + nested.map(|sub| sub.split.nodes()).sum::<u64>()
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
        // `order` rather than the library's sort: the page runs this, and each library sort
        // compiles its own few KB into its WebAssembly (a root has at most 32 moves).
        let ranked = crate::order::sorted_by_key(self.moves.iter().enumerate(), |&(i, m)| {
            (Some(i) != best, -m.hi.min(INF))
        });
        ranked.into_iter().map(|(_, m)| m.sq).collect()
    }

    /// What the search proved so far against the move it searched first (the last iteration's
    /// choice): `(its square, the square of the move proven better, that move's lower bound)`, the
    /// highest such bound, when some other move's proven lower bound is above the first move's
    /// proven upper bound. For a search stopped before its end, as the single search's
    /// `Midgame::root_proven`.
    pub fn proven_better(&self) -> Option<(u8, u8, i32)> {
        let first = self.moves.first().filter(|m| m.hi < INF)?;
        let better = self.moves[1..]
            .iter()
            .filter(|m| m.lo > first.hi)
            .max_by_key(|m| m.lo)?;
        Some((first.sq, better.sq, better.lo))
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
            nodes: self.nodes(),
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
        if let Some(task) = self.nested_task(worker) {
            return Some(task);
        }
        let exact = self.exact_task();
        let (index, window) = exact.or_else(|| self.test_task(worker))?;
        if exact.is_some() && self.worth_splitting(index) {
            return self.split_move(index, window, worker);
        }
        let id = self.next_id;
        self.next_id += 1;
        self.moves[index].busy = true;
        self.out.push(Out { id, index, window });
        let (player, opponent) = self.moves[index].child;
        Some(Task {
            id,
            search: self.search,
            board: Board {
                player: Bitboard(player),
                opponent: Bitboard(opponent),
            },
            work: self.work,
            alpha: -window.1,
            beta: -window.0,
        })
    }

    /// A task of a nested split (the best move's first, then in order), numbered on from this one.
    fn nested_task(&mut self, worker: usize) -> Option<Task> {
        let mut best = self.best();
        if best.is_none_or(|b| self.moves[b].sub.is_none()) {
            best = None;
        }
        let order = best.into_iter().chain(0..self.moves.len());
        for i in order.collect::<Vec<usize>>() {
            let Some(sub) = self.moves[i].sub.as_mut() else {
                continue;
            };
            sub.split.next_id = self.next_id;
            let task = sub.split.next_task(worker);
            self.next_id = sub.split.next_id;
            if task.is_some() {
                return task;
            }
        }
        None
    }

    /// True when the exact search of the move at `index` is to be split one ply further.
    fn worth_splitting(&self, index: usize) -> bool {
        let (p, o) = self.moves[index].child;
        let big = match self.work {
            Work::Exact => (!(p | o)).count_ones() >= SPLIT_EMPTIES,
            Work::Midgame { depth, .. } => depth >= SPLIT_DEPTH,
        };
        self.nest > 0 && big && legal_moves(p, o) != 0
    }

    /// Splits the search of the move at `index` in `window` (the root side's view) one ply further,
    /// and gives `worker` its first task.
    fn split_move(&mut self, index: usize, window: (i32, i32), worker: usize) -> Option<Task> {
        let m = &self.moves[index];
        let (p, o) = m.child;
        let order = child_order(p, o, m.hint.as_ref(), m.reply);
        let mut split = RootSplit::new(p, o, &order, self.work, self.next_id)
            .with_search_id(self.search)
            .with_window(-window.1, -window.0)
            .with_nesting(self.nest - 1);
        if let Some(hint) = &m.hint {
            split = split.with_hint(hint);
        }
        if let (Some((expected, margin)), false) = (self.speculate, self.alpha_known()) {
            split = split.with_speculation(-expected, margin);
        }
        let task = split.next_task(worker);
        self.next_id = split.next_id;
        let m = &mut self.moves[index];
        m.busy = true;
        m.sub = Some(Box::new(Sub { split, window }));
        task
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
            (false, Some((e, margin))) => (e - margin).max(self.window.0),
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
            return self.on_nested_done(done);
        };
        let task = self.out.swap_remove(k);
        self.nodes += done.nodes;
        let midgame = self.work != Work::Exact;
        let m = &mut self.moves[task.index];
        m.busy = false;
        m.worker = Some(done.worker);
        let Some(score) = done.score else {
            return true;
        };
        m.reply = done.best.map_or(NO_MOVE, Square::index);
        m.narrow(task.window, -score, midgame);
        true
    }

    /// Reads an answer to a nested split's task: when it ends that split, its score is the move's.
    fn on_nested_done(&mut self, done: &Done) -> bool {
        let midgame = self.work != Work::Exact;
        for m in &mut self.moves {
            let Some(sub) = m.sub.as_mut() else {
                continue;
            };
            if !sub.split.on_done(done) {
                continue;
            }
            if let Some(outcome) = sub.split.result() {
                let sub = m.sub.take().expect("a nested split");
                self.nodes += sub.split.nodes();
                m.busy = false;
                m.reply = outcome.best;
                m.narrow(sub.window, -outcome.score, midgame);
            }
            return true;
        }
        false
    }
}

impl RootMove {
    /// Reads a fail-soft score `v` (the root side's view) found in `window`. In a midgame search,
    /// an answer that contradicts a bound proven before (search instability: the workers' separate
    /// tables, ProbCut) settles the move at that answer, as the single search takes its
    /// re-search's value: reopening the move can cycle for ever (with nested splits, a selective
    /// deepening of FFO #44 on two threads re-tested the same null window hundreds of thousands
    /// of times, docs/experiments/parallel.md). Exact answers are true bounds and never
    /// contradict; should one, the move is reopened.
    fn narrow(&mut self, (low, high): (i32, i32), v: i32, midgame: bool) {
        let m = self;
        (m.lo, m.hi) = match v {
            v if v <= low && m.lo > v && midgame => (v, v),
            v if v <= low && m.lo > v => (-INF, v),
            v if v <= low => (m.lo, v),
            v if v >= high && m.hi < v && midgame => (v, v),
            v if v >= high && m.hi < v => (v, INF),
            v if v >= high => (v, m.hi),
            v => (v, v),
        };
    }
}

/// The moves of `(p, o)` (some) in search order: those of `hint` first, then `reply`, then the
/// rest in the midgame order.
fn child_order(p: u64, o: u64, hint: Option<&Hint>, reply: u8) -> Vec<u8> {
    let moves = legal_moves(p, o);
    let first = hint.map_or(&[][..], |h| &h.order[..]);
    let mut order: Vec<u8> = Vec::new();
    let known = first.iter().chain(std::iter::once(&reply)).copied();
    let rest = MoveList::midgame(p, o, moves, NO_MOVE).map(|c| c.sq);
    for sq in known
        .filter(|&sq| sq < 64 && moves >> sq & 1 == 1)
        .chain(rest)
    {
        if !order.contains(&sq) {
            order.push(sq);
        }
    }
    order
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
            score: Some(-score),
            nodes: 10,
            best: None,
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
        let mut s = start().with_speculation(5, 0);
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

    /// The discs on a task's board: 5 for a child of the start position, 6 for a grandchild.
    fn discs(task: &Task) -> u32 {
        64 - task.board.empties().count()
    }

    #[test]
    fn a_nested_split_searches_the_eldest_grandchild_first_then_the_others_in_parallel() {
        let mut s = start().with_nesting(1);
        let eldest = s.next_task(0).unwrap();
        assert_eq!((discs(&eldest), eldest.alpha, eldest.beta), (6, -INF, INF));
        assert_eq!(
            s.next_task(1),
            None,
            "the nested split waits for its eldest"
        );
        // Scores for the child's side (the nested split's root): its eldest reply is worth 10.
        assert!(s.on_done(&answer(&eldest, 0, 10)));
        let tests: Vec<Task> = (1..3).map(|w| s.next_task(w).unwrap()).collect();
        assert!(tests.iter().all(|t| discs(t) == 6 && window(t) == (10, 11)));
        assert_eq!(
            s.next_task(3),
            None,
            "the root's younger moves wait for the eldest"
        );
        for t in &tests {
            assert!(s.on_done(&answer(t, 1, 4)));
        }
        // Move 19 is worth -10 to the root: the younger moves are tested against it, unsplit.
        let younger: Vec<Task> = (0..3).map(|w| s.next_task(w).unwrap()).collect();
        assert!(younger
            .iter()
            .all(|t| discs(t) == 5 && window(t) == (-10, -9)));
        for t in &younger {
            s.on_done(&answer(t, 0, -12));
        }
        let r = s.result().unwrap();
        assert_eq!((r.score, r.best, r.nodes), (-10, 19, 60));
        assert_eq!(s.next_id(), 106, "one id space for both levels");
    }

    #[test]
    fn a_cut_in_a_nested_split_ends_it_and_its_late_answers_are_read_by_nobody() {
        let mut s = start()
            .with_window(0, 10)
            .with_speculation(5, 0)
            .with_nesting(1);
        let eldest = s.next_task(0).unwrap();
        assert_eq!((discs(&eldest), window(&eldest)), (6, (-10, 0)));
        // The nested split speculates too: its younger replies against -5.
        let spec = s.next_task(1).unwrap();
        assert_eq!((discs(&spec), window(&spec)), (6, (-5, -4)));
        // The eldest reply refutes move 19 (at least 3 for the child: at most -3 for the root).
        assert!(s.on_done(&answer(&eldest, 0, 3)));
        assert!(
            !s.on_done(&answer(&spec, 1, -7)),
            "nobody reads a finished split's answer"
        );
        let tests: Vec<Task> = (0..3).filter_map(|w| s.next_task(w)).collect();
        assert!(tests.iter().all(|t| discs(t) == 5 && window(t) == (0, 1)));
        assert_eq!(tests.len(), 3);
        for t in &tests {
            s.on_done(&answer(t, 0, -1));
        }
        let r = s.result().unwrap();
        assert_eq!(
            (r.score, r.best, r.nodes),
            (-1, 26, 40),
            "fail low: the highest bound"
        );
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
        assert_eq!(eldest_again.board, eldest.board);
    }
}
