//! The empty regions of the endgame and their parity.
//!
//! A region is a set of empty squares connected through their eight neighbours (8-connected: two
//! empties touching only at a corner are one region, since a move on one can turn discs towards
//! the other). Parity theory: the side that plays last in a region usually gains there, and in a
//! region with an odd number of empties played out alone by alternate moves, the side that enters
//! it plays last. Who really plays last depends on passes and on the play elsewhere; a region only
//! says its size and who can enter it now ([`super::parity`] searches who plays last in it).

use super::set;
use crate::features::neighbours;
use crate::movegen::legal_moves;
use crate::{Bitboard, Board};
use serde::Serialize;

/// One empty region of a board (see the module doc), seen from its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Region {
    /// Its empty squares (8-connected).
    #[serde(with = "set")]
    pub squares: Bitboard,
    /// True when it holds an odd number of empties.
    pub odd: bool,
    /// True when the side to move has a legal move in it.
    pub player_can_enter: bool,
    /// True when the other side has a legal move in it.
    pub opponent_can_enter: bool,
}

/// The 8-connected components of `empty`, lowest square first.
pub fn components(empty: Bitboard) -> Vec<Bitboard> {
    let mut left = empty.0;
    let mut out = Vec::new();
    while left != 0 {
        let mut region = left & left.wrapping_neg();
        loop {
            let grown = (region | neighbours(region)) & left;
            if grown == region {
                break;
            }
            region = grown;
        }
        out.push(Bitboard(region));
        left &= !region;
    }
    out
}

/// The empty regions of `board`, lowest square first.
///
/// ```
/// use ethello_engine::{explain, Board};
/// // The start: the 60 empties are one region, even, both sides can enter it.
/// let r = explain::regions(Board::start());
/// assert_eq!((r.len(), r[0].odd, r[0].player_can_enter), (1, false, true));
/// ```
pub fn regions(board: Board) -> Vec<Region> {
    let (p, o) = (board.player.0, board.opponent.0);
    let (mine, theirs) = (legal_moves(p, o), legal_moves(o, p));
    components(board.empties())
        .into_iter()
        .map(|r| Region {
            squares: r,
            odd: r.count() % 2 == 1,
            player_can_enter: r.0 & mine != 0,
            opponent_can_enter: r.0 & theirs != 0,
        })
        .collect()
}
