//! The archive as it lies in memory, for a cache: the page's worker keeps one in IndexedDB after
//! its first read of the file, so that a later opening skips the decoding (the dear part of the
//! read, about a second of CPU natively and twice that in a browser).
//!
//! A snapshot holds what the read computes from the coded streams: the games' fields, their moves
//! and the index of positions. The names and `.wtb` headers come from the archive file itself,
//! which the reader of a snapshot is given too and checks as [`crate::read`] does (magic bytes,
//! version, checksum). Layout, little-endian:
//!
//! | part | bytes |
//! |---|---:|
//! | [`MAGIC`] | 8 |
//! | the file's checksum (its bytes 10..14) and its length | 4 + 4 |
//! | the number of games `n`, of moves `m` | 4 + 4 |
//! | each game's year, tournament, black, white (`u16`), black's discs, theoretical score (`u8`) | 10 `n` |
//! | where each game's moves start, and the end (`u32`) | 4 (`n` + 1) |
//! | the moves, a square's index each | `m` |
//! | the index's fingerprints, column by ply ([`crate::index`]) | 2 x 61 `n` |
//! | a 64-bit checksum of everything before it | 8 |
//!
//! Invariant: [`read_snapshot`] gives an archive only for a snapshot written by
//! [`Archive::snapshot`] of that same file (the file's checksum and length match, every count and
//! field is in range, every square is a square, and the trailing checksum matches); anything else,
//! a stale or damaged cache included, is an [`ArchiveError::Snapshot`], never a panic. The moves'
//! legality is not replayed (that is the cost the cache saves): it rests on the checksum.

use ethello_engine::Square;

use crate::archive::{Archive, GameInfo};
use crate::decode::{check_game, read_head};
use crate::error::ArchiveError;
use crate::index::{Index, PLIES};

/// A snapshot's first bytes.
pub const MAGIC: &[u8; 8] = b"ETHSNAP1";

/// The bytes of one game's fields.
const GAME_BYTES: usize = 10;

impl Archive {
    /// The archive as a snapshot ([`read_snapshot`] reads it back with `file`, the bytes it was
    /// read from).
    pub fn snapshot(&self, file: &[u8]) -> Vec<u8> {
        let (games, moves) = (self.infos(), self.all_moves());
        let columns = self.index().columns();
        let size = 32 + GAME_BYTES * games.len() + 4 * self.starts().len() + moves.len();
        let mut out = Vec::with_capacity(size + 2 * columns.len() + 8);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(file.get(10..14).unwrap_or(&[0; 4]));
        for n in [file.len(), games.len(), moves.len()] {
            out.extend((n as u32).to_le_bytes());
        }
        games.iter().for_each(|g| out.extend(game_bytes(g)));
        self.starts()
            .iter()
            .for_each(|s| out.extend(s.to_le_bytes()));
        out.extend(moves.iter().map(|s| s.index()));
        columns.iter().for_each(|f| out.extend(f.to_le_bytes()));
        out.extend(hash(&out).to_le_bytes());
        out
    }
}

/// A game's fields as the snapshot has them.
fn game_bytes(g: &GameInfo) -> [u8; GAME_BYTES] {
    let mut b = [0; GAME_BYTES];
    for (i, w) in [g.year, g.tournament, g.black, g.white].iter().enumerate() {
        b[2 * i..2 * i + 2].copy_from_slice(&w.to_le_bytes());
    }
    (b[8], b[9]) = (g.black_discs, g.theoretical);
    b
}

/// Reads a snapshot of the archive in `file` (the bytes [`Archive::snapshot`] was given).
///
/// # Errors
/// [`ArchiveError::Snapshot`] when `snapshot` is not one of this file (another version of the
/// file, damaged, cut short), and the errors of [`crate::read`] when `file` is not an archive.
pub fn read_snapshot(file: &[u8], snapshot: &[u8]) -> Result<Archive, ArchiveError> {
    let head = read_head(file)?;
    let bad = ArchiveError::Snapshot;
    let (body, sum) = snapshot.split_last_chunk::<8>().ok_or(bad("cut short"))?;
    if body.get(..8) != Some(MAGIC) || body.get(8..12) != file.get(10..14) {
        return Err(bad("another file's"));
    }
    if u64::from_le_bytes(*sum) != hash(body) {
        return Err(bad("damaged"));
    }
    let word = |i: usize| u32::from_le_bytes(body[12 + 4 * i..16 + 4 * i].try_into().expect("4"));
    let (len, count, m) = (word(0) as usize, word(1) as usize, word(2) as usize);
    let sizes = [GAME_BYTES * count, 4 * (count + 1), m, 2 * PLIES * count];
    if len != file.len() || count != head.count || 24 + sizes.iter().sum::<usize>() != body.len() {
        return Err(bad("another file's"));
    }
    let (games, rest) = body[24..].split_at(sizes[0]);
    let (starts, rest) = rest.split_at(sizes[1]);
    let (moves, columns) = rest.split_at(sizes[2]);
    let games = read_games(games, (head.players.len(), head.tournaments.len()))?;
    let starts = read_starts(starts, m)?;
    let moves = moves
        .iter()
        .map(|&b| Square::from_index(b))
        .collect::<Option<Vec<Square>>>()
        .ok_or(bad("a move off the board"))?;
    let columns = columns
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    let index = Index::from_columns(count, columns).ok_or(bad("another file's"))?;
    let names = (head.players, head.tournaments, head.files);
    Ok(Archive::with_index(names, games, (moves, starts), index))
}

/// The games' fields, each checked as the file's reader checks them.
fn read_games(bytes: &[u8], lists: (usize, usize)) -> Result<Vec<GameInfo>, ArchiveError> {
    let word = |b: &[u8], i: usize| u16::from_le_bytes([b[2 * i], b[2 * i + 1]]);
    let games = bytes.chunks_exact(GAME_BYTES).map(|b| GameInfo {
        year: word(b, 0),
        tournament: word(b, 1),
        black: word(b, 2),
        white: word(b, 3),
        black_discs: b[8],
        theoretical: b[9],
    });
    let check = |(i, g): (usize, GameInfo)| check_game(i, &g, lists.0, lists.1).map(|()| g);
    games.enumerate().map(check).collect()
}

/// Where each game's moves start: from 0, never going back, at most 60 a game, ending at `moves`.
fn read_starts(bytes: &[u8], moves: usize) -> Result<Vec<u32>, ArchiveError> {
    let starts: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let ordered = starts.windows(2).all(|w| w[0] <= w[1] && w[1] - w[0] <= 60);
    match starts.first() == Some(&0) && starts.last() == Some(&(moves as u32)) && ordered {
        true => Ok(starts),
        false => Err(ArchiveError::Snapshot("games out of order")),
    }
}

/// A 64-bit checksum of `bytes`, eight at a time (several times faster than a byte-wise one over
/// the snapshot's 24 MB in WebAssembly).
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    let mut words = bytes.chunks_exact(8);
    let mut h = words.by_ref().fold(0x243f_6a88_85a3_08d3u64, |h, w| {
        mix(h, u64::from_le_bytes(w.try_into().expect("8 bytes")))
    });
    for &b in words.remainder() {
        h = mix(h, b as u64);
    }
    mix(h, bytes.len() as u64)
}

fn mix(h: u64, w: u64) -> u64 {
    (h ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29)
}
