//! A character's own words (a leaf: the catalogue's reader and [`Phrase`](super::Phrase) stand on
//! it), found by pattern from his id: `page.ID.level`, `page.ID.line`, `page.ID.win`,
//! `page.ID.lose`, `page.prize.ID` and `scene.ID.…` (his introduction, and his ending when he wins
//! or loses). They are not [`Key`](super::Key)s (`build.rs` skips the ids of
//! [`PATTERNS`](super::patterns::PATTERNS)): a new character brings his lines in every catalogue and
//! nothing else here. [`character_key`] is the one place their ids are built;
//! [`Phrase::character`](super::Phrase::character) holds one until it is shown, worded by
//! [`Words::text`](super::Words::text) (a text may say `{name}`, his name), and
//! [`Words::character`](super::Words::character) reads one as it is. The keyboard help
//! (`page.keys`) lists them with their shortcuts where it says `{characters}`
//! ([`keys_help`](super::keys_help)).
//!
//! Invariant: a [`Words`](super::Words) holds every [`Part`] of every character of
//! [`Character::ALL`], each with no `{names}` but `{name}` (the catalogue's reader refuses one
//! without, or with another).

use super::patterns::{matches, PATTERNS};
use ethello_engine::Character;

/// One of a character's own texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// His strength on his card: "Easy: a child can beat him".
    Level,
    /// His line on his card.
    Line,
    /// What beating him wins, on his card.
    Win,
    /// What losing to him costs, on his card.
    Lose,
    /// His prize's picture described on the trophy shelf.
    Prize,
    /// What he says when he is introduced.
    Intro,
    /// The stakes when he is introduced.
    Stakes,
    /// The heading of his prize, when the human won.
    WonTitle,
    /// What he says when he lost.
    WonLine,
    /// The prize, described.
    WonDetail,
    /// The heading of his penalty, when he won.
    LostTitle,
    /// What he says when he won.
    LostLine,
    /// The penalty, described.
    LostDetail,
}

impl Part {
    /// Every part, in the order a character's lines are checked (the order of the variants and of
    /// [`PATTERNS`]).
    pub const ALL: [Part; 13] = [
        Part::Level,
        Part::Line,
        Part::Win,
        Part::Lose,
        Part::Prize,
        Part::Intro,
        Part::Stakes,
        Part::WonTitle,
        Part::WonLine,
        Part::WonDetail,
        Part::LostTitle,
        Part::LostLine,
        Part::LostDetail,
    ];
}

/// The catalogue's id of `character`'s `part`: `page.dubya.win`, `page.prize.mike`,
/// `scene.willy.lost.title` (its pattern of [`PATTERNS`] with his id).
pub fn character_key(character: Character, part: Part) -> String {
    PATTERNS[part as usize].replace('*', character.id())
}

/// The place of the text `id` among the characters' texts ([`Character::ALL`] by [`Part::ALL`]),
/// when it is one.
pub(super) fn slot(id: &str) -> Option<usize> {
    Part::ALL.into_iter().find_map(|part| {
        let who = matches(PATTERNS[part as usize], id)?;
        let character = Character::ALL.into_iter().find(|c| c.id() == who)?;
        Some(place(character, part))
    })
}

/// The place of `character`'s `part` among the characters' texts.
pub(super) fn place(character: Character, part: Part) -> usize {
    let c = Character::ALL.iter().position(|&c| c == character);
    let p = Part::ALL.iter().position(|&p| p == part);
    c.unwrap_or(0) * Part::ALL.len() + p.unwrap_or(0)
}

/// The number of characters' texts.
pub(super) const COUNT: usize = Character::ALL.len() * Part::ALL.len();

/// The character and part at `place`.
pub(super) fn at(place: usize) -> (Character, Part) {
    let n = Part::ALL.len();
    (Character::ALL[place / n], Part::ALL[place % n])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_in_the_order_of_their_patterns() {
        for (i, part) in Part::ALL.into_iter().enumerate() {
            assert_eq!(part as usize, i);
        }
    }

    #[test]
    fn every_id_finds_its_own_slot() {
        for c in Character::ALL {
            for part in Part::ALL {
                let id = character_key(c, part);
                assert_eq!(slot(&id), Some(place(c, part)), "{id}");
                assert_eq!(at(place(c, part)), (c, part));
            }
        }
        assert_eq!(slot("page.win"), None);
        assert_eq!(slot("scene.draw.title"), None);
        assert_eq!(slot("page.nobody.win"), None);
    }
}
