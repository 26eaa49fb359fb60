//! `ethello-fit`: makes the training data for the pattern evaluation and fits its weights.
//!
//! The data file is a flat list of 18-byte records: player and opponent bitboards (little-endian
//! `u64`, side to move first) and the label, the final disc difference for the side to move
//! (`i16`). See `tools/fit-eval` for the whole recipe and [`ethello_engine::patterns`] for the
//! features; `ethello-fit --help` for the subcommands.

#[cfg(not(target_arch = "wasm32"))]
mod archive;
#[cfg(not(target_arch = "wasm32"))]
mod book;
#[cfg(not(target_arch = "wasm32"))]
mod fit;
#[cfg(not(target_arch = "wasm32"))]
mod games;
#[cfg(not(target_arch = "wasm32"))]
mod sigma;
#[cfg(not(target_arch = "wasm32"))]
mod versus;

/// The evaluation's training data, its fit, and comparisons of engine variants.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, clap::Parser)]
#[command(name = "ethello-fit", arg_required_else_help = true)]
enum Train {
    /// Self-play N games from SEED, labelled by the exact solver, appended to OUT.
    Games {
        /// Games to play.
        n: u64,
        /// The seed of the games' random choices.
        seed: u64,
        /// The data file to append to.
        out: String,
    },
    /// The positions of the WTHOR archive files FILE... labelled by their game's exact score at 24
    /// empties (or, with --exact, by the solver), appended to OUT.
    Archive(archive::Args),
    /// Builds the opening book from archive games, checked by deep searches.
    Book(book::Args),
    /// Fits the weights to the positions in DATA... and writes them to WEIGHTS.
    Fit(fit::Args),
    /// Engine variants against each other at MS a move: `eval` (trained against hand-weighted
    /// evaluation) or `probcut` (selective against full-width search).
    Versus {
        /// Games to play (pairs of openings, colours swapped).
        games: u64,
        /// Time per move, milliseconds.
        ms: u64,
        /// Which comparison: eval or probcut.
        what: String,
    },
    /// ProbCut's calibration: deep against shallow scores by phase, on positions from the WTHOR
    /// archive files FILE... (from random games when none), and the fitted table.
    Sigma {
        /// WTHOR archive files (`.wtb`).
        files: Vec<String>,
    },
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use clap::Parser;
    let result = match Train::parse() {
        Train::Games { n, seed, out } => games::run(n, seed, &out),
        Train::Archive(args) => archive::run(&args),
        Train::Book(args) => book::run(&args),
        Train::Fit(args) => fit::run(&args),
        Train::Versus { games, ms, what } => versus::run(games, ms, &what),
        Train::Sigma { files } => sigma::run(&files),
    };
    if let Err(e) = result {
        eprintln!("ethello-fit: {e}");
        std::process::exit(2);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
