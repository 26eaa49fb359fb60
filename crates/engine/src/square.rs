//! Squares and colours.
//!
//! A [`Square`] is an index 0..64: `index = row * 8 + column`, with column a..h = 0..7 left to right and
//! row 1..8 = 0..7 top to bottom, so a1 = 0 (top-left) and h8 = 63. The text form is a lower-case
//! column letter and a row digit (`d3`); parsing also accepts upper case (`D3`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the 64 squares (0 = a1, 63 = h8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Square(u8);

impl Square {
    /// Every square in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The square with this index, if it is below 64.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with this index; the caller guarantees `index < 64`.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    /// The square at `row` and `col` (both 0-based), if both are below 8.
    pub const fn at(row: u8, col: u8) -> Option<Square> {
        if row < 8 && col < 8 {
            Some(Square(row * 8 + col))
        } else {
            None
        }
    }

    /// The index 0..64.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The row, 0 (row "1", top) to 7 (row "8", bottom).
    #[inline]
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// The column, 0 (file "a", left) to 7 (file "h", right).
    #[inline]
    pub const fn col(self) -> u8 {
        self.0 % 8
    }
}

impl TryFrom<u8> for Square {
    type Error = String;
    fn try_from(index: u8) -> Result<Self, String> {
        Square::from_index(index).ok_or_else(|| format!("square index {index} is not below 64"))
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text is not a square such as `d3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a square (a1 to h8)", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `d3` (or `D3`).
    ///
    /// ```
    /// use ethello_engine::Square;
    /// let sq: Square = "d3".parse().unwrap();
    /// assert_eq!((sq.row(), sq.col()), (2, 3));
    /// assert!("i9".parse::<Square>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.chars().take(16).collect());
        match s.as_bytes() {
            [c, r] => {
                let col = c.to_ascii_lowercase().wrapping_sub(b'a');
                let row = r.wrapping_sub(b'1');
                Square::at(row, col).ok_or_else(err)
            }
            _ => Err(err()),
        }
    }
}

/// The colour of a disc or of a player. Black moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Color {
    /// Black: `X` in the position text; moves first.
    Black,
    /// White: `O` in the position text.
    White,
}

impl Color {
    /// The other colour.
    #[inline]
    pub const fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// `"Black"` or `"White"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }

    /// `'X'` for black, `'O'` for white, as in the position text.
    pub const fn symbol(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }

    /// The colour a side-to-move character names, as a position text reads it: `X` or `B` black,
    /// `O` or `W` white, in either case.
    ///
    /// ```
    /// use ethello_engine::Color;
    /// assert_eq!(Color::from_symbol('x'), Some(Color::Black));
    /// assert_eq!(Color::from_symbol('W'), Some(Color::White));
    /// assert_eq!(Color::from_symbol('-'), None);
    /// ```
    pub const fn from_symbol(ch: char) -> Option<Color> {
        match ch.to_ascii_uppercase() {
            'X' | 'B' => Some(Color::Black),
            'O' | 'W' => Some(Color::White),
            _ => None,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
