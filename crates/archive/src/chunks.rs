//! The moves' chunks decoded apart and joined: the page decodes chunk 0 in the archive's worker
//! while another worker decodes chunk 1, hands it over as bytes ([`ChunkMoves::to_bytes`]), and
//! the archive's worker joins them ([`read_with`]).
//!
//! A [`ChunkMoves`] holds a chunk's decoded moves and where each game starts, with what ties it to
//! its file: the file's checksum, the chunk's number, first game, game count and stream length.
//! Its bytes, little-endian: those five as `u32`s, each game's number of moves (a byte each), the
//! moves (a square's index each), and a 64-bit checksum of everything before it.
//!
//! Invariant: [`read_with`] gives an archive only from chunks that match the file's table one for
//! one, in order; [`ChunkMoves::from_bytes`] gives a chunk only from bytes whose checksum matches
//! and whose counts and squares are in range. As with a snapshot, the moves' legality is not
//! replayed from those bytes: it rests on the checksum (and on the decoder that wrote them).

use ethello_engine::Square;

use crate::archive::Archive;
use crate::decode::{decode_moves, read_columns, read_layout, Layout};
use crate::error::ArchiveError;
use crate::snapshot::hash;

/// One chunk's moves, decoded ([`decode_chunk`]) or read back from bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChunkMoves {
    /// The file's checksum, its bytes 10..14.
    file: u32,
    /// The chunk's number, its first game, its number of games, its stream's length.
    entry: [usize; 4],
    /// Its moves, game after game.
    moves: Vec<Square>,
    /// Where each of its games starts in `moves`, and the end.
    starts: Vec<u32>,
}

/// Decodes chunk `k` of an archive file alone.
///
/// # Errors
/// The errors of [`crate::read`] for the file's head and this chunk's moves, and
/// [`ArchiveError::Chunk`] when the file has no chunk `k`.
pub fn decode_chunk(file: &[u8], k: usize) -> Result<ChunkMoves, ArchiveError> {
    decode_entry(&read_layout(file)?, k)
}

/// Reads an archive file whose chunks were decoded apart (all of them, in order).
///
/// # Errors
/// The errors of [`crate::read`] for the file's head and fields, and [`ArchiveError::Chunk`] when
/// the chunks are not this file's, one for each row of its table, in order.
pub fn read_with(file: &[u8], chunks: Vec<ChunkMoves>) -> Result<Archive, ArchiveError> {
    join(read_layout(file)?, chunks)
}

pub(crate) fn decode_entry(layout: &Layout, k: usize) -> Result<ChunkMoves, ArchiveError> {
    let e = layout
        .table
        .get(k)
        .ok_or(ArchiveError::Chunk("no such chunk"))?;
    let (moves, starts) = decode_moves(layout.streams[k], e.first, e.count)?;
    Ok(ChunkMoves {
        file: layout.sum,
        entry: [k, e.first, e.count, e.len],
        moves,
        starts,
    })
}

pub(crate) fn join(layout: Layout, chunks: Vec<ChunkMoves>) -> Result<Archive, ArchiveError> {
    let fit = chunks.iter().enumerate().all(|(k, c)| c.fits(&layout, k));
    if chunks.len() != layout.table.len() || !fit {
        return Err(ArchiveError::Chunk("not this file's"));
    }
    let head = layout.head;
    let limits = (head.players.len(), head.tournaments.len());
    let games = read_columns(layout.fields, &head.files, head.count, limits)?;
    let total = chunks.iter().map(|c| c.moves.len()).sum();
    let (mut moves, mut starts) = (
        Vec::with_capacity(total),
        Vec::with_capacity(head.count + 1),
    );
    starts.push(0);
    for c in chunks {
        let at = moves.len() as u32;
        starts.extend(c.starts[1..].iter().map(|s| at + s));
        moves.extend(c.moves);
    }
    let parts = (head.players, head.tournaments, head.files);
    Ok(Archive::new(parts, games, moves, starts))
}

impl ChunkMoves {
    /// The chunk's number in its file.
    pub fn index(&self) -> usize {
        self.entry[0]
    }

    /// Its number of games.
    pub fn games(&self) -> usize {
        self.entry[2]
    }

    /// True when this is one of `file`'s chunks, at its place: the check [`read_with`] makes of
    /// each chunk it is given, so a chunk that passes it is never what makes `read_with` fail.
    pub fn is_of(&self, file: &[u8]) -> bool {
        read_layout(file).is_ok_and(|layout| self.fits(&layout, self.index()))
    }

    /// True when this is chunk `k` of the file `layout` cuts: the same file and table row.
    fn fits(&self, layout: &Layout, k: usize) -> bool {
        let row = layout.table.get(k);
        row.is_some_and(|e| self.file == layout.sum && self.entry == [k, e.first, e.count, e.len])
    }

    /// The chunk as bytes, for another thread ([`ChunkMoves::from_bytes`] reads them back).
    pub fn to_bytes(&self) -> Vec<u8> {
        let games = self.starts.len() - 1;
        let mut out = Vec::with_capacity(28 + games + self.moves.len());
        out.extend(self.file.to_le_bytes());
        (self.entry.iter()).for_each(|&n| out.extend((n as u32).to_le_bytes()));
        out.extend(self.starts.windows(2).map(|w| (w[1] - w[0]) as u8));
        out.extend(self.moves.iter().map(|s| s.index()));
        let sum = hash(&out);
        out.extend(sum.to_le_bytes());
        out
    }

    /// Reads back the bytes of [`ChunkMoves::to_bytes`].
    ///
    /// # Errors
    /// [`ArchiveError::Chunk`] when the bytes are cut short, damaged, or hold a count or square
    /// out of range.
    pub fn from_bytes(bytes: &[u8]) -> Result<ChunkMoves, ArchiveError> {
        let bad = ArchiveError::Chunk;
        let (body, sum) = bytes.split_last_chunk::<8>().ok_or(bad("cut short"))?;
        if body.len() < 20 || u64::from_le_bytes(*sum) != hash(body) {
            return Err(bad("damaged"));
        }
        let word = |i: usize| u32::from_le_bytes(body[4 * i..4 * i + 4].try_into().expect("4"));
        let entry = [1, 2, 3, 4].map(|i| word(i) as usize);
        let lens = body.get(20..20 + entry[2]).ok_or(bad("cut short"))?;
        let mut starts = Vec::with_capacity(lens.len() + 1);
        starts.push(0);
        for &n in lens {
            starts.push(starts.last().copied().unwrap_or(0) + n as u32);
        }
        let moves = &body[20 + lens.len()..];
        if lens.iter().any(|&n| n > 60) || moves.len() != *starts.last().unwrap_or(&0) as usize {
            return Err(bad("the counts do not match the moves"));
        }
        let moves = moves.iter().map(|&b| Square::from_index(b));
        let moves = moves
            .collect::<Option<Vec<_>>>()
            .ok_or(bad("a move off the board"))?;
        Ok(ChunkMoves {
            file: word(0),
            entry,
            moves,
            starts,
        })
    }
}
