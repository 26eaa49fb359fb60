//! One online game as the server keeps it: a [`Table`] with two seats, the engine's record, the
//! clocks, the standing offers and the result. Pure: no I/O, and time is a parameter (`now`, in
//! [`Ms`]), so every rule is tested with fake time.
//!
//! Representation: `seats[0]` is black's, `seats[1]` white's; a seat is free while it has no
//! secret. The record is the engine's [`Game`] (every move checked by it; a forced pass recorded
//! at once). The clocks run only in a game with a clock, once both sides have moved (before that
//! the game can be aborted instead), and only the side to move's.
//!
//! Invariants: an act that is refused returns its [`ErrorCode`] and leaves the table exactly as it
//! was (the tests compare the whole table). A flag is noticed by [`Table::tick`], never inside an
//! act: a move after the time ran out is refused, and the next tick ends the game. Once ended,
//! only chat and the rematch act.

mod acts;
mod record;

use ethello_engine::{Color, Game};

use crate::clock::{slot, ClockChoice, Clocks, Ms};
use crate::ids::{GameId, Secret};
use crate::protocol::{EndReason, ErrorCode, Event, Outcome, SeatView, Snapshot, Status};

pub use record::{Record, RestoreError, SeatRecord};

/// How long a seat may be away (no connection) before its opponent can claim the win: 60 s.
pub const AWAY_LIMIT_MS: Ms = 60_000;

/// When games nobody attends end with no result ([`EndReason::Expired`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Expiry {
    /// A game still waiting for its second player, nobody connected: 24 hours by default.
    pub waiting_ms: Ms,
    /// A game under way, nobody connected and no move: 30 days by default (a game without a
    /// clock may be left for later, but not forever).
    pub idle_ms: Ms,
}

impl Default for Expiry {
    fn default() -> Self {
        Expiry {
            waiting_ms: 24 * 3_600_000,
            idle_ms: 30 * 24 * 3_600_000,
        }
    }
}

/// A seat: its secret once taken, its player's name, its connections.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
struct Seat {
    secret: Option<Secret>,
    name: Option<String>,
    /// Connections playing this seat now.
    links: u32,
    /// Since when the seat, taken, has had no connection.
    away_since: Option<Ms>,
}

/// One online game: see the module's documentation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Table {
    id: GameId,
    clock: Option<ClockChoice>,
    seats: [Seat; 2],
    game: Game,
    clocks: Clocks,
    outcome: Option<Outcome>,
    draw_offer: Option<Color>,
    take_back: Option<Color>,
    rematch: Option<Color>,
    next: Option<GameId>,
    last_active: Ms,
}

impl Table {
    /// A new game whose creator holds `color`'s seat with `secret`; the other seat is free.
    ///
    /// # Errors
    /// [`ErrorCode::BadClock`] for a clock out of bounds.
    pub fn new(
        id: GameId,
        color: Color,
        clock: Option<ClockChoice>,
        name: Option<String>,
        secret: Secret,
        now: Ms,
    ) -> Result<Table, ErrorCode> {
        if clock.is_some_and(|c| !c.is_valid()) {
            return Err(ErrorCode::BadClock);
        }
        let mut table = Table::empty(id, clock, now);
        table.seats[slot(color)] = Seat::taken(secret, name, now);
        Ok(table)
    }

    fn empty(id: GameId, clock: Option<ClockChoice>, now: Ms) -> Table {
        let base = clock.map_or(0, ClockChoice::base_ms);
        Table {
            id,
            clock,
            seats: Default::default(),
            game: Game::new(),
            clocks: Clocks::stopped([base; 2]),
            outcome: None,
            draw_offer: None,
            take_back: None,
            rematch: None,
            next: None,
            last_active: now,
        }
    }

    /// The game's id.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The engine's record of the game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The rematch game, once both seats asked for it.
    pub fn next(&self) -> Option<GameId> {
        self.next
    }

    /// Waiting for a second player, playing, or ended.
    pub fn status(&self) -> Status {
        match self.outcome {
            Some(outcome) => Status::Ended { outcome },
            None if self.seats.iter().any(|s| s.secret.is_none()) => Status::Waiting,
            None => Status::Playing,
        }
    }

    /// True when anyone plays a seat now.
    pub fn attended(&self) -> bool {
        self.seats.iter().any(|s| s.links > 0)
    }

    /// Takes the free seat for a player with `secret`.
    ///
    /// # Errors
    /// [`ErrorCode::GameOver`] once the game is over, [`ErrorCode::NoFreeSeat`] when both are
    /// taken.
    pub fn join(
        &mut self,
        name: Option<String>,
        secret: Secret,
        now: Ms,
    ) -> Result<(Color, Event), ErrorCode> {
        if self.outcome.is_some() {
            return Err(ErrorCode::GameOver);
        }
        let color = [Color::Black, Color::White]
            .into_iter()
            .find(|c| self.seats[slot(*c)].secret.is_none())
            .ok_or(ErrorCode::NoFreeSeat)?;
        self.seats[slot(color)] = Seat::taken(secret, name, now);
        self.last_active = now;
        Ok((color, Event::Joined { color }))
    }

    /// The seat that `secret` opens.
    ///
    /// # Errors
    /// [`ErrorCode::WrongSecret`] when it opens neither.
    pub fn seat_of(&self, secret: &Secret) -> Result<Color, ErrorCode> {
        let opens = |seat: &Seat| seat.secret.is_some_and(|s| s.matches(secret));
        let (black, white) = (opens(&self.seats[0]), opens(&self.seats[1]));
        match (black, white) {
            (true, _) => Ok(Color::Black),
            (_, true) => Ok(Color::White),
            _ => Err(ErrorCode::WrongSecret),
        }
    }

    /// A connection now plays `color`'s seat: [`Event::Back`] if the seat was away.
    pub fn connect(&mut self, color: Color, now: Ms) -> Option<Event> {
        let seat = &mut self.seats[slot(color)];
        seat.links += 1;
        self.last_active = now;
        seat.away_since.take().map(|_| Event::Back { color })
    }

    /// A connection playing `color`'s seat closed: [`Event::Away`] if it was the last.
    pub fn disconnect(&mut self, color: Color, now: Ms) -> Option<Event> {
        let seat = &mut self.seats[slot(color)];
        seat.links = seat.links.saturating_sub(1);
        self.last_active = now;
        (seat.links == 0 && seat.away_since.is_none()).then(|| {
            seat.away_since = Some(now);
            Event::Away { color }
        })
    }

    /// Ends the game of a side whose time ran out by `now`: [`Event::Ended`] if it did.
    pub fn tick(&mut self, now: Ms) -> Option<Event> {
        if self.outcome.is_some() {
            return None;
        }
        let loser = self.clocks.flagged(now)?;
        self.end(Some(loser.opposite()), EndReason::Timeout, now);
        Some(Event::Ended)
    }

    /// Ends, with no result, a game that nobody has attended for longer than `expiry` allows.
    pub fn expire(&mut self, expiry: &Expiry, now: Ms) -> Option<Event> {
        self.is_expired(expiry, now).then(|| {
            self.end(None, EndReason::Expired, now);
            Event::Ended
        })
    }

    /// True when [`Table::tick`] or [`Table::expire`] would end the game at `now`.
    pub fn is_due(&self, expiry: &Expiry, now: Ms) -> bool {
        let flagged = self.outcome.is_none() && self.clocks.flagged(now).is_some();
        flagged || self.is_expired(expiry, now)
    }

    fn is_expired(&self, expiry: &Expiry, now: Ms) -> bool {
        let limit = match self.status() {
            Status::Ended { .. } => return false,
            Status::Waiting => expiry.waiting_ms,
            Status::Playing => expiry.idle_ms,
        };
        now.saturating_sub(self.last_active) >= limit && !self.attended()
    }

    /// The game as clients see it at `now`.
    pub fn snapshot(&self, now: Ms) -> Snapshot {
        let over = self.outcome.is_some() || self.game.is_over();
        Snapshot {
            game: self.id,
            status: self.status(),
            clock: self.clock,
            black: self.seats[0].view(now),
            white: self.seats[1].view(now),
            moves: self.game.transcript(),
            ply: self.ply(),
            to_move: (!over).then(|| self.game.position().side),
            clocks_ms: self.clock.map(|_| self.clocks.both(now)),
            running: self.clocks.running.map(|(color, _)| color),
            draw_offer: self.draw_offer,
            take_back: self.take_back,
            rematch: self.rematch,
            next_game: self.next,
            away_limit_ms: AWAY_LIMIT_MS,
        }
    }

    /// The moves in the record, passes included.
    fn ply(&self) -> u16 {
        u16::try_from(self.game.moves().len()).expect("a game has at most 120 moves")
    }

    /// True once `color` has played a square.
    fn has_moved(&self, color: Color) -> bool {
        let movers = self.game.positions().iter().map(|p| p.side);
        let plays = self
            .game
            .moves()
            .iter()
            .map(|m| matches!(m, ethello_engine::Move::Play(_)));
        movers.zip(plays).any(|(side, play)| play && side == color)
    }

    fn both_moved(&self) -> bool {
        self.has_moved(Color::Black) && self.has_moved(Color::White)
    }

    /// Sets the result and stops the clocks; offers and requests lapse.
    fn end(&mut self, winner: Option<Color>, reason: EndReason, now: Ms) {
        self.clocks.stop(now);
        self.outcome = Some(Outcome { winner, reason });
        self.draw_offer = None;
        self.take_back = None;
        self.last_active = now;
    }
}

impl Seat {
    fn taken(secret: Secret, name: Option<String>, now: Ms) -> Seat {
        Seat {
            secret: Some(secret),
            name,
            links: 0,
            away_since: Some(now),
        }
    }

    fn view(&self, now: Ms) -> SeatView {
        SeatView {
            taken: self.secret.is_some(),
            name: self.name.clone(),
            away_ms: self.away_since.map(|since| now.saturating_sub(since)),
        }
    }
}

impl Table {
    /// The game as a save-file writer reads it, at `now`.
    pub fn sheet(&self, now: Ms) -> crate::transcript::Sheet<'_> {
        crate::transcript::Sheet {
            game: &self.game,
            names: [self.seats[0].name.as_deref(), self.seats[1].name.as_deref()],
            clock: self.clock,
            clocks_ms: self.clock.map(|_| self.clocks.both(now)),
            outcome: self.outcome,
        }
    }
}
