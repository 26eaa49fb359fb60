//! An explanation on the page (issue 48's contract): an element with `data-testid="explanation"`,
//! `data-move` (the move explained), `data-vs` (the move it is compared with), `data-reasons` (the
//! tags, space-separated: `corner:a1 mobility:9/4 line:a1,b1,pa`), and the explanation worded in
//! the page's language, with the line under it. The review's mistakes make theirs
//! ([`element`]); the analysis board and the drill fill the one `index.html` holds ([`render`]).

use web_sys::Element;

use super::dom;
use ethello_model::why::Why;
use ethello_ui::words::{compared_text, line_text, step_text, terms};
use ethello_ui::{ids, why, Key, Model, Screen, Words};

/// The analysis board's "Why?" (pressed while it waits for a square) and explanation, the
/// explanation of the move picked in the review, and the drill's of a wrong answer.
pub fn render(model: &Model) {
    let w = &model.words;
    let flag = |b: bool| if b { "true" } else { "false" };
    let comparing = model.study.compare.is_some();
    for (id, pressed) in [
        (ids::BTN_WHY, model.study.why_mode),
        (ids::BTN_COMPARE, comparing),
    ] {
        if let Some(b) = dom::element(id) {
            dom::set_attr(&b, "aria-pressed", flag(pressed));
        }
    }
    dom::set_hidden_id(ids::WHY_HELP, comparing);
    dom::set_hidden_id(ids::COMPARE_HELP, !comparing);
    let studying = model.screen == Screen::Study;
    let shown = why::of_study(model).filter(|_| studying);
    if let Some(el) = dom::element(ids::STUDY_WHY) {
        fill(&el, w, shown, model.study.why_vs.is_some());
    }
    steps(model, shown);
    if let Some(el) = dom::element(ids::REVIEW_WHY) {
        let picked = why::shown_verdict(model).and_then(|v| why::of_mistake(model, &v));
        fill(
            &el,
            w,
            picked.as_ref().filter(|_| model.screen == Screen::Game),
            false,
        );
    }
    if let Some(el) = dom::element(ids::DRILL_WHY) {
        fill(
            &el,
            w,
            why::of_drill(model).filter(|_| model.screen == Screen::Drill),
            false,
        );
    }
}

/// Back and Forward through the line of the analysis board's explanation `why`, and where the
/// board is in it (`data-step`: the moves shown after the explained one, `start` before it;
/// `data-key="true"` at the key move).
fn steps(model: &Model, why: Option<&Why>) {
    dom::set_hidden_id(ids::WHY_STEPS, why.is_none());
    let (Some(why), Some(el)) = (why, dom::element(ids::WHY_STEP)) else {
        return;
    };
    let k = model.study.refute;
    let step = k.map_or("start".to_string(), |k| k.to_string());
    let key = why.key.zip(k).is_some_and(|(key, k)| key.ply + 1 == k);
    dom::set_attr(&el, "data-step", &step);
    dom::set_attr(&el, "data-key", if key { "true" } else { "false" });
    let text = step_text(&model.words, why, k);
    if el.text_content().as_deref() != Some(text.as_str()) {
        el.set_text_content(Some(&text));
    }
}

/// Shows `why` in `el` (hidden when there is none), its compared move `chosen` by the player or
/// the best.
pub fn fill(el: &Element, w: &Words, why: Option<&Why>, chosen: bool) {
    dom::set_hidden(el, why.is_none());
    let Some(why) = why else {
        return;
    };
    // Keyed on what it says: the same moves of another position say other things.
    let tags = why.tags().join(" ");
    let key = format!(
        "{}:{}:{}:{}:{tags}:{}:{chosen}",
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
        (compared_text(w, why, chosen), "why-text"),
        (line_text(w, why), "why-line"),
    ] {
        if let Ok(p) = doc.create_element("p") {
            let _ = p.set_attribute("class", class);
            p.set_text_content(Some(&text));
            let _ = el.append_child(&p);
        }
    }
    glossary_links(el, w, why);
    dom::set_attr(el, "data-key", &key);
}

/// "Terms:" and a link to the rules page's glossary entry of each concept `why`'s reasons name
/// (none when they name none); `data-glossary` is the entry's id, for the page's click.
fn glossary_links(el: &Element, w: &Words, why: &Why) {
    let terms = terms(why);
    let doc = dom::document();
    let Some(p) = doc.create_element("p").ok().filter(|_| !terms.is_empty()) else {
        return;
    };
    let _ = p.set_attribute("class", "why-terms");
    p.set_text_content(Some(w.get(Key::WhyTerms)));
    for (id, name) in terms {
        if let Ok(a) = doc.create_element("a") {
            let _ = a.set_attribute("href", &format!("#{id}"));
            let _ = a.set_attribute("data-glossary", id);
            a.set_text_content(Some(w.get(name)));
            let _ = p.append_child(&a);
        }
    }
    let _ = el.append_child(&p);
}

/// A new explanation element for `why`.
pub fn element(w: &Words, why: &Why) -> Option<Element> {
    let el = dom::document().create_element("div").ok()?;
    let _ = el.set_attribute("class", "explanation");
    let _ = el.set_attribute("data-testid", "explanation");
    fill(&el, w, Some(why), false);
    Some(el)
}
