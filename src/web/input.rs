//! Turns browser events into [`App`](super::app::App) actions: pointer and keyboard on the board's
//! cells, the buttons, the options, and the Alt shortcuts of the seed (section 2.5).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

use super::app::{with, App, Screen};
use super::{audio, dom, files, grid, scenes, view};
use crate::engine::Square;

/// Attaches every listener of the page.
///
/// # Errors
/// When an element the page needs is missing.
pub fn wire() -> Result<(), JsValue> {
    wire_board()?;
    wire_buttons()?;
    wire_options()?;
    let doc = dom::document();
    dom::on(&doc, "keydown", |e: KeyboardEvent| shortcut(&e))?;
    dom::on(&dom::window(), "hashchange", |_: Event| {
        with(App::open_link);
    })?;
    dom::on(&dom::window(), "resize", |_: Event| {
        with(|app| {
            app.resize();
            app.refresh();
        });
    })?;
    Ok(())
}

/// The square of the cell an event happened on.
fn event_square(e: &Event) -> Option<Square> {
    let el: Element = e.target()?.dyn_into().ok()?;
    let cell = el.closest("[data-square]").ok()??;
    cell.get_attribute("data-square")?.parse().ok()
}

fn wire_board() -> Result<(), JsValue> {
    let grid_el = dom::html("grid")?;
    dom::on(&grid_el, "pointermove", |e: PointerEvent| {
        let sq = event_square(&e);
        with(|app| {
            let hover = sq.filter(|s| app.clickable().contains(*s));
            if hover != app.hover {
                app.hover = hover;
                view::draw(app);
            }
        });
    })?;
    dom::on(&grid_el, "pointerleave", |_: PointerEvent| {
        with(|app| {
            app.hover = None;
            view::draw(app);
        });
    })?;
    dom::on(&grid_el, "click", |e: Event| {
        if let Some(sq) = event_square(&e) {
            with(|app| {
                app.focus = sq;
                app.click(sq);
            });
        }
    })?;
    dom::on(&grid_el, "keydown", board_key)?;
    Ok(())
}

/// Arrow keys move the focus; Enter or Space plays the focused square.
fn board_key(e: KeyboardEvent) {
    if e.alt_key() || e.ctrl_key() || e.meta_key() {
        return;
    }
    let key = e.key();
    let moved = with(|app| {
        if key == "Enter" || key == " " {
            app.click(app.focus);
            return Some(app.focus);
        }
        let to = grid::step(app.focus, &key)?;
        app.focus = to;
        app.hover = Some(to).filter(|s| app.clickable().contains(*s));
        app.refresh();
        Some(to)
    })
    .flatten();
    if let Some(sq) = moved {
        e.prevent_default();
        grid::focus(sq);
    }
}

/// The seed's Alt shortcuts, from any screen.
fn shortcut(e: &KeyboardEvent) {
    if e.key() == "Escape" {
        view::close_alert();
        close_scene();
        return;
    }
    if !e.alt_key() || e.ctrl_key() || e.meta_key() {
        return;
    }
    let handled = match e.code().as_str() {
        "KeyN" => with(App::new_game).is_some(),
        "KeyX" => with(App::exit).is_some(),
        "KeyS" => click_id("btn-save"),
        "KeyL" => click_id("btn-load"),
        "KeyD" => choose_mode("dubya"),
        "KeyM" => choose_mode("mike"),
        "KeyW" => choose_mode("willy"),
        "KeyH" => choose_mode("human"),
        "KeyC" => toggle_computer_first(),
        _ => false,
    };
    if handled {
        e.prevent_default();
    }
}

fn click_id(id: &str) -> bool {
    dom::html(id).map(|b| b.click()).is_ok()
}

fn choose_mode(value: &str) -> bool {
    view::set_mode(value);
    let name = match value {
        "human" => "another human".to_string(),
        other => other
            .parse::<crate::engine::Player>()
            .map(|p| p.display_name())
            .unwrap_or_default(),
    };
    view::announce(&format!("Opponent: {name}. Press Alt+N for a new game."));
    true
}

fn toggle_computer_first() -> bool {
    let Ok(input) = dom::by_id::<HtmlInputElement>("computer-first") else {
        return false;
    };
    input.set_checked(true);
    view::announce("The computer moves first in the next game.");
    true
}

fn wire_buttons() -> Result<(), JsValue> {
    dom::on_click("btn-play", || {
        with(App::new_game);
    })?;
    dom::on_click("btn-howto", || {
        with(|a| a.show(Screen::HowTo));
    })?;
    dom::on_click("btn-options", || {
        with(|a| a.show(Screen::Options));
    })?;
    let backs = dom::document().query_selector_all("button.back")?;
    for i in 0..backs.length() {
        if let Some(b) = backs.item(i) {
            dom::on(&b, "click", |_: Event| {
                with(|a| a.show(a.back_to));
            })?;
        }
    }
    dom::on_click("btn-new", || {
        with(App::new_game);
    })?;
    dom::on_click("btn-again", || {
        with(App::new_game);
    })?;
    dom::on_click("btn-exit", || {
        with(App::exit);
    })?;
    dom::on_click("btn-copy", copy_transcript)?;
    dom::on_click("btn-save", || {
        with(|a| files::save(a));
    })?;
    dom::on_click("btn-load", files::choose_file)?;
    dom::on(&dom::html("file-input")?, "change", |_: Event| {
        files::file_chosen()
    })?;
    dom::on_click("btn-continue", || {
        with(files::continue_stored);
    })?;
    dom::on_click("btn-mute", toggle_mute)?;
    dom::on_click("btn-pause", || {
        with(App::toggle_pause);
    })?;
    dom::on(&dom::html("scene")?, "click", |_: Event| close_scene())?;
    for (id, step) in [
        ("btn-first", i32::MIN),
        ("btn-prev", -1),
        ("btn-next", 1),
        ("btn-last", i32::MAX),
    ] {
        dom::on_click(id, move || {
            with(|a| review(a, step));
        })?;
    }
    Ok(())
}

/// Steps through a finished game.
fn review(app: &mut App, step: i32) {
    if !app.game.is_over() {
        return;
    }
    let last = app.game.moves().len() as i64;
    let now = app.review.map_or(last, |p| p as i64);
    let to = (now + step as i64).clamp(0, last);
    app.review = (to != last).then_some(to as usize);
    app.refresh();
}

/// Closes a cut-scene and gives the focus back to the board.
fn close_scene() {
    if scenes::is_open() {
        scenes::close();
        if let Some(sq) = with(|a| a.focus) {
            grid::focus(sq);
        }
    }
}

/// The Sound button: mutes or unmutes, remembered.
fn toggle_mute() {
    with(|a| {
        a.prefs.muted = !a.prefs.muted;
        a.prefs.save();
        if a.prefs.muted {
            audio::stop_all();
        }
        view::init_options(a);
        a.refresh();
    });
}

fn copy_transcript() {
    let text = with(|a| a.game.transcript()).unwrap_or_default();
    let clipboard = dom::window().navigator().clipboard();
    let _ = clipboard.write_text(&text);
    view::announce(&format!("Transcript copied: {text}"));
}

fn wire_options() -> Result<(), JsValue> {
    let doc = dom::document();
    dom::on(&dom::html("theme-choices")?, "change", |e: Event| {
        let value = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .map(|i| i.value());
        if let Some(theme) = value {
            with(|a| {
                a.prefs.theme = theme;
                a.prefs.save();
            });
        }
    })?;
    dom::on(&dom::html("mute")?, "change", |e: Event| {
        let muted = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .is_some_and(|i| i.checked());
        with(|a| {
            a.prefs.muted = muted;
            a.prefs.save();
            a.refresh();
        });
    })?;
    dom::on(&dom::html("willy-time")?, "change", |e: Event| {
        let ms = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            .and_then(|s| s.value().parse().ok());
        if let Some(ms) = ms {
            with(|a| {
                a.prefs.willy_ms = ms;
                a.prefs.save();
            });
        }
    })?;
    let _ = doc;
    Ok(())
}

/// Wires the alert's Retry and Close buttons (they are created with each alert).
pub fn wire_alert_buttons() {
    let _ = dom::on_click("alert-close", view::close_alert);
    let _ = dom::on_click("alert-retry", || {
        view::close_alert();
        with(App::retry_worker);
    });
}

/// Calls `f` once after `ms` milliseconds.
pub fn after(ms: f64, f: impl FnOnce() + 'static) {
    let closure = Closure::once_into_js(f);
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(closure.unchecked_ref(), ms as i32);
}

/// Calls `f` before the next repaint.
pub fn next_frame(f: fn()) {
    let closure = Closure::once_into_js(f);
    let _ = dom::window().request_animation_frame(closure.unchecked_ref());
}
