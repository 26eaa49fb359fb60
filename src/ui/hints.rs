//! The Hints switch: while it is on and a human is to move, the worker values every legal move
//! (pass by pass, deeper each time, exact near the end) and the board shows the values.
//!
//! Invariants: [`Hints`] belong to one position of the game, the one after `ply` moves; they are
//! shown only while that position is the live one. They are found by a [`Job::Hints`]; a move (by
//! either side), a new game, the switch turned off or an analysis stops it, by replacing the worker
//! if it is still busy. Hints shown to a human playing a character mark the game as `hinted`.

use super::effect::Effect;
use super::jobs;
use super::model::{Job, JobKind, Model};
use super::ops::say;
use crate::protocol::{FromWorker, ToWorker};

pub use super::model::Hints;
pub use super::text::signed;

/// The hints of the position on the board, if they are for it and it is the live one.
pub fn shown(m: &Model) -> Option<&Hints> {
    m.hints
        .as_ref()
        .filter(|h| m.prefs.hints && m.review.is_none() && h.ply == m.game.moves().len())
}

/// The Hints button or Alt+I: the switch flips and is remembered.
pub(super) fn toggle(m: &mut Model, fx: &mut Vec<Effect>) {
    m.prefs.hints = !m.prefs.hints;
    fx.push(Effect::StorePrefs(m.prefs.clone()));
    if m.prefs.hints {
        say(fx, "Hints on: every legal move shows its value in discs.");
    } else {
        forget(m, fx);
        say(fx, "Hints off.");
    }
}

/// Drops the hints, stopping the worker if it is still finding them.
pub(super) fn forget(m: &mut Model, fx: &mut Vec<Effect>) {
    m.hints = None;
    jobs::stop_kind(m, JobKind::Hints, fx);
}

/// Asks the worker for hints when they are wanted: the switch is on, a human is to move, the worker
/// is free, and this position has none yet.
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    let ply = m.game.moves().len();
    let have = m.hints.as_ref().is_some_and(|h| h.ply == ply);
    if !m.prefs.hints || !m.human_to_move() || !m.worker.free() || have {
        return;
    }
    m.hints = Some(Hints::asked(ply));
    if m.setup.opponent().is_some() {
        m.hinted = true;
    }
    let (position, time_ms) = (m.game.position(), m.prefs.willy_ms);
    let request = |id| ToWorker::Hints {
        id,
        position,
        time_ms,
    };
    jobs::start(m, Job::Hints { ply }, request, fx);
}

/// A reply to the hints job `id` (the update routed it here by its id): a pass, or a failure, which
/// ends the job with the values found so far.
pub(super) fn heard(m: &mut Model, message: FromWorker) {
    let Some(reply) = jobs::values_reply(message) else {
        return;
    };
    if let Some(h) = m.hints.as_mut() {
        if let Some(pass) = reply.pass {
            (h.list, h.depth) = (pass.hints, pass.depth);
        }
        h.done |= reply.done;
    }
    if reply.done {
        jobs::done(m, reply.id);
    }
}
