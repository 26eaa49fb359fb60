//! The server's protocol as the page speaks it (docs/online.md, "The protocol"): what the page
//! reads, and the JSON text of what it sends.
//!
//! Read through [`serde_json::Value`] and by hand, leniently (a field the page does not use is
//! ignored, so a newer server still talks to an older page): the page's wasm already has `Value`,
//! and typed `Deserialize` impls would cost it tens of KB (its budget is 300 KB gzipped).

use ethello_engine::Color;
use serde_json::Value;

/// A message from the server.
#[derive(Clone, Debug, PartialEq)]
pub enum FromServer {
    /// This connection plays a seat.
    Seated {
        /// The game.
        game: String,
        /// The seat's colour.
        color: Color,
        /// The seat's secret (kept in the browser, sent with every act).
        secret: String,
    },
    /// This connection watches a game.
    Watching {
        /// The game.
        game: String,
    },
    /// The game's whole state after a change, and the change.
    Update {
        /// The state.
        state: Box<State>,
        /// What changed.
        event: Event,
    },
    /// A refusal: nothing was changed.
    Error {
        /// The typed reason (`no_free_seat`, `stale`, ...).
        code: String,
    },
    /// A game's record, asked for with `download`.
    Transcript {
        /// The moves (`f5d6c3...`).
        moves: String,
        /// The `.etl` save file, when the server can write one.
        etl: Option<String>,
    },
    /// Anything else (a pong).
    Other,
}

/// A game as the server sends it (the fields the page reads; docs/online.md lists them all).
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// Its id.
    pub game: String,
    /// Where it stands.
    pub status: Status,
    /// Every move played, `f5d6...`.
    pub moves: String,
    /// Plies played, passes counted: the number a move is sent with.
    pub ply: u32,
    /// Whose turn, if the game goes on.
    pub to_move: Option<Color>,
    /// Who offered a draw that stands.
    pub draw_offer: Option<Color>,
    /// Who asked for a take-back that stands.
    pub take_back: Option<Color>,
    /// Who asked for a rematch.
    pub rematch: Option<Color>,
    /// The rematch's game, when both asked.
    pub next_game: Option<String>,
    /// Black's seat.
    pub black: Seat,
    /// White's seat.
    pub white: Seat,
    /// The game has a clock.
    pub clock: bool,
    /// Time left on each clock (black's first) when sent.
    pub clocks_ms: Option<[u64; 2]>,
    /// The clock that runs.
    pub running: Option<Color>,
    /// After this long away a seat's game may be claimed.
    pub away_limit_ms: u64,
}

impl State {
    /// The seat of `color`.
    pub fn seat(&self, color: Color) -> &Seat {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// One seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Seat {
    /// A player holds it.
    pub taken: bool,
    /// The player's name, if given.
    pub name: Option<String>,
    /// How long the player has had no connection, when he has none.
    pub away_ms: Option<u64>,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// A seat is free.
    Waiting,
    /// Under way.
    Playing,
    /// Over.
    Ended {
        /// How.
        outcome: Outcome,
    },
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The winner; `None` for a draw or no result.
    pub winner: Option<Color>,
    /// Why: `discs`, `resigned`, `timeout`, `abandoned`, `agreed`, `aborted`, `expired`.
    pub reason: String,
}

/// What changed: its kind and, for the kinds that have them, who and which phrase.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    /// `sync`, `moved`, `away`, `draw_offered`, `chat`, ...
    pub kind: String,
    /// Who offered, asked or said.
    pub by: Option<Color>,
    /// Who moved, left or came back.
    pub color: Option<Color>,
    /// A chat's phrase.
    pub phrase: Option<String>,
}

/// The server's message in `frame`, if it is one the page reads.
pub fn read(frame: &str) -> Option<FromServer> {
    let v: Value = serde_json::from_str(frame).ok()?;
    let text_of = |key: &str| text(&v, key);
    Some(match v.get("type")?.as_str()? {
        "seated" => FromServer::Seated {
            game: text_of("game")?,
            color: color(v.get("color"))?,
            secret: text_of("secret")?,
        },
        "watching" => FromServer::Watching {
            game: text_of("game")?,
        },
        "update" => FromServer::Update {
            state: Box::new(state(v.get("state")?)?),
            event: event(v.get("event")?)?,
        },
        "error" => FromServer::Error {
            code: text_of("code")?,
        },
        "transcript" => FromServer::Transcript {
            moves: text_of("moves")?,
            etl: text_of("etl"),
        },
        _ => FromServer::Other,
    })
}

/// `"Black"` or `"White"`.
fn color(v: Option<&Value>) -> Option<Color> {
    match v?.as_str()? {
        "Black" => Some(Color::Black),
        "White" => Some(Color::White),
        _ => None,
    }
}

/// The text of `v`'s field `key`.
fn text(v: &Value, key: &str) -> Option<String> {
    v.get(key).and_then(Value::as_str).map(str::to_owned)
}

/// A game's state.
fn state(v: &Value) -> Option<State> {
    let number = |key: &str| v.get(key).and_then(Value::as_u64);
    let seat = |key: &str| {
        let s = v.get(key)?;
        Some(Seat {
            taken: s.get("taken")?.as_bool()?,
            name: text(s, "name"),
            away_ms: s.get("away_ms").and_then(Value::as_u64),
        })
    };
    let clocks = v.get("clocks_ms").and_then(Value::as_array);
    let status = v.get("status")?;
    let outcome = status.get("outcome");
    Some(State {
        game: text(v, "game")?,
        status: match status.get("status")?.as_str()? {
            "waiting" => Status::Waiting,
            "playing" => Status::Playing,
            _ => Status::Ended {
                outcome: Outcome {
                    winner: color(outcome.and_then(|o| o.get("winner"))),
                    reason: text(outcome?.get("reason")?, "reason")?,
                },
            },
        },
        clock: v.get("clock").is_some_and(|c| !c.is_null()),
        black: seat("black")?,
        white: seat("white")?,
        moves: text(v, "moves")?,
        ply: u32::try_from(number("ply")?).ok()?,
        to_move: color(v.get("to_move")),
        clocks_ms: clocks.and_then(|c| Some([c.first()?.as_u64()?, c.get(1)?.as_u64()?])),
        running: color(v.get("running")),
        draw_offer: color(v.get("draw_offer")),
        take_back: color(v.get("take_back")),
        rematch: color(v.get("rematch")),
        next_game: text(v, "next_game"),
        away_limit_ms: number("away_limit_ms")?,
    })
}

/// What changed.
fn event(v: &Value) -> Option<Event> {
    Some(Event {
        kind: text(v, "kind")?,
        by: color(v.get("by")),
        color: color(v.get("color")),
        phrase: text(v, "phrase"),
    })
}

/// `text` as a JSON string, quotes included (names are cleaned of control characters first).
fn quoted(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c < ' ' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `create`: a new game, the seat of `color` (`black`, `white`, `random`), `minutes` a side
/// (0: no clock) plus `increment_s` a move.
pub fn create(color: &str, minutes: u64, increment_s: u64, name: &str) -> String {
    let clock = match minutes {
        0 => "null".to_owned(),
        m => format!(r#"{{"minutes":{m},"increment_s":{increment_s}}}"#),
    };
    let (color, name) = (quoted(color), quoted(name));
    format!(r#"{{"type":"create","color":{color},"clock":{clock},"name":{name}}}"#)
}

/// `join`: the free seat of `game`.
pub fn join(game: &str, name: &str) -> String {
    let (game, name) = (quoted(game), quoted(name));
    format!(r#"{{"type":"join","game":{game},"name":{name}}}"#)
}

/// `resume`: the seat of `game` that `secret` opens.
pub fn resume(game: &str, secret: &str) -> String {
    let (game, secret) = (quoted(game), quoted(secret));
    format!(r#"{{"type":"resume","game":{game},"secret":{secret}}}"#)
}

/// `watch`: follow `game` without a seat.
pub fn watch(game: &str) -> String {
    format!(r#"{{"type":"watch","game":{}}}"#, quoted(game))
}

/// `act` of `kind`, with `fields` (`,"square":"d3","ply":4` or empty), for the seat of `game`
/// that `secret` opens.
pub fn act(game: &str, secret: &str, kind: &str, fields: &str) -> String {
    let (game, secret, kind) = (quoted(game), quoted(secret), quoted(kind));
    format!(r#"{{"type":"act","game":{game},"secret":{secret},"act":{{"kind":{kind}{fields}}}}}"#)
}
