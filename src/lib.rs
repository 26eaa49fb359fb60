//! E-Thello: Othello in the browser, and the same engine on the command line.
//!
//! - [`engine`]: the game and the AI, pure Rust for every target (bitboards, moves, records, search):
//!   the `ethello-engine` crate (`crates/engine`), of which this crate is a user.
//! - [`setup`]: who plays (two humans, a human against a character, two characters), names, themes,
//!   the game clock: the domain model the page, the save file and the worker protocol share.
//! - [`savefile`]: the `.etl` save file, written and checked on load (pure Rust, every target).
//! - [`import`]: opening whatever a player pastes or drops (transcript, position, GGF, save, link).
//! - [`protocol`]: the typed messages between the page and the AI's Web Worker.
//! - [`training`]: puzzles from real games, the rating scale, and the drills built on them.
//! - [`ui`]: the page's state machine (messages, update, effects), pure Rust for every target so that
//!   `cargo test` checks it natively.
//! - `web` (WebAssembly only): its two programs, `web::page` (the DOM runtime that carries out the
//!   effects, draws the view and turns browser events into messages) and `web::worker` (the Web
//!   Worker where the engine thinks).
//! - `cli` (native only): the `ethello` command line.
//!
//! The game's rules, the characters, the screens and the page <-> worker flow are described in
//! `docs/design.md`.
#![deny(missing_docs)]

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub use ethello_engine as engine;
pub mod import;
pub mod protocol;
pub mod savefile;
pub mod setup;
pub mod training;
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;
