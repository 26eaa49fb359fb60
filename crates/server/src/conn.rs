//! One WebSocket connection: reads the client's messages, answers them, and forwards the updates
//! of the game it follows (one at a time), all in one task.
//!
//! Invariants: every message is answered (a reply, an update, or a typed error), none panics; a
//! connection that keeps sending malformed, oversized or too many messages is closed (policy
//! violation, 1008) once its strikes are spent; a seat's connection that ends makes the seat away.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{close_code, CloseFrame, Message, WebSocket};
use ethello_engine::Color;
use tokio::sync::broadcast::error::RecvError;

use crate::hub::Follow;
use crate::ids::Secret;
use crate::limits::{Admission, Bucket};
use crate::protocol::{clean_name, decode, encode, ClientMsg, ErrorCode, ServerMsg};
use crate::server::App;

/// Strikes forgiven a second (one every 10 s).
const FORGIVEN_PER_SECOND: f64 = 0.1;

/// How often the server pings a quiet connection (browsers answer on their own).
const HEARTBEAT: Duration = Duration::from_secs(15);

/// A connection silent this long (no message, no answer to the pings) is closed: a phone gone to
/// sleep or a broken network would otherwise keep its seat present for ever, and its opponent
/// could never claim.
const SILENCE: Duration = Duration::from_secs(45);

struct Conn {
    app: Arc<App>,
    address: IpAddr,
    messages: Bucket,
    strikes: Bucket,
    follow: Option<Follow>,
    abusive: bool,
}

/// Serves one connection from `address` until it closes, the client abuses it, or the server
/// stops. `_admission` counts it for its address while it lasts.
pub async fn run(mut socket: WebSocket, address: IpAddr, app: Arc<App>, _admission: Admission) {
    let mut closing = app.closing.clone();
    let mut conn = Conn::new(app, address);
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    let mut heard = Instant::now();
    loop {
        let out = tokio::select! {
            incoming = socket.recv() => match incoming.inspect(|_| heard = Instant::now()) {
                Some(Ok(Message::Text(text))) => conn.handle(text.as_str()).await,
                Some(Ok(Message::Binary(_))) => conn.refuse(ErrorCode::Malformed),
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => Vec::new(),
                Some(Ok(Message::Close(_)) | Err(_)) | None => break,
            },
            update = next_update(&mut conn.follow) => conn.forward(update).await,
            _ = closing.changed() => break,
            _ = heartbeat.tick() => {
                if heard.elapsed() > SILENCE || socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
                Vec::new()
            }
        };
        if !send_all(&mut socket, out).await {
            break;
        }
        if conn.abusive {
            let frame = CloseFrame {
                code: close_code::POLICY,
                reason: "repeated abuse".into(),
            };
            let _ = socket.send(Message::Close(Some(frame))).await;
            break;
        }
    }
    conn.unfollow().await;
}

async fn send_all(socket: &mut WebSocket, out: Vec<String>) -> bool {
    for text in out {
        if socket.send(Message::Text(text.into())).await.is_err() {
            return false;
        }
    }
    true
}

/// The next update of the game followed; never, when none is.
async fn next_update(follow: &mut Option<Follow>) -> Result<Arc<str>, RecvError> {
    match follow {
        Some(follow) => follow.updates.recv().await,
        None => std::future::pending().await,
    }
}

impl Conn {
    fn new(app: Arc<App>, address: IpAddr) -> Conn {
        let (limits, now) = (app.limits, app.hub.now());
        let rate = f64::from(limits.messages_per_second);
        Conn {
            messages: Bucket::new(limits.message_burst, rate, now),
            strikes: Bucket::new(limits.strikes, FORGIVEN_PER_SECOND, now),
            app,
            address,
            follow: None,
            abusive: false,
        }
    }

    /// The error for `code`, counting a strike when it is abuse.
    fn refuse(&mut self, code: ErrorCode) -> Vec<String> {
        if code.is_abuse() && !self.strikes.take(self.app.hub.now()) {
            self.abusive = true;
        }
        vec![encode(&ServerMsg::error(code))]
    }

    async fn handle(&mut self, text: &str) -> Vec<String> {
        if !self.messages.take(self.app.hub.now()) {
            return self.refuse(ErrorCode::RateLimited);
        }
        let answer = match decode(text) {
            Ok(msg) => self.answer(msg).await,
            Err(code) => Err(code),
        };
        answer.unwrap_or_else(|code| self.refuse(code))
    }

    async fn answer(&mut self, msg: ClientMsg) -> Result<Vec<String>, ErrorCode> {
        let hub = Arc::clone(&self.app.hub);
        match msg {
            ClientMsg::Ping { n } => Ok(vec![encode(&ServerMsg::Pong { n })]),
            ClientMsg::Create { color, clock, name } => {
                if !self.app.addresses.may_create(self.address, hub.now()) {
                    return Err(ErrorCode::RateLimited);
                }
                let (follow, color, secret) = hub.create(color, clock, clean_name(&name)).await?;
                Ok(self.seat(follow, color, secret).await)
            }
            ClientMsg::Join { game, name } => {
                let (follow, color, secret) = hub.join(game, clean_name(&name)).await?;
                Ok(self.seat(follow, color, secret).await)
            }
            ClientMsg::Resume { game, secret } => {
                let (follow, color) = hub.resume(game, secret).await?;
                Ok(self.seat(follow, color, secret).await)
            }
            ClientMsg::Watch { game } => {
                let follow = hub.watch(game).await?;
                Ok(self.start(follow, ServerMsg::Watching { game }).await)
            }
            ClientMsg::Act { game, secret, act } => {
                let reply = hub.act(game, secret, act).await?;
                Ok(reply.iter().map(encode).collect())
            }
        }
    }

    /// Follows a new game (leaving the one followed before): `reply`, then its state.
    /// Follows the game of a seat just taken or taken back, and tells the client its seat.
    async fn seat(&mut self, follow: Follow, color: Color, secret: Secret) -> Vec<String> {
        let game = follow.room.id();
        let seated = ServerMsg::Seated {
            game,
            color,
            secret,
        };
        self.start(follow, seated).await
    }

    async fn start(&mut self, follow: Follow, reply: ServerMsg) -> Vec<String> {
        self.unfollow().await;
        let out = vec![encode(&reply), follow.first.clone()];
        self.follow = Some(follow);
        out
    }

    async fn unfollow(&mut self) {
        if let Some(follow) = self.follow.take() {
            self.app.hub.leave(follow).await;
        }
    }

    /// An update to send on: a connection that fell behind gets the whole state instead.
    async fn forward(&mut self, update: Result<Arc<str>, RecvError>) -> Vec<String> {
        match (update, &self.follow) {
            (Ok(text), _) => vec![text.to_string()],
            (Err(RecvError::Lagged(_)), Some(follow)) => {
                vec![follow.room.resync(self.app.hub.now()).await]
            }
            _ => {
                self.follow = None;
                Vec::new()
            }
        }
    }
}
