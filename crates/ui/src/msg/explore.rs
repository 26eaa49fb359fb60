//! What can happen on the explorer's screen.

use crate::explore::Which;
use ethello_engine::Square;
use ethello_model::protocol::explore::{GameOrder, PlayerSide};
use ethello_model::protocol::FromWorker;

/// One event of the explorer.
#[derive(Clone, Debug, PartialEq)]
pub enum ExploreMsg {
    /// The title screen's Explorer button, or an address (`explore`, `explore=f5d6`): the
    /// explorer at that position (the archive's file fetched the first time).
    Open(String),
    /// A click on a square of the explorer's board (or on a move of its table).
    Play(Square),
    /// Take back to this many moves from the start.
    BackTo(usize),
    /// Take back the last move.
    TakeBack,
    /// A name filter's text typed (the player's, or the tournament's).
    Name(Which, String),
    /// A player (or tournament) chosen among the suggestions: the number and the name.
    Choose(Which, u16, String),
    /// The colour the player had.
    Side(PlayerSide),
    /// The years' text typed (`FROM-TO`).
    Years(String),
    /// The games list's order chosen.
    Order(GameOrder),
    /// The games list's next page (1) or previous page (-1).
    Page(i32),
    /// A listed game: open it on the analysis board at the explorer's position.
    OpenGame(u32),
    /// The archive's file came (its bytes), or could not be fetched (why).
    Fetched(Result<Vec<u8>, String>),
    /// "Tournament games" (false) or "My games" (true): whose games the explorer counts.
    Mine(bool),
    /// A reply of the explorer's worker.
    Reply(FromWorker),
    /// The explorer's worker failed: why.
    WorkerDied(String),
    /// The analysis board's panel opened (true) or closed.
    Panel(bool),
    /// The player page of this player (his number and name) opened, with the player filter set
    /// to him; `None`: the page closed.
    PlayerPage(Option<(u16, String)>),
    /// The panel's "open in the explorer": the explorer at the analysis board's line.
    FromStudy,
}
