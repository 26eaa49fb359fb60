//! The load's games: two connections a game, moves at a set rate, each move timed from its
//! sending to its receipt by the opponent.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use ethello_engine::{Color, Game, Rng};
use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::{Act, ClientMsg, ColorChoice, Event, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use crate::Played;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The longest a read waits before the game is counted as failed.
const PATIENCE: Duration = Duration::from_secs(10);

/// How long the clients would play on past the deadline, when the server is killed: the kill
/// finds them in the middle of their moves.
const LINGER: Duration = Duration::from_secs(60);

/// Plays games between two connections until the server is killed at `deadline` (a new one when
/// one ends).
pub async fn play(
    address: SocketAddr,
    deadline: Instant,
    period: Duration,
    offset: Duration,
    seed: u64,
) -> Played {
    let mut played = Played::default();
    let mut rng = Rng::new(seed);
    tokio::time::sleep(offset).await;
    while Instant::now() < deadline {
        let playing_until = deadline + LINGER;
        if let Err(e) = play_one(address, playing_until, period, &mut rng, &mut played).await {
            if Instant::now() >= deadline {
                played.cut += 1;
            } else {
                played.failures.push(e);
            }
            break;
        }
    }
    played
}

async fn play_one(
    address: SocketAddr,
    deadline: Instant,
    period: Duration,
    rng: &mut Rng,
    played: &mut Played,
) -> Result<(), String> {
    let (mut black, game, black_secret) = open(
        address,
        ClientMsg::Create {
            color: ColorChoice::Black,
            clock: None,
            name: "load".into(),
        },
    )
    .await?;
    let (mut white, _, white_secret) = open(
        address,
        ClientMsg::Join {
            game,
            name: "load".into(),
        },
    )
    .await?;
    let mut record = Game::new();
    let sides = (&mut black, &mut white, black_secret, white_secret);
    let result = moves(game, sides, deadline, period, rng, played, &mut record).await;
    played.games.push((game, record.squares().collect()));
    result?;
    send(
        &mut black,
        &ClientMsg::Act {
            game,
            secret: black_secret,
            act: Act::Download,
        },
    )
    .await?;
    let transcript = until(&mut black, |m| matches!(m, ServerMsg::Transcript { .. })).await?;
    if !matches!(&transcript, ServerMsg::Transcript { moves, .. } if *moves == record.transcript())
    {
        played.mismatches += 1;
    }
    Ok(())
}

/// Black's and white's connections and secrets.
type Sides<'a> = (&'a mut Socket, &'a mut Socket, Secret, Secret);

/// Plays moves until `deadline` or the end, each added to `record` once its mover heard it
/// acknowledged (so `record` holds the acknowledged moves even when the connection fails).
async fn moves(
    game: GameId,
    (black, white, black_secret, white_secret): Sides<'_>,
    deadline: Instant,
    period: Duration,
    rng: &mut Rng,
    played: &mut Played,
    record: &mut Game,
) -> Result<(), String> {
    let mut next = Instant::now();
    while Instant::now() < deadline && !record.is_over() {
        let black_moves = record.position().side == Color::Black;
        let (mover, opponent, secret) = if black_moves {
            (&mut *black, &mut *white, black_secret)
        } else {
            (&mut *white, &mut *black, white_secret)
        };
        let square = rng
            .pick(record.position().board.legal_moves())
            .ok_or("no legal move")?;
        let ply = u16::try_from(record.moves().len()).map_err(|e| e.to_string())?;
        let sent = Instant::now();
        send(
            mover,
            &ClientMsg::Act {
                game,
                secret,
                act: Act::Move { square, ply },
            },
        )
        .await?;
        until(opponent, |m| matches!(m, ServerMsg::Update { event: Event::Moved { square: s, .. }, .. } if *s == square)).await?;
        played.latencies.push(sent.elapsed().as_micros() as u64);
        until(mover, |m| {
            matches!(
                m,
                ServerMsg::Update {
                    event: Event::Moved { .. },
                    ..
                }
            )
        })
        .await?;
        record.play(square).map_err(|e| e.to_string())?;
        next += period;
        tokio::time::sleep_until(next.into()).await;
    }
    Ok(())
}

/// A connection that sends `first` (a create or a join) and is seated.
async fn open(address: SocketAddr, first: ClientMsg) -> Result<(Socket, GameId, Secret), String> {
    let (mut socket, _) =
        tokio_tungstenite::connect_async_with_config(format!("ws://{address}/ws"), None, true)
            .await
            .map_err(|e| e.to_string())?;
    send(&mut socket, &first).await?;
    match until(&mut socket, |m| matches!(m, ServerMsg::Seated { .. })).await? {
        ServerMsg::Seated { game, secret, .. } => Ok((socket, game, secret)),
        _ => unreachable!(),
    }
}

async fn send(socket: &mut Socket, msg: &ClientMsg) -> Result<(), String> {
    let text = serde_json::to_string(msg).map_err(|e| e.to_string())?;
    socket
        .send(Message::text(text))
        .await
        .map_err(|e| e.to_string())
}

/// Reads until a message `wanted` accepts; an error message, a timeout or a close fails.
async fn until(
    socket: &mut Socket,
    wanted: impl Fn(&ServerMsg) -> bool,
) -> Result<ServerMsg, String> {
    loop {
        let frame = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .map_err(|_| "timed out")?;
        let Some(Ok(Message::Text(text))) = frame else {
            continue_or_fail(&frame)?;
            continue;
        };
        let msg: ServerMsg = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        if let ServerMsg::Error { code, .. } = msg {
            return Err(format!("refused: {code}"));
        }
        if wanted(&msg) {
            return Ok(msg);
        }
    }
}

fn continue_or_fail(
    frame: &Option<Result<Message, tokio_tungstenite::tungstenite::Error>>,
) -> Result<(), String> {
    match frame {
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Ok(()),
        other => Err(format!("connection ended: {other:?}")),
    }
}
