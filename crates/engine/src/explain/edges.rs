//! Edge shapes: the few named configurations of an edge's eight squares that players talk about,
//! read on the edges a move plays on or turns discs on.
//!
//! An edge is read from one corner to the other (row 1 from a1, row 8 from a8, column a from a1,
//! column h from h1); its squares are corner, C, A, B, B, A, C, corner. Every shape below has both
//! corners empty and no disc of the other colour on the edge, and one unbroken run of the owner's
//! discs:
//!
//! | shape | run | e.g. row 1 |
//! |---|---|---|
//! | balanced | the six squares C to C | `-XXXXXX-` |
//! | wing | five discs from one C-square, the other C-square empty | `-XXXXX--` |
//! | unbalanced | three or four discs, more on one half of the edge (a-d, e-h) than on the other | `-XXXX---`, `--XXX---` (not `--XXXX--`) |
//!
//! (A wing is the five-disc unbalanced edge; it is named on its own.) A balanced edge is usually
//! sound; a wing and an unbalanced edge can be attacked (a wedge, a Stoner trap), which is why
//! they are named, but only the search says whether they are bad here.

use serde::Serialize;

/// One of the four edges, by the row or column it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Edge {
    /// Row 1 (a1 to h1).
    Row1,
    /// Row 8 (a8 to h8).
    Row8,
    /// Column a (a1 to a8).
    ColumnA,
    /// Column h (h1 to h8).
    ColumnH,
}

/// A named edge configuration (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Shape {
    /// Six discs from C-square to C-square, corners empty.
    Balanced,
    /// Five discs from one C-square, the other C-square and both corners empty.
    Wing,
    /// Three or four discs in one run, more on one half of the edge than on the other, corners
    /// empty.
    Unbalanced,
}

/// An edge shape on one edge and whose discs make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EdgeShape {
    /// The edge.
    pub edge: Edge,
    /// The shape.
    pub shape: Shape,
    /// True when the discs are the mover's (the side that played the move), false for the
    /// opponent's.
    pub mover: bool,
}

/// The four edges with their squares' indices from one corner to the other.
pub(super) const EDGES: [(Edge, [u8; 8]); 4] = [
    (Edge::Row1, [0, 1, 2, 3, 4, 5, 6, 7]),
    (Edge::Row8, [56, 57, 58, 59, 60, 61, 62, 63]),
    (Edge::ColumnA, [0, 8, 16, 24, 32, 40, 48, 56]),
    (Edge::ColumnH, [7, 15, 23, 31, 39, 47, 55, 63]),
];

/// The bits of `x` on `squares`, as a byte (bit k for the k-th square).
pub(super) fn line(x: u64, squares: &[u8; 8]) -> u8 {
    squares
        .iter()
        .enumerate()
        .fold(0, |acc, (k, &sq)| acc | (((x >> sq) & 1) as u8) << k)
}

/// The shape of an edge whose owner's discs are `own` and the other side's `other` (bytes read as
/// [`line`] does), if it has one.
pub fn shape_of(own: u8, other: u8) -> Option<Shape> {
    let run = own.checked_shr(own.trailing_zeros()).unwrap_or(0);
    if other != 0 || own & 0x81 != 0 || own == 0 || run & run.wrapping_add(1) != 0 {
        return None;
    }
    let (low, high) = ((own & 0x0f).count_ones(), (own & 0xf0).count_ones());
    match own {
        0x7e => Some(Shape::Balanced),
        0x3e | 0x7c => Some(Shape::Wing),
        _ if (3..=4).contains(&own.count_ones()) && low != high => Some(Shape::Unbalanced),
        _ => None,
    }
}

/// The shapes on the edges that hold a square of `touched`, with `mover`'s discs against
/// `opponent`'s.
pub fn edge_shapes(mover: u64, opponent: u64, touched: u64) -> Vec<EdgeShape> {
    let mut out = Vec::new();
    for (edge, squares) in &EDGES {
        if line(touched, squares) == 0 {
            continue;
        }
        let (m, o) = (line(mover, squares), line(opponent, squares));
        for (own, other, is_mover) in [(m, o, true), (o, m, false)] {
            if let Some(shape) = shape_of(own, other) {
                out.push(EdgeShape {
                    edge: *edge,
                    shape,
                    mover: is_mover,
                });
            }
        }
    }
    out
}
