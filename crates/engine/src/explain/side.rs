//! One of the two moves compared, with all that is known of it: its line and value, its
//! features, its key ply, the stable discs at the end of its line and the parity regions it
//! leaves.

use super::features::{features, Features};
use super::refute::{key_ply, line_end, KeyPly, Line};
use super::regions::regions;
use super::stability::stable_both;
use crate::Board;
use serde::Serialize;

/// A move of the mover, explained (see the module doc). Counts are the mover's unless named the
/// opponent's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Side {
    /// The move, its value and its line.
    pub line: Line,
    /// The board's features after the move.
    pub features: Features,
    /// Where the loss becomes concrete in the line, if it does.
    pub key: Option<KeyPly>,
    /// The mover's stable discs at the end of the line.
    pub end_stable: u32,
    /// The opponent's stable discs at the end of the line.
    pub end_opponent_stable: u32,
    /// Empty regions with an odd number of squares that the opponent can enter after the move.
    pub opponent_odd_regions: u32,
}

impl Side {
    /// `line` played from `board` (its side to move is the mover); `None` when its square is not
    /// legal there.
    pub fn new(board: Board, line: Line) -> Option<Side> {
        let features = features(board, line.square)?;
        let key = key_ply(board, &line);
        let (end, mover_to_move) = line_end(board, &line);
        let (to_move, other) = stable_both(end);
        let (mine, theirs) = match mover_to_move {
            true => (to_move, other),
            false => (other, to_move),
        };
        let after = board.play_unchecked(line.square);
        let odd = regions(after)
            .iter()
            .filter(|r| r.odd && r.player_can_enter)
            .count() as u32;
        Some(Side {
            line,
            features,
            key,
            end_stable: mine.count(),
            end_opponent_stable: theirs.count(),
            opponent_odd_regions: odd,
        })
    }
}
