//! Hints: the value of every legal move of a position, for a player to see on the board.
//!
//! A hint is one legal square with its score in discs for the side to move: the score of the
//! position the move leads to (across a forced pass), negated. A pass scores all the moves at one
//! depth; the engine deepens pass by pass ([`next_depth`]: 1, 2, 3, ... and at last to the end of
//! the game, which makes every value exact) and shows each completed pass
//! ([`Session::hints`](crate::Session::hints)). A pass the host stops part way is thrown away, so
//! the values shown together always come from one depth and can be compared.

use super::Square;

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

/// The best of `hints` (the first in square order among equals).
pub fn best(hints: &[Hint]) -> Option<Hint> {
    hints
        .iter()
        .copied()
        .reduce(|a, b| if b.score > a.score { b } else { a })
}
