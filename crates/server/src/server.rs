//! The server itself: its [`Config`], the HTTP routes (`/ws` for the games, every other path from
//! the static site), and [`start`], [`serve`] and [`run`].

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, Query, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt as _;
use axum::Router;
use tokio::sync::watch;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;

use crate::hub::Hub;
use crate::limits::{Addresses, Limits};
use crate::store::{Store, StoreError, Writer};
use crate::table::{Expiry, RestoreError};
use crate::transcript::EtlWriter;

/// The largest WebSocket message the socket library reads whole; between the protocol's cap
/// ([`MAX_MESSAGE_BYTES`](crate::protocol::MAX_MESSAGE_BYTES)) and this, a message is answered
/// as oversized; past this, the connection is closed.
const SOCKET_MAX_BYTES: usize = 64 << 10;

/// The socket's read buffer: the library's default (128 KiB) would take 256 MB for 2,000
/// connections; a move is some 150 bytes.
const READ_BUFFER_BYTES: usize = 8 << 10;

/// What may wait unsent for a client that does not read; past it the connection is closed.
const MAX_BACKLOG_BYTES: usize = 1 << 20;

/// How often clocks are checked for a flag and idle games for expiry.
const TICK: Duration = Duration::from_millis(250);

/// How the server runs; [`Config::default`] is what `ethello serve` uses without options.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on: 127.0.0.1 by default (put a reverse proxy in front for TLS).
    pub address: IpAddr,
    /// The port: 8080 by default; 0 picks a free one.
    pub port: u16,
    /// The SQLite file: `data/ethello.sqlite3` by default (its folder is made if missing).
    pub db: PathBuf,
    /// The static site's folder, the release build of the page: `dist` by default.
    pub site: PathBuf,
    /// Origins (`https://example.org`) allowed to open a WebSocket besides the server's own.
    pub allowed_origins: Vec<String>,
    /// Takes a client's address from the last `X-Forwarded-For` entry (behind a reverse proxy
    /// that sets it); otherwise every client would share the proxy's limits.
    pub trust_forwarded_for: bool,
    /// The per-address limits.
    pub limits: Limits,
    /// When games nobody attends end.
    pub expiry: Expiry,
    /// The `.etl` writer for downloads, handed in by the command line; `None`: transcripts only.
    pub etl: Option<EtlWriter>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            address: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 8080,
            db: PathBuf::from("data/ethello.sqlite3"),
            site: PathBuf::from("dist"),
            allowed_origins: Vec::new(),
            trust_forwarded_for: false,
            limits: Limits::default(),
            expiry: Expiry::default(),
            etl: None,
        }
    }
}

/// Why the server could not start or stopped.
#[derive(Debug)]
pub enum ServerError {
    /// The database could not be opened or read.
    Store(StoreError),
    /// A stored game could not be replayed by the engine.
    Restore(RestoreError),
    /// The address could not be bound, or the server failed while running.
    Io(std::io::Error),
}

impl std::fmt::Display for ServerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServerError::Store(e) => write!(f, "store: {e}"),
            ServerError::Restore(e) => write!(f, "resuming the stored games: {e}"),
            ServerError::Io(e) => write!(f, "network: {e}"),
        }
    }
}

impl std::error::Error for ServerError {}

/// What every connection shares.
pub(crate) struct App {
    pub(crate) hub: Arc<Hub>,
    pub(crate) addresses: Arc<Addresses>,
    pub(crate) limits: Limits,
    pub(crate) closing: watch::Receiver<bool>,
    allowed_origins: Vec<String>,
    trust_forwarded_for: bool,
}

/// A running server.
pub struct Server {
    address: SocketAddr,
    resumed: usize,
    closing: watch::Sender<bool>,
    serving: tokio::task::JoinHandle<std::io::Result<()>>,
    ticking: tokio::task::JoinHandle<()>,
}

impl Server {
    /// The address it listens on (with the port chosen when the config's was 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The unfinished games resumed from the store at the start.
    pub fn resumed(&self) -> usize {
        self.resumed
    }

    /// Runs until the server fails.
    ///
    /// # Errors
    /// [`ServerError::Io`].
    pub async fn wait(mut self) -> Result<(), ServerError> {
        let result = (&mut self.serving).await;
        self.stop().await;
        match result {
            Ok(Ok(())) | Err(_) => Ok(()),
            Ok(Err(e)) => Err(ServerError::Io(e)),
        }
    }

    /// Stops at once: every connection closed, nothing flushed that was not already committed
    /// (so, for the clients and the store, like a crash).
    pub async fn stop(self) {
        let _ = self.closing.send(true);
        self.serving.abort();
        self.ticking.abort();
        let _ = self.ticking.await;
    }
}

/// Opens the store, resumes every unfinished game, binds, and serves in the background.
///
/// # Errors
/// [`ServerError`] when the store cannot be read or the address bound.
pub async fn start(config: Config) -> Result<Server, ServerError> {
    let store = Store::open(&config.db).map_err(ServerError::Store)?;
    let stored = store.unfinished().map_err(ServerError::Store)?;
    let hub = Arc::new(Hub::new(Writer::start(store), config.expiry, config.etl));
    let resumed = hub.resume_all(stored).map_err(ServerError::Restore)?;
    let listener = tokio::net::TcpListener::bind((config.address, config.port))
        .await
        .map_err(ServerError::Io)?;
    let address = listener.local_addr().map_err(ServerError::Io)?;
    let (closing, closed) = watch::channel(false);
    let app = Arc::new(App {
        hub: Arc::clone(&hub),
        addresses: Arc::new(Addresses::new(config.limits)),
        limits: config.limits,
        closing: closed,
        allowed_origins: config.allowed_origins.clone(),
        trust_forwarded_for: config.trust_forwarded_for,
    });
    let ticking = tokio::spawn(tick(Arc::clone(&app)));
    let router = routes(&config, app).into_make_service_with_connect_info::<SocketAddr>();
    // Moves are small messages that must leave at once: no Nagle delay.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let serving = tokio::spawn(async move { axum::serve(listener, router).await });
    Ok(Server {
        address,
        resumed,
        closing,
        serving,
        ticking,
    })
}

/// Raises the open-file limit ([`crate::fds`]), starts the server, prints the address it listens
/// on (and how many connections the limit allows), and serves until it fails or Ctrl+C.
///
/// # Errors
/// [`ServerError`] when it cannot start or fails.
pub async fn serve(config: Config) -> Result<(), ServerError> {
    let files = crate::fds::raise_open_files().map_err(ServerError::Io)?;
    let server = start(config).await?;
    println!("E-Thello server listening on http://{}", server.address());
    eprintln!(
        "open-file limit: {} (hard limit {})",
        files.soft, files.hard
    );
    tokio::select! {
        result = server.wait() => result,
        _ = tokio::signal::ctrl_c() => Ok(()),
    }
}

/// [`serve`] on a runtime of its own, for a caller without one (the command line).
///
/// # Errors
/// [`ServerError`] when it cannot start or fails.
pub fn run(config: Config) -> Result<(), ServerError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(ServerError::Io)?;
    runtime.block_on(serve(config))
}

async fn tick(app: Arc<App>) {
    let mut interval = tokio::time::interval(TICK);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        app.hub.tick().await;
        app.addresses.sweep(app.hub.now());
    }
}

fn routes(config: &Config, app: Arc<App>) -> Router {
    let site = tower::ServiceBuilder::new()
        .layer(CompressionLayer::new())
        .service(ServeDir::new(&config.site).append_index_html_on_directories(true));
    let policy = crate::site::policy_for(&config.site);
    Router::new()
        .route("/ws", get(upgrade))
        .route("/qr.svg", get(qr).layer(CompressionLayer::new()))
        .with_state(app)
        .fallback_service(site)
        .layer(axum::middleware::from_fn_with_state(
            policy,
            crate::site::headers,
        ))
}

async fn upgrade(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if !app.origin_allowed(&headers) {
        return (
            StatusCode::FORBIDDEN,
            "this origin may not open a game connection",
        )
            .into_response();
    }
    let address = app.client_address(peer, &headers);
    let Some(admission) = app.addresses.admit(address, app.hub.now()) else {
        return (StatusCode::TOO_MANY_REQUESTS, "too many connections").into_response();
    };
    ws.max_message_size(SOCKET_MAX_BYTES)
        .max_frame_size(SOCKET_MAX_BYTES)
        .read_buffer_size(READ_BUFFER_BYTES)
        .write_buffer_size(0)
        .max_write_buffer_size(MAX_BACKLOG_BYTES)
        .on_upgrade(move |socket| crate::conn::run(socket, address, app, admission))
}

/// The invite link's QR code ([`crate::qr`]).
async fn qr(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<crate::qr::QrQuery>,
) -> Response {
    crate::qr::respond(query, &headers, &app.allowed_origins)
}

impl App {
    /// A browser's WebSocket from another origin is refused unless configured (a page elsewhere
    /// must not play with its visitor's seats); a client without an `Origin` is not a browser.
    fn origin_allowed(&self, headers: &HeaderMap) -> bool {
        let Some(origin) = headers.get(header::ORIGIN) else {
            return true;
        };
        let Ok(origin) = origin.to_str() else {
            return false;
        };
        if self.allowed_origins.iter().any(|o| o == origin) {
            return true;
        }
        let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
        let origin_host = origin
            .strip_prefix("https://")
            .or_else(|| origin.strip_prefix("http://"));
        host.is_some() && origin_host == host
    }

    fn client_address(&self, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
        let forwarded = headers.get("x-forwarded-for").and_then(|h| h.to_str().ok());
        let last = forwarded.and_then(|list| list.rsplit(',').next());
        match last.and_then(|a| a.trim().parse().ok()) {
            Some(address) if self.trust_forwarded_for => address,
            _ => peer.ip(),
        }
    }
}
