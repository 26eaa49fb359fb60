//! Reading a position text: 64 squares a1, b1, ..., h8, then perhaps the side to move.
//!
//! A square is `X`, `x` or `*` (black), `O` or `o` (white), `-` or `.` (empty); white space may
//! stand anywhere between them, so one line of 64 and 8 lines of 8 are the same. The side to move
//! ([`Color::from_symbol`]: `X` or `B`, `O` or `W`, either case) follows, after white space or none;
//! left out, black moves, unless black must pass. A position read need not be reachable from the
//! start, and the game may be over in it.

use std::str::FromStr;

use super::error::{ErrorKind, Expected, ReadError};
use super::text::{after, places, Char, Place};
use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::square::{Color, Square};

/// What a square character holds: `Some(Some(colour))` for a disc, `Some(None)` for an empty
/// square, `None` when the character is not a square.
pub(super) fn square_of(ch: char) -> Option<Option<Color>> {
    match ch {
        'X' | 'x' | '*' => Some(Some(Color::Black)),
        'O' | 'o' => Some(Some(Color::White)),
        '-' | '.' => Some(None),
        _ => None,
    }
}

/// Black's and white's discs of the 64 square characters at the start of `chars` (white space
/// before and between them skipped), and the index just after the 64th; `end` is the place after
/// the text, where a text of fewer squares is faulted.
pub(crate) fn read_squares(
    chars: &[Char],
    end: Place,
) -> Result<(Bitboard, Bitboard, usize), ReadError> {
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
                let found = Some(c);
                let expected = Expected::Square;
                return Err(place.error(ErrorKind::Expected { expected, found }));
            }
        }
        read += 1;
    }
    match read {
        64 => Ok((black, white, chars.len())),
        found => Err(after(chars, end).error(ErrorKind::Squares { found })),
    }
}

/// A position read from the start of a text: the position, the side to move when the text gave
/// one, and the index of the first character after it.
struct Read {
    position: Position,
    side: Option<Color>,
    next: usize,
}

/// Reads the squares, then the side to move if one follows (after white space or none).
fn read(chars: &[Char], end: Place) -> Result<Read, ReadError> {
    let (black, white, squares_end) = read_squares(chars, end)?;
    let blank = chars[squares_end..]
        .iter()
        .take_while(|c| c.0.is_whitespace())
        .count();
    let side_at = squares_end + blank;
    let side = chars.get(side_at).and_then(|c| Color::from_symbol(c.0));
    let next = if side.is_some() {
        side_at + 1
    } else {
        squares_end
    };
    let at = |side| Position::from_colors(black, white, side).expect("a square is read once");
    let position = match side {
        Some(side) => at(side),
        None if at(Color::Black).board.must_pass() => at(Color::White),
        None => at(Color::Black),
    };
    Ok(Read {
        position,
        side,
        next,
    })
}

impl Position {
    /// Reads the position text at the start of `text` (white space before it skipped) and returns
    /// the position with the rest of the text, which begins right after the side to move, or
    /// after the squares when no side follows them: what follows a position (the fields of a
    /// line, a link's `_X`) is the caller's to read.
    ///
    /// ```
    /// use ethello_engine::{Color, Position};
    /// let line = "---------------------------OX------XO--------------------------- X +0 start";
    /// let (position, rest) = Position::read_prefix(line).unwrap();
    /// assert_eq!((position, rest), (Position::start(), " +0 start"));
    /// // No side: black moves, unless black must pass.
    /// let squares = format!("OX{}", "-".repeat(62));
    /// let (position, rest) = Position::read_prefix(&squares).unwrap();
    /// assert_eq!((position.side, rest), (Color::White, ""));
    /// ```
    ///
    /// # Errors
    /// A [`ReadError`] at a character that is not a square, or at the end of a text with fewer
    /// than 64 squares.
    pub fn read_prefix(text: &str) -> Result<(Position, &str), ReadError> {
        let (chars, end) = places(text);
        let read = read(&chars, end)?;
        let bytes: usize = chars[..read.next].iter().map(|c| c.0.len_utf8()).sum();
        Ok((read.position, &text[bytes..]))
    }
}

impl FromStr for Position {
    type Err = ReadError;

    /// Reads a position text and nothing after it (white space aside): the 64 squares and perhaps
    /// the side to move, as the module describes; `Display` writes its strict form.
    ///
    /// ```
    /// use ethello_engine::notation::{ErrorKind, Expected};
    /// use ethello_engine::Position;
    /// let text = "---------------------------OX------XO--------------------------- X";
    /// let pos: Position = text.parse().unwrap();
    /// assert_eq!(pos, Position::start());
    /// assert_eq!(pos.to_string(), text);
    /// let rows = "-------- -------- -------- ---OX--- ---XO--- -------- -------- --------";
    /// assert_eq!(rows.parse(), Ok(pos));
    /// let err = text.replace(" X", " Q").parse::<Position>().unwrap_err();
    /// assert_eq!((err.line, err.column), (1, 66));
    /// assert_eq!(err.kind, ErrorKind::Expected { expected: Expected::Side, found: Some('Q') });
    /// ```
    fn from_str(s: &str) -> Result<Position, ReadError> {
        let (chars, end) = places(s);
        let read = read(&chars, end)?;
        let extra = chars[read.next..].iter().find(|c| !c.0.is_whitespace());
        match (extra, read.side) {
            (None, _) => Ok(read.position),
            (Some(&(found, place)), side) => {
                let expected = match side {
                    None => Expected::Side,
                    Some(_) => Expected::EndOfPosition,
                };
                let found = Some(found);
                Err(place.error(ErrorKind::Expected { expected, found }))
            }
        }
    }
}
