//! Generates the catalogue's keys and their typed phrases from the English catalogue
//! (`www/lang/en.txt`), into `OUT_DIR/words.rs` (included by `ui::words::key`):
//!
//! - [`Key`]: one variant per `key = text` line, named after its id (`status.turn` is
//!   `StatusTurn`), documented with its English text; `Key::ALL` lists them in the file's order;
//! - `IDS`: the ids, one a line, in that order (the page reads other catalogues by them);
//! - `NAMES`: each key's `{names}`, space-separated, one line per key, in the order the English
//!   text first uses them: the order of its phrase's parameters;
//! - the module `phrase`: one function per key (`phrase::status_turn(name)`), with one parameter per
//!   `{name}`, that returns the key and its arguments, worded only when shown. A misspelt key or a
//!   missing argument fails to compile.
//!
//! A character's own texts (`page.ID.win`, `scene.ID.intro`: the patterns of
//! `src/words/patterns.rs`) get no key nor function: they are found by pattern from his id
//! (`ui::words::character_key`), so a new character brings his lines and nothing else.
//!
//! English itself is not built in: the page fetches `lang/en.txt` like the other languages.

#[allow(dead_code)]
#[path = "src/words/patterns.rs"]
mod patterns;

use std::fmt::Write;
use std::{env, fs, path::Path};

/// Rust's keywords that can be a `{name}` (written `r#move`).
const KEYWORDS: &[&str] = &[
    "move", "type", "match", "fn", "loop", "ref", "self", "use", "in",
];

fn main() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../www/lang/en.txt");
    println!("cargo:rerun-if-changed={}", source.display());
    println!("cargo:rerun-if-changed=src/words/patterns.rs");
    let text = fs::read_to_string(&source).expect("www/lang/en.txt is readable");
    let entries: Vec<(&str, &str)> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with("opening "))
        .map(|l| {
            l.split_once(" = ")
                .expect("en.txt: every line is `key = text`")
        })
        .filter(|(id, _)| !is_character_id(id))
        .collect();
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("words.rs");
    fs::write(out, generate(&entries)).expect("OUT_DIR is writable");
}

/// True when `id` has the shape of a character's own text (`scene.mike.intro`), whoever he is.
fn is_character_id(id: &str) -> bool {
    patterns::PATTERNS
        .iter()
        .any(|p| patterns::matches(p, id).is_some())
}

/// The generated source for the catalogue's `(id, English text)` entries.
fn generate(entries: &[(&str, &str)]) -> String {
    let mut s = String::new();
    s.push_str("/// One text of the catalogues (generated from `www/lang/en.txt`: its id and English text).\n");
    s.push_str(
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub enum Key {\n",
    );
    for (id, english) in entries {
        let _ = writeln!(
            s,
            "    #[doc = {:?}]\n    {},",
            doc(id, english),
            variant(id)
        );
    }
    s.push_str("}\n\nimpl Key {\n    /// Every key, in the order of the English catalogue.\n");
    s.push_str("    pub const ALL: &'static [Key] = &[\n");
    for (id, _) in entries {
        let _ = writeln!(s, "        Key::{},", variant(id));
    }
    s.push_str("    ];\n}\n\n");
    let ids: Vec<&str> = entries.iter().map(|(id, _)| *id).collect();
    let _ = writeln!(
        s,
        "/// The keys' ids, one a line, in the order of [`Key::ALL`].\nconst IDS: &str = {:?};\n",
        ids.join("\n")
    );
    let names: Vec<String> = entries.iter().map(|(_, t)| names(t).join(" ")).collect();
    let _ = writeln!(s, "/// Each key's English `{{names}}`, space-separated, one line per key in the order of [`Key::ALL`].\nconst NAMES: &str = {:?};\n", names.join("\n"));
    s.push_str(
        "/// One function per text of the catalogues: its key and arguments, worded when shown\n",
    );
    s.push_str("/// ([`Words::text`](super::Words::text)); each `{name}` is a parameter, in the order the English\n/// text first uses it.\n#[allow(clippy::too_many_arguments)]\npub mod phrase {\n");
    s.push_str("    use super::{Arg, Key, Phrase};\n\n");
    for (id, english) in entries {
        phrase_fn(&mut s, id, english);
    }
    s.push_str("}\n");
    s
}

/// The function of one key.
fn phrase_fn(s: &mut String, id: &str, english: &str) {
    let names = names(english);
    let params: Vec<String> = names
        .iter()
        .map(|n| format!("{}: impl Arg", ident(n)))
        .collect();
    let args: Vec<String> = names
        .iter()
        .map(|n| format!("{}.into_arg()", ident(n)))
        .collect();
    let _ = writeln!(s, "    #[doc = {:?}]", doc(id, english));
    // One parameter a line when there are many, as rustfmt would write them.
    let params = match params.len() {
        0..=3 => params.join(", "),
        _ => format!("\n        {},\n    ", params.join(",\n        ")),
    };
    let _ = writeln!(
        s,
        "    pub fn {}({params}) -> Phrase {{\n        Phrase::new(Key::{}, vec![{}])\n    }}\n",
        id.replace('.', "_"),
        variant(id),
        args.join(", ")
    );
}

/// A key's documentation: its id and English text.
fn doc(id: &str, english: &str) -> String {
    format!(" `{id}`: “{}”", english.replace('`', "'"))
}

/// The variant of an id: `status.turn` is `StatusTurn`.
fn variant(id: &str) -> String {
    id.split(['.', '_'])
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or(String::new(), |c| {
                c.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// A `{name}` as a parameter (a keyword raw).
fn ident(name: &str) -> String {
    match KEYWORDS.contains(&name) {
        true => format!("r#{name}"),
        false => name.to_string(),
    }
}

/// The distinct `{names}` of a text, in the order it first uses them.
fn names(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for part in text.split('{').skip(1) {
        if let Some((name, _)) = part.split_once('}') {
            if !found.contains(&name) {
                found.push(name);
            }
        }
    }
    found
}
