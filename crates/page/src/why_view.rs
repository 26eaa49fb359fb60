//! An explanation on the page (issue 48's contract): an element with `data-testid="explanation"`,
//! `data-move` (the move explained), `data-vs` (the move it is compared with), `data-reasons` (the
//! tags, space-separated: `corner:a1 mobility:9/4 line:a1,b1,pa`), and the explanation worded in
//! the page's language, with the line under it. The review's mistakes make theirs
//! ([`element`]); the analysis board and the drill fill the one `index.html` holds ([`render`]).

use web_sys::Element;

use super::dom;
use ethello_model::why::Why;
use ethello_ui::words::{line_text, why_text};
use ethello_ui::{ids, why, Model, Screen, Words};

/// The analysis board's "Why?" (pressed while it waits for a square) and explanation, the
/// explanation of the move picked in the review, and the drill's of a wrong answer.
pub fn render(model: &Model) {
    let w = &model.words;
    if let Some(b) = dom::element(ids::BTN_WHY) {
        let pressed = model.study.why_mode;
        dom::set_attr(&b, "aria-pressed", if pressed { "true" } else { "false" });
    }
    let studying = model.screen == Screen::Study;
    if let Some(el) = dom::element(ids::STUDY_WHY) {
        fill(&el, w, why::of_study(model).filter(|_| studying));
    }
    if let Some(el) = dom::element(ids::REVIEW_WHY) {
        let picked = why::shown_verdict(model).and_then(|v| why::of_mistake(model, &v));
        fill(
            &el,
            w,
            picked.as_ref().filter(|_| model.screen == Screen::Game),
        );
    }
    if let Some(el) = dom::element(ids::DRILL_WHY) {
        fill(
            &el,
            w,
            why::of_drill(model).filter(|_| model.screen == Screen::Drill),
        );
    }
}

/// Shows `why` in `el` (hidden when there is none).
pub fn fill(el: &Element, w: &Words, why: Option<&Why>) {
    dom::set_hidden(el, why.is_none());
    let Some(why) = why else {
        return;
    };
    // Keyed on what it says: the same moves of another position say other things.
    let tags = why.tags().join(" ");
    let key = format!(
        "{}:{}:{}:{}:{tags}:{}",
        why.played,
        why.vs,
        why.played_value,
        why.vs_value,
        w.lang().code()
    );
    if el.get_attribute("data-key").as_deref() == Some(key.as_str()) {
        return;
    }
    dom::set_attr(el, "data-move", &why.played.to_string());
    dom::set_attr(el, "data-vs", &why.vs.to_string());
    dom::set_attr(el, "data-reasons", &tags);
    el.set_inner_html("");
    let doc = dom::document();
    for (text, class) in [
        (why_text(w, why), "why-text"),
        (line_text(w, why), "why-line"),
    ] {
        if let Ok(p) = doc.create_element("p") {
            let _ = p.set_attribute("class", class);
            p.set_text_content(Some(&text));
            let _ = el.append_child(&p);
        }
    }
    dom::set_attr(el, "data-key", &key);
}

/// A new explanation element for `why`.
pub fn element(w: &Words, why: &Why) -> Option<Element> {
    let el = dom::document().create_element("div").ok()?;
    let _ = el.set_attribute("class", "explanation");
    let _ = el.set_attribute("data-testid", "explanation");
    fill(&el, w, Some(why));
    Some(el)
}
