//! The characters on the page, made from their table ([`Character::ALL`]): `index.html` names none
//! of them. Once at the start, [`build`] makes each one's card on the choice screen (from the
//! `<template>` [`ids::CHARACTER_CARD`]; Slick Willy's goes into his `.willy-card` beside his levels),
//! his place on the trophy shelf (from [`ids::CHARACTER_TROPHY`]) and his option in the watch seats
//! and the analysis board's opponents. [`words`] writes their texts in a language (his own texts,
//! [`Phrase::character`]), and [`by_shortcut`] finds him by his key (Alt+D).
//!
//! A card is `button.card[data-opponent=ID][aria-keyshortcuts="Alt+D"]` with his portrait
//! `img/ID.svg`, `.card-name`, `.card-level`, `.card-line`, `.card-win` and `.card-lose`; a shelf
//! place is `li[data-character=ID]` with his prize `img/ID.svg#prize` and its `.record`.

use wasm_bindgen::JsValue;
use web_sys::Element;

use super::dom;
use ethello_engine::Character;
use ethello_ui::{ids, picture, Part, Phrase, Words};

/// Makes the characters' cards, shelf places and options.
///
/// # Errors
/// When an element they go in is missing.
pub fn build() -> Result<(), JsValue> {
    let card = dom::html(ids::CHARACTER_CARD)?;
    let trophy = dom::html(ids::CHARACTER_TROPHY)?;
    let willy = dom::document().query_selector(".willy-card")?;
    let study_watch = dom::document().query_selector("#study-opponent option[value=watch]")?;
    for c in Character::ALL {
        let el = copy(&card)?;
        dom::set_attr(&el, "data-opponent", c.id());
        dom::set_attr(&el, "aria-keyshortcuts", &format!("Alt+{}", c.shortcut()));
        set_in(&el, "img", "src", &picture(c, None))?;
        if let Some(name) = el.query_selector(".card-name")? {
            name.set_text_content(Some(c.name()));
        }
        if let (Character::Willy, Some(holder)) = (c, &willy) {
            holder.insert_before(&el, holder.first_child().as_ref())?;
            card.before_with_node_1(holder)?;
        }
        let li = copy(&trophy)?;
        dom::set_attr(&li, "data-character", c.id());
        set_in(&li, "img", "src", &picture(c, Some("prize")))?;
        for id in [ids::WATCH_BLACK, ids::WATCH_WHITE] {
            dom::html(id)?.append_child(&option(c)?.into())?;
        }
        if let Some(watch) = &study_watch {
            watch.before_with_node_1(&option(c)?.into())?;
        }
    }
    Ok(())
}

/// A copy of `template`'s element, put just before it.
fn copy(template: &Element) -> Result<Element, JsValue> {
    template.insert_adjacent_html("beforebegin", &template.inner_html())?;
    template
        .previous_element_sibling()
        .ok_or_else(|| JsValue::from_str("a template with no element"))
}

/// Sets `attr` of the first `selector` inside `el`.
fn set_in(el: &Element, selector: &str, attr: &str, value: &str) -> Result<(), JsValue> {
    if let Some(inner) = el.query_selector(selector)? {
        dom::set_attr(&inner, attr, value);
    }
    Ok(())
}

/// `<option value=ID>NAME</option>`.
fn option(c: Character) -> Result<Element, JsValue> {
    let option = dom::document().create_element("option")?;
    option.set_attribute("value", c.id())?;
    option.set_text_content(Some(c.name()));
    Ok(option)
}

/// The characters' own texts in `words`: each card's lines and each prize's description.
pub fn words(words: &Words) {
    let doc = dom::document();
    for c in Character::ALL {
        let card = format!(".card[data-opponent={}]", c.id());
        for (class, part) in [
            ("card-level", Part::Level),
            ("card-line", Part::Line),
            ("card-win", Part::Win),
            ("card-lose", Part::Lose),
        ] {
            if let Ok(Some(el)) = doc.query_selector(&format!("{card} .{class}")) {
                el.set_text_content(Some(&words.text(&Phrase::character(c, part))));
            }
        }
        let prize = format!("#shelf li[data-character={}] img", c.id());
        if let Ok(Some(img)) = doc.query_selector(&prize) {
            let alt = words.text(&Phrase::character(c, Part::Prize));
            dom::set_attr(&img, "alt", &alt);
        }
    }
}

/// The character whose shortcut is the key `code` (`KeyD`: Dubya).
pub fn by_shortcut(code: &str) -> Option<Character> {
    let letter = code.strip_prefix("Key")?;
    Character::ALL
        .into_iter()
        .find(|c| letter.len() == 1 && letter.starts_with(c.shortcut()))
}
