//! The pool's primitives that every job uses: a job begins with a fresh id, a worker gets its task
//! and the request is posted, a worker is replaced. A leaf: `jobs` and its split move both use it.

use crate::effect::Effect;
use crate::model::{Job, Model, Running, Slot, Task};
use ethello_model::protocol::ToWorker;

/// `job` runs from now on, with a fresh id.
pub(super) fn begin(m: &mut Model, job: Job) -> u32 {
    debug_assert!(m.worker.free(), "a job starts only on a free pool");
    let id = m.worker.take_id();
    m.worker.running = Some(Running { id, job });
    id
}

/// Gives the worker of `slot` its task and posts it.
pub(super) fn assign(m: &mut Model, slot: usize, request: ToWorker, fx: &mut Vec<Effect>) {
    m.worker.slots[slot].task = Some(Task { request, tries: 0 });
    post(m, slot, fx);
}

/// Posts the task of `slot` to its worker.
pub(super) fn post(m: &mut Model, slot: usize, fx: &mut Vec<Effect>) {
    if let Some(task) = m.worker.slots[slot].task.as_mut() {
        task.tries += 1;
        let request = task.request.clone();
        fx.push(Effect::Post { slot, request });
    }
}

/// Replaces every worker that still has a task.
pub(super) fn drop_tasks(m: &mut Model, fx: &mut Vec<Effect>) {
    for slot in 0..m.worker.slots.len() {
        if m.worker.slots[slot].task.take().is_some() {
            spawn(m, slot, None, fx);
        }
    }
}

/// Starts a new worker in `slot` with `task` to do once it is ready; replies from the worker it
/// replaces are ignored from now on.
pub(super) fn spawn(m: &mut Model, slot: usize, task: Option<Task>, fx: &mut Vec<Effect>) {
    let w = &mut m.worker;
    w.generation += 1;
    let generation = w.generation;
    let fresh = Slot {
        task,
        ..Slot::starting(generation)
    };
    match w.slots.get_mut(slot) {
        Some(s) => *s = fresh,
        None => w.slots.push(fresh),
    }
    fx.push(Effect::SpawnWorker { slot, generation });
}
