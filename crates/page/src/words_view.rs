//! The page in the model's language: the text that `index.html` holds (every element with a
//! `data-l10n` key gets its text, and `data-l10n-label`, `-alt`, `-title` and `-placeholder` their
//! attribute), the theme names, Slick Willy's levels, the clock's choices and the language chosen
//! in Options, all from [`Model::words`]. The page's `lang` attribute is the language shown: the
//! words are written again only when it changes, so a render costs one attribute read.

use ethello_ui::phrase;
use std::cell::Cell;

use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlSelectElement};

use super::{character_view, clock_view, dom};
use ethello_engine::TOP_LEVEL;
use ethello_model::setup::Theme;
use ethello_ui::words::keys_help;
use ethello_ui::{ids, Key, Lang, Model, Words};

/// The attributes a key may fill besides the text: (the key's attribute, the one it fills).
const ATTRIBUTES: [(&str, &str); 4] = [
    ("data-l10n-label", "aria-label"),
    ("data-l10n-alt", "alt"),
    ("data-l10n-title", "title"),
    ("data-l10n-placeholder", "placeholder"),
];

/// The key of a theme's name.
pub fn theme_key(theme: Theme) -> Key {
    match theme {
        Theme::Classic => Key::ThemeClassic,
        Theme::Wood => Key::ThemeWood,
        Theme::Marble => Key::ThemeMarble,
        Theme::Night => Key::ThemeNight,
    }
}

/// Fills Options' list of languages, each in its own words (`value`: its code).
///
/// # Errors
/// When the list is missing.
pub fn build_languages() -> Result<(), JsValue> {
    let select = dom::html(ids::LANGUAGE)?;
    for lang in Lang::ALL {
        let option = dom::document().create_element("option")?;
        option.set_attribute("value", lang.code())?;
        option.set_attribute("lang", lang.code())?;
        option.set_text_content(Some(lang.native_name()));
        select.append_child(&option)?;
    }
    Ok(())
}

thread_local! {
    /// The language whose words the page holds (none before the first render).
    static SHOWN: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Writes the page's words (the live region's too) when the language shown changed, and shows the
/// language wanted in Options.
pub fn render(model: &Model) {
    let words = &model.words;
    if SHOWN.with(|s| s.replace(Some(words.lang()))) != Some(words.lang()) {
        apply(words);
        character_view::words(words);
        levels(words);
        clock_view::words(words);
        if let Some(root) = dom::document().document_element() {
            dom::set_attr(&root, "lang", words.lang().code());
        }
        if let Some(said) = model.announced_text() {
            dom::set_text(ids::ANNOUNCE, &said);
        }
    }
    dom::set_select(ids::LANGUAGE, model.wanted_lang().code());
}

/// Every keyed text and attribute of the page in `words`.
fn apply(words: &Words) {
    for el in keyed("data-l10n") {
        match key_of(&el, "data-l10n") {
            Some(Key::PageKeys) => el.set_text_content(Some(&keys_help(words))),
            Some(key) => el.set_text_content(Some(words.get(key))),
            None => {}
        }
    }
    for (attr, target) in ATTRIBUTES {
        for el in keyed(attr) {
            if let Some(key) = key_of(&el, attr) {
                dom::set_attr(&el, target, words.get(key));
            }
        }
    }
}

/// Slick Willy's levels on his card: "3: casual".
fn levels(words: &Words) {
    let Ok(select) = dom::by_id::<HtmlSelectElement>(ids::WILLY_LEVEL) else {
        return;
    };
    for level in 1..=TOP_LEVEL {
        if let Some(option) = select.item(u32::from(level) - 1) {
            let text = words.text(&phrase::level_option(&level, words.band(level)));
            option.set_text_content(Some(&text));
        }
    }
}

/// The elements that carry the attribute `attr`.
fn keyed(attr: &str) -> Vec<Element> {
    let Ok(list) = dom::document().query_selector_all(&format!("[{attr}]")) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| wasm_bindgen::JsCast::dyn_into::<Element>(node).ok())
        .collect()
}

/// The key an element names in `attr` (a test checks that `index.html` names only keys).
fn key_of(el: &Element, attr: &str) -> Option<Key> {
    Key::from_id(&el.get_attribute(attr)?)
}
