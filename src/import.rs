//! Opening whatever a player pastes or drops: a transcript, a position, a GGF game, an `.etl`
//! save or a link to the page, told apart by how the text begins.
//!
//! - `{` begins an `.etl` save (read by [`savefile::parse`], every check included);
//! - `(;` begins a GGF game (read by [`parse_ggf_record`], any start position);
//! - `#`, or an address with `://`, is a link: `#f5d6c3` a game, `#pos=` a position ([`position_link`]);
//! - 8 or more square characters (`X`, `O`, `-`; also `x`, `o`, `*`, `.`) begin a position text: 64
//!   squares a1, b1, .., h8 (white space anywhere between them, so 8 lines of 8 do), then the side
//!   to move (`X`/`B` or `O`/`W`), which may be left out: black moves then, unless only white can;
//! - anything else is read as a transcript: squares in either case (`F5`, `d6`), passes (`pa`,
//!   `ps`, `pass`, `--`) and move numbers (`1.`, `3...`) with or without white space or commas,
//!   on any number of lines.
//!
//! Representation: the text is read as characters, each with its 1-based line and column, so every
//! [`ImportError`] says where it stands ("line 2, column 7: d9 is not a square"). Invariants: an
//! [`Opened`] game was replayed move by move by the engine's rules; an opened position has a legal
//! move for one side at least; no input makes the reader panic. Text longer than
//! [`savefile::MAX_BYTES`] is refused before it is read. The formats are described in
//! `docs/import.md`.

use std::fmt;

use crate::engine::{
    parse_ggf_record, side_of, square_of, Bitboard, Color, Game, GgfError, IllegalMove, Move,
    Position, Square, TranscriptError,
};
use crate::savefile::{self, Loaded, SaveError, MAX_BYTES};

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
    /// Something else than what the format has at this place.
    Expected {
        /// What belongs here.
        expected: Expected,
        /// What was found; `None` at the end of the text.
        found: Option<char>,
    },
    /// A letter and a digit that are not a square (`d9`, `k4`).
    NotASquare {
        /// The two characters.
        text: String,
    },
    /// A move the rules refuse.
    Illegal {
        /// The move.
        mv: Move,
        /// Who was to play it.
        color: Color,
        /// Its 1-based number (squares played before it, plus one).
        number: usize,
        /// Why the rules refuse it.
        reason: IllegalMove,
    },
    /// A position text that ends before its 64th square.
    Squares {
        /// The squares read.
        found: usize,
    },
    /// A position in which neither side can move.
    NoMoves,
    /// A GGF game the GGF reader refuses.
    Ggf(GgfError),
    /// A save the save reader refuses.
    Save(SaveError),
}

/// What belongs where an [`ErrorKind::Expected`] found something else.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expected {
    /// A link without its `#`.
    Link,
    /// More after a position link's side to move.
    LinkEnd,
    /// A position link's side to move.
    LinkSide,
    /// A position text's side to move.
    Side,
    /// More after a position text's side to move.
    PositionEnd,
    /// A square of a position text.
    Square,
    /// A move of a transcript.
    Move,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Link => "a game (#f5d6c3) or a position (#pos=...) after a # in the link",
            Self::LinkEnd => "the end of the link, or _ and moves",
            Self::LinkSide => "_X or _O (the side to move) after the 64 squares",
            Self::Side => "the side to move, X or O",
            Self::PositionEnd => "the end of the position after the side to move",
            Self::Square => "a square: X, O or -",
            Self::Move => "a move such as f5",
        })
    }
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
            Self::Expected {
                expected,
                found: Some(found),
            } => write!(f, "expected {expected}, found {found:?}"),
            Self::Expected { expected, .. } => {
                write!(f, "expected {expected}, found the end of the text")
            }
            Self::NotASquare { text } => write!(f, "{text} is not a square"),
            Self::Illegal {
                mv,
                color,
                number,
                reason,
            } => write!(
                f,
                "{mv} is not a legal move for {color} at move {number} ({reason})"
            ),
            Self::Squares { found } => write!(f, "a position has 64 squares, this one {found}"),
            Self::NoMoves => f.write_str("neither side can move in this position"),
            Self::Ggf(err) => write!(f, "{}", err.fault()),
            Self::Save(SaveError::Damaged { detail, .. }) => {
                write!(f, "This save is damaged: {detail}.")
            }
            Self::Save(err) => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for ImportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ErrorKind::Ggf(err) => Some(err),
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

    /// An error here.
    fn error(self, kind: ErrorKind) -> ImportError {
        ImportError {
            line: self.line,
            column: self.column,
            kind,
        }
    }
}

/// A character and its place.
type Char = (char, Place);

/// Every character of a text with its place, and the place just after the last one.
fn places(text: &str) -> (Vec<Char>, Place) {
    let mut place = Place::START;
    let mut chars = Vec::with_capacity(text.len());
    for c in text.chars() {
        chars.push((c, place));
        place = match c {
            '\n' => Place {
                line: place.line + 1,
                column: 1,
            },
            _ => Place {
                column: place.column + 1,
                ..place
            },
        };
    }
    (chars, place)
}

/// The place just after `chars` (`fallback` when there are none).
fn after(chars: &[Char], fallback: Place) -> Place {
    chars.last().map_or(fallback, |&(_, p)| Place {
        column: p.column + 1,
        ..p
    })
}

/// `chars` without white space at either end.
fn trim(chars: &[Char]) -> &[Char] {
    let blank = |c: &Char| c.0.is_whitespace();
    let start = chars.iter().position(|c| !blank(c)).unwrap_or(chars.len());
    let end = chars
        .iter()
        .rposition(|c| !blank(c))
        .map_or(start, |i| i + 1);
    &chars[start..end]
}

/// Opens a pasted or dropped text: a transcript, a position text, a GGF game, an `.etl` save or a
/// link (see the module's description for each form).
///
/// ```
/// use ethello::import::{open, Format, Opened};
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
    let (chars, end) = places(text);
    let body = trim(&chars);
    match body {
        [] => Err(Place::START.error(ErrorKind::Empty)),
        [('{', _), ..] => open_save(text, &chars, end),
        [('(', _), (';', _), ..] => open_ggf(text, &chars, end),
        _ if is_link(body) => open_link(body),
        _ if is_position(body) => open_position_text(body),
        _ => open_transcript(body),
    }
}

/// A `#` first, or an address (`http://...`).
fn is_link(body: &[Char]) -> bool {
    let text: String = body.iter().take(200).map(|c| c.0).collect();
    text.starts_with('#') || text.contains("://")
}

/// Eight square characters first, white space aside: no transcript begins so.
fn is_position(body: &[Char]) -> bool {
    let mut first = body.iter().map(|c| c.0).filter(|c| !c.is_whitespace());
    first
        .by_ref()
        .take(8)
        .filter(|&c| square_of(c).is_some())
        .count()
        == 8
}

/// An `.etl` save, every check of the save reader included.
fn open_save(text: &str, chars: &[Char], end: Place) -> Result<Opened, ImportError> {
    savefile::parse(text)
        .map(|loaded| Opened::Save(Box::new(loaded)))
        .map_err(|err| save_place(text, chars, end, &err).error(ErrorKind::Save(err)))
}

/// Where a save's fault stands: the JSON reader's place, the end of a cut-short file, the bad
/// field's name, the illegal move in the transcript; the start for a fault of the whole file.
fn save_place(text: &str, chars: &[Char], end: Place, err: &SaveError) -> Place {
    let at = |byte: usize| chars[text[..byte].chars().count()].1;
    let field = |name: &str| text.find(&format!("\"{name}\""));
    match err {
        SaveError::Damaged { line, column, .. } => Place {
            line: *line,
            column: *column,
        },
        SaveError::Truncated => end,
        SaveError::BadField { field: name, .. } => {
            let key = name.rsplit('.').next().unwrap_or(name);
            field(key).map_or(Place::START, at)
        }
        SaveError::IllegalMove(TranscriptError::Illegal { at: move_at, .. })
        | SaveError::IllegalMove(TranscriptError::NotASquare { at: move_at, .. }) => {
            transcript_place(text, chars, *move_at).unwrap_or(Place::START)
        }
        SaveError::FutureVersion { .. } => field("version").map_or(Place::START, at),
        _ => Place::START,
    }
}

/// The place of the `at`-th character (1-based) of the save's `"transcript"` value.
fn transcript_place(text: &str, chars: &[Char], at: usize) -> Option<Place> {
    let key = text.find("\"transcript\"")? + "\"transcript\"".len();
    let quote = key + text[key..].find('"')?;
    let value_start = text[..=quote].chars().count();
    chars.get(value_start + at - 1).map(|c| c.1)
}

/// A GGF game; the reader's character index becomes a line and a column.
fn open_ggf(text: &str, chars: &[Char], end: Place) -> Result<Opened, ImportError> {
    let record = parse_ggf_record(text).map_err(|err| {
        let place = match (&err, err.at()) {
            (_, Some(at)) => chars.get(at - 1).map_or(end, |c| c.1),
            (GgfError::Truncated, None) => end,
            _ => Place::START,
        };
        place.error(ErrorKind::Ggf(err))
    })?;
    Ok(Opened::Game {
        game: record.game,
        format: Format::Ggf,
    })
}

/// A link: what follows its `#` is a transcript, or `pos=` and a position.
fn open_link(body: &[Char]) -> Result<Opened, ImportError> {
    let Some(hash) = body.iter().position(|c| c.0 == '#') else {
        return Err(after(body, Place::START).error(ErrorKind::Expected {
            expected: Expected::Link,
            found: None,
        }));
    };
    let fragment = &body[hash + 1..];
    let prefix: String = fragment.iter().take(4).map(|c| c.0).collect();
    if prefix == "pos=" {
        return open_position_link(&fragment[4..], body[hash].1);
    }
    let game = replay(Position::start(), &read_moves(fragment, body[hash].1)?)?;
    Ok(Opened::Game {
        game,
        format: Format::GameLink,
    })
}

/// `#pos=` then 64 squares, `_`, the side to move, and perhaps `_` and moves from there.
fn open_position_link(rest: &[Char], hash: Place) -> Result<Opened, ImportError> {
    let (black, white, read) = read_squares(rest, hash)?;
    let place = rest.first().map_or(hash, |c| c.1);
    let side_at = &rest[read..];
    let side = match side_at {
        [('_', _), (c, p), ..] => side_of(*c).ok_or_else(|| expected_side(Some(*c), *p))?,
        [(c, p), ..] => return Err(expected_side(Some(*c), *p)),
        [] => return Err(expected_side(None, after(rest, hash))),
    };
    let start = playable(black, white, Some(side), place)?;
    match &side_at[2..] {
        [] => Ok(Opened::Position {
            position: start,
            format: Format::PositionLink,
        }),
        [('_', p), moves @ ..] => Ok(Opened::Game {
            game: replay(start, &read_moves(moves, *p)?)?,
            format: Format::GameLink,
        }),
        [(c, p), ..] => Err(p.error(ErrorKind::Expected {
            expected: Expected::LinkEnd,
            found: Some(*c),
        })),
    }
}

/// The link's missing or wrong side to move.
fn expected_side(found: Option<char>, place: Place) -> ImportError {
    place.error(ErrorKind::Expected {
        expected: Expected::LinkSide,
        found,
    })
}

/// A position text: 64 squares, then perhaps the side to move, then nothing.
fn open_position_text(body: &[Char]) -> Result<Opened, ImportError> {
    let (black, white, read) = read_squares(body, Place::START)?;
    let mut rest = body[read..].iter().filter(|c| !c.0.is_whitespace());
    let side = match rest.next() {
        None => None,
        Some(&(c, p)) => Some(side_of(c).ok_or_else(|| {
            p.error(ErrorKind::Expected {
                expected: Expected::Side,
                found: Some(c),
            })
        })?),
    };
    if let Some(&(c, p)) = rest.next() {
        return Err(p.error(ErrorKind::Expected {
            expected: Expected::PositionEnd,
            found: Some(c),
        }));
    }
    Ok(Opened::Position {
        position: playable(black, white, side, body[0].1)?,
        format: Format::PositionText,
    })
}

/// Reads 64 square characters (white space between them skipped): black's and white's discs and
/// how many characters they took.
fn read_squares(chars: &[Char], before: Place) -> Result<(Bitboard, Bitboard, usize), ImportError> {
    let (mut black, mut white) = (Bitboard::EMPTY, Bitboard::EMPTY);
    let mut squares = Square::all();
    let mut read = 0;
    for (i, &(c, place)) in chars.iter().enumerate() {
        if read == 64 {
            return Ok((black, white, i));
        }
        if c.is_whitespace() {
            continue;
        }
        let Some(sq) = squares.next() else { break };
        match square_of(c) {
            Some(Some(Color::Black)) => black = black.with(sq),
            Some(Some(Color::White)) => white = white.with(sq),
            Some(None) => {}
            None => {
                return Err(place.error(ErrorKind::Expected {
                    expected: Expected::Square,
                    found: Some(c),
                }))
            }
        }
        read += 1;
    }
    match read {
        64 => Ok((black, white, chars.len())),
        found => Err(after(chars, before).error(ErrorKind::Squares { found })),
    }
}

/// The position of these discs with `side` to move, or when unsaid black, unless only white can
/// move; refused when neither side can (`place` is where the position text begins).
fn playable(
    black: Bitboard,
    white: Bitboard,
    side: Option<Color>,
    place: Place,
) -> Result<Position, ImportError> {
    let at = |side| Position::from_colors(black, white, side).expect("a square is read once");
    let black_first = at(Color::Black);
    let position = match side {
        Some(side) => at(side),
        None if black_first.board.can_move() => black_first,
        None => at(Color::White),
    };
    if position.board.is_game_over() {
        return Err(place.error(ErrorKind::NoMoves));
    }
    Ok(position)
}

/// A transcript from the standard start; a first character that begins no format is said so.
fn open_transcript(body: &[Char]) -> Result<Opened, ImportError> {
    let moves = read_moves(body, Place::START).map_err(|err| match err.kind {
        ErrorKind::Expected {
            found: Some(found), ..
        } if (err.line, err.column) == (body[0].1.line, body[0].1.column) => {
            body[0].1.error(ErrorKind::Unrecognised { found })
        }
        _ => err,
    })?;
    Ok(Opened::Game {
        game: replay(Position::start(), &moves)?,
        format: Format::Transcript,
    })
}

/// The moves of a transcript, each with its place; at least one (`before` is the place just
/// before the transcript, for the error when there is none).
fn read_moves(chars: &[Char], before: Place) -> Result<Vec<(Place, Move)>, ImportError> {
    let mut moves = Vec::new();
    let mut i = 0;
    while let Some(&(c, place)) = chars.get(i) {
        if c.is_whitespace() || c == ',' || c == ';' {
            i += 1;
            continue;
        }
        let (len, mv) = token(&chars[i..]).map_err(|kind| place.error(kind))?;
        moves.extend(mv.map(|mv| (place, mv)));
        i += len;
    }
    if moves.is_empty() {
        let found = None;
        let expected = Expected::Move;
        return Err(after(chars, before).error(ErrorKind::Expected { expected, found }));
    }
    Ok(moves)
}

/// The transcript token at the start of `rest`: how many characters it takes, and its move
/// (`None` for a move number).
fn token(rest: &[Char]) -> Result<(usize, Option<Move>), ErrorKind> {
    let lower = |k: usize| rest.get(k).map(|c| c.0.to_ascii_lowercase());
    let word = |w: &str| w.chars().enumerate().all(|(k, c)| lower(k) == Some(c));
    let first = rest[0].0;
    match (lower(0), lower(1)) {
        (Some(d), _) if d.is_ascii_digit() => Ok((move_number_len(rest), None)),
        _ if word("pass") => Ok((4, Some(Move::Pass))),
        _ if word("--") || word("pa") || word("ps") => Ok((2, Some(Move::Pass))),
        (Some(col), Some(row)) if col.is_alphabetic() && row.is_ascii_digit() => {
            let text: String = rest[..2].iter().map(|c| c.0).collect();
            let sq = text.parse::<Square>();
            sq.map(|sq| (2, Some(Move::Play(sq))))
                .map_err(|_| ErrorKind::NotASquare { text })
        }
        _ => Err(ErrorKind::Expected {
            expected: Expected::Move,
            found: Some(first),
        }),
    }
}

/// The length of a move number: digits, then any dots (`12.`, `3...`).
fn move_number_len(rest: &[Char]) -> usize {
    let digits = rest.iter().take_while(|c| c.0.is_ascii_digit()).count();
    digits + rest[digits..].iter().take_while(|c| c.0 == '.').count()
}

/// Plays `moves` from `start` by the engine's rules.
fn replay(start: Position, moves: &[(Place, Move)]) -> Result<Game, ImportError> {
    let mut game = Game::from_position(start);
    for &(place, mv) in moves {
        let (color, number) = (game.position().side, game.move_number());
        game.replay_move(mv).map_err(|reason| {
            place.error(ErrorKind::Illegal {
                mv,
                color,
                number,
                reason,
            })
        })?;
    }
    Ok(game)
}

/// The link to a game: `#` and its transcript from the standard start (`#f5d6c3`); from another
/// start, `#pos=`, the start position, `_` and the transcript when there are moves.
///
/// ```
/// use ethello::engine::Game;
/// use ethello::import::{game_link, open};
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
/// use ethello::engine::Position;
/// use ethello::import::{open, position_link, Opened};
/// let link = position_link(Position::start());
/// assert_eq!(link, format!("#pos={}_X", "-".repeat(27) + "OX------XO" + &"-".repeat(27)));
/// assert!(matches!(open(&link), Ok(Opened::Position { position, .. }) if position == Position::start()));
/// ```
pub fn position_link(pos: Position) -> String {
    let text = pos.to_string();
    let (squares, side) = text.split_once(' ').unwrap_or((&text, "X"));
    format!("#pos={squares}_{side}")
}
