//! The index of positions: a 16-bit fingerprint of every game's position after each number of moves.
//!
//! Every move adds one disc, passes add none, so a position with `d` discs can only be a game's
//! position after `d - 4` moves: the *ply* of a position. The index keeps, for each ply 0..=60, one
//! column with a fingerprint per game (the top 16 bits of the position's [`Key`], the same in all
//! eight frames; 0 where the game ended before). A query reads one column, 122,711 `u16`s, and
//! replays only the games whose fingerprint matches (a false match, about 2 a query, is caught when
//! the replayed board is compared). Memory: 61 x 2 bytes a game, 15 MB for the whole archive.
//!
//! Positions are taken after forced passes: when the side to move has no move and the other side
//! has one, the other side is to move ([`step`]), as in the engine's [`Game`](ethello_engine::Game).

use ethello_engine::{Board, Color, Position, Square};

use crate::archive::GameId;
use crate::symmetry::{key, Key};

/// The number of plies with a column: 0 to 60 moves played.
pub const PLIES: usize = 61;

/// The fingerprints, column by ply.
pub struct Index {
    games: usize,
    columns: Vec<u16>,
}

/// A key's fingerprint.
pub fn fingerprint(key: Key) -> u16 {
    (key >> 48) as u16
}

/// The position after `sq`, a forced pass made.
pub fn step(board: Board, side: Color, sq: Square) -> (Board, Color) {
    let next = board.play_unchecked(sq);
    if next.must_pass() {
        (next.pass(), side)
    } else {
        (next, side.opposite())
    }
}

/// A position in the normal form the index uses: a forced pass made.
pub fn normal(pos: Position) -> Position {
    if pos.board.must_pass() {
        Position {
            board: pos.board.pass(),
            side: pos.side.opposite(),
        }
    } else {
        pos
    }
}

/// The ply of a position: its discs less the start's four (`None` below four discs).
pub fn ply_of(pos: Position) -> Option<usize> {
    (pos.board.disc_count() as usize).checked_sub(4)
}

impl Index {
    /// The index of the games `moves[starts[g]..starts[g + 1]]`.
    pub fn build(moves: &[Square], starts: &[u32]) -> Index {
        let games = starts.len().saturating_sub(1);
        let mut columns = vec![0u16; PLIES * games];
        for g in 0..games {
            let game = &moves[starts[g] as usize..starts[g + 1] as usize];
            let (mut board, mut side) = (Board::start(), Color::Black);
            columns[g] = fingerprint(key(board, side));
            for (ply, &sq) in game.iter().enumerate().take(PLIES - 1) {
                (board, side) = step(board, side, sq);
                columns[(ply + 1) * games + g] = fingerprint(key(board, side));
            }
        }
        Index { games, columns }
    }

    /// The games whose position after `ply` moves may be the one with this key, in id order.
    pub fn candidates(&self, ply: usize, key: Key) -> impl Iterator<Item = GameId> + '_ {
        let fp = fingerprint(key);
        let column = match ply < PLIES {
            true => &self.columns[ply * self.games..(ply + 1) * self.games],
            false => &[][..],
        };
        column
            .iter()
            .enumerate()
            .filter(move |(_, &f)| f == fp)
            .map(|(g, _)| g as GameId)
    }
}
