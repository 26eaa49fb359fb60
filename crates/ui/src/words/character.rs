//! A character's own words (a leaf: the catalogue's reader stands on it), found by pattern from his id: `page.ID.level`, `page.ID.line`,
//! `page.ID.win`, `page.ID.lose`, `page.prize.ID` and `scene.ID.…` (his introduction, and his
//! ending when he wins or loses). They are not [`Key`](super::Key)s: a new character brings his
//! lines in every catalogue and nothing else here. [`character_key`] is the one place their ids
//! are built; [`Words::character`](super::Words::character) reads one. The keyboard help
//! (`page.keys`) lists them with their shortcuts where it says `{characters}`
//! ([`shortcut_list`]).
//!
//! Invariant: a [`Words`](super::Words) holds every [`Part`] of every character of
//! [`Character::ALL`] (the catalogue's reader refuses one without).

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
    /// Every part, in the order a character's lines are checked.
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
/// `scene.willy.lost.title`.
pub fn character_key(character: Character, part: Part) -> String {
    let pattern = match part {
        Part::Level => "page.*.level",
        Part::Line => "page.*.line",
        Part::Win => "page.*.win",
        Part::Lose => "page.*.lose",
        Part::Prize => "page.prize.*",
        Part::Intro => "scene.*.intro",
        Part::Stakes => "scene.*.stakes",
        Part::WonTitle => "scene.*.won.title",
        Part::WonLine => "scene.*.won.line",
        Part::WonDetail => "scene.*.won.detail",
        Part::LostTitle => "scene.*.lost.title",
        Part::LostLine => "scene.*.lost.line",
        Part::LostDetail => "scene.*.lost.detail",
    };
    pattern.replace('*', character.id())
}

/// The place of the text `id` among the characters' texts ([`Character::ALL`] by [`Part::ALL`]),
/// when it is one.
pub(super) fn slot(id: &str) -> Option<usize> {
    let character = Character::ALL.into_iter().find(|c| {
        let mut words = id.split('.');
        words.nth(1) == Some(c.id()) || words.next() == Some(c.id())
    })?;
    let part = Part::ALL
        .into_iter()
        .find(|&p| character_key(character, p) == id)?;
    Some(place(character, part))
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
