//! Who plays a game and how it looks: the one description of a game's players that the page, the
//! `.etl` save file and the worker protocol share.
//!
//! - [`Character`]: the three computer opponents (Dubya, Iron Mike, Slick Willy), the engine's one
//!   list of them (re-exported here); the engine's [`Player`](ethello_engine::Player) behind each
//!   is [`Character::player`].
//! - [`Setup`]: two humans, a human against a character who plays one colour, or two characters
//!   (a watch game). Every combination the page can start is a value of this type, and a value of
//!   this type is all a save file needs to say who plays.
//! - [`Names`]: what the players are called (a character's side has a name too, usually his own).
//! - [`Theme`]: the board's look, by id.
//! - [`ClockSetting`] and [`Clocks`]: the game's clock, if it has one (minutes a side, an increment
//!   a move, each side's time left).
//!
//! Text ids (`"dubya"`, `"wood"`, ...) are the ones written in save files and browser storage; each
//! type reads back exactly what it writes.

mod clock;

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

pub use ethello_engine::Character;
use ethello_engine::Color;

pub use clock::{clock_face, ClockSetting, Clocks};

/// Who plays each colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Setup {
    /// Two people at one screen.
    #[default]
    Humans,
    /// A person against a character.
    Against {
        /// The character the computer plays.
        character: Character,
        /// The colour of the computer's discs (black moves first).
        computer: Color,
    },
    /// Two characters play each other while people watch.
    Watch {
        /// The character playing black.
        black: Character,
        /// The character playing white.
        white: Character,
    },
}

impl Setup {
    /// The character playing `color`, or `None` for a person.
    pub fn computer(self, color: Color) -> Option<Character> {
        match self {
            Setup::Humans => None,
            Setup::Against {
                character,
                computer,
            } => (computer == color).then_some(character),
            Setup::Watch { black, white } => Some(match color {
                Color::Black => black,
                Color::White => white,
            }),
        }
    }

    /// The human's opponent and his colour, in a game against a character.
    pub fn opponent(self) -> Option<(Character, Color)> {
        match self {
            Setup::Against {
                character,
                computer,
            } => Some((character, computer)),
            _ => None,
        }
    }

    /// True when two characters play (nobody at the screen plays).
    pub fn is_watch(self) -> bool {
        matches!(self, Setup::Watch { .. })
    }
}

/// The players' names (the page shows a default when one is empty). Serialized as the save file's
/// `names` object.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Names {
    /// The name of the player of the black discs.
    pub black: String,
    /// The name of the player of the white discs.
    pub white: String,
}

impl Names {
    /// The names a new page starts with.
    pub fn players() -> Names {
        Names {
            black: "Player 1".into(),
            white: "Player 2".into(),
        }
    }

    /// The name of the player of `color`.
    pub fn get(&self, color: Color) -> &str {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// Sets the name of the player of `color`.
    pub fn set(&mut self, color: Color, name: String) {
        match color {
            Color::Black => self.black = name,
            Color::White => self.white = name,
        }
    }
}

/// A board theme: the colours of the table and the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Theme {
    /// The classic green board.
    #[default]
    Classic,
    /// A wooden board.
    Wood,
    /// A marble board.
    Marble,
    /// A dark board for the evening.
    Night,
}

impl Theme {
    /// Every theme, in the order the options page lists them.
    pub const ALL: [Theme; 4] = [Theme::Classic, Theme::Wood, Theme::Marble, Theme::Night];

    /// The id written in files and browser storage.
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Wood => "wood",
            Theme::Marble => "marble",
            Theme::Night => "night",
        }
    }

    /// The name shown in Options.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Classic => "Classic green",
            Theme::Wood => "Walnut wood",
            Theme::Marble => "Blue marble",
            Theme::Night => "Night",
        }
    }
}

impl FromStr for Theme {
    type Err = ();

    /// Reads an id exactly as [`Theme::id`] writes it.
    fn from_str(s: &str) -> Result<Theme, ()> {
        Theme::ALL.into_iter().find(|t| t.id() == s).ok_or(())
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_setup_says_who_plays_each_colour() {
        let against = Setup::Against {
            character: Character::Mike,
            computer: Color::White,
        };
        assert_eq!(against.computer(Color::White), Some(Character::Mike));
        assert_eq!(against.computer(Color::Black), None);
        assert_eq!(against.opponent(), Some((Character::Mike, Color::White)));
        let watch = Setup::Watch {
            black: Character::Dubya,
            white: Character::Willy,
        };
        assert_eq!(watch.computer(Color::Black), Some(Character::Dubya));
        assert_eq!(watch.computer(Color::White), Some(Character::Willy));
        assert!(watch.is_watch() && watch.opponent().is_none());
        assert_eq!(Setup::Humans.computer(Color::Black), None);
    }

    #[test]
    fn ids_read_back() {
        // The characters' ids are the engine's (its `character` tests).
        for t in Theme::ALL {
            assert_eq!(t.id().parse(), Ok(t));
        }
        assert_eq!("Classic".parse::<Theme>(), Err(()));
    }
}
