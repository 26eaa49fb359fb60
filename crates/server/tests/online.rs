use ethello_engine::{Color, Game};
use ethello_server::clock::ClockChoice;
use ethello_server::ids::{GameId, Secret};
use ethello_server::limits::Limits;
use ethello_server::protocol::*;
use ethello_server::{start, Config};

use crate::client::{server, server_with, Client};
use crate::store::TempDb;

/// A player: its connection, and its seat once seated.
pub struct Player {
    pub client: Client,
    pub game: GameId,
    pub color: Color,
    pub secret: Secret,
}

async fn seated(mut client: Client) -> Player {
    let ServerMsg::Seated {
        game,
        color,
        secret,
    } = client.recv().await
    else {
        panic!("not seated")
    };
    client.recv().await; // the state
    Player {
        client,
        game,
        color,
        secret,
    }
}

/// Two players seated in a new game (black created it), on `address`.
pub async fn pair(address: std::net::SocketAddr, clock: Option<ClockChoice>) -> (Player, Player) {
    let mut black = Client::connect(address).await;
    black
        .send(&ClientMsg::Create {
            color: ColorChoice::Black,
            clock,
            name: "Ann".into(),
        })
        .await;
    let black = seated(black).await;
    let mut white = Client::connect(address).await;
    white
        .send(&ClientMsg::Join {
            game: black.game,
            name: "  Bo\u{202E} ".into(),
        })
        .await;
    let white = seated(white).await;
    assert_eq!((black.color, white.color), (Color::Black, Color::White));
    (black, white)
}

impl Player {
    pub async fn act(&mut self, act: Act) {
        let msg = ClientMsg::Act {
            game: self.game,
            secret: self.secret,
            act,
        };
        self.client.send(&msg).await;
    }

    /// Plays the first legal square of the state it has.
    pub async fn play_first(&mut self) -> u16 {
        let state = self.client.state.clone().unwrap();
        let game = Game::from_transcript(&state.moves).unwrap();
        let square = game.position().board.legal_moves().first().unwrap();
        self.act(Act::Move {
            square,
            ply: state.ply,
        })
        .await;
        state.ply
    }
}

#[tokio::test]
async fn a_whole_game_is_played_to_its_end_and_everyone_sees_every_move() {
    let db = TempDb::new();
    // A game played as fast as the test can: past the default rate of messages.
    let limits = Limits {
        messages_per_second: 1_000,
        message_burst: 1_000,
        ..Limits::default()
    };
    let server = server_with(&db, limits).await;
    let (mut black, mut white) = pair(
        server.address(),
        Some(ClockChoice {
            minutes: 5,
            increment_s: 0,
        }),
    )
    .await;
    let mut watcher = Client::connect(server.address()).await;
    watcher.send(&ClientMsg::Watch { game: black.game }).await;
    assert!(matches!(watcher.recv().await, ServerMsg::Watching { .. }));
    let start = watcher.recv().await;
    let ServerMsg::Update {
        state,
        event: Event::Sync,
    } = start
    else {
        panic!("{start:?}")
    };
    assert_eq!(state.white.name.as_deref(), Some("Bo"), "cleaned");
    for _ in 0..64 {
        let state = black.client.state.clone().unwrap();
        let Some(side) = state.to_move else { break };
        let mover = if side == Color::Black {
            &mut black
        } else {
            &mut white
        };
        let ply = mover.play_first().await;
        let after = black
            .client
            .until(|m| matches!(m, ServerMsg::Update { state, .. } if state.ply > ply))
            .await;
        let ServerMsg::Update { state, .. } = after else {
            unreachable!()
        };
        assert_eq!(white.client.at_ply(state.ply).await, *state);
        assert_eq!(watcher.at_ply(state.ply).await.moves, state.moves);
    }
    let state = black.client.state.clone().unwrap();
    let Status::Ended { outcome } = state.status else {
        panic!("{state:?}")
    };
    assert!(matches!(outcome.reason, EndReason::Discs { .. }));
    assert!(Game::from_transcript(&state.moves).unwrap().is_over());
    black.act(Act::Download).await;
    let transcript = black
        .client
        .until(|m| matches!(m, ServerMsg::Transcript { .. }))
        .await;
    assert_eq!(
        transcript,
        ServerMsg::Transcript {
            game: black.game,
            moves: state.moves,
            etl: None
        }
    );
    server.stop().await;
}

#[tokio::test]
async fn bad_messages_get_their_typed_error_and_change_nothing() {
    let db = TempDb::new();
    let server = server(&db).await;
    let (mut black, mut white) = pair(server.address(), None).await;
    let d3 = "d3".parse().unwrap();
    white.act(Act::Move { square: d3, ply: 0 }).await;
    assert_eq!(white.client.error().await, ErrorCode::NotYourTurn);
    black
        .act(Act::Move {
            square: "a1".parse().unwrap(),
            ply: 0,
        })
        .await;
    assert_eq!(black.client.error().await, ErrorCode::IllegalMove);
    black.act(Act::Move { square: d3, ply: 3 }).await;
    assert_eq!(black.client.error().await, ErrorCode::Stale);
    let forged = ClientMsg::Act {
        game: black.game,
        secret: Secret::random(),
        act: Act::Move { square: d3, ply: 0 },
    };
    black.client.send(&forged).await;
    assert_eq!(black.client.error().await, ErrorCode::WrongSecret);
    black
        .client
        .send_text(&format!(
            "{{\"type\":\"ping\",\"n\":1}}{}",
            " ".repeat(MAX_MESSAGE_BYTES)
        ))
        .await;
    assert_eq!(black.client.error().await, ErrorCode::Oversized);
    for malformed in [
        "{",
        "null",
        r#"{"type":"act"}"#,
        r#"{"type":"ping","n":"x"}"#,
    ] {
        black.client.send_text(malformed).await;
        assert_eq!(
            black.client.error().await,
            ErrorCode::Malformed,
            "{malformed}"
        );
    }
    black.client.send_binary(vec![0, 1, 2]).await;
    assert_eq!(black.client.error().await, ErrorCode::Malformed);
    black
        .client
        .send(&ClientMsg::Watch {
            game: GameId::random(),
        })
        .await;
    assert_eq!(black.client.error().await, ErrorCode::UnknownGame);
    let mut third = Client::connect(server.address()).await;
    third
        .send(&ClientMsg::Join {
            game: black.game,
            name: String::new(),
        })
        .await;
    assert_eq!(third.error().await, ErrorCode::NoFreeSeat);
    // Nothing changed: the game still waits for black's first move, which is played.
    black.client.send(&ClientMsg::Ping { n: 9 }).await;
    assert_eq!(
        black
            .client
            .until(|m| matches!(m, ServerMsg::Pong { .. }))
            .await,
        ServerMsg::Pong { n: 9 }
    );
    assert_eq!(black.client.state.as_ref().unwrap().ply, 0);
    black.act(Act::Move { square: d3, ply: 0 }).await;
    assert_eq!(white.client.at_ply(1).await.moves, "d3");
    server.stop().await;
}

#[tokio::test]
async fn a_spectator_cannot_move() {
    let db = TempDb::new();
    let server = server(&db).await;
    let (black, _white) = pair(server.address(), None).await;
    let mut watcher = Client::connect(server.address()).await;
    watcher.send(&ClientMsg::Watch { game: black.game }).await;
    watcher
        .until(|m| matches!(m, ServerMsg::Update { .. }))
        .await;
    let act = Act::Move {
        square: "d3".parse().unwrap(),
        ply: 0,
    };
    watcher
        .send(&ClientMsg::Act {
            game: black.game,
            secret: Secret::random(),
            act,
        })
        .await;
    assert_eq!(watcher.error().await, ErrorCode::WrongSecret);
    watcher.send(&ClientMsg::Watch { game: black.game }).await;
    watcher
        .until(|m| matches!(m, ServerMsg::Update { .. }))
        .await;
    assert_eq!(watcher.state.unwrap().ply, 0);
    server.stop().await;
}

#[tokio::test]
async fn repeated_abuse_closes_the_connection() {
    let db = TempDb::new();
    let server = server(&db).await;
    let mut client = Client::connect(server.address()).await;
    let mut errors = 0;
    for _ in 0..40 {
        client.send_text("not json").await;
    }
    while let Some(msg) = client.next().await {
        assert_eq!(msg, ServerMsg::error(ErrorCode::Malformed));
        errors += 1;
        assert!(errors <= 40);
    }
    assert!((10..40).contains(&errors), "closed after {errors} errors");
    server.stop().await;
}

#[tokio::test]
async fn a_restarted_server_resumes_the_game_from_its_database() {
    let db = TempDb::new();
    let first = server(&db).await;
    let (mut black, mut white) = pair(
        first.address(),
        Some(ClockChoice {
            minutes: 1,
            increment_s: 0,
        }),
    )
    .await;
    black.play_first().await;
    white.client.at_ply(1).await;
    white.play_first().await;
    let before = black.client.at_ply(2).await;
    first.stop().await; // every connection dropped, nothing flushed: as after a crash
    tokio::time::sleep(std::time::Duration::from_millis(600)).await; // the server is down
    let config = Config {
        port: 0,
        db: db.0.clone(),
        ..Config::default()
    };
    let second = start(config).await.unwrap();
    assert_eq!(second.resumed(), 1);
    for player in [&mut black, &mut white] {
        player.client = Client::connect(second.address()).await;
        player
            .client
            .send(&ClientMsg::Resume {
                game: player.game,
                secret: player.secret,
            })
            .await;
        let ServerMsg::Seated { color, .. } = player.client.recv().await else {
            panic!("not seated")
        };
        assert_eq!(color, player.color);
        let ServerMsg::Update { state, .. } = player.client.recv().await else {
            panic!("no state")
        };
        assert_eq!(
            (state.moves.as_str(), state.ply),
            (before.moves.as_str(), 2)
        );
        let ([black_ms, white_ms], [was, _]) =
            (state.clocks_ms.unwrap(), before.clocks_ms.unwrap());
        assert_eq!(white_ms, 60_000);
        assert!(
            black_ms <= was && black_ms > was - 500,
            "the downtime is not charged: {black_ms}"
        );
    }
    black.play_first().await;
    assert_eq!(white.client.at_ply(3).await.ply, 3);
    second.stop().await;
}

#[tokio::test]
async fn a_websocket_from_another_origin_is_refused() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let db = TempDb::new();
    let server = server(&db).await;
    let url = format!("ws://{}/ws", server.address());
    let mut request = url.clone().into_client_request().unwrap();
    request
        .headers_mut()
        .insert("origin", "http://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_err());
    let mut request = url.into_client_request().unwrap();
    let own = format!("http://{}", server.address());
    request.headers_mut().insert("origin", own.parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_ok());
    server.stop().await;
}
