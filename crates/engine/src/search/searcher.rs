//! The single search: one searcher with its table, reused from move to move ([`Search`]), that
//! chooses a move within [`Limits`] as [`Search::run`] describes.

use super::budget::Budget;
use super::driver::{pass_report, square, Driver, Phase, Plan, Proven};
use super::endgame::Solver;
use super::hash::{Kind, Table, NO_MOVE};
use super::limits::{Host, Limits, Quiet, Report};
use super::midgame::{Evaluation, Midgame};
use crate::board::{Board, Move};
use crate::square::Square;

/// A searcher with its tables, reused from move to move.
pub struct Search {
    pub(super) tt: Table,
    /// `None` for the trained evaluation, computed incrementally.
    pub(super) eval: Option<Evaluation>,
    selective: bool,
    win_draw_loss: bool,
}

impl Default for Search {
    fn default() -> Search {
        Search::new(16)
    }
}

impl Search {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Search {
        Search {
            tt: Table::new(hash_mb),
            eval: None,
            selective: true,
            win_draw_loss: true,
        }
    }

    /// The same searcher with ProbCut off (`false`) or on (`true`, the default) in time-limited
    /// searches; depth-limited searches are always full-width.
    pub fn with_selectivity(self, selective: bool) -> Search {
        Search { selective, ..self }
    }

    /// The same searcher with the win/draw/loss solve beyond the exact horizon of timed searches on
    /// (`true`, the default: the best move for a player) or off (`false`: every score an estimate or
    /// exact, never a bare sign; for reviews). See [`Search::run`].
    pub fn with_win_draw_loss(self, win_draw_loss: bool) -> Search {
        Search {
            win_draw_loss,
            ..self
        }
    }

    /// The same searcher scoring positions with `eval` instead of the trained evaluation (e.g.
    /// [`handmade_evaluate`](crate::eval::handmade_evaluate), to compare the two; with
    /// [`evaluate`](crate::eval::evaluate) itself, the same search reading patterns from scratch).
    #[cfg(feature = "internals")]
    pub fn with_evaluation(self, eval: Evaluation) -> Search {
        Search {
            eval: Some(eval),
            ..self
        }
    }

    /// Forgets what earlier searches stored.
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// Searches `board` within `limits`; always returns a legal move (or a pass when there is none),
    /// even when stopped at once.
    ///
    /// Depth-limited (no time): an exact solve when `limits.depth` reaches the number of empties, else
    /// iterative deepening to `limits.depth`. Time-limited: an exact solve for few empties; otherwise
    /// iterative deepening (selective, see [`Search::with_selectivity`]) while less than 45% of the
    /// time is spent (an iteration the budget cuts short still counts when it proved a root move
    /// better than the last iteration's choice), then an exact solve if the empties are few enough for the time left (its result
    /// replaces the estimate only if it finishes). A few empties beyond that, the deepening gets 40%
    /// of the time and a win/draw/loss solve the rest (see `WLD_EXTRA_EMPTIES`).
    ///
    /// With a game clock ([`Limits::max_time_ms`]), hard moves take more than `limits.time_ms`: an
    /// iteration that changes its mind moves the deadline later (so new iterations also start
    /// later), and an exact or win/draw/loss solve may run to the maximum, as one that finishes is
    /// worth the time. The thresholds for a solve stay those of the usual time. These decisions
    /// are the deepening driver's, which the split search shares (`search::driver`).
    pub fn run(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        if board.legal_moves().is_empty() {
            return pass_report(board);
        }
        self.tt.new_search();
        let empties = board.empties().count();
        let plan = Plan::single(empties, limits, self.selective, self.win_draw_loss);
        let mut driver = Driver::new(board, limits, plan);
        let nodes = self.drive(board, &mut driver, host);
        let mut report = driver.report().clone();
        report.nodes = nodes;
        report.pv = self.principal_variation(board, report.best, report.exact);
        report
    }

    /// The exact score and best move of `board` on `threads` threads sharing this searcher's table
    /// (the older shared-table parallel solver). The same score as [`Search::run`] to the end of
    /// the game; the best move
    /// may differ when several moves reach it. No clock and no stop.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn solve_parallel(&mut self, board: Board, threads: usize) -> Report {
        let (p, o) = (board.player.0, board.opponent.0);
        if board.legal_moves().0 == 0 {
            return pass_report(board);
        }
        self.tt.new_search();
        let (score, best, nodes) =
            super::parallel::solve(&self.tt, threads.max(1), self.eval, p, o);
        let mut report = super::driver::play_report(best, score, true, board.empties().count());
        report.nodes = nodes;
        report.pv = self.principal_variation(board, report.best, true);
        report
    }

    /// True when the exact final score of `board` for the side to move (passes and the end of the
    /// game included) is above `bound`: one null-window test of the exact solver, far cheaper than
    /// the score itself (a puzzle's "does any other move win too?"). No clock and no stop.
    ///
    /// ```
    /// use ethello_engine::search::Search;
    /// use ethello_engine::Position;
    /// // FFO #40: a win by 38 discs.
    /// let ffo40: Position = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
    ///     .parse()
    ///     .unwrap();
    /// let mut search = Search::new(4);
    /// assert!(search.exceeds(ffo40.board, 36));
    /// assert!(!search.exceeds(ffo40.board, 38));
    /// ```
    pub fn exceeds(&mut self, board: Board, bound: i32) -> bool {
        let (p, o) = (board.player.0, board.opponent.0);
        self.tt.new_search();
        let mut quiet = Quiet;
        let mut budget = Budget::new(&Limits::depth(60), &mut quiet);
        let n = board.empties().count();
        let score = Solver::new(&self.tt, &mut budget)
            .with_evaluation(self.eval)
            .nws(p, o, bound, n);
        score > bound
    }

    /// Iterative deepening of `board` to `depth` plies, with ProbCut when `selective` (and
    /// [`Search::with_selectivity`] allows it) as the timed search does, but with no clock and no
    /// exact solve: to weigh a move against another search's choice at the same depth.
    pub fn run_deepening(
        &mut self,
        board: Board,
        depth: u32,
        selective: bool,
        host: &mut dyn Host,
    ) -> Report {
        if board.legal_moves().is_empty() {
            return pass_report(board);
        }
        self.tt.new_search();
        let plan = Plan::deepening(depth, self.selective && selective);
        let mut driver = Driver::new(board, &Limits::depth(depth), plan);
        let nodes = self.drive(board, &mut driver, host);
        Report {
            nodes,
            ..driver.report().clone()
        }
    }

    /// Carries out `driver`'s steps on `board` (see [`Driver`]): each midgame iteration in its
    /// window, searched again when it fails; the exact or the win/draw/loss solve. The budget is
    /// the driver's; the solve that follows a deepening may run to the limits' longest (a
    /// win/draw/loss solve, after the deepening's share of the time, on a budget of its own).
    /// Returns the nodes searched.
    fn drive(&mut self, board: Board, driver: &mut Driver, host: &mut dyn Host) -> u64 {
        let (p, o) = (board.player.0, board.opponent.0);
        let mut budget = Budget::new(&driver.budget_limits(), host);
        let mut proven = None;
        loop {
            match driver.phase() {
                Phase::Deepen(depth) => {
                    let selective = driver.selective();
                    let it = self.iteration((p, o), depth, selective, driver.window(), &mut budget);
                    proven = it.proven.or(proven);
                    if budget.stopped() {
                        driver.time_up(proven.take());
                    } else if !driver.failed(it.score) {
                        proven = None;
                        driver.completed(it.best, it.score, budget.nodes, &mut budget);
                    }
                }
                Phase::Exact => {
                    budget.extend_to_max();
                    let (score, best) = Solver::new(&self.tt, &mut budget)
                        .with_evaluation(self.eval)
                        .solve(p, o);
                    self.solved(driver, (best, score), &mut budget);
                }
                Phase::Wld => {
                    budget.restart(driver.limits());
                    budget.extend_to_max();
                    let first = match driver.report().best {
                        Move::Play(sq) => sq.index(),
                        Move::Pass => NO_MOVE,
                    };
                    let (score, best) = Solver::new(&self.tt, &mut budget)
                        .with_evaluation(self.eval)
                        .solve_wld(p, o, first);
                    self.solved(driver, (best, score), &mut budget);
                }
                Phase::Finished => return budget.nodes,
            }
        }
    }

    /// Hands a solve's `(best, score)` to `driver`, or its stop.
    fn solved(&self, driver: &mut Driver, (best, score): (u8, i32), budget: &mut Budget) {
        match budget.stopped() {
            true => driver.stopped(None),
            false => driver.solved(best, score, budget.nodes, budget),
        }
    }

    /// One midgame search of the root `(p, o)` to `depth` in `window` (ProbCut when `selective`).
    fn iteration(
        &self,
        (p, o): (u64, u64),
        depth: u32,
        selective: bool,
        window: (i32, i32),
        budget: &mut Budget,
    ) -> Iterated {
        let midgame = Midgame::new(&self.tt, budget).selective(selective);
        match self.eval {
            None => root_search(midgame, (p, o), depth, window),
            Some(eval) => root_search(midgame.with_evaluation(eval), (p, o), depth, window),
        }
    }

    /// The expected line from `board`, starting with `best`, following the table's best moves
    /// (the endgame entries when `exact`, the midgame ones otherwise), at most 60 moves.
    pub fn principal_variation(&self, board: Board, best: Move, exact: bool) -> Vec<Square> {
        let kind = if exact { Kind::Endgame } else { Kind::Midgame };
        let mut pv = Vec::new();
        let mut b = board;
        let mut next = best;
        while let Move::Play(sq) = next {
            let Ok(after) = b.play(sq) else { break };
            pv.push(sq);
            b = if after.can_move() {
                after
            } else {
                after.pass()
            };
            next = match self.tt.probe(b.player.0, b.opponent.0, kind) {
                Some(e) if e.best != NO_MOVE && pv.len() < 60 => Move::Play(square(e.best)),
                _ => Move::Pass,
            };
        }
        pv
    }
}

/// What one iteration of the deepening found: its score and best square (meaningless when the
/// budget stopped it), and, even when stopped, the last root move a completed search proved better
/// than the move searched first: `(first square, better square, its lower bound)`.
struct Iterated {
    score: i32,
    best: u8,
    proven: Option<Proven>,
}

/// The midgame search of the root `(p, o)` to `depth` in `window`, with what it proved at the root
/// ([`Midgame::root_proven`]).
fn root_search<L: super::leaves::Leaves>(
    mut midgame: Midgame<'_, '_, L>,
    (p, o): (u64, u64),
    depth: u32,
    window: (i32, i32),
) -> Iterated {
    let (score, best) = midgame.root(p, o, depth, window.0, window.1);
    let (first, beaten) = midgame.root_proven();
    Iterated {
        score,
        best,
        proven: beaten.map(|(sq, lower)| (first, sq, lower)),
    }
}

/// Whatever chooses a move within limits: the single [`Search`], or a transport over workers
/// (the native pool of threads). A player holds one and need not know which.
pub(crate) trait Think {
    /// Searches `board` within `limits` as [`Search::run`] does; always a legal move (or a pass).
    fn think(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report;
}

impl Think for Search {
    fn think(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        self.run(board, limits, host)
    }
}
