//! Reading a transcript: the moves of a game from its start position, replayed by the rules.
//!
//! Between moves, white space, `,` and `;` are skipped, and so are move numbers (digits with any
//! dots after them: `3.`, `12...`); moves may also stand back to back (`f5d6c3`). A pass may be
//! written (any of [`Move::PASS_WORDS`]) or left out: the [`Game`] makes a forced pass by itself,
//! and a written one where the game already passed changes nothing. A text with no move is the
//! game of no move.

use super::error::{ErrorKind, ReadError};
use super::moves::token;
use super::text::{places, Char, Place};
use crate::board::Move;
use crate::game::Game;
use crate::position::Position;

/// The longest transcript read, in characters: as long as the largest text the page opens (64 KiB),
/// so that any transcript pasted there reads. A game is at most 60 squares and a few passes, but
/// notation may number every move and put it on its own line.
const MAX_TRANSCRIPT_CHARS: usize = 64 * 1024;

impl Game {
    /// Reads a transcript and replays it from the start position.
    ///
    /// ```
    /// use ethello_engine::Game;
    /// let game = Game::from_transcript("f5d6c3").unwrap();
    /// assert_eq!(game.transcript(), "f5d6c3");
    /// assert_eq!(Game::from_transcript("1. F5 d6 2. c3").unwrap(), game);
    /// let err = Game::from_transcript("f5d6c9").unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, column 5: c9 is not a square");
    /// ```
    ///
    /// # Errors
    /// A [`ReadError`] at the first fault: a text that is not a move, or a move the rules refuse.
    pub fn from_transcript(text: &str) -> Result<Game, ReadError> {
        Game::from_transcript_at(Position::start(), text)
    }

    /// Reads a transcript and replays it from `start`.
    ///
    /// # Errors
    /// As [`Game::from_transcript`].
    pub fn from_transcript_at(start: Position, text: &str) -> Result<Game, ReadError> {
        let count = text.chars().count();
        if count > MAX_TRANSCRIPT_CHARS {
            let (chars, max) = (count, MAX_TRANSCRIPT_CHARS);
            return Err(Place::START.error(ErrorKind::TooLong { chars, max }));
        }
        replay(start, &read_moves(&places(text).0)?)
    }
}

/// The moves of a transcript, each with its place.
fn read_moves(chars: &[Char]) -> Result<Vec<(Place, Move)>, ReadError> {
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
    Ok(moves)
}

/// Plays `moves` from `start` by the rules.
fn replay(start: Position, moves: &[(Place, Move)]) -> Result<Game, ReadError> {
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
