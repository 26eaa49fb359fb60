//! The weak-spots page (issue 48) through the state machine: its first line sums up the weakest
//! spot in words (or says what to do when nothing was tried), and it opens from Train and from a
//! drill, Back returning to where it was opened, "Practise this" serving a drill of its topic; its
//! table read from the view, a row a spot.

use super::train::{loaded, today, train};
use super::*;
use ethello_model::training::coach::{Coach, Topic, TREND_WINDOW};
use ethello_model::training::puzzle::Theme;
use ethello_ui::train::words::spots_summary;
use ethello_ui::words::Lang;
use ethello_ui::{Drill, TrainMsg, Words};

/// A record where "Giving a corner" is the weakest: 8 right of 20, 6 of them in the last 10; the
/// parity puzzles were all solved.
fn corner_weakest() -> Coach {
    let mut coach = Coach::default();
    let corner = Topic::of_tag("corner").unwrap();
    for i in 0..2 * TREND_WINDOW {
        let right = if i < TREND_WINDOW { i < 2 } else { i % 5 < 3 };
        coach.mark(today(), corner, right);
        coach.mark(today(), Topic::Theme(Theme::Parity), true);
    }
    coach
}

#[test]
fn the_summary_names_the_weakest_spot_its_share_right_its_tries_and_its_trend() {
    let english = Words::english();
    assert_eq!(
        spots_summary(&english, &corner_weakest()),
        "Your weakest: Giving a corner, 40% right (tries: 20), trend: up 40 points."
    );
    let mut new = Coach::default();
    assert!(
        spots_summary(&english, &new).starts_with("Nothing here yet"),
        "a new player is told how spots come"
    );
    new.mark(today(), Topic::Theme(Theme::Edge), false);
    assert_eq!(
        spots_summary(&english, &new),
        "Your weakest: Puzzles: edge fight, 0% right (tries: 1), trend: too few tries."
    );
    let french = Words::parse(Lang::Fr, include_str!("../../www/lang/fr.txt")).unwrap();
    let said = spots_summary(&french, &corner_weakest());
    assert!(said.starts_with("Votre point le plus faible"), "{said}");
    assert!(
        said.contains("40\u{a0}%") && said.contains("essais\u{a0}: 20"),
        "{said}"
    );
}

#[test]
fn the_page_opens_from_train_and_back_returns_there() {
    let mut m = loaded();
    assert_eq!(m.screen, Screen::Train);
    update(&mut m, Msg::Show(Screen::WeakSpots));
    assert_eq!(m.screen, Screen::WeakSpots);
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Train);
}

#[test]
fn opened_from_a_drill_back_returns_to_the_same_drill_and_practise_this_serves_a_new_one() {
    let mut m = loaded();
    train(&mut m, TrainMsg::Next);
    assert_eq!(m.screen, Screen::Drill);
    let before = m.train.drill.clone();
    update(&mut m, Msg::Show(Screen::WeakSpots));
    assert_eq!(m.screen, Screen::WeakSpots);
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Drill);
    assert_eq!(m.train.drill, before, "the drill is as it was left");
    // Practise this from the page opened in the drill: a puzzle of the theme, served in turn.
    update(&mut m, Msg::Show(Screen::WeakSpots));
    train(&mut m, TrainMsg::Practise(Topic::Theme(Theme::Corner)));
    assert_eq!(m.screen, Screen::Drill);
    match &m.train.drill {
        Some(Drill::Puzzle { solving, .. }) => {
            assert!(solving.puzzle.themes.contains(Theme::Corner))
        }
        other => panic!("no puzzle of the corner theme: {other:?}"),
    }
    assert!(m.train.practise.is_some());
    // Its Back leads to Train, not to the page.
    train(&mut m, TrainMsg::Back);
    assert_eq!(m.screen, Screen::Train);
}

#[test]
fn the_page_shows_a_row_a_spot_the_weakest_first_each_with_its_practise_button() {
    let mut m = loaded();
    update(&mut m, Msg::Show(Screen::WeakSpots));
    let empty = ethello_ui::view(&m);
    assert_eq!(
        empty.hidden(ids::WEAK_SPOTS_TABLE),
        Some(true),
        "no table yet"
    );
    m.train.progress.coach = corner_weakest();
    let v = ethello_ui::view(&m);
    assert!(v.shows(ids::WEAK_SPOTS_TABLE));
    let summary = v.text_of(ids::WEAK_SPOTS_SUMMARY).unwrap();
    assert!(
        summary.starts_with("Your weakest: Giving a corner"),
        "{summary}"
    );
    let rows = &v.list_of(ids::WEAK_SPOTS_BODY).unwrap().items;
    assert_eq!(rows.len(), 2);
    let corner = &rows[0];
    let data = |name| corner.get(name).unwrap();
    assert_eq!(
        (data("data-topic"), data("data-tries"), data("data-right")),
        ("reason:corner", "20", "8")
    );
    let cells: Vec<&str> = corner.children.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(
        cells,
        ["Giving a corner", "20", "40% (8 of 20)", "up 40 points", ""]
    );
    assert_eq!(corner.children[3].get("data-trend"), Some("40"));
    let practise = &corner.children[4].children[0];
    assert_eq!(practise.text, "Practise this");
    assert_eq!(practise.get("data-practise"), Some("reason:corner"));
    assert_eq!(
        practise.get("aria-label"),
        Some("Practise: Giving a corner")
    );
    assert_eq!(rows[1].children[0].text, "Puzzles: parity");
}
