//! What of a [`Table`] is stored, and a table read back from it.
//!
//! Representation: a [`Record`] is the durable part of a table (seats, clock, time left, result,
//! standing offers); the moves are stored apart, one row per square (passes are the engine's, so
//! they are not stored). Connections are not durable: a restored seat is away from the moment of
//! the restore, and a restored clock starts then, so the time the server was down is not charged.

use ethello_engine::{Color, Square};
use serde::{Deserialize, Serialize};

use super::{Seat, Table};
use crate::clock::{ClockChoice, Clocks, Ms};
use crate::ids::{GameId, Secret};
use crate::protocol::Outcome;

/// A seat as stored.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SeatRecord {
    /// The seat's secret, once taken.
    pub secret: Option<Secret>,
    /// Its player's name.
    pub name: Option<String>,
}

/// The durable part of a table, apart from its moves.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Record {
    /// The game.
    pub id: GameId,
    /// The clock chosen.
    pub clock: Option<ClockChoice>,
    /// Black's seat, then white's.
    pub seats: [SeatRecord; 2],
    /// Each side's time left when stored, black's and white's, in milliseconds.
    pub left_ms: [u64; 2],
    /// The result, once over.
    pub outcome: Option<Outcome>,
    /// A standing draw offer.
    pub draw_offer: Option<Color>,
    /// A standing take-back request.
    pub take_back: Option<Color>,
    /// A rematch request.
    pub rematch: Option<Color>,
    /// The rematch game.
    pub next: Option<GameId>,
}

/// Why a stored game could not be read back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RestoreError {
    /// The game.
    pub game: GameId,
    /// The first square the engine refused, by its index among the stored squares.
    pub at: usize,
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "game {}: stored square {} is illegal",
            self.game, self.at
        )
    }
}

impl std::error::Error for RestoreError {}

impl Table {
    /// The durable part of the table at `now` (the running clock charged up to `now`).
    pub fn record(&self, now: Ms) -> Record {
        Record {
            id: self.id,
            clock: self.clock,
            seats: self.seats.clone().map(|s| SeatRecord {
                secret: s.secret,
                name: s.name,
            }),
            left_ms: self.clocks.both(now),
            outcome: self.outcome,
            draw_offer: self.draw_offer,
            take_back: self.take_back,
            rematch: self.rematch,
            next: self.next,
        }
    }

    /// The squares played, in order (passes left out).
    pub fn squares(&self) -> Vec<Square> {
        self.game.squares().collect()
    }

    /// The table stored as `record` and `squares`, resumed at `now`: every square played again
    /// through the engine, the seats away, the side to move's clock (if it ran) started at `now`.
    ///
    /// # Errors
    /// A [`RestoreError`] when the engine refuses a stored square.
    pub fn restore(record: Record, squares: &[Square], now: Ms) -> Result<Table, RestoreError> {
        let mut table = Table::empty(record.id, record.clock, now);
        for (at, square) in squares.iter().enumerate() {
            table.game.play(*square).map_err(|_| RestoreError {
                game: record.id,
                at,
            })?;
        }
        table.seats = record.seats.map(|s| Seat {
            away_since: s.secret.map(|_| now),
            secret: s.secret,
            name: s.name,
            links: 0,
        });
        table.clocks = Clocks::stopped(record.left_ms);
        table.outcome = record.outcome;
        (table.draw_offer, table.take_back) = (record.draw_offer, record.take_back);
        (table.rematch, table.next) = (record.rematch, record.next);
        if table.outcome.is_none() && !table.game.is_over() {
            table.restart_clock(now);
        }
        Ok(table)
    }
}
