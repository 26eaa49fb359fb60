//! `ethello review TRANSCRIPT`: the engine's review of a game, as the page's Analyse button makes it
//! (the same [`Session::review`] with the same settings by default): every move with the discs it lost against the best
//! move and its rating, then each side's biggest mistakes and the time the review took.
//!
//! Output, a line per move: `<number> <colour> <square> -<loss> <rating> best <move> [exact]`, then
//! `mistakes <colour>: ...` for each side and `reviewed <positions> positions in <seconds> s`.
//!
//! `--threads N` spreads the positions over N threads, each with its own session and table, the
//! last position first as each thread comes free (as the page will spread them over its workers):
//! the exact scores of the end no longer fill one table for the earlier positions, but N positions
//! are searched at once.
//!
//! On a terminal, a progress bar on standard error counts the positions scored
//! ([`super::progress`]); it is gone before the verdicts are printed.

use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
use std::sync::mpsc::channel;

use clap::Args as ClapArgs;

use super::args::CliError;
use super::clock::Clock;
use super::progress::{self, ProgressBar};
use ethello_engine::review::{mistake_text, EXACT_EMPTIES, LISTED, MIDGAME_MS};
use ethello_engine::review::{rate_moves, worst, MoveVerdict, PositionScore, Share};
use ethello_engine::search::Limits;
use ethello_engine::{Color, Game, Player, Session};

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
    /// The table's size in megabytes (each thread's).
    #[arg(long, default_value_t = 16)]
    pub hash_mb: usize,
    /// Threads to spread the positions over, each with its own session.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub threads: u32,
}

/// Reviews the game and prints the verdicts.
///
/// # Errors
/// When the transcript is not a legal game.
pub fn run(args: &Args) -> Result<(), CliError> {
    let game =
        Game::from_transcript(&args.transcript).map_err(|e| CliError(format!("review: {e}")))?;
    let clock = Clock::new();
    let bar = progress::bar(game.positions().len() as u64, "positions");
    let scores = match args.threads {
        1 => {
            let mut session = session(args, &game);
            let mut scores = vec![None; game.positions().len()];
            session.review(Share::WHOLE, Clock::new, |i, s| {
                scores[i] = Some(s);
                bar.inc(1);
            });
            scores
        }
        n => score_on_threads(args, &game, n as usize, &bar),
    };
    let seconds = clock.seconds();
    bar.finish_and_clear();
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

/// A session on `game` with the review's settings.
fn session(args: &Args, game: &Game) -> Session {
    let mut session = Session::new(Player::Willy).with_table_mb(args.hash_mb);
    session.set_review(args.exact, Limits::time(args.midgame_ms));
    session.set_game(game.clone());
    session
}

/// Every position of `game` scored on `threads` threads, each with its own session, the last
/// position first (see the module doc); `bar` counts them.
fn score_on_threads(
    args: &Args,
    game: &Game,
    threads: usize,
    bar: &ProgressBar,
) -> Vec<Option<PositionScore>> {
    let positions = game.positions();
    let left = AtomicUsize::new(positions.len());
    let (send, scored) = channel();
    std::thread::scope(|s| {
        for _ in 0..threads {
            let (send, left) = (send.clone(), &left);
            s.spawn(move || {
                let mut session = session(args, game);
                while let Some(i) = take(left) {
                    let score = session.score_position(i, &mut Clock::new());
                    bar.inc(1);
                    let _ = send.send((i, score));
                }
            });
        }
    });
    drop(send);
    let mut scores = vec![None; positions.len()];
    for (i, score) in scored {
        scores[i] = Some(score);
    }
    scores
}

/// The next position to score, counting down from the last; `None` when all are taken.
fn take(left: &AtomicUsize) -> Option<usize> {
    left.fetch_update(SeqCst, SeqCst, |n| n.checked_sub(1))
        .ok()
        .map(|n| n - 1)
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
