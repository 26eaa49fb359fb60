use ethello_engine::Color;
use ethello_server::protocol::*;

use crate::client::{server, Client};
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
