//! Iterative deepening over root splits, the driver a transport steps: [`Deepening`].
//!
//! Its decisions are the single search's, made by the same driver (`search::driver`): aspiration
//! windows, the hard-move extension of the deadline, no new iteration once 45 % of the time is
//! spent, the move an unfinished iteration proved better, the exact solve when the limits call for
//! one and a few empties beyond it the win/draw/loss solve. This module only carries them out with every step a
//! [`RootSplit`]: an iteration is a split midgame search (its aspiration window widened on the
//! same split when it fails, so the bounds found stay), the exact solve a split of the exact
//! solve, first after a selective deepening to the depth the single solver's first guess searches
//! (for the move order and the guess), and the win/draw/loss solve a split of the exact solve in
//! the window `(-1, 1)`, the deepening's move first.
//!
//! The transport owns the clock and the workers: it asks [`Deepening::next_task`] for each idle
//! worker, hands every answer to [`Deepening::on_done`] with its host (the clock the 45 % rule reads,
//! the listener of each completed iteration), calls [`Deepening::time_up`] when
//! [`Deepening::deadline_ms`] passes (which ends the search or starts its win/draw/loss stage with a
//! later deadline), and [`Deepening::stop`] when its host says stop. Invariant: the report is always a
//! completed iteration's (or, before any, the first legal move in the usual order), so a stop at any
//! time leaves a legal move; the deadline only ever moves later, never past the limits' longest.

use super::root::{Hint, Outcome, RootSplit};
use super::task::{Done, Task, Work};
use crate::board::{Board, Move};
use crate::search::budget::Budget;
use crate::search::driver::{Driver, Phase, Plan};
use crate::search::hash::NO_MOVE;
use crate::search::limits::{Host, Limits, Report};
use crate::search::ordering::MoveList;
use crate::search::score::MAX_SCORE;

/// The first guess of an exact split searches this many plies beyond half the empties (as the
/// single solver's guess)...
const GUESS_EXTRA_DEPTH: u32 = 4;
/// ... but no deeper than this.
const GUESS_MAX_DEPTH: u32 = 18;

/// While the eldest move is searched, idle workers test the others against the expected score
/// less this many centi-discs (midgame iterations with an aspiration guess).
const SPECULATION_MARGIN: i32 = 50;

/// Each iteration's best move is split this many plies below the root, when big enough (see
/// [`RootSplit::with_nesting`]), on fewer than [`NEST_FROM_WORKERS`] workers: off (0). On two
/// native threads nesting 2 was no faster (FFO #40-#49 29.7 s against 29.6 s, 23 % more nodes;
/// docs/experiments/parallel.md).
pub const NESTING: u32 = 0;

/// From this many workers on, the best moves are split [`WIDE_NESTING`] plies below the root: with
/// the root's moves alone, real cores gain nothing from 4 to 8 (FFO #40-#49 1.42x and 1.43x, depth
/// 14 1.62x and 1.63x), while the simulation of nesting 2 gives 2.42x and 2.75x at depth 14
/// (docs/experiments/parallel.md, "On real cores").
pub const NEST_FROM_WORKERS: usize = 4;

/// The nesting on [`NEST_FROM_WORKERS`] workers or more.
pub const WIDE_NESTING: u32 = 2;

/// The nesting a transport with `workers` workers uses by default: [`NESTING`], or
/// [`WIDE_NESTING`] from [`NEST_FROM_WORKERS`] on.
pub fn nesting_for(workers: usize) -> u32 {
    match workers >= NEST_FROM_WORKERS {
        true => WIDE_NESTING,
        false => NESTING,
    }
}

/// One move's search on several workers; see the module doc.
#[derive(Clone, Debug)]
pub struct Deepening {
    root: (u64, u64),
    driver: Driver,
    split: Option<RootSplit>,
    /// The id of the first task: the table generation of every task of this move.
    search: u64,
    next_id: u64,
    /// Nodes of finished splits and of answers that came back late.
    nodes: u64,
    order: Vec<u8>,
    worker_of: [Option<usize>; 64],
    /// The move order below the root the last iteration learnt.
    hint: Hint,
    nesting: u32,
}

impl Deepening {
    /// The search of `board` within `limits` (ProbCut in timed iterations when `selective`, as
    /// [`Search::with_selectivity`](crate::search::Search::with_selectivity)), its tasks
    /// numbered from `first_id`. A board with no legal move is finished at once (a pass).
    pub fn new(board: Board, limits: &Limits, selective: bool, first_id: u64) -> Deepening {
        let (p, o) = (board.player.0, board.opponent.0);
        let moves = board.legal_moves().0;
        let order: Vec<u8> = match moves {
            0 => Vec::new(),
            _ => MoveList::midgame(p, o, moves, NO_MOVE)
                .map(|c| c.sq)
                .collect(),
        };
        let empties = board.empties().count();
        let guess_depth = (empties / 2 + GUESS_EXTRA_DEPTH).min(GUESS_MAX_DEPTH);
        let plan = Plan::split(empties, limits, selective, guess_depth);
        let mut d = Deepening {
            root: (p, o),
            driver: Driver::new(board, limits, plan),
            split: None,
            search: first_id,
            next_id: first_id,
            nodes: 0,
            order,
            worker_of: [None; 64],
            hint: Hint::default(),
            nesting: NESTING,
        };
        d.begin();
        d
    }

    /// The same search splitting the best moves `levels` plies below the root (default
    /// none on fewer than four workers; 0: only the root's moves), from the next iteration on.
    pub fn with_nesting(mut self, levels: u32) -> Deepening {
        self.nesting = levels;
        if let Some(split) = self.split.take() {
            self.split = Some(split.with_nesting(levels));
        }
        self
    }

    /// The same search with the nesting that suits `workers` workers: the best moves split two
    /// plies below the root from four workers on, the root's moves alone below that (measured:
    /// docs/experiments/parallel.md).
    pub fn for_workers(self, workers: usize) -> Deepening {
        self.with_nesting(nesting_for(workers))
    }

    /// True when the search is over and [`Deepening::report`] final.
    pub fn finished(&self) -> bool {
        self.driver.phase() == Phase::Finished
    }

    /// The best move so far (a completed iteration's) with its score and the nodes of every answer.
    pub fn report(&self) -> Report {
        Report {
            nodes: self.nodes(),
            ..self.driver.report().clone()
        }
    }

    /// Nodes of every answer so far.
    pub fn nodes(&self) -> u64 {
        self.nodes + self.split.as_ref().map_or(0, RootSplit::nodes)
    }

    /// The id the next task will get: a transport numbering several searches goes on from here.
    pub fn next_id(&self) -> u64 {
        self.split.as_ref().map_or(self.next_id, RootSplit::next_id)
    }

    /// The time (host milliseconds) at which the transport must stop the workers' tasks and call
    /// [`Deepening::time_up`]: the move's usual time (40 % of it when a win/draw/loss solve
    /// follows), later after a hard iteration, the maximum of a game clock during an exact solve,
    /// and after [`Deepening::time_up`] starts a win/draw/loss solve (the driver's deadline).
    /// It only moves later: a transport that armed a timer asks again when it fires.
    pub fn deadline_ms(&self) -> Option<u64> {
        self.driver.deadline_ms()
    }

    /// What idle `worker` should search now; `None` when nothing is open for it (wait for answers).
    pub fn next_task(&mut self, worker: usize) -> Option<Task> {
        self.split.as_mut()?.next_task(worker)
    }

    /// Reads an answer; when it completes an iteration, reports it to `host` and starts the next
    /// one if `host`'s clock allows (see the module doc).
    pub fn on_done(&mut self, done: &Done, host: &mut dyn Host) {
        let Some(split) = self.split.as_mut() else {
            self.nodes += done.nodes;
            return;
        };
        if !split.on_done(done) {
            self.nodes += done.nodes;
            return;
        }
        if let Some(outcome) = split.result() {
            self.settle(outcome, host);
        }
    }

    /// Ends the search now (time out or cancel), keeping the last completed iteration, or the move
    /// the unfinished one proved better than that iteration's choice (as
    /// [`Search::run`](crate::search::Search::run) does).
    pub fn stop(&mut self) {
        let proven = self.abandon();
        self.driver.stopped(proven);
    }

    /// The clock has passed [`Deepening::deadline_ms`]: the search ends as at
    /// [`Deepening::stop`], unless a win/draw/loss solve was to follow the deepening: then it
    /// starts, with the deepening's move first and a later deadline. The tasks still out answer
    /// late (their workers were told the old deadline) and count only as nodes.
    pub fn time_up(&mut self) {
        let proven = self.abandon();
        self.driver.time_up(proven);
        self.begin();
    }

    /// Drops the split under way, keeping its nodes; returns the move it proved better than the
    /// last iteration's choice, if any.
    fn abandon(&mut self) -> Option<(u8, u8, i32)> {
        self.nodes = self.nodes();
        self.next_id = self.next_id();
        let split = self.split.take()?;
        split.proven_better()
    }

    /// A split's outcome: widen a failed aspiration window, else hand the iteration (or the
    /// solve's result) to the driver and go on.
    /// The bounds already proven may settle the widened window at once (every move still below
    /// its new lower end): then it is widened again, as no answer would come to do it (the split
    /// stalled there before, with no task to give and no result read: docs/experiments/parallel.md).
    fn settle(&mut self, mut outcome: Outcome, host: &mut dyn Host) {
        while let Phase::Deepen(_) = self.driver.phase() {
            if !self.driver.failed(outcome.score) {
                break;
            }
            let split = self.split.as_mut().expect("a split under way");
            let (low, high) = self.driver.window();
            split.widen(low, high);
            match split.result() {
                Some(again) => outcome = again,
                None => return,
            }
        }
        self.complete(outcome, host);
    }

    /// Hands a completed step to the driver and starts the next.
    fn complete(&mut self, outcome: Outcome, host: &mut dyn Host) {
        let split = self.split.take().expect("a split under way");
        split.affinity(&mut self.worker_of);
        self.hint = split.hint();
        self.order = split.order_for_next();
        self.nodes += split.nodes();
        self.next_id = split.next_id();
        let mut budget = Budget::new(&self.driver.budget_limits(), host);
        match self.driver.phase() {
            Phase::Deepen(_) => {
                let nodes = self.nodes;
                self.driver
                    .completed(outcome.best, outcome.score, nodes, &mut budget)
            }
            _ => self
                .driver
                .solved(outcome.best, outcome.score, self.nodes, &mut budget),
        }
        self.begin();
    }

    /// Starts the driver's step with its split.
    fn begin(&mut self) {
        let phase = self.driver.phase();
        if let (Phase::Wld, Move::Play(sq)) = (phase, self.driver.report().best) {
            let sq = sq.index();
            self.order.retain(|&m| m != sq);
            self.order.insert(0, sq);
        }
        let (p, o) = self.root;
        let split = |work| {
            RootSplit::new(p, o, &self.order, work, self.next_id)
                .with_search_id(self.search)
                .with_affinity(&self.worker_of)
                .with_hint(&self.hint)
                .with_nesting(self.nesting)
        };
        self.split = match phase {
            Phase::Deepen(depth) => {
                let selective = self.driver.selective();
                let s = split(Work::Midgame { depth, selective });
                let (low, high) = self.driver.window();
                Some(match self.driver.guess() {
                    Some(g) => s
                        .with_window(low, high)
                        .with_speculation(g, SPECULATION_MARGIN),
                    None => s,
                })
            }
            Phase::Exact => {
                let guess = (self.driver.last_score() / 200 * 2).clamp(-MAX_SCORE, MAX_SCORE);
                Some(split(Work::Exact).with_speculation(guess, 1))
            }
            // "Does a move win?" (above 0) first, for every move at once, the deepening's first.
            Phase::Wld => Some(split(Work::Exact).with_window(-1, 1).with_speculation(1, 1)),
            Phase::Finished => None,
        };
    }
}
