//! The live games: one [`Room`] per game in memory, with its table and the channel that
//! broadcasts its updates to every connection following it (both seats and the spectators).
//!
//! Invariants: a table changes only under its room's lock, and a durable change is committed to
//! the store before the lock is released and before it is broadcast, so every client sees the
//! changes in the order they were stored and never one that could be lost. A refused act and a
//! failed commit leave the table as it was. Unfinished games stay in memory (their clocks run);
//! finished ones leave it once nobody follows them, and are read back from the store on demand.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use ethello_engine::Color;
use tokio::sync::{broadcast, MutexGuard};

use crate::clock::{ClockChoice, Ms};
use crate::ids::{GameId, Secret};
use crate::protocol::{encode, Act, ColorChoice, ErrorCode, Event, ServerMsg};
use crate::store::{Save, Stored, Writer};
use crate::table::{Expiry, RestoreError, Table};
use crate::transcript::EtlWriter;

/// Updates a slow connection may fall behind before it is sent the whole state instead.
const BACKLOG: usize = 32;

/// One game in memory.
pub struct Room {
    id: GameId,
    table: tokio::sync::Mutex<Table>,
    updates: broadcast::Sender<Arc<str>>,
}

/// A connection following a game: the updates to forward, and the seat it plays, if any.
pub struct Follow {
    /// The game's room.
    pub room: Arc<Room>,
    /// The seat played; `None` for a spectator.
    pub seat: Option<Color>,
    /// The game's updates, as JSON text.
    pub updates: broadcast::Receiver<Arc<str>>,
    /// The state when the connection started following (an update with [`Event::Sync`]).
    pub first: String,
}

/// Every live game, and the store they are written to.
pub struct Hub {
    rooms: Mutex<HashMap<GameId, Arc<Room>>>,
    writer: Writer,
    epoch: Instant,
    expiry: Expiry,
    etl: Option<EtlWriter>,
}

impl Room {
    fn new(table: Table) -> Arc<Room> {
        Arc::new(Room {
            id: table.id(),
            table: tokio::sync::Mutex::new(table),
            updates: broadcast::channel(BACKLOG).0,
        })
    }

    /// The game's id.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// Broadcasts the table's state at `now` and `event`.
    fn send(&self, table: &Table, event: Event, now: Ms) {
        let _ = self.updates.send(Arc::from(update(table, event, now)));
    }

    /// The game's whole state now, as the update a lagging connection is sent.
    pub async fn resync(&self, now: Ms) -> String {
        update(&*self.table.lock().await, Event::Sync, now)
    }
}

fn update(table: &Table, event: Event, now: Ms) -> String {
    let state = Box::new(table.snapshot(now));
    encode(&ServerMsg::Update { state, event })
}

/// The save that takes the store from `old` to `new`.
fn save_of(old: &Table, new: &Table, now: Ms) -> Save {
    let (before, squares) = (old.squares(), new.squares());
    let keep = before
        .iter()
        .zip(&squares)
        .take_while(|(a, b)| a == b)
        .count();
    Save {
        record: new.record(now),
        squares,
        keep,
    }
}

impl Hub {
    /// A hub writing through `writer`, with no game yet.
    pub fn new(writer: Writer, expiry: Expiry, etl: Option<EtlWriter>) -> Hub {
        Hub {
            rooms: Mutex::default(),
            writer,
            epoch: Instant::now(),
            expiry,
            etl,
        }
    }

    /// Milliseconds since the hub started (monotonic).
    pub fn now(&self) -> Ms {
        Ms::try_from(self.epoch.elapsed().as_millis()).unwrap_or(Ms::MAX)
    }

    fn rooms(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Arc<Room>>> {
        self.rooms
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The games in memory.
    pub fn len(&self) -> usize {
        self.rooms().len()
    }

    /// True when no game is in memory.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn insert(&self, id: GameId, table: Table) -> Arc<Room> {
        Arc::clone(self.rooms().entry(id).or_insert_with(|| Room::new(table)))
    }

    /// Resumes stored games at the hub's start: their clocks start now.
    ///
    /// # Errors
    /// The first game the engine cannot replay.
    pub fn resume_all(&self, stored: Vec<Stored>) -> Result<usize, RestoreError> {
        let now = self.now();
        let count = stored.len();
        for game in stored {
            let table = Table::restore(game.record, &game.squares, now)?;
            self.insert(table.id(), table);
        }
        Ok(count)
    }

    /// The room of game `id`, read back from the store if it is not in memory.
    async fn room(&self, id: GameId) -> Result<Arc<Room>, ErrorCode> {
        if let Some(room) = self.rooms().get(&id) {
            return Ok(Arc::clone(room));
        }
        let stored = self.writer.load(id).await.map_err(|_| ErrorCode::Storage)?;
        let stored = stored.ok_or(ErrorCode::UnknownGame)?;
        let table = Table::restore(stored.record, &stored.squares, self.now())
            .map_err(|_| ErrorCode::Storage)?;
        Ok(self.insert(id, table))
    }

    /// Commits `next` (from `table`, changed at `now`) and the `rematch` it started, if any, then
    /// makes `next` the table and broadcasts `event` (the rematch is in memory before its id is
    /// broadcast).
    async fn commit(
        &self,
        room: &Room,
        table: &mut MutexGuard<'_, Table>,
        next: Table,
        event: Event,
        rematch: Option<Table>,
        now: Ms,
    ) -> Result<(), ErrorCode> {
        let mut saves = vec![save_of(table, &next, now)];
        saves.extend(rematch.iter().map(|r| save_of(r, r, now)));
        self.writer
            .save(saves)
            .await
            .map_err(|_| ErrorCode::Storage)?;
        if let Some(rematch) = rematch {
            self.insert(rematch.id(), rematch);
        }
        **table = next;
        room.send(table, event, now);
        Ok(())
    }

    /// Starts following `room`, as `seat` or as a spectator.
    async fn follow(&self, room: Arc<Room>, seat: Option<Color>) -> Follow {
        let mut table = room.table.lock().await;
        let now = self.now();
        let updates = room.updates.subscribe();
        let first = update(&table, Event::Sync, now);
        // Let go of by `tick` between the look-up and now: it is the game's room again.
        self.rooms()
            .entry(table.id())
            .or_insert_with(|| Arc::clone(&room));
        if let Some(event) = seat.and_then(|color| table.connect(color, now)) {
            room.send(&table, event, now);
        }
        drop(table);
        Follow {
            room,
            seat,
            updates,
            first,
        }
    }

    /// Stops following: a seat whose last connection this was is away from now.
    pub async fn leave(&self, follow: Follow) {
        let Some(color) = follow.seat else { return };
        let mut table = follow.room.table.lock().await;
        let now = self.now();
        if let Some(event) = table.disconnect(color, now) {
            follow.room.send(&table, event, now);
        }
    }

    /// Creates a game and seats its creator.
    ///
    /// # Errors
    /// [`ErrorCode::BadClock`], or [`ErrorCode::Storage`] when it could not be stored.
    pub async fn create(
        &self,
        color: ColorChoice,
        clock: Option<ClockChoice>,
        name: Option<String>,
    ) -> Result<(Follow, Color, Secret), ErrorCode> {
        let color = match color {
            ColorChoice::Black => Color::Black,
            ColorChoice::White => Color::White,
            ColorChoice::Random if crate::ids::coin() => Color::Black,
            ColorChoice::Random => Color::White,
        };
        let (id, secret, now) = (GameId::random(), Secret::random(), self.now());
        let table = Table::new(id, color, clock, name, secret, now)?;
        let save = Save {
            record: table.record(now),
            squares: Vec::new(),
            keep: 0,
        };
        self.writer
            .save(vec![save])
            .await
            .map_err(|_| ErrorCode::Storage)?;
        let room = self.insert(id, table);
        Ok((self.follow(room, Some(color)).await, color, secret))
    }

    /// Seats a player in the free seat of game `id`.
    ///
    /// # Errors
    /// [`ErrorCode::UnknownGame`], [`ErrorCode::NoFreeSeat`], [`ErrorCode::GameOver`],
    /// [`ErrorCode::Storage`].
    pub async fn join(
        &self,
        id: GameId,
        name: Option<String>,
    ) -> Result<(Follow, Color, Secret), ErrorCode> {
        let room = self.room(id).await?;
        let secret = Secret::random();
        let mut table = room.table.lock().await;
        let mut next = table.clone();
        let now = self.now();
        let (color, event) = next.join(name, secret, now)?;
        self.commit(&room, &mut table, next, event, None, now)
            .await?;
        drop(table);
        Ok((self.follow(room, Some(color)).await, color, secret))
    }

    /// Seats a returning player by its secret.
    ///
    /// # Errors
    /// [`ErrorCode::UnknownGame`], [`ErrorCode::WrongSecret`].
    pub async fn resume(&self, id: GameId, secret: Secret) -> Result<(Follow, Color), ErrorCode> {
        let room = self.room(id).await?;
        let color = room.table.lock().await.seat_of(&secret)?;
        Ok((self.follow(room, Some(color)).await, color))
    }

    /// Follows game `id` as a spectator.
    ///
    /// # Errors
    /// [`ErrorCode::UnknownGame`].
    pub async fn watch(&self, id: GameId) -> Result<Follow, ErrorCode> {
        let room = self.room(id).await?;
        Ok(self.follow(room, None).await)
    }

    /// The seat that `secret` opens in game `id` does `act`; a download is answered with the
    /// record, every other accepted act is broadcast.
    ///
    /// # Errors
    /// The refusal's [`ErrorCode`]: nothing was changed.
    pub async fn act(
        &self,
        id: GameId,
        secret: Secret,
        act: Act,
    ) -> Result<Option<ServerMsg>, ErrorCode> {
        let room = self.room(id).await?;
        let mut table = room.table.lock().await;
        self.settle(&room, &mut table).await;
        let color = table.seat_of(&secret)?;
        let now = self.now();
        if act == Act::Download {
            return Ok(Some(self.transcript(&table, now)));
        }
        let mut next = table.clone();
        let event = next.act(color, act, now)?;
        if let Act::Chat { .. } = act {
            room.send(&table, event, now);
            return Ok(None);
        }
        let rematch = next
            .rematch_table(now)
            .filter(|_| event == Event::RematchStarted);
        self.commit(&room, &mut table, next, event, rematch, now)
            .await?;
        Ok(None)
    }

    fn transcript(&self, table: &Table, now: Ms) -> ServerMsg {
        ServerMsg::Transcript {
            game: table.id(),
            moves: table.game().transcript(),
            etl: self.etl.map(|write| write(&table.sheet(now))),
        }
    }

    /// Ends the game of a side whose time ran out, stored and broadcast.
    async fn settle(&self, room: &Room, table: &mut MutexGuard<'_, Table>) {
        let now = self.now();
        if !table.is_due(&self.expiry, now) {
            return;
        }
        let mut next = table.clone();
        let event = next.tick(now).or_else(|| next.expire(&self.expiry, now));
        if let Some(event) = event {
            let _ = self.commit(room, table, next, event, None, now).await;
        }
    }

    /// Flags, expires, and lets go of the finished games nobody follows. Called a few times a
    /// second. A room whose table is locked is passed over until the next tick: an act holds it
    /// (and settles the table itself first), and waiting for each of thousands of commits in turn
    /// would queue the tick, and the moves behind it, on the store.
    pub async fn tick(&self) {
        let rooms: Vec<(GameId, Arc<Room>)> = self
            .rooms()
            .iter()
            .map(|(id, room)| (*id, Arc::clone(room)))
            .collect();
        for (id, room) in rooms {
            let Ok(mut table) = room.table.try_lock() else {
                continue;
            };
            self.settle(&room, &mut table).await;
            let idle = table.outcome().is_some() && room.updates.receiver_count() == 0;
            drop(table);
            if idle {
                self.rooms().remove(&id);
            }
        }
    }
}
