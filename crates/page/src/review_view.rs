//! The review region beside the board, read-only from the model: the Analyse button, the progress
//! bar with Cancel, the evaluation graph (`role="img"`, its label a summary), the biggest mistakes,
//! and one button a move (`data-ply`: moves played before it, `data-loss`: discs lost,
//! `data-rating`). The lists are rebuilt only when the scores change (`data-key`).

use ethello_ui::phrase;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement};

use super::dom;
use super::graph::{self, Graph};
use super::why_view;
use ethello_engine::review::{MoveVerdict, Rating};
use ethello_engine::{Color, Game};
use ethello_ui::ids;
use ethello_ui::review::{self, Review};
use ethello_ui::why;
use ethello_ui::words::mistake_text;
use ethello_ui::{Key, Model, Words};

/// Shows the review region and the Analyse button.
pub fn render(model: &Model) {
    dom::set_hidden_id(ids::BTN_START_REVIEW, !review::available(model));
    let Ok(region) = dom::html(ids::REVIEW) else {
        return;
    };
    let shown = review::current(model);
    dom::set_hidden(&region, shown.is_none());
    let Some(a) = shown else { return };
    let running = model.reviewing();
    dom::set_attr(&region, "aria-busy", if running { "true" } else { "false" });
    let w = &model.words;
    progress(w, a, running);
    let current = model.game.replay.unwrap_or(model.game.record.moves().len());
    draw_graph(w, &model.game.record, a, current);
    // Keyed on the model: the game on the board (a loaded game of the same length is another game),
    // how much is scored, and whether the review still runs.
    let key = format!(
        "{}:{}:{}:{running}:{}:{}",
        model.games,
        a.scores.len(),
        a.scored(),
        w.lang().code(),
        model.why.answers.len()
    );
    if let Ok(list) = dom::html(ids::VERDICTS) {
        if list.get_attribute("data-key").as_deref() != Some(key.as_str()) {
            let verdicts = a.verdicts(&model.game.record);
            fill_verdicts(w, &list, &verdicts);
            fill_mistakes(model, a, running);
            dom::set_attr(&list, "data-key", &key);
        }
        mark_current(&list, model.game.replay);
    }
}

/// The progress bar and its words, while the worker scores positions.
fn progress(w: &Words, a: &Review, running: bool) {
    dom::set_hidden_id(ids::REVIEW_RUNNING, !running);
    if let Ok(bar) = dom::html(ids::REVIEW_PROGRESS) {
        dom::set_attr(&bar, "max", &a.scores.len().to_string());
        dom::set_attr(&bar, "value", &a.scored().to_string());
    }
    let words = w.text(&phrase::review_progress(&a.scored(), &a.scores.len()));
    dom::set_text(ids::REVIEW_PROGRESS_TEXT, &words);
}

fn draw_graph(w: &Words, game: &Game, a: &Review, current: usize) {
    let Ok(canvas) = dom::by_id::<HtmlCanvasElement>(ids::EVAL_GRAPH) else {
        return;
    };
    let Some(ctx) = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
    else {
        return;
    };
    let margins = a.margins(game);
    graph::draw(
        &canvas,
        &ctx,
        &Graph {
            margins: &margins,
            current,
            labels: [w.get(Key::GraphTop), w.get(Key::GraphBottom)],
        },
    );
    dom::set_attr(&canvas, "aria-label", &review::summary(w, game, a));
    dom::set_attr(&canvas, "data-positions", &margins.len().to_string());
}

/// The word of a rating, as on the screen's thresholds line.
fn rating_id(rating: Rating) -> &'static str {
    match rating {
        Rating::Best => "best",
        Rating::Inaccuracy => "inaccuracy",
        Rating::Mistake => "mistake",
        Rating::Blunder => "blunder",
    }
}

/// The word of a rating in the page's language.
fn rating_key(rating: Rating) -> Key {
    match rating {
        Rating::Best => Key::RatingBest,
        Rating::Inaccuracy => Key::RatingInaccuracy,
        Rating::Mistake => Key::RatingMistake,
        Rating::Blunder => Key::RatingBlunder,
    }
}

/// "move 19, Black f8: mistake, lost 5 discs, exact".
fn verdict_label(w: &Words, v: &MoveVerdict) -> String {
    let (number, side) = (v.ply + 1, w.color(v.color));
    let rating = w.get(rating_key(v.rating));
    let label = w.text(&match w.lang().singular(i64::from(v.loss)) {
        true => phrase::review_verdict_one(&number, side, &v.played, rating, &v.loss),
        false => phrase::review_verdict_other(&number, side, &v.played, rating, &v.loss),
    });
    match v.exact {
        true => w.text(&phrase::review_verdict_exact(&label)),
        false => label,
    }
}

/// One button a rated move.
fn fill_verdicts(w: &Words, list: &Element, verdicts: &[MoveVerdict]) {
    list.set_inner_html("");
    let doc = dom::document();
    for v in verdicts {
        let (Ok(li), Ok(b)) = (doc.create_element("li"), doc.create_element("button")) else {
            continue;
        };
        let rating = rating_id(v.rating);
        let _ = b.set_attribute("type", "button");
        let _ = b.set_attribute("data-ply", &v.ply.to_string());
        let _ = b.set_attribute("data-loss", &v.loss.to_string());
        let _ = b.set_attribute("data-rating", rating);
        let label = verdict_label(w, v);
        let _ = b.set_attribute("aria-label", &label);
        let _ = b.set_attribute("title", &label);
        b.set_text_content(Some(&format!("{}. {}", v.ply + 1, v.played)));
        let _ = li.append_child(&b);
        let _ = list.append_child(&li);
    }
}

/// Each side's biggest mistakes, as buttons that show the position, each with its explanation
/// once the worker has given it.
fn fill_mistakes(model: &Model, a: &Review, running: bool) {
    let (w, game) = (&model.words, &model.game.record);
    let Ok(list) = dom::html(ids::MISTAKES) else {
        return;
    };
    list.set_inner_html("");
    let doc = dom::document();
    let mut any = false;
    for color in [Color::Black, Color::White] {
        for v in a.mistakes(game, color) {
            let (Ok(li), Ok(b)) = (doc.create_element("li"), doc.create_element("button")) else {
                continue;
            };
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-mistake-ply", &v.ply.to_string());
            b.set_text_content(Some(&mistake_text(w, &v)));
            let _ = li.append_child(&b);
            if let Some(el) = why::of_mistake(model, &v).and_then(|y| why_view::element(w, &y)) {
                let _ = li.append_child(&el);
            }
            let _ = list.append_child(&li);
            any = true;
        }
    }
    if !any {
        let words = match running {
            true => Key::ReviewNoneYet,
            false => Key::ReviewNone,
        };
        list.set_text_content(Some(w.get(words)));
    }
}

/// Marks the move whose position the board shows.
fn mark_current(list: &Element, replay: Option<usize>) {
    let buttons = list.get_elements_by_tag_name("button");
    for i in 0..buttons.length() {
        if let Some(b) = buttons.item(i) {
            let ply = b.get_attribute("data-ply").and_then(|p| p.parse().ok());
            let now = replay.is_some() && ply == replay;
            dom::set_attr(&b, "aria-current", if now { "true" } else { "false" });
        }
    }
}
