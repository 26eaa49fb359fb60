//! A test client: a WebSocket to a server on loopback, typed messages, and reads that give up
//! after a few seconds (no test waits forever).

use std::net::SocketAddr;
use std::time::Duration;

use ethello_server::limits::Limits;
use ethello_server::protocol::{ClientMsg, ErrorCode, ServerMsg, Snapshot};
use ethello_server::{start, Config, Server};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::store::TempDb;

/// How long a read waits before the test fails.
const PATIENCE: Duration = Duration::from_secs(5);
/// The most messages a wait reads past before the test fails.
const MAX_SKIPPED: usize = 200;

/// A server on 127.0.0.1, a free port, its own database, the default limits.
pub async fn server(db: &TempDb) -> Server {
    server_with(db, Limits::default()).await
}

/// A server on 127.0.0.1, a free port, its own database, `limits`.
pub async fn server_with(db: &TempDb, limits: Limits) -> Server {
    let config = Config {
        port: 0,
        db: db.0.clone(),
        site: db.0.with_extension("site"),
        limits,
        ..Config::default()
    };
    start(config).await.unwrap()
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The newest state received.
    pub state: Option<Snapshot>,
}

impl Client {
    pub async fn connect(address: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{address}/ws"))
            .await
            .unwrap();
        Client { ws, state: None }
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        self.send_text(&serde_json::to_string(msg).unwrap()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws.send(Message::text(text)).await.unwrap();
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.ws.send(Message::binary(bytes)).await.unwrap();
    }

    /// The next message, or `None` once the server closed the connection.
    pub async fn next(&mut self) -> Option<ServerMsg> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .expect("a message in time");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    let msg: ServerMsg = serde_json::from_str(&text).unwrap();
                    if let ServerMsg::Update { state, .. } = &msg {
                        self.state = Some((**state).clone());
                    }
                    return Some(msg);
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    pub async fn recv(&mut self) -> ServerMsg {
        self.next().await.expect("the connection is open")
    }

    /// Reads until a message `wanted` accepts.
    pub async fn until(&mut self, wanted: impl Fn(&ServerMsg) -> bool) -> ServerMsg {
        for _ in 0..MAX_SKIPPED {
            let msg = self.recv().await;
            if wanted(&msg) {
                return msg;
            }
        }
        panic!("no wanted message in {MAX_SKIPPED}");
    }

    /// Reads until an error, and gives its code.
    pub async fn error(&mut self) -> ErrorCode {
        match self.until(|m| matches!(m, ServerMsg::Error { .. })).await {
            ServerMsg::Error { code, .. } => code,
            _ => unreachable!(),
        }
    }

    /// Reads until a state with `ply` moves.
    pub async fn at_ply(&mut self, ply: u16) -> Snapshot {
        let msg = self
            .until(|m| matches!(m, ServerMsg::Update { state, .. } if state.ply == ply))
            .await;
        let ServerMsg::Update { state, .. } = msg else {
            unreachable!()
        };
        *state
    }
}
