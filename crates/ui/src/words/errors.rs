//! The readers' errors in the player's language: each typed error ([`SaveError`], [`ImportError`],
//! the engine's [`ReadError`] for transcripts, positions and GGF games, [`IllegalMove`]) is matched
//! by kind into a [`Phrase`] (worded when shown, so an alert re-words with the language), with its
//! values (squares, lines, columns, counts).
//!
//! A few details are free English text made deep inside a reader: serde_json's description of a
//! damaged save ([`SaveError::Damaged`]), and the save reader's account of a bad or inconsistent
//! field ([`SaveError::BadField`], [`SaveError::Inconsistent`]). They stay as they are, inside a
//! translated sentence that names the line, the column or the field.

use super::catalogue::Words;
use super::key::{phrase, Key, Phrase};
use ethello_engine::notation::{ErrorKind as ReadKind, Expected, ReadError};
use ethello_engine::review::MoveVerdict;
use ethello_engine::{IllegalMove, Move};
use ethello_model::import::{ErrorKind, Format, ImportError, LinkPart};
use ethello_model::savefile::{SaveError, MAX_BYTES, VERSION};

/// A byte count for people: `512 bytes`, `64 KB`, `50.0 MB`.
pub fn size_text(bytes: usize) -> Phrase {
    const KB: usize = 1024;
    const MB: usize = KB * KB;
    match bytes {
        b if b < KB => phrase::size_bytes(&b),
        b if b < MB => phrase::size_kb(&b.div_ceil(KB)),
        b => {
            let mb = format!("{:.1}", b as f64 / MB as f64);
            phrase::size_mb(&mb)
        }
    }
}

/// Why a save did not load.
pub fn save_error(err: &SaveError) -> Phrase {
    match err {
        SaveError::Empty => phrase::save_empty(),
        SaveError::TooLarge { bytes } => {
            phrase::save_too_large(size_text(*bytes), size_text(MAX_BYTES))
        }
        SaveError::NotText => phrase::save_not_text(),
        SaveError::Damaged {
            line,
            column,
            detail,
        } => phrase::save_damaged(line, column, detail),
        SaveError::Truncated => phrase::save_truncated(),
        SaveError::Foreign => phrase::save_foreign(),
        SaveError::FutureVersion { found } => phrase::save_future(found, &VERSION),
        SaveError::BadField { field, detail } => phrase::save_bad_field(field, detail),
        SaveError::IllegalMove(e) => phrase::save_illegal(in_field(e), read_kind(&e.kind)),
        SaveError::Inconsistent { detail } => phrase::save_inconsistent(detail),
    }
}

/// Where a reader's fault stands in a save's transcript: "character N", or "line L, column C".
fn in_field(err: &ReadError) -> Phrase {
    match err.line {
        1 => phrase::save_at_character(&err.column),
        line => phrase::save_at_line(&line, &err.column),
    }
}

/// Why a transcript, a position or a GGF game did not read: "line 2, column 4: d9 is not a
/// square".
pub fn read_error(err: &ReadError) -> Phrase {
    placed(err.line, err.column, read_kind(&err.kind))
}

/// "line L, column C: what".
fn placed(line: usize, column: usize, what: Phrase) -> Phrase {
    phrase::read_place(&line, &column, what)
}

/// What a reader found wrong, without its place.
fn read_kind(kind: &ReadKind) -> Phrase {
    let quoted = |c: &char| format!("{c:?}");
    match kind {
        ReadKind::TooLong { chars, max } => phrase::read_too_long(chars, max),
        ReadKind::Expected { expected, found } => expected_found(expected_key(*expected), *found),
        ReadKind::NotASquare { text } => phrase::read_not_square(text),
        ReadKind::NotAMove { text } => phrase::read_not_a_move(format!("{text:?}")),
        ReadKind::Illegal {
            mv,
            color,
            number,
            reason,
        } => phrase::read_illegal(
            Phrase::move_text(*mv),
            Phrase::color(*color),
            number,
            illegal(reason),
        ),
        ReadKind::Squares { found } => phrase::read_squares(found),
        ReadKind::NotAGame => phrase::read_not_a_game(),
        ReadKind::Truncated => phrase::read_truncated(),
        ReadKind::Unexpected { found } => phrase::read_unexpected(quoted(found)),
        ReadKind::Unterminated { tag } => phrase::read_unterminated(tag),
        ReadKind::Unsupported { tag, value } => phrase::read_unsupported(tag, value),
        ReadKind::BoardAfterMoves => phrase::read_board_after_moves(),
        ReadKind::WrongColor { color, number } => {
            phrase::read_wrong_color(number, Phrase::color(*color))
        }
    }
}

/// "expected X, found 'c'", or "... found the end of the text".
fn expected_found(expected: Phrase, found: Option<char>) -> Phrase {
    match found {
        Some(c) => phrase::read_expected(expected, format!("{c:?}")),
        None => phrase::read_expected_end(expected),
    }
}

/// What belongs where a reader found something else.
fn expected_key(expected: Expected) -> Phrase {
    match expected {
        Expected::Move => phrase::expected_move(),
        Expected::Square => phrase::expected_square(),
        Expected::Side => phrase::expected_side(),
        Expected::EndOfPosition => phrase::expected_end_of_position(),
    }
}

/// Why the rules refuse a move.
fn illegal(err: &IllegalMove) -> Phrase {
    match err {
        IllegalMove::Occupied(sq) => phrase::illegal_occupied(sq),
        IllegalMove::FlipsNothing(sq) => phrase::illegal_flips_nothing(sq),
        IllegalMove::PassWithMoves => phrase::illegal_pass(),
        IllegalMove::GameOver => phrase::illegal_over(),
    }
}

/// Why a pasted, dropped or linked text did not open: "line 2, column 4: d9 is not a square".
pub fn import_error(err: &ImportError) -> Phrase {
    placed(err.line, err.column, import_kind(&err.kind))
}

fn import_kind(kind: &ErrorKind) -> Phrase {
    let formats = phrase::import_formats;
    match kind {
        ErrorKind::Empty => phrase::import_empty(formats()),
        ErrorKind::TooLong { bytes } => phrase::import_too_long(bytes, &MAX_BYTES),
        ErrorKind::Unrecognised { found } => {
            phrase::import_unrecognised(formats(), format!("{found:?}"))
        }
        ErrorKind::Link { expected, found } => {
            let part = match expected {
                LinkPart::Fragment => phrase::expected_link(),
                LinkPart::Side => phrase::expected_link_side(),
                LinkPart::MovesOrEnd => phrase::expected_link_end(),
            };
            expected_found(part, *found)
        }
        ErrorKind::NoMoves => phrase::import_no_moves(),
        ErrorKind::Read(kind) => read_kind(kind),
        ErrorKind::Save(SaveError::Damaged { detail, .. }) => phrase::import_save_damaged(detail),
        ErrorKind::Save(e) => save_error(e),
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
        Move::Play(best) => w.text(&phrase::review_mistake(
            &number, side, &played, &v.loss, &best,
        )),
        Move::Pass => w.text(&phrase::review_mistake_pass(
            &number, side, &played, &v.loss,
        )),
    }
}
