//! The page's runtime: one [`Model`] for the page's lifetime, a queue of [`Msg`]s, and the loop that
//! feeds them to [`update`], shows the result with [`view::render`] and carries out the effects.
//!
//! Every message goes through [`dispatch`]. A message that arrives while another is being handled
//! (a listener fired by an effect, say) is queued and handled next, never dropped and never run
//! inside the other. Effects run after the view has shown the new state, so that, for example,
//! focus can move to a scene's button that the view has just shown. Effects run synchronously
//! inside the browser event that caused them, which keeps the user gesture a file chooser or
//! sound needs.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use wasm_bindgen::JsValue;

use super::view::{self, Canvas};
use super::{ai, audio, dom, effects, grid, input, storage};
use crate::ui::ids;
use crate::ui::{update, Model, Msg, Startup};

/// The model and the canvas it is drawn on.
struct Page {
    model: Model,
    canvas: Canvas,
}

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
    static QUEUE: RefCell<VecDeque<Msg>> = const { RefCell::new(VecDeque::new()) };
    static RUNNING: Cell<bool> = const { Cell::new(false) };
}

/// Starts the page: builds the grid, the sounds and the theme choices, wires the events, and sends
/// [`Msg::Started`] with what the browser remembers.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(e) = try_start() {
        let text = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        dom::set_text(ids::ALERT, &format!("E-Thello could not start: {text}"));
        dom::set_hidden_id(ids::ALERT, false);
    }
}

fn try_start() -> Result<(), JsValue> {
    grid::build(&dom::document())?;
    audio::install()?;
    view::build()?;
    let canvas = Canvas::find()?;
    let seed = (js_sys::Math::random() * 9.0e15) as u64;
    PAGE.with(|p| {
        *p.borrow_mut() = Some(Page {
            model: Model::new(seed),
            canvas,
        })
    });
    input::wire(dispatch)?;
    ai::install_test_hook()?;
    dispatch(Msg::Started(Startup {
        prefs: storage::load_prefs(),
        stored: storage::load_game(),
        link: input::link(),
        reduced_motion: dom::reduced_motion(),
        trophies: storage::load_trophies(),
        cores: dom::window().navigator().hardware_concurrency() as u32,
    }));
    Ok(())
}

/// Handles `msg`, and every message queued meanwhile, in order.
pub fn dispatch(msg: Msg) {
    QUEUE.with(|q| q.borrow_mut().push_back(msg));
    if RUNNING.with(|r| r.replace(true)) {
        return;
    }
    while let Some(msg) = QUEUE.with(|q| q.borrow_mut().pop_front()) {
        let fx = PAGE.with(|p| {
            let mut page = p.borrow_mut();
            let page = page.as_mut()?;
            page.model.now_ms = super::clock::now_ms();
            let fx = update(&mut page.model, msg);
            view::render(&page.model, &mut page.canvas);
            Some(fx)
        });
        for effect in fx.unwrap_or_default() {
            effects::run(effect, dispatch);
        }
    }
    RUNNING.with(|r| r.set(false));
}
