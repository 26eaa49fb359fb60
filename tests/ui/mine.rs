//! "My games" through the state machine: a finished game recorded once (not again on Escape,
//! the replay or Continue), a friend's game recorded without a colour, a watched game not at all,
//! the list exported and imported with the progress (a bad game refused, nothing changed), a
//! damaged stored list set aside and said, and the explorer's "My games" sending the list to its
//! worker once before asking over it.

use super::explore::{questions, reply};
use super::train::{today, train};
use super::*;
use ethello_model::protocol::explore::{Answer, Ask};
use ethello_model::training::games::{parse_list, Played};
use ethello_ui::{ExploreMsg, TrainMsg};

/// The player's games among `fx`, as the last store of them gives them.
fn stored_games(fx: &[Effect]) -> Option<Vec<Played>> {
    fx.iter().rev().find_map(|e| match e {
        Effect::StoreGames(text) => Some(parse_list(text).unwrap()),
        _ => None,
    })
}

/// Ann (black) beats Dubya 13-0 by playing f4.
pub(super) fn beaten_dubya() -> (Model, Vec<Effect>) {
    let mut m = almost_beating_dubya(Theme::Classic);
    m.train.today = today();
    let fx = update(&mut m, Msg::Click(sq("f4")));
    assert!(m.game.record.is_over());
    (m, fx)
}

#[test]
fn a_game_against_a_character_is_recorded_once() {
    let (mut m, fx) = beaten_dubya();
    let games = stored_games(&fx).expect("the list stored");
    assert_eq!(games, m.train.games);
    let [g] = &games[..] else { panic!("{games:?}") };
    assert_eq!(
        (g.event.as_str(), g.me, g.black.as_str(), g.white.as_str()),
        ("dubya", Some(Color::Black), "Ann", "Dubya")
    );
    assert_eq!(
        (g.black_discs, g.day),
        (64, today()),
        "13-0, the empty squares to the winner"
    );
    assert_eq!(g.moves, format!("{ALMOST}f4"));
    for msg in [
        Msg::Escape,
        Msg::Replay(Step::Prev),
        Msg::Replay(Step::Next),
        Msg::Continue,
    ] {
        let fx = update(&mut m, msg.clone());
        assert_eq!(stored_games(&fx), None, "{msg:?} adds nothing");
    }
    assert_eq!(m.train.games.len(), 1);
}

#[test]
fn a_friends_game_is_recorded_without_a_colour_and_a_watched_one_not_at_all() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    let mut fx = Vec::new();
    for i in (0..WIPE_OUT.len()).step_by(2) {
        fx = update(&mut m, Msg::Click(sq(&WIPE_OUT[i..i + 2])));
    }
    let games = stored_games(&fx).expect("recorded");
    assert_eq!((games.len(), games[0].event.as_str()), (1, "friend"));
    assert_eq!((games[0].me, games[0].black_discs), (None, 64));
    let mut m = ready_page();
    let mut fx = new_game(&mut m, Opponent::Watch);
    while !m.game.record.is_over() {
        let next = computer_plays(&mut m, &fx);
        assert_eq!(stored_games(&next), None, "a watched game is not his");
        fx = next;
    }
    assert!(m.train.games.is_empty());
}

#[test]
fn the_games_are_exported_and_imported_with_the_progress_and_a_bad_one_changes_nothing() {
    let (mut m, _) = beaten_dubya();
    let fx = train(&mut m, TrainMsg::Export);
    let text = fx
        .iter()
        .find_map(|e| match e {
            Effect::DownloadText { text, .. } => Some(text.clone()),
            _ => None,
        })
        .expect("a download");
    assert!(text.contains("\"games\""), "{text}");
    let mut fresh = ready_page();
    let fx = train(&mut fresh, TrainMsg::ImportRead(text.clone().into_bytes()));
    assert_eq!(fresh.train.games, m.train.games);
    assert_eq!(stored_games(&fx), Some(m.train.games.clone()));
    let bad = text.replace(&format!("{ALMOST}f4"), &format!("{ALMOST}a1"));
    let mut other = ready_page();
    let fx = train(&mut other, TrainMsg::ImportRead(bad.into_bytes()));
    let alert = other.alert_text().expect("refused");
    assert!(
        alert.contains("games[0]") && alert.contains("do not replay"),
        "{alert}"
    );
    assert!(other.train.games.is_empty() && stored_games(&fx).is_none());
}

#[test]
fn a_damaged_stored_list_is_set_aside_and_said_and_the_progress_still_reads() {
    let mut m = Model::new(7, ethello_ui::Words::english());
    let (mut beaten, _) = beaten_dubya();
    beaten.train.rate(1200.0, 60.0, 1.0);
    let startup = Startup {
        progress: Some(beaten.train.stored()),
        games: Some("x\t2026-11-27\tdubya\tblack\tAnn\tDubya\t13\tf5f5\n".into()),
        ..startup(None, None)
    };
    let fx = update(&mut m, Msg::Started(startup));
    assert!(fx.contains(&Effect::SetAsideGames));
    let alert = m.alert_text().unwrap();
    assert!(
        alert.contains("games kept in this browser could not be read"),
        "{alert}"
    );
    assert!(alert.contains("line 1"), "{alert}");
    assert!(m.train.games.is_empty());
    assert_eq!(m.train.progress, beaten.train.progress, "the rest reads");
}

#[test]
fn my_games_in_the_explorer_sends_the_list_once_then_asks_over_it() {
    let (mut m, _) = beaten_dubya();
    update(&mut m, Msg::Link("explore=d3".into()));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::Mine(true)));
    let asked = questions(&fx);
    let [(mine, Ask::Mine { games }), (stats, Ask::Stats { filter, .. }), ..] = &asked[..] else {
        panic!("{asked:?}")
    };
    assert_eq!(parse_list(games).unwrap(), m.train.games);
    assert!(filter.mine);
    update(&mut m, reply(*mine, Answer::Loaded { games: 1 }));
    let tally = super::explore::tally(1, 1, 0, 26);
    let moves = vec![];
    update(
        &mut m,
        reply(
            *stats,
            Answer::Stats {
                tally,
                moves,
                exact: None,
            },
        ),
    );
    assert_eq!(m.explorer.tally, Some(tally));
    let fx = update(
        &mut m,
        Msg::Explore(ExploreMsg::Name(
            ethello_ui::explore::Which::Player,
            "dub".into(),
        )),
    );
    let asked = questions(&fx);
    assert!(
        asked.iter().all(|(_, a)| !matches!(a, Ask::Mine { .. })),
        "sent once"
    );
    let opponent = asked.iter().find_map(|(_, a)| match a {
        Ask::Stats { filter, .. } => Some(filter.opponent.clone()),
        _ => None,
    });
    assert_eq!(opponent.as_deref(), Some("dub"));
    let fx = update(&mut m, Msg::Explore(ExploreMsg::OpenGame(0)));
    assert!(matches!(
        questions(&fx)[..],
        [(
            _,
            Ask::Open {
                mine: true,
                game: 0,
                ..
            }
        )]
    ));
}
