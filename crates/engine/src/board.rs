//! The board relative to the side to move.
//!
//! A [`Board`] holds two disjoint bitboards: `player`, the discs of the side to move, and `opponent`.
//! It does not know which colour moves; [`Position`](super::Position) adds that. Every move (and every
//! pass) swaps the two fields, so search code never branches on colour.
//!
//! ```text
//!   a b c d e f g h        start position, black to move:
//! 1 . . . . . . . .        player   = d5, e4 (black)
//! 2 . . . . . . . .        opponent = d4, e5 (white)
//! 3 . . . . . . . .
//! 4 . . . O X . . .
//! 5 . . . X O . . .
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::bitboard::Bitboard;
use super::movegen;
use super::square::Square;

/// The discs of the side to move (`player`) and of the other side (`opponent`); never overlapping.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    /// Discs of the side to move.
    pub player: Bitboard,
    /// Discs of the side that just moved.
    pub opponent: Bitboard,
}

/// A move: a disc on a square, or a pass (only allowed when no square is legal). Its text (`d3`,
/// `pass`) is written and read in [`notation`](crate::notation).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Move {
    /// Place a disc on this square.
    Play(Square),
    /// Give the turn away; legal only when the side to move has no legal square.
    Pass,
}

/// Why a move was refused by [`Board::play`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// The square already holds a disc.
    Occupied(Square),
    /// The square brackets no opponent disc.
    FlipsNothing(Square),
    /// A pass while a square is legal.
    PassWithMoves,
    /// A pass, or any move, when neither side can move.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Occupied(sq) => write!(f, "{sq} is already taken"),
            IllegalMove::FlipsNothing(sq) => write!(f, "{sq} does not flip any disc"),
            IllegalMove::PassWithMoves => {
                f.write_str("a pass is not allowed while a move is legal")
            }
            IllegalMove::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl Board {
    /// The start position, black (the player) to move: white on d4 and e5, black on d5 and e4.
    pub const fn start() -> Board {
        Board {
            player: Bitboard((1 << 28) | (1 << 35)),
            opponent: Bitboard((1 << 27) | (1 << 36)),
        }
    }

    /// A board from two disjoint sets, or `None` if they overlap.
    pub fn new(player: Bitboard, opponent: Bitboard) -> Option<Board> {
        (player & opponent)
            .is_empty()
            .then_some(Board { player, opponent })
    }

    /// The empty squares.
    #[inline]
    pub fn empties(self) -> Bitboard {
        !(self.player | self.opponent)
    }

    /// The squares where the side to move may play.
    #[inline]
    pub fn legal_moves(self) -> Bitboard {
        Bitboard(movegen::legal_moves(self.player.0, self.opponent.0))
    }

    /// The opponent discs a disc on `sq` would flip (empty when the move is illegal).
    #[inline]
    pub fn flips(self, sq: Square) -> Bitboard {
        if !self.empties().contains(sq) {
            return Bitboard::EMPTY;
        }
        Bitboard(movegen::flips(
            sq.index() as usize,
            self.player.0,
            self.opponent.0,
        ))
    }

    /// True when a disc on `sq` is legal.
    pub fn is_legal(self, sq: Square) -> bool {
        !self.flips(sq).is_empty()
    }

    /// Plays `sq` after checking it; the result has the other side to move.
    ///
    /// # Errors
    /// [`IllegalMove::Occupied`] or [`IllegalMove::FlipsNothing`]; the board is untouched.
    pub fn play(self, sq: Square) -> Result<Board, IllegalMove> {
        if !self.empties().contains(sq) {
            return Err(IllegalMove::Occupied(sq));
        }
        let flips = self.flips(sq);
        if flips.is_empty() {
            return Err(IllegalMove::FlipsNothing(sq));
        }
        Ok(self.apply(sq, flips))
    }

    /// Plays `sq` without checking it: for search, where `sq` comes from [`Board::legal_moves`].
    #[inline]
    pub fn play_unchecked(self, sq: Square) -> Board {
        let flips = Bitboard(movegen::flips(
            sq.index() as usize,
            self.player.0,
            self.opponent.0,
        ));
        self.apply(sq, flips)
    }

    /// Places a disc on `sq`, turns `flips` over and hands the move to the other side.
    #[inline]
    pub fn apply(self, sq: Square, flips: Bitboard) -> Board {
        Board {
            player: self.opponent ^ flips,
            opponent: self.player ^ flips | Bitboard::from_square(sq),
        }
    }

    /// Plays a [`Move`] after checking it (a pass only when no square is legal and the game goes on).
    ///
    /// # Errors
    /// Any [`IllegalMove`]; the board is untouched.
    pub fn play_move(self, mv: Move) -> Result<Board, IllegalMove> {
        match mv {
            _ if self.is_game_over() => Err(IllegalMove::GameOver),
            Move::Play(sq) => self.play(sq),
            Move::Pass if self.can_move() => Err(IllegalMove::PassWithMoves),
            Move::Pass => Ok(self.pass()),
        }
    }

    /// The same discs with the other side to move.
    #[inline]
    pub fn pass(self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
        }
    }

    /// True when the side to move has a legal square.
    #[inline]
    pub fn can_move(self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// True when the side to move must pass: no legal square, but the opponent has one.
    pub fn must_pass(self) -> bool {
        !self.can_move() && self.pass().can_move()
    }

    /// True when neither side can move (the board may still have empty squares).
    pub fn is_game_over(self) -> bool {
        !self.can_move() && !self.pass().can_move()
    }

    /// Number of discs on the board.
    pub fn disc_count(self) -> u32 {
        (self.player | self.opponent).count()
    }

    /// The final score for the side to move under standard scoring: the disc difference, with the
    /// empty squares given to the side with more discs (a draw stays 0). Range -64..=64.
    pub fn final_score(self) -> i32 {
        let (p, o) = (self.player.count() as i32, self.opponent.count() as i32);
        let empties = 64 - p - o;
        match p.cmp(&o) {
            std::cmp::Ordering::Greater => p - o + empties,
            std::cmp::Ordering::Less => p - o - empties,
            std::cmp::Ordering::Equal => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn checked_play_refuses_and_explains() {
        let b = Board::start();
        assert_eq!(b.play(sq("d4")), Err(IllegalMove::Occupied(sq("d4"))));
        assert_eq!(b.play(sq("a1")), Err(IllegalMove::FlipsNothing(sq("a1"))));
        assert_eq!(b.play_move(Move::Pass), Err(IllegalMove::PassWithMoves));
        let after = b.play(sq("f5")).unwrap();
        assert_eq!(after.opponent.count(), 4);
        assert_eq!(after.player.count(), 1);
    }

    #[test]
    fn final_score_gives_empties_to_the_winner() {
        let b = Board {
            player: Bitboard(0xff),
            opponent: Bitboard(0xff00),
        };
        assert_eq!(b.final_score(), 0);
        let b = Board {
            player: Bitboard(0x1ff),
            opponent: Bitboard(0xfe00),
        };
        assert_eq!(b.final_score(), 2 + 48);
        assert_eq!(b.pass().final_score(), -50);
    }
}
