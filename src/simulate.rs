//! `--simulate 1,2,4,8` (of `ethello solve` and `ethello eval --depth`): the split search's speed-up
//! on that many cores, estimated on one by [`simulate`] (the method is in its module doc).
//!
//! Each position is searched by the single search (its nodes: the yardstick) and by the split on
//! each number of simulated workers (the workers and their tables kept from position to position,
//! as in a real run). Output: a line per position, `<position> <score> single <nodes> <N>:
//! <critical path> ...`, then a markdown table per number of workers: the critical path (nodes),
//! the nodes of all workers, and the speed-up, the single search's nodes over the critical path.
//! A score that differs from the single search's is an error (the limits are depth or exact, so
//! they must agree). On a terminal, a progress bar on standard error counts the positions
//! ([`super::progress`]).

use super::args::CliError;
use super::input::{count_positions, items};
use super::progress;
use ethello_engine::search::split::{simulate, Deepening, Worker};
use ethello_engine::search::{Limits, Quiet, Search};

/// One simulated machine: its workers, the next task id, and its totals.
struct Machine {
    workers: Vec<Worker>,
    next_id: u64,
    makespan: u64,
    nodes: u64,
}

/// Runs the simulation over the positions of `text` within `limits`, the best moves split
/// `nesting` plies below the root (by default as suits each number of workers,
/// [`Deepening::for_workers`]); see the module doc.
///
/// # Errors
/// A line is not a position, or a split score differs from the single search's.
pub fn run(
    command: &str,
    text: &str,
    limits: &Limits,
    hash_mb: usize,
    counts: &[usize],
    nesting: Option<u32>,
) -> Result<(), CliError> {
    let mut single = Search::new(hash_mb);
    let mut machines: Vec<Machine> = counts.iter().map(|&n| machine(n, hash_mb)).collect();
    let mut single_nodes = 0;
    let items = items(text);
    let bar = progress::bar(count_positions(&items), "positions");
    for item in items {
        let pos = item
            .map_err(|e| CliError(format!("{command}: {e}")))?
            .position;
        let r = single.run(pos.board, limits, &mut Quiet);
        single_nodes += r.nodes;
        let mut out = format!("{pos} {:+} single {}", r.score, r.nodes);
        for m in &mut machines {
            let driver = Deepening::new(pos.board, limits, true, m.next_id);
            let mut driver = match nesting {
                Some(levels) => driver.with_nesting(levels),
                None => driver.for_workers(m.workers.len()),
            };
            let sim = simulate(&mut m.workers, &mut driver);
            m.next_id = driver.next_id();
            if sim.report.score != r.score {
                return Err(CliError(format!(
                    "{command}: {pos}: {} on {} workers, {} on one search",
                    sim.report.score,
                    m.workers.len(),
                    r.score
                )));
            }
            (m.makespan, m.nodes) = (m.makespan + sim.makespan, m.nodes + sim.nodes);
            out += &format!(" {}: {}", m.workers.len(), sim.makespan);
        }
        bar.inc(1);
        bar.suspend(|| println!("{out}"));
    }
    bar.finish_and_clear();
    table(&machines, single_nodes);
    Ok(())
}

fn machine(n: usize, hash_mb: usize) -> Machine {
    Machine {
        workers: (0..n.max(1))
            .map(|i| Worker::new(i, Search::new(hash_mb)))
            .collect(),
        next_id: 0,
        makespan: 0,
        nodes: 0,
    }
}

/// The markdown summary.
fn table(machines: &[Machine], single_nodes: u64) {
    println!("\nsingle search: {single_nodes} nodes\n");
    println!("| workers | critical path (nodes) | nodes, all workers | speed-up over the single search |");
    println!("|---:|---:|---:|---:|");
    for m in machines {
        println!(
            "| {} | {} | {} | {:.2}x |",
            m.workers.len(),
            m.makespan,
            m.nodes,
            single_nodes as f64 / m.makespan.max(1) as f64
        );
    }
}
