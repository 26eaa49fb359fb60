//! The wall clock the command line lends the engine: a [`Host`] whose time is real.
//!
//! The engine has no clock of its own (it must also run in the browser); the command line measures
//! time from the moment a search starts with [`Instant`] and, when given a hard limit, stops the search
//! there through [`Host::stopped`].

use std::time::Instant;

use ethello_engine::search::Host;

/// A search's clock: milliseconds since it started, and an optional hard stop.
pub struct Clock {
    start: Instant,
    stop_at_ms: Option<u64>,
}

impl Clock {
    /// A clock starting now, with no hard stop.
    pub fn new() -> Clock {
        Clock::start(None)
    }

    /// A clock starting now that stops the search after `stop_at_ms` (never when `None`).
    pub fn start(stop_at_ms: Option<u64>) -> Clock {
        Clock {
            start: Instant::now(),
            stop_at_ms,
        }
    }

    /// The same clock (the same start) stopping the search after `stop_at_ms` instead.
    pub fn with_stop(self, stop_at_ms: Option<u64>) -> Clock {
        Clock { stop_at_ms, ..self }
    }

    /// Milliseconds since the start.
    pub fn ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
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
        self.ms()
    }

    fn stopped(&mut self) -> bool {
        self.stop_at_ms.is_some_and(|stop| self.ms() >= stop)
    }
}

/// The calling thread's CPU time in seconds (Linux), for timings on a shared machine where the wall
/// clock also counts other programs' turns; `None` elsewhere.
pub fn thread_cpu_seconds() -> Option<f64> {
    #[cfg(target_os = "linux")]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `t` is a valid timespec for the call to write.
        let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
        ok.then_some(t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9)
    }
    #[cfg(not(target_os = "linux"))]
    None
}
