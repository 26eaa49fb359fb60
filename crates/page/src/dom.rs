//! Tiny accessors for the browser: the one place that `expect`s a window and a document, plus helpers
//! that look elements up by id and attach event listeners.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::convert::FromWasmAbi;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Document, Element, EventTarget, HtmlElement, HtmlInputElement, HtmlSelectElement, Window,
};

/// The page's window. Every page has one; the worker never calls this.
pub fn window() -> Window {
    web_sys::window().expect("a page has a window")
}

/// Milliseconds from the page's `performance` clock. Read through `Reflect`, since the browser
/// tests' fake clock (Playwright's `page.clock`) is an object with a `now`, not a `Performance`.
pub fn now_ms() -> f64 {
    let perf = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"));
    perf.ok()
        .filter(JsValue::is_object)
        .map_or(0.0, |p| p.unchecked_into::<web_sys::Performance>().now())
}

/// The page's document.
pub fn document() -> Document {
    window().document().expect("a window has a document")
}

/// The element with this id, as type `T`.
///
/// # Errors
/// A message naming the id when it is missing or of another type (index.html and the code disagree;
/// a missing one also fails a debug build at once, as [`element`] does).
pub fn by_id<T: JsCast>(id: &str) -> Result<T, JsValue> {
    element(id)
        .ok_or_else(|| JsValue::from_str(&format!("#{id} is missing from the page")))?
        .dyn_into::<T>()
        .map_err(|_| JsValue::from_str(&format!("#{id} is not the expected kind of element")))
}

/// The element with this id as a plain `HtmlElement`.
///
/// # Errors
/// As [`by_id`].
pub fn html(id: &str) -> Result<HtmlElement, JsValue> {
    by_id::<HtmlElement>(id)
}

/// The element with this id; a missing one is a bug of the page (index.html and
/// [`ids`](ethello_ui::ids) disagree): a panic in debug builds and tests, a console error in a
/// release, where the page goes on without that element.
pub fn element(id: &str) -> Option<Element> {
    let found = document().get_element_by_id(id);
    if found.is_none() {
        let message = format!("#{id} is missing from the page");
        debug_assert!(false, "{message}");
        web_sys::console::error_1(&JsValue::from_str(&message));
    }
    found
}

/// Sets the text of the element with this id.
pub fn set_text(id: &str, text: &str) {
    if let Some(el) = element(id) {
        if el.text_content().as_deref() != Some(text) {
            el.set_text_content(Some(text));
        }
    }
}

/// Shows or hides an element with the `hidden` attribute.
pub fn set_hidden(el: &Element, hidden: bool) {
    let result = if hidden {
        el.set_attribute("hidden", "")
    } else {
        el.remove_attribute("hidden")
    };
    result.unwrap_or_default();
}

/// Shows or hides the element with this id.
pub fn set_hidden_id(id: &str, hidden: bool) {
    if let Some(el) = element(id) {
        set_hidden(&el, hidden);
    }
}

/// Adds a listener for `event` that lives as long as the page.
///
/// # Errors
/// When the browser refuses the listener.
pub fn on<T, E, F>(target: &T, event: &str, handler: F) -> Result<(), JsValue>
where
    T: AsRef<EventTarget>,
    E: FromWasmAbi + 'static,
    F: FnMut(E) + 'static,
{
    let target = target.as_ref();
    let closure = Closure::<dyn FnMut(E)>::new(handler);
    target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref())?;
    // Safe to forget: the listener is meant to live as long as the page, and the page never removes it.
    closure.forget();
    Ok(())
}

/// Adds a click listener to the element with this id.
///
/// # Errors
/// When the element is missing.
pub fn on_click<F: FnMut() + 'static>(id: &str, mut handler: F) -> Result<(), JsValue> {
    on(&html(id)?, "click", move |_: web_sys::Event| handler())
}

/// Calls `f` once after `ms` milliseconds.
pub fn after(ms: f64, f: impl FnOnce() + 'static) {
    let closure = Closure::once_into_js(f);
    let _ = window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(closure.unchecked_ref(), ms as i32);
}

/// Calls `f` with the frame's time (ms) before the next repaint.
pub fn next_frame(f: impl FnOnce(f64) + 'static) {
    let closure = Closure::once_into_js(f);
    let _ = window().request_animation_frame(closure.unchecked_ref());
}

/// True when the player asked the system for less motion.
pub fn reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Focuses the element with this id.
pub fn focus(id: &str) {
    if let Ok(el) = html(id) {
        let _ = el.focus();
    }
}

/// Sets an attribute unless it already has this value (no needless style work).
pub fn set_attr(el: &Element, name: &str, value: &str) {
    if el.get_attribute(name).as_deref() != Some(value) {
        let _ = el.set_attribute(name, value);
    }
}

/// Checks the radio button `name=value` (and so unchecks the others of its group).
pub fn check_radio(name: &str, value: &str) {
    let selector = format!("input[name={name}][value=\"{value}\"]");
    if let Ok(Some(el)) = document().query_selector(&selector) {
        if let Ok(input) = el.dyn_into::<HtmlInputElement>() {
            if !input.checked() {
                input.set_checked(true);
            }
        }
    }
}

/// Checks or unchecks the checkbox `id` (unless it already is).
pub fn set_checked(id: &str, on: bool) {
    if let Ok(input) = by_id::<HtmlInputElement>(id) {
        if input.checked() != on {
            input.set_checked(on);
        }
    }
}

/// Sets the text input `id`'s value (unless it already has it).
pub fn set_value(id: &str, value: &str) {
    if let Ok(input) = by_id::<HtmlInputElement>(id) {
        if input.value() != value {
            input.set_value(value);
        }
    }
}

/// Selects `value` in the select `id` (unless it already is).
pub fn set_select(id: &str, value: &str) {
    if let Ok(select) = by_id::<HtmlSelectElement>(id) {
        if select.value() != value {
            select.set_value(value);
        }
    }
}

/// The browser's languages, preferred first (`navigator.languages`, else `navigator.language`).
pub fn languages() -> Vec<String> {
    let navigator = window().navigator();
    let listed: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect();
    match listed.is_empty() {
        true => navigator.language().into_iter().collect(),
        false => listed,
    }
}
