//! Preferences remembered across visits in `localStorage`: board theme, mute, Slick Willy's time.
//! Missing or broken values fall back to the defaults; storage being unavailable (private mode) is not
//! an error.

use super::dom;

const THEME: &str = "ethello.theme";
const MUTED: &str = "ethello.muted";
const WILLY_MS: &str = "ethello.willy_ms";

/// The player's preferences.
#[derive(Clone, Debug, PartialEq)]
pub struct Prefs {
    /// Board theme id (see [`super::theme::all`]).
    pub theme: String,
    /// No sound at all.
    pub muted: bool,
    /// Slick Willy's time per move, in milliseconds.
    pub willy_ms: u64,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            theme: "classic".into(),
            muted: false,
            willy_ms: 1000,
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    dom::window().local_storage().ok().flatten()
}

/// Reads a stored string.
pub fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores a string; failures (quota, private mode) are ignored on purpose: preferences are a comfort.
pub fn set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// Forgets a stored string.
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

impl Prefs {
    /// The stored preferences, defaults where missing or unreadable.
    pub fn load() -> Prefs {
        let d = Prefs::default();
        Prefs {
            theme: get(THEME).unwrap_or(d.theme),
            muted: get(MUTED).is_some_and(|v| v == "1"),
            willy_ms: get(WILLY_MS)
                .and_then(|v| v.parse().ok())
                .filter(|ms| (100..=10_000).contains(ms))
                .unwrap_or(d.willy_ms),
        }
    }

    /// Stores every preference.
    pub fn save(&self) {
        set(THEME, &self.theme);
        set(MUTED, if self.muted { "1" } else { "0" });
        set(WILLY_MS, &self.willy_ms.to_string());
    }
}
