//! The games on disk: SQLite, in WAL mode with `synchronous=FULL`, so a committed change survives
//! a crash of the process or of the machine.
//!
//! Representation: table `games` holds one row per game, its [`Record`] as JSON (the seats'
//! secrets among it: the database is the server's alone), a `finished` flag and times; table
//! `moves` holds one row per square played, `(game, n, square)` with `n` counting squares from 0
//! (passes are the engine's, never stored). A [`Save`] writes a game's row and its moves from `keep`
//! on (a take-back deletes the moves past it).
//!
//! Invariants: a batch of saves is one transaction, all or nothing; reading back a game gives the
//! record and squares of its last committed save. [`Writer`] runs the store on a thread of its own
//! and answers a save only once it is committed.

mod writer;

use std::path::Path;

use ethello_engine::Square;
use rusqlite::{params, Connection, OptionalExtension};

use crate::ids::GameId;
use crate::table::Record;

pub use writer::Writer;

/// One game's change to write: its record, its squares, and how many of the stored squares stay.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Save {
    /// The game's durable part.
    pub record: Record,
    /// Every square played, in order.
    pub squares: Vec<Square>,
    /// How many of the squares already stored are unchanged (the rest are written again).
    pub keep: usize,
}

/// A game read back: its record and squares.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Stored {
    /// The game's durable part.
    pub record: Record,
    /// Every square played, in order.
    pub squares: Vec<Square>,
}

/// Why the store failed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StoreError {
    /// SQLite's error (or the file's folder could not be made).
    Database(String),
    /// A stored row that this server cannot read.
    Corrupt(String),
    /// The writer thread has stopped.
    Stopped,
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Database(e) => write!(f, "database: {e}"),
            StoreError::Corrupt(e) => write!(f, "a stored game cannot be read: {e}"),
            StoreError::Stopped => f.write_str("the store's writer has stopped"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Database(e.to_string())
    }
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    finished INTEGER NOT NULL,
    record TEXT NOT NULL,
    created_unix_ms INTEGER NOT NULL,
    updated_unix_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_finished ON games (finished);
CREATE TABLE IF NOT EXISTS moves (
    game TEXT NOT NULL,
    n INTEGER NOT NULL,
    square INTEGER NOT NULL,
    PRIMARY KEY (game, n)
) WITHOUT ROWID;
";

/// The database: one connection, used by one thread at a time.
pub struct Store {
    db: Connection,
}

impl Store {
    /// Opens (or creates) the database at `path`, its folder included.
    ///
    /// # Errors
    /// [`StoreError::Database`] when the file cannot be opened or set up.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| StoreError::Database(e.to_string()))?;
        }
        let db = Connection::open(path)?;
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "FULL")?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        db.execute_batch(SCHEMA)?;
        Ok(Store { db })
    }

    /// Writes `saves` in one transaction.
    ///
    /// # Errors
    /// [`StoreError::Database`]; nothing of the batch is then written.
    pub fn apply(&mut self, saves: &[Save]) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        for save in saves {
            write_save(&tx, save)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Every game not over, as stored.
    ///
    /// # Errors
    /// [`StoreError`] when the database or a row cannot be read.
    pub fn unfinished(&self) -> Result<Vec<Stored>, StoreError> {
        let mut query = self
            .db
            .prepare("SELECT record FROM games WHERE finished = 0")?;
        let records = query.query_map([], |row| row.get::<_, String>(0))?;
        let texts = records.collect::<Result<Vec<_>, _>>()?;
        texts.iter().map(|text| self.stored(text)).collect()
    }

    /// The game `id`, if stored (over or not).
    ///
    /// # Errors
    /// [`StoreError`] when the database or its row cannot be read.
    pub fn load(&self, id: GameId) -> Result<Option<Stored>, StoreError> {
        let text: Option<String> = self
            .db
            .query_row(
                "SELECT record FROM games WHERE id = ?1",
                [id.to_string()],
                |row| row.get(0),
            )
            .optional()?;
        text.map(|text| self.stored(&text)).transpose()
    }

    fn stored(&self, text: &str) -> Result<Stored, StoreError> {
        let record: Record =
            serde_json::from_str(text).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let squares = self.squares(record.id)?;
        Ok(Stored { record, squares })
    }

    fn squares(&self, id: GameId) -> Result<Vec<Square>, StoreError> {
        let mut query = self
            .db
            .prepare_cached("SELECT square FROM moves WHERE game = ?1 ORDER BY n")?;
        let rows = query.query_map([id.to_string()], |row| row.get::<_, u8>(0))?;
        let indices = rows.collect::<Result<Vec<_>, _>>()?;
        let squares = indices.into_iter().map(Square::from_index);
        squares
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| StoreError::Corrupt(format!("game {id}: a square past h8")))
    }
}

fn write_save(tx: &rusqlite::Transaction<'_>, save: &Save) -> Result<(), StoreError> {
    let id = save.record.id.to_string();
    let record = serde_json::to_string(&save.record).expect("records always serialize");
    let now = unix_ms();
    tx.prepare_cached(
        "INSERT INTO games (id, finished, record, created_unix_ms, updated_unix_ms)
         VALUES (?1, ?2, ?3, ?4, ?4)
         ON CONFLICT (id) DO UPDATE SET finished = ?2, record = ?3, updated_unix_ms = ?4",
    )?
    .execute(params![id, save.record.outcome.is_some(), record, now])?;
    tx.prepare_cached("DELETE FROM moves WHERE game = ?1 AND n >= ?2")?
        .execute(params![id, save.keep as i64])?;
    let mut insert =
        tx.prepare_cached("INSERT INTO moves (game, n, square) VALUES (?1, ?2, ?3)")?;
    for (n, square) in save.squares.iter().enumerate().skip(save.keep) {
        insert.execute(params![id, n as i64, square.index()])?;
    }
    Ok(())
}

/// Wall-clock milliseconds since 1970, for the rows' times (never for the game clocks).
fn unix_ms() -> i64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    since.map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}
