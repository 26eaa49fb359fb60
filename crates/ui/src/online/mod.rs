//! Online games (docs/online.md): two people play by link on the E-Thello server, and anyone else
//! with the link watches. The game is the server's: the page shows its last [`State`], sends the
//! player's acts, and never plays a move itself.
//!
//! The connection's life, pure like the rest of the model: messages in ([`OnlineMsg`]), effects
//! out ([`OnlineFx`]); the page's `online` module opens the WebSocket and carries the frames.
//! - Create: the choice screen's button connects and sends `create`; `seated` names the game,
//!   whose invite link is the page address `#online=GAMEID`.
//! - Join: that address asks the page's storage for the seat's secret ([`OnlineFx::Recall`]), then
//!   connects and sends `resume` with it (a reload, a reconnection), else `join`, and `watch` when
//!   both seats are taken.
//! - Every `update` replaces the state and the board's game (replayed from its transcript).
//! - A lost connection is retried after 0.5, 1, 2, 4 then 8 s ([`backoff_ms`]); each socket has a
//!   number, and what an older one says is ignored.
//!
//! This module holds the types, a leaf that the model, the messages and the effects stand on; the
//! handlers and the words are [`online_game`](crate::online_game).
//!
//! Invariant: `Model::online` is `Some` exactly while the board shows an online game.

pub mod wire;

pub use wire::{FromServer, State, Status};

use ethello_engine::Color;

/// The preset messages, by their protocol names; each player reads them in his language.
pub const PHRASES: [&str; 6] = [
    "hello",
    "good_luck",
    "good_game",
    "thank_you",
    "well_played",
    "oops",
];

/// The acts a button may send as they are (the answers to an offer go through `accept` and
/// `decline`, which the model turns into the act for what stands).
pub const ACTS: [&str; 7] = [
    "resign",
    "offer_draw",
    "ask_take_back",
    "rematch",
    "claim_win",
    "abort",
    "download",
];

/// What happened to the online game.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineMsg {
    /// "Play a friend online": create a game with the form's choices.
    Create,
    /// The colour chosen for the next game created: `black`, `white` or `random`.
    Color(String),
    /// The name typed (remembered).
    Name(String),
    /// The page's storage answered [`OnlineFx::Recall`]: the seat's secret for `game`, if kept.
    Recalled {
        /// The game.
        game: String,
        /// Its seat's secret.
        secret: Option<String>,
    },
    /// Socket number `socket` is open.
    Opened {
        /// The socket.
        socket: u32,
    },
    /// Socket number `socket` received this text.
    Heard {
        /// The socket.
        socket: u32,
        /// The frame.
        text: String,
    },
    /// Socket number `socket` closed (or never opened).
    Closed {
        /// The socket.
        socket: u32,
    },
    /// The backoff after socket number `socket` closed is over: connect again.
    Retry {
        /// The socket that closed.
        socket: u32,
    },
    /// A second passed: the away countdown and the clocks move on.
    Tick,
    /// A button of the game: one of [`ACTS`], or `accept` / `decline` for the offer that stands.
    Act(String),
    /// A preset message, one of [`PHRASES`].
    Chat(String),
    /// Copy the invite link.
    CopyInvite,
    /// Share the invite link (the Web Share API, else a copy).
    ShareInvite,
}

/// What the page must do for the online game.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineFx {
    /// Read the kept secret of this game's seat; it comes back as [`OnlineMsg::Recalled`].
    Recall(String),
    /// Close any socket and open socket number `socket` to the server's `/ws`.
    Connect {
        /// Its number.
        socket: u32,
    },
    /// Send this text on the open socket.
    Send(String),
    /// Close the socket (the player left the online game).
    Close,
    /// Keep this seat's secret for `game` in the browser (a reload resumes the seat).
    Keep {
        /// The game.
        game: String,
        /// The secret.
        secret: String,
    },
    /// Remember the player's name for the next online game.
    KeepName(String),
    /// Share the page's link with this address part (`#online=ID`).
    Share(String),
    /// Show this address part (`#online=ID`) without a new page load or a link message.
    Address(String),
}

/// The socket's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conn {
    /// Opening.
    Connecting,
    /// Open.
    Open,
    /// Closed; a retry is set.
    Down,
}

/// What the page asks of the server once connected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Want {
    /// A new game with this colour (`black`, `white`, `random`).
    Create(String),
    /// The game's seat: resumed with the secret kept, else the free one.
    Seat,
    /// To watch the game.
    Watch,
}

/// The online game on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Online {
    /// The game's id, once known.
    pub game: Option<String>,
    /// What the page asks for when it connects.
    pub want: Want,
    /// The seat played from this page: its colour (once seated) and secret.
    pub seat: Option<(Option<Color>, String)>,
    /// The game as the server last sent it.
    pub state: Option<State>,
    /// When that state came ([`Model::now_ms`](crate::Model)).
    pub received_ms: f64,
    /// The socket's state.
    pub conn: Conn,
    /// The current socket's number.
    pub socket: u32,
    /// Connections lost in a row (the backoff grows with them).
    pub failures: u32,
    /// The last preset message: who said which.
    pub said: Option<(Color, String)>,
    /// The server's last refusal (its code).
    pub refused: Option<String>,
    /// A [`OnlineMsg::Tick`] is set.
    pub ticking: bool,
}

/// The choices for the next online game created.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineForm {
    /// `black`, `white`, or `random` (empty means random).
    pub color: String,
    /// The player's name.
    pub name: String,
}

/// How long to wait before connecting again after `failures` lost connections in a row.
pub fn backoff_ms(failures: u32) -> f64 {
    (500.0 * f64::from(1u32 << failures.min(4))).min(8000.0)
}

impl Online {
    /// An online game that will connect for `want`, on socket number `socket`.
    pub fn new(game: Option<String>, want: Want, socket: u32) -> Online {
        Online {
            game,
            want,
            seat: None,
            state: None,
            received_ms: 0.0,
            conn: Conn::Connecting,
            socket,
            failures: 0,
            said: None,
            refused: None,
            ticking: false,
        }
    }

    /// True once the server says the game is over (on the board, or by resignation, agreement,
    /// time, abandonment or abort): it may then be reviewed like any finished game.
    pub fn is_over(&self) -> bool {
        self.state
            .as_ref()
            .is_some_and(|s| matches!(s.status, Status::Ended { .. }))
    }

    /// The colour played from this page; `None` for a spectator (or before the seat is known).
    pub fn color(&self) -> Option<Color> {
        self.seat.as_ref().and_then(|(color, _)| *color)
    }

    /// The role shown: `black`, `white` or `spectator`.
    pub fn role(&self) -> &'static str {
        match self.color() {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "spectator",
        }
    }

    /// The state while the game goes on.
    fn playing(&self) -> Option<&State> {
        self.state
            .as_ref()
            .filter(|s| s.status == Status::Playing && self.conn == Conn::Open)
    }

    /// True when this page's player may move now.
    pub fn my_turn(&self) -> bool {
        let turn = self.playing().and_then(|s| s.to_move);
        turn.is_some() && turn == self.color()
    }

    /// How long the player of `color` has been away at `now_ms`, if he is.
    pub fn away_ms(&self, color: Color, now_ms: f64) -> Option<u64> {
        let state = self.state.as_ref()?;
        let since = (now_ms - self.received_ms).max(0.0) as u64;
        state.seat(color).away_ms.map(|ms| ms + since)
    }

    /// The side shown as away: the opponent (any side for a spectator) with no connection.
    pub fn away(&self, now_ms: f64) -> Option<Color> {
        self.playing()?;
        [Color::Black, Color::White]
            .into_iter()
            .filter(|c| Some(*c) != self.color())
            .find(|c| self.away_ms(*c, now_ms).is_some())
    }

    /// `#app[data-online]`: `waiting`, `playing`, `away`, `reconnecting` or `ended`.
    pub fn phase(&self, now_ms: f64) -> &'static str {
        let Some(state) = self.state.as_ref() else {
            return if self.failures > 0 {
                "reconnecting"
            } else {
                "waiting"
            };
        };
        match state.status {
            _ if self.conn != Conn::Open => "reconnecting",
            Status::Ended { .. } => "ended",
            Status::Waiting => "waiting",
            Status::Playing if self.away(now_ms).is_some() => "away",
            Status::Playing => "playing",
        }
    }

    /// The address part of the invite link: `#online=GAMEID`.
    pub fn address(&self) -> Option<String> {
        self.game.as_ref().map(|g| format!("#online={g}"))
    }
}
