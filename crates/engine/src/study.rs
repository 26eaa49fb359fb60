//! The analysis board's study of one position: every legal move valued, the best line, and exact
//! values as soon as the solver can prove them.
//!
//! A study runs in three stages and reports after each step ([`study`]'s `report`), so the page
//! shows estimates at once and exact values as they are proven:
//! 1. **Estimates**: hint passes of growing depth ([`deepen`]) up to [`SOLVE_GAP`] plies short of
//!    the end of the game, each with the best line the table holds.
//! 2. **The best move, exact**: one solve of the position itself. It proves the best move and its
//!    value (no other move is worth more) at a fraction of the cost of solving every move: the
//!    solver needs only a bound on each other move, not its value. The best
//!    line becomes the exact line to the end; the other moves keep their estimates.
//! 3. **Every move, exact**: the other moves solved one by one, the most promising first (the
//!    table of stage 2 makes each cheaper), each reported as it is proven.
//!
//! Representation: a [`Study`] holds one value per legal move in square order, the depth of the
//! values (60 from stage 2 on), the best line and whether the study is over. Invariants: once a
//! report is made, `pv[0]` is the best move and has a value in `hints`; from stage 2 on that value is
//! exact and no exact value of another move exceeds it (estimates may, being estimates).
//!
//! The study never stops by itself before it is over: the host's [`Host::stopped`] ends it (the
//! page replaces the worker instead), and a stopped step is thrown away.

use super::hints::{best, Hint};
use super::reviewer::{deepen, Reviewer};
use super::search::{Host, Limits};
use super::{Board, Move, Square};

/// Estimates stop this many plies short of the end of the game (10 plies deep at 24 empties); then
/// the position is solved. Measured with `ethello study` (docs/experiments/analysis-board.md): at 24
/// empties, passes to 12 or 14 plies delayed the exact value by seconds, while passes to 10 cost
/// little and their table entries ordered the solve (faster than a bare solve).
pub const SOLVE_GAP: u32 = 14;

/// What a study knows about its position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Study {
    /// Every legal move with its value for the side to move, in square order (empty before the
    /// first pass).
    pub hints: Vec<Hint>,
    /// The depth of the values in plies (60: from the exact solve on).
    pub depth: u32,
    /// The best line, starting with the best move.
    pub pv: Vec<Square>,
    /// Every value is exact: the study is over.
    pub done: bool,
}

impl Study {
    /// The best move's value: the first move of the best line.
    pub fn best(&self) -> Option<Hint> {
        let first = self.pv.first()?;
        self.hints.iter().copied().find(|h| h.square == *first)
    }

    /// Sets the value of `hint`'s square.
    fn set(&mut self, hint: Hint) {
        if let Some(h) = self.hints.iter_mut().find(|h| h.square == hint.square) {
            *h = hint;
        }
    }
}

/// Studies `board` with `reviewer` (see the module doc), handing every step to `report` as it
/// completes; returns the last state, `done` unless `host` stopped the study first or `board` has
/// no legal move.
pub fn study(
    reviewer: &mut Reviewer,
    board: Board,
    host: &mut dyn Host,
    report: &mut dyn FnMut(&Study),
) -> Study {
    let mut now = estimate(reviewer, board, host, report);
    if now.hints.is_empty() || !solve_best(reviewer, board, host, &mut now) {
        return now;
    }
    report(&now);
    let mut rest: Vec<Hint> = now.hints.iter().filter(|h| !h.exact).copied().collect();
    rest.sort_by_key(|h| (-h.score, h.square.index()));
    for hint in rest {
        let Some(solved) = solve_move(reviewer, board, hint.square, host) else {
            return now;
        };
        now.set(solved);
        report(&now);
    }
    now.done = true;
    now
}

/// The exact value of the legal move `square` on `board` (stage 3's step, which the page also
/// deals to the workers that help a study); `None` when `host` stopped the solve or the move is
/// not legal.
pub fn solve_move(
    reviewer: &mut Reviewer,
    board: Board,
    square: Square,
    host: &mut dyn Host,
) -> Option<Hint> {
    if !board.legal_moves().contains(square) {
        return None;
    }
    let after = reviewer.score_within(board.play_unchecked(square), &EXACT, host);
    (!host.stopped()).then_some(Hint {
        square,
        score: -after.score,
        exact: after.exact,
    })
}

/// To the end of the game.
const EXACT: Limits = Limits::depth(60);

/// Stage 1: hint passes up to [`SOLVE_GAP`] plies short of the end, each reported with its line.
fn estimate(
    reviewer: &mut Reviewer,
    board: Board,
    host: &mut dyn Host,
    report: &mut dyn FnMut(&Study),
) -> Study {
    let max_depth = board.empties().count().saturating_sub(SOLVE_GAP).max(1);
    let mut now = Study::default();
    deepen(
        reviewer,
        board,
        max_depth,
        host,
        &mut |reviewer, hints, depth| {
            let pv = best(hints).map_or(Vec::new(), |b| reviewer.line(board, b.square, b.exact));
            now = Study {
                hints: hints.to_vec(),
                depth,
                pv,
                done: false,
            };
            report(&now);
        },
    );
    now
}

/// Stage 2: solves `board` and makes its best move's value exact, with the exact line; false when
/// the host stopped the solve.
fn solve_best(reviewer: &mut Reviewer, board: Board, host: &mut dyn Host, now: &mut Study) -> bool {
    let solved = reviewer.score_within(board, &EXACT, host);
    let Move::Play(square) = solved.best else {
        return false;
    };
    if host.stopped() || !solved.exact {
        return false;
    }
    now.set(Hint {
        square,
        score: solved.score,
        exact: true,
    });
    now.depth = 60;
    now.pv = reviewer.line(board, square, true);
    true
}
