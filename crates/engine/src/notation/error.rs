//! What a reader found wrong, and where: a [`ReadError`] is a 1-based line and column and an
//! [`ErrorKind`], which holds data (the move, the character found, the count) and never a
//! sentence, so that a caller can say it in its own words and language. `Display` gives English:
//! `line 2, column 4: d9 is not a square`.

use std::fmt;

use crate::board::{IllegalMove, Move};
use crate::square::Color;

/// Why a text did not read, and where: the 1-based line and column (in characters) of the fault.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReadError {
    /// The line of the fault.
    pub line: usize,
    /// The column of the fault.
    pub column: usize,
    /// What is wrong there.
    pub kind: ErrorKind,
}

/// What is wrong with a text at the place of a [`ReadError`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ErrorKind {
    /// Longer than the reader takes (a transcript or a GGF game).
    TooLong {
        /// The text's length in characters.
        chars: usize,
        /// The most the reader takes.
        max: usize,
    },
    /// Something else than what the notation has at this place.
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
    /// A text that is not one move (a move alone, or the move of a GGF `B[..]` or `W[..]`).
    NotAMove {
        /// The text, cut to 16 characters.
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
    /// A position that ends before its 64th square.
    Squares {
        /// The squares read.
        found: usize,
    },
    /// GGF: the text does not begin with `(;`.
    NotAGame,
    /// GGF: the text ends before the game's closing `)`.
    Truncated,
    /// GGF: a character where a tag's name (capital letters) or its `[` belongs.
    Unexpected {
        /// The character.
        found: char,
    },
    /// GGF: a tag's `[` without its `]`.
    Unterminated {
        /// The tag's name.
        tag: String,
    },
    /// GGF: another game than Othello (`GM`) or another board than 8x8 (`TY`, `BO`).
    Unsupported {
        /// The tag's name.
        tag: String,
        /// Its value, cut to 16 characters.
        value: String,
    },
    /// GGF: a `BO` (the start position) after the first move.
    BoardAfterMoves,
    /// GGF: a move by the side that is not to move.
    WrongColor {
        /// Who tried to move.
        color: Color,
        /// Its 1-based move number (squares played before it, plus one).
        number: usize,
    },
}

/// What belongs at the place of an [`ErrorKind::Expected`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expected {
    /// A move of a transcript: a square, a pass or a move number.
    Move,
    /// A square of a position: `X`, `O` or `-`.
    Square,
    /// The side to move after a position's 64 squares: `X` or `O`.
    Side,
    /// Nothing more: the end of a position after its side to move.
    EndOfPosition,
}

impl fmt::Display for ReadError {
    /// `line L, column C: what`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for ReadError {}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooLong { chars, max } => {
                write!(f, "{chars} characters is too long (at most {max})")
            }
            Self::Expected {
                expected,
                found: Some(found),
            } => write!(f, "expected {expected}, found {found:?}"),
            Self::Expected { expected, .. } => {
                write!(f, "expected {expected}, found the end of the text")
            }
            Self::NotASquare { text } => write!(f, "{text} is not a square"),
            Self::NotAMove { text } => write!(f, "{text:?} is not a move"),
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
            Self::NotAGame => f.write_str("a game starts with \"(;\""),
            Self::Truncated => f.write_str("the text ends before the game's closing \")\""),
            Self::Unexpected { found } => write!(f, "unexpected {found:?}"),
            Self::Unterminated { tag } => write!(f, "{tag}[ has no closing \"]\""),
            Self::Unsupported { tag, value } => {
                write!(f, "{tag}[{value}]: only 8x8 Othello is supported")
            }
            Self::BoardAfterMoves => f.write_str("BO comes after moves"),
            Self::WrongColor { color, number } => write!(
                f,
                "move {number} is {color}'s, but it is not {color}'s turn"
            ),
        }
    }
}

impl fmt::Display for Expected {
    /// What belongs there, as in "expected a move such as f5".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Move => "a move such as f5",
            Self::Square => "a square: X, O or -",
            Self::Side => "the side to move, X or O",
            Self::EndOfPosition => "the end of the position after the side to move",
        })
    }
}
