//! `ethello review TRANSCRIPT`: the engine's review of a game, as the page's Analyse button makes it
//! (the same [`Reviewer`] settings by default): every move with the discs it lost against the best
//! move and its rating, then each side's biggest mistakes and the time the review took.
//!
//! Output, a line per move: `<number> <colour> <square> -<loss> <rating> best <move> [exact]`, then
//! `mistakes <colour>: ...` for each side and `reviewed <positions> positions in <seconds> s`.

use clap::Args as ClapArgs;

use super::clock::Clock;
use super::CliError;
use crate::engine::review::{mistake_text, EXACT_EMPTIES, LISTED, MIDGAME_MS};
use crate::engine::review::{rate_moves, score_game, worst, MoveVerdict, Reviewer};
use crate::engine::search::Limits;
use crate::engine::{Color, Game};

/// `ethello review`'s arguments.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game's moves from the start position, e.g. f5d6c3 (passes implicit).
    pub transcript: String,
    /// Solve positions with at most this many empties exactly.
    #[arg(long, default_value_t = EXACT_EMPTIES)]
    pub exact: u32,
    /// Search each earlier position this many milliseconds.
    #[arg(long, default_value_t = MIDGAME_MS)]
    pub midgame_ms: u64,
    /// The table's size in megabytes.
    #[arg(long, default_value_t = 16)]
    pub hash_mb: usize,
}

/// Reviews the game and prints the verdicts.
///
/// # Errors
/// When the transcript is not a legal game.
pub fn run(args: &Args) -> Result<(), CliError> {
    let game =
        Game::from_transcript(&args.transcript).map_err(|e| CliError(format!("review: {e}")))?;
    let mut reviewer = Reviewer::new(args.hash_mb, args.exact, Limits::time(args.midgame_ms));
    let mut scores = vec![None; game.positions().len()];
    let clock = Clock::new();
    score_game(&mut reviewer, &game, Clock::new, |i, s| scores[i] = Some(s));
    let seconds = clock.seconds();
    let verdicts = rate_moves(&game, &scores);
    for v in &verdicts {
        println!("{}", verdict_line(v));
    }
    for color in [Color::Black, Color::White] {
        let listed: Vec<String> = worst(&verdicts, color, LISTED)
            .iter()
            .map(mistake_text)
            .collect();
        println!("mistakes {color}: {}", listed.join("; "));
    }
    println!("reviewed {} positions in {seconds:.2} s", scores.len());
    Ok(())
}

fn verdict_line(v: &MoveVerdict) -> String {
    format!(
        "{} {} {} -{} {:?} best {}{}",
        v.ply + 1,
        v.color,
        v.played,
        v.loss,
        v.rating,
        v.best,
        if v.exact { " exact" } else { "" }
    )
}
