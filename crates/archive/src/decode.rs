//! Reading the archive file back into an [`Archive`].
//!
//! The reader checks, in order: the magic bytes, the version, the checksum, each section's length
//! before it allocates for it, the names' bytes, that the chunk table covers the games in order,
//! every game's fields against the lists, and that each chunk's moves decode into legal games that
//! end where its stream ends. Any fault is an [`ArchiveError`]; no input makes it panic. The
//! chunks may be decoded apart and joined ([`crate::chunks`]); [`read`] decodes them in turn.

use ethello_engine::Square;

use crate::archive::{Archive, GameInfo};
use crate::chunks::{decode_entry, join};
use crate::coder::Decoder;
use crate::encode::{checksum, MAGIC, PREAMBLE, VERSION};
use crate::error::ArchiveError;
use crate::fields::Fields;
use crate::model::Model;
use crate::names::{is_control, NameKind, Names};

/// The most games the reader takes (eight times the archive's), so that a damaged header cannot make it
/// ask for more memory than a browser tab has.
pub const MAX_GAMES: usize = 1_000_000;

#[derive(Clone, Copy)]
pub(crate) struct Bytes<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], ArchiveError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(ArchiveError::Truncated(what))?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    fn u16(&mut self, what: &'static str) -> Result<u16, ArchiveError> {
        self.take(2, what).map(|b| u16::from_le_bytes([b[0], b[1]]))
    }

    fn u32(&mut self, what: &'static str) -> Result<u32, ArchiveError> {
        self.take(4, what)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn header(&mut self, what: &'static str) -> Result<[u8; 16], ArchiveError> {
        let b = self.take(16, what)?;
        Ok(b.try_into().expect("16 bytes taken"))
    }
}

/// Reads an archive file.
///
/// # Errors
/// An [`ArchiveError`] saying what is wrong and where.
pub fn read(bytes: &[u8]) -> Result<Archive, ArchiveError> {
    let layout = read_layout(bytes)?;
    let chunks = (0..layout.table.len()).map(|k| decode_entry(&layout, k));
    let chunks = chunks.collect::<Result<Vec<_>, _>>()?;
    join(layout, chunks)
}

/// One row of the chunk table: the chunk's first game, its number of games, its stream's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub first: usize,
    pub count: usize,
    pub len: usize,
}

/// The file cut into its parts, checked but not decoded: the head, the fields' stream, the
/// chunk table (which covers the games in order) and each chunk's stream.
pub(crate) struct Layout<'a> {
    pub head: Head<'a>,
    pub fields: &'a [u8],
    pub table: Vec<Entry>,
    pub streams: Vec<&'a [u8]>,
    /// The file's checksum (its bytes 10..14), which ties a decoded chunk to it.
    pub sum: u32,
}

/// Reads the head and the table, and cuts the streams out.
pub(crate) fn read_layout(bytes: &[u8]) -> Result<Layout<'_>, ArchiveError> {
    let head = read_head(bytes)?;
    let mut r = head.rest;
    let len = r.u32("games")? as usize;
    let fields = r.take(len, "games")?;
    let n = r.take(1, "chunk table")?[0] as usize;
    let mut table = Vec::with_capacity(n);
    for _ in 0..n {
        let mut word = || r.u32("chunk table").map(|w| w as usize);
        let e = Entry {
            first: word()?,
            count: word()?,
            len: word()?,
        };
        let next = table.last().map_or(0, |p: &Entry| p.first + p.count);
        if e.first != next || e.count > head.count {
            return Err(ArchiveError::Chunk("the table does not follow the games"));
        }
        table.push(e);
    }
    if table.last().map(|e| e.first + e.count) != Some(head.count) {
        return Err(ArchiveError::Chunk("the table does not cover the games"));
    }
    let streams = table.iter().map(|e| r.take(e.len, "moves"));
    let streams = streams.collect::<Result<Vec<_>, _>>()?;
    if r.at != bytes.len() {
        return Err(ArchiveError::Trailing(bytes.len() - r.at));
    }
    let sum = u32::from_le_bytes([bytes[10], bytes[11], bytes[12], bytes[13]]);
    Ok(Layout {
        head,
        fields,
        table,
        streams,
        sum,
    })
}

/// What comes before the coded streams: the names, the `.wtb` headers and the number of games
/// they announce, and the bytes left.
pub(crate) struct Head<'a> {
    pub players: Names,
    pub tournaments: Names,
    pub files: Vec<[u8; 16]>,
    pub count: usize,
    pub rest: Bytes<'a>,
}

/// Checks the magic bytes, the version and the checksum, and reads the names and `.wtb` headers.
pub(crate) fn read_head(bytes: &[u8]) -> Result<Head<'_>, ArchiveError> {
    if bytes.len() < PREAMBLE || &bytes[..8] != MAGIC {
        return Err(ArchiveError::Magic);
    }
    let version = u16::from_le_bytes([bytes[8], bytes[9]]);
    if version != VERSION {
        return Err(ArchiveError::Version(version));
    }
    let expected = u32::from_le_bytes([bytes[10], bytes[11], bytes[12], bytes[13]]);
    let found = checksum(&bytes[PREAMBLE..]);
    if expected != found {
        return Err(ArchiveError::Checksum { expected, found });
    }
    let mut rest = Bytes {
        bytes,
        at: PREAMBLE,
    };
    let players = read_names(&mut rest, NameKind::Players, "players")?;
    let tournaments = read_names(&mut rest, NameKind::Tournaments, "tournaments")?;
    let files = read_files(&mut rest)?;
    let count: usize = files.iter().map(games_in).sum();
    if count > MAX_GAMES {
        return Err(ArchiveError::TooManyGames(count));
    }
    Ok(Head {
        players,
        tournaments,
        files,
        count,
        rest,
    })
}

fn read_names(r: &mut Bytes, kind: NameKind, list: &'static str) -> Result<Names, ArchiveError> {
    let header = r.header(list)?;
    let n = r.u32(list)? as usize;
    let mut names = Vec::with_capacity(n.min(r.bytes.len()));
    for record in 0..n {
        let len = r.take(1, list)?[0] as usize;
        let name = r.take(len, list)?;
        if len > kind.record_bytes() || name.iter().any(|&b| b == 0 || is_control(b)) {
            return Err(ArchiveError::Name { list, record });
        }
        names.push(name.to_vec());
    }
    Ok(Names::from_parts(kind, header, names))
}

fn read_files(r: &mut Bytes) -> Result<Vec<[u8; 16]>, ArchiveError> {
    let n = r.u16("file headers")?;
    (0..n).map(|_| r.header("file headers")).collect()
}

/// The number of games a `.wtb` header announces.
pub(crate) fn games_in(header: &[u8; 16]) -> usize {
    u32::from_le_bytes([header[4], header[5], header[6], header[7]]) as usize
}

/// The games' fields, decoded from their stream and checked.
pub(crate) fn read_columns(
    stream: &[u8],
    files: &[[u8; 16]],
    count: usize,
    (players, tournaments): (usize, usize),
) -> Result<Vec<GameInfo>, ArchiveError> {
    let mut d = Decoder::new(stream);
    let mut model = Fields::new(players, tournaments);
    let years = files
        .iter()
        .flat_map(|h| std::iter::repeat_n(u16::from_le_bytes([h[10], h[11]]), games_in(h)));
    let mut games = Vec::with_capacity(count);
    for (i, year) in years.enumerate() {
        let g = model.decode(&mut d, year);
        check_game(i, &g, players, tournaments)?;
        games.push(g);
    }
    match d.at_end() {
        true => Ok(games),
        false => Err(ArchiveError::Fields),
    }
}

/// Checks a game's fields against the lists' lengths and the disc counts' range.
pub(crate) fn check_game(
    game: usize,
    g: &GameInfo,
    players: usize,
    tournaments: usize,
) -> Result<(), ArchiveError> {
    let fields = [
        ("tournament", g.tournament as usize, tournaments),
        ("black player", g.black as usize, players),
        ("white player", g.white as usize, players),
        ("disc count", g.black_discs as usize, 65),
        ("theoretical score", g.theoretical as usize, 65),
    ];
    match fields.iter().find(|f| f.1 >= f.2) {
        Some(&(what, value, _)) => Err(ArchiveError::Field {
            game,
            what,
            value: value as u32,
        }),
        None => Ok(()),
    }
}

/// A chunk's moves and where each of its games starts (from 0), its games numbered from `first`.
pub(crate) fn decode_moves(
    stream: &[u8],
    first: usize,
    count: usize,
) -> Result<(Vec<Square>, Vec<u32>), ArchiveError> {
    let mut model = Model::new();
    let mut d = Decoder::new(stream);
    let mut moves = Vec::with_capacity(count.min(200_000) * 60);
    let mut starts = Vec::with_capacity(count + 1);
    starts.push(0);
    for game in 0..count {
        let bad = ArchiveError::Moves(first + game);
        decode_game(&mut model, &mut d, &mut moves).ok_or(bad)?;
        starts.push(moves.len() as u32);
    }
    if !d.at_end() {
        return Err(ArchiveError::Moves(first + count));
    }
    Ok((moves, starts))
}

/// One game's moves onto `moves`. Never inlined: V8 runs a WebAssembly function in its baseline
/// code until the function is called again (it does not replace a running loop), so the loop over
/// every game stays small and the work of each game is a function called 122,711 times, which V8
/// soon optimises.
#[inline(never)]
fn decode_game(model: &mut Model, d: &mut Decoder, moves: &mut Vec<Square>) -> Option<()> {
    moves.extend(model.decode_game(d)?);
    Some(())
}
