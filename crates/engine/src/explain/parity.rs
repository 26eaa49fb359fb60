//! Who plays the last square of an empty region, found by a search of the region alone.
//!
//! Parity theory says the side that plays last in a region gains there, but no rule read off the
//! board says who that is: passes, and moves that become legal or illegal as discs turn, decide
//! it. So it is searched, under one stated assumption: the region is *played out now, alone*.
//! Both sides play only in the region, the side to move first; a side with no legal move in it
//! passes; it ends when neither can play there (squares may stay empty); each side plays to be
//! the one who plays last. The answer is exact under that assumption, for regions small enough
//! for the node budget ([`last_move`] gives `None` past it).
//!
//! Representation: boards relative to the side to move (`player`, `opponent`); a region is a
//! [`Bitboard`] of empty squares (any set of them: one region of [`super::regions`] in practice).

use crate::{Bitboard, Board};
use serde::Serialize;

/// The nodes a front end may give [`last_move`] for one region. Measured natively (test profile,
/// a loaded two-core machine) on the regions of up to 10 empties of 4,000 seeded random-play
/// positions (9,917 regions): every one read within it, 2 needing more than 10,000 nodes and 12
/// more than 5,000; at 10,000 nodes the slowest region took 0.2 ms, and a whole board's overlay
/// (`super::overlay`) 20-30 µs on average. The search stops at the first move that makes its side
/// last; past the budget it says nothing.
pub const NODES: u32 = 20_000;

/// Who plays the last square of a region played out alone (see the module doc), relative to the
/// side to move of the board searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum LastMove {
    /// The side to move plays last.
    Player,
    /// His opponent plays last.
    Opponent,
    /// Neither side can play in the region.
    Nobody,
}

/// Who plays last in `region` of `board` if it is played out now, alone, both sides playing to
/// be last; `None` when the search needs more than `nodes` nodes.
///
/// ```
/// use ethello_engine::explain::parity::{last_move, LastMove, NODES};
/// use ethello_engine::{Bitboard, Board};
/// // Black (to move) has discs on a2 and c1, White on b1 and b2: only a1 is empty.
/// let black = Bitboard(1 << 8 | 1 << 2);
/// let white = Bitboard(1 << 1 | 1 << 9);
/// let board = Board::new(black, white).unwrap();
/// let a1 = Bitboard(1);
/// assert_eq!(last_move(board, a1, NODES), Some(LastMove::Player));
/// ```
pub fn last_move(board: Board, region: Bitboard, nodes: u32) -> Option<LastMove> {
    let mut left = nodes;
    search(board, region & board.empties(), &mut left)
}

/// [`last_move`] in the empties `region` of `board`, counting nodes down in `left`.
fn search(board: Board, region: Bitboard, left: &mut u32) -> Option<LastMove> {
    *left = left.checked_sub(1)?;
    let moves = board.legal_moves() & region;
    if moves.is_empty() {
        if (board.pass().legal_moves() & region).is_empty() {
            return Some(LastMove::Nobody);
        }
        return search(board.pass(), region, left).map(flip);
    }
    for sq in moves.squares() {
        let after = board.play_unchecked(sq);
        // The opponent is to move after it: his `Opponent` is us, and `Nobody` means ours was
        // the last move.
        if search(after, region & !Bitboard::from_square(sq), left)? != LastMove::Player {
            return Some(LastMove::Player);
        }
    }
    Some(LastMove::Opponent)
}

/// The same outcome seen from the other side.
fn flip(last: LastMove) -> LastMove {
    match last {
        LastMove::Player => LastMove::Opponent,
        LastMove::Opponent => LastMove::Player,
        LastMove::Nobody => LastMove::Nobody,
    }
}
