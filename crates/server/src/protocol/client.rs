//! The messages a client sends.

use ethello_engine::Square;
use serde::{Deserialize, Serialize};

use crate::clock::ClockChoice;
use crate::ids::{GameId, Secret};

/// A message from a client.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Creates a game and takes a seat in it: answered by [`Seated`](super::ServerMsg::Seated),
    /// then the game's [`Update`](super::ServerMsg::Update)s.
    Create {
        /// The creator's colour.
        color: ColorChoice,
        /// The clock; `null` for a game without one.
        clock: Option<ClockChoice>,
        /// The creator's name (cleaned; may be empty).
        name: String,
    },
    /// Takes the free seat of a game: answered by `Seated`, or [`NoFreeSeat`] (then watch).
    ///
    /// [`NoFreeSeat`]: super::ErrorCode::NoFreeSeat
    Join {
        /// The game, from the invite link.
        game: GameId,
        /// The joining player's name.
        name: String,
    },
    /// Comes back to one's seat (a reconnection or a reload): answered by `Seated`.
    Resume {
        /// The game.
        game: GameId,
        /// The seat's secret, kept by the browser.
        secret: Secret,
    },
    /// Follows a game without a seat: answered by [`Watching`](super::ServerMsg::Watching).
    Watch {
        /// The game.
        game: GameId,
    },
    /// Acts in a game as one of its seats.
    Act {
        /// The game.
        game: GameId,
        /// The seat's secret: a message without the right one is refused.
        secret: Secret,
        /// What the seat does.
        act: Act,
    },
    /// Asks for a [`Pong`](super::ServerMsg::Pong) with the same number.
    Ping {
        /// Any number, echoed.
        n: u32,
    },
}

/// The colour a game's creator asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    /// Black, who moves first.
    Black,
    /// White.
    White,
    /// Either, drawn by the server.
    Random,
}

/// The preset messages a seat may send (no free text: nothing to moderate); each client shows
/// them in its player's language.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phrase {
    /// "Hello".
    Hello,
    /// "Good luck".
    GoodLuck,
    /// "Good game".
    GoodGame,
    /// "Thank you".
    ThankYou,
    /// "Well played".
    WellPlayed,
    /// "Oops".
    Oops,
}

/// What a seat does in its game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Act {
    /// Plays a square (passes are the server's: a forced pass is recorded at once).
    Move {
        /// The square, as text (`"d3"`).
        #[serde(with = "super::square_text")]
        square: Square,
        /// The moves already in the record (passes included) the move follows: a move meant for
        /// another position is refused as stale, so a move sent twice is played once.
        ply: u16,
    },
    /// Resigns the game.
    Resign,
    /// Offers a draw (accepts the opponent's standing offer, if there is one).
    OfferDraw,
    /// Accepts the opponent's draw offer.
    AcceptDraw,
    /// Declines the opponent's draw offer.
    DeclineDraw,
    /// Asks to take back one's last move (and the opponent's reply to it, if any).
    AskTakeBack,
    /// Accepts the opponent's take-back request.
    AcceptTakeBack,
    /// Declines the opponent's take-back request.
    DeclineTakeBack,
    /// After the end: asks for a new game with colours swapped; it starts when both have asked,
    /// with the same secrets.
    Rematch,
    /// Sends a preset message.
    Chat {
        /// The phrase.
        phrase: Phrase,
    },
    /// Claims the win when the opponent has been away too long (games with a clock, both sides
    /// having moved).
    ClaimWin,
    /// Ends a game where a side has not moved yet, with no result.
    Abort,
    /// Asks for the game's record as a transcript (answered by
    /// [`Transcript`](super::ServerMsg::Transcript)).
    Download,
}
