//! Building the archive file from the raw WTHOR files.
//!
//! The layout (little-endian; see the crate's documentation and docs/archive.md for why):
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `ETHWTHOR` |
//! | 2 | version (2) |
//! | 4 | FNV-1a checksum of every byte after this field |
//! | | players: `WTHOR.JOU`'s 16-byte header, a `u32` count, each name as a length byte and its Latin-1 bytes |
//! | | tournaments: the same for `WTHOR.TRN` |
//! | 2 + 16 n | the `.wtb` files: a `u16` count, each file's 16-byte header verbatim (its year, its number of games) |
//! | 4 + f | the games' fields (tournament, black, white, black's recorded disc count, the theoretical score) for the total of the headers' counts: a `u32` length and the range-coded stream ([`crate::fields`]) |
//! | 1 + 12 c | the chunk table: a `u8` count `c` ([`CHUNKS`]), each chunk's first game, game count and byte length (`u32`s) |
//! | m | the moves: each chunk's range-coded stream ([`crate::model`]), one after another |
//!
//! The moves are cut into [`CHUNKS`] chunks of about equal games (the first takes the odd one),
//! each coded with a fresh coder and fresh models, so that a chunk decodes alone: the page decodes
//! them on two workers at once ([`crate::chunks`]). Version 1 (one stream) is refused.

use ethello_engine::wthor::{self, Record};
use ethello_engine::Square;

use crate::archive::GameInfo;
use crate::coder::Encoder;
use crate::error::BuildError;
use crate::fields::Fields;
use crate::model::Model;
use crate::names::{read_names, NameKind, Names};

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"ETHWTHOR";
/// The layout's version.
pub const VERSION: u16 = 2;
/// The number of chunks the moves are cut into.
pub const CHUNKS: usize = 2;
/// Bytes before the checksummed part: magic, version, checksum.
pub const PREAMBLE: usize = 14;

/// One `.wtb` file, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WtbFile {
    /// Its name (`WTH_1977.wtb`).
    pub name: String,
    /// Its 16-byte header, verbatim.
    pub header: [u8; 16],
    /// Its games in file order.
    pub records: Vec<Record>,
}

/// The raw archive, read: the name lists and the game files in name order (so by year).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// `WTHOR.JOU`.
    pub players: Names,
    /// `WTHOR.TRN`.
    pub tournaments: Names,
    /// The `.wtb` files, sorted by name.
    pub files: Vec<WtbFile>,
}

impl Source {
    /// Reads the files of a WTHOR folder given as (file name, bytes): `WTHOR.JOU`, `WTHOR.TRN` and
    /// every `*.wtb` (any case); other files are left out. Every game is replayed and its player and
    /// tournament numbers checked against the lists.
    ///
    /// # Errors
    /// A [`BuildError`] naming the file (and the game) at fault, or the file that is missing.
    pub fn from_files(
        files: impl IntoIterator<Item = (String, Vec<u8>)>,
    ) -> Result<Source, BuildError> {
        let (mut players, mut tournaments, mut wtb) = (None, None, Vec::new());
        for (name, bytes) in files {
            let upper = name.to_ascii_uppercase();
            let names = |kind| {
                read_names(&bytes, kind).map_err(|error| BuildError::Names {
                    file: name.clone(),
                    error,
                })
            };
            if upper == "WTHOR.JOU" {
                players = Some(names(NameKind::Players)?);
            } else if upper == "WTHOR.TRN" {
                tournaments = Some(names(NameKind::Tournaments)?);
            } else if upper.ends_with(".WTB") {
                wtb.push(read_wtb(name, &bytes)?);
            }
        }
        wtb.sort_by(|a, b| a.name.cmp(&b.name));
        let source = Source {
            players: players.ok_or(BuildError::Missing("WTHOR.JOU"))?,
            tournaments: tournaments.ok_or(BuildError::Missing("WTHOR.TRN"))?,
            files: wtb,
        };
        if source.files.is_empty() {
            return Err(BuildError::Missing(".wtb file"));
        }
        source.check_references()?;
        Ok(source)
    }

    fn check_references(&self) -> Result<(), BuildError> {
        for file in &self.files {
            for (i, r) in file.records.iter().enumerate() {
                let fields = [
                    ("tournament", r.tournament, self.tournaments.len()),
                    ("black player", r.black_player, self.players.len()),
                    ("white player", r.white_player, self.players.len()),
                ];
                if let Some(&(what, number, _)) = fields.iter().find(|f| f.1 as usize >= f.2) {
                    let file = file.name.clone();
                    return Err(BuildError::Reference {
                        file,
                        game: i + 1,
                        what,
                        number,
                    });
                }
            }
        }
        Ok(())
    }

    /// Every game, in file order.
    pub fn records(&self) -> impl Iterator<Item = &Record> {
        self.files.iter().flat_map(|f| f.records.iter())
    }
}

fn read_wtb(name: String, bytes: &[u8]) -> Result<WtbFile, BuildError> {
    let parsed = wthor::parse(bytes).map_err(|error| BuildError::Wthor {
        file: name.clone(),
        error,
    })?;
    for (i, r) in parsed.games.iter().enumerate() {
        r.replay().map_err(|error| BuildError::Replay {
            file: name.clone(),
            game: i + 1,
            error,
        })?;
    }
    let header = bytes[..16].try_into().expect("parse checked the header");
    Ok(WtbFile {
        name,
        header,
        records: parsed.games,
    })
}

/// The archive file of a [`Source`].
pub fn build(source: &Source) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.extend(VERSION.to_le_bytes());
    out.extend([0; 4]);
    write_names(&mut out, &source.players);
    write_names(&mut out, &source.tournaments);
    out.extend((source.files.len() as u16).to_le_bytes());
    source.files.iter().for_each(|f| out.extend(f.header));
    let games: Vec<Vec<Square>> = source.records().map(|r| r.moves.clone()).collect();
    let fields = encode_fields(source);
    out.extend((fields.len() as u32).to_le_bytes());
    out.extend(fields);
    let half = games.len().div_ceil(CHUNKS);
    let chunks: Vec<&[Vec<Square>]> = (0..CHUNKS)
        .map(|k| &games[(k * half).min(games.len())..((k + 1) * half).min(games.len())])
        .collect();
    let streams: Vec<Vec<u8>> = chunks.iter().map(|c| encode_moves(c)).collect();
    out.push(CHUNKS as u8);
    for (k, (c, s)) in chunks.iter().zip(&streams).enumerate() {
        let first = (k * half).min(games.len());
        [first, c.len(), s.len()]
            .iter()
            .for_each(|&n| out.extend((n as u32).to_le_bytes()));
    }
    streams.iter().for_each(|s| out.extend(s));
    let sum = checksum(&out[PREAMBLE..]);
    out[10..PREAMBLE].copy_from_slice(&sum.to_le_bytes());
    out
}

/// Reads the raw files and builds the archive file: what `ethello archive build` does.
///
/// # Errors
/// As [`Source::from_files`].
pub fn build_from_files(
    files: impl IntoIterator<Item = (String, Vec<u8>)>,
) -> Result<Vec<u8>, BuildError> {
    Source::from_files(files).map(|s| build(&s))
}

fn write_names(out: &mut Vec<u8>, names: &Names) {
    out.extend(names.header);
    out.extend((names.len() as u32).to_le_bytes());
    for i in 0..names.len() {
        let name = names.latin1(i).expect("within the list");
        out.push(name.len() as u8);
        out.extend(name);
    }
}

fn encode_fields(source: &Source) -> Vec<u8> {
    let mut model = Fields::new(source.players.len(), source.tournaments.len());
    let mut e = Encoder::new();
    for r in source.records() {
        let g = GameInfo {
            year: 0,
            tournament: r.tournament,
            black: r.black_player,
            white: r.white_player,
            black_discs: r.black_discs,
            theoretical: r.theoretical,
        };
        model.encode(&mut e, &g);
    }
    e.finish()
}

fn encode_moves(games: &[Vec<Square>]) -> Vec<u8> {
    let mut model = Model::new();
    let mut e = Encoder::new();
    games.iter().for_each(|g| model.encode_game(&mut e, g));
    e.finish()
}

/// FNV-1a, 32 bits.
pub fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h, &b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    })
}
