//! The analysis board's panel of tournament games: the archive fetched only when the panel opens,
//! its rows for the board's position following each move, stale answers ignored, the explorer's
//! own table untouched (the view shows its rows and status), and "open in the explorer" at the
//! board's line.

use super::explore::{questions, reply, tally};
use super::sq;
use ethello_engine::{Game, Position};
use ethello_model::protocol::explore::{Answer, ArchiveFilter, Ask, MoveRow};
use ethello_ui::{ids, update, view, Effect, ExploreMsg, Model, Msg, Screen, StudyMsg};

/// The panel's message.
fn panel(open: bool) -> Msg {
    Msg::Explore(ExploreMsg::Panel(open))
}

/// The position a statistics question asks about, with every game counted.
fn stats_of(ask: &Ask) -> Position {
    match ask {
        Ask::Stats { position, filter } if *filter == ArchiveFilter::default() => *position,
        other => panic!("not the panel's question: {other:?}"),
    }
}

/// The analysis board with its panel open and the file read: the id of the panel's first
/// question, for the board's position.
fn panel_ready(m: &mut Model) -> u32 {
    update(m, Msg::Study(StudyMsg::Enter));
    let fx = update(m, panel(true));
    assert!(fx.contains(&Effect::FetchArchive), "opened: the file comes");
    let fx = update(m, Msg::Explore(ExploreMsg::Fetched(Ok(vec![1]))));
    let [(load, Ask::Load { .. })] = questions(&fx)[..] else {
        panic!("{fx:?}")
    };
    let fx = update(m, reply(load, Answer::Loaded { games: 9 }));
    let [(id, ref ask)] = questions(&fx)[..] else {
        panic!("only the panel's question, not the explorer's: {fx:?}")
    };
    assert_eq!(stats_of(ask), m.study.position());
    id
}

#[test]
fn the_file_is_fetched_only_when_the_panel_opens() {
    let mut m = super::ready_page();
    let fx = update(&mut m, Msg::Study(StudyMsg::Enter));
    assert!(!fx.contains(&Effect::FetchArchive));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert!(!fx.contains(&Effect::FetchArchive) && questions(&fx).is_empty());
    panel_ready(&mut m);
    let f5 = Game::from_transcript("f5").unwrap().position();
    assert_eq!(
        m.explorer.panel.at,
        Some(f5),
        "asked for the board's position"
    );
}

#[test]
fn the_rows_follow_the_board_and_stay_apart_from_the_explorer() {
    let mut m = super::ready_page();
    let start = panel_ready(&mut m);
    assert_eq!(m.explorer.panel.at, Some(Position::start()));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let [(after_f5, ref ask)] = questions(&fx)[..] else {
        panic!("a move asks again: {fx:?}")
    };
    let f5 = Game::from_transcript("f5").unwrap().position();
    assert_eq!(stats_of(ask), f5);
    let rows = vec![MoveRow {
        square: sq("d6"),
        tally: tally(80, 40, 5, 12),
    }];
    let answer = |moves: Vec<MoveRow>| Answer::Stats {
        tally: tally(100, 50, 5, 30),
        moves,
        exact: Some(2),
    };
    update(&mut m, reply(start, answer(vec![])));
    assert_eq!(
        m.explorer.panel.tally, None,
        "the start's answer came after f5: stale"
    );
    update(&mut m, reply(after_f5, answer(rows.clone())));
    assert_eq!(m.explorer.panel.rows, rows);
    let v = view(&m);
    let status = v.text_of(ids::STUDY_EXPLORER_STATUS);
    assert_eq!(status, Some("100 games · Perfect play: +2 for Black"));
    let shown = &v.list_of(ids::STUDY_EXPLORER_MOVES).unwrap().items;
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].get("data-testid"), Some("panel-move"));
    assert_eq!(shown[0].get("data-move"), Some("d6"));
    assert_eq!(shown[0].get("data-games"), Some("80"));
    assert_eq!(
        v.hidden(ids::BTN_STUDY_EXPLORE),
        Some(false),
        "a line from the start"
    );
    assert_eq!(m.explorer.panel.at, Some(f5));
    assert_eq!(m.explorer.panel.exact, Some(2));
    assert!(m.explorer.rows.is_empty() && m.explorer.tally.is_none() && m.explorer.exact.is_none());
    let fx = update(&mut m, Msg::Study(StudyMsg::Leave));
    assert!(questions(&fx).is_empty(), "nothing asked off the board");
}

#[test]
fn a_closed_panel_asks_nothing_and_asks_again_when_reopened() {
    let mut m = super::ready_page();
    panel_ready(&mut m);
    update(&mut m, panel(false));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert!(questions(&fx).is_empty());
    let fx = update(&mut m, panel(true));
    assert!(!fx.contains(&Effect::FetchArchive), "the worker keeps it");
    let [(_, ref ask)] = questions(&fx)[..] else {
        panic!("{fx:?}")
    };
    assert_eq!(
        stats_of(ask),
        Game::from_transcript("f5").unwrap().position()
    );
}

#[test]
fn the_panel_opens_the_explorer_at_the_boards_line() {
    let mut m = super::ready_page();
    panel_ready(&mut m);
    update(&mut m, Msg::Click(sq("f5")));
    update(&mut m, Msg::Click(sq("d6")));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::FromStudy));
    assert_eq!(m.screen, Screen::Explore);
    assert_eq!(m.explorer.address(), "explore=f5d6");
    assert_eq!(questions(&fx).len(), 3, "its statistics, games and values");
}
