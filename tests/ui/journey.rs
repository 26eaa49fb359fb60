//! The player's journey: the choice screen, the trophy shelf, the coordinates option.

use super::*;
use ethello_ui::{parse_trophies, shelf, trophies_text, Outcome, OverlayKind, Overlays, Trophy};

fn added(fx: &[Effect]) -> Vec<Trophy> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::AddTrophy(t) => Some(t.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn play_leads_to_the_choice_and_one_card_starts_the_game_with_his_intro() {
    let mut m = ready_page();
    update(&mut m, Msg::Show(Screen::Choose));
    assert_eq!(m.screen, Screen::Choose);
    let fx = update(&mut m, Msg::Choose(Opponent::Character(Character::Mike)));
    assert_eq!(m.screen, Screen::Game);
    assert_eq!(
        m.game.setup.opponent(),
        Some((Character::Mike, Color::White))
    );
    assert_eq!(m.scene.clone().unwrap().image, "img/mike.svg");
    assert!(fx.contains(&Effect::Focus(Focus::SceneButton)));
    // New plays him again; Back from the choice screen returns to the title.
    update(&mut m, Msg::NewGame);
    assert_eq!(m.game.setup.opponent().map(|o| o.0), Some(Character::Mike));
    update(&mut m, Msg::Exit);
    update(&mut m, Msg::Show(Screen::Choose));
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Title);
}

#[test]
fn the_choice_screen_keeps_who_moves_first_and_starts_friends_and_watch_games() {
    let mut m = ready_page();
    let on = true;
    update(&mut m, Msg::ComputerFirst { on, by_key: false });
    update(&mut m, Msg::Choose(Opponent::Character(Character::Willy)));
    assert_eq!(
        m.game.setup.opponent(),
        Some((Character::Willy, Color::Black))
    );
    update(&mut m, Msg::Choose(Opponent::Human));
    assert_eq!((m.game.setup, m.scene.is_none()), (Setup::Humans, true));
    update(&mut m, Msg::Choose(Opponent::Watch));
    assert!(m.game.setup.is_watch());
}

#[test]
fn a_win_puts_his_prize_on_the_shelf_with_the_score() {
    let mut m = almost_beating_dubya(Theme::Classic);
    let fx = update(&mut m, Msg::Click(sq("f4")));
    let got = added(&fx);
    let won = Trophy {
        character: Character::Dubya,
        outcome: Outcome::Won,
        human: 13,
        computer: 0,
        date: None,
        hints: false,
        level: None,
    };
    assert_eq!(got, vec![won], "the counts the status line showed");
    assert_eq!(m.trophies, got);
    assert_eq!(shelf(&m.trophies)[0].wins, 1);
}

#[test]
fn games_between_people_and_unfinished_games_win_nothing() {
    let mut m = ready_page();
    let fx = update(&mut m, Msg::Link(WIPE_OUT.into()));
    assert!(m.game.record.is_over());
    assert!(added(&fx).is_empty() && m.trophies.is_empty());
}

#[test]
fn clearing_the_shelf_asks_first_and_no_keeps_it() {
    let mut m = almost_beating_dubya(Theme::Classic);
    update(&mut m, Msg::Click(sq("f4")));
    assert!(update(&mut m, Msg::AskClearTrophies).is_empty());
    assert!(m.menus.confirm_clear);
    update(&mut m, Msg::ClearTrophies(false));
    assert_eq!((m.menus.confirm_clear, m.trophies.len()), (false, 1));
    update(&mut m, Msg::AskClearTrophies);
    let fx = update(&mut m, Msg::ClearTrophies(true));
    assert!(fx.contains(&Effect::ClearTrophies));
    assert!(m.trophies.is_empty() && !m.menus.confirm_clear);
}

#[test]
fn the_shelf_is_read_back_from_storage_and_a_damaged_line_loses_only_itself() {
    let text =
        "2026-11-23 dubya won 40-24\nnonsense\n- mike lost 20-44\n2026-11-24 willy draw 32-32\n";
    let trophies = parse_trophies(text);
    assert_eq!(trophies.len(), 3);
    assert_eq!(trophies[1].date, None);
    assert_eq!(trophies_text(&trophies), text.replace("nonsense\n", ""));
    let records = shelf(&trophies);
    assert_eq!(
        records.len(),
        Character::ALL.len(),
        "one record a character"
    );
    let record = |c| {
        let r = records.iter().find(|r| r.character == c).unwrap();
        (r.wins, r.draws, r.losses)
    };
    assert_eq!(record(Character::Dubya), (1, 0, 0));
    assert_eq!(record(Character::Mike), (0, 0, 1));
    assert_eq!(record(Character::Willy), (0, 1, 0));
    let mut m = Model::new(1, ethello_ui::Words::english());
    let mut start = startup(None, None);
    start.trophies = trophies.clone();
    update(&mut m, Msg::Started(start));
    assert_eq!(m.trophies, trophies);
}

#[test]
fn stored_preferences_read_back_as_they_were() {
    let prefs = Prefs {
        theme: Theme::Marble,
        muted: true,
        willy_ms: 2500,
        coords: false,
        hints: true,
        dots: false,
        willy_level: 7,
        adapt: true,
        workers: 3,
        clock_minutes: 5,
        clock_increment: 2,
        lang: None,
        overlays: Overlays::default()
            .with(OverlayKind::Stable, true)
            .with(OverlayKind::Parity, true),
        ..Prefs::default()
    };
    let texts = prefs.to_stored();
    assert_eq!(
        Prefs::from_stored(texts.each_ref().map(|t| Some(t.as_str()))),
        prefs
    );
    let default = Prefs::default().to_stored();
    assert_eq!(
        default,
        ["classic", "0", "1000", "1", "0", "1", "12", "0", "0", "0", "0", "0"]
    );
}

#[test]
fn coordinates_are_on_by_default_and_hiding_them_is_remembered() {
    assert!(Prefs::default().coords);
    let coords = |text| stored_prefs(&[(3, text)]);
    assert!(!coords("0").coords);
    assert!(coords("junk").coords);
    let mut m = ready_page();
    let fx = update(&mut m, Msg::Coords(false));
    assert!(!m.prefs.coords);
    assert_eq!(fx, vec![Effect::StorePrefs(m.prefs.clone())]);
}
