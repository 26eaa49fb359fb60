//! The cut-scenes with the characters: before a game against the computer the opponent is
//! introduced with his portrait, a line in his voice and the stakes; after it come the prize or the
//! penalty (docs/design.md, "Characters"). Good-natured caricature: the props and the nicknames carry
//! the joke.
//!
//! Only the words and pictures live here; an open scene is [`Model::scene`](super::Model), and the
//! view shows it as a modal dialog that a click, Enter or Escape closes.

use super::words::{Key, Part, Words};
use ethello_model::setup::Character;

/// How a game against the computer ended, from the human's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The human won.
    Won,
    /// The computer won.
    Lost,
    /// Nobody won.
    Draw,
}

/// Which scene: before or after a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SceneKind {
    /// The opponent introduced before the game.
    Intro,
    /// The prize or the penalty after it.
    Ending,
}

impl SceneKind {
    /// The id the page shows in `#scene[data-kind]`.
    pub const fn id(self) -> &'static str {
        match self {
            SceneKind::Intro => "intro",
            SceneKind::Ending => "ending",
        }
    }
}

/// One scene: a picture, a title and two lines of text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// Before or after the game.
    pub kind: SceneKind,
    /// `img/ID.svg`, or one of its views: `img/ID.svg#prize`.
    pub image: String,
    /// The heading.
    pub title: String,
    /// What the character says.
    pub line: String,
    /// The stakes or the verdict.
    pub detail: String,
}

/// The introduction of `character`, in the words' language.
pub fn intro(w: &Words, character: Character) -> Scene {
    Scene {
        kind: SceneKind::Intro,
        image: picture(character, None),
        title: w.fill(Key::SceneOpponent, &[("name", &character.name())]),
        line: w.quote(w.character(character, Part::Intro)),
        detail: w.character(character, Part::Stakes).into(),
    }
}

/// `character`'s picture: his portrait (`img/ID.svg`), or one of its views (`img/ID.svg#prize`,
/// `img/ID.svg#penalty`; www/img/README.md).
pub fn picture(character: Character, view: Option<&str>) -> String {
    match view {
        Some(view) => format!("img/{character}.svg#{view}"),
        None => format!("img/{character}.svg"),
    }
}

/// The prize or the penalty after a game against `character`, in the words' language.
pub fn ending(w: &Words, character: Character, outcome: Outcome) -> Scene {
    let name: [(&str, &dyn std::fmt::Display); 1] = [("name", &character.name())];
    let own = |part| w.fill_text(w.character(character, part), &name);
    let (image, title, line, detail) = match outcome {
        Outcome::Draw => (
            picture(character, None),
            w.fill(Key::SceneDrawTitle, &name),
            w.get(Key::SceneDrawLine).to_string(),
            w.fill(Key::SceneDrawDetail, &name),
        ),
        Outcome::Won => (
            picture(character, Some("prize")),
            own(Part::WonTitle),
            w.character(character, Part::WonLine).to_string(),
            own(Part::WonDetail),
        ),
        Outcome::Lost => (
            picture(character, Some("penalty")),
            own(Part::LostTitle),
            w.character(character, Part::LostLine).to_string(),
            own(Part::LostDetail),
        ),
    };
    Scene {
        kind: SceneKind::Ending,
        image,
        title,
        line: w.quote(&line),
        detail,
    }
}
