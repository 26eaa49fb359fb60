//! The browser half (WebAssembly only): two programs over the [`ui`](crate::ui) state machine and
//! the engine, each built into its own WebAssembly binary by Trunk.
//!
//! - [`page`]: the page (`src/bin/app.rs`): the runtime that drives the state machine, the view,
//!   the input, the effects, and the page's side of the pool of workers.
//! - [`worker`]: the Web Worker (`src/bin/worker.rs`), where the engine thinks: the game's requests
//!   ([`protocol`](crate::protocol)) and the benchmarks'.
//! - [`clock`]: `performance.now()` and the engine's clock over it: a leaf both programs use.
//!
//! The two programs never import each other: they meet only in the messages of
//! [`protocol`](crate::protocol), and share only the leaf [`clock`] (tests/layers.rs checks it).

pub mod clock;
pub mod page;
pub mod worker;
