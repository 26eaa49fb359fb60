use ethello_engine::Color;
use ethello_server::protocol::*;

use ethello_server::limits::Limits;

use crate::client::{server, server_with, Client};
use crate::online::pair;
use crate::store::TempDb;

/// Reads until an update with `event`, and gives its state.
async fn event(client: &mut Client, event: Event) -> Snapshot {
    let msg = client
        .until(|m| matches!(m, ServerMsg::Update { event: e, .. } if *e == event))
        .await;
    let ServerMsg::Update { state, .. } = msg else {
        unreachable!()
    };
    *state
}

#[tokio::test]
async fn take_back_draw_chat_away_and_rematch_over_the_wire() {
    let db = TempDb::new();
    let server = server(&db).await;
    let (mut black, mut white) = pair(server.address(), None).await;
    black.play_first().await;
    white.client.at_ply(1).await;
    white.play_first().await;
    black.client.at_ply(2).await;
    black.act(Act::AskTakeBack).await;
    event(&mut white.client, Event::TakeBackAsked { by: Color::Black }).await;
    white.act(Act::AcceptTakeBack).await;
    let state = event(&mut black.client, Event::TookBack { plies: 2 }).await;
    assert_eq!((state.ply, state.moves.as_str()), (0, ""));
    white
        .act(Act::Chat {
            phrase: Phrase::Oops,
        })
        .await;
    event(
        &mut black.client,
        Event::Chat {
            by: Color::White,
            phrase: Phrase::Oops,
        },
    )
    .await;
    black.act(Act::OfferDraw).await;
    event(&mut white.client, Event::DrawOffered { by: Color::Black }).await;
    white.act(Act::AcceptDraw).await;
    let state = event(&mut black.client, Event::Ended).await;
    let agreed = Outcome {
        winner: None,
        reason: EndReason::Agreed,
    };
    assert_eq!(state.status, Status::Ended { outcome: agreed });
    white.act(Act::Rematch).await;
    event(&mut black.client, Event::RematchAsked { by: Color::White }).await;
    black.act(Act::Rematch).await;
    let next = event(&mut white.client, Event::RematchStarted)
        .await
        .next_game
        .unwrap();
    for player in [&mut black, &mut white] {
        player
            .client
            .send(&ClientMsg::Resume {
                game: next,
                secret: player.secret,
            })
            .await;
        let seated = player
            .client
            .until(|m| matches!(m, ServerMsg::Seated { .. }))
            .await;
        let ServerMsg::Seated { color, .. } = seated else {
            unreachable!()
        };
        assert_eq!(color, player.color.opposite(), "colours swapped");
        player.game = next;
        player.color = color;
    }
    drop(white); // the first game's white, black in the rematch, goes away
    let state = event(
        &mut black.client,
        Event::Away {
            color: Color::Black,
        },
    )
    .await;
    assert!(state.black.away_ms.is_some());
    server.stop().await;
}

#[tokio::test]
async fn an_address_is_held_to_its_rates_and_connections() {
    let db = TempDb::new();
    let limits = Limits {
        connections_per_address: 2,
        games_per_minute: 2,
        messages_per_second: 1,
        message_burst: 5,
        strikes: 100,
    };
    let server = server_with(&db, limits).await;
    let mut client = Client::connect(server.address()).await;
    for n in 0..10 {
        client.send(&ClientMsg::Ping { n }).await;
    }
    let mut answers = Vec::new();
    for _ in 0..10 {
        answers.push(client.recv().await);
    }
    let pongs = answers
        .iter()
        .filter(|m| matches!(m, ServerMsg::Pong { .. }))
        .count();
    let limited = ServerMsg::error(ErrorCode::RateLimited);
    assert_eq!(
        (pongs, answers.iter().filter(|m| **m == limited).count()),
        (5, 5)
    );
    let mut other = Client::connect(server.address()).await;
    let url = format!("ws://{}/ws", server.address());
    assert!(
        tokio_tungstenite::connect_async(url).await.is_err(),
        "a third connection"
    );
    for expected in [None, None, Some(ErrorCode::RateLimited)] {
        let create = ClientMsg::Create {
            color: ColorChoice::White,
            clock: None,
            name: String::new(),
        };
        other.send(&create).await;
        let answer = other
            .until(|m| matches!(m, ServerMsg::Seated { .. } | ServerMsg::Error { .. }))
            .await;
        let code = match answer {
            ServerMsg::Error { code, .. } => Some(code),
            _ => None,
        };
        assert_eq!(code, expected);
    }
    server.stop().await;
}
