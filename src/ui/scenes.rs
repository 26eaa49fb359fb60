//! The cut-scenes with the characters: before a game against the computer the opponent is
//! introduced with his portrait, a line in his voice and the stakes; after it come the prize or the
//! penalty (docs/design.md, "Characters"). Good-natured caricature: the props and the nicknames carry
//! the joke.
//!
//! Only the words and pictures live here; an open scene is [`Model::scene`](super::Model), and the
//! view shows it as a modal dialog that a click, Enter or Escape closes.

use crate::setup::Character;

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

/// The introduction of `character`.
pub fn intro(character: Character) -> Scene {
    let (line, detail) = match character {
        Character::Dubya => (
            "Howdy! I'm fixin' to strategerize you right off this here board.",
            "Beat him and you win his grammar and spelling book.",
        ),
        Character::Mike => (
            "Nobody flips Iron Mike. Nobody.",
            "Lose and he takes a (cartoon) bite of your ear. Win and he gives up his golden tooth.",
        ),
        _ => (
            "Well now, I feel your pain. I'm about to cause most of it.",
            "Win and his saxophone is yours. Lose and you sit through his saxophone practice all night.",
        ),
    };
    Scene {
        kind: SceneKind::Intro,
        image: format!("img/{character}.svg"),
        title: format!("Your opponent: {}", character.name()),
        line: format!("“{line}”"),
        detail: detail.into(),
    }
}

/// The prize or the penalty after a game against `character`.
pub fn ending(character: Character, outcome: Outcome) -> Scene {
    let name = character.name();
    let (image, title, line, detail) = match (character, outcome) {
        (_, Outcome::Draw) => (
            format!("img/{character}.svg"),
            "A draw!".to_string(),
            "“Let's call it a tie. Rematch?”",
            format!("Nobody wins {name}'s prize, and nobody pays the penalty."),
        ),
        (Character::Dubya, Outcome::Won) => (
            "img/prize-dubya.svg".into(),
            "You win Dubya's grammar and spelling book!".into(),
            "“I don't need it nohow. Words is overrated.”",
            "Read it twice: he never did.".into(),
        ),
        (Character::Dubya, Outcome::Lost) => (
            "img/penalty-dubya.svg".into(),
            "Dubya wins! Strategery!".into(),
            "“They misunderestimated me!”",
            "Practice a little and take his book next time.".into(),
        ),
        (Character::Mike, Outcome::Won) => (
            "img/prize-mike.svg".into(),
            "Iron Mike gives up his golden tooth!".into(),
            "“You got lucky, champ. Keep it shiny.”",
            "A prize with real bite.".into(),
        ),
        (Character::Mike, Outcome::Lost) => (
            "img/penalty-mike.svg".into(),
            "Chomp! Iron Mike takes a bite of your ear.".into(),
            "“Nothing personal. It's just Othello.”",
            "A plaster and a rematch should fix it.".into(),
        ),
        (_, Outcome::Won) => (
            "img/prize-willy.svg".into(),
            "Slick Willy's saxophone is yours!".into(),
            "“Take good care of her. She's got soul.”",
            "Only the best players ever win it.".into(),
        ),
        (_, Outcome::Lost) => (
            "img/penalty-willy.svg".into(),
            "You must sit through Slick Willy's saxophone practice. All night.".into(),
            "“Let me play you a little something. And another. And another…”",
            "Bring earplugs to the rematch.".into(),
        ),
    };
    Scene {
        kind: SceneKind::Ending,
        image,
        title,
        line: line.into(),
        detail,
    }
}
