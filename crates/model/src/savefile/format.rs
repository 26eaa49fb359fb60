//! The save file's format as its reader and its writer share it: the format's name, its versions
//! and limits, the colours' ids, and what a file that passed every check gives ([`Loaded`], with
//! its [`Settings`]). A leaf: the reader (`read`, `review`, `error`) and the writer (the parent)
//! import it, so neither imports the other.

use crate::setup::{Clocks, Names, Setup, Theme};
use ethello_engine::review::PositionScore;
use ethello_engine::{Color, Game};

/// The `format` field of every E-Thello save.
pub const FORMAT: &str = "e-thello-save";
/// The newest version this code reads and writes: version 6 added `clock`, the game clock. What
/// this code writes for every game played on a clock.
pub const VERSION: u64 = 6;
/// Version 5 added `opening`, the name of the named opening the game reached: what this code
/// writes for every game that reached one, without a clock.
pub const VERSION_5: u64 = 5;
/// Version 4 added Slick Willy's `level`: what this code writes for a game with a level and no
/// named opening.
pub const VERSION_4: u64 = 4;
/// Version 3 added `review` and `hints_used`: what this code writes for a game with a review or
/// hints, and neither a level nor a named opening.
pub const VERSION_3: u64 = 3;
/// Version 2 added watch games (`"mode": "watch"`): what this code writes for a watch game with
/// none of the later fields.
pub const VERSION_2: u64 = 2;
/// The first version: what this code writes for a game of people, or against one character, with
/// none of the later fields (no review, hints, level or named opening).
pub const VERSION_1: u64 = 1;
/// The largest file read: a full game with long names is under 4 KB, so 64 KiB leaves ample room.
pub const MAX_BYTES: usize = 64 * 1024;
/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// The longest `opening` read, in characters: the longest name in today's table has 34, so 60
/// leaves room for longer names without letting the field hold a story.
pub const MAX_OPENING_CHARS: usize = 60;

/// Everything about a game that is not on the board: what the page needs besides the [`Game`].
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Settings {
    /// Who plays.
    pub setup: Setup,
    /// The players' names.
    pub names: Names,
    /// The board theme.
    pub theme: Theme,
}

/// A save that passed every check: the replayed game and its settings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Loaded {
    /// The game, replayed move by move from the file's start position.
    pub game: Game,
    /// Who plays, names and theme.
    pub settings: Settings,
    /// The file's free-text time stamp, if it had one.
    pub saved_at: Option<String>,
    /// The file's name of the opening reached (version 5), if it had one: text as the file says it,
    /// never checked against the moves and never used for the game. Name the opening of
    /// [`Loaded::game`] with [`openings::name_of`](ethello_engine::openings::name_of), as the page does.
    pub opening: Option<String>,
    /// The saved review, if any: one entry per position of [`Loaded::game`] (`positions()[i]` at
    /// `i`), `None` where a position was left unscored. Every best move is legal in its position.
    pub review: Option<Vec<Option<PositionScore>>>,
    /// Whether the file says hints were shown during the game.
    pub hints_used: bool,
    /// Slick Willy's level, when the file names one (a game against him below the top).
    pub level: Option<u8>,
    /// The game clock, when the game was played on one (version 6): the time control and each
    /// side's time left when it was saved. A side at zero has lost on time (only the side to move
    /// of a game that is not over may be).
    pub clock: Option<Clocks>,
}

/// `"black"` or `"white"`.
pub(super) fn color_id(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}
