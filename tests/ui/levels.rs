//! Slick Willy's levels on the page: the level chosen on his card is the one he plays and is
//! remembered, "Adapt to me" moves it after a game, the level goes into the save file, the ending
//! and the trophy shelf; and a human who must pass confirms it before the computer moves again.

use super::*;
use ethello_engine::TOP_LEVEL;
use ethello_ui::{shelf, Trophy};

/// A page that loaded Ann's game against Slick Willy (white) at `level`, one move (black f4) from
/// a 13-0 win.
fn almost_beating_willy(level: u8) -> Model {
    let mut m = ready_page();
    let settings = Settings {
        setup: Setup::Against {
            character: Character::Willy,
            computer: Color::White,
        },
        names: Names {
            black: "Ann".into(),
            white: "Slick Willy".into(),
        },
        theme: Theme::Classic,
    };
    let game = Game::from_transcript(ALMOST).unwrap();
    let save = SaveGame::from_game(&game, &settings, None).with_level(Some(level));
    let bytes = save.to_text().into_bytes();
    update(
        &mut m,
        Msg::FileRead {
            name: "w.etl".into(),
            bytes,
        },
    );
    m
}

#[test]
fn the_level_on_willys_card_is_the_one_he_plays_and_is_remembered() {
    let mut m = ready_page();
    assert_eq!(m.prefs.willy_level, TOP_LEVEL, "full strength by default");
    let fx = update(&mut m, Msg::WillyLevel(3));
    assert_eq!(fx, vec![Effect::StorePrefs(m.prefs.clone())]);
    update(
        &mut m,
        Msg::ComputerFirst {
            on: true,
            by_key: false,
        },
    );
    let fx = new_game(&mut m, Opponent::Character(Character::Willy));
    assert_eq!(think(&fx).map(|t| t.2), Some(Player::Level(3)));
    assert_eq!(m.game.level, 3);
    update(&mut m, Msg::WillyLevel(TOP_LEVEL));
    new_game(&mut m, Opponent::Character(Character::Willy));
    let fx = ready(&mut m); // the search of the last game was stopped with its worker
    assert_eq!(
        think(&fx).map(|t| t.2),
        Some(Player::Character(Character::Willy))
    );
    update(&mut m, Msg::WillyLevel(99));
    assert_eq!(m.prefs.willy_level, TOP_LEVEL, "clamped to the ladder");
    let stored = |level| stored_prefs(&[(6, level)]).willy_level;
    assert_eq!(
        (stored("4"), stored("0"), stored("x")),
        (4, TOP_LEVEL, TOP_LEVEL)
    );
}

#[test]
fn the_level_is_saved_with_the_game_and_loaded_back() {
    let mut m = almost_beating_willy(3);
    assert_eq!(m.game.level, 3);
    let fx = update(&mut m, Msg::Save);
    let save = downloaded(&fx).unwrap();
    assert_eq!(save.level, Some(3));
    assert_version(&save, &m.game.record, 4);
    let mut m = almost_beating_dubya(Theme::Classic);
    assert_eq!(m.game.level, TOP_LEVEL, "an older file is the top level");
    let fx = update(&mut m, Msg::Save);
    assert!(!format!("{fx:?}").contains("level: Some"));
}

#[test]
fn adapt_to_me_moves_willy_up_one_level_after_a_win_and_the_shelf_keeps_the_best() {
    let mut m = almost_beating_willy(3);
    update(&mut m, Msg::Adapt(true));
    let fx = update(&mut m, Msg::Click(sq("f4")));
    assert!(m.game.record.is_over());
    assert_eq!(m.prefs.willy_level, 4);
    assert!(fx.contains(&Effect::StorePrefs(m.prefs.clone())));
    let detail = &shown_scene(&m).unwrap().detail;
    assert!(
        detail.contains("level 3") && detail.contains("Next game: level 4"),
        "{detail}"
    );
    let trophy = m.trophies.last().unwrap();
    assert_eq!(trophy.level, Some(3));
    assert!(trophy.to_line().ends_with("13-0 level:3"));
    assert_eq!(Trophy::from_line(&trophy.to_line()).as_ref(), Some(trophy));
    let records = shelf(&m.trophies);
    let willy = records.iter().find(|r| r.character == Character::Willy);
    assert_eq!(willy.unwrap().best_level, Some(3));
    // Without Adapt, the level stays.
    let mut m = almost_beating_willy(5);
    update(&mut m, Msg::Click(sq("f4")));
    assert_eq!(m.prefs.willy_level, TOP_LEVEL);
}

#[test]
fn a_human_who_must_pass_confirms_it_before_the_computer_moves_again() {
    let mut m = ready_page();
    let settings = crate::savefile::ann_against_dubya(Theme::Classic);
    let game = Game::from_transcript(PASS_SETUP).unwrap();
    let bytes = SaveGame::from_game(&game, &settings, None)
        .to_text()
        .into_bytes();
    let fx = update(
        &mut m,
        Msg::FileRead {
            name: "p.etl".into(),
            bytes,
        },
    );
    let (id, _, _) = think(&fx).expect("Dubya (white) to move");
    best(&mut m, id, sq("h6"));
    let fx = update(&mut m, Msg::Beat { id });
    assert!(announced(&fx).contains("Black has no move and passes. Press Pass to go on."));
    assert_eq!(m.game.pass_notice, Some(Color::Black));
    assert!(
        fx.contains(&Effect::Focus(Focus::PassButton)),
        "a keyboard player lands on Pass"
    );
    assert!(
        think(&fx).is_none(),
        "the computer waits for the Pass button"
    );
    assert!(!m.is_thinking());
    let notice = ethello_ui::pass_text(&m, Color::Black);
    assert_eq!(notice, "Black (Ann) has no move: pass.");
    assert_eq!(shown_status(&m), "White's turn (Dubya)");
    let fx = update(&mut m, Msg::Pass);
    assert!(think(&fx).is_some(), "then the computer moves again");
    assert!(fx.contains(&Effect::Focus(Focus::Board(m.focus))));
    assert!(m.game.pass_notice.is_none());
}

#[test]
fn the_legal_move_dots_are_on_by_default_and_the_option_is_remembered() {
    assert!(Prefs::default().dots);
    let off = stored_prefs(&[(5, "0")]);
    assert!(!off.dots);
    let mut m = ready_page();
    let fx = update(&mut m, Msg::Dots(false));
    assert!(!m.prefs.dots);
    assert_eq!(fx, vec![Effect::StorePrefs(m.prefs.clone())]);
}

#[test]
fn enter_on_a_move_that_leaves_a_human_without_a_move_puts_the_focus_on_pass() {
    let mut m = Model::new(3, ethello_ui::Words::english());
    update(&mut m, Msg::Started(startup(Some(PASS_SETUP), None)));
    m.focus = sq("h6");
    let fx = update(&mut m, Msg::Activate);
    let last_focus = fx.iter().rev().find_map(|e| match e {
        Effect::Focus(f) => Some(*f),
        _ => None,
    });
    assert_eq!(last_focus, Some(Focus::PassButton), "{fx:?}");
}
