//! E-Thello: Othello in the browser, and the same engine on the command line.
//!
//! - [`engine`]: the game and the AI, pure Rust for every target (bitboards, moves, records, search).
//! - [`savefile`]: the `.etl` save file, written and checked on load (pure Rust, every target).
//! - `web` (WebAssembly only): the page and the worker that turn browser events into engine calls and
//!   engine state into pixels and sounds.
//! - [`protocol`]: the typed messages between the page and the AI's Web Worker.
//! - `cli` (native only): the `ethello` command line.
#![deny(missing_docs)]

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod engine;
pub mod protocol;
pub mod savefile;
#[cfg(target_arch = "wasm32")]
pub mod web;
