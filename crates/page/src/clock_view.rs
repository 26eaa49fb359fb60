//! The game clock on the page, read-only: the two clocks beside the players' names
//! (`#clock-black`, `#clock-white`: the time left as `4:59`, named in words for screen readers
//! (`aria-label`, never announced: the ten-second warning is), `data-running` on the side whose clock
//! runs, `data-warning` from ten seconds down, hidden in a game without a clock) and the choice
//! screen's clock and increment (one option per choice, built once; their words are the language
//! shown's, written by [`words`] when it changes).

use wasm_bindgen::JsValue;
use web_sys::HtmlSelectElement;

use super::dom;
use ethello_engine::Color;
use ethello_model::setup::{clock_face, ClockSetting};
use ethello_ui::{ids, Model, Words, WARN_MS};

/// Fills the choice screen's clock and increment with one option per choice (their words come
/// with the language, [`words`]).
///
/// # Errors
/// When an element is missing.
pub fn build() -> Result<(), JsValue> {
    options(ids::CLOCK_MINUTES, &ClockSetting::MINUTES)?;
    options(ids::CLOCK_INCREMENT, &ClockSetting::INCREMENTS)
}

/// One `<option>` per value in the select `id`.
fn options(id: &str, values: &[u64]) -> Result<(), JsValue> {
    let select = dom::html(id)?;
    let doc = dom::document();
    for value in values {
        let option = doc.create_element("option")?;
        option.set_attribute("value", &value.to_string())?;
        select.append_child(&option)?;
    }
    Ok(())
}

/// The choices' words in `words`: "5 minutes a side", "+2 s a move".
pub fn words(words: &Words) {
    let minutes = ClockSetting::MINUTES.map(|m| words.clock_minutes(m));
    name_options(ids::CLOCK_MINUTES, &minutes);
    let increments = ClockSetting::INCREMENTS.map(|s| words.clock_increment(s));
    name_options(ids::CLOCK_INCREMENT, &increments);
}

/// Gives the options of the select `id` their words, in order.
fn name_options(id: &str, texts: &[String]) {
    let Ok(select) = dom::by_id::<HtmlSelectElement>(id) else {
        return;
    };
    for (i, text) in (0..).zip(texts) {
        if let Some(option) = select.item(i) {
            option.set_text_content(Some(text));
        }
    }
}

/// The choice screen shows the next game's clock; the increment waits for a clock.
pub fn form(model: &Model) {
    let prefs = &model.prefs;
    dom::set_select(ids::CLOCK_MINUTES, &prefs.clock_minutes.to_string());
    dom::set_select(ids::CLOCK_INCREMENT, &prefs.clock_increment.to_string());
    if let Ok(select) = dom::by_id::<HtmlSelectElement>(ids::CLOCK_INCREMENT) {
        let off = prefs.clock_minutes == 0;
        if select.disabled() != off {
            select.set_disabled(off);
        }
    }
}

/// The two clocks of the game on the board.
pub fn render(model: &Model) {
    for (color, id) in [
        (Color::Black, ids::CLOCK_BLACK),
        (Color::White, ids::CLOCK_WHITE),
    ] {
        let Some(el) = dom::element(id) else {
            continue;
        };
        dom::set_hidden(&el, model.game.clock.is_none());
        let Some(clock) = model.game.clock.as_ref() else {
            continue;
        };
        let left = clock.clocks.left_ms(color);
        let flag = |on: bool| if on { "true" } else { "false" };
        dom::set_text(id, &clock_face(left));
        // A timer is not a live region: its name changes quietly, for a reader who asks.
        dom::set_attr(&el, "aria-label", &model.words.clock_label(color, left));
        dom::set_attr(
            &el,
            "data-running",
            flag(clock.running_side() == Some(color)),
        );
        dom::set_attr(&el, "data-warning", flag(left <= WARN_MS));
    }
}
