//! The live region after a change of language: each kind of announcement (a drill's prompt, a
//! puzzle's answer, a mistake judged, an opening line's move, a reason drill graded, an online
//! game's end) is held as a phrase, so the region is said again in the language chosen.

use super::coach::{reason_on, DRILLS};
use super::online::{heard, seated_black, state};
use super::train::{
    book_request, hear_start_values, loaded, train, train_page, two_steps, values_request,
    with_mistake,
};
use super::words::{arrives, JAPANESE};
use super::*;
use ethello_engine::hints::Hint;
use ethello_ui::{Lang, TrainMsg};

/// The live region's words once the page is in `lang` (its catalogue `text` come).
fn said_in(m: &mut Model, lang: Lang, text: &str) -> String {
    update(m, Msg::Language(lang));
    arrives(m, lang, Ok(text));
    assert_eq!(m.words.lang(), lang);
    m.announced_text().expect("something said")
}

/// The live region's words once the page is in French.
fn said_in_french(m: &mut Model) -> String {
    said_in(m, Lang::Fr, include_str!("../../www/lang/fr.txt"))
}

#[test]
fn a_puzzles_prompt_and_answer_are_said_again_in_french() {
    let mut m = loaded();
    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    let english = m.announced_text().unwrap();
    assert!(english.contains(" to move: "), "{english}");
    let french = said_in_french(&mut m);
    assert!(french.contains("au trait"), "{french}");
    update(&mut m, Msg::Click(p.steps[0].solution()));
    let french = m.announced_text().unwrap();
    let right = format!("Juste\u{a0}: {}.", p.steps[0].solution());
    assert!(french.starts_with(&right), "{french}");
    english_again(&mut m);
    let english = m.announced_text().unwrap();
    assert!(english.starts_with("Right: "), "{english}");
}

/// English chosen again, and its catalogue come.
fn english_again(m: &mut Model) {
    said_in(m, Lang::En, include_str!("../../www/lang/en.txt"));
}

#[test]
fn a_mistake_judged_is_said_again_in_french() {
    let mut m = train_page(Some(&with_mistake()));
    let fx = train(&mut m, TrainMsg::Mistakes);
    let (id, _) = values_request(&fx).unwrap();
    hear_start_values(&mut m, id);
    update(&mut m, Msg::Click(sq("f5")));
    assert_eq!(
        m.announced_text().as_deref(),
        Some("Better: f5 (+2). The best is f5 (+2).")
    );
    assert_eq!(
        said_in_french(&mut m),
        "Mieux\u{a0}: f5 (+2). Le meilleur est f5 (+2)."
    );
}

#[test]
fn an_opening_lines_move_is_said_again_with_the_openings_japanese_name() {
    let mut m = train_page(None);
    let fx = train(&mut m, TrainMsg::Line);
    let (id, _) = book_request(&fx).unwrap();
    let book = |s: &str| Hint {
        square: sq(s),
        score: 0,
        exact: false,
    };
    let moves = vec![book("f5")];
    hear(&mut m, FromWorker::Book { id, moves });
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, _) = book_request(&fx).unwrap();
    let moves = vec![book("d6")];
    hear(&mut m, FromWorker::Book { id, moves });
    let english = m.announced_text().unwrap();
    assert_eq!(english, "White played d6 (Perpendicular Opening).");
    let japanese = said_in(&mut m, Lang::Ja, JAPANESE);
    assert!(
        japanese.contains("d6") && japanese.contains("(縦取り)"),
        "{japanese}"
    );
    let french = said_in_french(&mut m);
    assert_eq!(french, "Blanc a joué d6 (Perpendicular Opening).");
}

#[test]
fn a_graded_reason_drill_is_said_again_in_french() {
    let mut m = train_page(None);
    train(&mut m, TrainMsg::Reasons);
    train(&mut m, TrainMsg::DrillsLoaded(DRILLS.into()));
    let d = reason_on(&m).drill;
    let wrong_reason = *d.choices().iter().find(|c| **c != d.reason).unwrap();
    update(&mut m, Msg::Click(d.better));
    train(&mut m, TrainMsg::PickReason(wrong_reason));
    let english = m.announced_text().unwrap();
    assert!(
        english.starts_with("Right move, wrong reason:"),
        "{english}"
    );
    let french = said_in_french(&mut m);
    assert!(
        french.starts_with("Bon coup, mauvaise raison\u{a0}:"),
        "{french}"
    );
    let reason = ethello_ui::train::words::topic(&m.words, d.reason);
    assert!(french.ends_with(&format!("{reason}.")), "{french}");
}

#[test]
fn an_online_games_end_is_said_again_in_french() {
    let (mut m, socket) = seated_black("playing", "");
    let ended = serde_json::json!({"status": {"status": "ended",
        "outcome": {"winner": "White", "reason": {"reason": "resigned"}}}, "to_move": null});
    let mut update_msg: serde_json::Value =
        serde_json::from_str(&state("playing", "", ended)).unwrap();
    update_msg["event"] = serde_json::json!({"kind": "ended"});
    heard(&mut m, socket, &update_msg.to_string());
    assert_eq!(
        m.announced_text().as_deref(),
        Some("White wins (resignation).")
    );
    assert_eq!(said_in_french(&mut m), "Blanc gagne (abandon).");
}
