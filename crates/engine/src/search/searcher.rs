//! The single search: one searcher with its table, reused from move to move ([`Search`]), that
//! chooses a move within [`Limits`] as [`Search::run`] describes.

use super::budget::Budget;
use super::endgame::Solver;
use super::hash::{Kind, Table, NO_MOVE};
use super::limits::{Host, Limits, Quiet, Report};
use super::midgame::{Evaluation, Midgame};
use super::ordering::MoveList;
use super::score::INF;
use super::time::{
    time_for_another_iteration, when_to_solve, wld_horizon, HARD_MOVE_DEPTH, HARD_MOVE_DROP,
    HARD_MOVE_FACTOR, WLD_DEEPEN_PERCENT,
};
use crate::board::{Board, Move};
use crate::eval::WIN_SCALE;
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

/// Iterations from this depth on start with an aspiration window (see [`Search::iteration`]).
pub(super) const ASPIRATION_DEPTH: u32 = 4;

/// Half the width of the aspiration window, in centi-discs.
pub(super) const ASPIRATION_WINDOW: i32 = 100;

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
    /// [`handmade_evaluate`](super::eval::handmade_evaluate), to compare the two; with
    /// [`evaluate`](super::eval::evaluate) itself, the same search reading patterns from scratch).
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
    /// iteration from [`HARD_MOVE_DEPTH`] on that changes the best move or lowers the score by
    /// [`HARD_MOVE_DROP`] moves the deadline to [`HARD_MOVE_FACTOR`] times the usual time (so new
    /// iterations also start later), and an exact or win/draw/loss solve may run to the maximum,
    /// as one that finishes is worth the time. The thresholds for a solve stay those of the usual
    /// time.
    pub fn run(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        let (p, o) = (board.player.0, board.opponent.0);
        let moves = board.legal_moves().0;
        if moves == 0 {
            return pass_report(board);
        }
        self.tt.new_search();
        let empties = board.empties().count();
        let first = MoveList::midgame(p, o, moves, NO_MOVE)
            .next()
            .map_or(NO_MOVE, |c| c.sq);
        let mut report = play_report(first, 0, false, 0);
        let (solve_now, solvable) = when_to_solve(empties, limits);
        if let Some(t) = wld_horizon(empties, limits).filter(|_| self.win_draw_loss) {
            report.nodes = self.deepen_then_wld((p, o), limits, t, host, &mut report);
            report.pv = self.principal_variation(board, report.best, false);
            return report;
        }
        let mut budget = Budget::new(limits, host);
        // Before a solve under a clock, a quick estimate: the fallback if the solve runs out of time.
        let depth = match (solve_now, solvable) {
            (false, false) => limits.depth,
            (false, true) => limits.depth.min(6),
            (true, _) if limits.time_ms.is_some() => limits.depth.min(4),
            (true, _) => 0,
        };
        if depth > 0 {
            let selective = self.selective && limits.time_ms.is_some();
            self.deepen((p, o), depth, selective, &mut budget, &mut report);
        }
        if (solve_now || solvable) && !budget.stopped() {
            budget.extend_to_max();
            self.solve(p, o, &mut budget, &mut report);
        }
        report.nodes = budget.nodes;
        report.pv = self.principal_variation(board, report.best, report.exact);
        report
    }

    /// The exact score and best move of `board` on `threads` threads sharing this searcher's table
    /// (see [`parallel`]). The same score as [`Search::run`] to the end of the game; the best move
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
        let mut report = play_report(best, score, true, board.empties().count());
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
        let (p, o) = (board.player.0, board.opponent.0);
        let moves = board.legal_moves().0;
        if moves == 0 {
            return pass_report(board);
        }
        self.tt.new_search();
        let limits = Limits::depth(depth);
        let mut budget = Budget::new(&limits, host);
        let first = MoveList::midgame(p, o, moves, NO_MOVE)
            .next()
            .map_or(NO_MOVE, |c| c.sq);
        let mut report = play_report(first, 0, false, 0);
        let selective = self.selective && selective;
        self.deepen((p, o), depth, selective, &mut budget, &mut report);
        report.nodes = budget.nodes;
        report
    }

    /// Iterative deepening with the midgame search (ProbCut when `selective`); updates `report`
    /// after each completed iteration.
    fn deepen(
        &mut self,
        (p, o): (u64, u64),
        max_depth: u32,
        selective: bool,
        budget: &mut Budget,
        report: &mut Report,
    ) {
        let empties = (!(p | o)).count_ones();
        let usual_ms = budget.time_ms();
        // The last scores at even and odd depths: the evaluation leans towards the side that moved
        // last, so the previous iteration of the same parity is the better guess.
        let mut last = [0; 2];
        for depth in 1..=max_depth.clamp(1, empties.max(1)) {
            if depth > 1 && !time_for_another_iteration(budget) {
                break;
            }
            let guess = (depth >= ASPIRATION_DEPTH).then(|| last[(depth & 1) as usize]);
            let it = self.iteration((p, o), depth, selective, guess, budget);
            if budget.stopped() {
                take_proven_move(it.proven, report);
                break;
            }
            let Iterated { score, best, .. } = it;
            if best == NO_MOVE {
                break;
            }
            let changed = changed_mind(report, best, score, last[(depth & 1) as usize]);
            if let Some(t) = usual_ms.filter(|_| depth >= HARD_MOVE_DEPTH && changed) {
                budget.extend_to(t * HARD_MOVE_FACTOR);
            }
            last[(depth & 1) as usize] = score;
            *report = play_report(best, div_round(score, WIN_SCALE), false, depth);
            report.nodes = budget.nodes;
            budget.progress(report);
        }
    }

    /// One iteration of [`Search::deepen`]: the midgame search of `(p, o)` to `depth`, `(score, best
    /// square)`. With a `guess` (aspiration), first in a window of [`ASPIRATION_WINDOW`] around it,
    /// widened on the side that failed, further each time, until the score falls inside: the same
    /// score as a full window, usually for fewer nodes.
    fn iteration(
        &mut self,
        (p, o): (u64, u64),
        depth: u32,
        selective: bool,
        guess: Option<i32>,
        budget: &mut Budget,
    ) -> Iterated {
        let mut proven = None;
        let (mut window, mut widen) = match guess {
            Some(g) => (
                (g - ASPIRATION_WINDOW, g + ASPIRATION_WINDOW),
                3 * ASPIRATION_WINDOW,
            ),
            None => ((-INF, INF), 0),
        };
        loop {
            let midgame = Midgame::new(&self.tt, budget).selective(selective);
            let mut done = match self.eval {
                None => root_search(midgame, (p, o), depth, window),
                Some(eval) => root_search(midgame.with_evaluation(eval), (p, o), depth, window),
            };
            done.proven = done.proven.or(proven);
            proven = done.proven;
            let score = done.score;
            if budget.stopped() {
                return done;
            }
            if score <= window.0 && window.0 > -INF {
                window.0 = (window.0 - widen).max(-INF);
            } else if score >= window.1 && window.1 < INF {
                window.1 = (window.1 + widen).min(INF);
            } else {
                return done;
            }
            widen *= 2;
        }
    }

    /// A few empties beyond [`solvable_empties`]: iterative deepening in the first
    /// [`WLD_DEEPEN_PERCENT`] of the time `t`, then a win/draw/loss solve with the rest. A move the
    /// solve proves to win (or, when nothing wins, to draw) replaces the deepening's move unless that
    /// one is the same; when every move loses, or the solve runs out of time, the deepening's move
    /// stands. Returns the nodes searched.
    fn deepen_then_wld(
        &mut self,
        (p, o): (u64, u64),
        limits: &Limits,
        t: u64,
        host: &mut dyn Host,
        report: &mut Report,
    ) -> u64 {
        let share = Limits {
            time_ms: Some(t * WLD_DEEPEN_PERCENT / 100),
            max_time_ms: None,
            ..*limits
        };
        let mut budget = Budget::new(&share, host);
        self.deepen((p, o), limits.depth, self.selective, &mut budget, report);
        let nodes = budget.nodes;
        let mut budget = Budget::new(limits, host);
        budget.extend_to_max();
        budget.nodes = nodes;
        let first = match report.best {
            Move::Play(sq) => sq.index(),
            Move::Pass => NO_MOVE,
        };
        let (score, sq) = Solver::new(&self.tt, &mut budget)
            .with_evaluation(self.eval)
            .solve_wld(p, o, first);
        if budget.stopped() || sq == NO_MOVE {
            return budget.nodes;
        }
        take_wld_move(score, sq, report);
        budget.progress(report);
        budget.nodes
    }

    /// Solves exactly; updates `report` only when the solve finishes.
    fn solve(&mut self, p: u64, o: u64, budget: &mut Budget, report: &mut Report) {
        let (score, best) = Solver::new(&self.tt, budget)
            .with_evaluation(self.eval)
            .solve(p, o);
        if budget.stopped() || best == NO_MOVE {
            return;
        }
        let empties = (!(p | o)).count_ones();
        *report = play_report(best, score, true, empties);
        report.nodes = budget.nodes;
        budget.progress(report);
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
    proven: Option<(u8, u8, i32)>,
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

/// An unfinished iteration still counts when it proved a root move better than the move it
/// searched first, and that move was the last completed iteration's choice: the better move
/// replaces it in `report`, with the proof's lower bound as its score (the depth stays the last
/// completed one). `proven` is `(first square, better square, its lower bound in centi-discs)`.
pub(super) fn take_proven_move(proven: Option<(u8, u8, i32)>, report: &mut Report) {
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
pub(super) fn take_wld_move(score: i32, sq: u8, report: &mut Report) {
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
/// below `previous` (the last iteration of the same parity). From [`HARD_MOVE_DEPTH`] on, the
/// move is then hard (see [`HARD_MOVE_FACTOR`]).
pub(super) fn changed_mind(report: &Report, best: u8, score: i32, previous: i32) -> bool {
    report.best != Move::Play(square(best)) || score + HARD_MOVE_DROP < previous
}

/// `a / b` rounded to the nearest integer (halves away from zero).
pub(super) fn div_round(a: i32, b: i32) -> i32 {
    (a + a.signum() * b / 2) / b
}

pub(super) fn square(index: u8) -> Square {
    Square::from_index(index).expect("a square index below 64")
}

pub(super) fn play_report(sq: u8, score: i32, exact: bool, depth: u32) -> Report {
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
pub(super) fn pass_report(board: Board) -> Report {
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
