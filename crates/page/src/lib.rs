//! The page (WebAssembly only): the runtime that drives the [`ui`](ethello_ui) state machine. No game
//! rule and no page state lives here: the state is [`ui::Model`](ethello_ui::Model), and every
//! change of it goes through [`ui::update`](ethello_ui::update).
//!
//! - [`runtime`]: holds the model, queues messages, runs `update`, draws the view, carries out
//!   the effects. The only module that knows the others.
//! - [`input`]: DOM events to [`Msg`](ethello_ui::Msg)s, nothing else; [`study_input`] for the
//!   analysis board, the open box and files dropped on the board.
//! - [`view`]: the model to the DOM, read-only: [`apply`] writes `ethello_ui::view`'s `View`
//!   (what differs from the last one); the page itself draws [`render`] (the canvas painter),
//!   [`grid`] (the accessible 64-cell mirror of the board), [`graph`]
//!   (the review's evaluation graph), [`clock_view`] (the choice screen's clock options),
//!   [`online_view`] (the preset messages and the invite link), [`character_view`] and
//!   [`words_view`] (the page's own text and `lang` in the language shown).
//! - [`effects`]: carries out one [`Effect`](ethello_ui::Effect), with [`audio`], [`storage`],
//!   [`files`] (downloads and reading chosen files), [`poster`] (Save picture's PNG) and [`pool`]
//!   (the page's side of the pool of workers).
//! - [`online`]: the online game's socket, seats kept and buttons; [`archive_link`] the
//!   explorer's file and worker.
//! - [`dom`]: tiny accessors for the window, the document and listeners.
//!
//! Imports flow one way: `runtime` -> {`input`, `view`, `effects`} -> helpers -> `dom`. Code that must
//! send a message later (listeners, timers, the workers, file reads) is handed the runtime's
//! `dispatch` as a plain `fn(Msg)`, so no module imports the runtime.
//!
//! WebAssembly only: on other targets the crate is empty (its `app` binary says where it runs).
#![cfg(target_arch = "wasm32")]
#![deny(missing_docs)]

pub mod apply;
pub mod archive_link;
pub mod audio;
pub mod character_view;
pub mod clock_view;
pub mod dom;
pub mod effects;
pub mod explainer;
pub mod explore_input;
pub mod files;
pub mod graph;
pub mod grid;
pub mod input;
pub mod online;
pub mod online_view;
pub mod player_input;
pub mod pool;
pub mod poster;
pub mod render;
pub mod runtime;
pub mod storage;
pub mod study_input;
pub mod train_input;
pub mod view;
pub mod words_view;
