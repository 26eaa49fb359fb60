//! `ethello bench`: the figures of BENCHMARKS.md that it regenerates (its section "Machines and how
//! to rerun" names them), printed as markdown.
//!
//! 1. perft(10) and perft(11) from the start position: leaves per second of the move generator; the
//!    static evaluation's time per call (a million calls on positions from random games), and on
//!    their children from scratch and with incremental pattern indices.
//! 2. The FFO endgame tests #40-#49 solved exactly: score, best move, nodes, time, nodes per second.
//! 3. The midgame search: the deepest iteration completed in 1 s from four fixed positions after 20
//!    moves ([`MIDGAME_POSITIONS`]), and the nodes and time to finish depth 12 from each: the first
//!    figure is what a player gets, the second compares engines without the clock's noise.
//!
//! Single-threaded. Times are wall-clock: run it on an idle machine.

use super::args::CliError;
use super::clock::Clock;
use super::input::items;
use super::solve_cmd::{solve_position, SOLVE_HASH_MB};
use ethello_engine::eval_workload::EvalWorkload;
use ethello_engine::search::{Limits, Search};
use ethello_engine::{perft, Board, Position};

/// The FFO #40-#59 test positions (format in the file's header).
const FFO: &str = include_str!("../tests/data/ffo40-59.txt");

/// Time per midgame position, milliseconds.
const MIDGAME_MS: u64 = 1000;

/// Fixed depth for the midgame node counts.
const MIDGAME_DEPTH: u32 = 12;

/// The arguments of `ethello bench`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Skip the endgame part (FFO #40-#49, about a minute).
    #[arg(long)]
    pub no_ffo: bool,
}

/// Runs the command; `--no-ffo` skips the endgame part.
///
/// # Errors
/// A benchmark position does not parse.
pub fn run(args: &Args) -> Result<(), CliError> {
    perft_part();
    eval_part();
    if !args.no_ffo {
        ffo_part()?;
    }
    midgame_part();
    midgame_depth_part(MIDGAME_DEPTH);
    Ok(())
}

fn perft_part() {
    println!("### Perft\n\n| depth | leaves | time (s) | leaves/s |\n|---:|---:|---:|---:|");
    for depth in [10, 11] {
        let clock = Clock::new();
        let n = perft(Board::start(), depth);
        let s = clock.seconds();
        println!("| {depth} | {n} | {s:.3} | {:.1} M |", n as f64 / s / 1e6);
    }
    println!();
}

/// Evaluations timed ([`EvalWorkload`]): the static evaluation of positions from seeded random
/// games, 20 to 50 empties; then of all their children, from scratch and with the incremental pattern
/// indices (each child's updated from its parent's, as the search does at its leaves, the update
/// included).
fn eval_part() {
    let work = EvalWorkload::new();
    let (ns, sum) = time_per_call(1000, work.positions(), || work.positions_pass());
    println!(
        "### Evaluation\n\n{} evaluations, {ns:.1} ns each (checksum {sum})\n",
        1000 * work.positions()
    );
    let rounds = 200;
    let (scratch, a) = time_per_call(rounds, work.children(), || work.scratch_pass());
    let (incremental, b) = time_per_call(rounds, work.children(), || work.incremental_pass());
    println!(
        "Their {} children, {rounds} times: {scratch:.1} ns each from scratch, {incremental:.1} ns \
         with incremental pattern indices (checksums {a}, {b})\n",
        work.children()
    );
}

/// Nanoseconds per evaluation of `rounds` runs of `pass` (each evaluating `per_pass` positions), and
/// the sum of its results.
fn time_per_call(rounds: usize, per_pass: usize, pass: impl Fn() -> i64) -> (f64, i64) {
    let clock = Clock::new();
    let sum = (0..rounds).map(|_| pass()).sum();
    (clock.seconds() * 1e9 / (rounds * per_pass) as f64, sum)
}

fn ffo_part() -> Result<(), CliError> {
    println!("### FFO endgame #40-#49 (exact)\n");
    println!("| id | empties | score | best | nodes | time (s) | nodes/s |");
    println!("|---|---:|---:|---|---:|---:|---:|");
    let mut search = Search::new(SOLVE_HASH_MB);
    let (mut nodes, mut secs) = (0u64, 0f64);
    for item in items(FFO).into_iter().take(10) {
        let item = item.map_err(|e| CliError(format!("bench: {e}")))?;
        let s = solve_position(&mut search, item.position);
        let r = &s.report;
        let ok = if item.expected_score() == Some(r.score) {
            ""
        } else {
            " WRONG"
        };
        // The fields after the score: the best moves, the empties, the id.
        let f = &item.fields;
        println!(
            "| {} | {} | {:+}{ok} | {} | {} | {:.2} | {:.1} M |",
            f[3],
            f[2],
            r.score,
            r.best,
            r.nodes,
            s.seconds,
            r.nodes as f64 / s.seconds.max(1e-9) / 1e6
        );
        nodes += r.nodes;
        secs += s.seconds;
    }
    println!(
        "| total | | | | {nodes} | {secs:.2} | {:.1} M |\n",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    Ok(())
}

fn midgame_part() {
    println!("### Midgame: depth completed in {MIDGAME_MS} ms\n");
    println!("| position (after 20 moves) | depth | nodes | nodes/s |\n|---|---:|---:|---:|");
    for i in 0..MIDGAME_POSITIONS.len() {
        let pos = typical_position(i);
        let mut search = Search::new(64);
        let mut clock = Clock::new();
        let r = search.run(pos.board, &Limits::time(MIDGAME_MS), &mut clock);
        let s = clock.seconds();
        println!(
            "| `{pos}` | {} | {} | {:.1} M |",
            r.depth,
            r.nodes,
            r.nodes as f64 / s.max(1e-9) / 1e6
        );
    }
    println!();
}

fn midgame_depth_part(depth: u32) {
    println!("### Midgame: nodes to depth {depth}\n");
    println!("| position | nodes | time (s) | nodes/s |\n|---|---:|---:|---:|");
    let (mut nodes, mut secs) = (0u64, 0f64);
    for i in 0..MIDGAME_POSITIONS.len() {
        let pos = typical_position(i);
        let mut search = Search::new(64);
        let clock = Clock::new();
        let r = search.run(
            pos.board,
            &Limits::depth(depth),
            &mut ethello_engine::search::Quiet,
        );
        let s = clock.seconds();
        (nodes, secs) = (nodes + r.nodes, secs + s);
        println!(
            "| {} | {} | {s:.2} | {:.1} M |",
            i + 1,
            r.nodes,
            r.nodes as f64 / s / 1e6
        );
    }
    println!(
        "| total | {nodes} | {secs:.2} | {:.1} M |\n",
        nodes as f64 / secs / 1e6
    );
}

/// Four positions after 20 moves (6 random moves, then a 2-ply engine with the hand-weighted
/// evaluation for both sides), fixed so that figures stay comparable when the engine changes.
pub const MIDGAME_POSITIONS: [&str; 4] = [
    "-------------------------OOOX---OOOOXX----XOOOX---XOOXXX---OX--X X",
    "-----------O-------OXXX---OOOX--XOXXXOX-O-XOOOO---X-O----------- X",
    "--OOO---X-XO----XXOXO---XOOXOO---OOXOO-----XX------------------- X",
    "---OO------OOO----XOXXX---XOOX----OOOXX----OOXX-----O----------- X",
];

/// The `i`-th of [`MIDGAME_POSITIONS`].
pub fn typical_position(i: usize) -> Position {
    MIDGAME_POSITIONS[i]
        .parse()
        .expect("the bench positions are valid")
}
