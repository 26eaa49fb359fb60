//! The load's games: two connections a game, moves at a set rate, each move timed from its
//! sending to its receipt by the opponent.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use ethello_engine::{Color, Game, Rng};
use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::{Act, ClientMsg, ColorChoice, Event, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

use crate::Played;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The client's read buffer. The library's default (128 KiB) is zeroed again before every read:
/// for 10,000 clients that was a third of this program's CPU (and 1.3 GB), while an update is
/// some 1 KB. The server's is 8 KiB.
const READ_BUFFER_BYTES: usize = 4 << 10;

/// The longest a read waits before the game is counted as failed.
const PATIENCE: Duration = Duration::from_secs(10);

/// How long the clients would play on past the deadline, when the server is killed: the kill
/// finds them in the middle of their moves.
const LINGER: Duration = Duration::from_secs(60);

/// A game's two clients, connected and seated in their first game.
pub struct Pair {
    black: Socket,
    white: Socket,
    first: Seated,
}

/// A game and its two seats' secrets.
struct Seated {
    game: GameId,
    black: Secret,
    white: Secret,
}

/// Connects black's and white's clients and seats them in a new game (the set-up, before the
/// measured time: 10,000 WebSocket handshakes are not moves).
pub async fn connect(address: SocketAddr) -> Result<Pair, String> {
    let (mut black, mut white) = (open(address).await?, open(address).await?);
    let first = seat(&mut black, &mut white).await?;
    Ok(Pair {
        black,
        white,
        first,
    })
}

/// Plays games on `pair`'s two connections, the first at `start + offset`, each new one on the
/// same connections (created and joined) when one ends, until the server is killed at
/// `deadline`.
pub async fn play(
    pair: Pair,
    start: Instant,
    deadline: Instant,
    period: Duration,
    offset: Duration,
    seed: u64,
) -> Played {
    let mut played = Played::default();
    let mut rng = Rng::new(seed);
    let Pair {
        mut black,
        mut white,
        first,
    } = pair;
    let mut seated = Some(first);
    tokio::time::sleep_until((start + offset).into()).await;
    while Instant::now() < deadline {
        let playing_until = deadline + LINGER;
        let sides = (&mut black, &mut white);
        let game = play_one(
            sides,
            seated.take(),
            playing_until,
            period,
            &mut rng,
            &mut played,
        );
        if let Err(e) = game.await {
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

/// Black creates a game, white joins it.
async fn seat(black: &mut Socket, white: &mut Socket) -> Result<Seated, String> {
    let create = ClientMsg::Create {
        color: ColorChoice::Black,
        clock: None,
        name: "load".into(),
    };
    let (game, black_secret) = seated(black, &create).await?;
    let join = ClientMsg::Join {
        game,
        name: "load".into(),
    };
    let (_, white_secret) = seated(white, &join).await?;
    Ok(Seated {
        game,
        black: black_secret,
        white: white_secret,
    })
}

/// Plays one game (`seated`, or a new one) to its end or `deadline`, then checks its transcript.
async fn play_one(
    (black, white): (&mut Socket, &mut Socket),
    seated: Option<Seated>,
    deadline: Instant,
    period: Duration,
    rng: &mut Rng,
    played: &mut Played,
) -> Result<(), String> {
    let seated = match seated {
        Some(seated) => seated,
        None => seat(black, white).await?,
    };
    let (game, black_secret) = (seated.game, seated.black);
    let mut record = Game::new();
    let sides = (&mut *black, &mut *white, black_secret, seated.white);
    let result = moves(game, sides, deadline, period, rng, played, &mut record).await;
    played.games.push((game, record.squares().collect()));
    result?;
    send(
        black,
        &ClientMsg::Act {
            game,
            secret: black_secret,
            act: Act::Download,
        },
    )
    .await?;
    let transcript = until(black, |m| matches!(m, ServerMsg::Transcript { .. })).await?;
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

/// A new connection to the server.
async fn open(address: SocketAddr) -> Result<Socket, String> {
    let config = WebSocketConfig::default().read_buffer_size(READ_BUFFER_BYTES);
    let url = format!("ws://{address}/ws");
    let (socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
        .await
        .map_err(|e| e.to_string())?;
    Ok(socket)
}

/// Sends `first` (a create or a join) and waits to be seated: the game and the seat's secret.
async fn seated(socket: &mut Socket, first: &ClientMsg) -> Result<(GameId, Secret), String> {
    send(socket, first).await?;
    match until(socket, |m| matches!(m, ServerMsg::Seated { .. })).await? {
        ServerMsg::Seated { game, secret, .. } => Ok((game, secret)),
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
