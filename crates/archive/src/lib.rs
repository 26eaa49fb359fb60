//! E-Thello's game archive: the French federation's WTHOR tournament games (122,711 of them,
//! 1977-2018) in one compact file, and the explorer's questions over it.
//!
//! Pure Rust for every target (the page's worker runs it): no I/O but functions that take bytes,
//! no clock. The engine gives the boards, the moves and the `.wtb` reader.
//!
//! - [`names`]: the players' and tournaments' lists (`WTHOR.JOU`, `WTHOR.TRN`, Latin-1).
//! - [`build`] / [`build_from_files`]: the raw files to the archive file ([`Source`] reads them);
//!   [`read`]: the file to an [`Archive`], refusing anything else with an [`ArchiveError`]. The
//!   layout is in [`encode`]; the moves' model in [`model`] (a move is its choice among the legal
//!   moves, range-coded with an opening tree and a model of each square's neighbourhood).
//!   [`decode_chunk`] / [`read_with`]: the same read with the moves' chunks decoded apart (on two
//!   workers) and joined ([`chunks`]).
//!   [`Archive::snapshot`] / [`read_snapshot`]: the archive as read, for a cache that skips the
//!   decoding ([`snapshot`]).
//! - [`Archive::stats`], [`Archive::games_at`], [`Archive::page`]: a position's moves and games under
//!   a [`Filter`], up to the board's eight symmetries ([`symmetry`]), through an index by position
//!   ([`index`]).
//! - Players: search by name, a player's games, results by year, a record against another, and
//!   his page ([`Archive::profile`]: by year, by opening as each colour).
//! - [`MyGames`]: the same statistics over the player's own games, serialisable.
//! - Export: [`Archive::transcript`], [`Archive::ggf`], and [`Archive::to_wtb`] (a year's `.wtb`
//!   file again, byte for byte).
//!
//! The command line's `ethello archive` is meant to be one call per subcommand: `build` is
//! [`build_from_files`] on the folder's files; `stats` is [`read`] then [`Archive::stats`] (serde
//! gives `--json`); `games` is [`Archive::search_players`], [`Archive::player_games`] or
//! [`Archive::games_at`], then [`Archive::page`]; `export` is [`Archive::transcript`] or
//! [`Archive::ggf`] over those games.
//!
//! Invariants: an [`Archive`] holds only legal games whose fields are in range (the reader checks
//! them); game `id`s are archive (year, then file) order; every square an answer gives is in the
//! frame of the position asked about.

#![deny(missing_docs)]

mod archive;
pub mod chunks;
pub mod coder;
pub mod decode;
pub mod encode;
mod error;
mod explore;
mod export;
pub mod fallback;
pub mod fields;
pub mod index;
mod mine;
pub mod model;
pub mod names;
mod players;
mod profile;
pub mod snapshot;
pub mod stats;
pub mod symmetry;

pub use archive::{wthor_byte, Archive, GameId, GameInfo};
pub use chunks::{decode_chunk, read_with, ChunkMoves};
pub use decode::read;
pub use encode::{build, build_from_files, Source, WtbFile};
pub use error::{ArchiveError, BuildError};
pub use explore::{Filter, GamesPage, Page, Side, SortBy};
pub use mine::{MyFilter, MyGame, MyGames};
pub use players::{fold, PlayerRecord};
pub use profile::{OpeningRecord, Profile};
pub use snapshot::read_snapshot;
pub use stats::{MoveStats, Stats, Tally};
