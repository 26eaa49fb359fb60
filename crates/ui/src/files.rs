//! Save, Load, Continue and links: games in and out of the page, through the `.etl` format.
//!
//! A file is accepted whole or not at all: [`savefile::parse_bytes`] checks everything before the
//! model is touched, so a bad file leaves the game on screen exactly as it was. The game in progress
//! is also kept in browser storage after every change, in the same format, and offered again by the
//! title screen's Continue after a reload or a closed tab.
//!
//! "Open a game or position", a file dropped on the board and the page address go through one
//! reader, [`import::open`]: a game opens as the game on the board (a save with its players, like
//! Load), a position on the analysis board; what does not parse gets one alert naming its line and
//! column, and nothing else changes.

use super::effect::Effect;
use super::model::{Model, Review, Screen};
use super::ops::{open_study, replace_game, save_game, say};
use super::text::status_text;
use super::words::{format_name, import_error, save_error, Key};
use crate::phrase;
use ethello_engine::{Game, TOP_LEVEL};
use ethello_model::import::{self, Opened};
use ethello_model::savefile::{self, Loaded, SaveError, Settings};

/// Save: downloads the game as `<readable name>.etl`.
pub(super) fn save(m: &Model, fx: &mut Vec<Effect>) {
    let save = save_game(m);
    let name = savefile::file_name(&save);
    fx.push(Effect::Download {
        name: name.clone(),
        save: Box::new(save),
    });
    say(fx, phrase::say_saved(&name));
}

/// A file was chosen: a huge one is refused before it is read.
pub(super) fn chosen(m: &mut Model, name: String, bytes: f64, fx: &mut Vec<Effect>) {
    if bytes > savefile::MAX_BYTES as f64 {
        let err = SaveError::TooLarge {
            bytes: bytes as usize,
        };
        let error = save_error(&err);
        m.alert(phrase::alert_load(&name, error), false);
    } else {
        fx.push(Effect::ReadFile { name });
    }
}

/// A file's bytes: the game is restored, or the player is told what is wrong and nothing changes.
pub(super) fn load(m: &mut Model, name: &str, bytes: &[u8], fx: &mut Vec<Effect>) {
    match savefile::parse_bytes(bytes) {
        Ok(loaded) => {
            restore(m, loaded, fx);
            m.game.from_file = true;
            say(fx, phrase::say_loaded(name));
        }
        Err(e) => {
            let error = save_error(&e);
            m.alert(phrase::alert_load(name, error), false);
        }
    }
}

/// Puts a loaded game on the board with its players and theme; the options form follows, so the
/// next New game has the same players.
fn restore(m: &mut Model, loaded: Loaded, fx: &mut Vec<Effect>) {
    let Settings {
        setup,
        names,
        theme,
    } = loaded.settings;
    m.prefs.theme = theme;
    fx.push(Effect::StorePrefs(m.prefs.clone()));
    m.menus.form.show(setup, &names);
    m.game.level = loaded.level.unwrap_or(TOP_LEVEL);
    replace_game(m, loaded.game, setup, names, loaded.clock, fx);
    m.game.hinted = loaded.hints_used;
    m.game.review = loaded.review.map(Review::loaded);
}

/// Continue: restores the stored game. A broken one is dropped with a message.
pub(super) fn continue_stored(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(text) = m.stored.clone() else {
        return;
    };
    match savefile::parse(&text) {
        Ok(loaded) => {
            restore(m, loaded, fx);
            let status = status_text(m);
            say(fx, phrase::say_restored(&status));
        }
        Err(e) => {
            m.stored = None;
            fx.push(Effect::StoreGame(None));
            let error = save_error(&e);
            m.alert(phrase::alert_restore(error), false);
        }
    }
}

/// Opens the game or position of a link (`#f5d6c3`, `#pos=..._X`; `text` is what follows the `#`).
/// A broken link gets a message and changes nothing.
pub(super) fn open_link(m: &mut Model, text: &str, fx: &mut Vec<Effect>) {
    if !text.trim().is_empty() {
        let source = m.words.get(Key::SourceLink).to_string();
        open_text(m, &format!("#{}", text.trim()), &source, fx);
    }
}

/// Copy link: the game on the board (`#f5d6c3`, or its start and moves), or on the analysis board
/// the position shown (`#pos=..._X`).
pub(super) fn copy_link(m: &Model, fx: &mut Vec<Effect>) {
    let link = match m.screen {
        Screen::Study => import::position_link(m.study.position()),
        _ => import::game_link(&m.game.record),
    };
    say(fx, phrase::say_link_copied(&link));
    fx.push(Effect::CopyLink(link));
}

/// The Open button: opens the text of "Open a game or position".
pub(super) fn open_box(m: &mut Model, fx: &mut Vec<Effect>) {
    let text = m.menus.import_text.clone();
    let source = m.words.get(Key::SourceText).to_string();
    if open_text(m, &text, &source, fx) {
        m.menus.import_text.clear();
    }
}

/// A file dropped on the board: opened as if its text were pasted.
pub(super) fn dropped(m: &mut Model, name: &str, bytes: &[u8], fx: &mut Vec<Effect>) {
    match std::str::from_utf8(bytes) {
        Ok(text) => {
            open_text(m, text, name, fx);
        }
        Err(_) => {
            m.alert(phrase::alert_not_text(name), false);
        }
    }
}

/// Opens `text` (from `source`, for the words): a game on the board, a position on the analysis
/// board; true when it opened. Otherwise one alert says where it went wrong and nothing changes.
fn open_text(m: &mut Model, text: &str, source: &str, fx: &mut Vec<Effect>) -> bool {
    let opened = match import::open(text) {
        Ok(opened) => opened,
        Err(e) => {
            let error = import_error(&e);
            m.alert(phrase::alert_open(source, error), false);
            return false;
        }
    };
    let format = opened.format();
    match opened {
        Opened::Save(loaded) => restore(m, *loaded, fx),
        Opened::Game { game, .. } => {
            let names = m.words.default_names();
            replace_game(m, game, Default::default(), names, None, fx)
        }
        Opened::Position { position, .. } => {
            open_study(m, Game::from_position(position), usize::MAX, fx);
            let format = format_name(&m.words, format);
            say(fx, phrase::say_opened_position(format));
            return true;
        }
    }
    m.game.from_file = true;
    let status = status_text(m);
    let format = format_name(&m.words, format);
    say(fx, phrase::say_opened(format, &status));
    true
}
