//! What the explorer's screen shows (`ui::view`): its board, the table of moves with their
//! attributes, bars and the engine's values, the filters' state, the games list with its players'
//! names (each opening his page) and its pager, "My games" against the tournament games (their
//! years' hint among them), the player page's tables and its head to head shown once an opponent
//! is chosen, and the analysis board's panel.

use super::explore::{questions, reply, tally};
use super::sq;
use ethello_engine::hints::Hint;
use ethello_model::protocol::explore::{
    Answer, Ask, GameOrder, GameRow, MoveRow, PlayerSide, Profile, Record,
};
use ethello_ui::explore::Which;
use ethello_ui::view::{List, Node, Target};
use ethello_ui::{ids, update, view, Effect, ExploreMsg, Focus, Model, Msg, View};

/// A page on the explorer at `address` with its file read; the ids of the statistics' and the
/// games' questions asked then, and of the engine's values.
fn explorer(address: &str) -> (Model, u32, u32) {
    let (m, asked) = asked_at(address);
    (m, asked[0].0, asked[1].0)
}

/// A page on the explorer at `address` with its file read, and the questions asked then.
fn asked_at(address: &str) -> (Model, Vec<(u32, Ask)>) {
    let mut m = super::ready_page();
    update(&mut m, Msg::Link(address.into()));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Fetched(Ok(vec![1]))));
    let load = questions(&fx)[0].0;
    let fx = update(&mut m, reply(load, Answer::Loaded { games: 9 }));
    (m, questions(&fx))
}

fn explore(m: &mut Model, msg: ExploreMsg) -> Vec<Effect> {
    update(m, Msg::Explore(msg))
}

/// Nicolet's page opened (player 12), as a click on his name does.
fn open_nicolet(m: &mut Model) -> Vec<Effect> {
    let nicolet = Some((12, "Nicolet Stéphane".into()));
    explore(m, ExploreMsg::PlayerPage(nicolet))
}

/// The items of the list the view shows in `#id`.
fn items(v: &View, id: &'static str) -> Vec<Node> {
    v.list_of(id).map(|l| l.items.clone()).unwrap_or_default()
}

/// The rows of f5 d6: c3 played 4 times (2 black wins, a draw, a white win), c5 twice.
fn answer_f5d6(m: &mut Model, stats: u32) {
    let moves = vec![
        MoveRow {
            square: sq("c3"),
            tally: tally(4, 2, 1, 10),
        },
        MoveRow {
            square: sq("c5"),
            tally: tally(2, 0, 0, -12),
        },
    ];
    let answer = Answer::Stats {
        tally: tally(6, 2, 1, -3),
        moves,
        exact: None,
    };
    update(m, reply(stats, answer));
}

fn game_row(game: u32, players: Option<(u16, u16)>, tournament: &str) -> GameRow {
    GameRow {
        game,
        year: 1990,
        tournament: tournament.into(),
        black: "Tamenori Hideshi".into(),
        white: "Nicolet Stéphane".into(),
        black_discs: 40,
        players,
    }
}

#[test]
fn the_board_shows_the_discs_and_legal_squares_of_the_line() {
    let (m, _, _) = explorer("explore=f5");
    let v = view(&m);
    let board = items(&v, ids::EXPLORE_BOARD);
    assert_eq!(board.len(), 64);
    assert_eq!(board[0].get("data-square"), Some("a1"));
    assert_eq!(board[63].get("data-square"), Some("h8"));
    let at = |name: &str| {
        let i = board
            .iter()
            .position(|b| b.get("data-square") == Some(name));
        Target::Child(ids::EXPLORE_BOARD, i.unwrap() as u32)
    };
    assert_eq!(v.attr_at(&at("f5"), "data-disc"), Some("black"));
    assert_eq!(v.attr_at(&at("e4"), "data-disc"), Some("black"));
    assert_eq!(v.attr_at(&at("d4"), "data-disc"), Some("white"));
    assert_eq!(v.attr_at(&at("a1"), "data-disc"), Some(""));
    assert_eq!(v.attr_at(&at("d6"), "data-legal"), Some("true"));
    assert_eq!(v.attr_at(&at("f6"), "data-legal"), Some("true"));
    assert_eq!(v.attr_at(&at("c3"), "data-legal"), Some("false"));
    assert_eq!(v.text_of(ids::EXPLORE_LINE), Some("f5"));
}

#[test]
fn each_move_row_has_its_counts_average_bar_and_engine_value() {
    let (mut m, asked) = asked_at("explore=f5d6");
    let stats = asked[0].0;
    assert_eq!(
        view(&m).text_of(ids::EXPLORE_STATUS),
        Some("Loading the tournament archive…"),
        "before the answer"
    );
    answer_f5d6(&mut m, stats);
    let v = view(&m);
    assert_eq!(v.text_of(ids::EXPLORE_STATUS), Some("6 games"));
    let rows = items(&v, ids::EXPLORE_MOVES);
    assert_eq!(rows.len(), 2, "most played first");
    let c3 = &rows[0];
    for (name, value) in [
        ("data-testid", "explorer-move"),
        ("data-move", "c3"),
        ("data-games", "4"),
        ("data-black-wins", "2"),
        ("data-draws", "1"),
        ("data-white-wins", "1"),
        ("data-avg", "2.5"),
    ] {
        assert_eq!(c3.get(name), Some(value), "{name}");
    }
    let bar = &c3.children[2].children[0];
    let widths: Vec<_> = bar.children.iter().map(|s| s.get("style")).collect();
    assert_eq!(
        widths,
        [Some("width:50%"), Some("width:25%"), Some("width:25%")]
    );
    assert_eq!(bar.get("title"), Some("2 · 1 · 1"));
    assert_eq!(
        c3.children[1].all_text(),
        "4 (66 %)",
        "its share of the games"
    );
    assert_eq!(rows[1].get("data-avg"), Some("-6.0"));
    let engine = |v: &View| items(v, ids::EXPLORE_MOVES)[0].children[4].clone();
    assert_eq!(engine(&v).get("data-engine"), Some("…"), "until searched");
    let (id, _) = *asked
        .iter()
        .find(|(_, a)| matches!(a, Ask::Values { .. }))
        .expect("the values asked");
    let hints = vec![Hint {
        square: sq("c3"),
        score: 2,
        exact: false,
    }];
    update(&mut m, reply(id, Answer::Values { hints }));
    let c3 = engine(&view(&m));
    assert_eq!(c3.get("data-engine"), Some("+2"));
    assert_eq!(c3.text, "+2");
}

#[test]
fn an_unchanged_table_keeps_its_key_and_a_changed_one_gets_another() {
    let (mut m, stats, _) = explorer("explore=f5d6");
    answer_f5d6(&mut m, stats);
    let key = |m: &Model| view(m).list_of(ids::EXPLORE_MOVES).unwrap().key.clone();
    let before = key(&m);
    explore(&mut m, ExploreMsg::Order(GameOrder::Oldest));
    assert_eq!(
        key(&m),
        before,
        "the games' order leaves the moves as they were"
    );
    let fx = explore(&mut m, ExploreMsg::Side(PlayerSide::White));
    assert!(
        questions(&fx).is_empty(),
        "no player chosen: nothing changes"
    );
    explore(&mut m, ExploreMsg::Play(sq("c3")));
    assert_ne!(key(&m), before, "another position, other rows");
    assert_eq!(List::of(vec![]).key, List::of(vec![]).key);
}

#[test]
fn the_filters_show_what_was_typed_and_chosen() {
    let (mut m, _, _) = explorer("explore=f5d6");
    let fx = explore(&mut m, ExploreMsg::Name(Which::Player, "tamen".into()));
    let [(names, Ask::Players { .. })] = questions(&fx)[..] else {
        panic!("{fx:?}")
    };
    let players = vec![(7, "Tamenori Hideshi".into()), (8, "Tamenori <Jr>".into())];
    update(&mut m, reply(names, Answer::Players { players }));
    let v = view(&m);
    assert_eq!(v.value_of(ids::EXPLORE_PLAYER), Some("tamen"));
    let suggested = items(&v, ids::EXPLORE_SUGGESTIONS);
    let button = &suggested[1].children[0];
    assert_eq!(button.tag, "button");
    assert_eq!(button.get("data-pick"), Some("8"));
    assert_eq!(button.get("data-name"), Some("Tamenori <Jr>"));
    assert_eq!(button.text, "Tamenori <Jr>", "a name is text, never markup");
    assert!(
        v.hidden(ids::BTN_EXPLORE_PROFILE).unwrap(),
        "none chosen yet"
    );
    explore(
        &mut m,
        ExploreMsg::Choose(Which::Player, 7, "Tamenori Hideshi".into()),
    );
    explore(&mut m, ExploreMsg::Side(PlayerSide::Black));
    explore(&mut m, ExploreMsg::Order(GameOrder::BlackBest));
    explore(&mut m, ExploreMsg::Years("1992-1990".into()));
    let v = view(&m);
    assert!(items(&v, ids::EXPLORE_SUGGESTIONS).is_empty());
    assert_eq!(v.value_of(ids::EXPLORE_PLAYER), Some("Tamenori Hideshi"));
    assert_eq!(v.value_of(ids::EXPLORE_SIDE), Some("black"));
    assert_eq!(v.value_of(ids::EXPLORE_SORT), Some("BlackBest"));
    assert_eq!(v.value_of(ids::EXPLORE_YEARS), Some("1992-1990"));
    assert_eq!(v.attr_of(ids::EXPLORE_YEARS, "aria-invalid"), Some("true"));
    assert_eq!(
        v.attr_of(ids::EXPLORE_YEARS, "placeholder"),
        Some("1977-2018")
    );
    assert!(!v.hidden(ids::BTN_EXPLORE_PROFILE).unwrap());
    assert_eq!(v.attr_of(ids::BTN_EXPLORE_PROFILE, "data-pick"), Some("7"));
    explore(&mut m, ExploreMsg::Years("1990-1992".into()));
    let v = view(&m);
    assert_eq!(v.attr_of(ids::EXPLORE_YEARS, "aria-invalid"), Some("false"));
}

#[test]
fn the_games_list_names_its_players_as_buttons_and_pages() {
    let (mut m, _, games) = explorer("explore=f5d6");
    let listed = vec![
        game_row(11, Some((7, 12)), "Paris"),
        game_row(12, Some((7, 12)), "Tokyo"),
    ];
    let answer = Answer::Games {
        total: 25,
        games: listed,
    };
    update(&mut m, reply(games, answer));
    let v = view(&m);
    let rows = items(&v, ids::EXPLORE_GAMES);
    assert_eq!(rows.len(), 2);
    let first = &rows[0];
    assert_eq!(first.get("data-testid"), Some("explorer-game"));
    assert_eq!(
        first.all_text(),
        "Tamenori Hideshi – Nicolet Stéphane40-24 Paris 1990"
    );
    let names = &first.children[0].children;
    let (black, white) = (&names[0], &names[2]);
    assert_eq!((black.tag, black.get("data-pick")), ("button", Some("7")));
    assert_eq!(black.get("data-name"), Some("Tamenori Hideshi"));
    assert_eq!(black.get("title"), Some("Player's page"));
    assert_eq!(white.get("data-pick"), Some("12"));
    let open = &first.children[1];
    assert_eq!((open.tag, open.get("data-game")), ("button", Some("11")));
    assert_eq!(pager(&v), ("Page 1 of 3", ["true", "false"]));
    explore(&mut m, ExploreMsg::Page(1));
    explore(&mut m, ExploreMsg::Page(1));
    assert_eq!(pager(&view(&m)), ("Page 3 of 3", ["false", "true"]));
}

/// The pager's words, and whether its previous and next buttons are disabled.
fn pager(v: &View) -> (&str, [&str; 2]) {
    let off = |id| v.attr_of(id, "aria-disabled").unwrap();
    let buttons = [ids::BTN_EXPLORE_PAGE_PREV, ids::BTN_EXPLORE_PAGE_NEXT].map(off);
    (v.text_of(ids::EXPLORE_PAGE).unwrap(), buttons)
}

#[test]
fn a_players_name_in_the_games_list_opens_his_page_and_takes_the_focus() {
    let (mut m, _, _) = explorer("explore=f5d6");
    let fx = open_nicolet(&mut m);
    assert!(fx.contains(&Effect::Focus(Focus::PlayerPage)));
    let asked = questions(&fx);
    assert!(asked
        .iter()
        .any(|(_, a)| matches!(a, Ask::Player { player: 12, .. })));
    let v = view(&m);
    assert!(!v.hidden(ids::EXPLORE_PROFILE).unwrap());
    assert_eq!(
        v.text_of(ids::EXPLORE_PROFILE_NAME),
        Some("Nicolet Stéphane")
    );
    assert_eq!(v.value_of(ids::EXPLORE_PLAYER), Some("Nicolet Stéphane"));
}

#[test]
fn my_games_show_their_own_years_places_and_names_as_text() {
    let (mut m, _) = super::mine::beaten_dubya();
    update(&mut m, Msg::Link("explore".into()));
    let v = view(&m);
    assert_eq!(
        v.attr_of(ids::BTN_EXPLORE_ARCHIVE, "aria-pressed"),
        Some("true")
    );
    assert_eq!(
        v.attr_of(ids::BTN_EXPLORE_MINE, "aria-pressed"),
        Some("false")
    );
    assert_eq!(v.text_of(ids::EXPLORE_PLAYER_LABEL), Some("Player"));
    assert!(!v.hidden(ids::EXPLORE_TOURNAMENT_FIELD).unwrap());
    let fx = explore(&mut m, ExploreMsg::Mine(true));
    let games = questions(&fx)
        .into_iter()
        .find(|(_, a)| matches!(a, Ask::Games { .. }))
        .unwrap()
        .0;
    let row = GameRow {
        black: "Ann".into(),
        white: "Dubya".into(),
        black_discs: 64,
        ..game_row(0, None, "online")
    };
    let answer = Answer::Games {
        total: 1,
        games: vec![row],
    };
    update(&mut m, reply(games, answer));
    let v = view(&m);
    assert_eq!(
        v.attr_of(ids::BTN_EXPLORE_MINE, "aria-pressed"),
        Some("true")
    );
    assert_eq!(v.text_of(ids::EXPLORE_PLAYER_LABEL), Some("Opponent"));
    assert!(v.hidden(ids::EXPLORE_TOURNAMENT_FIELD).unwrap());
    let year = m.train.games[0].day.date().0.to_string();
    assert_eq!(
        v.attr_of(ids::EXPLORE_YEARS, "placeholder"),
        Some(year.as_str()),
        "his one game's year, not the archive's"
    );
    let listed = items(&v, ids::EXPLORE_GAMES);
    assert_eq!(listed[0].all_text(), "Ann – Dubya64-0 online 1990");
    let names = &listed[0].children[0];
    assert!(names.children.is_empty(), "no player page: no buttons");
    m.train.games.clear();
    let v = view(&m);
    assert_eq!(v.attr_of(ids::EXPLORE_YEARS, "placeholder"), Some(""));
}

fn record(wins: u32, draws: u32, losses: u32, margin_sum: i64) -> Record {
    Record {
        wins,
        draws,
        losses,
        margin_sum,
    }
}

#[test]
fn the_player_page_shows_his_years_openings_and_head_to_head_once_chosen() {
    let (mut m, _, _) = explorer("explore");
    let fx = open_nicolet(&mut m);
    let v = view(&m);
    let loading = items(&v, ids::EXPLORE_PROFILE_YEARS);
    assert_eq!(loading[0].all_text(), "Loading the tournament archive…");
    assert!(
        v.hidden(ids::EXPLORE_AGAINST_TABLE).unwrap(),
        "no opponent yet"
    );
    assert!(items(&v, ids::EXPLORE_AGAINST).is_empty());
    let asked = questions(&fx);
    let (id, _) = asked
        .iter()
        .find(|(_, a)| matches!(a, Ask::Player { .. }))
        .unwrap();
    let profile = Profile {
        total: record(6, 1, 4, -30),
        years: vec![
            ("1990".into(), record(1, 0, 4, -112)),
            ("1991".into(), record(5, 1, 0, 82)),
        ],
        as_black: vec![("Tiger".into(), record(3, 0, 1, 20))],
        as_white: vec![("Rose".into(), record(0, 0, 2, -8))],
        against: None,
    };
    update(&mut m, reply(*id, Answer::Player { profile }));
    let v = view(&m);
    let years = items(&v, ids::EXPLORE_PROFILE_YEARS);
    let named: Vec<_> = years.iter().map(|r| r.get("data-name").unwrap()).collect();
    assert_eq!(named, ["1990", "1991", "All years"]);
    for (name, value) in [
        ("data-testid", "player-year"),
        ("data-games", "5"),
        ("data-wins", "1"),
        ("data-draws", "0"),
        ("data-losses", "4"),
        ("data-avg", "-22.4"),
    ] {
        assert_eq!(years[0].get(name), Some(value), "{name}");
    }
    assert_eq!(years[2].get("data-games"), Some("11"));
    assert_eq!(years[0].children[2].text, "1 · 0 · 4");
    let black = items(&v, ids::EXPLORE_PROFILE_BLACK);
    assert_eq!(black[0].get("data-testid"), Some("player-opening"));
    assert_eq!(black[0].get("data-name"), Some("Tiger"));
    assert_eq!(
        items(&v, ids::EXPLORE_PROFILE_WHITE)[0].get("data-avg"),
        Some("-4.0")
    );
    assert!(v.hidden(ids::EXPLORE_AGAINST_TABLE).unwrap());
    let chosen = ExploreMsg::Choose(Which::Opponent, 40, "Tamenori Hideshi".into());
    let fx = explore(&mut m, chosen);
    let v = view(&m);
    assert!(!v.hidden(ids::EXPLORE_AGAINST_TABLE).unwrap());
    assert_eq!(
        items(&v, ids::EXPLORE_AGAINST)[0].all_text(),
        "Tamenori Hideshi…"
    );
    let (id, _) = questions(&fx)[0];
    let profile = Profile {
        against: Some(record(5, 1, 13, -127)),
        ..Profile::default()
    };
    update(&mut m, reply(id, Answer::Player { profile }));
    let row = &items(&view(&m), ids::EXPLORE_AGAINST)[0];
    assert_eq!(row.get("data-testid"), Some("player-against"));
    assert_eq!(row.get("data-name"), Some("Tamenori Hideshi"));
    assert_eq!(row.get("data-games"), Some("19"));
    assert_eq!(row.get("data-avg"), Some("-6.7"));
    explore(&mut m, ExploreMsg::PlayerPage(None));
    assert!(view(&m).hidden(ids::EXPLORE_PROFILE).unwrap());
}
