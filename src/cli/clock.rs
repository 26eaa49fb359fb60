//! The wall clock the command line lends the engine: a [`Host`] whose time is real.
//!
//! The engine has no clock of its own (it must also run in the browser); the protocols measure time
//! from the moment a search starts with [`Instant`] and ask the search to stop at the budget.

use std::time::Instant;

use crate::engine::search::Host;

/// A search's clock: milliseconds since it started, and a hard stop at the budget (if any).
pub struct Clock {
    start: Instant,
    stop_at_ms: Option<u64>,
}

impl Clock {
    /// A clock started now that stops the search after `stop_at_ms` (never when `None`).
    pub fn start(stop_at_ms: Option<u64>) -> Clock {
        Clock {
            start: Instant::now(),
            stop_at_ms,
        }
    }

    /// Milliseconds since the clock started.
    pub fn ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }

    /// Seconds since the clock started.
    pub fn secs(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }
}

impl Host for Clock {
    fn elapsed_ms(&mut self) -> u64 {
        self.ms()
    }

    fn stopped(&mut self) -> bool {
        self.stop_at_ms.is_some_and(|stop| self.ms() >= stop)
    }
}
