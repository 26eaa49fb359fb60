//! The page's record of its AI worker: which worker is current, whether it listens, and the one
//! [`Job`] it is doing for the page.
//!
//! Invariants, kept by [`jobs`](crate::ui) (the only module that writes them):
//! - at most one job runs at a time, and every request posted to the worker is that job's: its id is
//!   [`Running::id`], taken from `next_id` and never reused;
//! - a reply is matched to its job by id alone ([`WorkerState::job`]): a reply for another id is
//!   stale and ignored, and a failure reaches only the job that failed;
//! - a reply from a replaced worker (an older `generation`) never reaches the model at all.

use crate::engine::{Move, Position};
use crate::setup::Character;

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
}

impl Job {
    /// The job's kind.
    pub fn kind(&self) -> JobKind {
        match self {
            Job::Move(_) => JobKind::Move,
            Job::Hints { .. } => JobKind::Hints,
            Job::Review => JobKind::Review,
            Job::Study { .. } => JobKind::Study,
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
}

/// A job with the id of its request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Running {
    /// The request's id, echoed in every reply.
    pub id: u32,
    /// What it is.
    pub job: Job,
}

impl Running {
    /// True while the worker still computes for it (a move whose answer is in only waits for the
    /// beat: the worker is idle).
    pub fn busy(&self) -> bool {
        !matches!(&self.job, Job::Move(mv) if mv.answer.is_some())
    }
}

/// The page's bookkeeping of the AI worker.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WorkerState {
    /// The number of the current worker (0: none started yet).
    pub generation: u32,
    /// The current worker said `Ready`: requests may be posted.
    pub ready: bool,
    /// Why the worker died, while it is dead; the page offers Retry.
    pub dead: Option<String>,
    /// The id of the next request (never reused, so a late answer cannot be mistaken).
    pub next_id: u32,
    /// The job in flight.
    pub running: Option<Running>,
}

impl WorkerState {
    /// True when a job may start now: the worker is ready, alive, and doing nothing.
    pub fn free(&self) -> bool {
        self.ready && self.dead.is_none() && self.running.is_none()
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
