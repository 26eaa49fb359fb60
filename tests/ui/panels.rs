//! The training panels read from `ui::view(&model)` as a player reads them: a drill's heading,
//! prompt, result and buttons, the ratings and their graph, the Train screen's choices in the
//! language shown, a run of Streak or Storm with its line and "Play again", a reason drill's
//! choices, and a wrong answer's explanation beside the board with its marks.

use super::coach::{miss, reason_on, solve, DRILLS};
use super::explain::{answer, explain_asked};
use super::train::{loaded, train, train_page, two_steps, wrong_move};
use super::words::arrives;
use super::*;
use ethello_model::training::puzzle::Theme as PuzzleTheme;
use ethello_model::training::rush::Mode;
use ethello_ui::view::{Node, View};
use ethello_ui::{view, Lang, TrainMsg};

/// The attribute `name` of `node`.
fn attr<'a>(node: &'a Node, name: &str) -> &'a str {
    node.get(name)
        .unwrap_or_else(|| panic!("no {name} on {node:?}"))
}

/// The result line beside the board: its `data-result` and its words.
fn result(v: &View) -> (&str, &str) {
    let kind = v.attr_of(ids::PUZZLE_RESULT, "data-result").unwrap();
    (kind, v.text_of(ids::PUZZLE_RESULT).unwrap())
}

#[test]
fn a_puzzles_panel_says_what_to_find_then_each_answer_with_the_buttons_that_fit() {
    let mut m = loaded();
    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    let v = view(&m);
    assert!(v.shows(ids::DRILL));
    let heading = format!("Puzzle {} · rated {} · ", p.id, p.rating);
    assert!(v.text_of(ids::DRILL_HEADING).unwrap().starts_with(&heading));
    let prompt = v.text_of(ids::PUZZLE_PROMPT).unwrap();
    assert!(prompt.contains(" to move: ") && prompt.ends_with("(2 moves to find)"));
    assert_eq!(result(&v), ("", ""));
    let detail = v.text_of(ids::DRILL_DETAIL).unwrap();
    assert!(detail.starts_with("From a tournament game of "), "{detail}");
    assert_eq!(v.hidden(ids::BTN_DRILL_RETRY), Some(true));
    assert_eq!(v.hidden(ids::BTN_DRILL_SOLUTION), Some(false));
    assert_eq!(v.text_of(ids::BTN_DRILL_NEXT), Some("Next"));
    assert!(v.shows(ids::BTN_DRILL_NEXT));

    update(&mut m, Msg::Click(p.steps[0].solution()));
    let v = view(&m);
    assert_eq!(result(&v), ("right", "Right! Now find move 2 of the line."));

    train(&mut m, TrainMsg::Retry);
    let (wrong, _) = wrong_move(&p, 0);
    update(&mut m, Msg::Click(wrong));
    let v = view(&m);
    let (kind, words) = result(&v);
    assert_eq!(kind, "wrong");
    let solution = format!("({})", p.steps[0].solution());
    assert!(
        words.starts_with(&wrong.to_string()) && words.contains(&solution),
        "{words}"
    );
    assert!(
        v.shows(ids::BTN_DRILL_RETRY),
        "a wrong answer may be retried"
    );

    train(&mut m, TrainMsg::Solution);
    let v = view(&m);
    let (kind, words) = result(&v);
    assert_eq!(kind, "shown");
    assert!(words.starts_with("The solution: "), "{words}");
    assert_eq!(
        v.hidden(ids::BTN_DRILL_SOLUTION),
        Some(true),
        "nothing left to show"
    );
}

#[test]
fn the_rating_and_its_graph_follow_the_first_rated_puzzle_and_willy_suggests_a_level() {
    let mut m = loaded();
    let v = view(&m);
    let rating = m.train.progress.rating.shown();
    assert_eq!(v.text_of(ids::TRAIN_RATING), Some(rating.as_str()));
    assert_eq!(v.text_of(ids::PLAYER_RATING), Some(rating.as_str()));
    let empty = "No rated result yet: play a character or solve a puzzle.";
    assert_eq!(v.attr_of(ids::RATING_GRAPH, "data-empty"), Some("true"));
    assert_eq!(v.text_of(ids::RATING_GRAPH), Some(empty));
    assert_eq!(v.hidden(ids::WILLY_SUGGEST), Some(true), "not rated yet");

    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    solve(&mut m);
    train(&mut m, TrainMsg::Open);
    let v = view(&m);
    assert_eq!(v.attr_of(ids::RATING_GRAPH, "data-empty"), Some("false"));
    let graph = v.html_of(ids::RATING_GRAPH).expect("a graph");
    assert!(graph.starts_with("<svg") && graph.contains("<polyline points=\"0.0,"));
    let label = v.attr_of(ids::RATING_GRAPH, "aria-label").unwrap();
    assert!(
        label.starts_with("Your rating over 1 results, now "),
        "{label}"
    );
    let shown = m.train.progress.rating.shown();
    assert_eq!(v.text_of(ids::PLAYER_RATING), Some(shown.as_str()));
    assert!(v.shows(ids::WILLY_SUGGEST));
    let suggest = v.text_of(ids::WILLY_SUGGEST).unwrap();
    assert!(suggest.contains("suggests level"), "{suggest}");
    assert!(v.text_of(ids::PUZZLES_DONE).is_some());
}

#[test]
fn the_train_screens_choices_are_worded_in_the_language_shown() {
    let mut m = loaded();
    train(&mut m, TrainMsg::LineColor(Color::White));
    let v = view(&m);
    let themes = v.list_of(ids::FILTER_THEME).expect("the themes");
    assert_eq!(themes.items.len(), 1 + PuzzleTheme::ALL.len());
    assert_eq!(
        (
            attr(&themes.items[0], "value"),
            themes.items[0].text.as_str()
        ),
        ("", "Any")
    );
    let corner = &themes.items[1];
    assert_eq!(
        (attr(corner, "value"), corner.text.as_str()),
        ("corner", "corner")
    );
    let bands = v.list_of(ids::FILTER_BAND).unwrap();
    assert_eq!(bands.items[1].text, "beginner (below 1000)");
    assert_eq!(v.value_of(ids::LINE_COLOR), Some("white"));
    assert_eq!(v.value_of(ids::FILTER_THEME), Some(""));

    update(&mut m, Msg::Language(Lang::Fr));
    arrives(&mut m, Lang::Fr, Ok(include_str!("../../www/lang/fr.txt")));
    let v = view(&m);
    let themes = v.list_of(ids::FILTER_THEME).unwrap();
    assert_eq!(themes.key, "fr", "rebuilt in French");
    assert_eq!(themes.items[0].text, "Tous");
    assert_eq!(themes.items[1].text, "coin");
}

#[test]
fn a_streak_shows_its_count_then_its_end_with_play_again_and_train_keeps_the_best() {
    let mut m = loaded();
    train(&mut m, TrainMsg::Rush(Mode::Streak));
    let v = view(&m);
    assert!(v.shows(ids::RUSH_STATUS));
    let data = |v: &View, name| v.attr_of(ids::RUSH_STATUS, name).map(String::from);
    assert_eq!(data(&v, "data-mode").as_deref(), Some("streak"));
    assert_eq!(data(&v, "data-over").as_deref(), Some("false"));
    assert_eq!(
        v.text_of(ids::RUSH_STATUS),
        Some("Streak: 0 solved in a row.")
    );
    for id in [
        ids::BTN_DRILL_RETRY,
        ids::BTN_DRILL_SOLUTION,
        ids::BTN_DRILL_NEXT,
    ] {
        assert_eq!(v.hidden(id), Some(true), "{id}: each answer moves on");
    }
    solve(&mut m);
    assert_eq!(data(&view(&m), "data-solved").as_deref(), Some("1"));
    miss(&mut m);
    let v = view(&m);
    assert_eq!(data(&v, "data-over").as_deref(), Some("true"));
    assert_eq!(data(&v, "data-missed").as_deref(), Some("1"));
    let over = v.text_of(ids::RUSH_STATUS).unwrap();
    assert!(
        over.starts_with("The streak ends at 1. Your best: 1."),
        "{over}"
    );
    assert!(v.shows(ids::BTN_DRILL_NEXT));
    assert_eq!(v.text_of(ids::BTN_DRILL_NEXT), Some("Play again"));

    train(&mut m, TrainMsg::Rush(Mode::Storm));
    let v = view(&m);
    assert_eq!(data(&v, "data-mode").as_deref(), Some("storm"));
    let storm = v.text_of(ids::RUSH_STATUS).unwrap();
    assert_eq!(storm, "3:00 left. Solved: 0. Missed: 0.");

    train(&mut m, TrainMsg::Back);
    train(&mut m, TrainMsg::Open);
    let v = view(&m);
    assert!(v.hidden(ids::RUSH_STATUS) == Some(true));
    assert_eq!(
        v.text_of(ids::RUSH_BESTS),
        Some("Best streak: 1. Best storm: 0.")
    );
}

#[test]
fn a_reason_drills_choices_are_pressed_then_disabled_once_graded() {
    let mut m = train_page(None);
    train(&mut m, TrainMsg::Reasons);
    train(&mut m, TrainMsg::DrillsLoaded(DRILLS.into()));
    let d = reason_on(&m).drill;
    let v = view(&m);
    assert!(v.shows(ids::DRILL_REASONS));
    let choices = &v.list_of(ids::DRILL_REASONS).unwrap().items;
    assert_eq!(attr(&choices[0], "id"), ids::DRILL_REASONS_LABEL);
    assert_eq!(choices[0].text, "Why is it better?");
    let offered: Vec<&str> = choices[1..]
        .iter()
        .map(|b| attr(b, "data-reason"))
        .collect();
    let wanted: Vec<String> = d.choices().iter().map(|t| t.to_string()).collect();
    assert_eq!(offered, wanted);
    assert!(choices[1..]
        .iter()
        .all(|b| attr(b, "aria-pressed") == "false"));

    let wrong = *d.choices().iter().find(|c| **c != d.reason).unwrap();
    update(&mut m, Msg::Click(d.better));
    train(&mut m, TrainMsg::PickReason(wrong));
    let v = view(&m);
    let (kind, words) = result(&v);
    assert_eq!(kind, "half");
    assert!(words.starts_with("Right move, wrong reason:"), "{words}");
    let choices = &v.list_of(ids::DRILL_REASONS).unwrap().items;
    for b in &choices[1..] {
        let picked = attr(b, "data-reason") == wrong.to_string();
        assert_eq!(attr(b, "aria-pressed"), picked.to_string());
        assert_eq!(b.get("disabled"), Some(""), "graded: no more picks");
    }
    assert!(v.shows(ids::BTN_DRILL_RETRY));
}

#[test]
fn a_wrong_answers_explanation_shows_beside_the_drill_with_its_words_and_marks() {
    let mut m = loaded();
    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    let (wrong, _) = wrong_move(&p, 0);
    let fx = update(&mut m, Msg::Click(wrong));
    assert_eq!(view(&m).hidden(ids::DRILL_WHY), Some(true), "not yet");
    let (id, q) = explain_asked(&mut m, &fx).unwrap();
    answer(&mut m, id, q);
    let v = view(&m);
    assert!(v.shows(ids::DRILL_WHY));
    let solution = p.steps[0].solution();
    assert_eq!(
        v.attr_of(ids::DRILL_WHY, "data-move"),
        Some(wrong.to_string().as_str())
    );
    assert_eq!(
        v.attr_of(ids::DRILL_WHY, "data-vs"),
        Some(solution.to_string().as_str())
    );
    assert_eq!(
        v.attr_of(ids::DRILL_WHY, "data-reasons"),
        Some("corner:a1 line:a1")
    );
    let words = &v.list_of(ids::DRILL_WHY).unwrap().items;
    assert_eq!(attr(&words[0], "class"), "why-text");
    assert!(words[0].text.contains("a1"), "{}", words[0].text);
    assert_eq!(words[1].text, "The line: a1");
    let board = v.board.as_ref().expect("the drill's board");
    assert_eq!(
        board.marks,
        Some((wrong, Some(solution))),
        "both moves ringed"
    );
    assert!(v.hidden(ids::STUDY_WHY) == Some(true) && v.hidden(ids::REVIEW_WHY) == Some(true));
}
