//! `ethello perft N [POSITION]`: counts leaves and reports the speed.

use std::time::Instant;

use super::{parse_num, CliError};
use crate::engine::{perft, Position};

/// Runs perft; the last line is `perft(N) = COUNT` followed by the time and leaves per second.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let depth: u32 = match args.first() {
        Some(d) => parse_num("depth", d)?,
        None => {
            return Err(CliError(
                "perft: give a depth, e.g. `ethello perft 9`".into(),
            ))
        }
    };
    if depth > 20 {
        return Err(CliError(format!(
            "perft: depth {depth} would take years; use 20 or less"
        )));
    }
    let pos: Position = match args.get(1..) {
        Some(rest) if !rest.is_empty() => rest
            .join(" ")
            .parse()
            .map_err(|e| CliError(format!("perft: {e}")))?,
        _ => Position::start(),
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
