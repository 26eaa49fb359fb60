//! The three characters a person plays against, easiest first: Dubya, Iron Mike and Slick Willy.
//!
//! This is the one list of them: the page (its choice screen, portraits, scenes and trophy shelf),
//! the save file and the command line's player names all read it, so a character is added here
//! and in what is his alone (his [`Player`](crate::Player) and its play, his words and pictures
//! on the page). Each has an id (`dubya`, `mike`, `willy`: written in save files, browser storage
//! and picture names, and the text name of his player), the name people read, and the player he
//! is ([`Character::player`], beside the players).

use std::fmt;
use std::str::FromStr;

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
    fn ids_read_back() {
        for c in Character::ALL {
            assert_eq!(c.id().parse(), Ok(c));
            assert_eq!(c.to_string(), c.id());
        }
    }
}
