//! What a teacher reads off the board after one move, for both sides: mobility, the squares the
//! move gives and takes and those only the opponent can play, potential mobility and frontier, the move's openness, the corners it
//! hands over, X and C squares, stable discs, the edges it shapes and whether it forces a pass.
//!
//! Everything is bitboard arithmetic on the board after the move, relative to the side that moved
//! (the *mover*): no search, a few hundred nanoseconds a move.

use super::edges::{edge_shapes, EdgeShape};
use super::set;
use super::stoner::{stoner_threats, StonerThreat};
use crate::features::{danger_squares, neighbours, stable};
use crate::movegen::legal_moves;
use crate::{Bitboard, Board, Square};
use serde::Serialize;

/// The features of the board after the mover plays one square (see the module doc). Counts and sets
/// are read after the move; "before" means the board the move was played on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Features {
    /// The square played.
    pub square: Square,
    /// The opponent's discs the move turned.
    #[serde(with = "set")]
    pub flips: Bitboard,
    /// The opponent's legal moves after the move (his mobility).
    #[serde(with = "set")]
    pub opponent_moves: Bitboard,
    /// The mover's legal moves after the move, were it his turn again (his mobility).
    #[serde(with = "set")]
    pub own_moves: Bitboard,
    /// Squares the move gives the opponent: legal for him after it, not before it.
    #[serde(with = "set")]
    pub given: Bitboard,
    /// The opponent's moves after the move that the mover could not play there himself: the
    /// moves a free move is one of (one that he can also keep for later, and that leaves the mover
    /// no safe answer; the search says which).
    #[serde(with = "set")]
    pub opponent_only: Bitboard,
    /// Squares the move takes from the opponent: legal for him before it, not after it.
    #[serde(with = "set")]
    pub taken: Bitboard,
    /// The mover's potential mobility: empty squares next to an opponent disc.
    pub potential: u32,
    /// The opponent's potential mobility: empty squares next to a disc of the mover.
    pub opponent_potential: u32,
    /// The mover's frontier: his discs next to an empty square (a "wall" when many).
    #[serde(with = "set")]
    pub frontier: Bitboard,
    /// The opponent's frontier discs.
    #[serde(with = "set")]
    pub opponent_frontier: Bitboard,
    /// The move's openness: the empty squares next to the discs it turned (low: a quiet move).
    #[serde(with = "set")]
    pub openness: Bitboard,
    /// Corners the opponent may take at once after the move.
    #[serde(with = "set")]
    pub corners_given: Bitboard,
    /// True when the square is an X-square (diagonal to a corner) whose corner is empty.
    pub x_square: bool,
    /// True when the square is a C-square (beside a corner on the edge) whose corner is empty.
    pub c_square: bool,
    /// The mover's stable discs after the move (never to turn again, [`super::stable`]).
    #[serde(with = "set")]
    pub stable: Bitboard,
    /// The opponent's stable discs after the move.
    #[serde(with = "set")]
    pub opponent_stable: Bitboard,
    /// The shapes of the edges the move plays on or turns discs on, after it.
    pub edges: Vec<EdgeShape>,
    /// The Stoner traps the move lets the opponent start against the mover's edges (their
    /// opening condition, [`super::stoner`]), those that were not there before it.
    pub stoner: Vec<StonerThreat>,
    /// True when the opponent must pass after the move (and the mover can go on).
    pub forces_pass: bool,
}

/// The mover's discs next to an empty square: the frontier of `mine` on a board whose occupied
/// squares are `mine | theirs`.
#[inline]
pub fn frontier(mine: u64, theirs: u64) -> u64 {
    mine & neighbours(!(mine | theirs))
}

/// The empty squares next to the discs `flips` on a board whose occupied squares are `filled`
/// (after the move: the square played is occupied).
#[inline]
pub fn openness(flips: u64, filled: u64) -> u64 {
    neighbours(flips) & !filled
}

/// The features of `board` after its side to move plays `square`; `None` when the move is illegal.
///
/// ```
/// use ethello_engine::{explain, Board};
/// // The start, f5: one disc turned (e5), three squares for White, one of them new.
/// let f = explain::features(Board::start(), "f5".parse().unwrap()).unwrap();
/// assert_eq!((f.flips.count(), f.opponent_moves.count()), (1, 3));
/// assert!(!f.x_square && !f.forces_pass);
/// ```
pub fn features(board: Board, square: Square) -> Option<Features> {
    let flips = board.flips(square);
    if flips.is_empty() {
        return None;
    }
    let (p0, o0) = (board.player.0, board.opponent.0);
    let (p, o) = (p0 | flips.0 | 1 << square.index(), o0 & !flips.0);
    let (theirs, mine) = (legal_moves(o, p), legal_moves(p, o));
    let before = legal_moves(o0, p0);
    let (x, c) = danger_squares(!(p0 | o0));
    let corners = Bitboard::CORNERS.0;
    Some(Features {
        square,
        flips,
        opponent_moves: Bitboard(theirs),
        own_moves: Bitboard(mine),
        given: Bitboard(theirs & !before),
        opponent_only: Bitboard(theirs & !mine),
        taken: Bitboard(before & !theirs),
        potential: (neighbours(o) & !(p | o)).count_ones(),
        opponent_potential: (neighbours(p) & !(p | o)).count_ones(),
        frontier: Bitboard(frontier(p, o)),
        opponent_frontier: Bitboard(frontier(o, p)),
        openness: Bitboard(openness(flips.0, p | o)),
        corners_given: Bitboard(theirs & corners),
        x_square: x >> square.index() & 1 == 1,
        c_square: c >> square.index() & 1 == 1,
        stable: Bitboard(stable(p, o)),
        opponent_stable: Bitboard(stable(o, p)),
        edges: edge_shapes(p, o, flips.0 | 1 << square.index()),
        stoner: new_threats(p, o, theirs, stoner_threats(p0, o0, before)),
        forces_pass: theirs == 0 && mine != 0,
    })
}

/// The Stoner threats against the mover after the move (`p` against `o`, who may play `theirs`)
/// that are not among those of `before`.
fn new_threats(p: u64, o: u64, theirs: u64, before: Vec<StonerThreat>) -> Vec<StonerThreat> {
    let mut after = stoner_threats(p, o, theirs);
    after.retain(|t| !before.contains(t));
    after
}

/// What a glance at one move shows, without a search or the costly features (stability, edges):
/// the one-line reason of a hint. Every field is a fact of the board after the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Glance {
    /// The move takes a corner.
    pub takes_corner: bool,
    /// The opponent must pass after it (and the mover can move on).
    pub forces_pass: bool,
    /// A corner the opponent can take right after it and could not before (the first, if any).
    pub corner_given: Option<Square>,
    /// The move is an X-square next to an empty corner.
    pub x_square: bool,
    /// The move is a C-square next to an empty corner.
    pub c_square: bool,
    /// The opponent's legal moves after it.
    pub opponent_moves: u32,
}

/// The [`Glance`] at `square` for the side to move of `board`; `None` when it is not legal.
///
/// ```
/// use ethello_engine::explain::features::glance;
/// use ethello_engine::Game;
/// // Black's X-square b2 here lets White take a1 at once.
/// let game = Game::from_transcript("d3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3").unwrap();
/// let seen = glance(game.position().board, "b2".parse().unwrap()).unwrap();
/// assert!(seen.x_square && seen.corner_given == Some("a1".parse().unwrap()));
/// ```
pub fn glance(board: Board, square: Square) -> Option<Glance> {
    let flips = board.flips(square);
    if flips.is_empty() {
        return None;
    }
    let (p0, o0) = (board.player.0, board.opponent.0);
    let (p, o) = (p0 | flips.0 | 1 << square.index(), o0 & !flips.0);
    let theirs = legal_moves(o, p);
    let corners = Bitboard::CORNERS;
    let (x, c) = danger_squares(!(p0 | o0));
    let given = Bitboard(theirs & !legal_moves(o0, p0) & corners.0);
    Some(Glance {
        takes_corner: corners.contains(square),
        forces_pass: theirs == 0 && legal_moves(p, o) != 0,
        corner_given: given.first(),
        x_square: x >> square.index() & 1 == 1,
        c_square: c >> square.index() & 1 == 1,
        opponent_moves: theirs.count_ones(),
    })
}
