//! The cut-scenes with the characters: before a game against the computer the opponent is
//! introduced with his portrait, a line in his voice and the stakes; after it come the prize or the
//! penalty (docs/design.md, "Characters"). Good-natured caricature: the props and the nicknames carry
//! the joke.
//!
//! Only the words and pictures live here; an open scene is [`Model::scene`](super::Model), and the
//! view shows it as a modal dialog that a click, Enter or Escape closes.

use super::words::{Key, Words};
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
    /// `img/...svg`.
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
    let (line, detail) = match character {
        Character::Dubya => (Key::SceneDubyaIntro, Key::SceneDubyaStakes),
        Character::Mike => (Key::SceneMikeIntro, Key::SceneMikeStakes),
        _ => (Key::SceneWillyIntro, Key::SceneWillyStakes),
    };
    Scene {
        kind: SceneKind::Intro,
        image: format!("img/{character}.svg"),
        title: w.fill(Key::SceneOpponent, &[("name", &character.name())]),
        line: w.quote(w.get(line)),
        detail: w.get(detail).into(),
    }
}

/// The keys of an ending's title, line and detail, and its picture.
fn ending_keys(character: Character, outcome: Outcome) -> (String, [Key; 3]) {
    use Key::*;
    let (image, keys) = match (character, outcome) {
        (_, Outcome::Draw) => (
            format!("{character}"),
            [SceneDrawTitle, SceneDrawLine, SceneDrawDetail],
        ),
        (Character::Dubya, Outcome::Won) => (
            "prize-dubya".into(),
            [SceneDubyaWonTitle, SceneDubyaWonLine, SceneDubyaWonDetail],
        ),
        (Character::Dubya, Outcome::Lost) => (
            "penalty-dubya".into(),
            [
                SceneDubyaLostTitle,
                SceneDubyaLostLine,
                SceneDubyaLostDetail,
            ],
        ),
        (Character::Mike, Outcome::Won) => (
            "prize-mike".into(),
            [SceneMikeWonTitle, SceneMikeWonLine, SceneMikeWonDetail],
        ),
        (Character::Mike, Outcome::Lost) => (
            "penalty-mike".into(),
            [SceneMikeLostTitle, SceneMikeLostLine, SceneMikeLostDetail],
        ),
        (_, Outcome::Won) => (
            "prize-willy".into(),
            [SceneWillyWonTitle, SceneWillyWonLine, SceneWillyWonDetail],
        ),
        (_, Outcome::Lost) => (
            "penalty-willy".into(),
            [
                SceneWillyLostTitle,
                SceneWillyLostLine,
                SceneWillyLostDetail,
            ],
        ),
    };
    (format!("img/{image}.svg"), keys)
}

/// The prize or the penalty after a game against `character`, in the words' language.
pub fn ending(w: &Words, character: Character, outcome: Outcome) -> Scene {
    let (image, [title, line, detail]) = ending_keys(character, outcome);
    let name: [(&str, &dyn std::fmt::Display); 1] = [("name", &character.name())];
    Scene {
        kind: SceneKind::Ending,
        image,
        title: w.fill(title, &name),
        line: w.quote(w.get(line)),
        detail: w.fill(detail, &name),
    }
}
