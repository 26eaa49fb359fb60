//! `ethello ladder [--games N] [--seeds LIST] [--time-ms MS]`: Slick Willy's levels measured, each
//! against the one below it.
//!
//! Level 1 plays Iron Mike, level 2 plays level 1, ..., the top level (Slick Willy himself) plays the
//! level below it: each pair a match of `ethello match` (the same openings, colours swapped, seeded
//! players: [`match_cmd::play`]), `--games` games from each seed. One markdown row per level,
//! printed (and flushed) as its pair finishes: the level, its score against the level below (with one
//! standard error), its Elo above Iron Mike (the pairwise scores turned into Elo differences and
//! added up) and its rating on the scale of the player's rating and the puzzles' (Mike at
//! [`MIKE_ELO`]; `training::ladder`), the mean depth its moves reported (an exact solve counts its empties) and its mean time
//! a move. `--time-ms` is Slick Willy's time a move, which also caps every level's search. On a
//! terminal, a progress bar on standard error counts the games of all the pairs
//! ([`super::progress`]).

use std::io::Write;

use super::args::CliError;
use super::match_cmd::{self, Seeds};
use super::progress;
use ethello_engine::{Player, TOP_LEVEL};
use ethello_model::training::ladder::MIKE_ELO;

/// The arguments of `ethello ladder`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Games of each pair from each seed (an even number plays every opening with both colours).
    #[arg(long, value_name = "N", default_value_t = 20)]
    games: u32,
    /// The seeds of the openings and of the players' random choices: a list such as `1-4,8`.
    #[arg(long, value_name = "LIST", default_value = "1")]
    seeds: Seeds,
    /// Slick Willy's time a move, in milliseconds: the top level's, and every level's cap.
    #[arg(long = "time-ms", value_name = "MS", default_value_t = 1000)]
    willy_ms: u64,
}

/// Runs the command; see the module doc.
///
/// # Errors
/// Output failed.
pub fn run(s: &Args) -> Result<(), CliError> {
    let seeds: Vec<String> = s.seeds.0.iter().map(u64::to_string).collect();
    println!(
        "Slick Willy's ladder: {} games a pair ({} from each of seeds {}), Willy {} ms a move",
        s.games as usize * seeds.len(),
        s.games,
        seeds.join(","),
        s.willy_ms
    );
    println!();
    println!(
        "| level | score against the level below | Elo from Mike | rating | mean depth | ms per move |"
    );
    println!("|---:|---|---:|---:|---:|---:|");
    let mut elo = 0.0;
    let pair_games = u64::from(s.games) * s.seeds.0.len() as u64;
    let bar = progress::bar(pair_games * u64::from(TOP_LEVEL), "games");
    for level in 1..=TOP_LEVEL {
        let (below, below_name) = match level {
            1 => (Player::Mike, "Iron Mike".to_string()),
            n => (Player::Level(n - 1), format!("level {}", n - 1)),
        };
        let args = match_cmd::Args::quiet(
            Player::Level(level),
            below,
            s.games,
            s.seeds.clone(),
            s.willy_ms,
        );
        bar.set_message(format!("level {level} against {below_name}"));
        let tally = match_cmd::play(&args, &bar)?;
        let (score, error) = tally.score();
        elo += elo_difference(score, tally.games());
        bar.suspend(|| {
            println!(
                "| {level} | {:.1} % +- {:.1} against {below_name} | {elo:+.0} | {:.0} | {:.1} | {:.1} |",
                100.0 * score,
                100.0 * error,
                f64::from(MIKE_ELO) + elo,
                tally.mean_depth(0),
                tally.mean_ms(0)
            );
            std::io::stdout().flush()
        })?;
    }
    Ok(())
}

/// The Elo difference that expects `score` (0 to 1) over `games` games; a clean sweep counts as
/// half a game short of one, so that it stays finite.
pub fn elo_difference(score: f64, games: usize) -> f64 {
    let margin = 0.5 / games.max(1) as f64;
    let p = score.clamp(margin, 1.0 - margin);
    -400.0 * (1.0 / p - 1.0).log10()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_differences_are_the_usual_ones_and_stay_finite() {
        assert!(elo_difference(0.5, 100).abs() < 1e-9);
        assert!((elo_difference(0.75, 100) - 190.8).abs() < 0.1);
        assert!((elo_difference(0.25, 100) + 190.8).abs() < 0.1);
        assert!((elo_difference(1.0, 200) - elo_difference(0.9975, 200)).abs() < 1e-9);
        assert!(elo_difference(0.0, 0).is_finite());
    }
}
