//! Parallel search without shared memory: a coordinator that splits a root search into tasks for
//! workers that cooperate only by messages, each with its own [`Search`](super::Search) and table.
//!
//! The browser cannot share memory between its workers (WebAssembly threads need a standard library
//! rebuilt with atomics), so the coordinator is a pure state machine over two messages, [`Task`] (to a
//! worker) and [`Done`] (back), both serde types: no thread, no clock, no I/O inside. A transport moves
//! them: `search::threads` over native threads and channels (a [`Session`](crate::Session)'s
//! workers), [`simulate()`] one task at a time with a virtual clock per worker, and the page over Web
//! Workers. A shared-memory build could replace the transport without touching the search: the
//! state machine only sees tasks and results.
//!
//! - `root::RootSplit` (internal): one search of the root's moves (a midgame search to a depth, or
//!   the exact solve), young brothers wait: the eldest move alone with the full window, then the
//!   others with a null window at the bound it set, by whichever worker is free. The best move's
//!   search may be a nested `RootSplit` of its child (young brothers wait one ply down, and so on),
//!   when it is big enough.
//! - [`Worker`]: runs one task with the ordinary single-threaded search (the midgame search or the
//!   exact solver).
//! - [`Deepening`]: iterative deepening over root splits, then an exact split, as
//!   [`Search::run`](super::Search::run) decides them (the same driver); step by step, so that a
//!   page receiving replies as events drives the same machine as a loop on threads.
//!
//! Scores: a task's score is for the side to move of the task's board (centi-discs for a midgame
//! task, the final disc difference for an exact one), fail-soft against the task's window as in the
//! rest of the search. Every result is a true bound whatever the bound of the moment, so a result
//! that comes back late (searched at an older alpha) is simply read against the current one, and
//! tasks never need cancelling for correctness.

internal! { mod deepen; }
internal! { mod root; }
internal! { mod simulate; }
mod task;
internal! { mod worker; }

pub use self::deepen::Deepening;
pub use self::simulate::{simulate, Simulated};
pub use self::task::{Done, Task, Work};
pub use self::worker::Worker;
