//! The messages round-trip through JSON, each says its id and whether it ends its request, as the
//! pool expects.

use super::explore::{
    Answer, ArchiveFilter, Ask, Bytes, MoveRow, PlayerSide, Profile, Record, Tally,
};
use super::*;
use ethello_engine::Character;

#[test]
fn messages_round_trip_through_json() {
    let think = ToWorker::Think {
        id: 7,
        position: Position::start(),
        player: Player::Character(Character::Willy),
        control: TimeControl::Fixed(ethello_engine::search::Limits::game(900, 2_000)),
        seed: 1,
    };
    let text = serde_json::to_string(&think).unwrap();
    assert!(text.contains(&format!("\"position\":\"{}\"", Position::start())));
    // A character is written as himself, as the benchmarks' drivers send him.
    assert!(text.contains(r#""player":"Willy""#), "{text}");
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), think);
    for (json, player) in [
        (r#""Mike""#, Player::Character(Character::Mike)),
        (r#"{"Level":3}"#, Player::Level(3)),
        (r#""Random""#, Player::Random),
    ] {
        assert_eq!(serde_json::from_str::<Player>(json).unwrap(), player);
        assert_eq!(serde_json::to_string(&player).unwrap(), json);
    }
    let benchmark = text.replace(
        r#"{"Fixed":{"depth":60,"nodes":null,"time_ms":900,"max_time_ms":2000,"exact_empties":null}}"#,
        r#"{"Average":1000}"#,
    );
    let ToWorker::Think { control, .. } = serde_json::from_str(&benchmark).unwrap() else {
        panic!("not a Think: {benchmark}")
    };
    assert_eq!(
        control,
        TimeControl::Average(1000),
        "a benchmark's own time control"
    );
    let bad = text.replace("OX------XO", "OX------Z-");
    let err = serde_json::from_str::<ToWorker>(&bad).unwrap_err();
    assert!(
        err.to_string().contains("expected a square: X, O or -"),
        "{err}"
    );
    let best = FromWorker::Best {
        id: 7,
        best: Move::Play(Square::at(4, 5).unwrap()),
        score: -3,
        exact: false,
        depth: 9,
        nodes: 12345,
    };
    let text = serde_json::to_string(&best).unwrap();
    assert_eq!(serde_json::from_str::<FromWorker>(&text).unwrap(), best);
}

#[test]
fn the_pools_messages_round_trip_and_end_their_task() {
    let d3 = Square::at(2, 3).unwrap();
    let solve = ToWorker::Solve {
        id: 4,
        position: Position::start(),
        square: d3,
    };
    let text = serde_json::to_string(&solve).unwrap();
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), solve);
    let solved = FromWorker::Solved {
        id: 4,
        hint: Hint {
            square: d3,
            score: 0,
            exact: true,
        },
    };
    let text = serde_json::to_string(&solved).unwrap();
    assert_eq!(serde_json::from_str::<FromWorker>(&text).unwrap(), solved);
    let task = Task {
        id: 9,
        search: 9,
        board: Position::start().board,
        work: ethello_engine::search::split::Work::Exact,
        alpha: -1,
        beta: 1,
    };
    let split = ToWorker::Split {
        id: 5,
        task,
        stop_ms: Some(250),
    };
    let text = serde_json::to_string(&split).unwrap();
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), split);
    let done = FromWorker::Split {
        id: 5,
        done: Done {
            id: 9,
            worker: 1,
            score: Some(0),
            nodes: 10,
            best: None,
        },
    };
    let text = serde_json::to_string(&done).unwrap();
    assert_eq!(serde_json::from_str::<FromWorker>(&text).unwrap(), done);
    assert!(solved.is_last() && done.is_last());
    assert_eq!((solve.id(), split.id(), done.id()), (4, 5, Some(5)));
}

#[test]
fn an_explanation_round_trips_and_ends_its_task() {
    let b2 = Square::at(1, 1).unwrap();
    let explain = ToWorker::Explain {
        id: 11,
        position: Position::start(),
        played: b2,
        vs: None,
    };
    let text = serde_json::to_string(&explain).unwrap();
    assert!(
        !text.contains("\"vs\""),
        "no compared move: the best ({text})"
    );
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), explain);
    let a1 = Square::at(0, 0).unwrap();
    let explained = FromWorker::Explained {
        id: 11,
        explanation: Why {
            mover: ethello_engine::Color::Black,
            played: b2,
            vs: Square::at(2, 5).unwrap(),
            played_value: -12,
            vs_value: 2,
            reasons: vec![ethello_engine::explain::Reason::Corner { square: a1 }],
            line: vec![Move::Play(a1), Move::Pass],
            key: None,
            opponent_stable: 8,
            vs_own_moves: 7,
            vs_opponent_moves: 4,
        },
    };
    let text = serde_json::to_string(&explained).unwrap();
    assert_eq!(
        serde_json::from_str::<FromWorker>(&text).unwrap(),
        explained
    );
    assert!(explained.is_last());
    assert_eq!((explain.id(), explained.id()), (11, Some(11)));
}

#[test]
fn the_explorers_messages_round_trip_and_end_their_request() {
    let ask = ToWorker::Explore {
        id: 3,
        ask: Ask::Stats {
            position: Position::start(),
            filter: ArchiveFilter {
                player: Some(12),
                side: PlayerSide::White,
                tournament: None,
                years: Some((1990, 1999)),
                ..ArchiveFilter::default()
            },
        },
    };
    let text = serde_json::to_string(&ask).unwrap();
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), ask);
    let mine = ToWorker::Explore {
        id: 5,
        ask: Ask::Mine {
            games: "a\t2026-11-29\tfriend\t-\tAnn\tBob\t40\tf5d6\n".into(),
        },
    };
    let text = serde_json::to_string(&mine).unwrap();
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), mine);
    let load = ToWorker::Explore {
        id: 4,
        ask: Ask::Load {
            bytes: Bytes(vec![1, 2, 255]),
        },
    };
    let text = serde_json::to_string(&load).unwrap();
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), load);
    let tally = Tally {
        games: 3,
        black_wins: 1,
        draws: 1,
        white_wins: 1,
        margin_sum: -4,
    };
    assert_eq!(tally.average(), "-1.3");
    assert_eq!(Tally::default().average(), "");
    let answer = FromWorker::Explored {
        id: 3,
        answer: Answer::Stats {
            tally,
            moves: vec![MoveRow {
                square: Square::at(3, 5).unwrap(),
                tally,
            }],
            exact: None,
        },
    };
    let text = serde_json::to_string(&answer).unwrap();
    assert_eq!(serde_json::from_str::<FromWorker>(&text).unwrap(), answer);
    assert!(answer.is_last());
    assert_eq!((ask.id(), answer.id()), (3, Some(3)));
}

#[test]
fn a_players_page_round_trips_with_his_averages() {
    let ask = ToWorker::Explore {
        id: 7,
        ask: Ask::Player {
            player: 12,
            opponent: Some(40),
        },
    };
    let text = serde_json::to_string(&ask).unwrap();
    assert_eq!(serde_json::from_str::<ToWorker>(&text).unwrap(), ask);
    let record = Record {
        wins: 2,
        draws: 0,
        losses: 1,
        margin_sum: 10,
    };
    assert_eq!((record.games(), record.average()), (3, "3.3".to_string()));
    assert_eq!(Record::default().average(), "");
    let profile = Profile {
        total: record,
        years: vec![("1990".into(), record)],
        as_black: vec![("Tiger".into(), record)],
        as_white: Vec::new(),
        against: Some(record),
    };
    let answer = FromWorker::Explored {
        id: 7,
        answer: Answer::Player { profile },
    };
    let text = serde_json::to_string(&answer).unwrap();
    assert_eq!(serde_json::from_str::<FromWorker>(&text).unwrap(), answer);
}
