//! E-Thello: Othello in the browser, and the same engine on the command line.
//!
//! - [`engine`]: the game and the AI, pure Rust for every target (bitboards, moves, records, search).
//! - [`savefile`]: the `.etl` save file, written and checked on load (pure Rust, every target).
//! - `web` (WebAssembly only): the page and the worker that turn browser events into engine calls and
//!   engine state into pixels and sounds.
#![deny(missing_docs)]

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod engine;
pub mod savefile;
