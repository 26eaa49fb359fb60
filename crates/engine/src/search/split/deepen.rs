//! Iterative deepening over root splits, the driver a transport steps: [`Deepening`].
//!
//! It makes the decisions of [`Search::run`](crate::search::Search::run) for one move, with
//! every iteration a [`RootSplit`]: an exact solve when the limits call for one (first a selective
//! deepening to the depth the single solver's first guess searches, for the move order and the
//! guess), otherwise iterative deepening to the depth limit, with aspiration windows from depth
//! `ASPIRATION_DEPTH`, and no new iteration once 45 % of the time is spent (the single search's
//! rule, asked of the same function). Its clock rules are the single search's too: an iteration
//! from `HARD_MOVE_DEPTH` on that changes the best move or drops the score moves the deadline to
//! `HARD_MOVE_FACTOR` times the usual time (within [`Limits::max_time_ms`]), and an unfinished
//! iteration stopped by the clock still counts when it proved a move better than the last
//! iteration's choice ([`Deepening::stop`]). A few empties beyond the exact horizon, the deepening
//! gets `WLD_DEEPEN_PERCENT` of the time and a win/draw/loss split the rest, up to the longest
//! (as [`wld_horizon`] says for both): a root split of the exact solve in the window `(-1, 1)`,
//! whose winning (else drawing) move replaces the deepening's.
//!
//! The transport owns the clock and the workers: it asks [`Deepening::next_task`] for each idle
//! worker, hands every answer to [`Deepening::on_done`] with its host (the clock the 45 % rule reads,
//! the listener of each completed iteration), calls [`Deepening::time_up`] when
//! [`Deepening::deadline_ms`] passes (which ends the search or starts its win/draw/loss stage with a
//! later deadline), and [`Deepening::stop`] when its host says stop. Invariant: the report is always a
//! completed iteration's (or, before any, the first legal move in the usual order), so a stop at any
//! time leaves a legal move; the deadline only ever moves later, never past the limits' longest.

use super::root::{Hint, Outcome, RootSplit};
use super::{Done, Task, Work};
use crate::board::{Board, Move};
use crate::eval::WIN_SCALE;
use crate::search::budget::Budget;
use crate::search::hash::NO_MOVE;
use crate::search::limits::{Host, Limits, Report};
use crate::search::ordering::MoveList;
use crate::search::score::{INF, MAX_SCORE};
use crate::search::searcher::{
    changed_mind, div_round, pass_report, play_report, take_proven_move, take_wld_move,
    ASPIRATION_DEPTH, ASPIRATION_WINDOW,
};
use crate::search::time::time_for_another_iteration;
use crate::search::time::{
    when_to_solve, wld_horizon, HARD_MOVE_DEPTH, HARD_MOVE_FACTOR, WLD_DEEPEN_PERCENT,
};

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

/// What the driver is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The midgame iteration to this depth.
    Deepen(u32),
    /// The exact solve.
    Exact,
    /// The win/draw/loss solve (after a deepening cut short).
    Wld,
    /// Over: the report is final.
    Finished,
}

/// The plan for one move, fixed at the start.
#[derive(Clone, Copy, Debug)]
struct Plan {
    deepen_to: u32,
    selective: bool,
    exact: bool,
    /// A win/draw/loss solve follows the deepening.
    wld: bool,
}

/// One move's search on several workers; see the module doc.
#[derive(Clone, Debug)]
pub struct Deepening {
    root: (u64, u64),
    limits: Limits,
    plan: Plan,
    phase: Phase,
    split: Option<RootSplit>,
    /// The id of the first task: the table generation of every task of this move.
    search: u64,
    next_id: u64,
    /// Nodes of finished splits and of answers that came back late.
    nodes: u64,
    report: Report,
    /// The last scores at even and odd depths (centi-discs), for the aspiration windows.
    last: [i32; 2],
    widen: i32,
    order: Vec<u8>,
    worker_of: [Option<usize>; 64],
    /// The move order below the root the last iteration learnt.
    hint: Hint,
    nesting: u32,
    /// The deadline of the deepening (host milliseconds): the usual time, later for a hard move.
    deadline: Option<u64>,
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
        let plan = plan(board.empties().count(), limits, selective);
        let mut d = Deepening {
            root: (p, o),
            limits: *limits,
            plan,
            phase: Phase::Finished,
            split: None,
            search: first_id,
            next_id: first_id,
            nodes: 0,
            report: pass_report(board),
            last: [0; 2],
            widen: 0,
            order,
            worker_of: [None; 64],
            hint: Hint::default(),
            nesting: NESTING,
            deadline: match plan.wld {
                true => limits.time_ms.map(|t| t * WLD_DEEPEN_PERCENT / 100),
                false => limits.time_ms,
            },
        };
        if let Some(&first) = d.order.first() {
            d.report = play_report(first, 0, false, 0);
            d.begin(Phase::Deepen(1));
        }
        d
    }

    /// The same search splitting the best moves `levels` plies below the root (default
    /// [`NESTING`]; 0: only the root's moves), from the next iteration on.
    pub fn with_nesting(mut self, levels: u32) -> Deepening {
        self.nesting = levels;
        if let Some(split) = self.split.take() {
            self.split = Some(split.with_nesting(levels));
        }
        self
    }

    /// True when the search is over and [`Deepening::report`] final.
    pub fn finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    /// The best move so far (a completed iteration's) with its score and the nodes of every answer.
    pub fn report(&self) -> Report {
        Report {
            nodes: self.nodes(),
            ..self.report.clone()
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
    /// follows), later after a hard iteration (see the module doc), the maximum of a game clock
    /// during an exact solve, and after [`Deepening::time_up`] starts a win/draw/loss solve. It
    /// only moves later: a transport that armed a timer asks again when it fires.
    pub fn deadline_ms(&self) -> Option<u64> {
        match self.phase {
            Phase::Exact => self.limits.max_time_ms.max(self.deadline),
            Phase::Wld => self.limits.max_time_ms.max(self.limits.time_ms),
            _ => self.deadline,
        }
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
        self.abandon();
        self.phase = Phase::Finished;
    }

    /// The clock has passed [`Deepening::deadline_ms`]: the search ends as at
    /// [`Deepening::stop`], unless a win/draw/loss solve was to follow the deepening: then it
    /// starts, with the deepening's move first and a later deadline. The tasks still out answer
    /// late (their workers were told the old deadline) and count only as nodes.
    pub fn time_up(&mut self) {
        match (self.phase, self.plan.wld) {
            (Phase::Deepen(_), true) => {
                self.abandon();
                self.begin(Phase::Wld);
            }
            _ => self.stop(),
        }
    }

    /// Drops the split under way, keeping its nodes, and the move it proved better than the last
    /// iteration's choice, if any.
    fn abandon(&mut self) {
        self.nodes = self.nodes();
        self.next_id = self.next_id();
        if let (Phase::Deepen(_), Some(split)) = (self.phase, self.split.as_ref()) {
            take_proven_move(split.proven_better(), &mut self.report);
        }
        self.split = None;
    }

    /// A split's outcome: widen a failed aspiration window, else record the iteration (or the
    /// win/draw/loss verdict) and go on.
    /// The bounds already proven may settle the widened window at once (every move still below
    /// its new lower end): then it is widened again, as no answer would come to do it (the split
    /// stalled there before, with no task to give and no result read: docs/experiments/parallel.md).
    fn settle(&mut self, mut outcome: Outcome, host: &mut dyn Host) {
        if self.phase == Phase::Wld {
            // Its window is the question (win, draw or loss?), not an aspiration.
            return self.complete(outcome, host);
        }
        loop {
            let split = self.split.as_mut().expect("a split under way");
            let (low, high) = split.window();
            if outcome.score <= low && low > -INF {
                split.widen((low - self.widen).max(-INF), high);
            } else if outcome.score >= high && high < INF {
                split.widen(low, (high + self.widen).min(INF));
            } else {
                self.complete(outcome, host);
                return;
            }
            self.widen *= 2;
            match split.result() {
                Some(again) => outcome = again,
                None => return,
            }
        }
    }

    /// Records a completed iteration and starts the next phase.
    fn complete(&mut self, outcome: Outcome, host: &mut dyn Host) {
        let split = self.split.take().expect("a split under way");
        split.affinity(&mut self.worker_of);
        self.hint = split.hint();
        self.order = split.order_for_next();
        self.nodes += split.nodes();
        self.next_id = split.next_id();
        let empties = (!(self.root.0 | self.root.1)).count_ones();
        self.report = match self.phase {
            Phase::Deepen(d) => {
                self.hard_move(d, &outcome, host);
                self.last[(d & 1) as usize] = outcome.score;
                play_report(outcome.best, div_round(outcome.score, WIN_SCALE), false, d)
            }
            Phase::Wld => {
                let mut report = self.report.clone();
                take_wld_move(outcome.score, outcome.best, &mut report);
                report
            }
            _ => play_report(outcome.best, outcome.score, true, empties),
        };
        self.report.nodes = self.nodes;
        host.progress(&self.report);
        let next = match self.phase {
            Phase::Deepen(d) if d < self.plan.deepen_to && self.time_left(host) => {
                Phase::Deepen(d + 1)
            }
            Phase::Deepen(_) if self.plan.exact => Phase::Exact,
            Phase::Deepen(_) if self.plan.wld => Phase::Wld,
            _ => Phase::Finished,
        };
        self.begin(next);
    }

    /// The single search's hard move: an iteration to `depth` (from [`HARD_MOVE_DEPTH`] on) that
    /// changed its mind moves the deadline to [`HARD_MOVE_FACTOR`] times the usual time, within
    /// the longest ([`Budget::extend_to`]).
    fn hard_move(&mut self, depth: u32, outcome: &Outcome, host: &mut dyn Host) {
        let previous = self.last[(depth & 1) as usize];
        let changed = changed_mind(&self.report, outcome.best, outcome.score, previous);
        let hard = depth >= HARD_MOVE_DEPTH && changed && !self.plan.wld;
        if let (Some(usual), true) = (self.limits.time_ms, hard) {
            let mut budget = self.budget(host);
            budget.extend_to(usual * HARD_MOVE_FACTOR);
            self.deadline = budget.time_ms();
        }
    }

    /// True when the single search would start another iteration now.
    fn time_left(&self, host: &mut dyn Host) -> bool {
        time_for_another_iteration(&mut self.budget(host))
    }

    /// The single search's budget for these limits with the deadline of the moment.
    fn budget<'h>(&self, host: &'h mut dyn Host) -> Budget<'h> {
        let limits = Limits {
            time_ms: self.deadline,
            ..self.limits
        };
        Budget::new(&limits, host)
    }

    /// Starts `phase` with its split.
    fn begin(&mut self, phase: Phase) {
        self.phase = phase;
        if let (Phase::Wld, Move::Play(sq)) = (phase, self.report.best) {
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
                let selective = self.plan.selective;
                let s = split(Work::Midgame { depth, selective });
                Some(
                    match (depth >= ASPIRATION_DEPTH).then(|| self.last[(depth & 1) as usize]) {
                        Some(g) => {
                            self.widen = 3 * ASPIRATION_WINDOW;
                            s.with_window(g - ASPIRATION_WINDOW, g + ASPIRATION_WINDOW)
                                .with_speculation(g, SPECULATION_MARGIN)
                        }
                        None => s,
                    },
                )
            }
            Phase::Exact => {
                let guess = (self.last_score() / 200 * 2).clamp(-MAX_SCORE, MAX_SCORE);
                Some(split(Work::Exact).with_speculation(guess, 1))
            }
            // "Does a move win?" (above 0) first, for every move at once, the deepening's first.
            Phase::Wld => Some(split(Work::Exact).with_window(-1, 1).with_speculation(1, 1)),
            Phase::Finished => None,
        };
    }

    /// The last completed iteration's score, centi-discs.
    fn last_score(&self) -> i32 {
        match self.report.depth {
            0 => 0,
            d => self.last[(d & 1) as usize],
        }
    }
}

/// The plan of [`Search::run`](crate::search::Search::run) for a board with `empties`
/// empties: exact when it would solve (after a guess's deepening), else deepening to the limit,
/// then a win/draw/loss solve where [`wld_horizon`] says so.
fn plan(empties: u32, limits: &Limits, selective: bool) -> Plan {
    let (solve_now, solvable) = when_to_solve(empties, limits);
    let exact = solve_now || solvable;
    let deepen_to = match exact {
        true => (empties / 2 + GUESS_EXTRA_DEPTH).min(GUESS_MAX_DEPTH),
        false => limits.depth,
    };
    Plan {
        deepen_to: deepen_to.clamp(1, empties.max(1)),
        selective: exact || (selective && limits.time_ms.is_some()),
        exact,
        wld: wld_horizon(empties, limits).is_some(),
    }
}
