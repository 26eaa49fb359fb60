//! The split search's native transport: worker threads with a [`Search`] each (no shared table),
//! fed [`Task`]s and answering [`Done`]s over channels ([`Pool`]); not in the browser, whose page
//! drives the same [`Deepening`] over Web Workers.
//!
//! The only thing the threads share besides the channels is a stop line: a task whose id is below
//! it stops at its next look at the host (within [`CHECK_EVERY`](super::budget::CHECK_EVERY)
//! nodes). The pool raises it to the next id when a search ends, so answers still out come back at
//! once; a worker also stops by itself at the search's deadline. A build with shared memory could
//! replace this module (a shared table, tasks by atomics) and keep the split and the search as
//! they are.

use std::sync::atomic::{AtomicU64, Ordering::SeqCst};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::limits::{Host, Limits, Report};
use super::split::deepen::{nesting_for, Deepening};
use super::split::worker::Worker;
use super::split::{Done, Task};
use super::Search;
use crate::board::Board;

/// How often the coordinator looks at its host's clock and stop flag while waiting for answers.
const POLL: Duration = Duration::from_millis(5);

/// A task for a worker thread, with the instant it must stop by.
type Envelope = (Task, Option<Instant>);

impl super::Think for Pool {
    fn think(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        self.run(board, limits, host)
    }
}

/// Worker threads, each owning its searcher; see the module doc.
pub struct Pool {
    senders: Vec<Sender<Envelope>>,
    answers: Receiver<Done>,
    stop_below: Arc<AtomicU64>,
    threads: Vec<JoinHandle<()>>,
    next_id: u64,
    selective: bool,
    nesting: u32,
}

/// A worker thread's host: stops at the deadline or once its task is below the stop line.
struct WorkerHost {
    id: u64,
    deadline: Option<Instant>,
    stop_below: Arc<AtomicU64>,
}

impl Host for WorkerHost {
    fn stopped(&mut self) -> bool {
        self.id < self.stop_below.load(SeqCst) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

impl Pool {
    /// `workers` threads (at least one), each with the searcher `make(i)` makes.
    pub fn new(workers: usize, make: impl Fn(usize) -> Search) -> Pool {
        let (answer, answers) = channel();
        let stop_below = Arc::new(AtomicU64::new(0));
        let (mut senders, mut threads) = (Vec::new(), Vec::new());
        for i in 0..workers.max(1) {
            let (send, tasks) = channel::<Envelope>();
            let worker = Worker::new(i, make(i));
            let (answer, stop_below) = (answer.clone(), stop_below.clone());
            threads.push(std::thread::spawn(move || {
                serve(worker, &tasks, &answer, &stop_below)
            }));
            senders.push(send);
        }
        Pool {
            senders,
            answers,
            stop_below,
            threads,
            next_id: 0,
            selective: true,
            nesting: nesting_for(workers.max(1)),
        }
    }

    /// The same pool with ProbCut off in timed searches (as
    /// [`Search::with_selectivity`](super::Search::with_selectivity)).
    pub fn with_selectivity(mut self, selective: bool) -> Pool {
        self.selective = selective;
        self
    }

    /// The same pool splitting each iteration's best move `levels` plies below the root (see
    /// [`Deepening::with_nesting`]; default [`nesting_for`] the workers).
    pub fn with_nesting(mut self, levels: u32) -> Pool {
        self.nesting = levels;
        self
    }

    /// The number of workers.
    pub fn workers(&self) -> usize {
        self.senders.len()
    }

    /// Searches `board` within `limits` on the workers, as [`Search::run`](super::Search::run) on
    /// one: iterative deepening and exact solve split by [`Deepening`]; `host` gives the time, may
    /// stop the search, and hears each completed iteration. Always returns a legal move (or a pass).
    pub fn run(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        let mut driver =
            Deepening::new(board, limits, self.selective, self.next_id).with_nesting(self.nesting);
        let mut idle = vec![true; self.workers()];
        while !driver.finished() {
            self.dispatch(&mut driver, &mut idle, host);
            if idle.iter().all(|&i| i) {
                // No task out and none to give, yet no result: a stall of the split, which must
                // not happen (the aspiration stall of docs/experiments/parallel.md was one, mended
                // in `Deepening::settle`). A release build keeps the last completed iteration's move.
                debug_assert!(driver.finished(), "the split stalled before its result");
                break;
            }
            match self.answers.recv_timeout(POLL) {
                Ok(done) => {
                    idle[done.worker] = true;
                    driver.on_done(&done, host);
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
            if host.stopped() {
                driver.stop();
            } else if driver.deadline_ms().is_some_and(|t| host.elapsed_ms() >= t) {
                driver.time_up();
            }
        }
        self.next_id = driver.next_id();
        self.stop_below.store(self.next_id, SeqCst);
        self.collect(&mut idle, &mut driver, host);
        driver.report()
    }

    /// Hands a task to every idle worker that has one.
    fn dispatch(&mut self, driver: &mut Deepening, idle: &mut [bool], host: &mut dyn Host) {
        let deadline = driver.deadline_ms().map(|t| {
            let left = t.saturating_sub(host.elapsed_ms());
            Instant::now() + Duration::from_millis(left)
        });
        for (w, free) in idle.iter_mut().enumerate() {
            if !*free {
                continue;
            }
            if let Some(task) = driver.next_task(w) {
                *free = self.senders[w].send((task, deadline)).is_err();
            }
        }
    }

    /// Waits for the answers still out (stopped by the stop line), counting their nodes.
    fn collect(&mut self, idle: &mut [bool], driver: &mut Deepening, host: &mut dyn Host) {
        while idle.iter().any(|&i| !i) {
            match self.answers.recv() {
                Ok(done) => {
                    idle[done.worker] = true;
                    driver.on_done(&done, host);
                }
                Err(_) => break,
            }
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.senders.clear();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// A worker thread's loop: run each task, answer, until the pool hangs up.
fn serve(
    mut worker: Worker,
    tasks: &Receiver<Envelope>,
    answer: &Sender<Done>,
    stop_below: &Arc<AtomicU64>,
) {
    while let Ok((task, deadline)) = tasks.recv() {
        let mut host = WorkerHost {
            id: task.id,
            deadline,
            stop_below: stop_below.clone(),
        };
        let done = worker.run(&task, &mut host);
        if answer.send(done).is_err() {
            return;
        }
    }
}
