//! The board overlays through the state machine: switched on in Options and remembered, read off
//! the position shown on the game's board and the analysis board, said in words for each square,
//! never on a drill's board; and the key move of an explanation's line, marked while shown.

use super::*;
use ethello_engine::explain::overlay::overlay;
use ethello_ui::{overlays, OverlayKind};

/// A position where a1 and b1 are the only empties: Black can start only with b1, and then only
/// White can end, on a1 (the engine's hand-made region).
const PAIR: &str = "--OXOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO X";

/// The page with `kinds` switched on in Options.
fn with_overlays(m: &mut Model, kinds: &[OverlayKind]) {
    for &kind in kinds {
        let fx = update(m, Msg::Overlay(kind, true));
        assert!(
            fx.contains(&Effect::StorePrefs(m.prefs.clone())),
            "remembered"
        );
    }
}

/// The worded notes of square `at`.
fn notes_at(m: &Model, at: &str) -> Vec<String> {
    let notes = overlays::notes(m).into_iter();
    let here = notes.filter(|(set, _)| set.contains(sq(at)));
    here.map(|(_, p)| m.words.text(&p)).collect()
}

#[test]
fn overlays_are_off_until_switched_on_and_the_switches_are_remembered() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(ALMOST.into()));
    assert_eq!(m.screen, Screen::Game);
    assert!(overlays::shown(&m).is_none(), "off by default");
    with_overlays(&mut m, &[OverlayKind::Stable, OverlayKind::Parity]);
    let texts = m.prefs.to_stored();
    let read = Prefs::from_stored(texts.each_ref().map(|t| Some(t.as_str())));
    assert!(read.overlays.has(OverlayKind::Parity) && !read.overlays.has(OverlayKind::Given));
    update(&mut m, Msg::Overlay(OverlayKind::Stable, false));
    assert!(!m.prefs.overlays.has(OverlayKind::Stable));
    let junk = stored_prefs(&[(11, "255")]);
    assert!(junk.overlays.is_empty(), "unknown bits read as none");
}

#[test]
fn the_squares_the_last_move_gave_are_marked_and_said_on_the_games_board() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(ALMOST.into()));
    with_overlays(&mut m, &[OverlayKind::Given, OverlayKind::Frontier]);
    let game = Game::from_transcript(ALMOST).unwrap();
    let (before, now) = (game.positions()[7].board, game.position().board);
    let had = before.pass().legal_moves();
    let given = overlays::shown(&m).unwrap().given;
    assert_eq!(given, now.legal_moves() & !had);
    assert!(!given.is_empty(), "e3 gave Black something");
    let first = given.first().unwrap().to_string();
    let side = m.words.color(game.position().side).to_string();
    let said = format!("a move the last move gave {side}");
    assert!(
        notes_at(&m, &first).contains(&said),
        "{:?}",
        notes_at(&m, &first)
    );
    let e3 = notes_at(&m, "e3");
    assert!(e3.contains(&"frontier disc".to_string()), "{e3:?}");
    assert!(
        overlays::shown(&m).unwrap().stable.is_empty(),
        "only those on"
    );
}

#[test]
fn a_region_says_who_plays_last_in_it_on_the_analysis_board() {
    let position: Position = PAIR.parse().unwrap();
    let link = ethello_model::import::position_link(position);
    let mut m = page();
    update(&mut m, Msg::Link(link.trim_start_matches('#').into()));
    ready(&mut m);
    assert_eq!(m.screen, Screen::Study);
    with_overlays(&mut m, &[OverlayKind::Parity, OverlayKind::Corner]);
    let shown = overlays::shown(&m).unwrap();
    assert_eq!(shown.regions.len(), 1);
    let said = "even region of 2: White plays last here if it is played out now".to_string();
    assert_eq!(notes_at(&m, "a1"), vec![said.clone()]);
    assert_eq!(notes_at(&m, "b1"), vec![said]);
    assert!(shown.corners.is_empty(), "Black cannot take a1 now");
    assert_eq!(shown.regions, overlay(position.board, None).regions);
}

#[test]
fn a_corner_at_stake_is_said_and_a_drills_board_shows_no_overlay() {
    // Black's X-square b2 here lets White take a1 at once (the engine's own example).
    let game = "d3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3b2";
    let mut m = ready_page();
    update(&mut m, Msg::Link(game.into()));
    with_overlays(&mut m, &[OverlayKind::Corner]);
    assert!(overlays::shown(&m).unwrap().corners.contains(sq("a1")));
    let said = notes_at(&m, "a1");
    assert_eq!(said, vec!["corner at stake: White can take it".to_string()]);
    m.screen = Screen::Drill;
    assert!(overlays::shown(&m).is_none() && overlays::notes(&m).is_empty());
}
