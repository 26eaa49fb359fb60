//! What the page shows, read from `ui::view(&model)` as a player would read the screen: which
//! screen shows, `#app`'s state, the board's panel, the portrait, the move list, the clocks, the
//! analysis board's and the review's panels, the choice screen and the online panel (the alert's
//! buttons: `computer.rs`).

use super::clock::{against, clocked_page};
use super::review::reviewed;
use super::study::{pass, study, studying};
use super::*;
use ethello_ui::view::{Target, View};
use ethello_ui::{view, StudyMsg};

/// The `n`th item of the list in `#id`.
fn item(v: &View, id: &'static str, n: usize) -> ethello_ui::view::Node {
    v.list_of(id).expect("a list").items[n].clone()
}

/// The attribute `name` of the element a selector finds.
fn attr_in(v: &View, query: &str, name: &str) -> Option<String> {
    let target = Target::Query(query.to_string());
    v.attr_at(&target, name).map(String::from)
}

#[test]
fn the_title_shows_alone_and_app_says_when_the_page_and_its_worker_are_ready() {
    let mut m = Model::new(7, ethello_ui::Words::english());
    assert_eq!(view(&m).attr_of(ids::APP, "data-ready"), Some("false"));
    update(&mut m, Msg::Started(startup(None, None)));
    let v = view(&m);
    assert!(v.shows(ids::TITLE_SCREEN));
    for other in [ids::GAME_SCREEN, ids::CHOOSE_SCREEN, ids::OPTIONS_SCREEN] {
        assert_eq!(v.hidden(other), Some(true), "{other}");
    }
    assert_eq!(
        v.hidden(ids::BTN_CONTINUE),
        Some(true),
        "nothing to continue"
    );
    assert_eq!(v.attr_of(ids::APP, "data-ready"), Some("true"));
    assert_eq!(v.attr_of(ids::APP, "data-worker"), Some("starting"));
    assert_eq!(v.attr_of(ids::APP, "data-ended"), Some(""));
    ready(&mut m);
    let v = view(&m);
    assert_eq!(v.attr_of(ids::APP, "data-worker"), Some("ready"));
    assert_eq!(v.attr_of(ids::APP, "data-workers"), Some("1"));
    assert_eq!(v.text_of(ids::BTN_MUTE), Some("Sound: on"));
    assert_eq!(v.attr_of(ids::APP, "data-online"), None, "no online game");
    assert_eq!(v.hidden(ids::ONLINE), Some(true));
}

#[test]
fn a_game_against_dubya_shows_his_scene_portrait_moves_and_thinking() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    let v = view(&m);
    assert!(v.shows(ids::SCENE) && v.shows(ids::GAME_SCREEN));
    assert_eq!(v.attr_of(ids::SCENE, "data-kind"), Some("intro"));
    assert_eq!(v.attr_of(ids::SCENE_IMG, "src"), Some("img/dubya.svg"));
    update(&mut m, Msg::CloseScene);
    let v = view(&m);
    assert_eq!(v.hidden(ids::SCENE), Some(true));
    assert_eq!(v.attr_of(ids::PORTRAIT, "data-character"), Some("dubya"));
    assert_eq!(
        v.attr_of(ids::PORTRAIT_IMG, "alt"),
        Some("Dubya, your opponent")
    );
    assert_eq!(
        v.text_of(ids::PORTRAIT_LEVEL),
        Some(""),
        "only Willy has levels"
    );
    assert_eq!(v.text_of(ids::STATUS), Some("Black's turn (Player 1)"));
    assert_eq!(v.text_of(ids::COUNT_BLACK), Some("2"));
    assert_eq!(v.attr_of(ids::GAME_SCREEN, "data-mode"), Some("game"));
    update(&mut m, Msg::Click(sq("f5")));
    let v = view(&m);
    assert_eq!(v.text_of(ids::COUNT_BLACK), Some("4"));
    assert!(v.shows(ids::THINKING));
    assert_eq!(v.text_of(ids::THINKING_TEXT), Some("Dubya is thinking…"));
    assert_eq!(v.attr_of(ids::APP, "data-thinking"), Some("true"));
    let moves = v.list_of(ids::MOVES).expect("the move list");
    assert_eq!(moves.items.len(), 1);
    assert_eq!(moves.items[0].text, "f5");
    assert_eq!(moves.items[0].get("aria-label"), Some("Black f5"));
    assert_eq!(
        v.hidden(ids::REPLAY),
        Some(true),
        "a game in progress has no replay"
    );
}

#[test]
fn a_finished_game_shows_the_replay_bar_and_marks_the_move_shown() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    let v = view(&m);
    assert_eq!(v.attr_of(ids::APP, "data-ended"), Some("board"));
    assert!(v.shows(ids::REPLAY));
    assert_eq!(v.text_of(ids::REPLAY_POS), Some("Move 9 of 9"));
    assert_eq!(v.list_of(ids::MOVES).unwrap().current, None);
    update(&mut m, Msg::Replay(Step::Prev));
    let v = view(&m);
    assert_eq!(v.text_of(ids::REPLAY_POS), Some("Move 8 of 9"));
    assert_eq!(
        v.list_of(ids::MOVES).unwrap().current,
        Some(7),
        "the eighth move"
    );
}

#[test]
fn the_clocks_show_the_time_left_who_runs_and_the_choice_waits_for_a_clock() {
    let mut m = ready_page();
    update(&mut m, Msg::Show(Screen::Choose));
    assert_eq!(
        view(&m).disabled(ids::CLOCK_INCREMENT),
        Some(true),
        "no clock"
    );
    let mut m = clocked_page(5, 2);
    update(&mut m, Msg::Show(Screen::Choose));
    let v = view(&m);
    assert_eq!(v.value_of(ids::CLOCK_MINUTES), Some("5"));
    assert_eq!(v.value_of(ids::CLOCK_INCREMENT), Some("2"));
    assert_eq!(v.disabled(ids::CLOCK_INCREMENT), Some(false));
    against(&mut m, Character::Dubya);
    let v = view(&m);
    assert!(v.shows(ids::CLOCK_BLACK) && v.shows(ids::CLOCK_WHITE));
    assert_eq!(v.text_of(ids::CLOCK_BLACK), Some("5:00"));
    let label = v.attr_of(ids::CLOCK_BLACK, "aria-label").unwrap();
    assert!(label.starts_with("Black's clock: 5 minutes"), "{label}");
    assert_eq!(v.attr_of(ids::CLOCK_BLACK, "data-running"), Some("true"));
    assert_eq!(v.attr_of(ids::CLOCK_WHITE, "data-running"), Some("false"));
    assert_eq!(v.attr_of(ids::CLOCK_BLACK, "data-warning"), Some("false"));
    let mut plain = ready_page();
    new_game(&mut plain, Opponent::Human);
    assert_eq!(view(&plain).hidden(ids::CLOCK_BLACK), Some(true));
}

#[test]
fn the_analysis_board_shows_the_best_move_its_depth_line_and_every_value() {
    let (mut m, id) = studying();
    let v = view(&m);
    assert_eq!(v.attr_of(ids::GAME_SCREEN, "data-mode"), Some("study"));
    assert!(v.shows(ids::STUDY) && v.shows(ids::GAME_SCREEN));
    assert_eq!(v.hidden(ids::BTN_STUDY_HERE), Some(true));
    assert_eq!(v.text_of(ids::STUDY_BEST), Some("…"));
    assert_eq!(v.text_of(ids::STUDY_POS), Some("Move 0 of 0"));
    let top = sq("f5");
    let said = msg_of(pass(id, Position::start(), top, 5, false), &m);
    update(&mut m, said);
    let v = view(&m);
    assert_eq!(
        v.text_of(ids::STUDY_DEPTH),
        Some("5 moves ahead, thinking deeper…")
    );
    assert_eq!(v.attr_of(ids::STUDY_BEST, "data-exact"), Some("false"));
    assert_eq!(v.text_of(ids::STUDY_PV), Some("f5 d6 c3"));
    let values = v.list_of(ids::STUDY_VALUES).unwrap();
    assert_eq!(values.items.len(), 4, "every legal move");
    assert_eq!(
        item(&v, ids::STUDY_VALUES, 0).get("data-square"),
        Some("f5")
    );
    assert_eq!(
        v.attr_of(ids::BTN_PLAY_HERE, "aria-disabled"),
        Some("false")
    );
    study(&mut m, StudyMsg::Edit);
    let v = view(&m);
    assert!(v.shows(ids::EDITOR));
    assert_eq!(
        v.hidden(ids::STUDY_ENGINE),
        Some(true),
        "the editor hides the engine"
    );
    let black_pen = Target::Query("input[name=pen][value=\"black\"]".into());
    assert_eq!(v.checked(&black_pen), Some(true));
}

/// The message of the current worker saying `message` to `m`.
fn msg_of(message: ethello_model::protocol::FromWorker, m: &Model) -> Msg {
    let generation = m.worker.generation;
    Msg::Worker {
        generation,
        message,
    }
}

#[test]
fn the_review_shows_one_button_a_move_the_mistakes_and_the_move_shown() {
    let mut m = reviewed(4);
    let v = view(&m);
    assert!(v.shows(ids::REVIEW));
    assert_eq!(v.attr_of(ids::REVIEW, "aria-busy"), Some("false"));
    assert_eq!(v.hidden(ids::REVIEW_RUNNING), Some(true));
    let verdicts = v.list_of(ids::VERDICTS).unwrap();
    assert_eq!(verdicts.items.len(), 9, "one button a move");
    let button = &verdicts.items[4].children[0];
    assert_eq!(button.get("data-ply"), Some("4"));
    assert_eq!(button.get("data-loss"), Some("9"));
    assert_eq!(button.get("data-rating"), Some("blunder"));
    assert_eq!(button.text, "5. e1");
    let label = button.get("aria-label").unwrap();
    assert!(
        label.starts_with("move 5, Black e1: blunder, lost 9 discs"),
        "{label}"
    );
    let mistakes = v.list_of(ids::MISTAKES).unwrap();
    let first = &mistakes.items[0].children[0];
    assert_eq!(first.get("data-mistake-ply"), Some("4"));
    assert_eq!(verdicts.current, None, "the last position shows");
    update(&mut m, Msg::ShowPly(4));
    let v = view(&m);
    assert_eq!(v.list_of(ids::VERDICTS).unwrap().current, Some(4));
    let graph = v.attr_of(ids::EVAL_GRAPH, "data-positions");
    assert_eq!(graph, Some("10"), "the start and nine moves");
}

#[test]
fn the_choice_screen_marks_the_chosen_card_and_shows_the_next_setup() {
    let mut m = ready_page();
    update(&mut m, Msg::Show(Screen::Choose));
    let choice = Opponent::Character(Character::Mike);
    update(
        &mut m,
        Msg::Opponent {
            choice,
            by_key: false,
        },
    );
    update(&mut m, Msg::Name(Color::Black, "Ann".into()));
    let v = view(&m);
    assert!(v.shows(ids::CHOOSE_SCREEN));
    assert_eq!(v.attr_of(ids::CHOOSE_SCREEN, "data-opponent"), Some("mike"));
    let card = |id: &str| format!("#choose-screen .card[data-opponent={id}]");
    assert_eq!(
        attr_in(&v, &card("mike"), "data-chosen").as_deref(),
        Some("true")
    );
    assert_eq!(
        attr_in(&v, &card("dubya"), "data-chosen").as_deref(),
        Some("false")
    );
    assert_eq!(
        attr_in(&v, &card("human"), "data-chosen").as_deref(),
        Some("false")
    );
    assert_eq!(v.value_of(ids::INPUT_NAME_BLACK), Some("Ann"));
}

#[test]
fn the_view_is_worded_in_the_language_shown() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    update(&mut m, Msg::Click(sq("f5")));
    let french = include_str!("../../www/lang/fr.txt");
    let french = ethello_ui::Words::parse(ethello_ui::Lang::Fr, french).unwrap();
    m.words = std::sync::Arc::new(french);
    let v = view(&m);
    assert_eq!(v.lang, "fr");
    assert_eq!(v.text_of(ids::BTN_MUTE), Some("Son\u{a0}: oui"));
    let moves = v.list_of(ids::MOVES).unwrap();
    assert_eq!(moves.items[0].get("aria-label"), Some("Noir f5"));
    assert!(
        moves.key.ends_with(":fr"),
        "a new language rebuilds the list"
    );
}

#[test]
fn the_board_rings_a_mistake_shown_says_it_in_the_grid_and_drops_the_dots_when_asked() {
    let mut m = reviewed(4);
    update(&mut m, Msg::ShowMistake(4));
    let board = view(&m).board.expect("the game screen has a board");
    let (played, _) = board.marks.expect("the mistake is ringed");
    assert_eq!(played, sq("e1"));
    assert!(board.notes.contains(&(sq("e1"), "played here".to_string())));
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    let board = view(&m).board.unwrap();
    assert_eq!(board.dots, board.legal, "a human to move sees his moves");
    assert_eq!(board.legal.count(), 4);
    update(&mut m, Msg::Dots(false));
    assert!(view(&m).board.unwrap().dots.is_empty());
    update(&mut m, Msg::Show(Screen::Title));
    assert!(view(&m).board.is_none(), "no board off the game screen");
}
