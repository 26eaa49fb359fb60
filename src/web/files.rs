//! Saving and loading `.etl` files, and keeping the game in progress in browser storage.
//!
//! Save builds the file with [`savefile::SaveGame`] and downloads it as a Blob; Load reads the chosen
//! file's bytes (gloo-file) and hands them to [`savefile::parse_bytes`], which checks everything. A
//! file that fails any check gets its message in the alert box and the game on screen stays exactly
//! as it was: nothing is changed before the whole file has been accepted.
//!
//! The game in progress is also written to `localStorage` after every change, in the same format,
//! and offered again (the title screen's Continue button) after a reload or a closed tab.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};

use super::app::{with, App, Setup};
use super::{dom, prefs, view};
use crate::engine::{Color, Player};
use crate::savefile::{self, Character, Loaded, Mode, Names, SaveError, SaveGame, Settings};

/// The storage key of the game in progress.
const CURRENT: &str = "ethello.current";

/// The save-file settings of the app's current game.
pub fn settings(app: &App) -> Settings {
    let mode = match app.setup.opponent() {
        Some((player, color)) => match character(player) {
            Some(character) => Mode::Computer { character, color },
            None => Mode::Humans,
        },
        None => Mode::Humans,
    };
    let names = Names {
        black: app.setup.name(Color::Black).into(),
        white: app.setup.name(Color::White).into(),
    };
    Settings {
        mode,
        names,
        theme: app.prefs.theme.parse().unwrap_or_default(),
    }
}

fn character(player: Player) -> Option<Character> {
    Character::ALL.into_iter().find(|c| c.player() == player)
}

/// The app's setup from a loaded file's settings.
fn setup(settings: &Settings) -> Setup {
    let mut seats = [None, None];
    if let Mode::Computer { character, color } = settings.mode {
        seats[color as usize] = Some(character.player());
    }
    Setup {
        seats,
        names: [settings.names.black.clone(), settings.names.white.clone()],
    }
}

/// The file for the current game.
fn save_game(app: &App) -> SaveGame {
    let now = js_sys::Date::new_0().to_iso_string().as_string();
    SaveGame::from_game(&app.game, &settings(app), now)
}

/// The Save button: downloads the game as `<readable name>.etl`.
pub fn save(app: &App) {
    let file = save_game(app);
    match download(&savefile::file_name(&file), &file.to_text()) {
        Ok(()) => view::announce(&format!("Game saved as {}.", savefile::file_name(&file))),
        Err(e) => view::alert(&format!("The game could not be saved: {e:?}"), false),
    }
}

fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let a: HtmlAnchorElement = dom::document().create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // Revoke later: the download must have started first.
    super::input::after(10_000.0, move || {
        let _ = Url::revoke_object_url(&url);
    });
    Ok(())
}

/// The Load button: opens the file chooser.
pub fn choose_file() {
    if let Ok(input) = dom::by_id::<HtmlInputElement>("file-input") {
        input.set_value("");
        input.click();
    }
}

/// The file input changed: read the file and load it.
pub fn file_chosen() {
    let Ok(input) = dom::by_id::<HtmlInputElement>("file-input") else {
        return;
    };
    let Some(file) = input.files().and_then(|list| list.get(0)) else {
        return;
    };
    if file.size() > savefile::MAX_BYTES as f64 {
        // Refused before reading: a huge file is never pulled into memory.
        let err = SaveError::TooLarge {
            bytes: file.size() as usize,
        };
        view::alert(
            &format!("{} could not be loaded. {err}", file.name()),
            false,
        );
        return;
    }
    let name = file.name();
    let file = gloo_file::File::from(file);
    wasm_bindgen_futures::spawn_local(async move {
        match gloo_file::futures::read_as_bytes(&file).await {
            Ok(bytes) => load_bytes(&name, &bytes),
            Err(e) => view::alert(&format!("{name} could not be read: {e}"), false),
        }
    });
}

/// Loads a file's bytes, or says what is wrong with them and changes nothing.
pub fn load_bytes(name: &str, bytes: &[u8]) {
    match savefile::parse_bytes(bytes) {
        Ok(loaded) => {
            with(|app| restore(app, loaded));
            view::announce(&format!("Loaded {name}."));
        }
        Err(e) => view::alert(&format!("{name} could not be loaded. {e}"), false),
    }
}

/// Puts a loaded game on the board with its players and theme.
fn restore(app: &mut App, loaded: Loaded) {
    app.prefs.theme = loaded.settings.theme.id().to_string();
    app.prefs.save();
    view::init_options(app);
    app.replace_game(loaded.game, setup(&loaded.settings));
    view::sync_options_form(&app.setup);
}

/// Writes the game in progress to browser storage (a finished game is forgotten). Nothing happens
/// before a game was put on the board in this visit, so the stored one survives until then.
pub fn remember(app: &App) {
    if app.epoch == 0 {
        return;
    }
    if app.game.is_over() || app.game.moves().is_empty() {
        prefs::remove(CURRENT);
    } else {
        prefs::set(CURRENT, &save_game(app).to_text());
    }
}

/// True when a game in progress is stored.
pub fn has_stored() -> bool {
    prefs::get(CURRENT).is_some()
}

/// The title screen's Continue button: restores the stored game. A broken one is dropped with a
/// message.
pub fn continue_stored(app: &mut App) {
    let Some(text) = prefs::get(CURRENT) else {
        return;
    };
    match savefile::parse(&text) {
        Ok(loaded) => {
            restore(app, loaded);
            view::announce(&format!(
                "Your game was restored. {}",
                view::status_text(app)
            ));
        }
        Err(e) => {
            prefs::remove(CURRENT);
            view::alert(
                &format!("Your last game could not be restored and was dropped. {e}"),
                false,
            );
            app.refresh();
        }
    }
}
