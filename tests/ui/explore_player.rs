//! The explorer's player page: opened from the player filter's choice (the filter set to him, his
//! page asked), the head to head asked when an opponent is chosen and dropped when his name is
//! typed away, a stale answer ignored, the page closed; and "1 game" against "2 games".

use super::explore::{questions, reply};
use ethello_model::protocol::explore::{Answer, Ask, Profile, Record};
use ethello_ui::explore::Which;
use ethello_ui::{update, ExploreMsg, Lang, Model, Msg, Words};

/// A page on the explorer with its file read, and the questions that opening it asked answered.
fn explorer() -> Model {
    let mut m = super::ready_page();
    update(&mut m, Msg::Link("explore".into()));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Fetched(Ok(vec![1]))));
    let load = questions(&fx)[0].0;
    update(&mut m, reply(load, Answer::Loaded { games: 9 }));
    m
}

fn record(wins: u32, draws: u32, losses: u32) -> Record {
    Record {
        wins,
        draws,
        losses,
        margin_sum: 4,
    }
}

/// The worker's answer `id`: a player page.
fn answered(id: u32, profile: &Profile) -> Msg {
    let profile = profile.clone();
    reply(id, Answer::Player { profile })
}

fn page(msg: Option<(u16, &str)>) -> Msg {
    Msg::Explore(ExploreMsg::PlayerPage(msg.map(|(n, s)| (n, s.into()))))
}

#[test]
fn a_players_page_sets_the_filter_and_asks_for_his_page_then_a_head_to_head() {
    let mut m = explorer();
    let fx = update(&mut m, page(Some((12, "Nicolet Stéphane"))));
    let asked = questions(&fx);
    let player = asked.iter().find(|(_, a)| matches!(a, Ask::Player { .. }));
    let &(
        first,
        Ask::Player {
            player: 12,
            opponent: None,
        },
    ) = player.expect("his page asked")
    else {
        panic!("{asked:?}")
    };
    assert!(
        asked
            .iter()
            .any(|(_, a)| matches!(a, Ask::Games { filter, .. } if filter.player == Some(12))),
        "his games listed: {asked:?}"
    );
    assert_eq!(
        m.explorer.player.chosen,
        Some((12, "Nicolet Stéphane".into()))
    );
    let profile = Profile {
        total: record(2, 0, 1),
        years: vec![("1990".into(), record(2, 0, 1))],
        ..Profile::default()
    };
    update(&mut m, answered(first, &profile));
    assert_eq!(m.explorer.player_page.profile.as_ref(), Some(&profile));
    let typed = Msg::Explore(ExploreMsg::Name(Which::Opponent, "tamenori".into()));
    let fx = update(&mut m, typed);
    assert!(
        matches!(questions(&fx)[..], [(_, Ask::Players { .. })]),
        "the opponent's name is searched: {fx:?}"
    );
    let chosen = Msg::Explore(ExploreMsg::Choose(
        Which::Opponent,
        40,
        "Tamenori Hideshi".into(),
    ));
    let fx = update(&mut m, chosen);
    let [(
        second,
        Ask::Player {
            player: 12,
            opponent: Some(40),
        },
    )] = questions(&fx)[..]
    else {
        panic!("{fx:?}")
    };
    assert_eq!(
        m.explorer.player.chosen.as_ref().map(|p| p.0),
        Some(12),
        "the filter kept"
    );
    update(&mut m, answered(first, &profile));
    let against = Profile {
        against: Some(record(1, 1, 0)),
        ..profile
    };
    update(&mut m, answered(second, &against));
    let kept = m
        .explorer
        .player_page
        .profile
        .as_ref()
        .and_then(|p| p.against);
    assert_eq!(kept, Some(record(1, 1, 0)));
    let typed_away = Msg::Explore(ExploreMsg::Name(Which::Opponent, "tam".into()));
    let fx = update(&mut m, typed_away);
    assert!(
        questions(&fx).iter().any(|(_, a)| *a
            == Ask::Player {
                player: 12,
                opponent: None
            }),
        "no opponent any more: {fx:?}"
    );
    update(&mut m, page(None));
    assert_eq!(m.explorer.player_page.player, None);
    assert_eq!(
        m.explorer.player.chosen.as_ref().map(|p| p.0),
        Some(12),
        "the filter stays"
    );
}

#[test]
fn nothing_is_asked_for_a_player_before_the_file_is_read() {
    let mut m = super::ready_page();
    update(&mut m, Msg::Link("explore".into()));
    let fx = update(&mut m, page(Some((12, "Nicolet Stéphane"))));
    assert!(questions(&fx).is_empty(), "{fx:?}");
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Fetched(Ok(vec![1]))));
    let load = questions(&fx)[0].0;
    let fx = update(&mut m, reply(load, Answer::Loaded { games: 9 }));
    assert!(
        questions(&fx)
            .iter()
            .any(|(_, a)| matches!(a, Ask::Player { player: 12, .. })),
        "asked once the file is read: {fx:?}"
    );
}

#[test]
fn games_are_counted_in_the_singular_and_the_plural() {
    let english = Words::english();
    assert_eq!(english.text(&english.games(1)), "1 game");
    assert_eq!(english.text(&english.games(2)), "2 games");
    let french = Words::parse(Lang::Fr, include_str!("../../www/lang/fr.txt")).unwrap();
    assert_eq!(french.text(&french.games(0)), "0 partie");
    assert_eq!(french.text(&french.games(3)), "3 parties");
}
