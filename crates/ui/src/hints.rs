//! The Hints switch: while it is on and a human is to move, the worker values every legal move
//! (pass by pass, deeper each time, exact near the end) and the board shows the values.
//!
//! Invariants: [`Hints`] belong to one position of the game, the one after `ply` moves; they are
//! shown only while that position is the live one. They are found by a [`Job::Hints`] split over the
//! ready workers, one share of the legal moves each, whose passes are merged so that the values
//! shown come from one depth ([`Passes`](crate::Passes)); a move (by either side), a new
//! game, the switch turned off or a review stops it, by replacing the workers still busy. Hints
//! shown to a human playing a character mark the game as `hinted`.

use super::effect::Effect;
use super::jobs;
use super::model::{Job, JobKind, Model, Screen};
use super::ops::say;
use super::words::{hint_reason, phrase};
use ethello_engine::Square;
use ethello_model::protocol::{FromWorker, ToWorker};

pub use super::model::Hints;
pub use super::text::signed;

/// The hints of the position on the board, if they are for it and it is the live one.
pub fn shown(m: &Model) -> Option<&Hints> {
    m.game.hints.as_ref().filter(|h| {
        m.prefs.hints && m.game.replay.is_none() && h.ply == m.game.record.moves().len()
    })
}

/// The hinted moves of the board shown with their values: the game's hints, or the analysis
/// board's values (none while it shows an explanation's line).
pub fn values(m: &Model) -> Vec<(Square, i32)> {
    match m.screen {
        Screen::Study if m.study.refute.is_none() => {
            let verdict = m.study.current_verdict();
            verdict.map_or(Vec::new(), |v| {
                v.hints.iter().map(|h| (h.square, h.score)).collect()
            })
        }
        Screen::Game => shown(m).map_or(Vec::new(), |h| {
            h.list.iter().map(|h| (h.square, h.score)).collect()
        }),
        _ => Vec::new(),
    }
}

/// "W" on the board's square `sq`: the one-line reason of its hinted move, said in the live
/// region (or that it has no hint).
pub(super) fn say_reason(m: &Model, sq: Square, fx: &mut Vec<Effect>) {
    let w = &m.words;
    let value = values(m).into_iter().find(|&(s, _)| s == sq);
    let (position, _) = m.shown_position();
    let reason = value.and_then(|_| hint_reason(w, position, sq));
    let said = match (value, reason) {
        (Some((_, v)), Some(reason)) => phrase::why_hint_say(&sq, signed(v), reason),
        _ => phrase::why_hint_none(&sq),
    };
    say(fx, said);
}

/// The Hints button or Alt+I: the switch flips and is remembered.
pub(super) fn toggle(m: &mut Model, fx: &mut Vec<Effect>) {
    m.prefs.hints = !m.prefs.hints;
    fx.push(Effect::StorePrefs(m.prefs.clone()));
    if m.prefs.hints {
        say(fx, phrase::say_hints_on());
    } else {
        forget(m, fx);
        say(fx, phrase::say_hints_off());
    }
}

/// Drops the hints, stopping the worker if it is still finding them.
pub(super) fn forget(m: &mut Model, fx: &mut Vec<Effect>) {
    m.game.hints = None;
    jobs::stop_kind(m, JobKind::Hints, fx);
}

/// Asks the workers for hints when they are wanted: the switch is on, a human is to move, the pool
/// is free, and this position has none yet (never in an online game). The legal moves are dealt
/// round-robin over the ready workers, one move (or more) each.
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    let ply = m.game.record.moves().len();
    let have = m.game.hints.as_ref().is_some_and(|h| h.ply == ply);
    // No engine help against a person online: the game is the server's and fair.
    let online = m.online.is_some();
    if !m.prefs.hints || !m.human_to_move() || !m.worker.free() || have || online {
        return;
    }
    let (position, time_ms) = (m.game.record.position(), m.prefs.willy_ms);
    let legal: Vec<Square> = position.board.legal_moves().squares().collect();
    m.game.hints = Some(Hints::asked(ply, legal.len()));
    if m.game.setup.opponent().is_some() {
        m.game.hinted = true;
    }
    let shares = m.worker.ready_slots().len().min(legal.len()).max(1);
    let request = |id, k| ToWorker::Hints {
        id,
        position,
        time_ms,
        moves: (shares > 1).then(|| deal(&legal, k, shares)),
    };
    jobs::start_split(m, Job::Hints { ply }, shares, request, fx);
}

/// Share `k` of `shares` of the moves: every `shares`-th move from the `k`-th.
fn deal(moves: &[Square], k: usize, shares: usize) -> Vec<Square> {
    moves.iter().copied().skip(k).step_by(shares).collect()
}

/// A reply to the hints job (the update routed it here by its id): a pass of one worker's share
/// is merged; the job ends when every worker is done or one failed, with the values found so far.
pub(super) fn heard(m: &mut Model, message: FromWorker) {
    let Some(reply) = jobs::values_reply(message) else {
        return;
    };
    let over = !m.worker.busy();
    if let Some(h) = m.game.hints.as_mut() {
        if let Some(pass) = reply.pass {
            h.heard(pass.depth, &pass.hints);
        }
        h.done |= over;
    }
}
