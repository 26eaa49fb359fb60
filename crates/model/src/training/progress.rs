//! The player's progress: the rating and its history, the puzzles tried, the mistakes to replay and
//! the opening lines, kept in the browser and exported as a file.
//!
//! The file ("Export my progress", `ethello-progress.json`) is readable, versioned JSON:
//!
//! ```text
//! {
//!   "format": "e-thello-progress",
//!   "version": 2,
//!   "saved_at": "2026-11-27",
//!   "rating": { "rating": 1480.4, "deviation": 90.2, "volatility": 0.06 },
//!   "history": [ { "day": "2026-11-27", "rating": 1480, "deviation": 90 } ],
//!   "puzzles": [ { "id": 12, "day": "2026-11-27", "first": true, "solved": true } ],
//!   "mistakes": [ { "position": "...64 squares... X", "played": "b2", "best": "c4", "loss": 6,
//!                   "schedule": { "box": 0, "due": "2026-11-28" }, "reasons": ["reason:corner"] } ],
//!   "lines": { "learned": 3, "missed": [ { "moves": "f5d6c3d3", "schedule": { ... } } ] },
//!   "trophies": [ "2026-11-23 dubya won 13-0" ],
//!   "games": [ "k3x9\t2026-11-28\tdubya\tblack\tYou\tDubya\t40\tf5d6c3..." ],
//!   "coach": { "streak_best": 7, "storm_best": 21,
//!              "marks": [ { "day": "2026-11-28", "topic": "reason:corner", "right": false } ] }
//! }
//! ```
//!
//! Version 2 added `coach` ([`Coach`]: the bests of Streak and Storm, the weak spots' marks) and a
//! mistake's `reasons` (the kinds of its explanation, once explained); a version 1 file is read with
//! neither (an empty record). Version 3 added `games`, the player's finished games ("My games",
//! [`games`](super::games)'s lines); an older file is read without. Every file is written as
//! version 3.
//!
//! [`parse`] refuses anything it cannot restore exactly, with a [`ProgressError`] that says what is
//! wrong (and changes nothing: the caller keeps what it had): too large, not text, damaged or
//! truncated JSON, another program's file, a newer version, or a field that is missing, unknown, out
//! of range or inconsistent (a mistake whose move is not legal in its position, a puzzle tried
//! twice, a line that does not replay). Invariants of a [`Progress`] that `parse` gives or
//! [`Progress::record`] keeps: puzzle ids are unique; each mistake's two moves are legal and
//! different; the history is at most [`MAX_HISTORY`] points, oldest first.

use serde::{Deserialize, Serialize};
use serde_json::error::Category;

use super::coach::{kinds, Coach, Topic};
use super::day::Day;
use super::games::{parse_list, Played};
use super::glicko::{Rating, MIN_DEVIATION, START_DEVIATION};
use super::repetition::Schedule;
use crate::savefile::{json_detail, json_place};
use ethello_engine::{Game, Position, Square};

/// The `format` field of every progress file.
pub const FORMAT: &str = "e-thello-progress";
/// The newest version read and written.
pub const VERSION: u64 = 3;
/// The largest progress file read (room for [`MAX_GAMES`](super::games::MAX_GAMES) games).
pub const MAX_BYTES: usize = 4 << 20;
/// The most history points kept (the oldest go first).
pub const MAX_HISTORY: usize = 2000;
/// The most mistakes kept waiting (the oldest go first).
pub const MAX_MISTAKES: usize = 500;

/// Everything the player's training has recorded.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    /// The rating now.
    pub rating: Rating,
    /// The rating after each rated game or puzzle, oldest first.
    pub history: Vec<Point>,
    /// Every puzzle tried, by id.
    pub puzzles: Vec<Attempt>,
    /// Moves of the player's reviewed games that lost 4 discs or more, to be found again.
    pub mistakes: Vec<Mistake>,
    /// The opening trainer's lines.
    pub lines: Lines,
    /// The coach's record: bests and weak spots.
    pub coach: Coach,
}

/// The rating after one rated result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    /// The day of the result.
    pub day: Day,
    /// The rating after it, rounded.
    pub rating: i32,
    /// The deviation after it, rounded.
    pub deviation: i32,
}

/// A puzzle tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attempt {
    /// The puzzle's id.
    pub id: u32,
    /// The day of the first try.
    pub day: Day,
    /// Solved at the first try (what the rating counted).
    pub first: bool,
    /// Solved at some try.
    pub solved: bool,
}

/// A mistake of the player's own games: "You played b2 here: find better".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The position before the move, with the player to move.
    pub position: Position,
    /// The move played.
    pub played: Square,
    /// The review's best move.
    pub best: Square,
    /// Discs the move lost against the best.
    pub loss: i32,
    /// When it comes back.
    pub schedule: Schedule,
    /// The kinds of reason its explanation gave (empty until it was explained), each once.
    pub reasons: Vec<Topic>,
}

/// The opening trainer's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lines {
    /// Lines played to the end of the book or to move 20 without a miss.
    pub learned: u32,
    /// Lines the player missed, to be played again.
    pub missed: Vec<MissedLine>,
}

/// A line of the opening trainer that the player missed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MissedLine {
    /// The moves from the start up to the position where the player missed (a transcript).
    pub moves: String,
    /// When it comes back.
    pub schedule: Schedule,
}

/// Why a progress file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Nothing in it.
    Empty,
    /// Larger than [`MAX_BYTES`].
    TooLarge(usize),
    /// Not UTF-8 text.
    NotText,
    /// Not valid JSON: where (line, column) and what the JSON reader says.
    Damaged(usize, usize, String),
    /// The JSON stops before its end.
    Truncated,
    /// JSON, but not an E-Thello progress file.
    Foreign,
    /// From a newer E-Thello.
    FutureVersion(u64),
    /// A field that is missing, unknown, of the wrong kind or out of range, with what is wrong.
    BadField(String),
}

impl std::fmt::Display for ProgressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Empty => f.write_str("This file is empty: there is no progress in it."),
            Self::TooLarge(n) => write!(f, "This file is too large to be an E-Thello progress file ({n} bytes)."),
            Self::NotText => f.write_str("This file is not an E-Thello progress file (it is not text)."),
            Self::Damaged(line, column, what) => {
                write!(f, "This progress file is damaged: line {line}, column {column}: {what}.")
            }
            Self::Truncated => f.write_str("This progress file is incomplete: its end is missing."),
            Self::Foreign => f.write_str("This file is not an E-Thello progress file."),
            Self::FutureVersion(v) => write!(
                f,
                "This progress file was made by a newer E-Thello (version {v}); this one reads version {VERSION}."
            ),
            Self::BadField(what) => write!(f, "This progress file has a bad field: {what}."),
        }
    }
}

impl std::error::Error for ProgressError {}

/// The file's JSON, as read before the checks.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    format: String,
    version: u64,
    saved_at: Day,
    rating: RatingFields,
    history: Vec<Point>,
    puzzles: Vec<Attempt>,
    mistakes: Vec<MistakeFields>,
    lines: Lines,
    trophies: Vec<String>,
    #[serde(default)]
    coach: Coach,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    games: Vec<String>,
}

/// A rating as the file writes it.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RatingFields {
    rating: f64,
    deviation: f64,
    volatility: f64,
}

/// A mistake as the file writes it.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MistakeFields {
    position: String,
    played: String,
    best: String,
    loss: i32,
    schedule: Schedule,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    reasons: Vec<Topic>,
}

impl Progress {
    /// Records a rated result `today`: the new rating and a history point.
    pub fn record(&mut self, today: Day, rating: Rating) {
        self.rating = rating;
        self.history.push(Point {
            day: today,
            rating: rating.rating.round() as i32,
            deviation: rating.deviation.round() as i32,
        });
        let extra = self.history.len().saturating_sub(MAX_HISTORY);
        self.history.drain(..extra);
    }

    /// The attempt at puzzle `id`, if it was tried.
    pub fn attempt(&self, id: u32) -> Option<&Attempt> {
        self.puzzles.iter().find(|a| a.id == id)
    }

    /// The mistakes due `today`.
    pub fn due_mistakes(&self, today: Day) -> impl Iterator<Item = (usize, &Mistake)> {
        self.mistakes
            .iter()
            .enumerate()
            .filter(move |(_, m)| m.schedule.is_due(today))
    }

    /// Adds a mistake unless the same position and move are already waiting; the oldest go when
    /// there are more than [`MAX_MISTAKES`].
    pub fn add_mistake(&mut self, mistake: Mistake) {
        let same = |m: &Mistake| m.position == mistake.position && m.played == mistake.played;
        if self.mistakes.iter().any(same) {
            return;
        }
        self.mistakes.push(mistake);
        let extra = self.mistakes.len().saturating_sub(MAX_MISTAKES);
        self.mistakes.drain(..extra);
    }

    /// Records an explanation of the player's move `played` in `position` (its tags): its
    /// reasons are marked missed `today`, and a mistake kept for that move learns them.
    pub fn explained(&mut self, position: Position, played: Square, tags: &[String], today: Day) {
        self.coach
            .mark_reasons(today, tags.iter().map(String::as_str));
        let topics = kinds(tags.iter().map(String::as_str));
        let same = |m: &&mut Mistake| m.position == position && m.played == played;
        if let Some(m) = self.mistakes.iter_mut().find(same) {
            m.reasons = topics;
        }
    }

    /// The file's text, with the trophy shelf's lines and the player's games, saved `today`.
    pub fn to_text(&self, trophies: &[String], games: &[Played], today: Day) -> String {
        let file = File {
            format: FORMAT.into(),
            version: VERSION,
            saved_at: today,
            rating: RatingFields {
                rating: self.rating.rating,
                deviation: self.rating.deviation,
                volatility: self.rating.volatility,
            },
            history: self.history.clone(),
            puzzles: self.puzzles.clone(),
            mistakes: self.mistakes.iter().map(mistake_fields).collect(),
            lines: self.lines.clone(),
            trophies: trophies.to_vec(),
            coach: self.coach.clone(),
            games: games.iter().map(Played::to_line).collect(),
        };
        serde_json::to_string_pretty(&file).expect("progress serializes")
    }
}

/// A mistake as the file writes it.
fn mistake_fields(m: &Mistake) -> MistakeFields {
    MistakeFields {
        position: m.position.to_string(),
        played: m.played.to_string(),
        best: m.best.to_string(),
        loss: m.loss,
        schedule: m.schedule,
        reasons: m.reasons.clone(),
    }
}

/// What a progress file holds: the progress, the trophy shelf's lines (which the caller checks)
/// and the player's games (checked: each replays).
pub type Read = (Progress, Vec<String>, Vec<Played>);

/// Reads a progress file.
///
/// # Errors
/// The first fault found (see [`ProgressError`]).
pub fn parse(bytes: &[u8]) -> Result<Read, ProgressError> {
    if bytes.len() > MAX_BYTES {
        return Err(ProgressError::TooLarge(bytes.len()));
    }
    let text = std::str::from_utf8(bytes).map_err(|_| ProgressError::NotText)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.contains('\0') {
        return Err(ProgressError::NotText);
    }
    if text.trim().is_empty() {
        return Err(ProgressError::Empty);
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| json_error(text, e))?;
    let format = value.get("format").and_then(|f| f.as_str());
    if format != Some(FORMAT) {
        return Err(ProgressError::Foreign);
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(1..=VERSION) => {}
        Some(v) if v > VERSION => return Err(ProgressError::FutureVersion(v)),
        _ => return Err(bad("version: not a version number")),
    }
    let file: File = serde_json::from_value(value).map_err(|e| bad(e.to_string()))?;
    let games = parse_list(&file.games.join("\n"))
        .map_err(|(line, what)| bad(format!("games[{}]: {what}", line - 1)))?;
    Ok((check(&file)?, file.trophies, games))
}

/// A JSON reader's error in `text`.
fn json_error(text: &str, e: serde_json::Error) -> ProgressError {
    match e.classify() {
        Category::Eof => ProgressError::Truncated,
        _ => {
            let (line, column) = json_place(text, &e);
            ProgressError::Damaged(line, column, json_detail(&e))
        }
    }
}

/// A bad field.
fn bad(what: impl Into<String>) -> ProgressError {
    ProgressError::BadField(what.into())
}

/// The checks beyond the JSON's shape.
fn check(file: &File) -> Result<Progress, ProgressError> {
    let r = &file.rating;
    if !(-1000.0..=5000.0).contains(&r.rating) {
        return Err(bad(format!("rating.rating: {} is out of range", r.rating)));
    }
    if !(MIN_DEVIATION..=START_DEVIATION).contains(&r.deviation) {
        return Err(bad(format!(
            "rating.deviation: {} is out of range",
            r.deviation
        )));
    }
    if !(r.volatility > 0.0 && r.volatility < 1.0) {
        return Err(bad(format!(
            "rating.volatility: {} is out of range",
            r.volatility
        )));
    }
    if file.history.len() > MAX_HISTORY {
        return Err(bad(format!("history: more than {MAX_HISTORY} points")));
    }
    if let Some(id) = twice(file.puzzles.iter().map(|a| a.id))? {
        return Err(bad(format!("puzzles: puzzle {id} is there twice")));
    }
    if file.coach.marks.len() > super::coach::MAX_MARKS {
        return Err(bad("coach.marks: too many"));
    }
    if file.mistakes.len() > MAX_MISTAKES {
        return Err(bad(format!("mistakes: more than {MAX_MISTAKES}")));
    }
    let mistakes = file
        .mistakes
        .iter()
        .enumerate()
        .map(|(i, m)| mistake(m).map_err(|what| bad(format!("mistakes[{i}]: {what}"))))
        .collect::<Result<Vec<_>, _>>()?;
    for (i, line) in file.lines.missed.iter().enumerate() {
        if Game::from_transcript(&line.moves).is_err() {
            return Err(bad(format!("lines.missed[{i}].moves: not a game")));
        }
    }
    Ok(Progress {
        rating: Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        },
        history: file.history.clone(),
        puzzles: file.puzzles.clone(),
        mistakes,
        lines: file.lines.clone(),
        coach: file.coach.clone(),
    })
}

/// A mistake from the file, checked: its moves legal and different, its loss in range.
fn mistake(m: &MistakeFields) -> Result<Mistake, String> {
    let position: Position = m.position.parse().map_err(|_| "position: not a position")?;
    let legal = |text: &str, name: &str| -> Result<Square, String> {
        let sq: Square = text.parse().map_err(|_| format!("{name}: not a square"))?;
        match position.board.is_legal(sq) {
            true => Ok(sq),
            false => Err(format!("{name}: {sq} is not legal in the position")),
        }
    };
    let played = legal(&m.played, "played")?;
    let best = legal(&m.best, "best")?;
    if played == best {
        return Err("played and best are the same move".into());
    }
    if !(1..=128).contains(&m.loss) {
        return Err(format!("loss: {} is out of range", m.loss));
    }
    Ok(Mistake {
        position,
        played,
        best,
        loss: m.loss,
        schedule: m.schedule,
        reasons: m.reasons.clone(),
    })
}

/// Puzzle numbers above this are refused (the set has a few thousand).
pub const MAX_PUZZLE_ID: u32 = 1 << 20;

/// The first puzzle number that comes twice in `ids`, found with a bitset (no sort: the page's
/// WebAssembly would carry the library's); a number above [`MAX_PUZZLE_ID`] is an error.
fn twice(ids: impl Iterator<Item = u32>) -> Result<Option<u32>, ProgressError> {
    let mut seen = vec![0u64; (MAX_PUZZLE_ID as usize >> 6) + 1];
    for id in ids {
        if id > MAX_PUZZLE_ID {
            return Err(bad(format!("puzzles: there is no puzzle {id}")));
        }
        let (word, bit) = (id as usize >> 6, 1u64 << (id & 63));
        if seen[word] & bit != 0 {
            return Ok(Some(id));
        }
        seen[word] |= bit;
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by the fuzzer: a string cut by the end of its line was said to be damaged at column 0
    /// of the next line.
    #[test]
    fn damage_is_placed_at_its_character() {
        let err = parse(b"{\n\"format\": \"e-thello\n\"}").unwrap_err();
        let what = "control character (\\u0000-\\u001F) found while parsing a string";
        assert_eq!(err, ProgressError::Damaged(2, 20, what.into()));
        assert!(err.to_string().contains("line 2, column 20"), "{err}");
    }
}
