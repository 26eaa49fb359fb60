//! Browser storage (`localStorage`): the preferences, the game in progress, the trophy shelf, the
//! training progress and the player's finished games. Storage being
//! unavailable (private mode, quota) is not an error: what is remembered is a comfort.

use super::dom;
use ethello_ui::{parse_trophies, trophies_text, Lang, Prefs, Trophy};

const THEME: &str = "ethello.theme";
const MUTED: &str = "ethello.muted";
const WILLY_MS: &str = "ethello.willy_ms";
const COORDS: &str = "ethello.coords";
/// The Hints switch: "1" on, anything else off.
const HINTS: &str = "ethello.hints";
/// The legal-move dots ("1" or "0").
const DOTS: &str = "ethello.dots";
/// Slick Willy's level for the next game (1 to TOP_LEVEL).
const LEVEL: &str = "ethello.willy_level";
/// "Adapt to me" ("1" or "0").
const ADAPT: &str = "ethello.adapt";
/// How many workers the computer thinks on ("0": automatic).
const WORKERS: &str = "ethello.workers";
/// The language chosen in Options (its code); none follows the browser.
const LANG: &str = "ethello.lang";
/// The next game's clock, minutes a side ("0": no clock).
const CLOCK_MINUTES: &str = "ethello.clock_minutes";
/// The next game's increment, seconds a move.
const CLOCK_INCREMENT: &str = "ethello.clock_increment";
/// The board overlays switched on (`ui::Overlays`: a number, one bit an overlay).
const OVERLAYS: &str = "ethello.overlays";
/// The trophy shelf, one trophy a line (`ui::Trophy::to_line`).
const TROPHIES: &str = "ethello.trophies";
/// The game in progress, as `.etl` text.
const CURRENT: &str = "ethello.current";
/// The training progress, as the text of its file (`training::progress`).
const PROGRESS: &str = "ethello.progress";
/// A stored progress that did not read, kept aside so that nothing overwrites it.
const PROGRESS_DAMAGED: &str = "ethello.progress.damaged";
/// The player's finished games ("My games"), one a line (`training::games`).
const GAMES: &str = "ethello.games";
/// A stored list of games that did not read, kept aside so that nothing overwrites it.
const GAMES_DAMAGED: &str = "ethello.games.damaged";

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

/// The keys of the preferences, in the order of [`Prefs::from_stored`] and [`Prefs::to_stored`];
/// the language chosen is stored apart, under `LANG`, and removed for the browser's own.
const PREFS: [&str; 12] = [
    THEME,
    MUTED,
    WILLY_MS,
    COORDS,
    HINTS,
    DOTS,
    LEVEL,
    ADAPT,
    WORKERS,
    CLOCK_MINUTES,
    CLOCK_INCREMENT,
    OVERLAYS,
];

/// The stored preferences; defaults where missing or unreadable.
pub fn load_prefs() -> Prefs {
    let texts = PREFS.map(get);
    let prefs = Prefs::from_stored(texts.each_ref().map(Option::as_deref));
    let lang = get(LANG).and_then(|code| Lang::from_code(&code));
    Prefs { lang, ..prefs }
}

/// Stores every preference.
pub fn save_prefs(prefs: &Prefs) {
    for (key, text) in PREFS.iter().zip(prefs.to_stored()) {
        set(key, &text);
    }
    match prefs.lang {
        Some(lang) => set(LANG, lang.code()),
        None => remove(LANG),
    }
}

/// The stored trophy shelf, oldest first.
pub fn load_trophies() -> Vec<Trophy> {
    get(TROPHIES)
        .map(|t| parse_trophies(&t))
        .unwrap_or_default()
}

/// Adds one trophy to the stored shelf (read back first: another tab may have added one).
pub fn add_trophy(trophy: &Trophy) {
    let mut text = get(TROPHIES).unwrap_or_default();
    text.push_str(&trophies_text(std::slice::from_ref(trophy)));
    set(TROPHIES, &text);
}

/// Empties the stored shelf.
pub fn clear_trophies() {
    remove(TROPHIES);
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

/// The stored training progress (its file's text).
pub fn load_progress() -> Option<String> {
    get(PROGRESS)
}

/// Stores the training progress.
pub fn save_progress(text: &str) {
    set(PROGRESS, text);
}

/// Moves a stored progress that did not read aside, under its own key.
pub fn set_aside_progress() {
    set_aside(PROGRESS, PROGRESS_DAMAGED);
}

/// The player's stored games (their list's text).
pub fn load_games() -> Option<String> {
    get(GAMES)
}

/// Stores the player's games (their list's text).
pub fn save_games(text: &str) {
    set(GAMES, text);
}

/// Moves a stored list of games that did not read aside, under its own key.
pub fn set_aside_games() {
    set_aside(GAMES, GAMES_DAMAGED);
}

/// Moves what `key` holds to `aside`.
fn set_aside(key: &str, aside: &str) {
    if let Some(text) = get(key) {
        set(aside, &text);
        remove(key);
    }
}

/// Replaces the stored trophy shelf.
pub fn replace_trophies(trophies: &[Trophy]) {
    set(TROPHIES, &trophies_text(trophies));
}

/// The key of an online game's seat secret: one per game, so that a reload, or the link opened
/// again, resumes the seat.
fn seat_key(game: &str) -> String {
    format!("ethello.online.{game}")
}

/// The player's name for online games.
const ONLINE_NAME: &str = "ethello.online_name";

/// The kept secret of the seat of online game `game`.
pub fn load_seat(game: &str) -> Option<String> {
    get(&seat_key(game))
}

/// Keeps the secret of the seat of online game `game`.
pub fn save_seat(game: &str, secret: &str) {
    set(&seat_key(game), secret);
}

/// The name remembered for online games.
pub fn load_online_name() -> Option<String> {
    get(ONLINE_NAME)
}

/// Remembers the name for online games.
pub fn save_online_name(name: &str) {
    set(ONLINE_NAME, name);
}
