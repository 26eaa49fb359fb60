//! The page's record of its pool of AI workers: which worker fills each slot, whether it listens,
//! what it computes, and the one [`Job`] the pool is doing for the page.
//!
//! Representation: `slots[k]` is the worker of slot `k` (0 plays the moves of the players that do
//! not split and studies the analysis board; every slot takes a share of Willy's split moves, the
//! hints and the review, and the others solve moves of the analysis board's study one at a time). A job is split into
//! tasks, one request per slot it uses, all with the job's id; a slot's [`Task`] stays until that
//! worker's last reply for it, so that a replacement worker can redo it.
//!
//! Slick Willy's move at full strength, on a pool of two ready workers or more, is split: the page
//! runs the coordinator ([`SplitMove`]; past the opening book) and each worker searches the tasks it
//! is given. Anything else is one worker's request. Either way the move's limits come from the
//! game's [`Timekeeper`] (Willy's time bank), which lives here, in the page.
//!
//! Invariants, kept by [`jobs`](crate) (the only module that writes them):
//! - at most one job runs at a time, and every request posted to a worker is that job's: its id is
//!   [`Running::id`], taken from `next_id` and never reused; a slot has a task only while a job runs;
//! - a reply is matched to its job by id, and to its task by the worker's generation: a reply for
//!   another id is stale and ignored, and a failure reaches only the job that failed;
//! - generations are unique over the pool and never reused, so a reply from a replaced worker (a
//!   generation no slot has) never reaches the model at all;
//! - a worker that dies after its `Ready` is replaced in its slot and its task redone (at most
//!   [`MAX_TRIES`] times); one that dies before (its script cannot load) ends the whole pool, which
//!   the player restarts with Retry;
//! - `split` is set only while its move job runs (its id is the job's), and only until its search
//!   ends; tasks still out then are either about to stop (their deadline passed) or replaced.

use ethello_engine::search::split::Deepening;
use ethello_engine::search::Limits;
use ethello_engine::{Move, Position, Timekeeper};
use ethello_model::protocol::ToWorker;
use ethello_model::setup::Character;

/// What the worker is doing for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// A character's move, played once both its answer and the beat are in.
    Move(MoveJob),
    /// The values of the legal moves of the position after `ply` moves (the Hints switch).
    Hints {
        /// The position's index in the game.
        ply: usize,
    },
    /// The review of the game on the board (Analyse).
    Review,
    /// The analysis board's study of `position`: every move's value and the best line.
    Study {
        /// The position studied.
        position: Position,
    },
    /// Every legal move of `position` valued for a drill of training (a mistake replayed, an
    /// opening answer outside the book): the hints' passes.
    Values {
        /// The position valued.
        position: Position,
    },
    /// The opening book's moves of `position`, for the opening trainer.
    Book {
        /// The position looked up.
        position: Position,
    },
}

/// The kind of a [`Job`], without its data: what a reply is routed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobKind {
    /// [`Job::Move`].
    Move,
    /// [`Job::Hints`].
    Hints,
    /// [`Job::Review`].
    Review,
    /// [`Job::Study`].
    Study,
    /// [`Job::Values`].
    Values,
    /// [`Job::Book`].
    Book,
}

impl Job {
    /// The job's kind.
    pub fn kind(&self) -> JobKind {
        match self {
            Job::Move(_) => JobKind::Move,
            Job::Hints { .. } => JobKind::Hints,
            Job::Review => JobKind::Review,
            Job::Study { .. } => JobKind::Study,
            Job::Values { .. } => JobKind::Values,
            Job::Book { .. } => JobKind::Book,
        }
    }
}

/// A character's move in the making.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveJob {
    /// Who thinks.
    pub character: Character,
    /// The answer, once in.
    pub answer: Option<Move>,
    /// The beat (the least visible thinking time) is over.
    pub beat_over: bool,
    /// The page clock when the job started (ms).
    pub started_ms: u64,
}

/// How the last computer move was found, for tools and tests (`data-search` on the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveSearch {
    /// Depth completed (0: a book move or a player that does not search).
    pub depth: u32,
    /// Nodes searched, over every worker.
    pub nodes: u64,
    /// The score is exact.
    pub exact: bool,
    /// From the request to the answer, on the page's clock (ms).
    pub ms: u64,
    /// The workers it was split over (1: one worker searched it alone).
    pub workers: usize,
}

/// How often one task is posted at most: a worker that dies on it again buries the pool.
pub const MAX_TRIES: u32 = 2;

/// The most workers the page runs.
pub const MAX_WORKERS: usize = 8;

/// A job with the id of its requests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Running {
    /// The requests' id, echoed in every reply.
    pub id: u32,
    /// What it is.
    pub job: Job,
}

/// One worker's part of the running job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The request (posted again to a replacement worker).
    pub request: ToWorker,
    /// How many times it was posted.
    pub tries: u32,
}

/// One worker of the pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The worker's number, unique over the pool (replies carry it).
    pub generation: u32,
    /// The worker said `Ready`: requests may be posted.
    pub ready: bool,
    /// Its part of the running job, until its last reply (posted once it is ready).
    pub task: Option<Task>,
}

impl Slot {
    /// A worker just asked for.
    pub fn starting(generation: u32) -> Slot {
        Slot {
            generation,
            ready: false,
            task: None,
        }
    }
}

/// Slick Willy's move split over the pool (a [`Job::Move`] whose tasks are [`ToWorker::Split`]s):
/// the search the page steps as the answers come.
#[derive(Clone, Debug)]
pub struct SplitMove {
    /// The move job's request id.
    pub id: u32,
    /// The search: it gives each idle worker its next task and reads the answers.
    pub driver: Box<Deepening>,
    /// The limits it searches within (the game's timekeeper's).
    pub limits: Limits,
    /// The page clock (ms) when the search started; its host's clock counts from here.
    pub started_ms: f64,
    /// The latest deadline given to a task (ms from the start), if any.
    pub deadline_ms: Option<u64>,
}

/// The page's bookkeeping of the AI workers.
#[derive(Clone, Debug, Default)]
pub struct WorkerState {
    /// The workers, slot by slot (empty before the page starts and while the pool is dead).
    pub slots: Vec<Slot>,
    /// The pool's size once every worker has started (1 to [`MAX_WORKERS`]).
    pub wanted: usize,
    /// The machine's logical cores, as the browser tells them.
    pub cores: u32,
    /// The last generation given to a worker (0: none started yet).
    pub generation: u32,
    /// Why the pool died, while it is dead; the page offers Retry.
    pub dead: Option<String>,
    /// The next request id.
    pub next_id: u32,
    /// The job in flight, if any.
    pub running: Option<Running>,
    /// The running move's search, when it is split over the pool (its `id` is the job's).
    pub split: Option<SplitMove>,
    /// The game's timekeeper (Slick Willy's time bank, for his moves on one worker or split),
    /// with the game seed it belongs to.
    pub timekeeper: Option<(u64, Timekeeper)>,
    /// How the last computer move was found.
    pub last_move: Option<MoveSearch>,
    /// The first task id of the next split search (task ids are never reused, so a worker starts
    /// a new table generation for each move).
    pub next_task: u64,
}

impl WorkerState {
    /// True when the pool can take a job: slot 0 is ready and nothing died.
    pub fn ready(&self) -> bool {
        self.dead.is_none() && self.slots.first().is_some_and(|s| s.ready)
    }

    /// True when a job may start now: the pool is ready and does nothing.
    pub fn free(&self) -> bool {
        self.ready() && self.running.is_none()
    }

    /// The slots whose worker is ready.
    pub fn ready_slots(&self) -> Vec<usize> {
        (0..self.slots.len())
            .filter(|&k| self.slots[k].ready)
            .collect()
    }

    /// The slot of the worker numbered `generation`, if it is still in the pool.
    pub fn slot_of(&self, generation: u32) -> Option<usize> {
        self.slots.iter().position(|s| s.generation == generation)
    }

    /// True while some worker still computes for the running job.
    pub fn busy(&self) -> bool {
        self.slots.iter().any(|s| s.task.is_some())
    }

    /// A fresh request id.
    pub fn take_id(&mut self) -> u32 {
        self.next_id += 1;
        self.next_id - 1
    }

    /// The job that request `id` belongs to, if it is the one in flight.
    pub fn job(&self, id: u32) -> Option<&Job> {
        self.running.as_ref().filter(|r| r.id == id).map(|r| &r.job)
    }

    /// The kind of the job in flight.
    pub fn running_kind(&self) -> Option<JobKind> {
        self.running.as_ref().map(|r| r.job.kind())
    }

    /// The character's move in flight, if that is the job.
    pub fn move_job(&self) -> Option<&MoveJob> {
        match self.running.as_ref().map(|r| &r.job) {
            Some(Job::Move(mv)) => Some(mv),
            _ => None,
        }
    }
}

/// The pool's size for `cores` logical cores and the player's setting (`0`: automatic): every
/// core the browser reports, at least one worker and at most [`MAX_WORKERS`]. The page's own work
/// is small beside the workers': on two cores the 60-move review takes 5.1-5.7 s on both against
/// 9.4-9.9 s on one, and Willy's move split over both left the page no more tasks over 50 ms than
/// one worker did (docs/experiments/workers.md, "Every core by default").
pub fn pool_size(cores: u32, setting: u8) -> usize {
    let n = if setting == 0 {
        cores
    } else {
        u32::from(setting)
    };
    (n as usize).clamp(1, MAX_WORKERS)
}
