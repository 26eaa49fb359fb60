//! Reading a save: every check, in the order that gives the most useful message.
//!
//! Size first (so a huge file costs nothing), then text, then JSON syntax, then "is it ours", then the
//! version (so a newer file is named as such, not as damaged), then each field, and last the replay:
//! the transcript is played from `start` and must give the move list, the position and `game_over`;
//! then (version 3) `hints_used` and the review, whose entries are checked against the replayed
//! positions (`review.rs`), (version 4) Slick Willy's `level` and (version 6) the game `clock`
//! (`clock.rs`). The version 5 `opening` is read with `saved_at`, as text for people: its length
//! and characters are checked, never its agreement with the moves.
//! Fields are read by hand from a JSON tree rather than derived, so that every message names its field.

use serde_json::error::Category;
use serde_json::Value;

use super::error::in_field;
use super::error::SaveError;
use super::fields::{clip, quoted, Fields};
use super::format::{
    color_id, Loaded, Settings, FORMAT, MAX_BYTES, MAX_NAME_CHARS, MAX_OPENING_CHARS, VERSION,
    VERSION_1,
};
use super::{clock, review};
use crate::setup::{Character, Names, Setup, Theme};
use ethello_engine::notation::ReadError;
use ethello_engine::{Color, Game, Position, Square, TOP_LEVEL};

/// The top-level fields in file order, each with the version that added it: version 2 added
/// `computers` (the characters of a watch game), version 3 `hints_used` and `review`, version 4
/// `level`, version 5 `opening`, version 6 `clock`. A file may hold the fields of its version and
/// older ones; any other is refused.
const FIELDS: [(&str, u64); 18] = [
    ("format", 1),
    ("version", 1),
    ("saved_at", 1),
    ("opening", 5),
    ("mode", 1),
    ("computer", 1),
    ("computers", 2),
    ("names", 1),
    ("theme", 1),
    ("start", 1),
    ("transcript", 1),
    ("moves", 1),
    ("position", 1),
    ("game_over", 1),
    ("hints_used", 3),
    ("review", 3),
    ("level", 4),
    ("clock", 6),
];

/// The top-level fields a file of `version` may hold.
fn fields_of(version: u64) -> Vec<&'static str> {
    let known = FIELDS.iter().filter(|(_, since)| *since <= version);
    known.map(|(name, _)| *name).collect()
}

/// Reads a save from the bytes of a file (what the page's file input gives).
///
/// # Errors
/// [`SaveError::TooLarge`] before looking inside, [`SaveError::NotText`] when the bytes are not
/// UTF-8, and otherwise as [`parse`].
pub fn parse_bytes(bytes: &[u8]) -> Result<Loaded, SaveError> {
    check_size(bytes.len())?;
    let text = std::str::from_utf8(bytes).map_err(|_| SaveError::NotText)?;
    parse(text)
}

/// Reads a save from its text, checks everything, and replays the game.
///
/// ```
/// use ethello_engine::Game;
/// use ethello_model::savefile::{parse, SaveError, SaveGame, Settings};
/// let game = Game::from_transcript("f5d6c3").unwrap();
/// let text = SaveGame::from_game(&game, &Settings::default(), None).to_text();
/// assert_eq!(parse(&text).unwrap().game, game);
/// assert_eq!(parse(&text[..40]), Err(SaveError::Truncated));
/// ```
///
/// # Errors
/// A [`SaveError`] for the first fault found; see its variants.
pub fn parse(text: &str) -> Result<Loaded, SaveError> {
    check_size(text.len())?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.contains('\0') {
        return Err(SaveError::NotText);
    }
    if text.trim().is_empty() {
        return Err(SaveError::Empty);
    }
    let value = json(text)?;
    let mut root = ours(&value)?;
    let version = check_version(&root)?;
    root.version = version;
    root.only(&fields_of(version))?;
    let settings = settings(&root, version)?;
    let saved_at = saved_at(&root)?;
    let opening = opening(&root)?;
    let game = game(&root)?;
    Ok(Loaded {
        hints_used: review::hints_used(&root)?,
        review: review::review(&root, &game)?,
        level: level(&root, settings.setup)?,
        clock: clock::clock(&root, &game)?,
        settings,
        saved_at,
        opening,
        game,
    })
}

/// `level` (version 4): Slick Willy's level, 1 to [`TOP_LEVEL`], only in a game he plays; `None`
/// when the file has none (or null).
fn level(root: &Fields, setup: Setup) -> Result<Option<u8>, SaveError> {
    let Some(value) = root.optional("level") else {
        return Ok(None);
    };
    let willy = [Color::Black, Color::White]
        .iter()
        .any(|c| setup.computer(*c) == Some(Character::Willy));
    if !willy {
        return Err(root.bad("level", "is only for a game with Slick Willy"));
    }
    match value.as_u64() {
        Some(level) if (1..=u64::from(TOP_LEVEL)).contains(&level) => Ok(Some(level as u8)),
        _ => Err(root.bad(
            "level",
            format!("must be a whole number from 1 to {TOP_LEVEL}"),
        )),
    }
}

/// Refuses more than [`MAX_BYTES`].
fn check_size(bytes: usize) -> Result<(), SaveError> {
    if bytes > MAX_BYTES {
        return Err(SaveError::TooLarge { bytes });
    }
    Ok(())
}

/// The JSON tree; a premature end is [`SaveError::Truncated`], any other fault is damage.
fn json(text: &str) -> Result<Value, SaveError> {
    serde_json::from_str(text).map_err(|err| match err.classify() {
        Category::Eof => SaveError::Truncated,
        _ => {
            let (line, column) = json_place(text, &err);
            SaveError::Damaged {
                line,
                column,
                detail: json_detail(&err),
            }
        }
    })
}

/// Where the JSON reader found a fault in `text`: the line and the column of the character there,
/// both from 1. The reader counts its columns in bytes, and places a fault on a newline (a string
/// cut by the end of its line) at column 0 of the next line: here it is the newline's own place,
/// at the end of its line.
pub fn json_place(text: &str, err: &serde_json::Error) -> (usize, usize) {
    let line_start = match err.line() {
        0 | 1 => 0,
        line => text
            .match_indices('\n')
            .nth(line - 2)
            .map_or(text.len(), |(i, _)| i + 1),
    };
    let mut at = match err.column() {
        0 => line_start.saturating_sub(1),
        column => (line_start + column - 1).min(text.len()),
    };
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        1 + before.matches('\n').count(),
        1 + before[start..].chars().count(),
    )
}

/// "expected `,` or `}`" from the JSON reader's "expected `,` or `}` at line 3 column 7".
pub fn json_detail(err: &serde_json::Error) -> String {
    let full = err.to_string();
    let place = format!(" at line {} column {}", err.line(), err.column());
    full.strip_suffix(&place).unwrap_or(&full).to_string()
}

/// The top-level object, when it says it is an E-Thello save.
fn ours(value: &Value) -> Result<Fields<'_>, SaveError> {
    match value {
        Value::Object(map) if map.get("format").and_then(Value::as_str) == Some(FORMAT) => {
            Ok(Fields {
                map,
                parent: String::new(),
                version: VERSION_1,
            })
        }
        _ => Err(SaveError::Foreign),
    }
}

/// The file's version: 1 to [`VERSION`] pass, a higher one is [`SaveError::FutureVersion`], anything else is a
/// bad field.
fn check_version(root: &Fields) -> Result<u64, SaveError> {
    let value = root.required("version")?;
    match value.as_u64() {
        Some(version @ VERSION_1..=VERSION) => Ok(version),
        Some(found) if found > VERSION => Err(SaveError::FutureVersion { found }),
        _ => Err(root.bad(
            "version",
            format!("{} is not a version number", clip(&value.to_string())),
        )),
    }
}

/// Who plays, names and theme.
fn settings(root: &Fields, version: u64) -> Result<Settings, SaveError> {
    Ok(Settings {
        setup: setup(root, version)?,
        names: names(root)?,
        theme: theme(root)?,
    })
}

/// `mode`, with `computer` exactly when the mode is `"computer"` and (version 2) `computers` exactly
/// when it is `"watch"`.
fn setup(root: &Fields, version: u64) -> Result<Setup, SaveError> {
    let mode = root.text("mode")?;
    let modes = if version == VERSION_1 {
        &["humans", "computer"][..]
    } else {
        &["humans", "computer", "watch"][..]
    };
    if !modes.contains(&mode) {
        let known: Vec<String> = modes.iter().map(|m| quoted(m)).collect();
        let detail = format!("{} is not {}", quoted(mode), or_list(&known));
        return Err(root.bad("mode", detail));
    }
    for (key, wanted) in [("computer", "computer"), ("computers", "watch")] {
        match (root.optional(key).is_some(), mode == wanted) {
            (true, false) => {
                let detail = format!("it is there, but the mode is {}", quoted(mode));
                return Err(root.bad(key, detail));
            }
            (false, true) => {
                let detail = format!("it is missing (the mode is {})", quoted(wanted));
                return Err(root.bad(key, detail));
            }
            _ => {}
        }
    }
    match mode {
        "computer" => computer(&root.object("computer")?),
        "watch" => watch(&root.object("computers")?),
        _ => Ok(Setup::Humans),
    }
}

/// `"a" or "b"`, `"a", "b" or "c"`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A character id field.
fn character(fields: &Fields, key: &str) -> Result<Character, SaveError> {
    let id = fields.text(key)?;
    id.parse::<Character>().map_err(|()| {
        let ids: Vec<String> = Character::ALL.iter().map(|c| quoted(c.id())).collect();
        fields.bad(key, format!("{} is not {}", quoted(id), or_list(&ids)))
    })
}

/// The computer's character and colour.
fn computer(side: &Fields) -> Result<Setup, SaveError> {
    side.only(&["character", "color"])?;
    let character = character(side, "character")?;
    let computer = match side.text("color")? {
        "black" => Color::Black,
        "white" => Color::White,
        other => {
            let detail = format!("{} is not \"black\" or \"white\"", quoted(other));
            return Err(side.bad("color", detail));
        }
    };
    Ok(Setup::Against {
        character,
        computer,
    })
}

/// The characters of a watch game.
fn watch(both: &Fields) -> Result<Setup, SaveError> {
    both.only(&["black", "white"])?;
    Ok(Setup::Watch {
        black: character(both, "black")?,
        white: character(both, "white")?,
    })
}

/// Both players' names.
fn names(root: &Fields) -> Result<Names, SaveError> {
    let names = root.object("names")?;
    names.only(&["black", "white"])?;
    Ok(Names {
        black: name(&names, "black")?,
        white: name(&names, "white")?,
    })
}

/// One name: at most [`MAX_NAME_CHARS`] characters, none of them a control character.
fn name(names: &Fields, key: &'static str) -> Result<String, SaveError> {
    let name = names.text(key)?;
    check_line(names, key, name, ("a name", MAX_NAME_CHARS))?;
    Ok(name.into())
}

/// Text shown on one line: at most `max` characters, none of them a control character; `what`
/// names the kind of text in the message ("a name has at most 40").
fn check_line(
    fields: &Fields,
    key: &str,
    text: &str,
    (what, max): (&str, usize),
) -> Result<(), SaveError> {
    let chars = text.chars().count();
    if chars > max {
        let detail = format!("it is {chars} characters long; {what} has at most {max}");
        return Err(fields.bad(key, detail));
    }
    if let Some(c) = text.chars().find(|c| c.is_control()) {
        return Err(fields.bad(
            key,
            format!("it holds a control character (U+{:04X})", u32::from(c)),
        ));
    }
    Ok(())
}

/// The board theme.
fn theme(root: &Fields) -> Result<Theme, SaveError> {
    let id = root.text("theme")?;
    id.parse().map_err(|()| {
        let known: Vec<String> = Theme::ALL.iter().map(|t| quoted(t.id())).collect();
        let detail = format!("{} is not one of {}", quoted(id), known.join(", "));
        root.bad("theme", detail)
    })
}

/// The optional free-text time stamp (text or null when present).
fn saved_at(root: &Fields) -> Result<Option<String>, SaveError> {
    match root.optional("saved_at") {
        None => Ok(None),
        Some(value) => match value.as_str() {
            Some(text) => Ok(Some(text.into())),
            None => Err(root.wrong("saved_at", "text", value)),
        },
    }
}

/// The optional name of the opening reached (version 5): text (or null when present) of at most
/// [`MAX_OPENING_CHARS`] characters, no control characters. Never compared with the moves: it is
/// a description, and the moves are the record.
fn opening(root: &Fields) -> Result<Option<String>, SaveError> {
    if root.optional("opening").is_none() {
        return Ok(None);
    }
    let text = root.text("opening")?;
    let limit = ("an opening's name", MAX_OPENING_CHARS);
    check_line(root, "opening", text, limit)?;
    Ok(Some(text.into()))
}

/// Replays the transcript from `start`, then checks the move list, the position and `game_over`.
fn game(root: &Fields) -> Result<Game, SaveError> {
    let start = position(root, "start")?;
    let transcript = root.text("transcript")?;
    let game = Game::from_transcript_at(start, transcript).map_err(SaveError::IllegalMove)?;
    check_moves(&game, &root.list("moves")?)?;
    check_position(&game, position(root, "position")?)?;
    check_over(&game, root.flag("game_over")?)?;
    Ok(game)
}

/// A position-text field.
fn position(root: &Fields, key: &'static str) -> Result<Position, SaveError> {
    let text = root.text(key)?;
    text.parse()
        .map_err(|err: ReadError| root.bad(key, format!("{}: {}", in_field(&err), err.kind)))
}

/// The move list must be the replayed moves, entry by entry.
fn check_moves(game: &Game, listed: &[&str]) -> Result<(), SaveError> {
    let replayed: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    for (i, (want, found)) in replayed.iter().zip(listed).enumerate() {
        if want.as_str() != *found {
            return Err(SaveError::inconsistent(format!(
                "the transcript gives {want} as move {} (passes counted), but the move list says {}",
                i + 1,
                quoted(found)
            )));
        }
    }
    if replayed.len() != listed.len() {
        return Err(SaveError::inconsistent(format!(
            "the transcript gives {} moves (passes counted), but the move list has {}",
            replayed.len(),
            listed.len()
        )));
    }
    Ok(())
}

/// The saved position must be possible, and be the replayed one, board and side to move.
fn check_position(game: &Game, saved: Position) -> Result<(), SaveError> {
    if saved.board.must_pass() {
        let who = color_id(saved.side);
        let detail =
            format!("{who} is to move, but {who} has no legal move and the game is not over");
        return Err(SaveError::field("position", detail));
    }
    let replayed = game.position();
    if let Some(detail) = board_difference(replayed, saved) {
        return Err(SaveError::inconsistent(detail));
    }
    if replayed.side != saved.side {
        return Err(SaveError::inconsistent(format!(
            "the moves give {} to move, but the file says {} to move",
            color_id(replayed.side),
            color_id(saved.side)
        )));
    }
    Ok(())
}

/// Where the replayed board and the saved one first differ, and on how many squares.
fn board_difference(replayed: Position, saved: Position) -> Option<String> {
    let differ: Vec<Square> = Square::all()
        .filter(|&sq| replayed.at(sq) != saved.at(sq))
        .collect();
    let first = *differ.first()?;
    let what = |pos: Position| pos.at(first).map_or("empty", color_id);
    let count = match differ.len() {
        1 => "1 square differs".to_string(),
        n => format!("{n} squares differ"),
    };
    Some(format!(
        "the moves give {first} {}, but the file says {first} {} ({count})",
        what(replayed),
        what(saved)
    ))
}

/// `game_over` must say what the replay says.
fn check_over(game: &Game, saved: bool) -> Result<(), SaveError> {
    let words = |over: bool| if over { "is over" } else { "is not over" };
    if game.is_over() == saved {
        return Ok(());
    }
    Err(SaveError::inconsistent(format!(
        "the moves give a game that {}, but the file says it {}",
        words(game.is_over()),
        words(saved)
    )))
}
