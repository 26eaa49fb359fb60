//! A board with its side to move, and its text form.
//!
//! The text is 64 characters for a1, b1, .., h1, a2, .., h8 (`X` black, `O` white, `-` empty; `.` is
//! read as empty too), a space, and the side to move (`X` or `O`). [`Position`] keeps a [`Board`]
//! relative to the side to move plus that side's colour, so `black()` and `white()` are derived.

use std::fmt;
use std::str::FromStr;

use super::bitboard::Bitboard;
use super::board::{Board, IllegalMove, Move};
use super::square::{Color, Square};

/// A [`Board`] and the colour of its side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The discs, relative to the side to move.
    pub board: Board,
    /// The colour whose discs are `board.player`.
    pub side: Color,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start position: black to move.
    pub const fn start() -> Position {
        Position {
            board: Board::start(),
            side: Color::Black,
        }
    }

    /// A position from the black and white discs and the side to move; `None` if they overlap.
    pub fn from_colors(black: Bitboard, white: Bitboard, side: Color) -> Option<Position> {
        let board = match side {
            Color::Black => Board::new(black, white)?,
            Color::White => Board::new(white, black)?,
        };
        Some(Position { board, side })
    }

    /// The discs of `color`.
    pub fn discs(self, color: Color) -> Bitboard {
        if color == self.side {
            self.board.player
        } else {
            self.board.opponent
        }
    }

    /// Black's discs.
    pub fn black(self) -> Bitboard {
        self.discs(Color::Black)
    }

    /// White's discs.
    pub fn white(self) -> Bitboard {
        self.discs(Color::White)
    }

    /// What stands on `sq`.
    pub fn at(self, sq: Square) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|&c| self.discs(c).contains(sq))
    }

    /// Plays a move after checking it.
    ///
    /// # Errors
    /// The [`IllegalMove`]; `self` is untouched.
    pub fn play(self, mv: Move) -> Result<Position, IllegalMove> {
        let board = self.board.play_move(mv)?;
        Ok(Position {
            board,
            side: self.side.opposite(),
        })
    }

    /// The final score for black under standard scoring (negative when white wins).
    pub fn black_score(self) -> i32 {
        match self.side {
            Color::Black => self.board.final_score(),
            Color::White => -self.board.final_score(),
        }
    }

    /// Parses the 64 squares and the side to move given apart (as in a line of an `.obf` file).
    ///
    /// # Errors
    /// A [`ParsePositionError`] that says which character is wrong.
    pub fn from_parts(squares: &str, side: &str) -> Result<Position, ParsePositionError> {
        let mut chars = side.chars();
        let side = match (chars.next().and_then(side_of), chars.next()) {
            (Some(color), None) => color,
            _ => return Err(ParsePositionError::BadSide(clip(side))),
        };
        let count = squares.chars().count();
        if count != 64 {
            return Err(ParsePositionError::Length(count));
        }
        let (mut black, mut white) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for (sq, ch) in Square::all().zip(squares.chars()) {
            match square_of(ch) {
                Some(Some(Color::Black)) => black = black.with(sq),
                Some(Some(Color::White)) => white = white.with(sq),
                Some(None) => {}
                None => {
                    return Err(ParsePositionError::BadSquare {
                        square: sq,
                        found: ch,
                    })
                }
            }
        }
        Ok(Position::from_colors(black, white, side).expect("a square holds one character"))
    }
}

/// What a square character of the position text holds: `Some(Some(colour))` for a disc (`X`, `x`
/// or `*` black, `O` or `o` white), `Some(None)` for an empty square (`-` or `.`), `None` when the
/// character is not a square.
pub fn square_of(ch: char) -> Option<Option<Color>> {
    match ch {
        'X' | 'x' | '*' => Some(Some(Color::Black)),
        'O' | 'o' => Some(Some(Color::White)),
        '-' | '.' => Some(None),
        _ => None,
    }
}

/// The colour a side-to-move character names: `X`, `B` (or lower case) black, `O`, `W` white.
pub fn side_of(ch: char) -> Option<Color> {
    match ch.to_ascii_uppercase() {
        'X' | 'B' => Some(Color::Black),
        'O' | 'W' => Some(Color::White),
        _ => None,
    }
}

/// Shortens user text quoted in an error message.
fn clip(s: &str) -> String {
    s.chars().take(16).collect()
}

/// What is wrong with a position text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// Not 64 square characters.
    Length(usize),
    /// A square character is not `X`, `O` or `-`.
    BadSquare {
        /// Where it stands.
        square: Square,
        /// What was found.
        found: char,
    },
    /// The side to move is not `X` or `O`.
    BadSide(String),
    /// The text is not "squares, space, side".
    Shape,
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("position: ")?;
        match self {
            Self::Length(n) => write!(f, "{n} square characters, expected 64"),
            Self::BadSquare { square, found } => write!(
                f,
                "{found:?} at character {} ({square}) is not X, O or -",
                square.index() + 1
            ),
            Self::BadSide(s) => write!(f, "side to move {s:?} is not X or O"),
            Self::Shape => {
                f.write_str("expected 64 squares, a space and the side to move (X or O)")
            }
        }
    }
}

impl std::error::Error for ParsePositionError {}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Parses `"<64 squares> <X|O>"`.
    ///
    /// ```
    /// use ethello_engine::Position;
    /// let text = "---------------------------OX------XO--------------------------- X";
    /// let pos: Position = text.parse().unwrap();
    /// assert_eq!(pos, Position::start());
    /// assert_eq!(pos.to_string(), text);
    /// ```
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let mut parts = s.split_whitespace();
        match (parts.next(), parts.next(), parts.next()) {
            (Some(squares), Some(side), None) => Position::from_parts(squares, side),
            (Some(squares), None, None) if squares.chars().count() != 64 => {
                Err(ParsePositionError::Length(squares.chars().count()))
            }
            _ => Err(ParsePositionError::Shape),
        }
    }
}

impl fmt::Display for Position {
    /// The 64 squares, a space, the side to move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let squares: String = Square::all()
            .map(|sq| self.at(sq).map_or('-', Color::symbol))
            .collect();
        write!(f, "{squares} {}", self.side.symbol())
    }
}
