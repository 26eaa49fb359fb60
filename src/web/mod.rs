//! The browser layer (WebAssembly only): it turns events into engine calls and engine state into
//! pixels, words and sounds. No game rule lives here: every move goes through the engine's checked
//! `Game::play`.
//!
//! - [`app`]: the page's state and actions; [`view`]: state to DOM; [`input`]: events to actions.
//! - [`render`]: the canvas painter; [`grid`]: the accessible 64-cell mirror of the board.
//! - [`ai`]: the page's side of the worker; [`worker`]: the worker itself.
//! - [`files`]: Save and Load of `.etl` files, and the game kept in browser storage.
//! - [`audio`]: the sounds; [`scenes`]: the cut-scenes with the characters.
//! - [`prefs`], [`theme`], [`dom`]: preferences, board colours, DOM helpers.

pub mod ai;
pub mod app;
pub mod audio;
pub mod dom;
pub mod files;
pub mod grid;
pub mod input;
pub mod prefs;
pub mod render;
pub mod scenes;
pub mod theme;
pub mod view;
pub mod worker;
