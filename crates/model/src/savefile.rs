//! The `.etl` save file: a game in progress (or finished) as readable, versioned JSON text.
//!
//! The page's Save button writes one, Load reads one back; the exact state of the game is saved,
//! including whose turn it is and who plays. A file looks like this (the full field-by-field
//! description, the checks and the versioning policy are in `docs/etl-format.md`):
//!
//! ```text
//! {
//!   "format": "e-thello-save",
//!   "version": 5,
//!   "saved_at": "2026-11-21 20:30",
//!   "opening": "Perpendicular Opening",
//!   "mode": "computer",
//!   "computer": { "character": "dubya", "color": "white" },
//!   "names": { "black": "Ann", "white": "Dubya" },
//!   "theme": "classic",
//!   "start": "---------------------------OX------XO--------------------------- X",
//!   "transcript": "f5d6c3",
//!   "moves": ["f5", "d6", "c3"],
//!   "position": "-------------------X-------XX------XO----------------------------- O",
//!   "game_over": false
//! }
//! ```
//!
//! Who plays is a [`Setup`]: `"humans"`, `"computer"` (with `computer`: the character and his colour)
//! or, from version 2, `"watch"` (with `computers`: the character of each colour). Version 3 adds two
//! optional fields after `game_over`: `hints_used` (true when hints were shown) and `review`, the
//! engine's score of every position of the game (one entry per position, `null` where unscored; see
//! [`ReviewEntry`]). Version 4 adds Slick Willy's `level` after them. Version 5 adds `opening` after
//! `saved_at`: the name of the named opening the game reached ([`openings::name_of`]), text for
//! people like `saved_at`, never checked against the moves (the page names a loaded game's opening
//! from its moves). Version 6 adds `clock` last: the game clock's time control and each side's
//! time left ([`Clocks`]), for a game played on one. A file is written in the oldest version that
//! can hold it: 6 with a clock, else 5 when the game reached a named opening, else 4 with a level,
//! else 3 with a review or hints, else 2 when two characters play, else 1, so older readers still
//! open every file they could represent.
//!
//! The moves are the record and everything else about the board is a cross-check: on load the
//! transcript is replayed from `start` with the engine's rules, and the move list, the current
//! `position` (board and side to move) and `game_over` must all agree with the replay. Passes are
//! implicit in the transcript (as everywhere in E-Thello) and explicit (`"pass"`) in the move list.
//!
//! [`parse`] refuses anything it cannot restore exactly, with a [`SaveError`] a player can act on:
//! too large (checked before anything is parsed), empty, not text, damaged or truncated JSON, another
//! program's JSON, a newer version, a bad field, an illegal move, or a file that does not add up.
//! Files are read whole and never trusted; this module does no I/O, so it builds for WebAssembly too.
//!
//! [`openings::name_of`]: ethello_engine::openings::name_of

mod clock;
mod error;
mod fields;
mod format;
mod pretty;
mod read;
mod review;

use serde::Serialize;

use crate::setup::{Clocks, Names, Setup};
use ethello_engine::review::PositionScore;
use ethello_engine::{openings, Game, TOP_LEVEL};
use pretty::OneLineEntries;

pub use clock::{MAX_BASE_MS, MAX_INCREMENT_MS, MAX_LEFT_MS, MIN_BASE_MS};
pub use error::SaveError;
pub use format::{
    Loaded, Settings, FORMAT, MAX_BYTES, MAX_NAME_CHARS, MAX_OPENING_CHARS, VERSION, VERSION_1,
    VERSION_2, VERSION_3, VERSION_4, VERSION_5,
};
pub use read::{json_detail, json_place, parse, parse_bytes};

use format::color_id;

/// The file's contents as written: plain text fields in file order, ready for [`SaveGame::to_text`].
///
/// Build one with [`SaveGame::from_game`] (then [`SaveGame::with_review`] and
/// [`SaveGame::with_hints_used`]); the fields are public so that a caller (and the tests) can
/// see and alter exactly what goes into the file. Reading goes the other way, through [`parse`], which
/// checks everything and returns a [`Loaded`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SaveGame {
    /// Always [`FORMAT`]: tells an E-Thello save from any other JSON.
    pub format: String,
    /// The format version: the oldest that holds the file ([`VERSION`] with a clock, else
    /// [`VERSION_5`] with an opening, and so on down to [`VERSION_1`]).
    pub version: u64,
    /// When the game was saved: free text for people, never checked. Left out when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub saved_at: Option<String>,
    /// The name of the named opening the game reached (version 5), as [`openings::name_of`] gives
    /// it: text for people, never checked against the moves. Left out when `None` (a game that
    /// reached no named opening).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opening: Option<String>,
    /// `"humans"`, `"computer"` or `"watch"`.
    pub mode: String,
    /// The computer's side; present exactly when `mode` is `"computer"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computer: Option<ComputerSide>,
    /// The characters of both sides; present exactly when `mode` is `"watch"` (version 2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computers: Option<Computers>,
    /// The players' names.
    pub names: Names,
    /// The board theme id, one of [`Theme::ALL`].
    pub theme: String,
    /// The position the game started from, as position text (usually the standard start).
    pub start: String,
    /// The squares played, back to back (`f5d6c3`); passes implicit.
    pub transcript: String,
    /// Every move, passes included as `"pass"`: the engine's record, one entry per move.
    pub moves: Vec<String>,
    /// The current position text (board and side to move), checked against the replayed moves.
    pub position: String,
    /// Whether neither side can move; derived from the moves, checked on load.
    pub game_over: bool,
    /// Whether hints were shown during the game (version 3). Written only when true.
    #[serde(skip_serializing_if = "is_false")]
    pub hints_used: bool,
    /// The engine's review (version 3): one entry per position of the game, `positions()[i]` (the
    /// one before move `i`, passes counted) at `i` and the current position last, so `moves.len() + 1`
    /// entries; `None` for a position left unscored. Written only when `Some`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<Vec<Option<ReviewEntry>>>,
    /// Slick Willy's level in this game (version 4), 1 to [`TOP_LEVEL`]; written only when he
    /// plays below the top. A file without it is read as the top level.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// The game clock (version 6): the time control and each side's time left when the game was
    /// saved. Written only for a game played on a clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockEntry>,
}

/// The game clock as written in the file: `{ "base_ms": 300000, "increment_ms": 2000, "black_ms":
/// 283400, "white_ms": 300000 }`, one field a line.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct ClockEntry {
    /// Each side's time at the start of the game, in milliseconds.
    pub base_ms: u64,
    /// What each move adds to its side's time, in milliseconds.
    pub increment_ms: u64,
    /// Black's time left, in milliseconds (0: black lost on time).
    pub black_ms: u64,
    /// White's time left, in milliseconds (0: white lost on time).
    pub white_ms: u64,
}

impl From<Clocks> for ClockEntry {
    fn from(clocks: Clocks) -> ClockEntry {
        ClockEntry {
            base_ms: clocks.control.base_ms,
            increment_ms: clocks.control.increment_ms,
            black_ms: clocks.left_ms[0],
            white_ms: clocks.left_ms[1],
        }
    }
}

/// One scored position of a review, as written in the file: `{ "score": 0, "best": "f5", "exact": false }`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ReviewEntry {
    /// Discs for the side to move of the position, -64..=64.
    pub score: i32,
    /// The best move found: a legal square of the position (`"f5"`), or `"pass"` when it has none.
    pub best: String,
    /// True when `score` is the exact final result under perfect play.
    pub exact: bool,
    /// The value of the move the game went on with, searched to the same horizon as `score`
    /// (-64..=64); left out when unknown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<i32>,
}

impl From<PositionScore> for ReviewEntry {
    fn from(scored: PositionScore) -> ReviewEntry {
        ReviewEntry {
            score: scored.score,
            best: scored.best.to_string(),
            exact: scored.exact,
            played: scored.played,
        }
    }
}

/// The computer's side of a game against a character, as written in the file.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ComputerSide {
    /// `"dubya"`, `"mike"` or `"willy"`.
    pub character: String,
    /// `"black"` or `"white"`.
    pub color: String,
}

/// The characters of a watch game, as written in the file.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Computers {
    /// The character playing black: `"dubya"`, `"mike"` or `"willy"`.
    pub black: String,
    /// The character playing white.
    pub white: String,
}

impl SaveGame {
    /// The save of `game` with `settings`, and the name of the opening it reached
    /// ([`openings::name_of`]; then the version is 5). Names go through [`clean_name`], so that
    /// every file this writes loads again.
    ///
    /// ```
    /// use ethello_engine::Game;
    /// use ethello_model::savefile::{parse, SaveGame, Settings};
    /// let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
    /// let save = SaveGame::from_game(&tiger, &Settings::default(), None);
    /// assert_eq!((save.version, save.opening.as_deref()), (5, Some("Tiger")));
    /// assert!(save.to_text().contains("\"opening\": \"Tiger\""));
    /// assert_eq!(parse(&save.to_text()).unwrap().game, tiger);
    /// let unnamed = SaveGame::from_game(&Game::new(), &Settings::default(), None);
    /// assert_eq!((unnamed.version, unnamed.opening), (1, None));
    /// ```
    pub fn from_game(game: &Game, settings: &Settings, saved_at: Option<String>) -> SaveGame {
        let save = SaveGame {
            format: FORMAT.into(),
            version: VERSION_1,
            saved_at,
            opening: openings::name_of(game).map(Into::into),
            mode: mode_id(settings.setup).into(),
            computer: computer_side(settings.setup),
            computers: computers(settings.setup),
            names: Names {
                black: clean_name(&settings.names.black),
                white: clean_name(&settings.names.white),
            },
            theme: settings.theme.id().into(),
            start: game.start().to_string(),
            transcript: game.transcript(),
            moves: game.moves().iter().map(|m| m.to_string()).collect(),
            position: game.position().to_string(),
            game_over: game.is_over(),
            hints_used: false,
            review: None,
            level: None,
            clock: None,
        };
        save.in_oldest_version()
    }

    /// This save with the engine's review of its game: `scores[i]` is the score of
    /// `game.positions()[i]` (`None` where unscored), as [`Reviewer`](ethello_engine::review::Reviewer)
    /// gives them, so there are `moves.len() + 1` of them. The version becomes 3.
    ///
    /// A review of another length, or with a best move that is not legal in its position, is
    /// written as given and refused on load.
    ///
    /// ```
    /// use ethello_engine::{review::PositionScore, Game, Move};
    /// use ethello_model::savefile::{parse, SaveGame, Settings};
    /// let game = Game::from_transcript("f5").unwrap();
    /// let scores = [
    ///     Some(PositionScore { score: 0, best: Move::Play("f5".parse().unwrap()), exact: false, played: Some(-1) }),
    ///     None,
    /// ];
    /// let save = SaveGame::from_game(&game, &Settings::default(), None).with_review(&scores);
    /// assert_eq!(save.version, 3);
    /// assert_eq!(parse(&save.to_text()).unwrap().review, Some(scores.to_vec()));
    /// ```
    pub fn with_review(self, scores: &[Option<PositionScore>]) -> SaveGame {
        let entries = scores.iter().map(|s| s.map(ReviewEntry::from)).collect();
        SaveGame {
            review: Some(entries),
            ..self
        }
        .in_oldest_version()
    }

    /// This save saying whether hints were shown during the game; `true` makes it version 3.
    pub fn with_hints_used(self, used: bool) -> SaveGame {
        SaveGame {
            hints_used: used,
            ..self
        }
        .in_oldest_version()
    }

    /// This save with Slick Willy's level (`None`, or the top level, writes none); a level makes it
    /// version 4. A level is refused on load unless Willy plays.
    ///
    /// ```
    /// use ethello_engine::Game;
    /// use ethello_model::savefile::{parse, SaveGame, Settings};
    /// use ethello_model::setup::{Character, Setup};
    /// use ethello_engine::Color;
    /// let setup = Setup::Against { character: Character::Willy, computer: Color::White };
    /// let settings = Settings { setup, ..Settings::default() };
    /// let save = SaveGame::from_game(&Game::new(), &settings, None).with_level(Some(3));
    /// assert_eq!(save.version, 4);
    /// assert_eq!(parse(&save.to_text()).unwrap().level, Some(3));
    /// ```
    pub fn with_level(self, level: Option<u8>) -> SaveGame {
        SaveGame {
            level: level.filter(|l| *l < TOP_LEVEL),
            ..self
        }
        .in_oldest_version()
    }

    /// This save with `opening` as its opening's name in place of the game's; `None` leaves the
    /// field out, as every E-Thello before version 5 wrote the file. The version follows.
    ///
    /// The reader never checks the name against the moves, so a file written with another name
    /// loads, with that name in [`Loaded::opening`]. A name is written as given: one longer than
    /// [`MAX_OPENING_CHARS`], or with a control character, is refused on load.
    ///
    /// ```
    /// use ethello_engine::Game;
    /// use ethello_model::savefile::{SaveGame, Settings};
    /// let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
    /// let save = SaveGame::from_game(&tiger, &Settings::default(), None).with_opening(None);
    /// assert_eq!((save.version, save.opening), (1, None));
    /// ```
    pub fn with_opening(self, opening: Option<&str>) -> SaveGame {
        SaveGame {
            opening: opening.map(Into::into),
            ..self
        }
        .in_oldest_version()
    }

    /// This save with the game clock (`None` writes none, as every E-Thello before version 6 did);
    /// a clock makes it version 6.
    ///
    /// ```
    /// use ethello_engine::{Color, Game};
    /// use ethello_model::savefile::{parse, SaveGame, Settings};
    /// use ethello_model::setup::{Clocks, ClockSetting};
    /// let mut clocks = Clocks::new(ClockSetting::of(5, 2).unwrap());
    /// clocks.spend(Color::Black, 16_600);
    /// let save = SaveGame::from_game(&Game::new(), &Settings::default(), None).with_clock(Some(clocks));
    /// assert_eq!(save.version, 6);
    /// assert_eq!(parse(&save.to_text()).unwrap().clock, Some(clocks));
    /// ```
    pub fn with_clock(self, clocks: Option<Clocks>) -> SaveGame {
        SaveGame {
            clock: clocks.map(ClockEntry::from),
            ..self
        }
        .in_oldest_version()
    }

    /// The oldest version that holds this save: 6 with a clock, 5 with an opening, 4 with a level,
    /// 3 with a review or hints, else 2 for a watch game, else 1. Older readers open every file
    /// they could represent.
    fn in_oldest_version(self) -> SaveGame {
        let version = if self.clock.is_some() {
            VERSION
        } else if self.opening.is_some() {
            VERSION_5
        } else if self.level.is_some() {
            VERSION_4
        } else if self.review.is_some() || self.hints_used {
            VERSION_3
        } else if self.computers.is_some() {
            VERSION_2
        } else {
            VERSION_1
        };
        SaveGame { version, ..self }
    }

    /// The file text: pretty-printed JSON (a review entry on one line) with a trailing newline.
    pub fn to_text(&self) -> String {
        let mut bytes = Vec::new();
        let mut json = serde_json::Serializer::with_formatter(&mut bytes, OneLineEntries::new());
        self.serialize(&mut json)
            .expect("strings, numbers and flags serialize");
        bytes.push(b'\n');
        String::from_utf8(bytes).expect("serde_json writes UTF-8")
    }
}

/// For `skip_serializing_if`: a flag written only when set.
fn is_false(flag: &bool) -> bool {
    !*flag
}

/// `"humans"`, `"computer"` or `"watch"`.
fn mode_id(setup: Setup) -> &'static str {
    match setup {
        Setup::Humans => "humans",
        Setup::Against { .. } => "computer",
        Setup::Watch { .. } => "watch",
    }
}

/// The `computer` field for `setup`.
fn computer_side(setup: Setup) -> Option<ComputerSide> {
    let (character, color) = setup.opponent()?;
    Some(ComputerSide {
        character: character.id().into(),
        color: color_id(color).into(),
    })
}

/// The `computers` field for `setup`.
fn computers(setup: Setup) -> Option<Computers> {
    match setup {
        Setup::Watch { black, white } => Some(Computers {
            black: black.id().into(),
            white: white.id().into(),
        }),
        _ => None,
    }
}

/// A name as a save accepts it: control characters dropped, spaces trimmed, at most
/// [`MAX_NAME_CHARS`] characters. The page can use it on what a player types.
///
/// ```
/// use ethello_model::savefile::clean_name;
/// assert_eq!(clean_name("  Ann\n"), "Ann");
/// assert_eq!(clean_name(&"x".repeat(50)).len(), 40);
/// ```
pub fn clean_name(name: &str) -> String {
    let kept: String = name.chars().filter(|c| !c.is_control()).collect();
    kept.trim().chars().take(MAX_NAME_CHARS).collect()
}

/// A suggested file name: `ethello-<black>-vs-<white>-move-<n>.etl`, where a side is the computer's
/// character id or the player's name (lower case, letters and digits, `-` between words; the colour
/// when nothing is left) and `n` is the number of discs played so far.
///
/// ```
/// use ethello_engine::{Color, Game};
/// use ethello_model::savefile::{file_name, SaveGame, Settings};
/// use ethello_model::setup::{Character, Names, Setup};
/// let settings = Settings {
///     setup: Setup::Against { character: Character::Dubya, computer: Color::White },
///     names: Names { black: "Ann Lee".into(), white: "Dubya".into() },
///     ..Settings::default()
/// };
/// let game = Game::from_transcript("f5d6c3").unwrap();
/// let save = SaveGame::from_game(&game, &settings, None);
/// assert_eq!(file_name(&save), "ethello-ann-lee-vs-dubya-move-3.etl");
/// ```
pub fn file_name(save: &SaveGame) -> String {
    let played = save.moves.iter().filter(|m| *m != "pass").count();
    let black = side_label(save, "black", &save.names.black);
    let white = side_label(save, "white", &save.names.white);
    format!("ethello-{black}-vs-{white}-move-{played}.etl")
}

/// The file-name label of the side playing `color`.
fn side_label(save: &SaveGame, color: &str, name: &str) -> String {
    let character = match (&save.computer, &save.computers) {
        (Some(side), _) if side.color == color => Some(&side.character),
        (_, Some(both)) => Some(if color == "black" {
            &both.black
        } else {
            &both.white
        }),
        _ => None,
    };
    let label = slug(character.map_or(name, String::as_str));
    if label.is_empty() {
        color.into()
    } else {
        label
    }
}

/// Lower-case ASCII letters and digits, one `-` for every run of anything else, at most 20 characters.
fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().map(|c| c.to_ascii_lowercase()) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let short: String = out.chars().take(20).collect();
    short.trim_end_matches('-').into()
}
