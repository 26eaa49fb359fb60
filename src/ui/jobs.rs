//! The worker's jobs: the one place that starts a job, stops it, ends it, and replaces or buries the
//! worker. Handlers ask this module; they never touch [`WorkerState::running`] themselves.
//!
//! A job starts only on a free worker ([`WorkerState::free`]) and takes a fresh request id. It ends
//! when its last reply comes ([`done`]), or is stopped ([`stop`]): a job whose worker still computes
//! is stopped by replacing the worker, so that the next job starts at once instead of after the old
//! search, and every reply of the old worker is ignored by its generation.
//!
//! Module graph of `ui`: `model` <- `msg` <- `effect` <- `jobs` <- `ops` <- the handlers (`play`,
//! `hints`, `analysis`, `files`) <- `update`. No handler imports another (tested).

use super::effect::Effect;
use super::model::{Job, JobKind, Model, MoveJob, Running, Screen, WorkerState, BEAT_MS};
use super::msg::Msg;
use crate::engine::hints::Hint;
use crate::engine::Square;
use crate::protocol::{FromWorker, ToWorker};

/// Starts `job` on the free worker with the request `request(id)`; returns the id.
pub(super) fn start(
    m: &mut Model,
    job: Job,
    request: impl FnOnce(u32) -> ToWorker,
    fx: &mut Vec<Effect>,
) -> u32 {
    debug_assert!(m.worker.free(), "a job starts only on a free worker");
    let id = m.worker.take_id();
    m.worker.running = Some(Running { id, job });
    fx.push(Effect::Post(request(id)));
    id
}

/// The job of request `id` is over (its last reply came in): the worker is free again.
pub(super) fn done(m: &mut Model, id: u32) {
    if m.worker.running.as_ref().is_some_and(|r| r.id == id) {
        m.worker.running = None;
    }
}

/// Stops the job in flight, if any; a worker still computing for it is replaced.
pub(super) fn stop(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.worker.running.take().is_some_and(|r| r.busy()) {
        spawn_worker(m, fx);
    }
}

/// Stops the job in flight if it is of `kind`.
pub(super) fn stop_kind(m: &mut Model, kind: JobKind, fx: &mut Vec<Effect>) {
    if m.worker.running_kind() == Some(kind) {
        stop(m, fx);
    }
}

/// Starts a new worker; replies from the old one are ignored from now on.
pub(super) fn spawn_worker(m: &mut Model, fx: &mut Vec<Effect>) {
    let w = &mut m.worker;
    *w = WorkerState {
        generation: w.generation + 1,
        next_id: w.next_id,
        ..WorkerState::default()
    };
    fx.push(Effect::SpawnWorker {
        generation: w.generation,
    });
}

/// The worker failed to start or crashed: its job is lost (a review keeps what was scored), the
/// game is kept, and Retry is offered.
pub(super) fn died(m: &mut Model, why: String, fx: &mut Vec<Effect>) {
    m.worker.ready = false;
    m.worker.running = None;
    m.hints = None;
    m.worker.dead = Some(why.clone());
    fx.push(Effect::StopWorker);
    let text = format!("The computer player stopped working ({why}). Your game is safe.");
    m.alert(text, true);
}

/// The position on the board changed (a move, another game): its hints and the game's review no
/// longer apply, and the worker stops finding them.
pub(super) fn forget_study(m: &mut Model, fx: &mut Vec<Effect>) {
    stop_kind(m, JobKind::Hints, fx);
    stop_kind(m, JobKind::Review, fx);
    m.hints = None;
    m.analysis = None;
    m.marked = None;
}

/// Asks the worker for a move when a character is to move (and the game is shown, not over, not
/// paused, no pass waits for the human's Pass, and the worker free), with a [`Msg::Beat`] timer of [`BEAT_MS`]. Before the worker's
/// Ready nothing is posted; Ready calls this again.
pub(super) fn think_if_computer(m: &mut Model, fx: &mut Vec<Effect>) {
    let waits = m.paused || m.pass_notice.is_some();
    if m.screen != Screen::Game || m.game.is_over() || waits || !m.worker.free() {
        return;
    }
    let Some(character) = m.computer_to_move() else {
        return;
    };
    let job = Job::Move(MoveJob {
        character,
        answer: None,
        beat_over: false,
    });
    let (position, willy_ms, seed) = (m.game.position(), m.prefs.willy_ms, m.seed);
    let player = m.player_of(character);
    let id = start(
        m,
        job,
        |id| ToWorker::Think {
            id,
            position,
            player,
            willy_ms,
            seed,
        },
        fx,
    );
    fx.push(Effect::After {
        ms: BEAT_MS,
        msg: Box::new(Msg::Beat { id }),
    });
}

/// A completed pass of move values from the worker: a hints pass or a step of a study.
pub(super) struct Pass {
    /// Every legal move with its value, in square order (never empty).
    pub hints: Vec<Hint>,
    /// The pass's depth in plies.
    pub depth: u32,
    /// The best line (a study's; empty for hints).
    pub pv: Vec<Square>,
}

/// A reply to a job that values moves ([`Job::Hints`], [`Job::Study`]), unpacked.
pub(super) struct ValuesReply {
    /// The request it answers.
    pub id: u32,
    /// Its pass: `None` for a failure, or a pass with no value.
    pub pass: Option<Pass>,
    /// The job's last reply (a failure is one).
    pub done: bool,
}

/// Unpacks a hints or study reply (a failure too); `None` for any other message.
pub(super) fn values_reply(message: FromWorker) -> Option<ValuesReply> {
    let (id, pass, done) = match message {
        FromWorker::Hints {
            id,
            hints,
            depth,
            done,
        } => (id, Some((hints, depth, Vec::new())), done),
        FromWorker::Analysis {
            id,
            hints,
            depth,
            pv,
            done,
        } => (id, Some((hints, depth, pv)), done),
        FromWorker::Failed { id, .. } => (id, None, true),
        _ => return None,
    };
    let pass = pass
        .filter(|(hints, _, _)| !hints.is_empty())
        .map(|(hints, depth, pv)| Pass { hints, depth, pv });
    Some(ValuesReply { id, pass, done })
}
