//! The page's runtime: one [`Model`] for the page's lifetime, a queue of [`Msg`]s, and the loop that
//! feeds them to [`update`], shows the result with [`view::render`] and carries out the effects.
//!
//! Every message goes through [`dispatch`]. A message that arrives while another is being handled
//! (a listener fired by an effect, say) is queued and handled next, never dropped and never run
//! inside the other. Effects run after the view has shown the new state, so that, for example,
//! focus can move to a scene's button that the view has just shown; only the workers' effects
//! ([`Effect::is_pool`]) run before it, so that a worker computes while the page draws, and an
//! answer to a split search's task that asks for nothing else is drawn a little later, once for
//! many. Effects run synchronously inside the browser event that caused them, which keeps the user
//! gesture a file chooser or sound needs.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use wasm_bindgen::JsValue;

use super::view::{self, Canvas};
use super::{audio, dom, effects, files, grid, input, pool, storage};
use ethello_model::protocol::FromWorker;
use ethello_ui::ids;
use ethello_ui::{phrase, update, Effect, Lang, Model, Msg, Screen, Startup, View, Words};
use std::sync::Arc;

/// The model and the canvas it is drawn on.
struct Page {
    model: Model,
    canvas: Canvas,
    /// The view shown last, which the next render compares with.
    shown: View,
}

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
    static QUEUE: RefCell<VecDeque<Msg>> = const { RefCell::new(VecDeque::new()) };
    static RUNNING: Cell<bool> = const { Cell::new(false) };
    /// A render waits for its timer ([`render_soon`]).
    static RENDER_SOON: Cell<bool> = const { Cell::new(false) };
}

/// Starts the page: fetches the catalogue of the language it will speak (the page's wasm carries
/// no words), then builds the grid, the sounds and the theme choices, wires the events, and sends
/// [`Msg::Started`] with what the browser remembers. Until then the page shows `index.html`'s own
/// English text, so no key ever shows; when no catalogue comes, `#words-failed` says so with a
/// Retry.
pub fn start() {
    console_error_panic_hook::set_once();
    boot();
}

/// Fetches and reads the catalogue of the language chosen in Options, else of the browser's
/// (English when it speaks none: [`Lang::pick`]), then starts; when it does not come, English;
/// when that does not come either, says why, with a Retry that tries again.
fn boot() {
    let wanted = storage::load_prefs()
        .lang
        .unwrap_or_else(|| Lang::pick(&dom::languages()));
    wasm_bindgen_futures::spawn_local(async move {
        let mut words = read_words(wanted).await;
        if words.is_err() && wanted != Lang::En {
            words = read_words(Lang::En).await;
        }
        match words {
            Ok(words) => {
                dom::set_hidden_id(ids::WORDS_FAILED, true);
                started(Arc::new(words));
            }
            Err(detail) => words_failed(&detail),
        }
    });
}

/// The catalogue of `lang`, fetched and read, or why not.
async fn read_words(lang: Lang) -> Result<Words, String> {
    let file = lang.file();
    let text = files::fetch(&file).await?;
    Words::parse(lang, &text).map_err(|e| format!("{file}: {e}"))
}

/// No catalogue came: the page says so (in `index.html`'s words, the only ones it has) with the
/// detail in the console, and its Retry fetches it again.
fn words_failed(detail: &str) {
    web_sys::console::error_1(&format!("the page's words: {detail}").into());
    dom::set_hidden_id(ids::WORDS_FAILED, false);
    thread_local! { static WIRED: Cell<bool> = const { Cell::new(false) }; }
    if !WIRED.with(|w| w.replace(true)) {
        let _ = dom::on_click(ids::WORDS_RETRY, boot);
    }
}

/// Starts the page with its first words; a failure is shown in the alert box.
fn started(words: Arc<Words>) {
    if let Err(e) = try_start(words.clone()) {
        let text = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        dom::set_text(ids::ALERT, &words.text(&phrase::alert_start(&text)));
        dom::set_hidden_id(ids::ALERT, false);
    }
}

fn try_start(words: Arc<Words>) -> Result<(), JsValue> {
    grid::build(&dom::document())?;
    audio::install()?;
    view::build()?;
    let canvas = Canvas::find()?;
    let seed = (js_sys::Math::random() * 9.0e15) as u64;
    PAGE.with(|p| {
        *p.borrow_mut() = Some(Page {
            shown: View::new(Screen::Title, ""),
            model: Model::new(seed, words),
            canvas,
        })
    });
    input::wire(dispatch)?;
    pool::install_test_hook()?;
    dispatch(Msg::Started(Startup {
        prefs: storage::load_prefs(),
        stored: storage::load_game(),
        link: input::link(),
        reduced_motion: dom::reduced_motion(),
        trophies: storage::load_trophies(),
        cores: dom::window().navigator().hardware_concurrency() as u32,
        languages: dom::languages(),
        progress: storage::load_progress(),
        games: storage::load_games(),
        today: today(),
    }));
    Ok(())
}

/// Today in the player's calendar (the local date).
fn today() -> ethello_model::training::day::Day {
    let now = js_sys::Date::new_0();
    ethello_model::training::day::Day::from_date(
        now.get_full_year() as i32,
        now.get_month() + 1,
        now.get_date(),
    )
    .unwrap_or_default()
}

/// Shows the model now.
fn render() {
    PAGE.with(|p| {
        if let Some(page) = p.borrow_mut().as_mut() {
            view::render(&page.model, &mut page.canvas, &mut page.shown);
        }
    });
}

/// A split search's answer that asks nothing else of the page is drawn within this many
/// milliseconds.
const RENDER_SOON_MS: f64 = 100.0;

/// Shows the model within [`RENDER_SOON_MS`] (once, however many messages come before): a split
/// search's answer that asks nothing else of the page need not be drawn before the next one is
/// read, and drawing takes longer than a small task (a split move
/// reads hundreds of answers a second, and the page's drawing would take the workers' cores).
fn render_soon() {
    if !RENDER_SOON.with(|r| r.replace(true)) {
        dom::after(RENDER_SOON_MS, || {
            RENDER_SOON.with(|r| r.set(false));
            render();
        });
    }
}

/// Handles `msg`, and every message queued meanwhile, in order.
pub fn dispatch(msg: Msg) {
    QUEUE.with(|q| q.borrow_mut().push_back(msg));
    if RUNNING.with(|r| r.replace(true)) {
        return;
    }
    while let Some(msg) = QUEUE.with(|q| q.borrow_mut().pop_front()) {
        let split_answer = matches!(
            msg,
            Msg::Worker {
                message: FromWorker::Split { .. },
                ..
            }
        );
        let Some((fx, words)) = PAGE.with(|p| {
            let mut page = p.borrow_mut();
            let page = page.as_mut()?;
            page.model.now_ms = crate::dom::clock_ms();
            Some((update(&mut page.model, msg), page.model.words.clone()))
        }) else {
            continue;
        };
        let (pool, rest): (Vec<Effect>, Vec<Effect>) = fx.into_iter().partition(Effect::is_pool);
        for effect in pool {
            effects::run(effect, &words, dispatch);
        }
        match split_answer && rest.is_empty() {
            true => render_soon(),
            false => render(),
        }
        for effect in rest {
            effects::run(effect, &words, dispatch);
        }
    }
    RUNNING.with(|r| r.set(false));
}
