//! Training: puzzles from real games, the rating scale, and what the page needs to drill a player.
//!
//! - [`puzzle`] and [`set`]: a puzzle (a position where one move is the only good one, with the
//!   value of every move) and the puzzle file the page fetches.
//! - [`glicko`], [`progress`], [`repetition`], [`pick`], [`day`]: the player's rating (Glicko-2),
//!   what his training recorded (exported and imported as a file), when a missed exercise comes
//!   back, which puzzle comes next, and the calendar days they count in.
//! - [`solving`]: one try at a puzzle, step by step, as the page plays it; [`rush`]: Puzzle
//!   Streak and Puzzle Storm, runs of puzzles against a count or a clock.
//! - [`games`]: "My games", every game finished on this browser, kept and exported.
//! - [`drills`]: reason drills, a position and two moves: the better one and why.
//! - [`ladder`]: the Elo scale of the characters and Slick Willy's levels, which players and
//!   puzzles are rated on.
//! - [`find`], [`themes`], [`rate`], [`check`], [`stats`]: how `ethello puzzles` builds, rates,
//!   re-proves and counts the puzzles, with the engine.
//!
//! Everything here is pure Rust for every target: the page reads puzzles with it, the command line
//! builds them with it.

pub mod check;
pub mod coach;
pub mod day;
pub mod drills;
pub mod find;
pub mod games;
pub mod glicko;
pub mod ladder;
pub mod pick;
pub mod progress;
pub mod puzzle;
pub mod rate;
pub mod repetition;
pub mod rush;
mod seed;
pub mod set;
pub mod solving;
pub mod stats;
pub mod themes;
