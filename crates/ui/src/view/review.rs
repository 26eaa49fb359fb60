//! The review region beside the board: the Analyse button, the progress bar with Cancel, the
//! evaluation graph's label (`role="img"`, its label a summary; the page paints the graph), the
//! biggest mistakes with their explanations, and one button a move (`data-ply`: moves played before
//! it, `data-loss`: discs lost, `data-rating`). The lists are rebuilt only when the scores change.

use super::patch::{List, Mark, Node, View};
use crate::ids;
use crate::model::{Model, Review};
use crate::review::{self, summary};
use crate::why;
use crate::words::{mistake_text, phrase, Key, Words};
use ethello_engine::review::{MoveVerdict, Rating};
use ethello_engine::Color;

/// Shows the review region and the Analyse button.
pub fn panel(m: &Model, v: &mut View) {
    v.hide(ids::BTN_START_REVIEW, !review::available(m));
    let shown = review::current(m);
    v.hide(ids::REVIEW, shown.is_none());
    let Some(a) = shown else { return };
    let running = m.reviewing();
    v.flag(ids::REVIEW, "aria-busy", running);
    let w = &m.words;
    progress(w, a, running, v);
    v.attr(ids::EVAL_GRAPH, "aria-label", summary(w, &m.game.record, a));
    let positions = a.margins(&m.game.record).len();
    v.attr(ids::EVAL_GRAPH, "data-positions", positions.to_string());
    // Keyed on the model: the game on the board (a loaded game of the same length is another game),
    // how much is scored, whether the review still runs, the language and the explanations.
    let key = format!(
        "{}:{}:{}:{running}:{}:{}",
        m.games,
        a.scores.len(),
        a.scored(),
        w.lang().code(),
        m.why.answers.len()
    );
    let verdicts = a.verdicts(&m.game.record);
    let current = m
        .game
        .replay
        .and_then(|r| verdicts.iter().position(|v| v.ply == r));
    let buttons = verdicts.iter().map(|verdict| verdict_node(w, verdict));
    let items = buttons.map(|b| Node::new("li", "").child(b)).collect();
    let list = List {
        key: key.clone(),
        items,
        mark: Some(Mark::AriaCurrent),
        current,
        ..List::default()
    };
    v.list(ids::VERDICTS, list);
    v.list(ids::MISTAKES, mistakes(m, a, running, key));
}

/// The progress bar and its words, while the worker scores positions.
fn progress(w: &Words, a: &Review, running: bool, v: &mut View) {
    v.hide(ids::REVIEW_RUNNING, !running);
    v.attr(ids::REVIEW_PROGRESS, "max", a.scores.len().to_string());
    v.attr(ids::REVIEW_PROGRESS, "value", a.scored().to_string());
    let words = w.text(&phrase::review_progress(&a.scored(), &a.scores.len()));
    v.text(ids::REVIEW_PROGRESS_TEXT, words);
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
pub fn verdict_label(w: &Words, v: &MoveVerdict) -> String {
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
fn verdict_node(w: &Words, v: &MoveVerdict) -> Node {
    let label = verdict_label(w, v);
    let text = format!("{}. {}", v.ply + 1, v.played);
    Node::new("button", text)
        .attr("type", "button")
        .attr("data-ply", v.ply.to_string())
        .attr("data-loss", v.loss.to_string())
        .attr("data-rating", rating_id(v.rating))
        .attr("aria-label", label.as_str())
        .attr("title", label)
}

/// Each side's biggest mistakes, as buttons that show the position, each with its explanation
/// once the worker has given it; "none yet" while the review runs.
fn mistakes(m: &Model, a: &Review, running: bool, key: String) -> List {
    let (w, game) = (&m.words, &m.game.record);
    let all = [Color::Black, Color::White].map(|c| a.mistakes(game, c));
    let item = |v: &MoveVerdict| {
        let button = Node::new("button", mistake_text(w, v))
            .attr("type", "button")
            .attr("data-mistake-ply", v.ply.to_string());
        let li = Node::new("li", "").child(button);
        match why::of_mistake(m, v) {
            Some(why) => li.child(super::why::explanation(w, &why)),
            None => li,
        }
    };
    let empty = match running {
        true => Key::ReviewNoneYet,
        false => Key::ReviewNone,
    };
    List {
        key,
        items: all.iter().flatten().map(item).collect(),
        empty: w.get(empty).to_string(),
        ..List::default()
    }
}
