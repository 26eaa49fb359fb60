//! One move's iterative deepening, decided once for both searches that run it: [`Driver`].
//!
//! The single search ([`Search::run`](super::Search::run)) and the split search
//! ([`Deepening`](super::split::Deepening)) search differently (one thread and one table, or tasks
//! on workers), but they deepen alike, so the decisions live here and each search only carries them
//! out: the plan ([`Plan`]: how deep, selective or not, an exact or a win/draw/loss solve after),
//! the aspiration windows ([`Driver::window`], [`Driver::failed`]), the hard-move extension, the
//! rule that starts no iteration after 45 % of the time, the move an unfinished iteration proved
//! better, the exact solve's report and the win/draw/loss verdict.
//!
//! A search asks [`Driver::phase`] what to search, searches it, and hands the result back
//! ([`Driver::completed`], [`Driver::solved`], [`Driver::stopped`]); the driver updates its report
//! and moves on. Whatever needs the clock takes the search's [`Budget`]: the single search passes
//! its own, the split search one made for the moment from its host and [`Driver::deadline_ms`].
//!
//! Scores: midgame iterations in centi-discs (the window too), exact and win/draw/loss results in
//! discs, all for the side to move; the report is in discs. Invariants: the report is always a
//! completed step's (or, before any, the first legal move in the usual order), so a stop at any
//! time leaves a legal move; the deadline only ever moves later, never past the limits' longest.

use super::budget::Budget;
use super::hash::NO_MOVE;
use super::limits::{Limits, Report};
use super::ordering::MoveList;
use super::score::INF;
use super::time::{
    time_for_another_iteration, when_to_solve, wld_horizon, HARD_MOVE_DEPTH, HARD_MOVE_DROP,
    HARD_MOVE_FACTOR, WLD_DEEPEN_PERCENT,
};
use crate::board::{Board, Move};
use crate::eval::WIN_SCALE;
use crate::square::Square;

/// Iterations from this depth on start with an aspiration window (see [`Driver::window`]).
pub const ASPIRATION_DEPTH: u32 = 4;

/// Half the width of the aspiration window, in centi-discs.
pub const ASPIRATION_WINDOW: i32 = 100;

/// What to search now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The midgame iteration to this depth, in [`Driver::window`].
    Deepen(u32),
    /// The exact solve.
    Exact,
    /// The win/draw/loss solve, after a deepening cut short.
    Wld,
    /// Nothing: the report is final.
    Finished,
}

/// How one move is searched, fixed at its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The deepest iteration (clamped to the empties; 0: no deepening).
    pub deepen_to: u32,
    /// ProbCut in the iterations.
    pub selective: bool,
    /// An exact solve follows the deepening.
    pub exact: bool,
    /// A win/draw/loss solve follows the deepening, which gets [`WLD_DEEPEN_PERCENT`] of the time.
    pub wld: bool,
}

impl Plan {
    /// The single search's plan for a board with `empties` empties within `limits` (ProbCut in
    /// timed iterations when `selective`; a win/draw/loss solve only when `win_draw_loss`): a
    /// short estimate before a solve under a clock (4 or 6 plies), no deepening before a solve
    /// without one (the solver guesses for itself), else the depth limit.
    pub fn single(empties: u32, limits: &Limits, selective: bool, win_draw_loss: bool) -> Plan {
        if win_draw_loss && wld_horizon(empties, limits).is_some() {
            return Plan {
                deepen_to: limits.depth.max(1),
                selective,
                exact: false,
                wld: true,
            };
        }
        let (solve_now, solvable) = when_to_solve(empties, limits);
        let timed = limits.time_ms.is_some();
        let deepen_to = match (solve_now, solvable) {
            (false, false) => limits.depth,
            (false, true) => limits.depth.min(6),
            (true, _) if timed => limits.depth.min(4),
            (true, _) => 0,
        };
        Plan {
            deepen_to,
            selective: selective && timed,
            exact: solve_now || solvable,
            wld: false,
        }
    }

    /// The split search's plan: the same decisions, but an exact solve always follows a selective
    /// deepening to `guess_depth` (which orders the split's moves and gives its first guess).
    pub fn split(empties: u32, limits: &Limits, selective: bool, guess_depth: u32) -> Plan {
        let (solve_now, solvable) = when_to_solve(empties, limits);
        let exact = solve_now || solvable;
        Plan {
            deepen_to: if exact { guess_depth } else { limits.depth }.max(1),
            selective: exact || (selective && limits.time_ms.is_some()),
            exact,
            wld: wld_horizon(empties, limits).is_some(),
        }
    }

    /// Iterative deepening alone to `depth`, ProbCut when `selective`: no clock, no solve.
    pub fn deepening(depth: u32, selective: bool) -> Plan {
        Plan {
            deepen_to: depth.max(1),
            selective,
            exact: false,
            wld: false,
        }
    }
}

/// What an unfinished iteration proved at the root: `(the square searched first, a better square,
/// its lower bound in centi-discs)`.
pub type Proven = (u8, u8, i32);

/// One move's deepening; see the module doc.
#[derive(Clone, Debug)]
pub struct Driver {
    plan: Plan,
    limits: Limits,
    empties: u32,
    phase: Phase,
    report: Report,
    /// The last scores at even and odd depths (centi-discs): the evaluation leans towards the side
    /// that moved last, so the previous iteration of the same parity is the better guess.
    last: [i32; 2],
    /// The window of the iteration under way, and how far it widens at its next failure.
    window: (i32, i32),
    widen: i32,
    /// The deepening's deadline (host milliseconds): the usual time (a share of it before a
    /// win/draw/loss solve), later after a hard iteration.
    deadline: Option<u64>,
}

impl Driver {
    /// The search of `board` within `limits` as `plan` says; finished at once, with a pass, when
    /// `board` has no legal move.
    pub fn new(board: Board, limits: &Limits, plan: Plan) -> Driver {
        let (p, o) = (board.player.0, board.opponent.0);
        let first = MoveList::midgame(p, o, board.legal_moves().0, NO_MOVE).next();
        let empties = board.empties().count();
        let mut driver = Driver {
            plan: Plan {
                deepen_to: plan.deepen_to.min(empties.max(1)),
                ..plan
            },
            limits: *limits,
            empties,
            phase: Phase::Finished,
            report: match first {
                Some(c) => play_report(c.sq, 0, false, 0),
                None => pass_report(board),
            },
            last: [0; 2],
            window: (-INF, INF),
            widen: 0,
            deadline: match plan.wld {
                true => limits.time_ms.map(|t| t * WLD_DEEPEN_PERCENT / 100),
                false => limits.time_ms,
            },
        };
        match (first, driver.plan.deepen_to) {
            (None, _) => {}
            (Some(_), 0) => driver.phase = driver.after_deepening(),
            (Some(_), _) => driver.iterate(1),
        }
        driver
    }

    /// What to search now.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// ProbCut in the iterations.
    pub fn selective(&self) -> bool {
        self.plan.selective
    }

    /// The best move so far, with its score, the depth completed and the line.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The window of the iteration under way (centi-discs): from [`ASPIRATION_DEPTH`] on, an
    /// aspiration window of [`ASPIRATION_WINDOW`] around the last score of the same parity, widened
    /// after each failure ([`Driver::failed`]); the whole window before.
    pub fn window(&self) -> (i32, i32) {
        self.window
    }

    /// The expected score of the iteration under way (its aspiration guess), if it has one.
    pub fn guess(&self) -> Option<i32> {
        match self.phase {
            Phase::Deepen(depth) => (depth >= ASPIRATION_DEPTH).then(|| self.last_at(depth)),
            _ => None,
        }
    }

    /// The last completed iteration's score, centi-discs (0 before any).
    pub fn last_score(&self) -> i32 {
        match self.report.depth {
            0 => 0,
            d => self.last_at(d),
        }
    }

    /// The move's limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The limits of the search's budget now: the deadline of the moment as the usual time.
    pub fn budget_limits(&self) -> Limits {
        Limits {
            time_ms: self.deadline,
            ..self.limits
        }
    }

    /// When the search must stop (host milliseconds): the deepening's deadline, the limits'
    /// longest during a solve (an exact or a win/draw/loss solve that finishes is worth the time).
    pub fn deadline_ms(&self) -> Option<u64> {
        match self.phase {
            Phase::Exact => self.limits.max_time_ms.max(self.deadline),
            Phase::Wld => self.limits.max_time_ms.max(self.limits.time_ms),
            _ => self.deadline,
        }
    }

    /// An iteration searched in [`Driver::window`] scored `score` (fail-soft, centi-discs): true
    /// when it failed (the score is at or beyond an end of the window that is not the whole
    /// range), and the window is widened on that side, further each time, for the search again.
    pub fn failed(&mut self, score: i32) -> bool {
        let (low, high) = self.window;
        if score <= low && low > -INF {
            self.window.0 = (low - self.widen).max(-INF);
        } else if score >= high && high < INF {
            self.window.1 = (high + self.widen).min(INF);
        } else {
            return false;
        }
        self.widen *= 2;
        true
    }

    /// The iteration under way completed with `best` at `score` (centi-discs, inside its window),
    /// `nodes` searched so far: a hard move gets more time (from [`HARD_MOVE_DEPTH`] on, another
    /// best move or a score [`HARD_MOVE_DROP`] lower moves `budget`'s deadline to
    /// [`HARD_MOVE_FACTOR`] times the usual time, within the longest), the report is the
    /// iteration's and `budget`'s host hears it; then the next iteration if there is time for
    /// it (less than 45 % of the deadline spent), else the solve that follows, if any.
    pub fn completed(&mut self, best: u8, score: i32, nodes: u64, budget: &mut Budget) {
        let Phase::Deepen(depth) = self.phase else {
            return;
        };
        if best == NO_MOVE {
            self.phase = self.after_deepening();
            return;
        }
        let changed = changed_mind(&self.report, best, score, self.last_at(depth));
        let hard = depth >= HARD_MOVE_DEPTH && changed && !self.plan.wld;
        if let (Some(usual), true) = (self.limits.time_ms, hard) {
            budget.extend_to(usual * HARD_MOVE_FACTOR);
            self.deadline = budget.time_ms();
        }
        self.last[(depth & 1) as usize] = score;
        self.report = play_report(best, div_round(score, WIN_SCALE), false, depth);
        self.report.nodes = nodes;
        budget.progress(&self.report);
        match depth < self.plan.deepen_to && time_for_another_iteration(budget) {
            true => self.iterate(depth + 1),
            false => self.phase = self.after_deepening(),
        }
    }

    /// The solve under way finished: `best` at `score` (discs; for a win/draw/loss solve, its
    /// sign), `nodes` searched so far. An exact solve's result is the report; a win/draw/loss
    /// solve's winning (else drawing) move replaces the deepening's unless every move loses, the
    /// proven sign winning over the estimate's. `budget`'s host hears the new report. A solve that
    /// found no move (`best` is `NO_MOVE`) changes nothing.
    pub fn solved(&mut self, best: u8, score: i32, nodes: u64, budget: &mut Budget) {
        let solving = matches!(self.phase, Phase::Exact | Phase::Wld);
        if !solving || best == NO_MOVE {
            self.phase = Phase::Finished;
            return;
        }
        match self.phase {
            Phase::Exact => self.report = play_report(best, score, true, self.empties),
            _ => take_wld_move(score, best, &mut self.report),
        }
        self.report.nodes = nodes;
        budget.progress(&self.report);
        self.phase = Phase::Finished;
    }

    /// The search was stopped (a cancel, or the node limit) during the step under way: the
    /// report stays the last completed step's, or the move an unfinished iteration `proven`
    /// better than that step's choice.
    pub fn stopped(&mut self, proven: Option<Proven>) {
        self.abandon(proven);
        self.phase = Phase::Finished;
    }

    /// The clock passed [`Driver::deadline_ms`] during the step under way: as
    /// [`Driver::stopped`], except that a deepening that a win/draw/loss solve follows goes on to
    /// that solve.
    pub fn time_up(&mut self, proven: Option<Proven>) {
        match (self.phase, self.plan.wld) {
            (Phase::Deepen(_), true) => {
                self.abandon(proven);
                self.phase = Phase::Wld;
            }
            _ => self.stopped(proven),
        }
    }

    /// Keeps the move an unfinished iteration proved better than the last iteration's choice.
    fn abandon(&mut self, proven: Option<Proven>) {
        if let Phase::Deepen(_) = self.phase {
            take_proven_move(proven, &mut self.report);
        }
    }

    /// Starts the iteration to `depth`, with its aspiration window.
    fn iterate(&mut self, depth: u32) {
        self.phase = Phase::Deepen(depth);
        (self.window, self.widen) = match self.guess() {
            Some(g) => (
                (g - ASPIRATION_WINDOW, g + ASPIRATION_WINDOW),
                3 * ASPIRATION_WINDOW,
            ),
            None => ((-INF, INF), 0),
        };
    }

    /// The step after the deepening: the plan's solve, if any.
    fn after_deepening(&self) -> Phase {
        match (self.plan.exact, self.plan.wld) {
            (true, _) => Phase::Exact,
            (false, true) => Phase::Wld,
            (false, false) => Phase::Finished,
        }
    }

    /// The last score at `depth`'s parity.
    fn last_at(&self, depth: u32) -> i32 {
        self.last[(depth & 1) as usize]
    }
}

/// An unfinished iteration still counts when it proved a root move better than the move it
/// searched first, and that move was the last completed iteration's choice: the better move
/// replaces it in `report`, with the proof's lower bound as its score (the depth stays the last
/// completed one).
fn take_proven_move(proven: Option<Proven>, report: &mut Report) {
    let Some((first, better, lower)) = proven else {
        return;
    };
    if report.depth == 0 || report.best != Move::Play(square(first)) {
        return;
    }
    report.best = Move::Play(square(better));
    report.score = div_round(lower, WIN_SCALE);
    report.pv = vec![square(better)];
}

/// A win/draw/loss solve's verdict on the root: `score` (its sign: win, draw or loss) for the
/// move `sq`, which wins, or draws when nothing wins. It replaces the deepening's move in `report`
/// unless every move loses (`score < 0`); the proven sign wins over the estimate's, whose size is
/// kept when the signs agree (a win of 2 discs otherwise, or a draw).
fn take_wld_move(score: i32, sq: u8, report: &mut Report) {
    if score < 0 || sq == NO_MOVE {
        return;
    }
    let sign_agrees = (score > 0 && report.score > 0) || (score == 0 && report.score == 0);
    if !sign_agrees {
        report.score = score.signum() * 2;
    }
    if report.best != Move::Play(square(sq)) {
        report.best = Move::Play(square(sq));
        report.pv = vec![square(sq)];
    }
}

/// True when an iteration that found `best` at `score` (centi-discs) changed its mind against
/// `report` (the last completed iteration's): another best move, or a score [`HARD_MOVE_DROP`]
/// below `previous` (the last iteration of the same parity).
fn changed_mind(report: &Report, best: u8, score: i32, previous: i32) -> bool {
    report.best != Move::Play(square(best)) || score + HARD_MOVE_DROP < previous
}

/// `a / b` rounded to the nearest integer (halves away from zero).
fn div_round(a: i32, b: i32) -> i32 {
    (a + a.signum() * b / 2) / b
}

/// The square of a search's square index.
pub fn square(index: u8) -> Square {
    Square::from_index(index).expect("a square index below 64")
}

/// The report of a move found by a search: its line is the move alone.
pub fn play_report(sq: u8, score: i32, exact: bool, depth: u32) -> Report {
    Report {
        best: Move::Play(square(sq)),
        score,
        exact,
        depth,
        nodes: 0,
        pv: vec![square(sq)],
    }
}

/// The report when the side to move has no legal square: a pass (exact when the game is over).
pub fn pass_report(board: Board) -> Report {
    let over = board.is_game_over();
    Report {
        best: Move::Pass,
        score: if over { board.final_score() } else { 0 },
        exact: over,
        depth: 0,
        nodes: 0,
        pv: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::limits::Quiet;
    use crate::Game;

    fn board(transcript: &str) -> Board {
        Game::from_transcript(transcript).unwrap().position().board
    }

    #[test]
    fn a_failed_window_widens_on_its_side_further_each_time() {
        let limits = Limits::depth(8);
        let mut d = Driver::new(board("f5d6c3"), &limits, Plan::deepening(8, false));
        let mut quiet = Quiet;
        let mut budget = Budget::new(&limits, &mut quiet);
        for depth in 1..4 {
            assert_eq!(d.window(), (-INF, INF), "no guess before depth 4");
            d.completed(19, 150 + depth, 0, &mut budget);
        }
        assert_eq!(d.phase(), Phase::Deepen(4));
        // The guess is depth 2's score, the last of the same parity.
        assert_eq!(d.window(), (52, 252));
        assert!(!d.failed(100), "inside the window");
        assert!(d.failed(300));
        assert_eq!(d.window(), (52, 552));
        assert!(d.failed(30));
        assert_eq!(d.window(), (52 - 600, 552));
    }

    #[test]
    fn the_single_plan_estimates_before_a_timed_solve_and_not_before_an_untimed_one() {
        let ffo40 = Plan::single(20, &Limits::depth(60), true, true);
        assert_eq!((ffo40.deepen_to, ffo40.exact), (0, true));
        let timed = Plan::single(20, &Limits::time(1_000), true, true);
        assert_eq!(
            (timed.deepen_to, timed.exact, timed.selective),
            (6, true, true)
        );
        let wld = Plan::single(22, &Limits::time(1_000), true, true);
        assert!(wld.wld && !wld.exact, "{wld:?}");
        assert!(!Plan::single(22, &Limits::time(1_000), true, false).wld);
        let split = Plan::split(20, &Limits::depth(60), false, 14);
        assert_eq!((split.deepen_to, split.selective), (14, true));
    }

    #[test]
    fn a_stop_keeps_the_move_an_unfinished_iteration_proved_better() {
        let limits = Limits::depth(8);
        let mut d = Driver::new(board("f5d6c3"), &limits, Plan::deepening(8, false));
        let mut quiet = Quiet;
        let mut budget = Budget::new(&limits, &mut quiet);
        d.completed(19, 120, 0, &mut budget);
        let first = match d.report().best {
            Move::Play(sq) => sq.index(),
            Move::Pass => unreachable!(),
        };
        d.stopped(Some((first, 26, 250)));
        assert_eq!(d.phase(), Phase::Finished);
        assert_eq!(
            (d.report().best, d.report().score),
            (Move::Play(square(26)), 3)
        );
    }
}
