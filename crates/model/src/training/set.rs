//! The puzzle file: every puzzle of the game, as text, and the questions the page asks of it.
//!
//! The file (`www/data/puzzles.txt`, made by `ethello puzzles build`) opens with the line
//! [`HEADER`]; then `#` lines are comments and each other line is one [`Puzzle`] in the text form
//! of [`puzzle`](super::puzzle). Ids are 1, 2, 3, ... in file order, so `#puzzle=ID` names the same
//! puzzle for everyone.
//!
//! Invariants of a [`PuzzleSet`]: every puzzle holds the puzzle invariants, and `puzzles[i].id ==
//! i + 1`.

use std::fmt;
use std::fmt::Write as _;

use super::puzzle::{Kind, Puzzle, PuzzleError, Source, Step, Theme, Themes};
use ethello_engine::{Move, Position, Square};

/// The first line of a puzzle file.
pub const HEADER: &str = "# E-Thello puzzles, format 1";

/// The longest puzzle file read, in bytes (the shipped one is far smaller).
pub const MAX_BYTES: usize = 8 << 20;

/// Every puzzle, by id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleSet {
    puzzles: Vec<Puzzle>,
}

/// Why a puzzle file was refused: the line (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetError {
    /// The line of the fault.
    pub line: usize,
    /// What is wrong.
    pub kind: SetErrorKind,
}

/// What is wrong with a line of a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetErrorKind {
    /// The file does not begin with [`HEADER`]: not a puzzle file, or another format.
    NotAPuzzleFile,
    /// Larger than [`MAX_BYTES`].
    TooLarge(usize),
    /// Fewer fields than a puzzle has.
    MissingField(&'static str),
    /// A field that does not read (its name and text).
    BadField(&'static str, String),
    /// The id is not the line's place among the puzzles.
    WrongId {
        /// The id the line should have.
        expected: u32,
    },
    /// The puzzle breaks an invariant.
    Puzzle(PuzzleError),
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzles, line {}: ", self.line)?;
        match &self.kind {
            SetErrorKind::NotAPuzzleFile => write!(f, "not a puzzle file (no {HEADER:?} line)"),
            SetErrorKind::TooLarge(n) => write!(f, "{n} bytes, more than {MAX_BYTES}"),
            SetErrorKind::MissingField(name) => write!(f, "no {name}"),
            SetErrorKind::BadField(name, text) => write!(f, "{text:?} is not a {name}"),
            SetErrorKind::WrongId { expected } => write!(f, "the id should be {expected}"),
            SetErrorKind::Puzzle(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SetError {}

impl PuzzleSet {
    /// A set of `puzzles`, renumbered 1, 2, 3, ... in their order.
    pub fn new(mut puzzles: Vec<Puzzle>) -> PuzzleSet {
        for (i, p) in puzzles.iter_mut().enumerate() {
            p.id = i as u32 + 1;
        }
        PuzzleSet { puzzles }
    }

    /// Reads a puzzle file.
    ///
    /// # Errors
    /// The first line that is wrong, with what is wrong there.
    pub fn parse(text: &str) -> Result<PuzzleSet, SetError> {
        let at = |line, kind| SetError { line, kind };
        if text.len() > MAX_BYTES {
            return Err(at(1, SetErrorKind::TooLarge(text.len())));
        }
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
        if lines.next().map(|(_, l)| l.trim_end()) != Some(HEADER) {
            return Err(at(1, SetErrorKind::NotAPuzzleFile));
        }
        let mut puzzles = Vec::new();
        for (n, line) in lines {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let puzzle = read_line(line).map_err(|kind| at(n, kind))?;
            let expected = puzzles.len() as u32 + 1;
            if puzzle.id != expected {
                return Err(at(n, SetErrorKind::WrongId { expected }));
            }
            puzzles.push(puzzle);
        }
        Ok(PuzzleSet { puzzles })
    }

    /// The file's text: [`HEADER`], then a line a puzzle.
    pub fn to_text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        for p in &self.puzzles {
            text.push_str(&write_line(p));
            text.push('\n');
        }
        text
    }

    /// Every puzzle, by id.
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The number of puzzles.
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    /// True for a set with no puzzle.
    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    /// The puzzle with this id.
    pub fn get(&self, id: u32) -> Option<&Puzzle> {
        self.puzzles.get((id as usize).checked_sub(1)?)
    }
}

/// One puzzle as a line of the file.
pub fn write_line(p: &Puzzle) -> String {
    let themes: Vec<&str> = p.themes.iter().map(Theme::word).collect();
    let themes = if themes.is_empty() {
        "-".to_string()
    } else {
        themes.join(",")
    };
    let Source {
        year,
        game,
        move_number,
    } = p.source;
    let text = p.position.to_string();
    let mut line = format!(
        "{} {} {} {themes} {year}:{game}:{move_number} {text}",
        p.id,
        p.kind.word(),
        p.rating
    );
    for step in &p.steps {
        line.push(' ');
        for &(sq, v) in &step.values {
            let _ = write!(line, "{sq}{v:+}");
        }
        match step.reply {
            Some(Move::Play(sq)) => {
                let _ = write!(line, ">{sq}");
            }
            Some(Move::Pass) => line.push_str(">pa"),
            None => {}
        }
    }
    line
}

/// Reads one puzzle line.
fn read_line(line: &str) -> Result<Puzzle, SetErrorKind> {
    let mut fields = line.split_whitespace();
    let mut next = |name| fields.next().ok_or(SetErrorKind::MissingField(name));
    let bad = |name: &'static str, text: &str| SetErrorKind::BadField(name, cut(text));
    let id_text = next("id")?;
    let id = id_text.parse().map_err(|_| bad("id", id_text))?;
    let kind_text = next("kind")?;
    let kind = Kind::from_word(kind_text).ok_or_else(|| bad("kind", kind_text))?;
    let rating_text = next("rating")?;
    let rating = rating_text
        .parse()
        .map_err(|_| bad("rating", rating_text))?;
    let themes_text = next("themes")?;
    let themes = read_themes(themes_text).ok_or_else(|| bad("theme list", themes_text))?;
    let source_text = next("source")?;
    let source = read_source(source_text).ok_or_else(|| bad("source", source_text))?;
    let squares = next("position")?;
    let side = next("side to move")?;
    let position: Position = format!("{squares} {side}")
        .parse()
        .map_err(|_| bad("position", squares))?;
    let steps = fields
        .map(|s| read_step(s).ok_or_else(|| bad("step", s)))
        .collect::<Result<Vec<Step>, _>>()?;
    Puzzle::new(id, (kind, rating, themes, source), position, steps).map_err(SetErrorKind::Puzzle)
}

/// At most 24 characters of `text`, for an error message.
fn cut(text: &str) -> String {
    text.chars().take(24).collect()
}

/// `corner,edge` or `-`.
fn read_themes(text: &str) -> Option<Themes> {
    if text == "-" {
        return Some(Themes::default());
    }
    text.split(',').map(Theme::from_word).collect()
}

/// `YEAR:GAME:MOVE`.
fn read_source(text: &str) -> Option<Source> {
    let mut parts = text.split(':');
    let source = Source {
        year: parts.next()?.parse().ok()?,
        game: parts.next()?.parse().ok()?,
        move_number: parts.next()?.parse().ok()?,
    };
    parts.next().is_none().then_some(source)
}

/// `a1+12b2-4>h8`: squares with signed values, then perhaps `>` and the reply.
fn read_step(text: &str) -> Option<Step> {
    let (values, reply) = match text.split_once('>') {
        Some((values, "pa")) => (values, Some(Move::Pass)),
        Some((values, reply)) => (values, Some(Move::Play(reply.parse().ok()?))),
        None => (text, None),
    };
    let mut rest = values;
    let mut out = Vec::new();
    while !rest.is_empty() {
        let square: Square = rest.get(..2)?.parse().ok()?;
        let tail = &rest[2..];
        if !tail.starts_with(['+', '-']) {
            return None;
        }
        // The sign is one byte, so slicing after it stays on a character boundary.
        let len = tail[1..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(tail.len(), |i| i + 1);
        if !(2..=4).contains(&len) {
            return None;
        }
        out.push((square, tail[..len].parse().ok()?));
        rest = &tail[len..];
    }
    Some(Step { values: out, reply })
}
