//! Explanations on the page (issue 48's contract): an element with `data-testid="explanation"`,
//! `data-move` (the move explained), `data-vs` (the move it is compared with), `data-reasons` (the
//! tags, space-separated: `corner:a1 mobility:9/4 line:a1,b1,pa`), and the explanation worded in
//! the page's language (`p.why-text`), its line (`p.why-line`) and the glossary's terms it names
//! (`p.why-terms`, a link each, `data-glossary` the entry's id). The analysis board, the review and
//! the drill fill the ones `index.html` holds ([`panel`]); a review's mistake gets its own
//! ([`explanation`]). Also the analysis board's "Why?" and "Compare" buttons (`aria-pressed`),
//! their help, and the steps through the line (`data-step`: the moves shown after the explained
//! one, `start` before it; `data-key="true"` at the key move).

use super::patch::{List, Node, View};
use crate::ids;
use crate::model::{Model, Screen};
use crate::why;
use crate::words::{compared_text, line_text, step_text, terms, Key, Words};
use ethello_model::why::Why;

/// The analysis board's "Why?" and explanation, the review's and the drill's.
pub fn panel(m: &Model, v: &mut View) {
    let w = &m.words;
    let comparing = m.study.compare.is_some();
    v.flag(ids::BTN_WHY, "aria-pressed", m.study.why_mode);
    v.flag(ids::BTN_COMPARE, "aria-pressed", comparing);
    v.hide(ids::WHY_HELP, comparing);
    v.hide(ids::COMPARE_HELP, !comparing);
    let studied = why::of_study(m).filter(|_| m.screen == Screen::Study);
    fill(w, ids::STUDY_WHY, studied, m.study.why_vs.is_some(), v);
    steps(m, studied, v);
    let picked = why::shown_verdict(m).and_then(|verdict| why::of_mistake(m, &verdict));
    let picked = picked.filter(|_| m.screen == Screen::Game);
    fill(w, ids::REVIEW_WHY, picked.as_ref(), false, v);
    let drilled = why::of_drill(m).filter(|_| m.screen == Screen::Drill);
    fill(w, ids::DRILL_WHY, drilled, false, v);
}

/// Back and Forward through the line of the analysis board's explanation `why`, and where the
/// board is in it.
fn steps(m: &Model, why: Option<&Why>, v: &mut View) {
    v.hide(ids::WHY_STEPS, why.is_none());
    let Some(why) = why else { return };
    let k = m.study.refute;
    let step = k.map_or("start".to_string(), |k| k.to_string());
    let key = why.key.zip(k).is_some_and(|(key, k)| key.ply + 1 == k);
    v.attr(ids::WHY_STEP, "data-step", step);
    v.flag(ids::WHY_STEP, "data-key", key);
    v.text(ids::WHY_STEP, step_text(&m.words, why, k));
}

/// Shows `why` in `#id` (hidden when there is none), its compared move `chosen` by the player or
/// the best; its paragraphs are rebuilt when what they say changes.
fn fill(w: &Words, id: &'static str, why: Option<&Why>, chosen: bool, v: &mut View) {
    v.hide(id, why.is_none());
    let Some(why) = why else { return };
    // Keyed on what it says: the same moves of another position say other things.
    let [played, vs, tags] = attrs(why);
    let key = format!(
        "{}:{}:{}:{}:{}:{}:{chosen}",
        played.1,
        vs.1,
        why.played_value,
        why.vs_value,
        tags.1,
        w.lang().code()
    );
    for (name, value) in [played, vs, tags] {
        v.attr(id, name, value);
    }
    let items = paragraphs(w, why, chosen);
    v.list(
        id,
        List {
            key,
            items,
            ..List::default()
        },
    );
}

/// A new explanation of `why`, compared with the best move (a review's mistake).
pub fn explanation(w: &Words, why: &Why) -> Node {
    let mut node = Node::new("div", "")
        .attr("class", "explanation")
        .attr("data-testid", "explanation");
    node.attrs.extend(attrs(why));
    node.children = paragraphs(w, why, false);
    node
}

/// The moves an explanation compares, and its reasons' tags.
fn attrs(why: &Why) -> [(&'static str, String); 3] {
    [
        ("data-move", why.played.to_string()),
        ("data-vs", why.vs.to_string()),
        ("data-reasons", why.tags().join(" ")),
    ]
}

/// The explanation's words, its line, and "Terms:" with a link to the rules page's glossary entry
/// of each concept its reasons name (none when they name none).
fn paragraphs(w: &Words, why: &Why, chosen: bool) -> Vec<Node> {
    let mut out = vec![
        Node::new("p", compared_text(w, why, chosen)).attr("class", "why-text"),
        Node::new("p", line_text(w, why)).attr("class", "why-line"),
    ];
    let terms = terms(why);
    if !terms.is_empty() {
        let mut p = Node::new("p", w.get(Key::WhyTerms)).attr("class", "why-terms");
        for (id, name) in terms {
            let link = Node::new("a", w.get(name))
                .attr("href", format!("#{id}"))
                .attr("data-glossary", id);
            p = p.child(link);
        }
        out.push(p);
    }
    out
}
