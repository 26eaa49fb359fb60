//! The coach drawn from the model (read-only): the bests of Puzzle Streak and Storm on the Train
//! screen (`data-testid="rush-bests"`), a run's line beside the board (`data-testid="rush"`, with
//! `data-mode` `streak` or `storm`, `data-solved`, `data-missed` and `data-over`), the weak-spots
//! page (its summary, `data-testid="weak-spots-summary"`, and its table: `data-testid="weak-spot"`
//! rows with `data-topic`, `data-tries` and `data-right`, each with its "Practise this" button,
//! `data-practise`), and a reason drill's choices (`data-reason`).

use super::dom;
use ethello_ui::ids;
use ethello_ui::train::words;
use ethello_ui::{Drill, Key, Model, RushRun, Screen};

/// Shows the parts of the page this module owns.
pub fn render(model: &Model) {
    let coach = &model.train.progress.coach;
    if model.screen == Screen::Train {
        dom::set_text(ids::RUSH_BESTS, &words::rush_bests(&model.words, coach));
    }
    if model.screen == Screen::WeakSpots {
        weak_spots(model);
    }
    reason_choices(model);
    let run = model.train.rush.as_ref();
    let shown = run.filter(|_| model.screen == Screen::Drill);
    dom::set_hidden_id(ids::RUSH_STATUS, shown.is_none());
    if let Some(run) = shown {
        status(model, run);
    }
}

/// A run's line beside the board: its count and clock, or its end.
fn status(model: &Model, run: &RushRun) {
    let w = &model.words;
    let rush = &run.rush;
    let text = match rush.over {
        true => words::rush_over(w, run, &model.train.progress.coach),
        false => words::rush_status(w, rush, model.now_ms),
    };
    dom::set_text(ids::RUSH_STATUS, &text);
    let Ok(el) = dom::html(ids::RUSH_STATUS) else {
        return;
    };
    dom::set_attr(&el, "data-mode", rush.mode.word());
    dom::set_attr(&el, "data-solved", &rush.solved.to_string());
    dom::set_attr(&el, "data-missed", &rush.missed.to_string());
    dom::set_attr(&el, "data-over", if rush.over { "true" } else { "false" });
    // The buttons of a run: none while it runs (each answer moves on), "Play again" once over.
    for id in [ids::BTN_DRILL_RETRY, ids::BTN_DRILL_SOLUTION] {
        dom::set_hidden_id(id, true);
    }
    dom::set_hidden_id(ids::BTN_DRILL_NEXT, !rush.over);
    dom::set_text(ids::BTN_DRILL_NEXT, w.get(Key::TrainPlayAgain));
}

/// The Next button, shown with its own words again once no run is on the board.
pub fn next_label(model: &Model) {
    if model.train.rush.is_none() && model.screen == Screen::Drill {
        dom::set_text(ids::BTN_DRILL_NEXT, model.words.get(Key::PageNextPuzzle));
        dom::set_hidden_id(ids::BTN_DRILL_NEXT, false);
    }
}

/// The weak-spots page: its summary and table, rebuilt when the marks or the language change.
fn weak_spots(model: &Model) {
    let w = &model.words;
    let coach = &model.train.progress.coach;
    let Ok(body) = dom::html(ids::WEAK_SPOTS_BODY) else {
        return;
    };
    let key = format!("{}:{}", coach.marks.len(), w.lang().code());
    if body.get_attribute("data-key").as_deref() == Some(key.as_str()) {
        return;
    }
    dom::set_attr(&body, "data-key", &key);
    let spots = coach.spots();
    dom::set_text(ids::WEAK_SPOTS_SUMMARY, &words::spots_summary(w, coach));
    dom::set_hidden_id(ids::WEAK_SPOTS_TABLE, spots.is_empty());
    body.set_inner_html("");
    let doc = dom::document();
    for spot in spots {
        let Ok(row) = doc.create_element("tr") else {
            return;
        };
        let topic = spot.topic.to_string();
        let name = words::topic(w, spot.topic);
        dom::set_attr(&row, "data-testid", "weak-spot");
        dom::set_attr(&row, "data-topic", &topic);
        dom::set_attr(&row, "data-tries", &spot.tries.to_string());
        dom::set_attr(&row, "data-right", &spot.right.to_string());
        let trend = spot.trend.map_or(String::new(), |t| t.to_string());
        let cells = [
            ("th", name.clone(), ""),
            ("td", spot.tries.to_string(), ""),
            ("td", words::spot_share(w, &spot), ""),
            ("td", words::trend(w, &spot), trend.as_str()),
        ];
        for (tag, text, trend) in cells {
            if let Ok(cell) = doc.create_element(tag) {
                cell.set_text_content(Some(&text));
                if tag == "th" {
                    dom::set_attr(&cell, "scope", "row");
                }
                if !trend.is_empty() {
                    dom::set_attr(&cell, "data-trend", trend);
                }
                let _ = row.append_child(&cell);
            }
        }
        if let (Ok(cell), Ok(button)) = (doc.create_element("td"), doc.create_element("button")) {
            dom::set_attr(&button, "type", "button");
            dom::set_attr(&button, "data-practise", &topic);
            dom::set_attr(&button, "aria-label", &words::practise_label(w, &name));
            button.set_text_content(Some(w.get(Key::TrainPractise)));
            let _ = cell.append_child(&button);
            let _ = row.append_child(&cell);
        }
        let _ = body.append_child(&row);
    }
}

/// A reason drill's choices beside the board: a button each (`data-reason`, `aria-pressed` on the
/// one picked), rebuilt when the drill, the pick or the language change; disabled once graded.
fn reason_choices(model: &Model) {
    let run = match (&model.screen, &model.train.drill) {
        (Screen::Drill, Some(Drill::Reason(run))) => Some(run),
        _ => None,
    };
    dom::set_hidden_id(ids::DRILL_REASONS, run.is_none());
    let (Some(run), Ok(group)) = (run, dom::html(ids::DRILL_REASONS)) else {
        return;
    };
    let w = &model.words;
    let key = format!(
        "{}:{:?}:{}:{}",
        run.drill.id,
        run.reason,
        run.grade.is_some(),
        w.lang().code()
    );
    if group.get_attribute("data-key").as_deref() == Some(key.as_str()) {
        return;
    }
    dom::set_attr(&group, "data-key", &key);
    while let Some(old) = group.query_selector("button").ok().flatten() {
        old.remove();
    }
    let doc = dom::document();
    for topic in run.drill.choices() {
        let Ok(button) = doc.create_element("button") else {
            return;
        };
        dom::set_attr(&button, "type", "button");
        dom::set_attr(&button, "data-reason", &topic.to_string());
        let pressed = run.reason == Some(topic);
        dom::set_attr(
            &button,
            "aria-pressed",
            if pressed { "true" } else { "false" },
        );
        if run.grade.is_some() {
            dom::set_attr(&button, "disabled", "");
        }
        button.set_text_content(Some(&words::topic(w, topic)));
        let _ = group.append_child(&button);
    }
}
