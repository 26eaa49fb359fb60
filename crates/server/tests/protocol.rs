use ethello_engine::Color;
use ethello_server::clock::ClockChoice;
use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::*;
use ethello_server::table::Table;

fn acts() -> Vec<Act> {
    let phrases = [
        Phrase::Hello,
        Phrase::GoodLuck,
        Phrase::GoodGame,
        Phrase::ThankYou,
        Phrase::WellPlayed,
        Phrase::Oops,
    ];
    let mut acts = vec![
        Act::Move {
            square: "d3".parse().unwrap(),
            ply: 0,
        },
        Act::Resign,
        Act::OfferDraw,
        Act::AcceptDraw,
        Act::DeclineDraw,
        Act::AskTakeBack,
        Act::AcceptTakeBack,
        Act::DeclineTakeBack,
        Act::Rematch,
        Act::ClaimWin,
        Act::Abort,
        Act::Download,
    ];
    acts.extend(phrases.map(|phrase| Act::Chat { phrase }));
    acts
}

fn client_messages() -> Vec<ClientMsg> {
    let (game, secret) = (GameId::random(), Secret::random());
    let clock = Some(ClockChoice {
        minutes: 3,
        increment_s: 2,
    });
    let mut all = vec![
        ClientMsg::Create {
            color: ColorChoice::Black,
            clock,
            name: "Ann".into(),
        },
        ClientMsg::Create {
            color: ColorChoice::Random,
            clock: None,
            name: String::new(),
        },
        ClientMsg::Create {
            color: ColorChoice::White,
            clock,
            name: "Bo".into(),
        },
        ClientMsg::Join {
            game,
            name: "Bo".into(),
        },
        ClientMsg::Resume { game, secret },
        ClientMsg::Watch { game },
        ClientMsg::Ping { n: 7 },
    ];
    all.extend(
        acts()
            .into_iter()
            .map(|act| ClientMsg::Act { game, secret, act }),
    );
    all
}

fn events() -> Vec<Event> {
    let b = Color::Black;
    vec![
        Event::Sync,
        Event::Joined { color: b },
        Event::Moved {
            color: b,
            square: "f5".parse().unwrap(),
            passed: Some(Color::White),
        },
        Event::Away { color: b },
        Event::Back { color: b },
        Event::DrawOffered { by: b },
        Event::DrawDeclined { by: b },
        Event::TakeBackAsked { by: b },
        Event::TakeBackDeclined { by: b },
        Event::TookBack { plies: 2 },
        Event::RematchAsked { by: b },
        Event::RematchStarted,
        Event::Chat {
            by: b,
            phrase: Phrase::Oops,
        },
        Event::Ended,
    ]
}

fn server_messages() -> Vec<ServerMsg> {
    let (game, secret) = (GameId::random(), Secret::random());
    let clock = Some(ClockChoice {
        minutes: 1,
        increment_s: 0,
    });
    let table = Table::new(game, Color::White, clock, Some("Ann".into()), secret, 5).unwrap();
    let mut state = table.snapshot(1_000);
    let mut all = vec![
        ServerMsg::Seated {
            game,
            color: Color::White,
            secret,
        },
        ServerMsg::Watching { game },
        ServerMsg::Transcript {
            game,
            moves: "f5d6".into(),
            etl: None,
        },
        ServerMsg::Pong { n: 3 },
    ];
    all.extend(events().into_iter().map(|event| ServerMsg::Update {
        state: Box::new(state.clone()),
        event,
    }));
    let reasons = [
        EndReason::Discs {
            black: 40,
            white: 24,
        },
        EndReason::Resigned,
        EndReason::Timeout,
        EndReason::Abandoned,
        EndReason::Agreed,
        EndReason::Aborted,
        EndReason::Expired,
    ];
    for reason in reasons {
        state.status = Status::Ended {
            outcome: Outcome {
                winner: Some(Color::Black),
                reason,
            },
        };
        all.push(ServerMsg::Update {
            state: Box::new(state.clone()),
            event: Event::Ended,
        });
    }
    all.extend(error_codes().into_iter().map(ServerMsg::error));
    all
}

fn error_codes() -> Vec<ErrorCode> {
    use ErrorCode::*;
    vec![
        Malformed,
        Oversized,
        RateLimited,
        UnknownGame,
        WrongSecret,
        NoFreeSeat,
        NotStarted,
        NotYourTurn,
        IllegalMove,
        Stale,
        GameOver,
        NotOver,
        NothingToAnswer,
        AlreadyAsked,
        NothingToTakeBack,
        TooLateToAbort,
        CannotClaim,
        BadClock,
        Storage,
    ]
}

#[test]
fn every_client_message_round_trips_within_the_size_cap() {
    for msg in client_messages() {
        let text = serde_json::to_string(&msg).unwrap();
        assert!(text.len() <= MAX_MESSAGE_BYTES, "{text}");
        assert_eq!(decode(&text), Ok(msg), "{text}");
    }
}

#[test]
fn every_server_message_round_trips() {
    for msg in server_messages() {
        let text = encode(&msg);
        let back: ServerMsg = serde_json::from_str(&text).unwrap();
        assert_eq!(back, msg, "{text}");
    }
}

#[test]
fn the_wire_format_is_as_documented() {
    let game = "0123456789abcdef01234567";
    let secret = "0123456789abcdef0123456789abcdef";
    let text = format!(
        r#"{{"type":"act","game":"{game}","secret":"{secret}","act":{{"kind":"move","square":"d3","ply":0}}}}"#
    );
    let msg = decode(&text).unwrap();
    let ClientMsg::Act {
        act: Act::Move { square, ply: 0 },
        ..
    } = msg
    else {
        panic!("{msg:?}")
    };
    assert_eq!(square.to_string(), "d3");
    assert_eq!(serde_json::to_string(&msg).unwrap(), text);
    let error = encode(&ServerMsg::error(ErrorCode::NotYourTurn));
    assert_eq!(
        error,
        r#"{"type":"error","code":"not_your_turn","message":"it is not your turn"}"#
    );
}

#[test]
fn fields_are_checked_when_read() {
    let game = "0123456789abcdef01234567";
    let bad = [
        r#"{"type":"watch","game":"0123"}"#.to_owned(),
        format!(r#"{{"type":"join","game":"{game}"}}"#),
        format!(r#"{{"type":"act","game":"{game}","secret":"00","act":{{"kind":"resign"}}}}"#),
        r#"{"type":"create","color":"green","clock":null,"name":""}"#.to_owned(),
        r#"{"type":"create","color":"black","clock":{"minutes":1},"name":""}"#.to_owned(),
        r#"{"type":"ping","n":-1}"#.to_owned(),
    ];
    for text in bad {
        assert_eq!(decode(&text), Err(ErrorCode::Malformed), "{text}");
    }
    let square = |sq: &str| {
        let secret = "0".repeat(32);
        format!(
            r#"{{"type":"act","game":"{game}","secret":"{secret}","act":{{"kind":"move","square":"{sq}","ply":0}}}}"#
        )
    };
    assert!(decode(&square("h8")).is_ok());
    for sq in ["i1", "a9", "", "d33", "pass"] {
        assert_eq!(decode(&square(sq)), Err(ErrorCode::Malformed), "{sq}");
    }
}
