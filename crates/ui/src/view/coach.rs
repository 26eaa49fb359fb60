//! The coach: a run's line beside the board (`data-testid="rush"`, with `data-mode` `streak` or
//! `storm`, `data-solved`, `data-missed` and `data-over`) and the drill's buttons with it, a
//! reason drill's choices (a button each, `data-reason`, `aria-pressed` on the one picked,
//! disabled once graded), and the weak-spots page (its summary,
//! `data-testid="weak-spots-summary"`, and its table: `data-testid="weak-spot"` rows with
//! `data-topic`, `data-tries` and `data-right`, each with its "Practise this" button,
//! `data-practise`). The bests of Puzzle Streak and Storm are on the Train screen
//! ([`super::train`]).

use super::patch::{List, Node, View};
use super::train::buttons;
use crate::ids;
use crate::model::{Drill, Model, ReasonRun, Screen};
use crate::train::words;
use crate::words::{Key, Words};
use ethello_model::training::coach::{Coach, Spot};

/// The run's line and the drill's buttons, the reason choices, and the weak-spots page.
pub fn panel(m: &Model, v: &mut View) {
    if m.screen == Screen::WeakSpots {
        weak_spots(&m.words, &m.train.progress.coach, v);
    }
    let reasons = match (m.screen, &m.train.drill) {
        (Screen::Drill, Some(Drill::Reason(run))) => Some(run),
        _ => None,
    };
    v.hide(ids::DRILL_REASONS, reasons.is_none());
    if let Some(run) = reasons {
        v.list(ids::DRILL_REASONS, reason_choices(&m.words, run));
    }
    rush(m, v);
}

/// A run's line beside the board (its count and clock, or its end), and the drill's buttons: none
/// while a run goes on (each answer moves on) and "Play again" once it is over; otherwise Retry
/// and Solution as the drill says, and Next.
fn rush(m: &Model, v: &mut View) {
    let run = m.train.rush.as_ref().filter(|_| m.screen == Screen::Drill);
    v.hide(ids::RUSH_STATUS, run.is_none());
    let w = &m.words;
    let (answered, next, label) = match run {
        Some(run) => {
            let rush = &run.rush;
            let text = match rush.over {
                true => words::rush_over(w, run, &m.train.progress.coach),
                false => words::rush_status(w, rush, m.now_ms),
            };
            v.text(ids::RUSH_STATUS, text);
            v.attr(ids::RUSH_STATUS, "data-mode", rush.mode.word());
            v.attr(ids::RUSH_STATUS, "data-solved", rush.solved.to_string());
            v.attr(ids::RUSH_STATUS, "data-missed", rush.missed.to_string());
            v.flag(ids::RUSH_STATUS, "data-over", rush.over);
            (Some((false, false)), rush.over, Key::TrainPlayAgain)
        }
        None if m.screen == Screen::Drill => {
            let answered = m.train.drill.as_ref().map(buttons);
            (answered, true, Key::PageNextPuzzle)
        }
        None => return,
    };
    if let Some((retry, solution)) = answered {
        v.hide(ids::BTN_DRILL_RETRY, !retry);
        v.hide(ids::BTN_DRILL_SOLUTION, !solution);
    }
    v.hide(ids::BTN_DRILL_NEXT, !next);
    v.text(ids::BTN_DRILL_NEXT, w.get(label));
}

/// A reason drill's choices after the group's label, rebuilt when the drill, the pick or the
/// language change.
fn reason_choices(w: &Words, run: &ReasonRun) -> List {
    let key = format!(
        "{}:{:?}:{}:{}",
        run.drill.id,
        run.reason,
        run.grade.is_some(),
        w.lang().code()
    );
    let label = Node::new("span", w.get(Key::PageReasonPick))
        .attr("id", ids::DRILL_REASONS_LABEL)
        .attr("data-l10n", Key::PageReasonPick.id());
    let choice = |topic| {
        let button = Node::new("button", words::topic(w, topic))
            .attr("type", "button")
            .attr("data-reason", topic.to_string())
            .attr("aria-pressed", (run.reason == Some(topic)).to_string());
        match run.grade {
            Some(_) => button.attr("disabled", ""),
            None => button,
        }
    };
    let buttons = run.drill.choices().into_iter().map(choice);
    List {
        key,
        items: std::iter::once(label).chain(buttons).collect(),
        ..List::default()
    }
}

/// The weak-spots page: its summary and table, rebuilt when the marks or the language change.
fn weak_spots(w: &Words, coach: &Coach, v: &mut View) {
    let spots = coach.spots();
    v.text(ids::WEAK_SPOTS_SUMMARY, words::spots_summary(w, coach));
    v.hide(ids::WEAK_SPOTS_TABLE, spots.is_empty());
    let key = format!("{}:{}", coach.marks.len(), w.lang().code());
    let items = spots.iter().map(|spot| spot_row(w, spot)).collect();
    v.list(
        ids::WEAK_SPOTS_BODY,
        List {
            key,
            items,
            ..List::default()
        },
    );
}

/// A weak spot's row: its name, tries, share right, trend (`data-trend`, in points) and its
/// "Practise this" button.
fn spot_row(w: &Words, spot: &Spot) -> Node {
    let topic = spot.topic.to_string();
    let name = words::topic(w, spot.topic);
    let trend = Node::new("td", words::trend(w, spot));
    let trend = match spot.trend {
        Some(t) => trend.attr("data-trend", t.to_string()),
        None => trend,
    };
    let practise = Node::new("button", w.get(Key::TrainPractise))
        .attr("type", "button")
        .attr("data-practise", topic.as_str())
        .attr("aria-label", words::practise_label(w, &name));
    Node::new("tr", "")
        .attr("data-testid", "weak-spot")
        .attr("data-topic", topic)
        .attr("data-tries", spot.tries.to_string())
        .attr("data-right", spot.right.to_string())
        .child(Node::new("th", name).attr("scope", "row"))
        .child(Node::new("td", spot.tries.to_string()))
        .child(Node::new("td", words::spot_share(w, spot)))
        .child(trend)
        .child(Node::new("td", "").child(practise))
}
