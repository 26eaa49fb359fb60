//! N cores simulated on one: a deterministic transport that estimates the speed-up of a split.
//!
//! Method: the tasks run one at a time, each to completion, but every worker keeps a virtual clock
//! counted in nodes: a task that searches `k` nodes occupies its worker for `k` ticks (at least 1)
//! from the moment the worker took it. Answers are handed to the driver in virtual-time order (ties
//! by worker number), and an idle worker asks for work at the virtual time it became idle, exactly
//! as on real cores of equal speed with free messages. So each worker's table sees the same tasks in
//! the same order, and the whole run is deterministic and repeatable: the virtual time at which the
//! search finishes (its critical path in nodes) against the nodes of one worker, or of the single
//! search, is the speed-up N cores would give if nodes cost the same everywhere. What it leaves out:
//! the cost of messages, cores slowing each other down (memory bandwidth, turbo), and time limits
//! (only depth-limited and exact searches can be simulated: the clock is virtual).

use super::deepen::Deepening;
use super::worker::Worker;
use super::task::Done;
use crate::search::limits::{Quiet, Report};

/// What a simulated run gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Simulated {
    /// The search's answer.
    pub report: Report,
    /// Virtual time at which the search finished: the critical path, in nodes.
    pub makespan: u64,
    /// Nodes of every task run to completion (answers still out at the end count up to then).
    pub nodes: u64,
    /// Each worker's busy time up to the end, in nodes.
    pub busy: Vec<u64>,
}

/// A task in flight: when it ends, who runs it, when it started, and its answer.
type InFlight = (u64, usize, u64, Done);

/// Runs `driver` to the end on `workers`, one task at a time, with virtual clocks (see the module
/// doc); the workers' tables stay warm for the next run.
pub fn simulate(workers: &mut [Worker], driver: &mut Deepening) -> Simulated {
    let mut flight: Vec<InFlight> = Vec::new();
    let mut busy = vec![0u64; workers.len()];
    let mut now = 0;
    while !driver.finished() {
        for (w, worker) in workers.iter_mut().enumerate() {
            if flight.iter().any(|f| f.1 == w) {
                continue;
            }
            if let Some(task) = driver.next_task(w) {
                let done = worker.run(&task, &mut Quiet);
                flight.push((now + done.nodes.max(1), w, now, done));
            }
        }
        let Some(k) = (0..flight.len()).min_by_key(|&k| (flight[k].0, flight[k].1)) else {
            // Nothing in flight and nothing to give: a stall, as in the native pool.
            debug_assert!(driver.finished(), "the split stalled before its result");
            break;
        };
        let (end, w, start, done) = flight.swap_remove(k);
        now = end;
        busy[w] += end - start;
        driver.on_done(&done, &mut Quiet);
    }
    for &(_, w, start, _) in &flight {
        busy[w] += now - start;
    }
    Simulated {
        report: driver.report(),
        makespan: now,
        nodes: busy.iter().sum(),
        busy,
    }
}
