//! The page's side of the opening explorer: fetching the tournament archive's file
//! (`data/archive.bin`, only when the explorer opens; the service worker keeps a copy for offline
//! use, as it does for everything under `data/`) and the explorer's own worker, which reads the file
//! once and answers the explorer's questions. The pool's workers are replaced on a cancel; this one
//! lives as long as the page, so the archive is read once.
//!
//! A message posted before a worker's WebAssembly has started is lost: the questions wait here
//! until the worker says `Ready`. Which answer counts is the model's business
//! ([`ethello_ui::explore`]).

use std::cell::RefCell;

use wasm_bindgen::JsValue;
use web_sys::Worker;

use super::{files, pool};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_ui::{ExploreMsg, Msg};

/// The archive's file, beside the page (Trunk copies `www/data` there).
const ARCHIVE: &str = "data/archive.bin";

/// The explorer's worker, and the questions waiting for it to start (`None` once it has).
struct Link {
    worker: Worker,
    waiting: Option<Vec<JsValue>>,
}

thread_local! {
    /// The explorer's worker, once started.
    static LINK: RefCell<Option<Link>> = const { RefCell::new(None) };
}

/// Fetches the archive's file and sends its bytes ([`ExploreMsg::Fetched`]), or why not.
pub fn fetch(dispatch: fn(Msg)) {
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

/// Posts a question to the explorer's worker, started on the first.
pub fn post(request: &ToWorker, dispatch: fn(Msg)) {
    let died = |why: String| Msg::Explore(ExploreMsg::WorkerDied(why));
    let value = match serde_wasm_bindgen::to_value(request) {
        Ok(value) => value,
        Err(e) => return dispatch(died(format!("{e}"))),
    };
    let started = LINK.with(|l| l.borrow().is_some());
    if !started {
        match pool::start_module_worker(dispatch, heard, died) {
            Ok(worker) => LINK.with(|l| {
                *l.borrow_mut() = Some(Link {
                    worker,
                    waiting: Some(Vec::new()),
                })
            }),
            Err(e) => return dispatch(died(format!("{e:?}"))),
        }
    }
    LINK.with(|l| {
        let mut link = l.borrow_mut();
        let Some(link) = link.as_mut() else { return };
        match link.waiting.as_mut() {
            Some(waiting) => waiting.push(value),
            None => send(&link.worker, &value, dispatch),
        }
    });
}

/// A message of the explorer's worker: `Ready` sends the questions that waited; the others go to
/// the model.
fn heard(message: FromWorker) -> Option<Msg> {
    if !matches!(message, FromWorker::Ready { .. }) {
        return Some(Msg::Explore(ExploreMsg::Reply(message)));
    }
    LINK.with(|l| {
        let mut link = l.borrow_mut();
        let link = link.as_mut()?;
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
        dispatch(Msg::Explore(ExploreMsg::WorkerDied(format!("{e:?}"))));
    }
}
