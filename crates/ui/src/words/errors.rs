//! The readers' errors in the player's language: each typed error ([`SaveError`], [`ImportError`],
//! the engine's [`ReadError`] for transcripts, positions and GGF games, [`IllegalMove`]) is matched
//! by kind and written from the catalogue, with its values (squares, lines, columns, counts)
//! filled in.
//!
//! A few details are free English text made deep inside a reader: serde_json's description of a
//! damaged save ([`SaveError::Damaged`]), and the save reader's account of a bad or inconsistent
//! field ([`SaveError::BadField`], [`SaveError::Inconsistent`]). They stay as they are, inside a
//! translated sentence that names the line, the column or the field.

use super::catalogue::Words;
use super::key::Key;
use ethello_engine::notation::{ErrorKind as ReadKind, Expected, ReadError};
use ethello_engine::review::MoveVerdict;
use ethello_engine::{IllegalMove, Move};
use ethello_model::import::{ErrorKind, Format, ImportError, LinkPart};
use ethello_model::savefile::{SaveError, MAX_BYTES, VERSION};

/// A byte count for people: `512 bytes`, `64 KB`, `50.0 MB`.
pub fn size_text(w: &Words, bytes: usize) -> String {
    const KB: usize = 1024;
    const MB: usize = KB * KB;
    match bytes {
        b if b < KB => w.fill(Key::SizeBytes, &[("count", &b)]),
        b if b < MB => w.fill(Key::SizeKb, &[("count", &b.div_ceil(KB))]),
        b => {
            let mb = format!("{:.1}", b as f64 / MB as f64);
            w.fill(Key::SizeMb, &[("count", &mb)])
        }
    }
}

/// Why a save did not load.
pub fn save_error(w: &Words, err: &SaveError) -> String {
    match err {
        SaveError::Empty => w.get(Key::SaveEmpty).into(),
        SaveError::TooLarge { bytes } => w.fill(
            Key::SaveTooLarge,
            &[
                ("size", &size_text(w, *bytes)),
                ("max", &size_text(w, MAX_BYTES)),
            ],
        ),
        SaveError::NotText => w.get(Key::SaveNotText).into(),
        SaveError::Damaged {
            line,
            column,
            detail,
        } => w.fill(
            Key::SaveDamaged,
            &[("line", line), ("column", column), ("detail", detail)],
        ),
        SaveError::Truncated => w.get(Key::SaveTruncated).into(),
        SaveError::Foreign => w.get(Key::SaveForeign).into(),
        SaveError::FutureVersion { found } => {
            w.fill(Key::SaveFuture, &[("found", found), ("version", &VERSION)])
        }
        SaveError::BadField { field, detail } => {
            w.fill(Key::SaveBadField, &[("field", field), ("detail", detail)])
        }
        SaveError::IllegalMove(e) => w.fill(
            Key::SaveIllegal,
            &[
                ("place", &in_field(w, e)),
                ("error", &read_kind(w, &e.kind)),
            ],
        ),
        SaveError::Inconsistent { detail } => w.fill(Key::SaveInconsistent, &[("detail", detail)]),
    }
}

/// Where a reader's fault stands in a save's transcript: "character N", or "line L, column C".
fn in_field(w: &Words, err: &ReadError) -> String {
    match err.line {
        1 => w.fill(Key::SaveAtCharacter, &[("column", &err.column)]),
        line => w.fill(Key::SaveAtLine, &[("line", &line), ("column", &err.column)]),
    }
}

/// Why a transcript, a position or a GGF game did not read: "line 2, column 4: d9 is not a
/// square".
pub fn read_error(w: &Words, err: &ReadError) -> String {
    placed(w, err.line, err.column, &read_kind(w, &err.kind))
}

/// "line L, column C: what".
fn placed(w: &Words, line: usize, column: usize, what: &str) -> String {
    w.fill(
        Key::ReadPlace,
        &[("line", &line), ("column", &column), ("error", &what)],
    )
}

/// What a reader found wrong, without its place.
fn read_kind(w: &Words, kind: &ReadKind) -> String {
    let quoted = |c: &char| format!("{c:?}");
    match kind {
        ReadKind::TooLong { chars, max } => {
            w.fill(Key::ReadTooLong, &[("count", chars), ("max", max)])
        }
        ReadKind::Expected { expected, found } => {
            expected_found(w, w.get(expected_key(*expected)), *found)
        }
        ReadKind::NotASquare { text } => w.fill(Key::ReadNotSquare, &[("text", text)]),
        ReadKind::NotAMove { text } => w.fill(Key::ReadNotAMove, &[("text", &format!("{text:?}"))]),
        ReadKind::Illegal {
            mv,
            color,
            number,
            reason,
        } => w.fill(
            Key::ReadIllegal,
            &[
                ("move", &w.move_text(*mv)),
                ("side", &w.color(*color)),
                ("number", number),
                ("reason", &illegal(w, reason)),
            ],
        ),
        ReadKind::Squares { found } => w.fill(Key::ReadSquares, &[("count", found)]),
        ReadKind::NotAGame => w.get(Key::ReadNotAGame).into(),
        ReadKind::Truncated => w.get(Key::ReadTruncated).into(),
        ReadKind::Unexpected { found } => w.fill(Key::ReadUnexpected, &[("found", &quoted(found))]),
        ReadKind::Unterminated { tag } => w.fill(Key::ReadUnterminated, &[("tag", tag)]),
        ReadKind::Unsupported { tag, value } => {
            w.fill(Key::ReadUnsupported, &[("tag", tag), ("value", value)])
        }
        ReadKind::BoardAfterMoves => w.get(Key::ReadBoardAfterMoves).into(),
        ReadKind::WrongColor { color, number } => w.fill(
            Key::ReadWrongColor,
            &[("number", number), ("side", &w.color(*color))],
        ),
    }
}

/// "expected X, found 'c'", or "... found the end of the text".
fn expected_found(w: &Words, expected: &str, found: Option<char>) -> String {
    match found {
        Some(c) => w.fill(
            Key::ReadExpected,
            &[("expected", &expected), ("found", &format!("{c:?}"))],
        ),
        None => w.fill(Key::ReadExpectedEnd, &[("expected", &expected)]),
    }
}

/// What belongs where a reader found something else.
fn expected_key(expected: Expected) -> Key {
    match expected {
        Expected::Move => Key::ExpectedMove,
        Expected::Square => Key::ExpectedSquare,
        Expected::Side => Key::ExpectedSide,
        Expected::EndOfPosition => Key::ExpectedEndOfPosition,
    }
}

/// Why the rules refuse a move.
fn illegal(w: &Words, err: &IllegalMove) -> String {
    match err {
        IllegalMove::Occupied(sq) => w.fill(Key::IllegalOccupied, &[("square", sq)]),
        IllegalMove::FlipsNothing(sq) => w.fill(Key::IllegalFlipsNothing, &[("square", sq)]),
        IllegalMove::PassWithMoves => w.get(Key::IllegalPass).into(),
        IllegalMove::GameOver => w.get(Key::IllegalOver).into(),
    }
}

/// Why a pasted, dropped or linked text did not open: "line 2, column 4: d9 is not a square".
pub fn import_error(w: &Words, err: &ImportError) -> String {
    placed(w, err.line, err.column, &import_kind(w, &err.kind))
}

fn import_kind(w: &Words, kind: &ErrorKind) -> String {
    let formats = w.get(Key::ImportFormats);
    match kind {
        ErrorKind::Empty => w.fill(Key::ImportEmpty, &[("formats", &formats)]),
        ErrorKind::TooLong { bytes } => {
            w.fill(Key::ImportTooLong, &[("count", bytes), ("max", &MAX_BYTES)])
        }
        ErrorKind::Unrecognised { found } => w.fill(
            Key::ImportUnrecognised,
            &[("formats", &formats), ("found", &format!("{found:?}"))],
        ),
        ErrorKind::Link { expected, found } => {
            let part = match expected {
                LinkPart::Fragment => Key::ExpectedLink,
                LinkPart::Side => Key::ExpectedLinkSide,
                LinkPart::MovesOrEnd => Key::ExpectedLinkEnd,
            };
            expected_found(w, w.get(part), *found)
        }
        ErrorKind::NoMoves => w.get(Key::ImportNoMoves).into(),
        ErrorKind::Read(kind) => read_kind(w, kind),
        ErrorKind::Save(SaveError::Damaged { detail, .. }) => {
            w.fill(Key::ImportSaveDamaged, &[("detail", detail)])
        }
        ErrorKind::Save(e) => save_error(w, e),
    }
}

/// What the reader read: "a GGF game".
pub fn format_name(w: &Words, format: Format) -> &str {
    w.get(match format {
        Format::Transcript => Key::FormatTranscript,
        Format::PositionText => Key::FormatPosition,
        Format::Ggf => Key::FormatGgf,
        Format::Etl => Key::FormatEtl,
        Format::GameLink => Key::FormatGameLink,
        Format::PositionLink => Key::FormatPositionLink,
    })
}

/// A mistake of the review: "move 37, Black played b2 (-12); best was g7".
pub fn mistake_text(w: &Words, v: &MoveVerdict) -> String {
    let number = v.ply + 1;
    let side = w.color(v.color);
    let played = w.move_text(Move::Play(v.played));
    match v.best {
        Move::Play(best) => w.fill(
            Key::ReviewMistake,
            &[
                ("number", &number),
                ("side", &side),
                ("move", &played),
                ("loss", &v.loss),
                ("best", &best),
            ],
        ),
        Move::Pass => w.fill(
            Key::ReviewMistakePass,
            &[
                ("number", &number),
                ("side", &side),
                ("move", &played),
                ("loss", &v.loss),
            ],
        ),
    }
}
