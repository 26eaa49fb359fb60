//! The page's side of the explainer, the explanations' own worker (issue 48): started once and
//! kept, beside the pool, so that "Why?" never waits for a worker to start nor stops the pool's
//! job. The model posts a question only after the worker's `Ready` (see
//! [`ethello_ui::Explainer`]), so nothing waits here.

use std::cell::RefCell;

use web_sys::Worker;

use super::pool;
use ethello_model::protocol::ToWorker;
use ethello_ui::Msg;

thread_local! {
    /// The explainer, once started.
    static EXPLAINER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// Starts the explainer (ending one already there): its messages come back as
/// [`Msg::Explainer`], a failure as [`Msg::ExplainerDied`].
pub fn start(dispatch: fn(Msg)) {
    let heard = |message| Some(Msg::Explainer(message));
    let died = |_why: String| Msg::ExplainerDied;
    let started = pool::start_module_worker("", dispatch, (heard, drop), died);
    let old = EXPLAINER.with(|e| e.replace(started.as_ref().ok().cloned()));
    if let Some(old) = old {
        old.terminate();
    }
    if started.is_err() {
        dispatch(Msg::ExplainerDied);
    }
}

/// Posts a question to the explainer; a failure is its death.
pub fn post(request: &ToWorker, dispatch: fn(Msg)) {
    let worker = EXPLAINER.with(|e| e.borrow().clone());
    let posted = worker.map(|w| {
        serde_wasm_bindgen::to_value(request)
            .map_err(Into::into)
            .and_then(|value| w.post_message(&value))
    });
    if !matches!(posted, Some(Ok(()))) {
        dispatch(Msg::ExplainerDied);
    }
}
