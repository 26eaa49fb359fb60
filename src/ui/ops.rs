//! Small steps that several handlers share: words, sounds, the alert, the screen, and keeping the
//! game in browser storage. Leaf of the module graph: `update` -> `files` -> `play` -> `ops`.

use super::analysis;
use super::effect::{Effect, Sound};
use super::model::{Alert, Model, Screen};
use crate::engine::Color;
use crate::savefile::{SaveGame, Settings};

/// Shows a screen; Back from How to play or Options returns to the title or the game.
pub(super) fn show(m: &mut Model, screen: Screen) {
    if matches!(m.screen, Screen::Title | Screen::Game) {
        m.back_to = m.screen;
    }
    m.screen = screen;
}

/// Shows a message in the alert box.
pub(super) fn alert(m: &mut Model, text: String, retry: bool) {
    m.alert = Some(Alert { text, retry });
}

/// Words for screen readers.
pub(super) fn say(fx: &mut Vec<Effect>, text: &str) {
    fx.push(Effect::Announce(text.to_string()));
}

/// `sound`, unless sound is off.
pub(super) fn sound(m: &Model, sound: Sound, fx: &mut Vec<Effect>) {
    if !m.prefs.muted {
        fx.push(Effect::Sound(sound));
    }
}

/// The sound of a disc of `color` being placed.
pub(super) fn move_sound(color: Color) -> Sound {
    match color {
        Color::Black => Sound::MoveBlack,
        Color::White => Sound::MoveWhite,
    }
}

/// The save-file settings of the game on the board.
pub(super) fn settings(m: &Model) -> Settings {
    Settings {
        setup: m.setup,
        names: m.names.clone(),
        theme: m.prefs.theme,
    }
}

/// The file of the game on the board (without a time stamp), with its analysis when there is one
/// of the whole game, and whether hints were used.
pub(super) fn save_game(m: &Model) -> SaveGame {
    let save = SaveGame::from_game(&m.game, &settings(m), None).with_hints_used(m.hinted);
    match analysis::current(m) {
        Some(a) if a.scored() > 0 => save.with_review(&a.scores),
        _ => save,
    }
}

/// Writes the game in progress to browser storage (a finished or empty game is forgotten). Nothing
/// is written before a game was put on the board in this visit, so the stored one survives until
/// the player starts or continues one.
pub(super) fn remember(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.games == 0 {
        return;
    }
    m.stored = (!m.game.is_over() && !m.game.moves().is_empty()).then(|| save_game(m).to_text());
    fx.push(Effect::StoreGame(m.stored.clone()));
}
