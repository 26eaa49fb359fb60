//! The Hints switch: while it is on and a human is to move, the worker values every legal move
//! (pass by pass, deeper each time, exact near the end) and the board shows the values.
//!
//! Invariants: [`Hints`] belong to one position of the game, the one after `ply` moves; they are
//! shown only while that position is the live one. A request runs as the worker's `job`; a move (by
//! either side), a new game, the switch turned off or an analysis cancels it, by replacing the
//! worker if it is still busy. Hints shown to a human playing a character mark the game as `hinted`.

use super::effect::Effect;
use super::model::Model;
use super::ops::say;
use super::play::stop_job;
use crate::engine::hints::{best, Hint};
use crate::protocol::ToWorker;

/// The values of the legal moves of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hints {
    /// The request that finds them.
    pub id: u32,
    /// The position's index in the game (the number of moves played before it).
    pub ply: usize,
    /// The latest completed pass, in square order (empty before the first one).
    pub list: Vec<Hint>,
    /// That pass's depth (60: to the end of the game).
    pub depth: u32,
    /// The worker has finished with this position.
    pub done: bool,
}

impl Hints {
    /// The best move's hint, if any pass completed.
    pub fn best(&self) -> Option<Hint> {
        best(&self.list)
    }

    /// Each hint with whether it is a best one (all the moves tied for the top score are).
    pub fn ranked(&self) -> impl Iterator<Item = (Hint, bool)> + '_ {
        let top = self.best().map(|b| b.score);
        self.list.iter().map(move |h| (*h, Some(h.score) == top))
    }

    /// Words for the status beside the board: how far the worker got.
    pub fn progress_text(&self) -> String {
        let exact = self.list.first().is_some_and(|h| h.exact);
        match (self.done, self.list.is_empty(), exact) {
            (_, _, true) => "Hints: exact values (perfect play to the end).".to_string(),
            (true, true, _) => "Hints: no values in the time allowed.".to_string(),
            (true, false, _) => format!("Hints: {} moves ahead.", self.depth),
            (false, true, _) => "Hints: thinking…".to_string(),
            (false, false, _) => format!("Hints: {} moves ahead, thinking deeper…", self.depth),
        }
    }
}

/// The hint text of a value: `+4`, `-2`, `0`.
pub fn signed(score: i32) -> String {
    if score > 0 {
        format!("+{score}")
    } else {
        score.to_string()
    }
}

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
    if let Some(h) = m.hints.take() {
        if m.worker.job == Some(h.id) {
            stop_job(m, fx);
        }
    }
}

/// Asks the worker for hints when they are wanted: the switch is on, a human is to move, the worker
/// is free, and this position has none yet.
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    let ply = m.game.moves().len();
    let have = m.hints.as_ref().is_some_and(|h| h.ply == ply);
    if !m.prefs.hints || !m.human_to_move() || !m.worker.free() || have {
        return;
    }
    let id = m.worker.take_id();
    m.worker.job = Some(id);
    m.hints = Some(Hints {
        id,
        ply,
        list: Vec::new(),
        depth: 0,
        done: false,
    });
    if m.setup.opponent().is_some() {
        m.hinted = true;
    }
    fx.push(Effect::Post(ToWorker::Hints {
        id,
        position: m.game.position(),
        time_ms: m.prefs.willy_ms,
    }));
}

/// A pass of hints for request `id` came in.
pub(super) fn heard(m: &mut Model, id: u32, list: Vec<Hint>, depth: u32, done: bool) {
    let Some(h) = m.hints.as_mut().filter(|h| h.id == id) else {
        return;
    };
    if !list.is_empty() {
        h.list = list;
        h.depth = depth;
    }
    h.done |= done;
    if done && m.worker.job == Some(id) {
        m.worker.job = None;
    }
}
