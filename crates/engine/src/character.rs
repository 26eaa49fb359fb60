//! The three characters a person plays against, easiest first: Dubya, Iron Mike and Slick Willy.
//!
//! This is the one list of them: the page (its choice screen, portraits, scenes and trophy shelf),
//! the save file and the command line's player names all read it, so a character is added here
//! and in what is his alone (his [`Player`] and its play, his words and pictures on the page).
//! Each has an id (`dubya`, `mike`, `willy`: written in save files, browser storage and picture
//! names, and the text name of his [`Player`]), the name people read, and the player he is.

use std::fmt;
use std::str::FromStr;

use super::player::Player;

/// One of the characters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Character {
    /// Dubya, the easy one.
    Dubya,
    /// Iron Mike, the medium one.
    Mike,
    /// Slick Willy, the hard one.
    Willy,
}

impl Character {
    /// The characters, easiest first.
    pub const ALL: [Character; 3] = [Character::Dubya, Character::Mike, Character::Willy];

    /// The id written in files and pictures' names: `"dubya"`, `"mike"` or `"willy"`.
    pub const fn id(self) -> &'static str {
        match self {
            Character::Dubya => "dubya",
            Character::Mike => "mike",
            Character::Willy => "willy",
        }
    }

    /// The name shown to players: "Dubya", "Iron Mike", "Slick Willy".
    pub const fn name(self) -> &'static str {
        match self {
            Character::Dubya => "Dubya",
            Character::Mike => "Iron Mike",
            Character::Willy => "Slick Willy",
        }
    }

    /// The player he is.
    pub const fn player(self) -> Player {
        match self {
            Character::Dubya => Player::Dubya,
            Character::Mike => Player::Mike,
            Character::Willy => Player::Willy,
        }
    }
}

impl FromStr for Character {
    type Err = ();

    /// Reads an id exactly as [`Character::id`] writes it.
    ///
    /// ```
    /// use ethello_engine::Character;
    /// assert_eq!("mike".parse(), Ok(Character::Mike));
    /// assert_eq!("Mike".parse::<Character>(), Err(()));
    /// ```
    fn from_str(s: &str) -> Result<Character, ()> {
        Character::ALL.into_iter().find(|c| c.id() == s).ok_or(())
    }
}

impl fmt::Display for Character {
    /// The id.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_and_name_the_player() {
        for c in Character::ALL {
            assert_eq!(c.id().parse(), Ok(c));
            assert_eq!(c.to_string(), c.id());
            assert_eq!(c.player().to_string(), c.id());
            assert_eq!(c.player().character(), Some(c));
            assert_eq!(c.player().display_name(), c.name());
            let kebab = c.name().to_lowercase().replace(' ', "-");
            assert_eq!(kebab.parse(), Ok(c.player()));
        }
        assert_eq!(Player::Level(3).character(), None);
    }
}
