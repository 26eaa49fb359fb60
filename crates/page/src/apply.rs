//! Applies a [`View`] to the DOM: one loop over its patches that writes each one that differs
//! from the patch at its place in the last view applied (all of them after a change of language,
//! whose `data-l10n` texts the words view has just rewritten). A form control's value or check is
//! compared with the control itself, which the player changes; a list is rebuilt only when its key
//! differs from its `data-key`.

use ethello_ui::view::{List, Mark, Node, Patch, Target, View};
use js_sys::Reflect;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::dom;

/// Writes `view` where it differs from `last`, and keeps it as the last one.
pub fn apply(view: View, last: &mut View) {
    let same_lang = last.lang == view.lang;
    for (i, patch) in view.patches.iter().enumerate() {
        if !(same_lang && last.patches.get(i).is_some_and(|was| same(was, patch))) {
            write(patch);
        }
    }
    *last = view;
}

/// True when `was`, applied last time, leaves nothing for `now` to write: the same text, `hidden`
/// or attribute of the same element. A control's value or check is compared with the control
/// (the player changes it), and a list's key with its `data-key`, so they are never skipped here.
fn same(was: &Patch, now: &Patch) -> bool {
    match (was, now) {
        (Patch::Text(a, x), Patch::Text(b, y)) => a == b && x == y,
        (Patch::Hidden(a, x), Patch::Hidden(b, y)) => a == b && x == y,
        (Patch::Attr(a, n, x), Patch::Attr(b, m, y)) => a == b && n == m && x == y,
        (Patch::NoAttr(a, n), Patch::NoAttr(b, m)) => a == b && n == m,
        (Patch::Html(a, x), Patch::Html(b, y)) => a == b && x == y,
        _ => false,
    }
}

/// The element `target` names.
fn find(target: &Target) -> Option<Element> {
    match target {
        Target::Id(id) => dom::element(id),
        Target::Query(query) => dom::document().query_selector(query).ok().flatten(),
        Target::Child(id, at) => dom::element(id)?.children().item(*at),
    }
}

/// Writes one patch.
fn write(patch: &Patch) {
    match patch {
        Patch::Text(t, text) => {
            let el = find(t);
            let el = el.filter(|el| el.text_content().as_deref() != Some(text.as_str()));
            el.inspect(|el| el.set_text_content(Some(text)));
        }
        Patch::Hidden(t, hidden) => find(t).iter().for_each(|el| dom::set_hidden(el, *hidden)),
        Patch::Attr(t, name, value) => find(t).iter().for_each(|el| dom::set_attr(el, name, value)),
        Patch::NoAttr(t, name) => drop(find(t).map(|el| el.remove_attribute(name))),
        Patch::Value(t, value) => property(t, "value", &JsValue::from_str(value)),
        Patch::Checked(t, on) => property(t, "checked", &JsValue::from_bool(*on)),
        Patch::Disabled(t, off) => property(t, "disabled", &JsValue::from_bool(*off)),
        Patch::List(t, list) => find(t).iter().for_each(|el| fill(el, list)),
        Patch::Html(t, html) => find(t).iter().for_each(|el| el.set_inner_html(html)),
    }
}

/// Sets a control's property unless it already holds `value`.
fn property(target: &Target, name: &str, value: &JsValue) {
    let Some(el) = find(target) else { return };
    let key = JsValue::from_str(name);
    if Reflect::get(&el, &key).ok().as_ref() != Some(value) {
        let _ = Reflect::set(&el, &key, value);
    }
}

/// Rebuilds `el`'s children from `list` when its key changed, then marks its current item.
fn fill(el: &Element, list: &List) {
    if el.get_attribute("data-key").as_deref() != Some(list.key.as_str()) {
        el.set_inner_html("");
        for node in &list.items {
            let _ = make(node).and_then(|child| el.append_child(&child));
        }
        if list.items.is_empty() && !list.empty.is_empty() {
            el.set_text_content(Some(&list.empty));
        }
        dom::set_attr(el, "data-key", &list.key);
        if list.scroll_end {
            el.set_scroll_top(el.scroll_height());
        }
    }
    let Some(mark) = list.mark else { return };
    let items = el.children();
    for i in 0..items.length() {
        let now = list.current == Some(i as usize);
        let item = items.item(i);
        match mark {
            Mark::Class => {
                item.inspect(|li| dom::set_attr(li, "class", if now { "current" } else { "" }))
            }
            Mark::AriaCurrent => item
                .and_then(|li| li.first_element_child())
                .inspect(|b| dom::set_attr(b, "aria-current", if now { "true" } else { "false" })),
        };
    }
}

/// The element `node` describes, with its children.
fn make(node: &Node) -> Result<Element, JsValue> {
    let el = dom::document().create_element(node.tag)?;
    for (name, value) in &node.attrs {
        el.set_attribute(name, value)?;
    }
    if !node.text.is_empty() {
        el.set_text_content(Some(&node.text));
    }
    for child in &node.children {
        let child = make(child)?;
        el.append_child(&child)?;
    }
    Ok(el)
}
