//! The messages the server sends, and the state of a game as every client sees it.

use ethello_engine::{Color, Square};
use serde::{Deserialize, Serialize};

use super::{ErrorCode, Phrase};
use crate::clock::ClockChoice;
use crate::ids::{GameId, Secret};

/// A message from the server.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMsg {
    /// The connection plays a seat: sent to that connection only, since it holds the secret.
    Seated {
        /// The game.
        game: GameId,
        /// The seat's colour.
        color: Color,
        /// The seat's secret, to keep (in the browser's storage) and to send with every act.
        secret: Secret,
    },
    /// The connection watches a game.
    Watching {
        /// The game.
        game: GameId,
    },
    /// The game's whole state after a change, and the change: sent to every connection following
    /// the game at once.
    Update {
        /// The state.
        state: Box<Snapshot>,
        /// What changed.
        event: Event,
    },
    /// A refusal: nothing was changed.
    Error {
        /// Why.
        code: ErrorCode,
        /// The reason in English, for logs.
        message: String,
    },
    /// A game's record, asked for by one of its seats.
    Transcript {
        /// The game.
        game: GameId,
        /// The moves as a transcript (`f5d6c3...`, passes implicit).
        moves: String,
        /// The `.etl` save file, where the server has the writer (see
        /// [`transcript`](crate::transcript)); `null` otherwise.
        etl: Option<String>,
    },
    /// The answer to a [`Ping`](super::ClientMsg::Ping).
    Pong {
        /// The ping's number.
        n: u32,
    },
}

impl ServerMsg {
    /// The refusal for `code`.
    pub fn error(code: ErrorCode) -> ServerMsg {
        ServerMsg::Error {
            code,
            message: code.sentence().to_owned(),
        }
    }
}

/// A game as every client sees it, at the moment it was sent.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    /// The game.
    pub game: GameId,
    /// Waiting for a second player, playing, or ended.
    pub status: Status,
    /// The clock chosen; `null` for none.
    pub clock: Option<ClockChoice>,
    /// The black seat.
    pub black: SeatView,
    /// The white seat.
    pub white: SeatView,
    /// The moves as a transcript (passes implicit: the engine records a forced pass at once).
    pub moves: String,
    /// The moves in the record, passes included: a move is sent with this number.
    pub ply: u16,
    /// The colour to move; `null` when the game is over.
    pub to_move: Option<Color>,
    /// Each side's time left in milliseconds (black, white), when the game has a clock.
    pub clocks_ms: Option<[u64; 2]>,
    /// The colour whose clock runs now.
    pub running: Option<Color>,
    /// The colour whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// The colour whose take-back request stands.
    pub take_back: Option<Color>,
    /// The colour that asked for a rematch.
    pub rematch: Option<Color>,
    /// The rematch game, once both asked.
    pub next_game: Option<GameId>,
    /// How long a seat may be away before its opponent can claim the win, in milliseconds.
    pub away_limit_ms: u64,
}

/// One seat as clients see it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatView {
    /// True once a player holds the seat.
    pub taken: bool,
    /// The player's name, cleaned; `null` for none.
    pub name: Option<String>,
    /// How long the seat's player has been away (no connection), in milliseconds; `null` while
    /// connected (or while the seat is free).
    pub away_ms: Option<u64>,
}

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// A seat is free.
    Waiting,
    /// Both seats are taken and the game goes on.
    Playing,
    /// The game is over.
    Ended {
        /// How.
        outcome: Outcome,
    },
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// The winner; `null` for a draw or a game without a result.
    pub winner: Option<Color>,
    /// Why it ended.
    pub reason: EndReason,
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum EndReason {
    /// Neither side could move: the discs were counted (empty squares to the winner).
    Discs {
        /// Black's discs.
        black: u32,
        /// White's discs.
        white: u32,
    },
    /// A side resigned.
    Resigned,
    /// A side's time ran out.
    Timeout,
    /// A side was away too long and its opponent claimed the win.
    Abandoned,
    /// Both agreed to a draw.
    Agreed,
    /// Aborted before both sides had moved: no result.
    Aborted,
    /// Nothing happened for too long (see `docs/online.md`): no result.
    Expired,
}

/// What changed, for the sounds, the animations and the notices of a client.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// Nothing new: the state as it is (sent when a connection starts following the game).
    Sync,
    /// A player took a seat.
    Joined {
        /// The seat.
        color: Color,
    },
    /// A square was played.
    Moved {
        /// Who played.
        color: Color,
        /// The square.
        #[serde(with = "super::square_text")]
        square: Square,
        /// The side that then had to pass, if one did.
        passed: Option<Color>,
    },
    /// A seat's player left (no connection).
    Away {
        /// The seat.
        color: Color,
    },
    /// A seat's player is back.
    Back {
        /// The seat.
        color: Color,
    },
    /// A draw was offered.
    DrawOffered {
        /// By whom.
        by: Color,
    },
    /// A draw offer was declined.
    DrawDeclined {
        /// By whom.
        by: Color,
    },
    /// A take-back was asked for.
    TakeBackAsked {
        /// By whom.
        by: Color,
    },
    /// A take-back was declined.
    TakeBackDeclined {
        /// By whom.
        by: Color,
    },
    /// Moves were taken back.
    TookBack {
        /// How many moves of the record (passes included) went.
        plies: u16,
    },
    /// A rematch was asked for.
    RematchAsked {
        /// By whom.
        by: Color,
    },
    /// Both asked: the rematch is `next_game` of the state.
    RematchStarted,
    /// A preset message.
    Chat {
        /// From whom.
        by: Color,
        /// Which.
        phrase: Phrase,
    },
    /// The game ended (the state's status says how).
    Ended,
}
