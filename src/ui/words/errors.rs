//! The readers' errors in the player's language: each typed error ([`SaveError`], [`ImportError`],
//! [`TranscriptError`], [`GgfError`], [`ParsePositionError`], [`IllegalMove`]) is matched by kind
//! and written from the catalogue, with its values (squares, lines, columns, counts) filled in.
//!
//! A few details are free English text made deep inside a reader: serde_json's description of a
//! damaged save ([`SaveError::Damaged`]), and the save reader's account of a bad or inconsistent
//! field ([`SaveError::BadField`], [`SaveError::Inconsistent`]). They stay as they are, inside a
//! translated sentence that names the line, the column or the field.

use super::{Key, Words};
use crate::engine::review::MoveVerdict;
use crate::engine::{GgfError, IllegalMove, Move, ParsePositionError, TranscriptError};
use crate::import::{ErrorKind, Expected, Format, ImportError};
use crate::savefile::{SaveError, MAX_BYTES, VERSION};

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
        SaveError::IllegalMove(e) => {
            w.fill(Key::SaveIllegal, &[("error", &transcript_error(w, e))])
        }
        SaveError::Inconsistent { detail } => w.fill(Key::SaveInconsistent, &[("detail", detail)]),
    }
}

/// Why a transcript does not replay.
pub fn transcript_error(w: &Words, err: &TranscriptError) -> String {
    match err {
        TranscriptError::NotASquare { text, at } => {
            w.fill(Key::TranscriptNotSquare, &[("text", text), ("at", at)])
        }
        TranscriptError::Illegal {
            mv,
            color,
            number,
            reason,
            ..
        } => w.fill(
            Key::TranscriptIllegal,
            &[
                ("move", &w.move_text(*mv)),
                ("side", &w.color(*color)),
                ("number", number),
                ("reason", &illegal(w, reason)),
            ],
        ),
        TranscriptError::TooLong(n) => w.fill(
            Key::TranscriptTooLong,
            &[("count", n), ("max", &crate::engine::MAX_TRANSCRIPT_CHARS)],
        ),
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
    let kind = import_kind(w, &err.kind);
    w.fill(
        Key::ImportPlace,
        &[
            ("line", &err.line),
            ("column", &err.column),
            ("error", &kind),
        ],
    )
}

fn import_kind(w: &Words, kind: &ErrorKind) -> String {
    let formats = w.get(Key::ImportFormats);
    let found = |c: &char| format!("{c:?}");
    match kind {
        ErrorKind::Empty => w.fill(Key::ImportEmpty, &[("formats", &formats)]),
        ErrorKind::TooLong { bytes } => {
            w.fill(Key::ImportTooLong, &[("count", bytes), ("max", &MAX_BYTES)])
        }
        ErrorKind::Unrecognised { found: c } => w.fill(
            Key::ImportUnrecognised,
            &[("formats", &formats), ("found", &found(c))],
        ),
        ErrorKind::Expected {
            expected,
            found: Some(c),
        } => w.fill(
            Key::ImportExpected,
            &[
                ("expected", &expected_text(w, *expected)),
                ("found", &found(c)),
            ],
        ),
        ErrorKind::Expected { expected, .. } => w.fill(
            Key::ImportExpectedEnd,
            &[("expected", &expected_text(w, *expected))],
        ),
        ErrorKind::NotASquare { text } => w.fill(Key::ImportNotSquare, &[("text", text)]),
        ErrorKind::Illegal {
            mv,
            color,
            number,
            reason,
        } => w.fill(
            Key::ImportIllegal,
            &[
                ("move", &w.move_text(*mv)),
                ("side", &w.color(*color)),
                ("number", number),
                ("reason", &illegal(w, reason)),
            ],
        ),
        ErrorKind::Squares { found } => w.fill(Key::ImportSquares, &[("count", found)]),
        ErrorKind::NoMoves => w.get(Key::ImportNoMoves).into(),
        ErrorKind::Ggf(e) => ggf_fault(w, e),
        ErrorKind::Save(SaveError::Damaged { detail, .. }) => {
            w.fill(Key::ImportSaveDamaged, &[("detail", detail)])
        }
        ErrorKind::Save(e) => save_error(w, e),
    }
}

/// What belongs where the reader found something else.
fn expected_text(w: &Words, expected: Expected) -> &str {
    w.get(match expected {
        Expected::Link => Key::ExpectedLink,
        Expected::LinkEnd => Key::ExpectedLinkEnd,
        Expected::LinkSide => Key::ExpectedLinkSide,
        Expected::Side => Key::ExpectedSide,
        Expected::PositionEnd => Key::ExpectedPositionEnd,
        Expected::Square => Key::ExpectedSquare,
        Expected::Move => Key::ExpectedMove,
    })
}

/// A GGF game's fault, without its place (the import error gives it as a line and a column).
fn ggf_fault(w: &Words, err: &GgfError) -> String {
    let found = |c: &char| format!("{c:?}");
    match err {
        GgfError::TooLong(n) => w.fill(
            Key::GgfTooLong,
            &[("count", n), ("max", &crate::engine::MAX_GGF_CHARS)],
        ),
        GgfError::NotAGame => w.get(Key::GgfNotAGame).into(),
        GgfError::Truncated => w.get(Key::GgfTruncated).into(),
        GgfError::Syntax { found: c, .. } => w.fill(Key::GgfSyntax, &[("found", &found(c))]),
        GgfError::Unterminated { tag, .. } => w.fill(Key::GgfUnterminated, &[("tag", tag)]),
        GgfError::Unsupported { tag, value, .. } => {
            w.fill(Key::GgfUnsupported, &[("tag", tag), ("value", value)])
        }
        GgfError::Board { error, .. } => {
            w.fill(Key::GgfBoard, &[("error", &position_error(w, error))])
        }
        GgfError::BoardAfterMoves { .. } => w.get(Key::GgfBoardAfterMoves).into(),
        GgfError::NotAMove { text, .. } => {
            w.fill(Key::GgfNotAMove, &[("text", &format!("{text:?}"))])
        }
        GgfError::WrongColor { color, number, .. } => w.fill(
            Key::GgfWrongColor,
            &[("number", number), ("side", &w.color(*color))],
        ),
        GgfError::Illegal {
            mv,
            color,
            number,
            reason,
            ..
        } => w.fill(
            Key::GgfIllegal,
            &[
                ("tag", &&color.name()[..1]),
                ("move", &w.move_text(*mv)),
                ("number", number),
                ("reason", &illegal(w, reason)),
            ],
        ),
    }
}

/// Why a position text does not read.
pub fn position_error(w: &Words, err: &ParsePositionError) -> String {
    match err {
        ParsePositionError::Length(n) => w.fill(Key::PositionLength, &[("count", n)]),
        ParsePositionError::BadSquare { square, found } => w.fill(
            Key::PositionBadSquare,
            &[
                ("found", &format!("{found:?}")),
                ("at", &(square.index() + 1)),
                ("square", square),
            ],
        ),
        ParsePositionError::BadSide(s) => {
            w.fill(Key::PositionBadSide, &[("side", &format!("{s:?}"))])
        }
        ParsePositionError::Shape => w.get(Key::PositionShape).into(),
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
