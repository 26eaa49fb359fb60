//! Search: choose a move for a board under a budget.
//!
//! The engine has no clock. A [`Host`] supplies the elapsed time and a stop flag, and receives
//! progress reports; the browser worker and the command line each implement it. Scores are from the
//! side to move's point of view: exact endgame scores are final disc differences (-64..=64, empties to
//! the winner); midgame scores are estimates on the same scale.
//!
//! This is the stable interface the page, the worker and the protocols call. The parts, each on its
//! own: [`budget`] (nodes, clock and stop), [`hash`] (transposition table), [`ordering`] (move lists),
//! [`midgame`] (PVS to a depth), [`endgame`] (the exact solver), [`classic`] (plain fixed-depth
//! alpha-beta for the two easier characters), over [`score`] (what they share about scores).
//! [`Search::run`] drives them: iterative deepening, then an exact solve as soon as the budget allows
//! one, and a little before that a win/draw/loss solve.

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
#[cfg(not(target_arch = "wasm32"))]
pub mod threads;
pub mod time;

pub use self::limits::{Host, Limits, Quiet, Report};
pub use self::searcher::Search;
pub use self::time::{solvable_empties, HARD_MOVE_FACTOR};
