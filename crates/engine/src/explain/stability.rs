//! Stable discs: discs that can never be turned again, whatever either side plays.
//!
//! The set is a sound lower bound found by a fixpoint (`features::stable`, internal, which the
//! evaluation and the endgame solver also use): a disc is stable when on each of its four lines
//! (row, column, both diagonals) the line is full, or the disc lies on the board's edge across
//! that line, or it touches a stable disc of its own colour on that line. Why it is sound: take
//! the first move that would turn a disc of the set, and among the discs it turns the one added
//! to the set first. The move turns it along one line; that line cannot be full (the move needs
//! an empty square on it) and the disc cannot sit on the edge across it (it would not be
//! bracketed), so its neighbour on that line is a disc of the set added earlier and of the same
//! colour, and a run that turns a disc turns its same-coloured neighbour in the run too: a
//! contradiction. Full stability, not only edge anchors: a disc in the middle of the board whose
//! four lines are full is found, and so are the blocks that grow from corners and full edges.
//! The bound may miss discs that are stable for subtler reasons; it never claims an unstable one.

use crate::{Bitboard, Board};

/// The stable discs of `mine` on a board where the other discs are `theirs`.
///
/// ```
/// use ethello_engine::{explain, Bitboard};
/// // a1, b1 and c1 run from the corner; d4 alone is not stable.
/// let mine = Bitboard(0b111 | 1 << 27);
/// assert_eq!(explain::stable(mine, Bitboard(1 << 28)), Bitboard(0b111));
/// ```
pub fn stable(mine: Bitboard, theirs: Bitboard) -> Bitboard {
    Bitboard(crate::features::stable(mine.0, theirs.0))
}

/// The stable discs of both sides of `board`: `(player's, opponent's)`.
pub fn stable_both(board: Board) -> (Bitboard, Bitboard) {
    (
        stable(board.player, board.opponent),
        stable(board.opponent, board.player),
    )
}
