//! A language ([`Lang`]) and its catalogue read and checked ([`Words`]): the representation and
//! invariants are the parent module's (`ui::words`).

use std::collections::BTreeMap;
use std::fmt;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::{Arc, OnceLock};

use super::character::{self, Part};
use super::key::{phrase, Key, Phrase, Text, Value};
use super::patterns::CHARACTER_NAMES;
use ethello_engine::{level_band, Character, Color, Move};
use ethello_model::setup::Names;

/// A language the page speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English.
    En,
    /// Japanese.
    Ja,
    /// French.
    Fr,
    /// Dutch.
    Nl,
    /// German.
    De,
    /// Spanish.
    Es,
}

impl Lang {
    /// Every language, in the order of the Options' list.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Ja, Lang::Fr, Lang::Nl, Lang::De, Lang::Es];

    /// The language's code: its catalogue's name, the page's `lang` attribute, the stored choice.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::De => "de",
            Lang::Es => "es",
        }
    }

    /// The language's name as its speakers write it (the Options' list shows each so).
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
            Lang::Fr => "Français",
            Lang::Nl => "Nederlands",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
        }
    }

    /// The language of a code (`fr`), or of a browser's language tag (`fr-CA`, `ja-JP`).
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's languages (`navigator.languages`, preferred first) that the page
    /// speaks; English when none is.
    pub fn pick(browser: &[String]) -> Lang {
        browser
            .iter()
            .find_map(|tag| Lang::from_code(tag))
            .unwrap_or(Lang::En)
    }

    /// The catalogue's address, relative to the page.
    pub fn file(self) -> String {
        format!("lang/{}.txt", self.code())
    }

    /// True when `count` takes the singular in this language: French counts 0 as singular too;
    /// Japanese has one form (the catalogue's two texts are the same).
    pub fn singular(self, count: i64) -> bool {
        match self {
            Lang::Fr => count.abs() <= 1,
            Lang::En | Lang::Ja | Lang::Nl | Lang::De | Lang::Es => count == 1,
        }
    }
}

/// Why a catalogue was refused, with its 1-based line where there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogueError {
    /// A line that is neither a comment, blank, nor `key = text`.
    Shape {
        /// The line.
        line: usize,
    },
    /// A key no text has.
    Unknown {
        /// The line.
        line: usize,
        /// The key as written.
        key: String,
    },
    /// A key given twice.
    Twice {
        /// The second line.
        line: usize,
        /// The key.
        key: Key,
    },
    /// A text whose `{names}` are not the English text's ([`Key::names`]).
    Names {
        /// The line.
        line: usize,
        /// The key.
        key: Key,
    },
    /// A key without its text.
    Missing(Key),
    /// A character's own text given twice, with a `{name}` other than `{name}` (his name), or
    /// missing (line 0).
    Character {
        /// The line (0: missing).
        line: usize,
        /// The text's id (`scene.mike.intro`).
        id: String,
    },
}

impl fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Shape { line } => write!(f, "line {line} is not \"key = text\""),
            Self::Unknown { line, key } => write!(f, "line {line}: no text is called {key}"),
            Self::Twice { line, key } => write!(f, "line {line}: {} again", key.id()),
            Self::Names { line, key } => {
                write!(
                    f,
                    "line {line}: {} has other {{names}} than English",
                    key.id()
                )
            }
            Self::Missing(key) => write!(f, "{} is missing", key.id()),
            Self::Character { line: 0, id } => write!(f, "{id} is missing"),
            Self::Character { line, id } => {
                write!(
                    f,
                    "line {line}: {id} is given twice or has {{names}} but {{name}}"
                )
            }
        }
    }
}

impl std::error::Error for CatalogueError {}

/// One language's complete catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    lang: Lang,
    /// The text of each key, indexed by the key's place in [`Key::ALL`].
    texts: Vec<String>,
    /// The characters' own texts ([`Words::character`]).
    characters: Vec<String>,
    /// Openings named in this language, by their English name.
    openings: BTreeMap<String, String>,
}

impl Words {
    /// The English words, read from `www/lang/en.txt` when built (native only: the page fetches
    /// `lang/en.txt` like the other languages, so its wasm carries no text). Parsed once.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn english() -> Arc<Words> {
        static EN: OnceLock<Arc<Words>> = OnceLock::new();
        const TEXT: &str = include_str!("../../../../www/lang/en.txt");
        EN.get_or_init(|| Arc::new(Words::parse(Lang::En, TEXT).expect("en.txt is complete")))
            .clone()
    }

    /// Reads the catalogue of `lang`.
    ///
    /// # Errors
    /// When a line is not `key = text`, a key is unknown, given twice or missing, or a text has
    /// other `{names}` than the English one ([`Key::names`]; a character's own text, any but
    /// `{name}`): the page then keeps the language it shows.
    pub fn parse(lang: Lang, text: &str) -> Result<Words, CatalogueError> {
        let mut texts: Vec<Option<String>> = vec![None; Key::ALL.len()];
        let mut characters: Vec<Option<String>> = vec![None; character::COUNT];
        let mut openings = BTreeMap::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let raw = raw.trim();
            if raw.is_empty() || raw.starts_with('#') {
                continue;
            }
            let (name, value) = raw
                .split_once(" = ")
                .ok_or(CatalogueError::Shape { line })?;
            if let Some(english_name) = name.strip_prefix("opening ") {
                openings.insert(english_name.to_string(), value.to_string());
                continue;
            }
            if let Some(at) = character::slot(name) {
                let slot = &mut characters[at];
                let other_names = names(value).iter().any(|n| !CHARACTER_NAMES.contains(n));
                if slot.is_some() || other_names {
                    let id = name.to_string();
                    return Err(CatalogueError::Character { line, id });
                }
                *slot = Some(value.to_string());
                continue;
            }
            let key = Key::from_id(name).ok_or_else(|| CatalogueError::Unknown {
                line,
                key: name.to_string(),
            })?;
            let slot = &mut texts[index(key)];
            if slot.is_some() {
                return Err(CatalogueError::Twice { line, key });
            }
            if !english_names(key, value) {
                return Err(CatalogueError::Names { line, key });
            }
            *slot = Some(value.to_string());
        }
        let texts = Key::ALL
            .iter()
            .zip(texts)
            .map(|(key, text)| text.ok_or(CatalogueError::Missing(*key)))
            .collect::<Result<_, _>>()?;
        let characters = (0..character::COUNT)
            .zip(characters)
            .map(|(at, text)| {
                let (c, part) = character::at(at);
                let id = character::character_key(c, part);
                text.ok_or(CatalogueError::Character { line: 0, id })
            })
            .collect::<Result<_, _>>()?;
        Ok(Words {
            lang,
            texts,
            characters,
            openings,
        })
    }

    /// The language of these words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The text of `key`, as it is (its `{names}` unfilled).
    pub fn get(&self, key: Key) -> &str {
        &self.texts[index(key)]
    }

    /// `character`'s own text `part`, as it is, found by its pattern
    /// ([`character_key`](super::character_key)): his card's lines, his prize's description, his
    /// scenes. [`Phrase::character`] words it.
    pub fn character(&self, character: Character, part: Part) -> &str {
        &self.characters[character::place(character, part)]
    }

    /// The words of `phrase` in this language: its text (a key's, or a character's own) with each
    /// `{name}` replaced by its argument (a phrase argument worded here too).
    ///
    /// Never inlined: it has a few hundred callers (the page's wasm is smaller).
    #[inline(never)]
    pub fn text(&self, phrase: &Phrase) -> String {
        let mut out = String::new();
        let mut rest = match phrase.text() {
            Text::Key(key) => self.get(key),
            Text::Character(character, part) => self.character(character, part),
            Text::Joined => return self.joined(phrase.args()),
            Text::Opening(english) => return self.opening(english).to_string(),
        };
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|c| open + c) else {
                break;
            };
            out.push_str(&rest[..open]);
            match phrase.arg(&rest[open + 1..close]) {
                Some(Value::Plain(text)) => out.push_str(text),
                Some(Value::Phrase(inner)) => out.push_str(&self.text(inner)),
                None => out.push_str(&rest[open..=close]),
            }
            rest = &rest[close + 1..];
        }
        out.push_str(rest);
        out
    }

    /// `parts` worded one after another, a space between.
    fn joined(&self, parts: &[Value]) -> String {
        let worded = parts.iter().map(|part| match part {
            Value::Plain(text) => text.clone(),
            Value::Phrase(inner) => self.text(inner),
        });
        worded.collect::<Vec<_>>().join(" ")
    }

    /// `Black` or `White`.
    pub fn color(&self, color: Color) -> &str {
        self.get(match color {
            Color::Black => Key::ColorBlack,
            Color::White => Key::ColorWhite,
        })
    }

    /// A move as the player reads it: the square (`d3`, the same everywhere), or the word for a pass.
    pub fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Play(sq) => sq.to_string(),
            Move::Pass => self.get(Key::MovePass).to_string(),
        }
    }

    /// The names of two people who typed none ("Player 1", "Player 2").
    pub fn default_names(&self) -> Names {
        Names {
            black: self.get(Key::NameBlackPlayer).to_string(),
            white: self.get(Key::NameWhitePlayer).to_string(),
        }
    }

    /// A character's line in this language's quotation marks.
    pub fn quote(&self, text: &str) -> String {
        self.text(&phrase::quote(text))
    }

    /// The word for the band of Slick Willy's `level` ("club player").
    pub fn band(&self, level: u8) -> &str {
        self.get(band_key(level))
    }

    /// The key of `one` or of `other`, as `count` takes the singular or the plural here.
    pub fn plural(&self, count: i64, one: Key, other: Key) -> Key {
        match self.lang.singular(count) {
            true => one,
            false => other,
        }
    }

    /// A choice of the game clock: "No clock", "1 minute a side", "5 minutes a side".
    pub fn clock_minutes(&self, minutes: u64) -> String {
        let count = i64::try_from(minutes).unwrap_or(i64::MAX);
        match minutes {
            0 => self.get(Key::ClockNone).to_string(),
            _ => {
                let key = self.plural(count, Key::ClockMinutesOne, Key::ClockMinutesOther);
                match key {
                    Key::ClockMinutesOne => self.text(&phrase::clock_minutes_one(&minutes)),
                    _ => self.text(&phrase::clock_minutes_other(&minutes)),
                }
            }
        }
    }

    /// A number of games: "1 game", "12 games".
    pub fn games(&self, count: u32) -> Phrase {
        match self.lang.singular(i64::from(count)) {
            true => phrase::explore_count_one(&count),
            false => phrase::explore_count_other(&count),
        }
    }

    /// A choice of the clock's increment: "No increment", "+2 s a move".
    pub fn clock_increment(&self, seconds: u64) -> String {
        match seconds {
            0 => self.get(Key::ClockNoIncrement).to_string(),
            _ => self.text(&phrase::clock_increment(&seconds)),
        }
    }

    /// A game clock's accessible name: its side and the time it shows, in words ("Black's clock:
    /// 4 minutes 59 seconds left" for `4:59`). Whole seconds as the face counts them, an hour as
    /// 60 minutes; a zero part is left out, unless both are ("0 seconds").
    pub fn clock_label(&self, color: Color, left_ms: u64) -> String {
        let time = self.time_left(left_ms / 1_000);
        self.text(&match color {
            Color::Black => phrase::clock_label_black(time),
            Color::White => phrase::clock_label_white(time),
        })
    }

    /// `seconds` in words: "4 minutes 59 seconds", "1 minute", "0 seconds".
    fn time_left(&self, seconds: u64) -> String {
        let (m, s) = (seconds / 60, seconds % 60);
        let minutes = match self.lang.singular(i64::try_from(m).unwrap_or(i64::MAX)) {
            true => phrase::clock_left_minutes_one(&m),
            false => phrase::clock_left_minutes_other(&m),
        };
        let secs = match self.lang.singular(i64::try_from(s).unwrap_or(i64::MAX)) {
            true => phrase::clock_left_seconds_one(&s),
            false => phrase::clock_left_seconds_other(&s),
        };
        self.text(&match (m, s) {
            (0, _) => secs,
            (_, 0) => minutes,
            _ => phrase::clock_left_both(minutes, secs),
        })
    }

    /// The name of an opening (given by its English name) in this language.
    pub fn opening<'a>(&'a self, english: &'a str) -> &'a str {
        self.openings.get(english).map_or(english, String::as_str)
    }

    /// The English names of the openings this catalogue names itself.
    pub fn named_openings(&self) -> impl Iterator<Item = &str> {
        self.openings.keys().map(String::as_str)
    }
}

/// The place of `key` in [`Key::ALL`] (the enum's order is the list's).
fn index(key: Key) -> usize {
    key as usize
}

/// The `{names}` of a text, in order.
pub fn names(text: &str) -> Vec<&str> {
    text.split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .collect()
}

/// True when `text` has the `{names}` of `key`'s English text, in any order.
fn english_names(key: Key, text: &str) -> bool {
    let theirs = names(text);
    key.names().all(|n| theirs.contains(&n)) && theirs.iter().all(|n| key.names().any(|e| e == *n))
}

/// True when two texts have the same `{names}`, in any order. (No sort: the page's wasm would
/// carry a sort of strings for it.)
pub fn same_names(a: &str, b: &str) -> bool {
    let (a, b) = (names(a), names(b));
    a.iter().all(|n| b.contains(n)) && b.iter().all(|n| a.contains(n))
}

/// The key of a level's band ([`band_phrase`]).
pub fn band_key(level: u8) -> Key {
    band_phrase(level).key().unwrap_or(Key::BandFull)
}

/// The word for a level's band: the engine's bands ([`level_band`]) by their English word.
pub fn band_phrase(level: u8) -> Phrase {
    match level_band(level) {
        "beginner" => phrase::band_beginner(),
        "casual" => phrase::band_casual(),
        "club player" => phrase::band_club(),
        "expert" => phrase::band_expert(),
        "champion" => phrase::band_champion(),
        // "full strength", and any band the engine adds before the catalogues have it (a test
        // checks that every level has its own).
        _ => phrase::band_full(),
    }
}
