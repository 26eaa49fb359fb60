//! The first step of a Stoner trap, as a fact the board can check.
//!
//! A Stoner trap attacks an unbalanced edge: the attacker plays the X-square at the far end of
//! the edge from the formation (the corner on its lighter half empty), takes the diagonal, then
//! plays beside the formation, so that the defender's way out turns the X-square back and gives
//! up the corner. Whether the whole trap works only the search can say; what is checked here is
//! its opening condition, and only that is claimed: the mover has an unbalanced edge or a wing
//! (see [`super::edges`]), and the opponent can play, now, the X-square of the empty corner on
//! the edge's half that holds fewer of the mover's discs.

use super::edges::{line, shape_of, Edge, Shape, EDGES};
use crate::Square;
use serde::Serialize;

/// The opening condition of a Stoner trap against the mover (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StonerThreat {
    /// The mover's unbalanced edge or wing.
    pub edge: Edge,
    /// The X-square the opponent can play.
    pub x_square: Square,
}

/// The X-square of a corner (by index).
fn x_of(corner: u8) -> u8 {
    match corner {
        0 => 9,
        7 => 14,
        56 => 49,
        _ => 54,
    }
}

/// The threats against `mover` (his discs) from `opponent` (his), who may play `opponent_moves`.
pub fn stoner_threats(mover: u64, opponent: u64, opponent_moves: u64) -> Vec<StonerThreat> {
    let mut out = Vec::new();
    for (edge, squares) in &EDGES {
        let (own, other) = (line(mover, squares), line(opponent, squares));
        if !matches!(shape_of(own, other), Some(Shape::Unbalanced | Shape::Wing)) {
            continue;
        }
        let low = (own & 0x0f).count_ones() < (own & 0xf0).count_ones();
        let corner = if low { squares[0] } else { squares[7] };
        let x = x_of(corner);
        if opponent_moves >> x & 1 == 1 {
            let x_square = Square::from_index(x).expect("an X-square is a square");
            out.push(StonerThreat {
                edge: *edge,
                x_square,
            });
        }
    }
    out
}
