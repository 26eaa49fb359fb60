//! What the commands share: the error every command returns ([`CliError`]) and the protocols'
//! player arguments ([`LevelArgs`]: Slick Willy at a level, on workers). A leaf: it imports only
//! the engine, so that every command may import it and the dispatching module imports the
//! commands one way.

use std::fmt;

use ethello_engine::{Player, Session, TOP_LEVEL};

/// A command-line failure: what went wrong, in words for the user.
#[derive(Debug)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError(format!("i/o error: {e}"))
    }
}

/// The arguments of `ethello engine` and `ethello nboard`: the player, when not the plain engine.
#[derive(Debug, clap::Args)]
pub struct LevelArgs {
    /// Play as Slick Willy at this level (1 to the top, which is Willy himself: book, full engine),
    /// his time the protocol's time a move; without it, the plain engine as before.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=i64::from(TOP_LEVEL)))]
    pub level: Option<u8>,
    /// The full engine searches on this many workers (the split search, each worker with its own
    /// table; 1: the single search).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub threads: u32,
    /// The transposition table's size in megabytes (default: 32 for `engine`, 64 for `nboard`;
    /// each split worker has its own of 16).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=65536))]
    pub hash_mb: Option<u32>,
}

impl LevelArgs {
    /// The plain engine on one worker, or Slick Willy at `level`.
    pub fn at(level: Option<u8>) -> LevelArgs {
        LevelArgs {
            level,
            threads: 1,
            hash_mb: None,
        }
    }

    /// The player these arguments ask for: Slick Willy at the level, or at full strength for the
    /// plain engine.
    pub fn player(&self) -> Player {
        self.level.map_or(Player::Willy, Player::Level)
    }

    /// The engine session these arguments ask for: the player, a table of `hash_mb` megabytes
    /// unless they say another size (each worker's [`WORKER_TABLE_MB`]); Slick Willy opens from
    /// his book only at a level (the plain engine searches from the first move).
    pub fn session(&self, hash_mb: usize) -> Session {
        let hash_mb = self.hash_mb.map_or(hash_mb, |mb| mb as usize);
        let mut session = Session::new(self.player())
            .with_seed(1)
            .with_table_mb(hash_mb)
            .with_workers(self.threads as usize, WORKER_TABLE_MB, None);
        session.set_book(self.level.is_some());
        session.prepare();
        session
    }
}

/// The table of each worker of a player's split search, in megabytes.
pub const WORKER_TABLE_MB: usize = 16;
