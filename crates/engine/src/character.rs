//! The three characters a person plays against, easiest first: Dubya, Iron Mike and Slick Willy.
//!
//! This is the engine's one table of them: the page (its choice screen, portraits, scenes and
//! trophy shelf), the save file and the command line's player names all read it. Each has an id
//! (`dubya`, `mike`, `willy`: written in save files, browser storage and picture names, and the
//! text name of his player), the name people read, and how he plays ([`Character::style`]); his
//! player is [`Player::Character`](crate::Player::Character), so a new character needs no new
//! player. The page's plain data sit here too: his shortcut letter (Alt+D) and his rating on the
//! ladder's scale. Everything else about him is found by pattern from his id: his picture
//! `www/img/ID.svg` (portrait, `#prize` and `#penalty`) and his words (`page.ID.…`, `scene.ID.…`
//! in every catalogue). README, "A character", is the recipe. The matches below are exhaustive:
//! a fourth variant fails to compile until each says what it is for him.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How a character chooses his move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayStyle {
    /// The classic alpha-beta and evaluation to `depth` plies, with deliberate mistakes when
    /// `slips`.
    Classic {
        /// The search's depth in plies.
        depth: u32,
        /// Whether he sometimes plays a worse move on purpose.
        slips: bool,
    },
    /// The full engine within his time (his book first): Slick Willy.
    Full,
}

/// One of the characters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
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

    /// How he plays: Dubya the classic search to 2 plies with slips, Iron Mike to 4 plies, Slick
    /// Willy the full engine.
    pub const fn style(self) -> PlayStyle {
        match self {
            Character::Dubya => PlayStyle::Classic {
                depth: 2,
                slips: true,
            },
            Character::Mike => PlayStyle::Classic {
                depth: 4,
                slips: false,
            },
            Character::Willy => PlayStyle::Full,
        }
    }

    /// The letter of his keyboard shortcut (Alt+D, Alt+M, Alt+W), a capital A-Z: the page reads
    /// the key `KeyD` and lists "Alt+D Dubya" in its keyboard help. Not one of the page's own
    /// (N, S, L, X, C, H, I): tests/words.rs checks that each letter is listed once.
    pub const fn shortcut(self) -> char {
        match self {
            Character::Dubya => 'D',
            Character::Mike => 'M',
            Character::Willy => 'W',
        }
    }

    /// His rating on the ladder's Elo scale, anchored at Iron Mike's 1200 (`ethello ladder`;
    /// BENCHMARKS.md, "The ladder"):
    /// - Iron Mike: 1200, the anchor;
    /// - Dubya: Mike scored 99.3 % +- 0.3 against him over 800 games (`ethello match mike dubya
    ///   --games 200 --seeds 1-4`, 793-3-4, commit f032d18), 861 Elo below Mike (one standard
    ///   error spans 784 to 961: so lopsided a score measures the gap only roughly);
    /// - Slick Willy at full strength: his level 12, 1636 above Mike (a test in the model's
    ///   ladder checks that they agree).
    pub const fn elo(self) -> i32 {
        match self {
            Character::Dubya => 1200 - 861,
            Character::Mike => 1200,
            Character::Willy => 1200 + 1636,
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

    #[test]
    fn shortcuts_are_capitals_of_their_own() {
        for (i, c) in Character::ALL.into_iter().enumerate() {
            assert!(c.shortcut().is_ascii_uppercase(), "{c}");
            let later = &Character::ALL[i + 1..];
            assert!(later.iter().all(|d| d.shortcut() != c.shortcut()), "{c}");
        }
    }

    #[test]
    fn ids_are_lowercase_words_for_file_and_key_names() {
        for c in Character::ALL {
            assert!(c.id().bytes().all(|b| b.is_ascii_lowercase()), "{c}");
        }
    }
}
