//! Search: choose a move for a board under a budget.
//!
//! The engine has no clock. A [`Host`] supplies the elapsed time and a stop flag, and receives
//! progress reports; the browser worker and the command line each implement it. Scores are from the
//! side to move's point of view: exact endgame scores are final disc differences (-64..=64, empties to
//! the winner); midgame scores are estimates on the same scale.
//!
//! The API: [`Search`] (a searcher with its table), [`Limits`], [`Host`], [`Report`], and
//! [`split`] (one search split over workers that share no memory). The parts, each on its own and
//! internal (public with the `internals` feature): `budget` (nodes, clock and stop), `hash`
//! (transposition table), `ordering` (move lists), `midgame` (PVS to a depth), `endgame` (the exact
//! solver), `classic` (plain fixed-depth alpha-beta for the two easier characters), over `score`
//! (what they share about scores); `time` (how a move's time is allotted) and `driver` (one move's
//! iterative deepening, decided once for the single and the split search). [`Search::run`] drives
//! them: iterative deepening, then an exact solve as soon as the budget allows one, and a little
//! before that a win/draw/loss solve.

internal! { mod budget; }
internal! { mod classic; }
mod driver;
internal! { mod endgame; }
internal! { mod hash; }
mod last_flip;
internal! { mod leaves; }
mod limits;
internal! { mod midgame; }
internal! { mod mtd; }
internal! { mod ordering; }
mod pages;
internal! {
    #[cfg(not(target_arch = "wasm32"))]
    mod parallel;
}
internal! { mod score; }
mod searcher;
pub mod split;
internal! {
    #[cfg(not(target_arch = "wasm32"))]
    mod threads;
}
internal! { mod time; }

pub use self::limits::{Host, Limits, Quiet, Report};
pub use self::searcher::Search;
pub(crate) use self::searcher::Think;
