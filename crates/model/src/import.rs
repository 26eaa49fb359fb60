//! Opening whatever a player pastes or drops: a transcript, a position, a GGF game, an `.etl`
//! save or a link to the page. This module only tells them apart by how the text begins and hands
//! each to its reader: the engine's readers ([`notation`]) for the engine's notations, the save
//! file's for a save; the page's links are read here.
//!
//! - `{` begins an `.etl` save (read by [`savefile::parse`], every check included);
//! - `(;` begins a GGF game (read by [`parse_ggf_record`], any start position);
//! - `#`, or an address with `://`, is a link: `#f5d6c3` a game, `#pos=` a position ([`position_link`]);
//! - 8 square characters first begin a position text ([`Notation::of`]; read by [`Position`]'s
//!   `FromStr`), which must leave one side a legal move;
//! - anything else is a transcript (read by [`Game::from_transcript`]), which must hold a move.
//!
//! Representation: every fault is an [`ImportError`] at its 1-based line and column in the text
//! given (a reader's place within a part of the text, such as a link's moves, is moved to the
//! part's place), with an [`ErrorKind`] that is data, not a sentence ("line 2, column 4: d9 is not
//! a square" is its English `Display`). Invariants: an [`Opened`] game was replayed move by move by
//! the engine's rules; an opened position has a legal move for one side at least; no input makes
//! the reader panic. Text longer than [`savefile::MAX_BYTES`] is refused before it is read. The
//! formats are described in `docs/import.md`.

use std::fmt;

use crate::savefile::{self, Loaded, SaveError, MAX_BYTES};
use ethello_engine::notation::{self, Expected, Notation, ReadError};
use ethello_engine::{parse_ggf_record, Color, Game, Position};

/// What the text was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// Moves from the standard start (`f5d6c3`, `F5 d6 3. c3`).
    Transcript,
    /// 64 squares and perhaps the side to move.
    PositionText,
    /// A GGF game, `(;GM[Othello]...;)`.
    Ggf,
    /// An E-Thello save file.
    Etl,
    /// A link to a game: `#f5d6c3`, or a position and moves from it, `#pos=..._X_f4e3`.
    GameLink,
    /// A link to a position: `#pos=` with 64 squares and `_X` or `_O`.
    PositionLink,
}

impl fmt::Display for Format {
    /// What a player reads: "a GGF game".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Transcript => "a transcript",
            Self::PositionText => "a position",
            Self::Ggf => "a GGF game",
            Self::Etl => "an E-Thello save",
            Self::GameLink => "a link to a game",
            Self::PositionLink => "a link to a position",
        })
    }
}

/// What [`open`] read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Opened {
    /// A game: its start position and moves (a transcript, a GGF game or a link).
    Game {
        /// The game, replayed by the engine.
        game: Game,
        /// Where it came from.
        format: Format,
    },
    /// A position with its side to move (a position text or a `#pos=` link). One side at least
    /// can move; the side to move may have to pass ([`Game::from_position`] records it).
    Position {
        /// The position.
        position: Position,
        /// Where it came from.
        format: Format,
    },
    /// An `.etl` save with everything in it: the game, who plays, names, theme, review.
    Save(Box<Loaded>),
}

impl Opened {
    /// The format read.
    pub fn format(&self) -> Format {
        match self {
            Self::Game { format, .. } | Self::Position { format, .. } => *format,
            Self::Save(_) => Format::Etl,
        }
    }

    /// The game to show: the game read, or a game that starts at the position read.
    pub fn game(&self) -> Game {
        match self {
            Self::Game { game, .. } => game.clone(),
            Self::Position { position, .. } => Game::from_position(*position),
            Self::Save(loaded) => loaded.game.clone(),
        }
    }
}

/// Why a text did not open, and where: 1-based line and column (in characters).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ImportError {
    /// The line of the fault.
    pub line: usize,
    /// The column of the fault.
    pub column: usize,
    /// What is wrong there.
    pub kind: ErrorKind,
}

/// What is wrong with a text given to [`open`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ErrorKind {
    /// Nothing but white space.
    Empty,
    /// Longer than any game or position text ([`savefile::MAX_BYTES`]).
    TooLong {
        /// The text's size.
        bytes: usize,
    },
    /// The first character begins none of the formats.
    Unrecognised {
        /// That character.
        found: char,
    },
    /// Something else than what a link has at this place.
    Link {
        /// What belongs here.
        expected: LinkPart,
        /// What was found; `None` at the end of the text.
        found: Option<char>,
    },
    /// A position in which neither side can move.
    NoMoves,
    /// A transcript, a position or a GGF game that the engine's reader refuses.
    Read(notation::ErrorKind),
    /// A save the save reader refuses.
    Save(SaveError),
}

/// What belongs at the place of an [`ErrorKind::Link`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LinkPart {
    /// What follows the `#`: a game or a position.
    Fragment,
    /// `_X` or `_O` after a position link's squares.
    Side,
    /// Nothing, or `_` and moves, after a position link's side to move.
    MovesOrEnd,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const FORMATS: &str = "a transcript (f5d6c3), a position (64 squares of X, O and -), \
                               a GGF game, an .etl save or a link";
        match self {
            Self::Empty => write!(f, "there is nothing to open: paste {FORMATS}"),
            Self::TooLong { bytes } => write!(
                f,
                "{bytes} bytes is too long for a game or a position (at most {MAX_BYTES})"
            ),
            Self::Unrecognised { found } => write!(f, "expected {FORMATS}, found {found:?}"),
            Self::Link {
                expected,
                found: Some(found),
            } => write!(f, "expected {expected}, found {found:?}"),
            Self::Link { expected, .. } => {
                write!(f, "expected {expected}, found the end of the text")
            }
            Self::NoMoves => f.write_str("neither side can move in this position"),
            Self::Read(kind) => write!(f, "{kind}"),
            Self::Save(SaveError::Damaged { detail, .. }) => {
                write!(f, "This save is damaged: {detail}.")
            }
            Self::Save(err) => write!(f, "{err}"),
        }
    }
}

impl fmt::Display for LinkPart {
    /// What belongs there, as in "expected _X or _O ...".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Fragment => "a game (#f5d6c3) or a position (#pos=...) after a # in the link",
            Self::Side => "_X or _O (the side to move) after the 64 squares",
            Self::MovesOrEnd => "the end of the link, or _ and moves",
        })
    }
}

impl From<ReadError> for ImportError {
    /// A reader's error in the whole text: the same place.
    fn from(err: ReadError) -> ImportError {
        Place::START.read_error(err)
    }
}

impl std::error::Error for ImportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ErrorKind::Save(err) => Some(err),
            _ => None,
        }
    }
}

/// A 1-based line and column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Place {
    line: usize,
    column: usize,
}

impl Place {
    const START: Place = Place { line: 1, column: 1 };

    /// The place of byte `at` of `text` (just after its last character when `at` is its length).
    fn of(text: &str, at: usize) -> Place {
        let before = &text[..at];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Place {
            line: 1 + before.matches('\n').count(),
            column: 1 + before[line_start..].chars().count(),
        }
    }

    /// The place `inner` of a part of the text that begins here.
    fn within(self, inner: Place) -> Place {
        match inner.line {
            1 => Place {
                column: self.column + inner.column - 1,
                ..self
            },
            line => Place {
                line: self.line + line - 1,
                ..inner
            },
        }
    }

    /// The place of byte `at` of `part`, a part of the text that begins here.
    fn at(self, part: &str, at: usize) -> Place {
        self.within(Place::of(part, at))
    }

    /// An error here.
    fn error(self, kind: ErrorKind) -> ImportError {
        ImportError {
            line: self.line,
            column: self.column,
            kind,
        }
    }

    /// A reader's error in a part of the text that begins here.
    fn read_error(self, err: ReadError) -> ImportError {
        let inner = Place {
            line: err.line,
            column: err.column,
        };
        self.within(inner).error(ErrorKind::Read(err.kind))
    }
}

/// Opens a pasted or dropped text: a transcript, a position text, a GGF game, an `.etl` save or a
/// link (see the module's description for each form).
///
/// ```
/// use ethello_model::import::{open, Format, Opened};
/// let opened = open("F5 d6 3. c3 d3 c4").unwrap();
/// assert_eq!(opened.format(), Format::Transcript);
/// assert_eq!(opened.game().transcript(), "f5d6c3d3c4");
/// let err = open("f5 d6\nc3 d9").unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 4: d9 is not a square");
/// let err = open("f5d6c3c3").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 1, column 7: c3 is not a legal move for White at move 4 (c3 is already taken)"
/// );
/// ```
///
/// # Errors
/// An [`ImportError`] with the line and column of the first fault.
pub fn open(text: &str) -> Result<Opened, ImportError> {
    if text.len() > MAX_BYTES {
        let bytes = text.len();
        return Err(Place::START.error(ErrorKind::TooLong { bytes }));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let body = text.trim();
    let origin = Place::of(text, text.len() - text.trim_start().len());
    match body.chars().next() {
        None => Err(Place::START.error(ErrorKind::Empty)),
        Some('{') => open_save(text),
        Some(_) => match Notation::of(body) {
            Notation::Ggf => open_ggf(text),
            _ if is_link(body) => open_link(body, origin),
            Notation::Position => open_position_text(body, origin),
            Notation::Transcript => open_transcript(body, origin),
        },
    }
}

/// A `#` first, or an address (`http://...`).
fn is_link(body: &str) -> bool {
    let text: String = body.chars().take(200).collect();
    text.starts_with('#') || text.contains("://")
}

/// An `.etl` save, every check of the save reader included.
fn open_save(text: &str) -> Result<Opened, ImportError> {
    savefile::parse(text)
        .map(|loaded| Opened::Save(Box::new(loaded)))
        .map_err(|err| save_place(text, &err).error(ErrorKind::Save(err)))
}

/// Where a save's fault stands: the JSON reader's place, the end of a cut-short file, the bad
/// field's name, the illegal move in the transcript; the start for a fault of the whole file.
fn save_place(text: &str, err: &SaveError) -> Place {
    let field = |name: &str| text.find(&format!("\"{name}\""));
    let at = |byte: usize| Place::of(text, byte);
    match err {
        SaveError::Damaged { line, column, .. } => Place {
            line: *line,
            column: *column,
        },
        SaveError::Truncated => at(text.len()),
        SaveError::BadField { field: name, .. } => {
            let key = name.rsplit('.').next().unwrap_or(name);
            field(key).map_or(Place::START, at)
        }
        SaveError::IllegalMove(err) if err.line == 1 => {
            transcript_place(text, err.column).unwrap_or(Place::START)
        }
        SaveError::FutureVersion { .. } => field("version").map_or(Place::START, at),
        _ => Place::START,
    }
}

/// The place of the `at`-th character (1-based) of the save's `"transcript"` value.
fn transcript_place(text: &str, at: usize) -> Option<Place> {
    let key = text.find("\"transcript\"")? + "\"transcript\"".len();
    let value = key + text[key..].find('"')? + 1;
    let (byte, _) = text[value..].char_indices().nth(at - 1)?;
    Some(Place::of(text, value + byte))
}

/// A GGF game, placed by the engine's reader in the whole text.
fn open_ggf(text: &str) -> Result<Opened, ImportError> {
    let record = parse_ggf_record(text)?;
    Ok(Opened::Game {
        game: record.game,
        format: Format::Ggf,
    })
}

/// A link: what follows its `#` is a transcript, or `pos=` and a position.
fn open_link(body: &str, origin: Place) -> Result<Opened, ImportError> {
    let Some(hash) = body.find('#') else {
        let found = None;
        let expected = LinkPart::Fragment;
        return Err(origin
            .at(body, body.len())
            .error(ErrorKind::Link { expected, found }));
    };
    let hash_place = origin.at(body, hash);
    let fragment = &body[hash + 1..];
    if let Some(rest) = fragment.strip_prefix("pos=") {
        return open_position_link(rest, origin.at(body, hash + 5), hash_place);
    }
    let start = Position::start();
    let game = read_game(start, fragment, origin.at(body, hash + 1), hash_place)?;
    Ok(Opened::Game {
        game,
        format: Format::GameLink,
    })
}

/// `#pos=` then 64 squares, `_`, the side to move, and perhaps `_` and moves from there; `rest`
/// follows `#pos=` and begins at `origin`, the `#` stands at `hash`.
fn open_position_link(rest: &str, origin: Place, hash: Place) -> Result<Opened, ImportError> {
    if rest.is_empty() {
        return Err(hash.error(ErrorKind::Read(notation::ErrorKind::Squares { found: 0 })));
    }
    let (read, after) = Position::read_prefix(rest).map_err(|e| origin.read_error(e))?;
    let side_at = rest.len() - after.len();
    let place = |byte: usize| origin.at(rest, byte);
    let mut chars = after.chars();
    let side = match (chars.next(), chars.next()) {
        (Some('_'), Some(c)) => {
            Color::from_symbol(c).ok_or_else(|| expected_side(Some(c), place(side_at + 1)))?
        }
        (found, _) => return Err(expected_side(found, place(side_at))),
    };
    let start = Position::from_colors(read.black(), read.white(), side).expect("disjoint discs");
    if start.board.is_game_over() {
        return Err(origin.error(ErrorKind::NoMoves));
    }
    let tail_at = side_at + 2;
    match after[2..].chars().next() {
        None => Ok(Opened::Position {
            position: start,
            format: Format::PositionLink,
        }),
        Some('_') => Ok(Opened::Game {
            game: read_game(
                start,
                &rest[tail_at + 1..],
                place(tail_at + 1),
                place(tail_at),
            )?,
            format: Format::GameLink,
        }),
        found => Err(place(tail_at).error(ErrorKind::Link {
            expected: LinkPart::MovesOrEnd,
            found,
        })),
    }
}

/// The link's missing or wrong side to move.
fn expected_side(found: Option<char>, place: Place) -> ImportError {
    let expected = LinkPart::Side;
    place.error(ErrorKind::Link { expected, found })
}

/// A position text: 64 squares, then perhaps the side to move, then nothing; one side must be able
/// to move.
fn open_position_text(body: &str, origin: Place) -> Result<Opened, ImportError> {
    let position: Position = body.parse().map_err(|e| origin.read_error(e))?;
    if position.board.is_game_over() {
        return Err(origin.error(ErrorKind::NoMoves));
    }
    Ok(Opened::Position {
        position,
        format: Format::PositionText,
    })
}

/// A transcript from the standard start; a first character that begins no format is said so.
fn open_transcript(body: &str, origin: Place) -> Result<Opened, ImportError> {
    let game =
        read_game(Position::start(), body, origin, origin).map_err(|err| match err.kind {
            ErrorKind::Read(notation::ErrorKind::Expected {
                found: Some(found), ..
            }) if (err.line, err.column) == (origin.line, origin.column) => {
                origin.error(ErrorKind::Unrecognised { found })
            }
            _ => err,
        })?;
    Ok(Opened::Game {
        game,
        format: Format::Transcript,
    })
}

/// The game of the moves of `text` (a part of the text at `origin`) from `start`; a text without
/// a move is refused at its end, or at `empty` when it is empty (the place before it).
fn read_game(
    start: Position,
    text: &str,
    origin: Place,
    empty: Place,
) -> Result<Game, ImportError> {
    let game = Game::from_transcript_at(start, text).map_err(|e| origin.read_error(e))?;
    // What reads holds only moves, move numbers and separators: a move has a letter or a `-`.
    if !text.chars().any(|c| c.is_alphabetic() || c == '-') {
        let end = match text.is_empty() {
            true => empty,
            false => origin.at(text, text.len()),
        };
        let kind = notation::ErrorKind::Expected {
            expected: Expected::Move,
            found: None,
        };
        return Err(end.error(ErrorKind::Read(kind)));
    }
    Ok(game)
}

/// The link to a game: `#` and its transcript from the standard start (`#f5d6c3`); from another
/// start, `#pos=`, the start position, `_` and the transcript when there are moves.
///
/// ```
/// use ethello_engine::Game;
/// use ethello_model::import::{game_link, open};
/// let game = Game::from_transcript("f5d6c3").unwrap();
/// assert_eq!(game_link(&game), "#f5d6c3");
/// assert_eq!(open(&game_link(&game)).unwrap().game(), game);
/// ```
pub fn game_link(game: &Game) -> String {
    let moves = game.transcript();
    match game.start() == Position::start() {
        true => format!("#{moves}"),
        false if moves.is_empty() => position_link(game.start()),
        false => format!("{}_{moves}", position_link(game.start())),
    }
}

/// The link to a position: `#pos=`, the 64 squares a1..h8 of `X`, `O` and `-`, then `_X` or `_O`
/// for the side to move.
///
/// ```
/// use ethello_engine::Position;
/// use ethello_model::import::{open, position_link, Opened};
/// let link = position_link(Position::start());
/// assert_eq!(link, format!("#pos={}_X", "-".repeat(27) + "OX------XO" + &"-".repeat(27)));
/// assert!(matches!(open(&link), Ok(Opened::Position { position, .. }) if position == Position::start()));
/// ```
pub fn position_link(pos: Position) -> String {
    let text = pos.to_string();
    let (squares, side) = text.split_once(' ').unwrap_or((&text, "X"));
    format!("#pos={squares}_{side}")
}
