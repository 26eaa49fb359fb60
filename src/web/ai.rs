//! The page's side of the AI worker: starting it, sending requests, and telling stale answers apart.
//!
//! Invariant: at most one request is pending; its id is the only one whose answer is played. Cancelling
//! forgets the pending id (a late answer is then ignored) and, if the worker is busy, terminates it
//! and starts a fresh one, so a long search never delays the next game.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::engine::{Player, Position};
use crate::protocol::{FromWorker, ToWorker};

/// What the page hears from the worker.
pub enum Heard {
    /// A decoded message.
    Message(FromWorker),
    /// The worker failed to start or crashed.
    Died(String),
}

/// The worker handle and the request bookkeeping.
pub struct Ai {
    worker: Option<Worker>,
    /// The worker said `Ready`.
    pub ready: bool,
    /// The worker died; the page offers to retry.
    pub dead: Option<String>,
    next_id: u32,
    /// The request being thought about: id, who thinks, when it was sent (ms).
    pub pending: Option<(u32, Player, f64)>,
}

impl Ai {
    /// No worker yet.
    pub fn new() -> Ai {
        Ai {
            worker: None,
            ready: false,
            dead: None,
            next_id: 1,
            pending: None,
        }
    }

    /// Starts a worker whose messages and errors go to `listener`.
    pub fn spawn(&mut self, listener: fn(Heard)) {
        self.terminate();
        self.dead = None;
        match start_worker(listener) {
            Ok(w) => self.worker = Some(w),
            Err(e) => self.dead = Some(format!("{e:?}")),
        }
    }

    fn terminate(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.ready = false;
    }

    /// Asks for `player`'s move in `position`; returns the request id.
    pub fn think(
        &mut self,
        position: Position,
        player: Player,
        willy_ms: u64,
        seed: u64,
        now: f64,
    ) -> Option<u32> {
        let worker = self.worker.as_ref().filter(|_| self.ready)?;
        let id = self.next_id;
        self.next_id += 1;
        let msg = ToWorker::Think {
            id,
            position: position.to_string(),
            player,
            willy_ms,
            seed,
        };
        let value = serde_wasm_bindgen::to_value(&msg).ok()?;
        worker.post_message(&value).ok()?;
        self.pending = Some((id, player, now));
        Some(id)
    }

    /// Forgets the pending request; a busy worker is replaced so the next request starts at once.
    pub fn cancel(&mut self, listener: fn(Heard)) {
        if self.pending.take().is_some() {
            self.spawn(listener);
        }
    }

    /// When `id` is the request being waited for: clears it and returns when it was sent (ms).
    pub fn accept(&mut self, id: u32) -> Option<f64> {
        match self.pending {
            Some((p, _, sent)) if p == id => {
                self.pending = None;
                Some(sent)
            }
            _ => None,
        }
    }

    /// The worker died: forget it and the request.
    pub fn died(&mut self, why: String) {
        self.terminate();
        self.pending = None;
        self.dead = Some(why);
    }
}

impl Default for Ai {
    fn default() -> Self {
        Ai::new()
    }
}

/// Starts the worker Trunk built (`worker_loader.js` loads its WebAssembly as a module worker).
fn start_worker(listener: fn(Heard)) -> Result<Worker, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options("./worker_loader.js", &options)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        match serde_wasm_bindgen::from_value::<FromWorker>(e.data()) {
            Ok(msg) => listener(Heard::Message(msg)),
            Err(err) => listener(Heard::Died(format!(
                "unreadable message from the worker: {err}"
            ))),
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // Safe to forget: it lives as long as this worker; a respawn makes a new one (a few bytes leaked
    // per respawn, which only happens on cancel or crash).
    on_message.forget();
    // A script that fails to load fires a plain Event; a crash inside fires an ErrorEvent.
    let on_error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        e.prevent_default();
        let why = e
            .dyn_ref::<ErrorEvent>()
            .map(ErrorEvent::message)
            .filter(|m| !m.is_empty())
            .unwrap_or_else(|| "its script could not be loaded".to_string());
        listener(Heard::Died(why));
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // Safe to forget: as above.
    on_error.forget();
    Ok(worker)
}
