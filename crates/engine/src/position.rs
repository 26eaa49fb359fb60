//! A board with its side to move, and its text form.
//!
//! The text `Display` writes is 64 characters for a1, b1, .., h1, a2, .., h8 (`X` black, `O`
//! white, `-` empty), a space, and the side to move (`X` or `O`); it is read, with looser forms, in
//! [`notation`](crate::notation). [`Position`] keeps a [`Board`] relative to the side to move plus
//! that side's colour, so `black()` and `white()` are derived.

use std::fmt;

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
