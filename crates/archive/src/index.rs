//! The index of positions: a 16-bit fingerprint of every game's position after each number of moves.
//!
//! Every move adds one disc, passes add none, so a position with `d` discs can only be a game's
//! position after `d - 4` moves: the *ply* of a position. The index keeps, for each ply 0..=60, one
//! column with a fingerprint per game (16 bits of a hash of the game's board and side to move, as
//! the game has it: no symmetry; 0 where the game ended before). A query looks for the fingerprints
//! of its position's eight images at once (a 65,536-bit set): it reads one column, 122,711 `u16`s,
//! and replays only the games whose fingerprint is in the set (a false match, about 15 a query, is
//! caught when the replayed board is compared). Memory: 61 x 2 bytes a game, 15 MB for the whole
//! archive. Hashing one frame instead of the eight a [`Key`](crate::symmetry::Key) needs makes the
//! index three times faster to build when the file is read.
//!
//! Positions are taken after forced passes: when the side to move has no move and the other side
//! has one, the other side is to move ([`step`]), as in the engine's [`Game`](ethello_engine::Game).

use ethello_engine::{Board, Color, Position, Square};

use crate::archive::GameId;
use crate::symmetry::image_board;

/// The number of plies with a column: 0 to 60 moves played.
pub const PLIES: usize = 61;

/// The fingerprints, column by ply.
pub struct Index {
    games: usize,
    columns: Vec<u16>,
}

/// A board's fingerprint, with `side` to move, in the frame it is in.
pub fn fingerprint(board: Board, side: Color) -> u16 {
    let h = (board.player.0
        ^ board
            .opponent
            .0
            .rotate_left(23)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15))
    .wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let h = (h ^ (h >> 29)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (h >> 48) as u16 ^ (side == Color::White) as u16
}

/// The fingerprints of a position's eight images, as a set of 65,536 bits.
#[derive(Clone, Debug)]
pub struct Fingerprints(Vec<u64>);

impl Fingerprints {
    /// The set for a position.
    pub fn of(pos: Position) -> Fingerprints {
        let mut bits = vec![0u64; 1 << 10];
        for k in 0..8 {
            let f = fingerprint(image_board(k, pos.board), pos.side) as usize;
            bits[f >> 6] |= 1 << (f & 63);
        }
        Fingerprints(bits)
    }

    fn contains(&self, f: u16) -> bool {
        self.0[f as usize >> 6] >> (f & 63) & 1 != 0
    }
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
            fill(&mut columns, games, g, game);
        }
        Index { games, columns }
    }

    /// The index of `games` games from its columns (as [`Index::columns`] gives them), or `None`
    /// when their length is not [`PLIES`] times `games`.
    pub(crate) fn from_columns(games: usize, columns: Vec<u16>) -> Option<Index> {
        (columns.len() == PLIES * games).then_some(Index { games, columns })
    }

    /// The fingerprints, column by ply, each column a fingerprint per game.
    pub(crate) fn columns(&self) -> &[u16] {
        &self.columns
    }

    /// The games whose position after `ply` moves may be one of the images whose fingerprints
    /// these are, in id order.
    pub fn candidates<'a>(
        &'a self,
        ply: usize,
        fps: &'a Fingerprints,
    ) -> impl Iterator<Item = GameId> + 'a {
        let column = match ply < PLIES {
            true => &self.columns[ply * self.games..(ply + 1) * self.games],
            false => &[][..],
        };
        column
            .iter()
            .enumerate()
            .filter(move |(_, &f)| fps.contains(f))
            .map(|(g, _)| g as GameId)
    }
}

/// Game `g`'s fingerprints into `columns`. Never inlined, for V8 (see `decode::decode_game`).
#[inline(never)]
fn fill(columns: &mut [u16], games: usize, g: usize, game: &[Square]) {
    let (mut board, mut side) = (Board::start(), Color::Black);
    columns[g] = fingerprint(board, side);
    for (ply, &sq) in game.iter().enumerate().take(PLIES - 1) {
        (board, side) = step(board, side, sq);
        columns[(ply + 1) * games + g] = fingerprint(board, side);
    }
}
