//! Why a save did not load, in words a player can act on.
//!
//! Each variant is one kind of fault, so the page (and the tests) can tell them apart; `Display` gives
//! the sentence shown to the player, which says what is wrong and, where it helps, where.

use std::fmt;

use super::format::{MAX_BYTES, VERSION};
use ethello_engine::notation::ReadError;

/// What is wrong with a save file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Nothing in the file but perhaps white space.
    Empty,
    /// Larger than [`MAX_BYTES`](super::MAX_BYTES); refused before any parsing.
    TooLarge {
        /// The file's size.
        bytes: usize,
    },
    /// Not UTF-8 text (or text with NUL characters, as a UTF-16 file has).
    NotText,
    /// Text that is not valid JSON.
    Damaged {
        /// The 1-based line of the fault, from the JSON reader.
        line: usize,
        /// The 1-based column of the fault.
        column: usize,
        /// What is wrong there, from the JSON reader: "expected `,` or `}`".
        detail: String,
    },
    /// JSON that stops before its end: a cut-short download or copy.
    Truncated,
    /// Valid JSON, but not an E-Thello save (no `"format": "e-thello-save"`).
    Foreign,
    /// A save from a newer E-Thello.
    FutureVersion {
        /// The version the file says.
        found: u64,
    },
    /// A field is missing, of the wrong kind, or holds a value that is not allowed.
    BadField {
        /// The field's name, with its parent for nested ones (`computer.character`).
        field: String,
        /// What is wrong with it.
        detail: String,
    },
    /// The transcript does not replay: a move is not a square, or the rules refuse it (placed in
    /// the transcript's text).
    IllegalMove(ReadError),
    /// Each field is fine, but they do not agree (the moves do not give the saved position).
    Inconsistent {
        /// What disagrees with what.
        detail: String,
    },
}

impl SaveError {
    /// A [`SaveError::BadField`].
    pub(super) fn field(field: &str, detail: impl Into<String>) -> SaveError {
        SaveError::BadField {
            field: field.into(),
            detail: detail.into(),
        }
    }

    /// A [`SaveError::Inconsistent`].
    pub(super) fn inconsistent(detail: impl Into<String>) -> SaveError {
        SaveError::Inconsistent {
            detail: detail.into(),
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("This file is empty: there is no game in it."),
            Self::TooLarge { bytes } => write!(
                f,
                "This file is too large to be an E-Thello save ({}; a save is at most {}).",
                size(*bytes),
                size(MAX_BYTES)
            ),
            Self::NotText => f.write_str("This file is not an E-Thello save (it is not text)."),
            Self::Damaged {
                line,
                column,
                detail,
            } => write!(
                f,
                "This save is damaged: line {line}, column {column}: {detail}."
            ),
            Self::Truncated => f.write_str(
                "This save is incomplete: its end is missing (perhaps it was cut short while being saved or copied).",
            ),
            Self::Foreign => {
                f.write_str("This file is not an E-Thello save (it is JSON, but not ours).")
            }
            Self::FutureVersion { found } => write!(
                f,
                "This save was made by a newer E-Thello (version {found}); this one reads versions 1 to {VERSION}."
            ),
            Self::BadField { field, detail } => {
                write!(f, "This save has a bad field \"{field}\": {detail}.")
            }
            Self::IllegalMove(err) => write!(
                f,
                "This save has an illegal move at {} of its transcript: {}.",
                in_field(err),
                err.kind
            ),
            Self::Inconsistent { detail } => write!(f, "This save is inconsistent: {detail}."),
        }
    }
}

impl std::error::Error for SaveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::IllegalMove(err) => Some(err),
            _ => None,
        }
    }
}

/// Where a reader's fault stands in a field's text: "character N" on its one line, else "line L,
/// column C".
pub(super) fn in_field(err: &ReadError) -> String {
    match err.line {
        1 => format!("character {}", err.column),
        line => format!("line {line}, column {}", err.column),
    }
}

/// A byte count for people: `512 bytes`, `64 KB`, `50.0 MB`.
fn size(bytes: usize) -> String {
    const KB: usize = 1024;
    const MB: usize = KB * KB;
    match bytes {
        b if b < KB => format!("{b} bytes"),
        b if b < MB => format!("{} KB", b.div_ceil(KB)),
        b => format!("{:.1} MB", b as f64 / MB as f64),
    }
}
