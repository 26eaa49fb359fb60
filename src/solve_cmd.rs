//! `ethello solve FILE`: the exact score and best move of each position in a file.
//!
//! Input ([`super::input`]): one position a line, 64 square characters, a space and the side to
//! move (`X` or `O`), or any position or game the page opens (the position it reached); when a
//! number follows (`+38`, `-12`, `+0`: the known exact score, as in `.obf` files and the output of
//! `ethello positions`), the solved score is checked against it; further fields are ignored, as are
//! blank lines and lines starting with `#`. A line that does not read is reported on stderr with its
//! line and column and skipped; the command then finishes the file and fails at the end, so one
//! typo does not throw away an hour of solving.
//!
//! Options: `--hash-mb N`, the transposition table's size (default [`SOLVE_HASH_MB`]; each worker's
//! with `--threads`); `--threads N`, workers to solve each position on (default 1), each with its
//! own table, cooperating by messages (the engine [`Session`]'s split search, the split the
//! browser's workers use);
//! `--shared-threads N`, threads sharing one table instead (the older solver,
//! [`Search::solve_parallel`]); `--simulate 1,2,4,8`, the split on that many simulated cores
//! (see [`super::simulate`]).
//!
//! Output, a line per position: `<64 squares> <side> <score> <best> <nodes> nodes <time> s`, the score
//! signed (`+38`, `-12`, `+0`) and followed by `WRONG (expected +N)` when it differs from the known
//! one, then a summary: positions, total nodes, total time, nodes per second, the slowest position.
//! A wrong score makes the command fail at the end. On a terminal, a progress bar on standard
//! error counts the positions ([`super::progress`]).

use super::args::CliError;
use super::clock::Clock;
use super::input::{count_positions, items, read_text};
use super::progress;
use ethello_engine::search::{Limits, Quiet, Report, Search};
use ethello_engine::{Move, Player, Position, Session};

/// Hash table size for solving, in megabytes, unless `--hash-mb` says otherwise. Measured
/// (`docs/experiments/solver-table-and-hints.md`): 64 MB solves FFO #40-#52 and tournament
/// positions with 24 empties 5-10 % faster than 256 MB, with the same or fewer nodes (fewer cache
/// and TLB misses, less memory to clear).
pub const SOLVE_HASH_MB: usize = 64;

/// One solved position.
pub struct Solved {
    /// The search's answer (exact).
    pub report: Report,
    /// Wall time, seconds.
    pub seconds: f64,
}

/// Solves `pos` exactly with `search` (depth 60 = to the end, no time limit).
pub fn solve_position(search: &mut Search, pos: Position) -> Solved {
    solve_on_threads(search, pos, 1)
}

/// Solves `pos` exactly with `search` on `threads` threads sharing its table (one: [`Search::run`]
/// to depth 60; more: [`Search::solve_parallel`]).
pub fn solve_on_threads(search: &mut Search, pos: Position, threads: usize) -> Solved {
    let clock = Clock::new();
    let report = if threads > 1 {
        search.solve_parallel(pos.board, threads)
    } else {
        search.run(pos.board, &Limits::depth(60), &mut Quiet)
    };
    Solved {
        report,
        seconds: clock.seconds(),
    }
}

/// Who solves: one searcher (its table shared by `threads` threads), or a session's split search.
enum Solver {
    Shared(Search, usize),
    Split(Box<Session>),
}

impl Solver {
    fn solve(&mut self, pos: Position) -> Solved {
        match self {
            Solver::Shared(search, threads) => solve_on_threads(search, pos, *threads),
            Solver::Split(session) => {
                let clock = Clock::new();
                session.set_position(pos);
                let report = session.search(&Limits::depth(60), &mut Quiet);
                Solved {
                    report,
                    seconds: clock.seconds(),
                }
            }
        }
    }
}

/// A move as text: the square, or `pass`.
pub fn move_text(m: Move) -> String {
    m.to_string()
}

/// The arguments of `ethello solve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A file of positions, one a line (64 squares, a space, X or O, then optionally the known
    /// score; further fields are ignored), e.g. tests/data/ffo40-59.txt, or of games and positions
    /// as the page opens them; `-` reads stdin.
    pub file: String,
    /// The transposition table's size in megabytes (rounded down to a power of two).
    #[arg(long, default_value_t = SOLVE_HASH_MB as u32, value_parser = clap::value_parser!(u32).range(1..=65536))]
    pub hash_mb: u32,
    /// Workers to solve each position on, each with its own table (of --hash-mb): the root's
    /// moves are shared out among them by messages, as among the browser's workers.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub threads: u32,
    /// Threads sharing one table instead (the older parallel solver, for comparison).
    #[arg(long, value_name = "N", conflicts_with = "threads", value_parser = clap::value_parser!(u32).range(2..=64))]
    pub shared_threads: Option<u32>,
    /// Estimate the split's speed-up on these numbers of cores (e.g. 1,2,4,8) by simulation
    /// instead of solving on threads.
    #[arg(long, value_name = "LIST", value_delimiter = ',', conflicts_with_all = ["threads", "shared_threads"])]
    pub simulate: Vec<usize>,
    /// With --threads or --simulate: the split also shares out the search of each iteration's best
    /// move this many plies below the root (0: the root's moves only); by default 0 on fewer than
    /// 4 workers, 2 from 4 on.
    #[arg(long, value_name = "LEVELS", value_parser = clap::value_parser!(u32).range(0..=4))]
    pub nesting: Option<u32>,
}

/// The full engine on `workers` split workers with tables of `hash_mb` megabytes, nesting
/// `nesting` levels below the root if given (else as suits that many workers): a session whose
/// [`Session::search`] is the split search.
pub fn split_session(workers: u32, hash_mb: usize, nesting: Option<u32>) -> Session {
    Session::new(Player::Willy).with_workers(workers as usize, hash_mb, nesting)
}

/// Runs the command; see the module doc.
///
/// # Errors
/// The file cannot be read, or some of its lines are not positions (after solving the others).
pub fn run(args: &Args) -> Result<(), CliError> {
    let file = &args.file;
    let text = read_text("solve", file)?;
    let hash_mb = args.hash_mb as usize;
    if !args.simulate.is_empty() {
        return super::simulate::run(
            "solve",
            &text,
            &Limits::depth(60),
            hash_mb,
            &args.simulate,
            args.nesting,
        );
    }
    let mut solver = match (args.shared_threads, args.threads) {
        (Some(n), _) => Solver::Shared(Search::new(hash_mb), n as usize),
        (None, 1) => Solver::Shared(Search::new(hash_mb), 1),
        (None, n) => Solver::Split(Box::new(split_session(n, hash_mb, args.nesting))),
    };
    let (mut count, mut nodes, mut seconds, mut bad) = (0u64, 0u64, 0f64, 0usize);
    let (mut wrong, mut slowest) = (0usize, 0f64);
    let items = items(&text);
    let bar = progress::bar(count_positions(&items), "positions");
    for item in items {
        match item {
            Err(e) => {
                bar.suspend(|| eprintln!("ethello: solve: {file}: {e}"));
                bad += 1;
            }
            Ok(item) => {
                let pos = item.position;
                let s = solver.solve(pos);
                let r = &s.report;
                let check = match item.expected_score() {
                    Some(e) if e != r.score => {
                        wrong += 1;
                        format!(" WRONG (expected {e:+})")
                    }
                    _ => String::new(),
                };
                bar.inc(1);
                bar.suspend(|| {
                    println!(
                        "{pos} {:+}{check} {} {} nodes {:.3} s",
                        r.score,
                        move_text(r.best),
                        r.nodes,
                        s.seconds
                    )
                });
                slowest = slowest.max(s.seconds);
                count += 1;
                nodes += r.nodes;
                seconds += s.seconds;
            }
        }
    }
    bar.finish_and_clear();
    println!(
        "{count} positions, {nodes} nodes, {seconds:.3} s, {:.0} nodes/s, slowest {slowest:.3} s",
        nodes as f64 / seconds.max(1e-9)
    );
    if wrong > 0 {
        return Err(CliError(format!(
            "solve: {wrong} score(s) differ from the known ones"
        )));
    }
    if bad > 0 {
        return Err(CliError(format!(
            "solve: {bad} line(s) of {file} are not positions"
        )));
    }
    Ok(())
}
