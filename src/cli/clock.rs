//! The command line's [`Host`]: a wall clock for the engine's time budgets, no stop, no listener.

use std::time::Instant;

use crate::engine::search::Host;

/// A [`Host`] whose `elapsed_ms` counts from its creation (or the last [`Clock::restart`]).
pub struct Clock {
    start: Instant,
}

impl Clock {
    /// A clock starting now.
    pub fn new() -> Clock {
        Clock {
            start: Instant::now(),
        }
    }

    /// Seconds since the start, as a float.
    pub fn seconds(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }
}

impl Default for Clock {
    fn default() -> Clock {
        Clock::new()
    }
}

impl Host for Clock {
    fn elapsed_ms(&mut self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}
