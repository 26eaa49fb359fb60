//! The pool's jobs: the one place that starts a job, splits it over the workers, hears its replies,
//! stops it, ends it, and grows, replaces or buries the workers. Handlers ask this module; they
//! never touch [`WorkerState`]'s slots or [`WorkerState::running`] themselves.
//!
//! A job starts only when the pool is free ([`WorkerState::free`]) and takes a fresh request id; it
//! is split into tasks, one request per ready worker it uses ([`start`]). A task is over with its
//! worker's last reply ([`hear`]); the job ends when its last task is over ([`settle`]), when a
//! handler ends it ([`done`]), or when it is stopped ([`stop`]): workers still computing for it are
//! then replaced, so that the next job starts at once instead of after the old search, and every
//! reply of an old worker is ignored by its generation. A failure ends the whole job.
//!
//! Slick Willy's move on two workers or more is a job whose tasks the page hands out one by one
//! as the answers come ([`split`]: the page drives the engine's split search); a job can also give
//! a further task to a worker that has finished its own ([`give`], the analysis board's helpers).
//!
//! The pool starts with slot 0 and grows one worker at a time, each spawned once the one before is
//! ready, so the page can play as soon as the first worker listens.
//!
//! Module graph of `ui`: `model` <- `msg` <- `effect` <- `jobs` <- `ops` <- the handlers (`play`,
//! `hints`, `review`, `files`, `study`) <- `update`. No handler imports another (tested).

mod split;
mod tasks;

pub use split::SPLIT_FROM;
pub(super) use split::{deadline as split_deadline, heard as split_heard, spent as move_spent};

use self::tasks::{assign, begin, drop_tasks, post, spawn};
use super::effect::Effect;
use super::model::{pool_size, Job, JobKind, Model, MoveJob, Screen, BEAT_MS, MAX_TRIES};
use super::msg::Msg;
use crate::phrase;
use ethello_engine::hints::Hint;
use ethello_engine::{Square, TimeControl};
use ethello_model::protocol::{FromWorker, ToWorker};

/// Starts `job` on the first worker with the request `request(id)`; returns the id.
pub(super) fn start(
    m: &mut Model,
    job: Job,
    request: impl FnOnce(u32) -> ToWorker,
    fx: &mut Vec<Effect>,
) -> u32 {
    let id = begin(m, job);
    assign(m, 0, request(id), fx);
    id
}

/// Starts `job` on the first `shares` ready workers (at least one), the `k`-th of them with the
/// request `request(id, k)`; returns the id.
pub(super) fn start_split(
    m: &mut Model,
    job: Job,
    shares: usize,
    request: impl Fn(u32, usize) -> ToWorker,
    fx: &mut Vec<Effect>,
) -> u32 {
    let id = begin(m, job);
    let slots = m.worker.ready_slots();
    for (k, &slot) in slots.iter().take(shares.max(1)).enumerate() {
        assign(m, slot, request(id, k), fx);
    }
    id
}

/// Gives the idle ready worker of `slot` a further task of the running job (the request
/// `request(id)`; false when there is no running job or the worker cannot take it).
pub(super) fn give(
    m: &mut Model,
    slot: usize,
    request: impl FnOnce(u32) -> ToWorker,
    fx: &mut Vec<Effect>,
) -> bool {
    let Some(id) = m.worker.running.as_ref().map(|r| r.id) else {
        return false;
    };
    let s = &m.worker.slots[slot];
    if !s.ready || s.task.is_some() {
        return false;
    }
    assign(m, slot, request(id), fx);
    true
}

/// A reply from the worker of `slot`: the kind of the running job it belongs to (by its id and the
/// worker's task), else `None` (stale). Its last reply ends the worker's task; a failure ends the
/// job's other tasks too (their workers are replaced).
pub(super) fn hear(
    m: &mut Model,
    slot: usize,
    message: &FromWorker,
    fx: &mut Vec<Effect>,
) -> Option<JobKind> {
    let id = message.id()?;
    let kind = m.worker.job(id)?.kind();
    m.worker.slots[slot].task.as_ref()?;
    if message.is_last() {
        m.worker.slots[slot].task = None;
    }
    if let FromWorker::Failed { .. } = message {
        drop_tasks(m, fx);
    }
    Some(kind)
}

/// A job whose tasks are all over ends (a move waits for its beat: `play` ends it).
pub(super) fn settle(m: &mut Model) {
    let idle = m.worker.running_kind().is_some_and(|k| k != JobKind::Move);
    if idle && !m.worker.busy() {
        m.worker.running = None;
    }
}

/// The job of request `id` is over (its last reply came in, which ended its last task): the pool
/// is free again.
pub(super) fn done(m: &mut Model, id: u32) {
    if m.worker.running.as_ref().is_some_and(|r| r.id == id) {
        debug_assert!(!m.worker.busy(), "a job is done after its tasks");
        m.worker.running = None;
        m.worker.split = None;
    }
}

/// Stops the job in flight, if any; workers still computing for it are replaced.
pub(super) fn stop(m: &mut Model, fx: &mut Vec<Effect>) {
    m.worker.running = None;
    m.worker.split = None;
    drop_tasks(m, fx);
}

/// Stops the job in flight if it is of `kind`.
pub(super) fn stop_kind(m: &mut Model, kind: JobKind, fx: &mut Vec<Effect>) {
    if m.worker.running_kind() == Some(kind) {
        stop(m, fx);
    }
}

/// Starts the pool afresh from its first worker (the page starts, or Retry after its death).
pub(super) fn start_pool(m: &mut Model, fx: &mut Vec<Effect>) {
    m.worker.dead = None;
    m.worker.slots.clear();
    spawn(m, 0, None, fx);
}

/// The pool's size follows the machine's cores and the player's setting: workers beyond it end
/// (stopping the job if one of them had a task), a missing one starts.
pub(super) fn resize(m: &mut Model, fx: &mut Vec<Effect>) {
    let w = &mut m.worker;
    w.wanted = pool_size(w.cores, m.prefs.workers);
    if w.slots.len() > w.wanted {
        if w.slots[w.wanted..].iter().any(|s| s.task.is_some()) {
            stop(m, fx);
        }
        let w = &mut m.worker;
        w.slots.truncate(w.wanted);
        fx.push(Effect::StopWorkers { from: w.wanted });
    }
    grow(m, fx);
}

/// Starts the next worker when the pool is short of its size and every worker is ready.
fn grow(m: &mut Model, fx: &mut Vec<Effect>) {
    let w = &m.worker;
    let all_ready = w.slots.iter().all(|s| s.ready) && !w.slots.is_empty();
    if w.dead.is_none() && all_ready && w.slots.len() < w.wanted {
        spawn(m, w.slots.len(), None, fx);
    }
}

/// The worker of `slot` said Ready: a task waiting for it (redone after a death) is posted, and
/// the pool grows by one.
pub(super) fn ready(m: &mut Model, slot: usize, fx: &mut Vec<Effect>) {
    if !std::mem::replace(&mut m.worker.slots[slot].ready, true) {
        post(m, slot, fx);
        split::dispatch(m, fx);
        grow(m, fx);
    }
}

/// Worker number `generation` failed to start or crashed. One that had started is replaced and its
/// task redone (up to [`MAX_TRIES`] posts); otherwise the pool dies: its job is lost (a review keeps
/// what was scored), the game is kept, and Retry is offered.
pub(super) fn died(m: &mut Model, generation: u32, why: String, fx: &mut Vec<Effect>) {
    let Some(slot) = m.worker.slot_of(generation) else {
        return;
    };
    let s = &m.worker.slots[slot];
    let again = s.task.as_ref().is_none_or(|t| t.tries < MAX_TRIES);
    if s.ready && again {
        let task = m.worker.slots[slot].task.take();
        spawn(m, slot, task, fx);
        return;
    }
    bury(m, why, fx);
}

/// The pool is dead: every worker ends, the job is lost, the player is told.
fn bury(m: &mut Model, why: String, fx: &mut Vec<Effect>) {
    m.worker.slots.clear();
    m.worker.running = None;
    m.worker.split = None;
    m.game.hints = None;
    m.worker.dead = Some(why.clone());
    fx.push(Effect::StopWorkers { from: 0 });
    let text = match why.is_empty() {
        true => phrase::alert_worker_no_script(),
        false => phrase::alert_worker(&why),
    };
    m.alert(text, true);
}

/// The position on the board changed (a move, another game): its hints and the game's review no
/// longer apply, and the workers stop finding them.
pub(super) fn forget_hints_and_review(m: &mut Model, fx: &mut Vec<Effect>) {
    stop_kind(m, JobKind::Hints, fx);
    stop_kind(m, JobKind::Review, fx);
    m.game.hints = None;
    m.game.review = None;
    m.game.marked = None;
}

/// Asks for a move when a character is to move (and the game is shown, not over, not paused, no
/// pass waits for the human's Pass, and the pool free), with a [`Msg::Beat`] timer of [`BEAT_MS`]
/// and, under a game clock, the budget of its time left (`clock::time_control`):
/// Slick Willy at full strength past his book on the whole pool when [`SPLIT_FROM`] workers are
/// ready ([`split::start`]), anyone else from the first worker. Before the worker's Ready nothing
/// is posted; Ready calls this again.
pub(super) fn think_if_computer(m: &mut Model, fx: &mut Vec<Effect>) {
    let waits = m.game.paused || m.game.pass_notice.is_some();
    if m.screen != Screen::Game || m.ended() || waits || !m.worker.free() {
        return;
    }
    let Some(character) = m.computer_to_move() else {
        return;
    };
    let job = Job::Move(MoveJob {
        character,
        answer: None,
        beat_over: false,
        started_ms: m.now_ms as u64,
    });
    let (position, seed) = (m.game.record.position(), m.game.seed);
    let player = m.player_of(character);
    let limits = split::limits(m, player);
    let think = |id| ToWorker::Think {
        id,
        position,
        player,
        control: TimeControl::Fixed(limits),
        seed,
    };
    let id = match split::start(m, job.clone(), player, &limits, fx) {
        Some(id) => id,
        None => start(m, job, think, fx),
    };
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
    /// Its pass: `None` for a failure, or a pass with no value.
    pub pass: Option<Pass>,
    /// The job's last reply (a failure is one).
    pub done: bool,
}

/// Unpacks a hints or study reply (a failure too); `None` for any other message.
pub(super) fn values_reply(message: FromWorker) -> Option<ValuesReply> {
    let (pass, done) = match message {
        FromWorker::Hints {
            hints, depth, done, ..
        } => (Some((hints, depth, Vec::new())), done),
        FromWorker::Study {
            hints,
            depth,
            pv,
            done,
            ..
        } => (Some((hints, depth, pv)), done),
        FromWorker::Failed { .. } => (None, true),
        _ => return None,
    };
    let pass = pass
        .filter(|(hints, _, _)| !hints.is_empty())
        .map(|(hints, depth, pv)| Pass { hints, depth, pv });
    Some(ValuesReply { pass, done })
}
