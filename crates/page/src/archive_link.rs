//! The page's side of the opening explorer: fetching the tournament archive's file
//! (`data/archive.bin`, only when the explorer opens; the service worker keeps a copy for offline
//! use, as it does for everything under `data/`) and the explorer's own two workers: the archive's,
//! which reads the file once and answers the questions about games, and the values', which runs
//! the engine's short search of a position's moves ([`Ask::Values`]) and answers the questions
//! about the player's own games ([`Ask::is_mine`]). Apart, a move's statistics never wait behind
//! the last position's search, nor "My games" behind the archive's read. Their names (`explore`,
//! `explore-values`) tell them to skip the pool's warm-up (a split search that would hold back
//! their first answer by a fifth of a second or more); the archive's keeps what it reads in
//! IndexedDB and asks for it as soon as it starts (the worker's `store`). The pool's workers are replaced on a cancel;
//! these live as long as the page, so the archive is read once.
//!
//! When the archive's worker must decode the file (no snapshot), a third worker (`explore-chunk`,
//! started for it and ended once it has answered) decodes half of the moves meanwhile: their
//! messages to each other (arrays) are relayed here untouched ([`relay`]). Not the values' worker,
//! so that "My games" never waits behind that half (about a second).
//!
//! A message posted before a worker's WebAssembly has started is lost: the questions wait here
//! until the worker says `Ready`. Which answer counts is the model's business
//! ([`ethello_ui::explore`]).

use std::cell::RefCell;

use wasm_bindgen::JsValue;
use web_sys::Worker;

use super::{files, pool};
use ethello_model::protocol::explore::Ask;
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_ui::{ExploreMsg, Msg};

/// The archive's file, beside the page (Trunk copies `www/data` there).
const ARCHIVE: &str = "data/archive.bin";

/// One of the explorer's workers, and the questions waiting for it to start (`None` once it has).
struct Link {
    worker: Worker,
    waiting: Option<Vec<JsValue>>,
}

/// The explorer's workers: the archive's (0), the engine values' (1), the archive's helper (2).
type Links = [Option<Link>; 3];

thread_local! {
    /// The explorer's workers, each once started.
    static LINKS: RefCell<Links> = const { RefCell::new([None, None, None]) };
}

/// The worker a question goes to: the archive's, but for [`Ask::Values`] and the player's own
/// games ([`Ask::is_mine`]), which need no archive and so never wait behind its read.
fn slot(request: &ToWorker) -> usize {
    let apart = match request {
        ToWorker::Explore { ask, .. } => matches!(ask, Ask::Values { .. }) || ask.is_mine(),
        _ => false,
    };
    usize::from(apart)
}

/// Fetches the archive's file and sends its bytes ([`ExploreMsg::Fetched`]), or why not. The
/// archive's worker starts meanwhile: its WebAssembly is compiled while the file comes, not after.
pub fn fetch(dispatch: fn(Msg)) {
    start(0, dispatch);
    wasm_bindgen_futures::spawn_local(async move {
        dispatch(Msg::Explore(ExploreMsg::Fetched(bytes(ARCHIVE).await)));
    });
}

/// The bytes at `path`, or why not.
async fn bytes(path: &str) -> Result<Vec<u8>, String> {
    let (response, why) = files::fetched(path).await?;
    let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer().map_err(why)?)
        .await
        .map_err(why)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Posts a question to its worker ([`slot`]), started on its first.
pub fn post(request: &ToWorker, dispatch: fn(Msg)) {
    let value = match serde_wasm_bindgen::to_value(request) {
        Ok(value) => value,
        Err(e) => return dispatch(died(format!("{e}"))),
    };
    post_value(slot(request), value, dispatch);
}

/// Posts a message to the worker `at`, started on its first: a question, or the other worker's
/// message relayed.
fn post_value(at: usize, value: JsValue, dispatch: fn(Msg)) {
    start(at, dispatch);
    LINKS.with(|l| {
        let mut links = l.borrow_mut();
        let Some(link) = links[at].as_mut() else {
            return;
        };
        match link.waiting.as_mut() {
            Some(waiting) => waiting.push(value),
            None => send(&link.worker, &value, dispatch),
        }
    });
}

/// Starts the worker `at` unless it is started (a failure told as its death).
fn start(at: usize, dispatch: fn(Msg)) {
    if LINKS.with(|l| l.borrow()[at].is_some()) {
        return;
    }
    let name = ["explore", "explore-values", "explore-chunk"][at];
    let relayed = move |value| relay(at, value, dispatch);
    // The helper's failure is no failure of the explorer: the archive's worker decodes its half.
    let died: fn(String) -> Msg = if at == 2 { unheeded } else { died };
    match pool::start_module_worker(name, dispatch, (move |m| heard(at, m), relayed), died) {
        Ok(worker) => LINKS.with(|l| {
            l.borrow_mut()[at] = Some(Link {
                worker,
                waiting: Some(Vec::new()),
            })
        }),
        Err(e) => dispatch(died(format!("{e:?}"))),
    }
}

/// Carries a message of the archive's worker to its helper (started for it), or of the helper
/// back to the archive's worker (the helper ended then: it has done its one task).
fn relay(at: usize, value: JsValue, dispatch: fn(Msg)) {
    post_value(2 - at, value, dispatch);
    if at == 2 {
        if let Some(helper) = LINKS.with(|l| l.borrow_mut()[2].take()) {
            helper.worker.terminate();
        }
    }
}

/// The helper's death, told as the failure of a question nobody asked (the model ignores it).
fn unheeded(why: String) -> Msg {
    let message = FromWorker::Failed {
        id: u32::MAX,
        message: why,
    };
    Msg::Explore(ExploreMsg::Reply(message))
}

/// The explorer's worker died, or could not be spoken to: why.
fn died(why: String) -> Msg {
    Msg::Explore(ExploreMsg::WorkerDied(why))
}

/// A message of the explorer's worker `at`: `Ready` sends the questions that waited; the others
/// go to the model.
fn heard(at: usize, message: FromWorker) -> Option<Msg> {
    if !matches!(message, FromWorker::Ready { .. }) {
        return Some(Msg::Explore(ExploreMsg::Reply(message)));
    }
    LINKS.with(|l| {
        let mut links = l.borrow_mut();
        let link = links[at].as_mut()?;
        for value in link.waiting.take().unwrap_or_default() {
            if let Err(e) = link.worker.post_message(&value) {
                return Some(Msg::Explore(ExploreMsg::WorkerDied(format!("{e:?}"))));
            }
        }
        None
    })
}

/// Posts one question, a failure told as the worker's.
fn send(worker: &Worker, value: &JsValue, dispatch: fn(Msg)) {
    if let Err(e) = worker.post_message(value) {
        dispatch(died(format!("{e:?}")));
    }
}
