//! The facts a board overlay shows, read off one board: the stable discs, the frontier discs, the
//! squares the last move gave the side to move, the corners at stake and the small empty regions
//! with who plays last in each ([`super::parity`]).
//!
//! Representation: the board is relative to its side to move (the *player*); every set is of
//! squares of that board, for both sides at once (a front end colours them by the discs on them).
//! Everything is pure and cheap but the parity search, which is bounded by
//! [`super::parity::NODES`] a region.

use super::features::frontier;
use super::parity::{last_move, LastMove, NODES};
use super::regions::components;
use crate::features::{full_lines_folded, stable_with};
use crate::{Bitboard, Board};

/// The largest region whose parity an overlay shows: larger ones are the middle game's open
/// board, where parity says nothing yet.
pub const MAX_REGION: u32 = 10;

/// One small empty region and who plays last in it (see [`super::parity`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParityRegion {
    /// Its empty squares (8-connected).
    pub squares: Bitboard,
    /// Who plays its last square if it is played out now, alone; `None` past the node budget.
    pub last: Option<LastMove>,
}

/// What the overlays of one board show (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overlay {
    /// The discs of both sides that can never turn again.
    pub stable: Bitboard,
    /// The discs of both sides next to an empty square.
    pub frontier: Bitboard,
    /// The player's legal moves that the last move gave him: not legal for him before it.
    pub given: Bitboard,
    /// The empty corners the player can take now.
    pub corners: Bitboard,
    /// The empty regions of at most [`MAX_REGION`] squares, lowest square first.
    pub regions: Vec<ParityRegion>,
}

/// The overlay of `board`; `before` is the board the last move was played on (its side to move is
/// the player's opponent), when known: without it no square is said to be given.
///
/// ```
/// use ethello_engine::explain::overlay::overlay;
/// use ethello_engine::{Bitboard, Board};
/// // After f5, White may play d6, f4 and f6: he could play d6 and f4 before it, not f6.
/// let after = Board::start().play("f5".parse().unwrap()).unwrap();
/// let o = overlay(after, Some(Board::start()));
/// assert_eq!(o.given, Bitboard::from_square("f6".parse().unwrap()));
/// assert!(o.stable.is_empty() && o.corners.is_empty() && o.regions.is_empty());
/// ```
pub fn overlay(board: Board, before: Option<Board>) -> Overlay {
    let (p, o) = (board.player.0, board.opponent.0);
    // The same stable discs as `stable_both`, from lines folded rather than looked up: the page
    // draws this, and the endgame's 2 KB table would be its only use of it there.
    let full = full_lines_folded(p | o);
    let moves = board.legal_moves();
    let had = before.map_or(moves, |b| b.pass().legal_moves());
    Overlay {
        stable: Bitboard(stable_with(p, full) | stable_with(o, full)),
        frontier: Bitboard(frontier(p, o) | frontier(o, p)),
        given: moves & !had,
        corners: moves & Bitboard::CORNERS,
        regions: small_regions(board),
    }
}

/// The regions of `board` of at most [`MAX_REGION`] empties, each with who plays last in it.
fn small_regions(board: Board) -> Vec<ParityRegion> {
    let small = components(board.empties())
        .into_iter()
        .filter(|r| r.count() <= MAX_REGION);
    small
        .map(|squares| ParityRegion {
            squares,
            last: last_move(board, squares, NODES),
        })
        .collect()
}
