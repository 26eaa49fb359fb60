//! The page's side of the AI worker: starting one, posting requests, ending it. Which answer counts
//! is the model's business (request ids and worker generations, see [`ui`](crate::ui)); this module
//! only carries messages, each tagged with the generation of the worker it came from.

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::protocol::{FromWorker, ToWorker};
use crate::ui::Msg;

thread_local! {
    /// The current worker, if one runs, and its generation.
    static WORKER: RefCell<Option<(u32, Worker)>> = const { RefCell::new(None) };
}

/// Ends the current worker (if any) and starts worker number `generation`, whose messages and
/// failures go to `dispatch`.
pub fn spawn(generation: u32, dispatch: fn(Msg)) {
    stop();
    match start_worker(generation, dispatch) {
        Ok(worker) => WORKER.with(|w| *w.borrow_mut() = Some((generation, worker))),
        Err(e) => dispatch(Msg::WorkerDied {
            generation,
            why: format!("{e:?}"),
        }),
    }
}

/// Ends the current worker.
pub fn stop() {
    if let Some((_, worker)) = WORKER.with(|w| w.borrow_mut().take()) {
        worker.terminate();
    }
}

/// Posts a request to the current worker; a failure is reported as that worker's death.
pub fn post(request: &ToWorker, dispatch: fn(Msg)) {
    let current = WORKER.with(|w| w.borrow().clone());
    let Some((generation, worker)) = current else {
        return;
    };
    let posted = serde_wasm_bindgen::to_value(request)
        .map_err(JsValue::from)
        .and_then(|value| worker.post_message(&value));
    if let Err(e) = posted {
        let why = format!("a request could not be sent: {e:?}");
        dispatch(Msg::WorkerDied { generation, why });
    }
}

/// Starts the worker Trunk built (`worker_loader.js` loads its WebAssembly as a module worker).
fn start_worker(generation: u32, dispatch: fn(Msg)) -> Result<Worker, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options("./worker_loader.js", &options)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        dispatch(
            match serde_wasm_bindgen::from_value::<FromWorker>(e.data()) {
                Ok(message) => Msg::Worker {
                    generation,
                    message,
                },
                Err(err) => Msg::WorkerDied {
                    generation,
                    why: format!("unreadable message from the worker: {err}"),
                },
            },
        )
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
        dispatch(Msg::WorkerDied { generation, why });
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // Safe to forget: as above.
    on_error.forget();
    Ok(worker)
}
