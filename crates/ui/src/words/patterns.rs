//! The ids of a character's own texts, `*` standing for his id: read by the words module
//! ([`character_key`](super::character_key)) and by `crates/ui/build.rs`, which gives them no
//! [`Key`](super::Key) (a new character brings his lines and nothing else). No dependency: the
//! build script compiles this file on its own.

/// The patterns, in the order of `Part::ALL`.
pub const PATTERNS: [&str; 13] = [
    "page.*.level",
    "page.*.line",
    "page.*.win",
    "page.*.lose",
    "page.prize.*",
    "scene.*.intro",
    "scene.*.stakes",
    "scene.*.won.title",
    "scene.*.won.line",
    "scene.*.won.detail",
    "scene.*.lost.title",
    "scene.*.lost.line",
    "scene.*.lost.detail",
];

/// The `{names}` a character's text may use: `{name}`, his name.
pub const CHARACTER_NAMES: [&str; 1] = ["name"];

/// The id that `pattern` fills in for `*` in `id`, when `id` is one of its texts: `mike` for
/// `scene.mike.intro` and `scene.*.intro`. The id is one word (no dot).
pub fn matches<'a>(pattern: &str, id: &'a str) -> Option<&'a str> {
    let (before, after) = pattern.split_once('*')?;
    let who = id.strip_prefix(before)?.strip_suffix(after)?;
    (!who.is_empty() && !who.contains('.')).then_some(who)
}
