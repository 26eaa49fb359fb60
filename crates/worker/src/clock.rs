//! The worker's clock: `performance.now()` of the global scope (a worker's scope, or in browser
//! tests a window's), and over it the clock the engine's [`Host`] wants: the worker and its jobs
//! run the engine on [`Clock`].

use wasm_bindgen::{JsCast, JsValue};

use ethello_engine::search::Host;

/// Milliseconds from the global `performance` clock (a worker's or, in tests, a window's). Any
/// object with a `now` serves: a test's fake clock (Playwright's `page.clock`, which the browser
/// tests of the game clock run on) is not an instance of `Performance`.
pub fn now_ms() -> f64 {
    match js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance")) {
        Ok(p) if p.is_object() => p.unchecked_into::<web_sys::Performance>().now(),
        _ => 0.0,
    }
}

/// The worker's clock for the engine, from `performance.now()`: it stops the search at
/// `limit_ms` (never when `None`).
pub struct Clock {
    start: f64,
    limit_ms: Option<u64>,
}

impl Clock {
    /// A clock starting now.
    pub fn start(limit_ms: Option<u64>) -> Clock {
        Clock {
            start: now_ms(),
            limit_ms,
        }
    }
}

impl Host for Clock {
    fn elapsed_ms(&mut self) -> u64 {
        (now_ms() - self.start).max(0.0) as u64
    }

    fn stopped(&mut self) -> bool {
        self.limit_ms.is_some_and(|l| self.elapsed_ms() >= l)
    }
}
