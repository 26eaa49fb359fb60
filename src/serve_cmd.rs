//! `ethello serve`: the online games' server (crate `ethello-server`, docs/online.md) with the
//! release site, on 127.0.0.1.
//!
//! The server keeps games, seats and clocks; this command only reads its options and hands in the
//! `.etl` writer of the game crate ([`ethello_model::savefile`]), which the server does not depend
//! on, so that a player's download is a save file the page loads.

use std::path::PathBuf;

use super::args::CliError;
use ethello_model::savefile::{SaveGame, Settings};
use ethello_model::setup::{ClockSetting, Clocks, Names};
use ethello_server::transcript::Sheet;
use ethello_server::Config;

/// The arguments of `ethello serve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The port to listen on (0 picks a free one).
    #[arg(long, default_value_t = Config::default().port)]
    pub port: u16,
    /// The SQLite file that keeps the games (its folder is made if missing).
    #[arg(long, default_value = "data/ethello.sqlite3")]
    pub db: PathBuf,
    /// The static site's folder: the page's release build.
    #[arg(long, default_value = "dist")]
    pub site: PathBuf,
    /// Another origin (`https://play.example.org`) whose pages may open game connections; may be
    /// repeated. The server's own origin always may.
    #[arg(long = "allow-origin", value_name = "ORIGIN")]
    pub allow_origins: Vec<String>,
    /// Takes each client's address from the last `X-Forwarded-For` entry, for the per-address
    /// limits: only behind a reverse proxy that sets it (otherwise every client would share the
    /// proxy's limits).
    #[arg(long)]
    pub trust_forwarded_for: bool,
}

/// Serves until Ctrl+C, after printing `E-Thello server listening on http://ADDRESS`.
///
/// # Errors
/// The server could not start (the port taken, the database unreadable) or failed.
pub fn run(args: &Args) -> Result<(), CliError> {
    let config = Config {
        port: args.port,
        db: args.db.clone(),
        site: args.site.clone(),
        allowed_origins: args.allow_origins.clone(),
        trust_forwarded_for: args.trust_forwarded_for,
        etl: Some(etl),
        ..Config::default()
    };
    ethello_server::run(config).map_err(|e| CliError(format!("serve: {e}")))
}

/// An online game as an `.etl` save file: two people, their names, the clock and time left.
fn etl(sheet: &Sheet<'_>) -> String {
    let [black, white] = sheet.names;
    let settings = Settings {
        names: Names {
            black: black.unwrap_or("Black").into(),
            white: white.unwrap_or("White").into(),
        },
        ..Settings::default()
    };
    let clocks = sheet
        .clock
        .zip(sheet.clocks_ms)
        .map(|(choice, left_ms)| Clocks {
            control: ClockSetting {
                base_ms: u64::from(choice.minutes) * 60_000,
                increment_ms: u64::from(choice.increment_s) * 1000,
            },
            left_ms,
        });
    SaveGame::from_game(sheet.game, &settings, None)
        .with_clock(clocks)
        .to_text()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ethello_engine::Game;
    use ethello_model::savefile::parse;
    use ethello_server::clock::ClockChoice;

    #[test]
    fn a_download_is_a_save_file_the_page_loads() {
        let game = Game::from_transcript("f5d6c3").unwrap();
        let sheet = Sheet {
            game: &game,
            names: [Some("Ann"), None],
            clock: Some(ClockChoice {
                minutes: 3,
                increment_s: 2,
            }),
            clocks_ms: Some([170_000, 175_000]),
            outcome: None,
        };
        let loaded = parse(&etl(&sheet)).unwrap();
        assert_eq!(loaded.game, game);
        assert_eq!(loaded.settings.names.black, "Ann");
    }
}
