//! The typed errors the server answers with: one [`ErrorCode`] per reason a message is refused.
//!
//! Invariant: a refused message changes nothing, neither the game nor its record; the code says
//! why, and [`ErrorCode::is_abuse`] says which ones count towards closing a connection.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Why a message was refused.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not a message of the protocol: not JSON, an unknown type, a missing or invalid field.
    Malformed,
    /// Longer than [`MAX_MESSAGE_BYTES`](super::MAX_MESSAGE_BYTES).
    Oversized,
    /// Too many messages, connections or new games from this address; try again later.
    RateLimited,
    /// No game has this id.
    UnknownGame,
    /// The secret is not the one of a seat of this game.
    WrongSecret,
    /// Both seats are taken (watch the game instead).
    NoFreeSeat,
    /// The game is waiting for its second player.
    NotStarted,
    /// It is the other side's turn.
    NotYourTurn,
    /// The engine refuses the move (taken square, or no disc flipped).
    IllegalMove,
    /// The move was meant for another position than the game's (a move already played, or one
    /// sent before a take-back): the state that follows is the game's.
    Stale,
    /// The game is over.
    GameOver,
    /// The game is not over (a rematch is asked after the end).
    NotOver,
    /// There is no offer or request from the opponent to answer.
    NothingToAnswer,
    /// Your offer or request is already waiting for an answer.
    AlreadyAsked,
    /// No move of yours to take back.
    NothingToTakeBack,
    /// Both sides have moved: resign instead of aborting.
    TooLateToAbort,
    /// A win is claimed while the opponent is here, not away long enough, or in a game without a
    /// clock (never lost by being away) or where a side has not moved yet (abort it instead).
    CannotClaim,
    /// The clock choice is out of bounds.
    BadClock,
    /// The server could not store the change; nothing was changed.
    Storage,
}

impl ErrorCode {
    /// True for the codes that a well-behaved client never causes: they count towards closing
    /// the connection.
    pub fn is_abuse(self) -> bool {
        matches!(
            self,
            ErrorCode::Malformed | ErrorCode::Oversized | ErrorCode::RateLimited
        )
    }

    /// A sentence for people (logs, a client without a translation).
    pub fn sentence(self) -> &'static str {
        match self {
            ErrorCode::Malformed => "not a message of the protocol",
            ErrorCode::Oversized => "the message is too long",
            ErrorCode::RateLimited => "too many requests: try again later",
            ErrorCode::UnknownGame => "no game has this id",
            ErrorCode::WrongSecret => "this is not a seat of yours",
            ErrorCode::NoFreeSeat => "both seats are taken",
            ErrorCode::NotStarted => "the game waits for its second player",
            ErrorCode::NotYourTurn => "it is not your turn",
            ErrorCode::IllegalMove => "the move is illegal",
            ErrorCode::Stale => "the move was meant for another position",
            ErrorCode::GameOver => "the game is over",
            ErrorCode::NotOver => "the game is not over",
            ErrorCode::NothingToAnswer => "there is nothing to answer",
            ErrorCode::AlreadyAsked => "already asked",
            ErrorCode::NothingToTakeBack => "no move of yours to take back",
            ErrorCode::TooLateToAbort => "both sides have moved: resign instead",
            ErrorCode::CannotClaim => "the win cannot be claimed now",
            ErrorCode::BadClock => "the clock is out of bounds",
            ErrorCode::Storage => "the server could not store the change",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sentence())
    }
}

impl std::error::Error for ErrorCode {}
