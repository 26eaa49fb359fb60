//! Where the evaluation sees the loss: the static evaluation ([`Board::evaluate`]) is a sum of
//! pattern weights and scalar terms, so its value at the end of each line splits exactly into
//! groups, and so does the difference between the two lines' ends.
//!
//! The groups, in centi-discs for the mover (the side to move of the board explained):
//!
//! | group | pattern kinds and scalar terms |
//! |---|---|
//! | corners | the 3x3 and 2x5 corner blocks; corner discs, X and C squares next to empty corners |
//! | edges | the edge + 2 X patterns |
//! | diagonals | the diagonals of 4 to 8 squares |
//! | lines | rows and columns 2, 3 and 4 |
//! | mobility | mobility (corner moves double) |
//! | potential | potential mobility |
//! | parity | parity |
//! | other | the constant, the disc count, and what the clamp to the evaluation's range took |
//!
//! Invariant: the groups sum exactly (integers) to the evaluation of the end position from the
//! mover's side: [`Board::evaluate`] of it when the mover is to move there, its negation
//! otherwise.

use super::refute::{line_end, Line};
use crate::eval::{evaluate_parts, Parts};
use crate::Board;
use serde::Serialize;

/// An evaluation split by group (see the module doc), in centi-discs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Split {
    /// Corner blocks, corner discs, X and C squares.
    pub corners: i32,
    /// Edge patterns.
    pub edges: i32,
    /// Diagonal patterns.
    pub diagonals: i32,
    /// Row and column patterns (the 2nd to 4th lines from each edge).
    pub lines: i32,
    /// The mobility term.
    pub mobility: i32,
    /// The potential mobility term.
    pub potential: i32,
    /// The parity term.
    pub parity: i32,
    /// The constant, the discs and the clamp.
    pub other: i32,
}

impl Split {
    /// The groups of an evaluation's [`Parts`], negated when `negate` (the other side's view).
    pub(crate) fn from_parts(parts: &Parts, negate: bool) -> Split {
        let [k_edge, k_c33, k_c25, r2, r3, r4, d8, d7, d6, d5, d4] = parts.kinds;
        let [bias, parity, mobility, potential, corners, x, c, discs] = parts.scalars;
        let sign = if negate { -1 } else { 1 };
        Split {
            corners: sign * (k_c33 + k_c25 + corners + x + c),
            edges: sign * k_edge,
            diagonals: sign * (d8 + d7 + d6 + d5 + d4),
            lines: sign * (r2 + r3 + r4),
            mobility: sign * mobility,
            potential: sign * potential,
            parity: sign * parity,
            other: sign * (bias + discs + parts.clamp),
        }
    }

    /// The groups as `(name, value)` pairs, in the module doc's order.
    pub fn groups(&self) -> [(&'static str, i32); 8] {
        [
            ("corners", self.corners),
            ("edges", self.edges),
            ("diagonals", self.diagonals),
            ("lines", self.lines),
            ("mobility", self.mobility),
            ("potential", self.potential),
            ("parity", self.parity),
            ("other", self.other),
        ]
    }

    /// The sum of the groups.
    pub fn total(&self) -> i32 {
        self.groups().iter().map(|(_, v)| v).sum()
    }

    /// Group by group, `self` minus `other`.
    pub fn minus(&self, other: &Split) -> Split {
        Split {
            corners: self.corners - other.corners,
            edges: self.edges - other.edges,
            diagonals: self.diagonals - other.diagonals,
            lines: self.lines - other.lines,
            mobility: self.mobility - other.mobility,
            potential: self.potential - other.potential,
            parity: self.parity - other.parity,
            other: self.other - other.other,
        }
    }
}

/// The evaluation of `board` split by group, from the side to move's view (`mover`) or the
/// other side's (the split negated).
pub fn split(board: Board, mover: bool) -> Split {
    Split::from_parts(&evaluate_parts(board.player.0, board.opponent.0), !mover)
}

/// The two lines' end positions split by group, and the difference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Attribution {
    /// The played move's line end, for the mover.
    pub played: Split,
    /// The compared move's line end, for the mover.
    pub vs: Split,
    /// `vs` minus `played`: where the evaluation sees what the played move loses (positive: lost).
    pub loss: Split,
}

/// The attribution of the two lines played from `board` (whose side to move is the mover).
pub fn attribute(board: Board, played: &Line, vs: &Line) -> Attribution {
    let end = |line: &Line| {
        let (b, mover) = line_end(board, line);
        split(b, mover)
    };
    let (played, vs) = (end(played), end(vs));
    Attribution {
        played,
        vs,
        loss: vs.minus(&played),
    }
}
