//! The choice screen's clock and increment: one option per choice, built once; their words are
//! the language shown's, written by [`words`] when it changes. The clocks themselves are in the
//! view (`ethello_ui::view`).

use wasm_bindgen::JsValue;
use web_sys::HtmlSelectElement;

use super::dom;
use ethello_model::setup::ClockSetting;
use ethello_ui::{ids, Words};

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
