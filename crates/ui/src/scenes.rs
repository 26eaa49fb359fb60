//! The cut-scenes with the characters: before a game against the computer the opponent is
//! introduced with his portrait, a line in his voice and the stakes; after it come the prize or the
//! penalty (docs/design.md, "Characters"). Good-natured caricature: the props and the nicknames carry
//! the joke.
//!
//! Only the words and pictures live here; an open scene is [`Model::scene`](super::Model), and the
//! view shows it as a modal dialog that a click, Enter or Escape closes.

use super::words::{phrase, Part, Phrase, Words};
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

/// One scene: a picture, a title and two lines of text, held as phrases (worded when shown, so a
/// change of language re-words an open scene).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// Before or after the game.
    pub kind: SceneKind,
    /// `img/ID.svg`, or one of its views: `img/ID.svg#prize`.
    pub image: String,
    /// The heading.
    pub title: Phrase,
    /// What the character says, in quotation marks.
    pub line: Phrase,
    /// The stakes or the verdict, sentence by sentence (shown one after the other, a space
    /// between).
    pub detail: Vec<Phrase>,
}

/// A scene's words in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SceneText {
    /// The heading.
    pub title: String,
    /// What the character says.
    pub line: String,
    /// The stakes or the verdict.
    pub detail: String,
}

impl Scene {
    /// The scene's words in `w`'s language.
    pub fn worded(&self, w: &Words) -> SceneText {
        SceneText {
            title: w.text(&self.title),
            line: w.text(&self.line),
            detail: self.detail_text(w),
        }
    }

    /// The detail's sentences in `w`'s language, a space between.
    pub fn detail_text(&self, w: &Words) -> String {
        let sentences: Vec<String> = self.detail.iter().map(|p| w.text(p)).collect();
        sentences.join(" ")
    }
}

/// The introduction of `character`.
pub fn intro(character: Character) -> Scene {
    Scene {
        kind: SceneKind::Intro,
        image: picture(character, None),
        title: phrase::scene_opponent(character.name()),
        line: phrase::quote(Phrase::character(character, Part::Intro)),
        detail: vec![Phrase::character(character, Part::Stakes)],
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

/// The prize or the penalty after a game against `character`: the same path for every character,
/// his own texts found by pattern from his id.
pub fn ending(character: Character, outcome: Outcome) -> Scene {
    let own = |part| Phrase::character(character, part);
    let (image, title, line, detail) = match outcome {
        Outcome::Draw => (
            picture(character, None),
            phrase::scene_draw_title(),
            phrase::scene_draw_line(),
            phrase::scene_draw_detail(character.name()),
        ),
        Outcome::Won => (
            picture(character, Some("prize")),
            own(Part::WonTitle),
            own(Part::WonLine),
            own(Part::WonDetail),
        ),
        Outcome::Lost => (
            picture(character, Some("penalty")),
            own(Part::LostTitle),
            own(Part::LostLine),
            own(Part::LostDetail),
        ),
    };
    Scene {
        kind: SceneKind::Ending,
        image,
        title,
        line: phrase::quote(line),
        detail: vec![detail],
    }
}
