//! `ethello perft N [POSITION]`: counts leaves and reports the speed.

use std::time::Instant;

use super::args::CliError;
use ethello_engine::{perft, Position};

/// The arguments of `ethello perft`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Plies to count (at most 20: deeper would take years).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=20))]
    pub depth: u32,
    /// The position to count from, as 64 squares and the side to move (default: the start).
    #[arg(num_args = 0.., value_name = "POSITION")]
    pub position: Vec<String>,
}

/// Runs perft; the last line is `perft(N) = COUNT` followed by the time and leaves per second.
///
/// # Errors
/// The position does not parse.
pub fn run(args: &Args) -> Result<(), CliError> {
    let depth = args.depth;
    let pos: Position = if args.position.is_empty() {
        Position::start()
    } else {
        args.position
            .join(" ")
            .parse()
            .map_err(|e| CliError(format!("perft: {e}")))?
    };
    let t = Instant::now();
    let count = perft(pos.board, depth);
    let secs = t.elapsed().as_secs_f64();
    let rate = count as f64 / secs.max(1e-9);
    println!(
        "perft({depth}) = {count} in {secs:.3} s, {:.1} M leaves/s",
        rate / 1e6
    );
    Ok(())
}
