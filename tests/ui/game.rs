//! Everything else a player does: endings, passes, links, the replay, files, screens.

use super::*;

#[test]
fn beating_dubya_ends_with_his_prize_and_the_scene_closes_to_the_board() {
    let mut m = almost_beating_dubya(Theme::Wood);
    assert_eq!(m.prefs.theme, Theme::Wood, "the file's theme is applied");
    let fx = update(&mut m, Msg::Click(sq("f4")));
    assert!(m.game.record.is_over());
    let shown = m.scene.clone().unwrap();
    let scene = shown_scene(&m).unwrap();
    assert_eq!(
        (shown.kind, shown.image.as_str()),
        (SceneKind::Ending, "img/dubya.svg#prize")
    );
    assert!(scene.title.contains("grammar and spelling book"));
    assert!(sounds(&fx).ends_with(&[Sound::Win]));
    assert!(fx.contains(&Effect::Focus(Focus::SceneButton)));
    assert_eq!(shown_status(&m), "Game over: Black (Ann) wins 13 to 0.");
    let fx = update(&mut m, Msg::Escape);
    assert!(m.scene.is_none());
    assert_eq!(fx, vec![Effect::Focus(Focus::Board(sq("f4")))]);
}

#[test]
fn losing_to_a_character_plays_the_loss_and_shows_the_penalty() {
    let mut m = ready_page();
    update(
        &mut m,
        Msg::ComputerFirst {
            on: true,
            by_key: false,
        },
    );
    let mut fx = new_game(&mut m, Opponent::Character(Character::Mike));
    update(&mut m, Msg::CloseScene);
    assert!(m.scene.is_none());
    // The human plays the first legal square, the "computer" too, to the end.
    while !m.game.record.is_over() {
        fx = match think(&fx) {
            Some(_) => computer_plays(&mut m, &fx),
            None => {
                let square = first_legal(m.game.record.position());
                update(&mut m, Msg::Click(square))
            }
        };
    }
    let score = m.game.record.position().black_score();
    let (sound, image) = match score {
        s if s > 0 => (Sound::Loss, "img/mike.svg#penalty"),
        s if s < 0 => (Sound::Win, "img/mike.svg#prize"),
        _ => (Sound::Draw, "img/mike.svg"),
    };
    assert!(sounds(&fx).ends_with(&[sound]), "{score}: {fx:?}");
    assert_eq!(m.scene.unwrap().image, image);
}

#[test]
fn a_forced_pass_is_announced_and_play_goes_on() {
    let mut m = Model::new(3, ethello_ui::Words::english());
    update(&mut m, Msg::Started(startup(Some(PASS_SETUP), None)));
    assert_eq!(m.game.record.position().side, Color::White);
    let fx = update(&mut m, Msg::Click(sq("h6")));
    assert!(announced(&fx).contains("Black has no move and passes."));
    assert_eq!(m.game.record.moves().last(), Some(&Move::Pass));
    assert_eq!(m.game.record.position().side, Color::White);
    assert_eq!(m.game.pass_notice, Some(Color::Black), "black sees why");
    assert!(m.clickable().is_empty(), "nobody moves before Pass");
    let fx = update(&mut m, Msg::Pass);
    assert!(announced(&fx).contains("White's turn"));
    assert!(m.game.pass_notice.is_none() && !m.clickable().is_empty());
}

#[test]
fn a_broken_link_gets_a_message_and_changes_nothing() {
    let mut m = Model::new(3, ethello_ui::Words::english());
    update(&mut m, Msg::Started(startup(Some("f5f5"), None)));
    assert!(shown_alert(&m)
        .unwrap()
        .contains("line 1, column 4: f5 is not a legal move for White at move 2"));
    assert_eq!(m.screen, Screen::Title);
    assert_eq!(m.games, 0);
}

#[test]
fn a_finished_game_can_be_stepped_through() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    assert!(m.game.record.is_over());
    let total = m.game.record.moves().len();
    update(&mut m, Msg::Replay(Step::First));
    assert_eq!(m.shown_position(), (Position::start(), None));
    update(&mut m, Msg::Replay(Step::Next));
    assert_eq!(m.game.replay, Some(1));
    assert_eq!(m.shown_position().1, Some(sq("d3")));
    assert!(shown_status(&m).starts_with("Review: position after 1 of"));
    update(&mut m, Msg::Replay(Step::Prev));
    update(&mut m, Msg::Replay(Step::Prev));
    assert_eq!(m.game.replay, Some(0), "stays at the start");
    assert!(m.clickable().is_empty());
    update(&mut m, Msg::Replay(Step::Last));
    assert_eq!(m.game.replay, None);
    assert_eq!(m.shown_position().0, m.game.record.position());
    assert_eq!(m.game.record.moves().len(), total);
    // A game in progress has no replay.
    update(&mut m, Msg::Link("f5".into()));
    update(&mut m, Msg::Replay(Step::First));
    assert_eq!(m.game.replay, None);
}

#[test]
fn scenes_open_for_a_character_close_on_click_or_escape_and_not_for_humans() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Mike));
    let scene = shown_scene(&m).unwrap();
    assert!(scene.title.contains("Iron Mike") && scene.detail.contains("golden tooth"));
    update(&mut m, Msg::CloseScene);
    assert!(m.scene.is_none());
    assert!(
        update(&mut m, Msg::CloseScene).is_empty(),
        "closing twice does nothing"
    );
    new_game(&mut m, Opponent::Character(Character::Willy));
    assert!(shown_scene(&m).unwrap().title.contains("Slick Willy"));
    new_game(&mut m, Opponent::Human);
    assert!(m.scene.is_none());
}

#[test]
fn the_flip_animates_for_flip_ms_from_its_first_frame_unless_motion_is_reduced() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    update(&mut m, Msg::Click(sq("f5")));
    assert!(m.game.flip.is_some());
    assert_eq!(update(&mut m, Msg::Frame(1000.0)), vec![Effect::NextFrame]);
    let fx = update(&mut m, Msg::Click(sq("f6")));
    assert!(!fx.contains(&Effect::NextFrame), "one frame loop at a time");
    assert_eq!(update(&mut m, Msg::Frame(1100.0)), vec![Effect::NextFrame]);
    assert!(update(&mut m, Msg::Frame(1100.0 + FLIP_MS)).is_empty());
    assert!(m.game.flip.is_none());
    let mut still = Model::new(1, ethello_ui::Words::english());
    let mut calm = startup(None, None);
    calm.reduced_motion = true;
    update(&mut still, Msg::Started(calm));
    new_game(&mut still, Opponent::Human);
    let fx = update(&mut still, Msg::Click(sq("f5")));
    assert!(still.game.flip.is_none() && !fx.contains(&Effect::NextFrame));
}

#[test]
fn muted_pages_play_no_sound_and_remember_it() {
    let mut m = ready_page();
    let fx = update(&mut m, Msg::ToggleMute);
    assert!(fx.contains(&Effect::StopSounds));
    assert!(fx
        .iter()
        .any(|e| matches!(e, Effect::StorePrefs(p) if p.muted)));
    let fx = new_game(&mut m, Opponent::Human);
    let more = update(&mut m, Msg::Click(sq("f5")));
    assert!(sounds(&fx).is_empty() && sounds(&more).is_empty());
}

#[test]
fn a_bad_file_is_refused_and_the_game_stays() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    update(&mut m, Msg::Click(sq("f5")));
    let before = (m.game.record.clone(), m.game.setup, m.game.names.clone());
    let name = "bad.etl".into();
    let fx = update(
        &mut m,
        Msg::FileRead {
            name,
            bytes: b"{\"format\": \"e-thel".to_vec(),
        },
    );
    assert!(fx.is_empty());
    assert!(shown_alert(&m)
        .unwrap()
        .starts_with("bad.etl could not be loaded. This save is incomplete"));
    assert_eq!(
        (m.game.record.clone(), m.game.setup, m.game.names.clone()),
        before
    );
    let name = "huge.etl".into();
    let fx = update(&mut m, Msg::FileChosen { name, bytes: 50e6 });
    assert!(fx.is_empty(), "a huge file is never read");
    assert!(shown_alert(&m).unwrap().contains("too large"));
    update(&mut m, Msg::Escape);
    assert!(m.alert.is_none());
    let name = "ok.etl".into();
    let fx = update(&mut m, Msg::FileChosen { name, bytes: 900.0 });
    assert_eq!(
        fx,
        vec![Effect::ReadFile {
            name: "ok.etl".into()
        }]
    );
}

#[test]
fn continue_restores_the_stored_game_and_drops_a_broken_one() {
    let game = Game::from_transcript("f5d6c3").unwrap();
    let settings = Settings {
        names: Names::players(),
        ..Settings::default()
    };
    let text = SaveGame::from_game(&game, &settings, None).to_text();
    let mut m = Model::new(5, ethello_ui::Words::english());
    update(&mut m, Msg::Started(startup(None, Some(text))));
    ready(&mut m);
    let fx = update(&mut m, Msg::Continue);
    assert_eq!(m.game.record, game);
    assert!(announced(&fx).contains("Your game was restored. White's turn (Player 2)"));
    let mut broken = Model::new(5, ethello_ui::Words::english());
    let stored = Some("{\"format\":\"e-thello-save\",\"version\":1,".into());
    update(&mut broken, Msg::Started(startup(None, stored)));
    let fx = update(&mut broken, Msg::Continue);
    assert!(fx.contains(&Effect::StoreGame(None)) && broken.stored.is_none());
    assert!(shown_alert(&broken)
        .unwrap()
        .contains("could not be restored and was dropped"));
    assert_eq!(broken.screen, Screen::Title);
}

#[test]
fn the_stored_game_survives_until_a_game_is_put_on_the_board() {
    let mut m = Model::new(5, ethello_ui::Words::english());
    update(&mut m, Msg::Started(startup(None, Some("kept".into()))));
    update(&mut m, Msg::Show(Screen::Options));
    update(&mut m, Msg::Back);
    assert_eq!(m.stored.as_deref(), Some("kept"));
    let fx = new_game(&mut m, Opponent::Human);
    assert!(fx.contains(&Effect::StoreGame(None)) && m.stored.is_none());
}

#[test]
fn shortcuts_set_the_next_game_and_say_so() {
    let mut m = ready_page();
    let fx = update(
        &mut m,
        Msg::Opponent {
            choice: Opponent::Character(Character::Willy),
            by_key: true,
        },
    );
    assert_eq!(
        announced(&fx),
        "Opponent: Slick Willy. Press Alt+N for a new game."
    );
    update(&mut m, Msg::Name(Color::Black, "  Ann\n".into()));
    let (setup, names) = m.menus.form.game_setup(&Names::players());
    assert_eq!(setup.opponent(), Some((Character::Willy, Color::White)));
    assert_eq!(
        names,
        Names {
            black: "Ann".into(),
            white: "Slick Willy".into()
        }
    );
    update(&mut m, Msg::Name(Color::Black, "".into()));
    assert_eq!(
        m.menus.form.game_setup(&Names::players()).1.black,
        "Player 1"
    );
}

#[test]
fn screens_and_back_and_keyboard_focus() {
    let mut m = ready_page();
    update(&mut m, Msg::Show(Screen::HowTo));
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Title);
    new_game(&mut m, Opponent::Human);
    update(&mut m, Msg::Show(Screen::Options));
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Game);
    let fx = update(&mut m, Msg::Nav(Nav::Right));
    assert_eq!(m.focus, sq("e3"));
    assert_eq!(fx, vec![Effect::Focus(Focus::Board(sq("e3")))]);
    for _ in 0..9 {
        update(&mut m, Msg::Nav(Nav::Up));
    }
    assert_eq!(m.focus, sq("e1"), "the focus stops at the edge");
    update(&mut m, Msg::Nav(Nav::Home));
    assert_eq!(m.focus, sq("a1"));
    update(&mut m, Msg::Click(sq("f5")));
    assert_eq!(m.focus, sq("f5"));
    update(&mut m, Msg::Exit);
    assert_eq!(m.screen, Screen::Title);
    assert!(m.stored.is_some(), "Continue is offered");
}
