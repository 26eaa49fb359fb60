//! The players a game can have on the computer's side: the three characters and plain engines.
//!
//! Text names (for the command line and the worker protocol): `random`, `greedy`, a character's id
//! (`dubya`, `mike`, `willy`, or his name in kebab case: `iron-mike`; see [`Character`]),
//! `level:N` (Slick Willy's levels, 1 to [`TOP_LEVEL`]; see [`levels`](super::levels)),
//! `depth:N`, `time:MS`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::book::SHIPPED_MIN_EMPTIES;
use super::character::{Character, PlayStyle};
use super::levels::{self, TOP_LEVEL};

/// A computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// Any legal move, uniformly at random.
    Random,
    /// The move that flips the most discs.
    Greedy,
    /// Slick Willy at a level, 1 to [`TOP_LEVEL`] (which plays as Slick Willy): a shallower
    /// search, perfect play from fewer empties, and at the lowest levels slips chosen by value
    /// ([`level_band`](crate::level_band) names the players each suits).
    Level(u8),
    /// The full engine to a fixed depth.
    Depth(u32),
    /// The full engine with a fixed time per move, in milliseconds.
    Time(u64),
    /// A character, playing as his [`PlayStyle`](crate::character::PlayStyle) says: Dubya (easy), Iron
    /// Mike (medium), Slick Willy (hard: the full engine under a time budget). Written as the
    /// character alone (`"Willy"` in JSON), so it comes last: serde tries the others first.
    #[serde(untagged)]
    Character(Character),
}

impl Player {
    /// True for Slick Willy at full strength (his character, or a level at or above
    /// [`TOP_LEVEL`]): the book, then the full engine within his time bank's limits (the player
    /// the page splits over its workers).
    pub fn is_full_willy(self) -> bool {
        match self {
            Player::Character(c) => c.style() == PlayStyle::Full,
            Player::Level(n) => levels::below_top(n).is_none(),
            _ => false,
        }
    }

    /// True when this player's move on `board` is the full engine's search within Slick Willy's
    /// limits: Willy at full strength ([`Player::is_full_willy`]) on a board with a legal move that
    /// his opening book cannot hold (the page splits such a move over its workers, which need no
    /// book; a board the book may hold goes to one worker, which has it).
    pub fn searches_past_book(self, board: Board) -> bool {
        let empties = board.empties().count();
        self.is_full_willy() && empties < SHIPPED_MIN_EMPTIES && !board.legal_moves().is_empty()
    }

    /// The character this player is, for the characters' own players.
    pub fn character(self) -> Option<Character> {
        match self {
            Player::Character(c) => Some(c),
            _ => None,
        }
    }

    /// The name shown to a player: a character's name, "Slick Willy (level 3)", or the text name.
    pub fn display_name(self) -> String {
        match (self, self.character()) {
            (_, Some(character)) => character.name().into(),
            (Player::Level(n), None) => format!("{} (level {n})", Character::Willy.name()),
            (other, None) => other.to_string(),
        }
    }
}

impl fmt::Display for Player {
    /// The text name, as [`FromStr`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Level(n) => write!(f, "level:{n}"),
            Player::Depth(d) => write!(f, "depth:{d}"),
            Player::Time(ms) => write!(f, "time:{ms}"),
            Player::Character(character) => f.write_str(character.id()),
        }
    }
}

/// The text does not name a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePlayerError {
    /// No player has this name (the text, cut to 32 characters).
    Unknown(String),
    /// `level:N` with N not a level (the text).
    Level(String),
}

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePlayerError::Unknown(text) => {
                let ids = Character::ALL.map(Character::id).join(", ");
                write!(
                    f,
                    "{text:?} is not a player (random, greedy, {ids}, level:N, depth:N, time:MS)"
                )
            }
            ParsePlayerError::Level(text) => write!(
                f,
                "{text:?} is not a level: Slick Willy's levels are level:1 to level:{TOP_LEVEL}"
            ),
        }
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Player {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        let text = || s.chars().take(32).collect::<String>();
        let err = || ParsePlayerError::Unknown(text());
        let number = |n: &str| n.parse::<u64>().map_err(|_| err());
        let lower = s.to_ascii_lowercase();
        let kebab = |c: Character| c.name().to_ascii_lowercase().replace(' ', "-");
        let named = |c: &Character| c.id() == lower || kebab(*c) == lower;
        if let Some(character) = Character::ALL.into_iter().find(named) {
            return Ok(character.player());
        }
        match lower.as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            other => match other.split_once(':') {
                Some(("depth", n)) => Ok(Player::Depth(number(n)?.clamp(1, 60) as u32)),
                Some(("time", n)) => Ok(Player::Time(number(n)?)),
                Some(("level", n)) => match n.parse::<u8>() {
                    Ok(level @ 1..=TOP_LEVEL) => Ok(Player::Level(level)),
                    _ => Err(ParsePlayerError::Level(text())),
                },
                _ => Err(err()),
            },
        }
    }
}

impl Character {
    /// The player he is.
    pub const fn player(self) -> Player {
        Player::Character(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_characters_ids_name_their_players() {
        for c in Character::ALL {
            assert_eq!(c.player().to_string(), c.id());
            assert_eq!(c.player().character(), Some(c));
            assert_eq!(c.player().display_name(), c.name());
            let kebab = c.name().to_ascii_lowercase().replace(' ', "-");
            assert_eq!(kebab.parse(), Ok(c.player()));
        }
        assert_eq!(Player::Level(3).character(), None);
    }
}
