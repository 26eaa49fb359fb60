//! The AI's Web Worker (WebAssembly; its entry point is `src/main.rs`, built by Trunk): receives [`ToWorker`](ethello_model::protocol::ToWorker) requests, runs the engine, posts [`FromWorker`](ethello_model::protocol::FromWorker) answers.
//! It posts `Ready` as soon as its WebAssembly has started, because the page must not send anything
//! before that. One engine [`Session`](ethello_engine::Session) serves every request (`jobs`): a move, the hints, the
//! review, the study; its player's tables live as long as the seed stays the same (one game), so
//! they carry over from move to move, and its reviewer's as long as the worker. The tasks of a
//! move split over the pool (`ToWorker::Split`) have a searcher of their own, whose table lives on
//! too. A request that
//! cannot be decoded (a bad position text, say) is answered with `FromWorker::Failed` for its id,
//! so the page never waits for nothing. The same worker serves the benchmarks' requests
//! (`bench`), told apart by their `type`.
//!
//! The explorer's questions (`ToWorker::Explore`) are answered from the tournament archive that
//! the page hands over once ([`explore`]), and about the player's own games from the list the
//! page sends ([`mine`]); the archive's code lives in this worker only. The archive's worker
//! (named `explore` by the page) skips the engine's warm-up, and keeps what it decoded in
//! IndexedDB so that the next opening skips the decoding (`store`); when it must decode, a helper
//! worker (`explore-chunk`) decodes half of the moves meanwhile ([`split`]).
//!
//! WebAssembly only, but for [`explore`], [`mine`] and [`split`] (pure, tested natively): on other targets the rest is
//! left out (the `worker` binary says where it runs).

#![deny(missing_docs)]

mod convert;
pub mod explore;
pub mod mine;
pub mod split;

#[cfg(target_arch = "wasm32")]
pub mod bench;
#[cfg(target_arch = "wasm32")]
pub mod clock;
#[cfg(target_arch = "wasm32")]
pub mod jobs;
#[cfg(target_arch = "wasm32")]
mod store;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(target_arch = "wasm32")]
pub use web::{answer, handle, start, Reply};
