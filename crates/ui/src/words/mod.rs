//! The words the player reads, in his language: one catalogue per language, checked complete.
//!
//! Representation: a catalogue is a text file `www/lang/CODE.txt` of `key = text` lines (`#`
//! starts a comment line). Each [`Key`] names one text; `{name}` in a text is a value filled in when
//! it is shown. The code never holds a text: it makes a [`Phrase`] (a key and its arguments) with
//! the key's typed function (`phrase::say_saved(&name)`, generated from `en.txt` by `build.rs`),
//! and words it at the last moment with the catalogue shown then ([`Words::text`]). Lines
//! `opening ENGLISH NAME = NAME` give an opening its own name in that language (optional: an
//! opening without one keeps its English name). Every catalogue, English included, is fetched
//! (`Effect::LoadWords`; English before the page's first drawing), so the page's wasm carries no
//! text, and the service worker keeps every file for offline play.
//!
//! Invariants: a [`Words`] has a text for every [`Key`], exactly once, each with the same `{names}`
//! as the English one ([`Key::names`]), and every character's own texts; [`Words::parse`] refuses
//! any other catalogue, so the page never shows a key or a hole, and a broken file leaves the page
//! in the language it had. `tests/words.rs` parses every shipped catalogue (a missing key fails the
//! test), checks that `index.html`'s `data-l10n` keys are exactly the catalogue's `page.` keys
//! (less the characters' own) and that its English is the catalogue's, and that no text of
//! `index.html` is left without a key.
//!
//! A character's own texts (`page.ID.…`, `scene.ID.…`) are no [`Key`]s (`build.rs` skips them):
//! they are found by pattern from his id ([`character_key`]), held as [`Phrase::character`] and
//! worded like any phrase, so a new character brings only his lines.
//!
//! Adding a language: a [`Lang`] variant (its code, its own name), and `www/lang/CODE.txt` with
//! every key of `en.txt`.

mod catalogue;
mod character;
mod errors;
mod help;
mod key;
mod patterns;
mod why;

pub use catalogue::{band_key, band_phrase, names, same_names, CatalogueError, Lang, Words};
pub use character::{character_key, Part};
pub use errors::{format_name, import_error, mistake_text, read_error, save_error, size_text};
pub use help::{keys_help, shortcut_list};
pub use key::{phrase, Arg, Key, Phrase, Text, Value};
pub use why::{compared_text, hint_reason, line_text, step_phrase, step_text, terms, why_text};
