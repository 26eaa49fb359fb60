//! `ethello eval FILE [--depth N | --time-ms MS]`: the engine's opinion of each position in a file.
//!
//! Input as for `ethello solve` ([`super::input`]: a position a line, optionally followed by its
//! known exact score, as `ethello positions` writes them, or a game or position as the page opens
//! it; `-` reads stdin). Output, a line per position:
//! `<64 squares> <side> <score> <best> depth <d> <nodes> nodes <time> s`. The score is in discs from
//! the side to move's view: at depth 0 the static evaluation, with two decimals, and `-` for the best
//! move; else the search's score and its deepest completed iteration (`d` is the number of empties
//! for an exact score). A summary gives the mean depth and, when lines carry known scores, the mean
//! absolute and the RMS error in discs, which is how evaluations are compared (BENCHMARKS.md,
//! "Accuracy"; `docs/experiments/eval-archive-training.md`).
//!
//! `--threads N` searches on N workers, each with its own table, cooperating by messages (the split
//! search of an engine [`Session`]); `--simulate 1,2,4,8` with `--depth` estimates the split's speed-up on that
//! many cores instead (see [`super::simulate`]). `--selective` with `--depth` deepens with
//! ProbCut, as Willy's timed search does: the nodes to a selective depth, counted without a clock
//! (how move-order ideas are weighed, `docs/experiments/midgame-depth.md`).
//!
//! On a terminal, a progress bar on standard error counts the positions ([`super::progress`]).

use super::args::CliError;
use super::clock::Clock;
use super::input::{count_positions, items, read_text};
use super::progress;
use super::solve_cmd::{move_text, split_session};
use ethello_engine::search::{Host, Limits, Quiet, Report, Search};
use ethello_engine::{Board, Position, Session};

/// Transposition table size, in megabytes.
const HASH_MB: usize = 64;

/// The arguments of `ethello eval`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A file of positions, as for `solve`; `-` reads stdin.
    pub file: String,
    /// Search this many plies (0: the static evaluation).
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        conflicts_with = "time_ms"
    )]
    pub depth: u32,
    /// Search this long per position instead, in milliseconds (Slick Willy's search).
    #[arg(long, value_name = "MS")]
    pub time_ms: Option<u64>,
    /// Search on this many workers, each with its own table (the split search).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub threads: u32,
    /// With --depth: estimate the split's speed-up on these numbers of cores (e.g. 1,2,4,8) by
    /// simulation instead.
    #[arg(long, value_name = "LIST", value_delimiter = ',', conflicts_with_all = ["time_ms", "threads"])]
    pub simulate: Vec<usize>,
    /// With --threads or --simulate: the split also shares out the search of each iteration's best
    /// move this many plies below the root (0: the root's moves only); by default 0 on fewer than
    /// 4 workers, 2 from 4 on.
    #[arg(long, value_name = "LEVELS", value_parser = clap::value_parser!(u32).range(0..=4))]
    pub nesting: Option<u32>,
    /// With --depth: ProbCut on, as in Willy's timed search (on one worker), so that the nodes to
    /// a selective depth can be counted without a clock.
    #[arg(long, conflicts_with_all = ["time_ms", "simulate"])]
    pub selective: bool,
}

/// One position's verdict.
struct Verdict {
    /// The score in discs, side to move's view.
    score: f64,
    /// The score as printed.
    shown: String,
    /// The best move as printed (`-` for the static evaluation).
    best: String,
    depth: u32,
    nodes: u64,
}

/// Runs the command; see the module doc.
///
/// # Errors
/// The file cannot be read, or some of its lines are not positions (after evaluating the others).
pub fn run(args: &Args) -> Result<(), CliError> {
    let text = read_text("eval", &args.file)?;
    // The evaluation's weights decoded before the first position is timed.
    Board::start().evaluate();
    if !args.simulate.is_empty() {
        let limits = Limits::depth(args.depth.max(1));
        let counts = &args.simulate;
        return super::simulate::run("eval", &text, &limits, HASH_MB, counts, args.nesting);
    }
    if args.selective && args.threads > 1 {
        return Err(CliError("eval: --selective searches on one worker".into()));
    }
    let mut search = match args.threads {
        1 if args.selective => Searcher::Selective(Search::new(HASH_MB)),
        1 => Searcher::Single(Search::new(HASH_MB)),
        n => Searcher::Split(Box::new(split_session(n, HASH_MB, args.nesting))),
    };
    let (mut bad, mut errors, mut depths) = (0usize, Vec::new(), Vec::new());
    let items = items(&text);
    let bar = progress::bar(count_positions(&items), "positions");
    for item in items {
        let item = match item {
            Ok(item) => item,
            Err(e) => {
                bar.suspend(|| eprintln!("ethello: eval: {}: {e}", args.file));
                bad += 1;
                continue;
            }
        };
        let pos = item.position;
        let clock = Clock::new();
        let v = verdict(args, &mut search, pos);
        let secs = clock.seconds();
        bar.inc(1);
        bar.suspend(|| {
            println!(
                "{pos} {} {} depth {} {} nodes {secs:.3} s",
                v.shown, v.best, v.depth, v.nodes
            )
        });
        errors.extend(item.expected_score().map(|e| v.score - f64::from(e)));
        depths.push(f64::from(v.depth));
    }
    bar.finish_and_clear();
    if !depths.is_empty() {
        let mean = depths.iter().sum::<f64>() / depths.len() as f64;
        println!("{} positions: mean depth {mean:.1}", depths.len());
    }
    summary(&errors);
    match bad {
        0 => Ok(()),
        n => Err(CliError(format!(
            "eval: {n} line(s) of {} are not positions",
            args.file
        ))),
    }
}

/// Who searches: the single search, the same deepening with ProbCut to a depth, clock or not
/// (`--selective`), or a session's split search (`--threads`).
enum Searcher {
    Single(Search),
    Selective(Search),
    Split(Box<Session>),
}

impl Searcher {
    /// The search of `pos` within `limits`.
    fn run(&mut self, pos: Position, limits: &Limits, host: &mut dyn Host) -> Report {
        match self {
            Searcher::Single(search) => search.run(pos.board, limits, host),
            Searcher::Selective(search) => {
                search.run_deepening(pos.board, limits.depth, true, host)
            }
            Searcher::Split(session) => {
                session.set_position(pos);
                session.search(limits, host)
            }
        }
    }
}

/// The static evaluation at depth 0, else the search.
fn verdict(args: &Args, search: &mut Searcher, pos: Position) -> Verdict {
    if args.depth == 0 && args.time_ms.is_none() {
        let score = f64::from(pos.board.evaluate()) / 100.0;
        return Verdict {
            score,
            shown: format!("{score:+.2}"),
            best: "-".into(),
            depth: 0,
            nodes: 1,
        };
    }
    let report = match args.time_ms {
        Some(ms) => search.run(pos, &Limits::time(ms), &mut Clock::new()),
        None => search.run(pos, &Limits::depth(args.depth), &mut Quiet),
    };
    Verdict {
        score: f64::from(report.score),
        shown: format!("{:+}", report.score),
        best: move_text(report.best),
        depth: report.depth,
        nodes: report.nodes,
    }
}

/// The mean absolute and RMS errors against the known scores, if any.
fn summary(errors: &[f64]) {
    if errors.is_empty() {
        return;
    }
    let n = errors.len() as f64;
    let mae = errors.iter().map(|e| e.abs()).sum::<f64>() / n;
    let rms = (errors.iter().map(|e| e * e).sum::<f64>() / n).sqrt();
    println!(
        "{} positions with known scores: mean absolute error {mae:.2} discs, RMS {rms:.2} discs",
        errors.len()
    );
}
