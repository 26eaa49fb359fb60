//! The cut-scenes with the characters: before a game against the computer the opponent is
//! introduced with his portrait, a line in his voice and the stakes; after it come the prize or the
//! penalty (docs/design.md, "Characters"). Good-natured caricature: the props and the nicknames carry
//! the joke.
//!
//! Only the words and pictures live here; an open scene is [`Model::scene`](super::Model), and the
//! view shows it as a modal dialog that a click, Enter or Escape closes.

use super::words::{phrase, Phrase, Words};
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
    /// `img/...svg`.
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
    let (line, detail) = match character {
        Character::Dubya => (phrase::scene_dubya_intro(), phrase::scene_dubya_stakes()),
        Character::Mike => (phrase::scene_mike_intro(), phrase::scene_mike_stakes()),
        _ => (phrase::scene_willy_intro(), phrase::scene_willy_stakes()),
    };
    Scene {
        kind: SceneKind::Intro,
        image: format!("img/{character}.svg"),
        title: phrase::scene_opponent(character.name()),
        line: phrase::quote(line),
        detail: vec![detail],
    }
}

/// The phrases of an ending's title, line and detail, and its picture.
fn ending_phrases(character: Character, outcome: Outcome) -> (String, [Phrase; 3]) {
    use phrase::*;
    let name = &character.name();
    let (image, phrases) = match (character, outcome) {
        (_, Outcome::Draw) => (
            format!("{character}"),
            [
                scene_draw_title(),
                scene_draw_line(),
                scene_draw_detail(name),
            ],
        ),
        (Character::Dubya, Outcome::Won) => (
            "prize-dubya".into(),
            [
                scene_dubya_won_title(),
                scene_dubya_won_line(),
                scene_dubya_won_detail(),
            ],
        ),
        (Character::Dubya, Outcome::Lost) => (
            "penalty-dubya".into(),
            [
                scene_dubya_lost_title(),
                scene_dubya_lost_line(),
                scene_dubya_lost_detail(),
            ],
        ),
        (Character::Mike, Outcome::Won) => (
            "prize-mike".into(),
            [
                scene_mike_won_title(),
                scene_mike_won_line(),
                scene_mike_won_detail(),
            ],
        ),
        (Character::Mike, Outcome::Lost) => (
            "penalty-mike".into(),
            [
                scene_mike_lost_title(),
                scene_mike_lost_line(),
                scene_mike_lost_detail(),
            ],
        ),
        (_, Outcome::Won) => (
            "prize-willy".into(),
            [
                scene_willy_won_title(),
                scene_willy_won_line(),
                scene_willy_won_detail(),
            ],
        ),
        (_, Outcome::Lost) => (
            "penalty-willy".into(),
            [
                scene_willy_lost_title(),
                scene_willy_lost_line(),
                scene_willy_lost_detail(),
            ],
        ),
    };
    (format!("img/{image}.svg"), phrases)
}

/// The prize or the penalty after a game against `character`.
pub fn ending(character: Character, outcome: Outcome) -> Scene {
    let (image, [title, line, detail]) = ending_phrases(character, outcome);
    Scene {
        kind: SceneKind::Ending,
        image,
        title,
        line: phrase::quote(line),
        detail: vec![detail],
    }
}
