//! The page's side of the pool of AI workers: starting one in a slot, posting requests, ending
//! them. Which answer counts is the model's business (request ids and worker generations, see
//! [`ui`](ethello_ui)); this module only carries messages, each tagged with the generation of the
//! worker it came from.
//!
//! A test hook, `__ethello.crashWorker(slot)`, ends a worker the way a crash does (terminated, then
//! its `error` event), so the end-to-end tests can check that the page replaces it; it changes
//! nothing a player sees.

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, ErrorEventInit, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_ui::Msg;

thread_local! {
    /// The workers of the pool by slot, each with its generation.
    static WORKERS: RefCell<Vec<Option<(u32, Worker)>>> = const { RefCell::new(Vec::new()) };
}

/// Ends the worker of `slot` (if any) and starts worker number `generation` there, whose messages
/// and failures go to `dispatch`.
pub fn spawn(slot: usize, generation: u32, dispatch: fn(Msg)) {
    if let Some((_, old)) = take(slot) {
        old.terminate();
    }
    match start_worker(generation, dispatch) {
        Ok(worker) => WORKERS.with(|w| {
            let mut w = w.borrow_mut();
            if w.len() <= slot {
                w.resize(slot + 1, None);
            }
            w[slot] = Some((generation, worker));
        }),
        Err(e) => dispatch(Msg::WorkerDied {
            generation,
            why: format!("{e:?}"),
        }),
    }
}

/// The worker of `slot`, taken out of the pool.
fn take(slot: usize) -> Option<(u32, Worker)> {
    WORKERS.with(|w| w.borrow_mut().get_mut(slot).and_then(Option::take))
}

/// Ends the workers of `from` and every slot after it.
pub fn stop_from(from: usize) {
    let ended: Vec<_> = WORKERS.with(|w| {
        let mut w = w.borrow_mut();
        let keep = from.min(w.len());
        w.split_off(keep)
    });
    for (_, worker) in ended.into_iter().flatten() {
        worker.terminate();
    }
}

/// Posts a request to the worker of `slot`; a failure is reported as that worker's death.
pub fn post(slot: usize, request: &ToWorker, dispatch: fn(Msg)) {
    let current = WORKERS.with(|w| w.borrow().get(slot).cloned().flatten());
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

/// Installs `__ethello.crashWorker(slot)` on the page for the end-to-end tests: the worker is
/// terminated and its `error` event fired, as when a worker crashes.
pub fn install_test_hook() -> Result<(), JsValue> {
    let crash = Closure::<dyn Fn(u32) -> bool>::new(|slot: u32| {
        let Some((generation, worker)) = WORKERS
            .with(|w| w.borrow().get(slot as usize).cloned())
            .flatten()
        else {
            return false;
        };
        worker.terminate();
        let init = ErrorEventInit::new();
        init.set_message(&format!("worker {generation} crashed (test)"));
        ErrorEvent::new_with_event_init_dict("error", &init)
            .and_then(|e| worker.dispatch_event(&e))
            .is_ok()
    });
    let hook = js_sys::Object::new();
    js_sys::Reflect::set(&hook, &"crashWorker".into(), crash.as_ref())?;
    js_sys::Reflect::set(&js_sys::global(), &"__ethello".into(), &hook)?;
    // Safe to forget: the hook lives as long as the page.
    crash.forget();
    Ok(())
}

/// Starts a pool worker: its messages are tagged with `generation`.
fn start_worker(generation: u32, dispatch: fn(Msg)) -> Result<Worker, JsValue> {
    let heard = move |message| {
        Some(Msg::Worker {
            generation,
            message,
        })
    };
    let died = move |why| Msg::WorkerDied { generation, why };
    start_module_worker("", dispatch, (heard, drop), died)
}

/// Starts the worker Trunk built (`worker_loader.js` loads its WebAssembly as a module worker),
/// named `name` (the explorer's are `explore`: they skip the split searcher's warm-up):
/// each message it posts becomes `heard`'s message (none: nothing to send), but an array, which goes
/// to `relay` untouched (the explorer's workers speak to each other so), and an unreadable message
/// or a failure becomes `died`'s.
pub fn start_module_worker(
    name: &str,
    dispatch: fn(Msg),
    (heard, relay): (
        impl Fn(FromWorker) -> Option<Msg> + 'static,
        impl Fn(JsValue) + 'static,
    ),
    died: impl Fn(String) -> Msg + Copy + 'static,
) -> Result<Worker, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    options.set_name(name);
    let worker = Worker::new_with_options("./worker_loader.js", &options)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if js_sys::Array::is_array(&e.data()) {
            return relay(e.data());
        }
        match serde_wasm_bindgen::from_value::<FromWorker>(e.data()) {
            Ok(message) => heard(message).into_iter().for_each(dispatch),
            Err(err) => dispatch(died(format!("unreadable message from the worker: {err}"))),
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
            // No message: the script did not load (the model words it).
            .unwrap_or_default();
        dispatch(died(why));
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // Safe to forget: as above.
    on_error.forget();
    Ok(worker)
}
