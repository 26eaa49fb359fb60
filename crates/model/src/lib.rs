//! E-Thello's game model: what a game is beyond the engine's rules, shared by every front end (the
//! page's state machine, its worker, the command line). Pure Rust for every target: no I/O, no
//! clock, no browser.
//!
//! - [`setup`]: who plays (two humans, a human against a character, two characters), names,
//!   themes, the game clock's choices.
//! - [`savefile`]: the `.etl` save file, written and checked on load.
//! - [`import`]: opening whatever a player pastes or drops (transcript, position, GGF, save, link).
//! - [`protocol`]: the typed messages between the page and the AI's Web Worker.
//! - [`training`]: puzzles from real games, the rating scale, and the drills built on them.
//! - [`why`]: an explanation of a move (the engine's `explain`) as the page receives it.
//!
//! It depends on the engine alone (`ethello-engine`, its API and benchmark workload); the `ui`
//! crate, the two WebAssembly programs and the command line depend on it (docs/design.md,
//! "Crates").
#![deny(missing_docs)]

pub mod import;
pub mod protocol;
pub mod savefile;
pub mod setup;
pub mod training;
pub mod why;
