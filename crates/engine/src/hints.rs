//! Hints: the value of every legal move of a position, for a player to see on the board.
//!
//! A hint is one legal square with its score in discs for the side to move: the score of the
//! position the move leads to (by [`Reviewer::score_within`], across a forced pass), negated.
//! [`hint_pass`] scores all the moves at one depth; a caller deepens pass by pass
//! ([`next_depth`]: 1, 2, 3, ... and at last to the end of the game, which makes every value exact)
//! and shows each completed pass ([`deepen`] does both). A pass the host stops part way is thrown
//! away, so the values shown together always come from one depth and can be compared.

use super::review::Reviewer;
use super::search::{Host, Limits};
use super::{Bitboard, Board, Square};

/// One legal move and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Hint {
    /// The square.
    pub square: Square,
    /// Discs for the side to move after perfect play from here on (estimated unless `exact`).
    pub score: i32,
    /// True when `score` is the exact final result under perfect play.
    pub exact: bool,
}

/// A midgame pass jumps to the exact one when its depth comes this close to the empties: solving
/// exactly costs about as much as a search this much shallower than the end.
const EXACT_GAP: u32 = 8;

/// The pass after one at `depth` in a position with `empties` empties: one ply deeper, the end of
/// the game (exact) once that is near, and `None` after the exact pass.
pub fn next_depth(depth: u32, empties: u32) -> Option<u32> {
    let child_empties = empties.saturating_sub(1);
    if depth >= child_empties {
        None
    } else if depth + 1 + EXACT_GAP >= child_empties {
        Some(60)
    } else {
        Some(depth + 1)
    }
}

/// Every legal move of `board` scored by searches `depth` plies deep (exact when `depth` reaches
/// the end of the game), in square order; `None` when `host` stopped the pass part way or there is
/// no legal move.
pub fn hint_pass(
    reviewer: &mut Reviewer,
    board: Board,
    depth: u32,
    host: &mut dyn Host,
) -> Option<Vec<Hint>> {
    hint_pass_among(reviewer, board, board.legal_moves(), depth, host)
}

/// [`hint_pass`] for the legal moves among `moves` only (one worker's share of a pool's hints).
pub fn hint_pass_among(
    reviewer: &mut Reviewer,
    board: Board,
    moves: Bitboard,
    depth: u32,
    host: &mut dyn Host,
) -> Option<Vec<Hint>> {
    let limits = Limits::depth(depth);
    let mut hints = Vec::new();
    let legal = Bitboard(board.legal_moves().0 & moves.0);
    for square in legal.squares() {
        let after = reviewer.score_within(board.play_unchecked(square), &limits, host);
        if host.stopped() {
            return None;
        }
        hints.push(Hint {
            square,
            score: -after.score,
            exact: after.exact,
        });
    }
    (!hints.is_empty()).then_some(hints)
}

/// Hint passes of `board`, one after another ([`next_depth`]), each handed to `pass` with its depth
/// (and the reviewer, to read its table) as it completes, while their depth is at most `max_depth` (60: on to the exact pass). Returns the last
/// completed pass and its depth: `None` when not even the first finished (the host stopped it, or
/// there is no legal move).
pub fn deepen(
    reviewer: &mut Reviewer,
    board: Board,
    max_depth: u32,
    host: &mut dyn Host,
    pass: &mut dyn FnMut(&mut Reviewer, &[Hint], u32),
) -> Option<(Vec<Hint>, u32)> {
    deepen_among(
        reviewer,
        (board, board.legal_moves()),
        max_depth,
        host,
        pass,
    )
}

/// [`deepen`] over the legal moves among `moves` only ([`hint_pass_among`]: one worker's share of
/// a pool's hints).
pub fn deepen_among(
    reviewer: &mut Reviewer,
    (board, moves): (Board, Bitboard),
    max_depth: u32,
    host: &mut dyn Host,
    pass: &mut dyn FnMut(&mut Reviewer, &[Hint], u32),
) -> Option<(Vec<Hint>, u32)> {
    let empties = board.empties().count();
    let mut last = None;
    let mut depth = Some(1);
    while let Some(d) = depth.filter(|&d| d <= max_depth) {
        let Some(found) = hint_pass_among(reviewer, board, moves, d, host) else {
            break;
        };
        pass(reviewer, &found, d);
        last = Some((found, d));
        depth = next_depth(d, empties);
    }
    last
}

/// The best of `hints` (the first in square order among equals).
pub fn best(hints: &[Hint]) -> Option<Hint> {
    hints
        .iter()
        .copied()
        .reduce(|a, b| if b.score > a.score { b } else { a })
}
