//! Browser storage (`localStorage`): the preferences and the game in progress. Storage being
//! unavailable (private mode, quota) is not an error: what is remembered is a comfort.

use super::dom;
use crate::ui::Prefs;

const THEME: &str = "ethello.theme";
const MUTED: &str = "ethello.muted";
const WILLY_MS: &str = "ethello.willy_ms";
/// The game in progress, as `.etl` text.
const CURRENT: &str = "ethello.current";

fn storage() -> Option<web_sys::Storage> {
    dom::window().local_storage().ok().flatten()
}

/// Reads a stored string.
fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores a string; failures are ignored on purpose (see the module doc).
fn set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// Forgets a stored string.
fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// The stored preferences; defaults where missing or unreadable.
pub fn load_prefs() -> Prefs {
    Prefs::from_stored(
        get(THEME).as_deref(),
        get(MUTED).as_deref(),
        get(WILLY_MS).as_deref(),
    )
}

/// Stores every preference.
pub fn save_prefs(prefs: &Prefs) {
    set(THEME, prefs.theme.id());
    set(MUTED, if prefs.muted { "1" } else { "0" });
    set(WILLY_MS, &prefs.willy_ms.to_string());
}

/// The stored game in progress.
pub fn load_game() -> Option<String> {
    get(CURRENT)
}

/// Stores the game in progress, or forgets it.
pub fn save_game(text: Option<&str>) {
    match text {
        Some(text) => set(CURRENT, text),
        None => remove(CURRENT),
    }
}
