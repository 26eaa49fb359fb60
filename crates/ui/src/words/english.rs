//! The English catalogue, built into the page, and the keys' ids read from it: the leaf that
//! [`Key`](super::Key) and the catalogue reader both stand on.

use std::sync::OnceLock;

/// The English catalogue (`www/lang/en.txt`), built into the page without its comments and blank
/// lines (`build.rs`).
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.txt"));

/// The keys' ids, in the order of [`Key::ALL`](super::Key::ALL): the English catalogue's, read
/// once, less the characters' own texts (found by pattern, [`super::character`]).
pub fn ids() -> &'static [&'static str] {
    static IDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    IDS.get_or_init(|| {
        let lines = ENGLISH.lines().map(str::trim);
        let keyed = lines.filter(|l| !l.starts_with('#') && !l.starts_with("opening "));
        keyed
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
            .filter(|id| super::character::slot(id).is_none())
            .collect()
    })
}
