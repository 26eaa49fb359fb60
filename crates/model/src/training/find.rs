//! Finding puzzles in real games: the engine proves that one move is the only good one.
//!
//! - **Endgame** (8 to 24 empties): the position is solved exactly; each other move is then
//!   tested with one null-window solve ([`Search::exceeds`]) against the goal (does it win too?
//!   does it keep the best score?), so most positions are thrown out cheaply; a puzzle's moves are
//!   then all solved exactly, for their values.
//! - **Midgame** (25 to 44 empties): every move is valued at [`PREFILTER_DEPTH`] plies, then at
//!   [`MIDGAME_DEPTH`], then confirmed at [`CONFIRM_DEPTH`] (the full engine's selective search);
//!   the best must stay [`MIDGAME_MARGIN`] discs ahead of every other move at both depths, and the
//!   deeper values are kept. A position already won whatever the player does (the second move
//!   still [`DECIDED`] discs ahead), or lost whatever he does, is no puzzle.
//!
//! A puzzle goes on after the opponent's best reply for as long as the player again has one only
//! good move for the same goal, up to [`MAX_STEPS`] moves. Every search of a midgame step starts
//! from an empty table, so that `ethello puzzles check` finds the same values again.

use super::puzzle::{Goal, Kind, Step, MAX_STEPS, MIDGAME_MARGIN};
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::{Board, Move, Position, Square};

/// The fewest empties of an endgame puzzle.
pub const ENDGAME_MIN_EMPTIES: u32 = 8;
/// The most empties of an endgame puzzle (the fewest of a midgame one is one more).
pub const ENDGAME_MAX_EMPTIES: u32 = 24;
/// The most empties of a midgame puzzle.
pub const MIDGAME_MAX_EMPTIES: u32 = 44;
/// A midgame candidate's quick look: every move searched to this depth (plies from the position).
pub const PREFILTER_DEPTH: u32 = 6;
/// The margin the quick look asks for, a little less than the puzzle's.
const PREFILTER_MARGIN: i32 = 4;
/// A midgame position where the second-best move still wins by this much, or the best loses by
/// this much, is decided whatever the player does: no puzzle.
pub const DECIDED: i32 = 20;
/// The depth of the search that finds a midgame puzzle's best move, in plies from the position.
pub const MIDGAME_DEPTH: u32 = 14;
/// The deeper search that confirms it, and whose values are kept.
pub const CONFIRM_DEPTH: u32 = 16;

/// The kind of puzzle a position with `empties` empties may give, if any.
pub fn kind_for(empties: u32) -> Option<Kind> {
    match empties {
        ENDGAME_MIN_EMPTIES..=ENDGAME_MAX_EMPTIES => Some(Kind::Endgame),
        25..=MIDGAME_MAX_EMPTIES => Some(Kind::Midgame),
        _ => None,
    }
}

/// The steps of a puzzle at `position`, if it is one (see the module doc); `search` is reused
/// from position to position (endgame values are exact whatever its table holds).
pub fn find(search: &mut Search, position: Position) -> Option<Vec<Step>> {
    let kind = kind_for(position.board.empties().count())?;
    let first = match kind {
        Kind::Endgame => endgame_step(search, position.board, None)?,
        Kind::Midgame => midgame_step(search, position.board)?,
    };
    let goal = Goal::of(kind, &first.0)?;
    let mut steps = vec![first];
    let mut board = position.board;
    while steps.len() < MAX_STEPS {
        let (values, reply) = steps.last().expect("one step at least");
        let solution = Step {
            values: values.clone(),
            reply: None,
        }
        .solution();
        let Some(next) = after_reply(board.play_unchecked(solution), *reply) else {
            break;
        };
        let found = match kind {
            Kind::Endgame => endgame_step(search, next, Some(goal)),
            Kind::Midgame => midgame_step(search, next),
        };
        let Some(found) = found.filter(|(v, _)| goal.fits(kind, v)) else {
            break;
        };
        steps.push(found);
        board = next;
    }
    let last = steps.len() - 1;
    Some(
        steps
            .into_iter()
            .enumerate()
            .map(|(i, (values, reply))| Step {
                values,
                reply: (i < last).then_some(reply),
            })
            .collect(),
    )
}

/// The board after the opponent's `reply` on `after` (the position after the player's move), if
/// the player is then to move with a choice of two moves at least.
fn after_reply(after: Board, reply: Move) -> Option<Board> {
    let next = after.play_move(reply).ok()?;
    (next.legal_moves().count() >= 2).then_some(next)
}

/// One step's values, and the opponent's best reply after its solution.
type Found = (Vec<(Square, i32)>, Move);

/// An endgame step on `board`: the values of every move when exactly one move fits `goal` (any
/// goal when `None`), with the opponent's best reply.
fn endgame_step(search: &mut Search, board: Board, goal: Option<Goal>) -> Option<Found> {
    if board.legal_moves().count() < 2 {
        return None;
    }
    let (score, best) = solve(search, board);
    let Move::Play(best) = best else { return None };
    let others: Vec<Board> = board
        .legal_moves()
        .squares()
        .filter(|&sq| sq != best)
        .map(|sq| board.play_unchecked(sq))
        .collect();
    // A child's score is the opponent's: our value `v` is above `x` when the child's is below `-x`.
    let all_below = |search: &mut Search, x: i32| others.iter().all(|&c| search.exceeds(c, -x - 1));
    let fits = match (score, goal) {
        (s, _) if s < 0 => false,
        (0, None | Some(Goal::Draw)) => all_below(search, -1),
        (_, Some(Goal::Win)) => all_below(search, 1),
        (_, Some(Goal::BestScore)) => all_below(search, score),
        (_, None) => all_below(search, 1) || all_below(search, score),
        _ => false,
    };
    if !fits {
        return None;
    }
    let values: Vec<(Square, i32)> = board
        .legal_moves()
        .squares()
        .map(|sq| (sq, -solve(search, board.play_unchecked(sq)).0))
        .collect();
    let reply = solve(search, board.play_unchecked(best)).1;
    Some((values, reply))
}

/// The exact score of `board` for its side to move, and a best move (a pass when it has none).
pub fn solve(search: &mut Search, board: Board) -> (i32, Move) {
    if board.is_game_over() {
        return (board.final_score(), Move::Pass);
    }
    if board.must_pass() {
        return (-solve(search, board.pass()).0, Move::Pass);
    }
    let report = search.run(board, &Limits::depth(60), &mut Quiet);
    (report.score, report.best)
}

/// A midgame step on `board`: the values at [`CONFIRM_DEPTH`] when the best move is
/// [`MIDGAME_MARGIN`] ahead there and at [`MIDGAME_DEPTH`], with the opponent's best reply.
fn midgame_step(search: &mut Search, board: Board) -> Option<Found> {
    if board.legal_moves().count() < 2 {
        return None;
    }
    margin_at(search, board, PREFILTER_DEPTH, PREFILTER_MARGIN)?;
    let (first, _) = margin_at(search, board, MIDGAME_DEPTH, MIDGAME_MARGIN)?;
    let (values, reply) = margin_at(search, board, CONFIRM_DEPTH, MIDGAME_MARGIN)?;
    let best = |v: &[(Square, i32)]| v.iter().max_by_key(|&&(_, x)| x).map(|&(sq, _)| sq);
    let mut sorted: Vec<i32> = values.iter().map(|&(_, v)| v).collect();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let decided = sorted[1] >= DECIDED || sorted[0] <= -DECIDED;
    (best(&first) == best(&values) && !decided).then_some((values, reply))
}

/// Every move of `board` valued by a selective search `depth` plies deep (from `board`), when the
/// best is at least `margin` ahead of the rest; with the opponent's best reply to it.
pub fn margin_at(
    search: &mut Search,
    board: Board,
    depth: u32,
    margin: i32,
) -> Option<(Vec<(Square, i32)>, Move)> {
    let mut values = Vec::new();
    let mut replies = Vec::new();
    for sq in board.legal_moves().squares() {
        let (value, reply) = searched(search, board.play_unchecked(sq), depth - 1);
        values.push((sq, -value));
        replies.push(reply);
    }
    let mut sorted: Vec<i32> = values.iter().map(|&(_, v)| v).collect();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    if sorted[0] - sorted[1] < margin {
        return None;
    }
    let best = values.iter().position(|&(_, v)| v == sorted[0])?;
    Some((values, replies[best]))
}

/// `board` searched `depth` plies by a fresh table: its score for the side to move (across a
/// forced pass; a finished game by its discs) and that side's best move.
fn searched(search: &mut Search, board: Board, depth: u32) -> (i32, Move) {
    if board.is_game_over() {
        return (board.final_score(), Move::Pass);
    }
    if board.must_pass() {
        return (-searched(search, board.pass(), depth).0, Move::Pass);
    }
    search.clear();
    let report = search.run_deepening(board, depth.max(1), true, &mut Quiet);
    (report.score, report.best)
}
