//! The errors of building an archive file and of reading one.

use std::fmt;

use ethello_engine::wthor::{ReplayError, WthorError};

use crate::names::NamesError;

/// Why the raw WTHOR files could not be built into an archive file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// A file the archive needs is not among those given (`WTHOR.JOU`, `WTHOR.TRN`, or any `.wtb`).
    Missing(&'static str),
    /// A name list is malformed.
    Names {
        /// The file.
        file: String,
        /// What is wrong.
        error: NamesError,
    },
    /// A game file is malformed.
    Wthor {
        /// The file.
        file: String,
        /// What is wrong.
        error: WthorError,
    },
    /// A game has a move that is not legal.
    Replay {
        /// The file.
        file: String,
        /// The game, 1-based.
        game: usize,
        /// The move.
        error: ReplayError,
    },
    /// A game names a player or tournament beyond the lists.
    Reference {
        /// The file.
        file: String,
        /// The game, 1-based.
        game: usize,
        /// "black player", "white player" or "tournament".
        what: &'static str,
        /// The number.
        number: u16,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Missing(what) => write!(f, "archive: no {what} among the files"),
            BuildError::Names { file, error } => write!(f, "{file}: {error}"),
            BuildError::Wthor { file, error } => write!(f, "{file}: {error}"),
            BuildError::Replay { file, game, error } => write!(f, "{file}: game {game}: {error}"),
            BuildError::Reference {
                file,
                game,
                what,
                number,
            } => write!(
                f,
                "{file}: game {game}: no {what} number {number} in the lists"
            ),
        }
    }
}

impl std::error::Error for BuildError {}

/// Why bytes are not an archive file this reader knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArchiveError {
    /// The file does not begin with the archive's magic bytes.
    Magic,
    /// A version this reader does not know.
    Version(u16),
    /// The checksum of the bytes after the header does not match the header's.
    Checksum {
        /// The header's.
        expected: u32,
        /// The bytes'.
        found: u32,
    },
    /// The file ends inside this section.
    Truncated(&'static str),
    /// The headers announce more games than the reader takes ([`MAX_GAMES`](crate::decode::MAX_GAMES)).
    TooManyGames(usize),
    /// Bytes after the last section.
    Trailing(usize),
    /// A name holds a byte no name holds.
    Name {
        /// "players" or "tournaments".
        list: &'static str,
        /// The record, 0-based.
        record: usize,
    },
    /// A game's field is out of range: a disc count over 64, a player or tournament beyond the lists.
    Field {
        /// The game, 0-based in file order.
        game: usize,
        /// The field.
        what: &'static str,
        /// Its value.
        value: u32,
    },
    /// The games' fields do not end where their stream does.
    Fields,
    /// The moves do not decode into legal games (this game is the first that fails).
    Moves(usize),
    /// A snapshot ([`crate::snapshot`]) is not one of this file: why.
    Snapshot(&'static str),
    /// The chunk table does not cover the games, or a decoded chunk ([`crate::chunks`]) is not
    /// one of this file's: why.
    Chunk(&'static str),
}

impl fmt::Display for ArchiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArchiveError::Magic => f.write_str("archive: not an archive file (no magic bytes)"),
            ArchiveError::Version(v) => write!(f, "archive: version {v} is not known"),
            ArchiveError::Checksum { expected, found } => write!(
                f,
                "archive: checksum {found:08x}, the header says {expected:08x}: the file is damaged"
            ),
            ArchiveError::Truncated(what) => write!(f, "archive: the file ends inside the {what}"),
            ArchiveError::TooManyGames(n) => write!(
                f,
                "archive: {n} games announced, more than the reader takes ({})",
                crate::decode::MAX_GAMES
            ),
            ArchiveError::Trailing(n) => write!(f, "archive: {n} bytes after the end"),
            ArchiveError::Name { list, record } => {
                write!(f, "archive: {list} record {record} is not a name")
            }
            ArchiveError::Field { game, what, value } => {
                write!(f, "archive: game {game}: {what} {value} is out of range")
            }
            ArchiveError::Fields => f.write_str("archive: the games' fields do not decode"),
            ArchiveError::Moves(game) => write!(f, "archive: game {game}: the moves do not decode"),
            ArchiveError::Snapshot(why) => {
                write!(f, "archive: the kept copy is not usable ({why})")
            }
            ArchiveError::Chunk(why) => write!(f, "archive: the moves' chunks: {why}"),
        }
    }
}

impl std::error::Error for ArchiveError {}
