//! Slick Willy's move split over the pool: the page is the transport of
//! [`split`](ethello_engine::search::split), as threads are natively.
//!
//! Every move's limits come from the game's [`Timekeeper`] ([`limits`], under the computer's time
//! control, [`clock::time_control`]: Willy's setting, which his time bank spreads over the game,
//! or a game clock's budget; the bank lives in the page, so that it hears his moves whether one
//! worker searched them or all did, [`spent`]). The page holds the coordinator of a split move, a
//! [`SplitMove`]: the [`Deepening`] driver within those limits. A board that may still be in the
//! opening book goes to one worker, whose session has the book (the page's download carries
//! none). Each ready worker without a task gets the driver's next task as a
//! [`ToWorker::Split`]; each answer is read by the driver with the page's clock
//! ([`Model::now_ms`], counted from the move's start), and the freed worker gets the next task.
//!
//! The search ends when the driver finishes (an iteration read with no time for another, or the
//! exact score), at its deadline (a [`Msg::MoveDeadline`] timer, or an answer read after it; a
//! deadline that ends a deepening which a win/draw/loss solve follows starts that solve instead,
//! see [`Deepening::time_up`]), or when the job is stopped. A worker cannot be interrupted, so
//! every task carries the move's deadline and stops itself by then. Tasks still out when the
//! search ends at its deadline are about to answer: the move waits for them, so that the next job
//! finds its workers free. Tasks still out when it ends earlier (tests no longer needed) may run
//! on till the deadline: their workers are replaced.

use super::tasks::{assign, begin, drop_tasks};
use crate::clock;
use crate::effect::Effect;
use crate::model::{Job, Model, MoveSearch, Running, SplitMove};
use crate::msg::Msg;
use ethello_engine::search::split::Deepening;
use ethello_engine::search::split::Done;
use ethello_engine::search::{Host, Limits};
use ethello_engine::{Move, Player, Timekeeper};
use ethello_model::protocol::ToWorker;

/// Willy's move is split when at least this many workers are ready (one worker searches it alone,
/// with the single search's finer use of the clock), on every ready worker, even with no core
/// left to the page: on two cores, two split workers (the Automatic pool) left the page no more
/// main-thread tasks over 50 ms than one worker alone (1 and 7 in 44 moves, against 5 and 8, on
/// a loaded machine), at the same depth (docs/experiments/workers.md, "Every core by default").
pub const SPLIT_FROM: usize = 2;

/// A search that ends this close to its tasks' deadline (ms) waits for their answers instead of
/// replacing their workers.
const DRAIN_MS: u64 = 100;

/// The driver's clock: the milliseconds since the move started, on the page's clock.
struct PageClock(u64);

impl Host for PageClock {
    fn elapsed_ms(&mut self) -> u64 {
        self.0
    }
}

/// The limits of `player`'s move in the game's position under the computer's time control
/// (Slick Willy's setting, or the game clock's budget: [`clock::time_control`]), from the game's
/// timekeeper.
pub(crate) fn limits(m: &mut Model, player: Player) -> Limits {
    let control = clock::time_control(m);
    let board = m.game.record.position().board;
    timekeeper(m).limits(player, control, board)
}

/// The move whose [`limits`] were asked last was searched (not a book move) in `ms`, on the
/// page's clock: Willy's time bank hears it.
pub(crate) fn spent(m: &mut Model, ms: u64) {
    timekeeper(m).spent(ms);
}

/// The game's timekeeper (a new one with each game seed, as a worker's session restarts).
fn timekeeper(m: &mut Model) -> &mut Timekeeper {
    let seed = m.game.seed;
    let slot = &mut m.worker.timekeeper;
    if slot.as_ref().is_none_or(|(s, _)| *s != seed) {
        *slot = Some((seed, Timekeeper::new()));
    }
    &mut slot.as_mut().expect("just filled").1
}

/// Starts the move `job` split over the pool within `limits` when `player`'s move is the full
/// engine's search past his book and at least [`SPLIT_FROM`] workers are ready, with a
/// [`Msg::MoveDeadline`] timer; returns the job's id, or `None` when the move is not split (the
/// caller asks one worker). The best moves are split below the root too from four workers on
/// ([`Deepening::for_workers`]), as natively.
pub(crate) fn start(
    m: &mut Model,
    job: Job,
    player: Player,
    limits: &Limits,
    fx: &mut Vec<Effect>,
) -> Option<u32> {
    let ready = m.worker.ready_slots().len();
    let board = m.game.record.position().board;
    if !player.searches_past_book(board) || ready < SPLIT_FROM {
        return None;
    }
    let driver = Deepening::new(board, limits, true, m.worker.next_task).for_workers(ready);
    let id = begin(m, job);
    m.worker.split = Some(SplitMove {
        id,
        driver: Box::new(driver),
        limits: *limits,
        started_ms: m.now_ms,
        deadline_ms: None,
    });
    dispatch(m, fx);
    arm(m, fx);
    Some(id)
}

/// The milliseconds since the split move started.
fn elapsed(split: &SplitMove, now_ms: f64) -> u64 {
    (now_ms - split.started_ms).max(0.0) as u64
}

/// Gives every ready worker without a task the driver's next task, if it has one.
pub(crate) fn dispatch(m: &mut Model, fx: &mut Vec<Effect>) {
    for slot in m.worker.ready_slots() {
        if m.worker.slots[slot].task.is_some() {
            continue;
        }
        let now = m.now_ms;
        let Some(split) = m.worker.split.as_mut() else {
            return;
        };
        let spent = elapsed(split, now);
        let deadline = split.driver.deadline_ms();
        let Some(task) = split.driver.next_task(slot) else {
            continue;
        };
        split.deadline_ms = deadline.max(split.deadline_ms);
        let stop_ms = deadline.map(|t| t.saturating_sub(spent).max(1));
        let id = split.id;
        assign(m, slot, ToWorker::Split { id, task, stop_ms }, fx);
    }
}

/// A timer for the split move's deadline (the driver's of the moment: an exact solve may move it).
fn arm(m: &Model, fx: &mut Vec<Effect>) {
    let Some(split) = m.worker.split.as_ref() else {
        return;
    };
    if let Some(t) = split.driver.deadline_ms() {
        let ms = t.saturating_sub(elapsed(split, m.now_ms)).max(1);
        let msg = Box::new(Msg::MoveDeadline { id: split.id });
        fx.push(Effect::After { ms: ms as f64, msg });
    }
}

/// The answer `done` to a task of move request `id` from the worker of `slot` (whose task
/// [`hear`](super::hear) has ended): the driver reads it, then the search ends or goes on.
pub(crate) fn heard(m: &mut Model, slot: usize, id: u32, done: Done, fx: &mut Vec<Effect>) {
    let now = m.now_ms;
    let Some(split) = m.worker.split.as_mut().filter(|s| s.id == id) else {
        return;
    };
    let mut clock = PageClock(elapsed(split, now));
    let done = Done {
        worker: slot,
        ..done
    };
    split.driver.on_done(&done, &mut clock);
    if split.driver.deadline_ms().is_some_and(|t| clock.0 >= t) {
        return time_up(m, fx);
    }
    match split.driver.finished() {
        true => conclude(m, fx),
        false => dispatch(m, fx),
    }
}

/// The deadline timer of move request `id`: the search stops, unless an exact solve moved the
/// deadline on (a new timer then) or the deadline ends a deepening that a win/draw/loss solve
/// follows (its tasks, and a new timer).
pub(crate) fn deadline(m: &mut Model, id: u32, fx: &mut Vec<Effect>) {
    let now = m.now_ms;
    let Some(split) = m.worker.split.as_mut().filter(|s| s.id == id) else {
        return;
    };
    match split.driver.deadline_ms() {
        Some(t) if t > elapsed(split, now) => arm(m, fx),
        _ => time_up(m, fx),
    }
}

/// The split move's deadline has passed: the driver ends the search (the move is concluded) or
/// starts its win/draw/loss stage (its tasks, and a timer for the stage's later deadline).
fn time_up(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(split) = m.worker.split.as_mut() else {
        return;
    };
    split.driver.time_up();
    match split.driver.finished() {
        true => conclude(m, fx),
        false => {
            dispatch(m, fx);
            arm(m, fx);
        }
    }
}

/// The search is over: the time bank hears its time, tasks out are waited for (at the deadline) or
/// their workers replaced, and the move job has its answer.
fn conclude(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(split) = m.worker.split.take() else {
        return;
    };
    let spent = elapsed(&split, m.now_ms);
    let report = split.driver.report();
    m.worker.next_task = split.driver.next_id();
    timekeeper(m).spent(spent);
    m.worker.last_move = Some(MoveSearch {
        depth: report.depth,
        nodes: report.nodes,
        exact: report.exact,
        ms: spent,
        workers: m.worker.ready_slots().len(),
    });
    let drains = split.deadline_ms.is_some_and(|t| spent + DRAIN_MS >= t);
    if !drains {
        drop_tasks(m, fx);
    }
    answer(m, report.best);
}

/// The running move job's answer is in.
fn answer(m: &mut Model, best: Move) {
    if let Some(Running {
        job: Job::Move(mv), ..
    }) = m.worker.running.as_mut()
    {
        mv.answer = Some(best);
    }
}
