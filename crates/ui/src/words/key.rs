//! The keys of the catalogues and their phrases, generated from `www/lang/en.txt` by
//! `crates/ui/build.rs`: one [`Key`] for each text the player can read, named after its id
//! (`status.turn` is [`Key::StatusTurn`]), and one function of [`phrase`] for each, with a typed
//! parameter per `{name}` of its English text (`phrase::status_turn(name)`). The `page.` keys are
//! the text of `index.html` (its `data-l10n` attributes); the others are the words the page makes.
//!
//! Representation: a [`Phrase`] is a key and its arguments ([`Value`]s, in the order of the key's
//! English `{names}`), not text: it is worded only when shown ([`Words::text`](super::Words::text)),
//! in the language shown then, so a scene, an alert or an announcement held as a phrase is re-worded
//! when the language changes.
//!
//! A character's own texts (`scene.ID.intro`, ids of the patterns in `words/patterns.rs`) are
//! no keys: `build.rs` skips them, and [`Phrase::character`] holds one ([`Text::Character`]).
//!
//! Adding a text: a line in `en.txt` (its key, function and docs follow), and the same key in every
//! other catalogue (tests/words.rs fails until each has it, with the same `{names}` as English).

use super::character::Part;
use super::patterns::CHARACTER_NAMES;
use ethello_engine::{Character, Color, Move};
use std::fmt::Display;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// A text to show: a key and its arguments, worded when shown, by the catalogue of the language
/// shown then. Made by the functions of [`phrase`], so a key always has all its arguments, or by
/// [`Phrase::character`] for a character's own text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    text: Text,
    /// The arguments, in the order of the text's `{names}` ([`Key::names`], or a character's
    /// `{name}`).
    args: Vec<Value>,
}

/// Which text of the catalogue a [`Phrase`] words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    /// One of the keys.
    Key(Key),
    /// A character's own text, found by pattern from his id
    /// ([`character_key`](super::character_key)).
    Character(Character, Part),
    /// Its arguments one after another, a space between (an announcement made of several).
    Joined,
    /// An opening's name, given in English, in the language shown ([`Words::opening`](super::Words::opening)).
    Opening(&'static str),
}

impl Phrase {
    /// The phrase of `key` with `args` in the order of its English `{names}` (the generated
    /// functions' only caller).
    fn new(key: Key, args: Vec<Value>) -> Phrase {
        Phrase {
            text: Text::Key(key),
            args,
        }
    }

    /// `character`'s own text `part` (`scene.mike.intro`), its `{name}` his name.
    pub fn character(character: Character, part: Part) -> Phrase {
        Phrase {
            text: Text::Character(character, part),
            args: vec![Value::Plain(character.name().to_string())],
        }
    }

    /// `parts` worded one after another, a space between: "Time is up. Game over: ...".
    pub fn joined(parts: Vec<Value>) -> Phrase {
        Phrase {
            text: Text::Joined,
            args: parts,
        }
    }

    /// The opening named `english` in English, named in the language shown.
    pub fn opening(english: &'static str) -> Phrase {
        Phrase {
            text: Text::Opening(english),
            args: Vec::new(),
        }
    }

    /// `Black` or `White`.
    pub fn color(color: Color) -> Phrase {
        match color {
            Color::Black => phrase::color_black(),
            Color::White => phrase::color_white(),
        }
    }

    /// A move as the player reads it: the square (`d3`, the same everywhere), or the word for a
    /// pass.
    pub fn move_text(mv: Move) -> Value {
        match mv {
            Move::Play(sq) => Value::Plain(sq.to_string()),
            Move::Pass => Value::Phrase(phrase::move_pass()),
        }
    }

    /// The text it words.
    pub fn text(&self) -> Text {
        self.text
    }

    /// Its arguments, in the order of the text's `{names}` (a joined phrase's parts).
    pub fn args(&self) -> &[Value] {
        &self.args
    }

    /// The key, unless it is a character's own text.
    pub fn key(&self) -> Option<Key> {
        match self.text {
            Text::Key(key) => Some(key),
            Text::Character(..) | Text::Joined | Text::Opening(_) => None,
        }
    }

    /// The argument filling `{name}`, if the text has that name.
    pub fn arg(&self, name: &str) -> Option<&Value> {
        let at = match self.text {
            Text::Key(key) => key.names().position(|n| n == name)?,
            Text::Character(..) => CHARACTER_NAMES.iter().position(|&n| n == name)?,
            Text::Joined | Text::Opening(_) => return None,
        };
        self.args.get(at)
    }
}

/// A key's text as it is, like [`Words::get`](super::Words::get): for the keys without `{names}`
/// picked from a table (a reason's word, a preset message); a key with names has its typed function.
impl From<Key> for Phrase {
    fn from(key: Key) -> Phrase {
        Phrase::new(key, Vec::new())
    }
}

/// What fills a `{name}`: text that is the same in every language (a player's name, a number, a
/// square), or a phrase worded in the language shown (a colour, a reason).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Shown as it is.
    Plain(String),
    /// Worded in the language shown.
    Phrase(Phrase),
}

/// What a phrase's parameter takes: anything shown as it is (`&name`, `&count`, `&square`), or a
/// [`Phrase`] (by value) to be worded in the language shown.
pub trait Arg {
    /// The argument as a phrase keeps it.
    fn into_arg(self) -> Value;
}

impl<T: Display + ?Sized> Arg for &T {
    fn into_arg(self) -> Value {
        Value::Plain(self.to_string())
    }
}

impl Arg for String {
    fn into_arg(self) -> Value {
        Value::Plain(self)
    }
}

impl Arg for Phrase {
    fn into_arg(self) -> Value {
        Value::Phrase(self)
    }
}

impl Arg for Value {
    fn into_arg(self) -> Value {
        self
    }
}

/// The `i`th line of a generated table, split once into lines.
fn line(table: &'static OnceLock<Vec<&'static str>>, text: &'static str, i: usize) -> &'static str {
    table.get_or_init(|| text.split('\n').collect())[i]
}

impl Key {
    /// The key's id in the catalogues (`status.turn`).
    pub fn id(self) -> &'static str {
        static LINES: OnceLock<Vec<&'static str>> = OnceLock::new();
        line(&LINES, IDS, self as usize)
    }

    /// The `{names}` of the key's English text, in the order it first uses them: the order of its
    /// phrase's parameters. Every catalogue's text has the same names.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        static LINES: OnceLock<Vec<&'static str>> = OnceLock::new();
        line(&LINES, NAMES, self as usize).split_whitespace()
    }

    /// The key whose id is `id`.
    pub fn from_id(id: &str) -> Option<Key> {
        let at = IDS.split('\n').position(|known| known == id)?;
        Key::ALL.get(at).copied()
    }
}
