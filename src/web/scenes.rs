//! Cut-scenes (seed 000, sections 2.7 and 4.2): before a game against the computer, the opponent is
//! introduced with his portrait, a line in his voice and the stakes; after it, the prize or the
//! penalty. Good-natured caricature: the props and the nicknames carry the joke.
//!
//! A scene is a modal dialog (`#scene`, `role="dialog"`) that a click, Enter or Escape closes; focus
//! goes to its Continue button and back to the board afterwards, so keyboard users are never stuck.

use super::dom;
use crate::engine::Player;

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

/// One scene: a picture, a title and two lines of text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// `img/...svg`.
    pub image: String,
    /// The heading.
    pub title: String,
    /// What the character says.
    pub line: String,
    /// The stakes or the verdict.
    pub detail: String,
}

/// The introduction of `player` (a character).
pub fn intro(player: Player) -> Scene {
    let (line, detail) = match player {
        Player::Dubya => (
            "Howdy! I'm fixin' to strategerize you right off this here board.",
            "Beat him and you win his grammar and spelling book.",
        ),
        Player::Mike => (
            "Nobody flips Iron Mike. Nobody.",
            "Lose and he takes a (cartoon) bite of your ear. Win and he gives up his golden tooth.",
        ),
        _ => (
            "Well now, I feel your pain. I'm about to cause most of it.",
            "Win and his saxophone is yours. Lose and you sit through his saxophone practice all night.",
        ),
    };
    Scene {
        image: format!("img/{player}.svg"),
        title: format!("Your opponent: {}", player.display_name()),
        line: format!("“{line}”"),
        detail: detail.into(),
    }
}

/// The prize or the penalty after a game against `player`.
pub fn ending(player: Player, outcome: Outcome) -> Scene {
    let name = player.display_name();
    let (image, title, line, detail) = match (player, outcome) {
        (_, Outcome::Draw) => (
            format!("img/{player}.svg"),
            "A draw!".to_string(),
            "“Let's call it a tie. Rematch?”",
            format!("Nobody wins {name}'s prize, and nobody pays the penalty."),
        ),
        (Player::Dubya, Outcome::Won) => (
            "img/prize-dubya.svg".into(),
            "You win Dubya's grammar and spelling book!".into(),
            "“I don't need it nohow. Words is overrated.”",
            "Read it twice: he never did.".into(),
        ),
        (Player::Dubya, Outcome::Lost) => (
            "img/penalty-dubya.svg".into(),
            "Dubya wins! Strategery!".into(),
            "“They misunderestimated me!”",
            "Practice a little and take his book next time.".into(),
        ),
        (Player::Mike, Outcome::Won) => (
            "img/prize-mike.svg".into(),
            "Iron Mike gives up his golden tooth!".into(),
            "“You got lucky, champ. Keep it shiny.”",
            "A prize with real bite.".into(),
        ),
        (Player::Mike, Outcome::Lost) => (
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
        image,
        title,
        line: line.into(),
        detail,
    }
}

/// Shows a scene and moves the focus to its Continue button.
pub fn show(scene: &Scene, kind: &str) {
    let Ok(el) = dom::html("scene") else { return };
    let _ = el.set_attribute("data-kind", kind);
    if let Ok(img) = dom::by_id::<web_sys::HtmlImageElement>("scene-img") {
        img.set_src(&scene.image);
        img.set_alt(&scene.title);
    }
    dom::set_text("scene-title", &scene.title);
    dom::set_text("scene-line", &scene.line);
    dom::set_text("scene-detail", &scene.detail);
    dom::set_hidden(&el, false);
    if let Ok(button) = dom::html("scene-continue") {
        let _ = button.focus();
    }
}

/// True while a scene is shown.
pub fn is_open() -> bool {
    dom::html("scene").is_ok_and(|el| !el.hidden())
}

/// Closes the scene (if any).
pub fn close() {
    dom::set_hidden_id("scene", true);
}
