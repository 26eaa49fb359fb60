//! The refutation: the line that follows a move, valued by a short search, and its key ply, the
//! first point of the line where the loss becomes concrete.
//!
//! A [`Line`] is a move of the mover (the side to move of the board explained) with its value for
//! him and the moves expected after it, from the opponent's reply on, passes written out
//! ([`Move::Pass`]). Values are discs for the mover, as the search gives them (exact when the
//! search reached the end of the game).

use crate::search::{Limits, Quiet, Search};
use crate::{Bitboard, Board, Move, Square};
use serde::Serialize;

/// A move, its value and the line expected after it (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The mover's square.
    pub square: Square,
    /// Its value in discs for the mover.
    pub value: i32,
    /// True when `value` is the exact final result.
    pub exact: bool,
    /// The moves after it, from the opponent's reply on (passes included).
    pub moves: Vec<Move>,
}

/// What makes the loss concrete at the key ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum KeyKind {
    /// The opponent takes this corner.
    Corner(Square),
    /// The mover has no legal move and must pass (the opponent moves twice).
    Pass,
    /// The opponent has no corner to take, but every legal move of the mover gives him one.
    NoSafeMove,
    /// The mover has no disc left.
    Wipeout,
}

/// The first ply of a line where the loss becomes concrete: `ply` indexes [`Line::moves`] (0 is
/// the opponent's reply).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct KeyPly {
    /// The index in the line's moves.
    pub ply: usize,
    /// What happens there.
    pub kind: KeyKind,
}

/// `squares` (a principal variation, passes left out) from `board` as moves with the passes
/// written out; it stops at the first square that is not legal.
pub fn with_passes(board: Board, squares: &[Square]) -> Vec<Move> {
    let mut out = Vec::with_capacity(squares.len() + 2);
    let mut b = board;
    for &sq in squares {
        if !b.can_move() && b.pass().can_move() {
            out.push(Move::Pass);
            b = b.pass();
        }
        let Ok(next) = b.play(sq) else { break };
        out.push(Move::Play(sq));
        b = next;
    }
    out
}

/// The value of `square` for the side to move of `board` and the line after it, from a search of
/// the position it leads to within `limits` (the opponent's forced pass searched from the mover's
/// side; a finished game scored by its discs). `None` when the move is illegal.
pub fn refute(search: &mut Search, board: Board, square: Square, limits: &Limits) -> Option<Line> {
    let after = board.play(square).ok()?;
    let (value, exact, moves) = if after.is_game_over() {
        (-after.final_score(), true, Vec::new())
    } else if !after.can_move() {
        let report = search.run(after.pass(), limits, &mut Quiet);
        let mut moves = vec![Move::Pass];
        moves.extend(with_passes(after.pass(), &report.pv));
        (report.score, report.exact, moves)
    } else {
        let report = search.run(after, limits, &mut Quiet);
        (-report.score, report.exact, with_passes(after, &report.pv))
    };
    Some(Line {
        square,
        value,
        exact,
        moves,
    })
}

/// The board at the end of `line` played from `board` (whose side to move is the mover), and
/// whether the mover is to move there. Stops at the first move that is not legal.
pub fn line_end(board: Board, line: &Line) -> (Board, bool) {
    let Ok(mut b) = board.play(line.square) else {
        return (board, true);
    };
    let mut mover = false;
    for &mv in &line.moves {
        let Ok(next) = b.play_move(mv) else { break };
        b = next;
        mover = !mover;
    }
    (b, mover)
}

/// True when the other side of `board` has no corner to take now, but every legal move of its side
/// to move leaves him one.
fn no_safe_move(board: Board) -> bool {
    let moves = board.legal_moves();
    let corner_now = !(board.pass().legal_moves() & Bitboard::CORNERS).is_empty();
    !moves.is_empty()
        && !corner_now
        && moves.squares().all(|sq| {
            let after = board.play_unchecked(sq);
            !(after.legal_moves() & Bitboard::CORNERS).is_empty()
        })
}

/// The key ply of `line` played from `board` (see [`KeyPly`]): the first ply at which the
/// opponent takes a corner, the mover must pass or has no safe move (every move gives a corner),
/// or the mover is wiped out.
pub fn key_ply(board: Board, line: &Line) -> Option<KeyPly> {
    let mut b = board.play(line.square).ok()?;
    let mut mover = false;
    for (ply, &mv) in line.moves.iter().enumerate() {
        let kind = match mv {
            Move::Pass if mover => Some(KeyKind::Pass),
            _ if mover && no_safe_move(b) => Some(KeyKind::NoSafeMove),
            Move::Play(sq) if !mover && Bitboard::CORNERS.contains(sq) => Some(KeyKind::Corner(sq)),
            _ => None,
        };
        if let Some(kind) = kind {
            return Some(KeyPly { ply, kind });
        }
        b = b.play_move(mv).ok()?;
        mover = !mover;
        let mover_discs = if mover { b.player } else { b.opponent };
        if mover_discs.is_empty() {
            return Some(KeyPly {
                ply,
                kind: KeyKind::Wipeout,
            });
        }
    }
    None
}
