//! A game record: the positions and moves from a start position, and the transcript text.
//!
//! Invariant: a [`Game`] never rests on a forced pass. After every move, if the side to move has no
//! legal square but the opponent has, a [`Move::Pass`] is recorded at once, so the side to move of
//! [`Game::position`] can move unless the game is over. `positions.len() == moves.len() + 1`.
//!
//! A transcript is the squares back to back (`f5d6c3d3c4`), passes implicit: [`Game::transcript`]
//! writes it; [`Game::from_transcript`] (in [`notation`](crate::notation)) reads it and looser
//! notation.

use super::bitboard::Bitboard;
use super::board::{IllegalMove, Move};
use super::position::Position;
use super::square::{Color, Square};

/// The moves of a game from its start position, with every position on the way.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

/// What a successful [`Game::play`] did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    /// The square played.
    pub square: Square,
    /// The colour that played it.
    pub color: Color,
    /// The discs turned over.
    pub flips: Bitboard,
    /// The colour that then had to pass, if one did.
    pub passed: Option<Color>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A game at the standard start position.
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game from any position (a forced pass there is recorded at once).
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
        };
        game.pass_if_forced();
        game
    }

    /// The current position.
    pub fn position(&self) -> Position {
        *self.positions.last().expect("a game has a start position")
    }

    /// The position the game started from.
    pub fn start(&self) -> Position {
        self.positions[0]
    }

    /// The moves so far, passes included.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position: `positions()[i]` is the one before `moves()[i]`; the last is the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The squares played so far (passes left out).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.moves.iter().filter_map(|m| match m {
            Move::Play(sq) => Some(*sq),
            Move::Pass => None,
        })
    }

    /// The newest square played, if any.
    pub fn last_square(&self) -> Option<Square> {
        self.squares().last()
    }

    /// True when neither side can move.
    pub fn is_over(&self) -> bool {
        self.position().board.is_game_over()
    }

    /// Plays `sq` for the side to move, then records a forced pass if there is one.
    ///
    /// # Errors
    /// The [`IllegalMove`]; the game is untouched.
    pub fn play(&mut self, sq: Square) -> Result<Played, IllegalMove> {
        let before = self.position();
        let flips = before.board.flips(sq);
        let after = before.play(Move::Play(sq))?;
        self.positions.push(after);
        self.moves.push(Move::Play(sq));
        Ok(Played {
            square: sq,
            color: before.side,
            flips,
            passed: self.pass_if_forced(),
        })
    }

    /// Records a pass when the side to move must pass; returns who passed.
    fn pass_if_forced(&mut self) -> Option<Color> {
        let pos = self.position();
        if !pos.board.must_pass() {
            return None;
        }
        self.positions
            .push(pos.play(Move::Pass).expect("a forced pass is legal"));
        self.moves.push(Move::Pass);
        Some(pos.side)
    }

    /// The transcript: the squares back to back, passes implicit (`f5d6c3`).
    pub fn transcript(&self) -> String {
        self.squares().map(|sq| sq.to_string()).collect()
    }

    /// Plays a move as a record reads it: a square, or a pass; a written pass where the game
    /// already recorded the forced one is accepted and changes nothing.
    ///
    /// # Errors
    /// The [`IllegalMove`]; the game is untouched.
    pub fn replay_move(&mut self, mv: Move) -> Result<(), IllegalMove> {
        match mv {
            Move::Pass if self.moves.last() == Some(&Move::Pass) => Ok(()),
            Move::Pass => Err(self.position().board.play_move(mv).unwrap_err()),
            Move::Play(sq) => self.play(sq).map(drop),
        }
    }

    /// The number of the next move: the squares played so far, plus one (passes are not counted).
    pub fn move_number(&self) -> usize {
        self.squares().count() + 1
    }
}
