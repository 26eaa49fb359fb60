//! The opening explorer's state: the address, moves played and taken back, the filters, the
//! questions asked once the file is read, stale answers ignored, and the table's rows.

use super::sq;
use ethello_engine::hints::Hint;
use ethello_engine::Game;
use ethello_model::protocol::explore::{
    Answer, Ask, GameOrder, GameRow, MoveRow, PlayerSide, Tally,
};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_ui::explore::{row_views, Explorer, FileState, Which, GAMES_PAGE};
use ethello_ui::{update, ExploreMsg, Msg, Screen};

/// An explorer whose file the worker has read.
fn ready() -> Explorer {
    let mut e = Explorer::new();
    let ask = e.load(1, vec![1, 2, 3]);
    assert!(matches!(ask, Ask::Load { .. }));
    assert_eq!(e.file, FileState::Loading);
    assert!(e.receive(1, Answer::Loaded { games: 122_711 }));
    assert_eq!(e.file, FileState::Ready);
    e
}

pub(super) fn tally(games: u32, black_wins: u32, draws: u32, margin_sum: i64) -> Tally {
    let white_wins = games - black_wins - draws;
    Tally {
        games,
        black_wins,
        draws,
        white_wins,
        margin_sum,
    }
}

#[test]
fn the_address_gives_the_moves_and_back() {
    let e = Explorer::from_address("explore=f5d6").unwrap();
    assert_eq!(e.moves, [sq("f5"), sq("d6")]);
    assert_eq!(e.address(), "explore=f5d6");
    assert_eq!(
        e.position(),
        Game::from_transcript("f5d6").unwrap().position()
    );
    assert_eq!(
        Explorer::from_address("explore").unwrap().address(),
        "explore"
    );
    assert!(
        Explorer::from_address("explore=f5f5").is_none(),
        "an illegal transcript"
    );
    assert!(Explorer::from_address("exploring").is_none());
    assert!(Explorer::from_address("pos=...").is_none());
}

#[test]
fn moves_are_played_only_when_legal_and_taken_back() {
    let mut e = Explorer::new();
    assert!(!e.play(sq("a1")));
    assert!(e.play(sq("f5")) && e.play(sq("d6")));
    assert_eq!(e.address(), "explore=f5d6");
    e.back_to(1);
    assert_eq!(e.transcript(), "f5");
    e.back_to(5);
    assert_eq!(e.transcript(), "f5", "nothing to take back");
}

#[test]
fn nothing_is_asked_before_the_file_is_read_then_statistics_and_games() {
    let mut e = Explorer::new();
    assert!(e.needs_file());
    let mut id = 10;
    let mut next = || {
        id += 1;
        id
    };
    assert!(e.questions(&mut next).is_empty());
    let mut e = ready();
    assert!(!e.needs_file());
    e.play(sq("f5"));
    let asked = e.questions(&mut next);
    assert_eq!(asked.len(), 3);
    let Ask::Games { offset, limit, .. } = &asked[1].1 else {
        panic!("{asked:?}")
    };
    assert_eq!((*offset, *limit), (0, GAMES_PAGE));
    let f5 = Game::from_transcript("f5").unwrap().position();
    assert_eq!(
        asked[2].1,
        Ask::Values { position: f5 },
        "the engine's values"
    );
    assert!(asked.iter().all(|a| e.awaits(a.0)));
    let hints = vec![Hint {
        square: sq("d6"),
        score: -2,
        exact: false,
    }];
    assert!(e.receive(
        asked[2].0,
        Answer::Values {
            hints: hints.clone()
        }
    ));
    assert_eq!(e.values, hints);
    e.play(sq("d6"));
    assert!(e.values.is_empty(), "another position: not its values");
}

#[test]
fn stale_answers_are_ignored_and_the_latest_shown() {
    let mut e = ready();
    let mut id = 1;
    let mut next = || {
        id += 1;
        id
    };
    let first = e.questions(&mut next);
    assert!(e.play(sq("f5")));
    let second = e.questions(&mut next);
    let stats = |games| Answer::Stats {
        tally: tally(games, 1, 0, 2),
        moves: vec![MoveRow {
            square: sq("d6"),
            tally: tally(games, 1, 0, 2),
        }],
        exact: None,
    };
    assert!(!e.receive(first[0].0, stats(99)), "stale");
    assert_eq!(e.tally, None);
    assert!(e.receive(second[0].0, stats(3)));
    assert_eq!(e.tally.unwrap().games, 3);
    let row = GameRow {
        game: 7,
        year: 1990,
        tournament: "Paris".into(),
        black: "A".into(),
        white: "B".into(),
        black_discs: 40,
        players: Some((3, 4)),
    };
    assert!(e.receive(
        second[1].0,
        Answer::Games {
            total: 25,
            games: vec![row]
        }
    ));
    assert_eq!(e.pages(), 3);
    assert!(
        !e.receive(
            second[1].0,
            Answer::Games {
                total: 1,
                games: vec![]
            }
        ),
        "once"
    );
}

#[test]
fn the_filters_follow_the_inputs() {
    let mut e = ready();
    e.years_text = "1990-1999".into();
    assert_eq!(e.filter().years, Some((1990, 1999)));
    e.years_text = "2001".into();
    assert_eq!(e.filter().years, Some((2001, 2001)));
    e.years_text = "1999-1990".into();
    assert!(e.years_invalid() && e.filter().years.is_none());
    e.years_text.clear();
    assert!(!e.years_invalid());
    e.type_name(Which::Player, "t");
    assert_eq!(
        e.name_question(Which::Player, 5),
        None,
        "one letter asks nothing"
    );
    e.type_name(Which::Player, "tam");
    let asked = e.name_question(Which::Player, 6);
    assert!(matches!(asked, Some(Ask::Players { .. })));
    let found = vec![(12, "Tamenori Hideshi".into())];
    let answer = |players| Answer::Players { players };
    assert!(e.receive(6, answer(found.clone())));
    assert_eq!(e.player.suggestions, found);
    e.choose(Which::Player, 12, "Tamenori Hideshi");
    e.side = PlayerSide::Black;
    assert_eq!(
        (e.filter().player, e.filter().side),
        (Some(12), PlayerSide::Black)
    );
    assert!(e.player.suggestions.is_empty());
    assert!(e.type_name(Which::Player, "Tamenori"), "a choice dropped");
    assert_eq!(
        e.filter().player,
        None,
        "the text changed: no player chosen"
    );
}

#[test]
fn the_tournament_filter_searches_tournaments_and_filters_by_the_one_chosen() {
    let mut e = ready();
    e.type_name(Which::Tournament, "paris");
    let Some(Ask::Tournaments { text, .. }) = e.name_question(Which::Tournament, 7) else {
        panic!("no tournament search")
    };
    assert_eq!(text, "paris");
    let found = vec![(3, "Open de Paris".into())];
    assert!(e.receive(
        7,
        Answer::Players {
            players: found.clone()
        }
    ));
    assert_eq!(e.tournament.suggestions, found, "the tournaments' list");
    assert!(e.player.suggestions.is_empty(), "not the players'");
    e.choose(Which::Tournament, 3, "Open de Paris");
    assert_eq!((e.filter().tournament, e.filter().player), (Some(3), None));
}

#[test]
fn a_listed_game_opens_at_the_position_and_a_bad_file_is_told() {
    let mut e = Explorer::from_address("explore=f5d6").unwrap();
    let ask = e.load(1, vec![0]);
    assert!(matches!(ask, Ask::Load { .. }));
    assert!(e.failed(1, "archive: not an archive file"));
    assert_eq!(
        e.file,
        FileState::Failed("archive: not an archive file".into())
    );
    let mut e = ready();
    e.play(sq("f5"));
    let Ask::Open { game, position, .. } = e.open_question(9, 42) else {
        panic!()
    };
    assert_eq!((game, position), (42, e.position()));
    let moves = vec![sq("f5"), sq("d6"), sq("c3")];
    assert!(e.receive(
        9,
        Answer::Opened {
            game: 42,
            moves: moves.clone()
        }
    ));
    assert_eq!(e.opened, Some((42, moves)));
}

#[test]
fn rows_give_counts_average_and_bar() {
    let mut e = ready();
    let mut id = 50;
    let mut next = || {
        id += 1;
        id
    };
    let asked = e.questions(&mut next);
    let moves = vec![
        MoveRow {
            square: sq("f5"),
            tally: tally(3, 1, 1, -4),
        },
        MoveRow {
            square: sq("d3"),
            tally: tally(1, 1, 0, 10),
        },
    ];
    e.receive(
        asked[1].0,
        Answer::Stats {
            tally: tally(4, 2, 1, 6),
            moves,
            exact: None,
        },
    );
    let rows = row_views(e.tally, &e.rows);
    assert_eq!(rows[0].square, "f5");
    assert_eq!(rows[0].counts, [3, 1, 1, 1]);
    assert_eq!(rows[0].average, "-1.3");
    assert_eq!(rows[0].bar, [33, 33, 34]);
    assert_eq!(rows[0].share, 75);
    assert_eq!(rows[1].average, "10.0");
}

/// The explorer's questions among `fx`.
pub(super) fn questions(fx: &[ethello_ui::Effect]) -> Vec<(u32, Ask)> {
    let asked = fx.iter().filter_map(|f| match f {
        ethello_ui::Effect::Explore(ToWorker::Explore { id, ask }) => Some((*id, ask.clone())),
        _ => None,
    });
    asked.collect()
}

/// The worker's answer to question `id`.
pub(super) fn reply(id: u32, answer: Answer) -> Msg {
    Msg::Explore(ExploreMsg::Reply(FromWorker::Explored { id, answer }))
}

#[test]
fn the_address_opens_the_explorer_which_fetches_the_file_once_then_asks() {
    let mut m = super::ready_page();
    let fx = update(&mut m, Msg::Link("explore=f5d6".into()));
    assert_eq!(m.screen, Screen::Explore);
    assert!(fx.contains(&ethello_ui::Effect::FetchArchive));
    assert_eq!(m.explorer.transcript(), "f5d6");
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Fetched(Ok(vec![1, 2]))));
    let [(load, Ask::Load { .. })] = questions(&fx)[..] else {
        panic!("{fx:?}")
    };
    let fx = update(&mut m, reply(load, Answer::Loaded { games: 9 }));
    let asked = questions(&fx);
    assert!(matches!(asked[0].1, Ask::Stats { .. }) && matches!(asked[1].1, Ask::Games { .. }));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Play(sq("c3"))));
    let again = questions(&fx);
    assert_eq!(again.len(), 3, "a move asks again");
    let old = Answer::Stats {
        tally: tally(5, 5, 0, 10),
        moves: vec![],
        exact: None,
    };
    update(&mut m, reply(asked[0].0, old));
    assert_eq!(
        m.explorer.tally, None,
        "the answer for f5d6 came after c3: stale"
    );
    let fx = update(&mut m, Msg::Exit);
    assert!(questions(&fx).is_empty());
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Open("explore".into())));
    assert!(
        !fx.contains(&ethello_ui::Effect::FetchArchive),
        "the worker keeps the file"
    );
    assert_eq!(questions(&fx).len(), 3);
    assert_eq!(m.explorer.address(), "explore");
}

#[test]
fn a_listed_game_opens_on_the_analysis_board_at_the_position() {
    let mut m = super::ready_page();
    update(&mut m, Msg::Link("explore=f5d6".into()));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Fetched(Ok(vec![1]))));
    update(
        &mut m,
        reply(questions(&fx)[0].0, Answer::Loaded { games: 1 }),
    );
    let fx = update(&mut m, Msg::Explore(ExploreMsg::OpenGame(42)));
    let [(id, Ask::Open { game: 42, .. })] = questions(&fx)[..] else {
        panic!("{fx:?}")
    };
    let moves = ["f5", "d6", "c3", "d3"].map(sq).to_vec();
    update(&mut m, reply(id, Answer::Opened { game: 42, moves }));
    assert_eq!(m.screen, Screen::Study);
    assert_eq!(
        m.study.position(),
        Game::from_transcript("f5d6").unwrap().position()
    );
    assert_eq!(m.study.line.moves().len(), 4);
}

#[test]
fn a_file_that_cannot_be_fetched_or_read_is_told_and_fetched_again_next_time() {
    let mut m = super::ready_page();
    update(&mut m, Msg::Explore(ExploreMsg::Open("explore".into())));
    update(
        &mut m,
        Msg::Explore(ExploreMsg::Fetched(Err("offline".into()))),
    );
    assert_eq!(m.explorer.file, FileState::Failed("offline".into()));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Open("explore".into())));
    assert!(fx.contains(&ethello_ui::Effect::FetchArchive));
}

#[test]
fn the_games_order_is_asked_and_a_new_one_starts_at_the_first_page() {
    let mut m = super::ready_page();
    update(&mut m, Msg::Link("explore=f5d6".into()));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Fetched(Ok(vec![1]))));
    let fx = update(
        &mut m,
        reply(questions(&fx)[0].0, Answer::Loaded { games: 99 }),
    );
    let Ask::Games { order, .. } = &questions(&fx)[1].1 else {
        panic!("{fx:?}")
    };
    assert_eq!(*order, GameOrder::Newest, "the latest games first");
    m.explorer.games.0 = 35;
    update(&mut m, Msg::Explore(ExploreMsg::Page(1)));
    assert_eq!(m.explorer.page, 1);
    let fx = update(
        &mut m,
        Msg::Explore(ExploreMsg::Order(GameOrder::BlackBest)),
    );
    let [_, (_, Ask::Games { order, offset, .. })] = &questions(&fx)[..] else {
        panic!("{fx:?}")
    };
    assert_eq!((*order, *offset), (GameOrder::BlackBest, 0));
    let fx = update(
        &mut m,
        Msg::Explore(ExploreMsg::Order(GameOrder::BlackBest)),
    );
    assert!(
        questions(&fx).is_empty(),
        "the same order: nothing new to ask"
    );
}

#[test]
fn the_perfect_play_margin_is_kept_until_the_position_changes() {
    let mut e = ready();
    e.play(sq("f5"));
    let mut id = 1;
    let asked = e.questions(&mut || {
        id += 1;
        id
    });
    let answer = Answer::Stats {
        tally: tally(3, 2, 0, 8),
        moves: vec![],
        exact: Some(-4),
    };
    assert!(e.receive(asked[0].0, answer));
    assert_eq!(e.exact, Some(-4));
    e.play(sq("d6"));
    assert_eq!(e.exact, None, "another position: not its margin");
}
