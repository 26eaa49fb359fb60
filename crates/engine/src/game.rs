//! A game record: the positions and moves from a start position, and the transcript text.
//!
//! Invariant: a [`Game`] never rests on a forced pass. After every move, if the side to move has no
//! legal square but the opponent has, a [`Move::Pass`] is recorded at once, so the side to move of
//! [`Game::position`] can move unless the game is over. `positions.len() == moves.len() + 1`.
//!
//! A transcript is the squares back to back (`f5d6c3d3c4`): passes are implicit, a reader also accepts
//! `pa` or `ps`, upper case, and white space or commas between moves.

use std::fmt;

use super::bitboard::Bitboard;
use super::board::{IllegalMove, Move};
use super::position::Position;
use super::square::{Color, Square};

/// Longest transcript text read: 60 moves with separators and a few passes fit easily.
pub const MAX_TRANSCRIPT_CHARS: usize = 400;

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

    /// Replays a transcript from the start position.
    ///
    /// ```
    /// use ethello_engine::Game;
    /// let game = Game::from_transcript("f5d6c3").unwrap();
    /// assert_eq!(game.transcript(), "f5d6c3");
    /// let err = Game::from_transcript("f5d6c9").unwrap_err();
    /// assert_eq!(err.to_string(), "transcript: c9 at character 5 is not a square");
    /// ```
    ///
    /// # Errors
    /// A [`TranscriptError`] that names the faulty move and where it stands.
    pub fn from_transcript(text: &str) -> Result<Game, TranscriptError> {
        Game::from_transcript_at(Position::start(), text)
    }

    /// Replays a transcript from `start`.
    ///
    /// # Errors
    /// As [`Game::from_transcript`].
    pub fn from_transcript_at(start: Position, text: &str) -> Result<Game, TranscriptError> {
        let chars = text.chars().count();
        if chars > MAX_TRANSCRIPT_CHARS {
            return Err(TranscriptError::TooLong(chars));
        }
        let mut game = Game::from_position(start);
        for token in tokens(text) {
            game.replay(token?)?;
        }
        Ok(game)
    }

    /// Plays one transcript token: a move and the 1-based place `at` that an error reports.
    fn replay(&mut self, (at, mv): (usize, Move)) -> Result<(), TranscriptError> {
        let (color, number) = (self.position().side, self.move_number());
        self.replay_move(mv)
            .map_err(|reason| TranscriptError::Illegal {
                mv,
                color,
                number,
                at,
                reason,
            })
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

/// Splits a transcript into moves, each with the 1-based character where it starts.
fn tokens(text: &str) -> impl Iterator<Item = Result<(usize, Move), TranscriptError>> + '_ {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < chars.len() && (chars[i].is_whitespace() || chars[i] == ',') {
            i += 1;
        }
        if i >= chars.len() {
            return None;
        }
        let start = i;
        let pair: String = chars[i..(i + 2).min(chars.len())].iter().collect();
        i += 2;
        Some(parse_token(&pair, start + 1))
    })
}

/// One two-character move: a square, or `pa`/`ps` for a pass.
fn parse_token(pair: &str, at: usize) -> Result<(usize, Move), TranscriptError> {
    match pair.to_ascii_lowercase().as_str() {
        "pa" | "ps" => Ok((at, Move::Pass)),
        lower => lower
            .parse::<Square>()
            .map(|sq| (at, Move::Play(sq)))
            .map_err(|_| TranscriptError::NotASquare {
                text: pair.to_string(),
                at,
            }),
    }
}

/// What is wrong with a transcript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranscriptError {
    /// Two characters that are not a square nor a pass.
    NotASquare {
        /// The characters.
        text: String,
        /// 1-based character index where they start.
        at: usize,
    },
    /// A well-formed move that the rules refuse.
    Illegal {
        /// The move.
        mv: Move,
        /// Who tried it.
        color: Color,
        /// 1-based move number (squares played before it, plus one).
        number: usize,
        /// 1-based character index.
        at: usize,
        /// Why the rules refuse it.
        reason: IllegalMove,
    },
    /// Longer than any game can be.
    TooLong(usize),
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("transcript: ")?;
        match self {
            Self::NotASquare { text, at } => write!(f, "{text} at character {at} is not a square"),
            Self::Illegal {
                mv,
                color,
                number,
                reason,
                ..
            } => {
                let who = color.name().to_lowercase();
                write!(f, "{mv} is not legal for {who} at move {number} ({reason})")
            }
            Self::TooLong(n) => write!(
                f,
                "{n} characters is longer than any game (at most {MAX_TRANSCRIPT_CHARS})"
            ),
        }
    }
}

impl std::error::Error for TranscriptError {}
