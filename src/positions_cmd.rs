//! `ethello positions`: endgame test sets as `ethello solve` reads them.
//!
//! - `ethello positions wthor FILE... [--empties N]`: from WTHOR archives (`.wtb`), the position of
//!   every game with N empties (default 24), followed by its exact score when N is the archive's
//!   scored depth (24), else `?`.
//! - `ethello positions random COUNT [--seed S] [--empties A-B]`: COUNT positions reached by seeded
//!   random legal play (default seed 1, 14-22 empties); the score is `?` (unknown).
//!
//! - `ethello positions balanced [--count N] [--seed S] [--depth D]`: N balanced starts (6 to 10
//!   random moves, valued within 2 discs by a D-ply search; see `engine::balanced`), as the
//!   transcript and the value for black, after two `#` lines that say how they were made: the text
//!   of `crates/engine/src/balanced.txt`.
//!
//! Output of `wthor` and `random`, a line per position: `<64 squares> <side> <score> <empties> <id>`, the id naming the
//! source (`wthor-2001-17`: the 17th game of the 2001 file; `random-1-3`: the 3rd of seed 1). A game
//! whose moves do not replay is reported on stderr and skipped.

use std::io::Write;
use std::ops::RangeInclusive;

use super::args::CliError;
use ethello_engine::random_play::random_endgames;
use ethello_engine::wthor;

/// Where the positions come from.
#[derive(Debug, clap::Subcommand)]
pub enum Source {
    /// Each game's position with N empties from WTHOR archive files (.wtb), with its exact score
    /// when N is the archive's scored depth (24).
    Wthor {
        /// The archive files.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<String>,
        /// Empty squares of the positions.
        #[arg(long, value_name = "N", default_value_t = 24)]
        empties: u32,
    },
    /// COUNT positions reached by seeded random legal play (score unknown: `?`).
    Random {
        /// How many positions.
        count: usize,
        /// The seed of the random play.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Empty squares of the positions, as A-B (inclusive) or A.
        #[arg(long, value_name = "A-B", default_value = "14-22", value_parser = empty_range)]
        empties: RangeInclusive<u32>,
    },
    /// Balanced starts: 6 to 10 random moves whose searched value is within 2 discs, as
    /// transcripts with the value for black (the list of crates/engine/src/balanced.txt).
    Balanced {
        /// How many starts.
        #[arg(long, value_name = "N", default_value_t = 300)]
        count: usize,
        /// The seed of the random play.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// The depth of the search that values each start, in plies.
        #[arg(long, value_name = "D", default_value_t = BALANCED_DEPTH)]
        depth: u32,
    },
}

/// The search depth that values the shipped balanced starts.
const BALANCED_DEPTH: u32 = 10;

/// Runs the command; see the module doc.
///
/// # Errors
/// An archive file cannot be read or is not an archive.
pub fn run(source: &Source) -> Result<(), CliError> {
    let out = &mut std::io::stdout().lock();
    let result = match source {
        Source::Wthor { files, empties } => {
            files.iter().try_for_each(|f| wthor_file(out, f, *empties))
        }
        Source::Random {
            count,
            seed,
            empties,
        } => {
            for (i, p) in random_endgames(*seed, *count, empties.clone())
                .iter()
                .enumerate()
            {
                let n = p.board.empties().count();
                writeln!(out, "{p} ? {n} random-{seed}-{}", i + 1)?;
            }
            Ok(())
        }
        Source::Balanced { count, seed, depth } => balanced(out, *count, *seed, *depth),
    };
    match result {
        // A reader that has seen enough (`| head`) is no failure.
        Err(Failure::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(Failure::Output(e)) => Err(e.into()),
        Err(Failure::Input(e)) => Err(e),
        Ok(()) => Ok(()),
    }
}

/// Writes `count` balanced starts with the two lines that say how they were made.
fn balanced(out: &mut impl Write, count: usize, seed: u64, depth: u32) -> Result<(), Failure> {
    use ethello_engine::balanced::{generate, MAX_DISCS, MAX_MOVES, MIN_MOVES};
    writeln!(
        out,
        "# Balanced starts: {MIN_MOVES} to {MAX_MOVES} random moves valued within {MAX_DISCS} discs \
         by a {depth}-ply search, no two on one position; the transcript and the value for black."
    )?;
    writeln!(
        out,
        "# ethello positions balanced --count {count} --seed {seed} --depth {depth}"
    )?;
    for start in generate(seed, count, depth) {
        writeln!(out, "{}", start.line())?;
    }
    Ok(())
}

/// Why the listing stopped.
enum Failure {
    /// An archive could not be read.
    Input(CliError),
    /// Stdout failed.
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Output(e)
    }
}

/// `A-B` (or `A`) as an inclusive range.
pub fn empty_range(text: &str) -> Result<RangeInclusive<u32>, String> {
    let (a, b) = text.split_once('-').unwrap_or((text, text));
    let number = |t: &str| {
        t.trim()
            .parse::<u32>()
            .map_err(|_| format!("{t:?} is not a number"))
    };
    Ok(number(a)?..=number(b)?)
}

/// Prints the position with `empties` empties of every game of one archive file.
fn wthor_file(out: &mut impl Write, file: &str, empties: u32) -> Result<(), Failure> {
    let input =
        |e: &dyn std::fmt::Display| Failure::Input(CliError(format!("positions: {file}: {e}")));
    let bytes = std::fs::read(file).map_err(|e| input(&e))?;
    let archive = wthor::parse(&bytes).map_err(|e| input(&e))?;
    let year = archive.header.year;
    let scored = empties == archive.header.score_empties as u32;
    for (i, game) in archive.games.iter().enumerate() {
        let id = format!("wthor-{year}-{}", i + 1);
        let line = if scored {
            let s = game.scored_position(archive.header.score_empties);
            s.map(|s| s.map(|s| format!("{} {:+}", s.position, s.score)))
        } else {
            let p = game.position_with_empties(empties);
            p.map(|p| p.map(|p| format!("{p} ?")))
        };
        match line {
            Ok(Some(line)) => writeln!(out, "{line} {empties} {id}")?,
            Ok(None) => {}
            Err(e) => eprintln!("ethello: positions: {file}: game {}: {e}", i + 1),
        }
    }
    Ok(())
}
