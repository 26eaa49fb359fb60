//! A seat's download of its game: the transcript always, the `.etl` save file when the server was
//! given a writer for it.
//!
//! The `.etl` writer belongs to the game crate (the page's save file), which this crate does not
//! depend on; the command line (`ethello serve`) hands it in as [`Config::etl`](crate::Config),
//! an [`EtlWriter`] that reads a [`Sheet`]. Without one, a download carries the transcript only.

use ethello_engine::Game;

use crate::clock::ClockChoice;
use crate::protocol::Outcome;

/// What a save-file writer needs of an online game.
#[derive(Clone, Copy, Debug)]
pub struct Sheet<'a> {
    /// The record: every move, passes included, from the start position.
    pub game: &'a Game,
    /// The players' names, black's and white's (cleaned; `None` where none was given).
    pub names: [Option<&'a str>; 2],
    /// The clock chosen, if any.
    pub clock: Option<ClockChoice>,
    /// Each side's time left, black's and white's, in milliseconds, when the game has a clock.
    pub clocks_ms: Option<[u64; 2]>,
    /// The result, once over.
    pub outcome: Option<Outcome>,
}

/// Writes a game as an `.etl` save file (the game crate's writer, handed in by the command line).
pub type EtlWriter = fn(&Sheet<'_>) -> String;
