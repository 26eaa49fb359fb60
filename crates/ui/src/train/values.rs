//! The worker's values of every legal move, for a drill that must judge a move the puzzle file does
//! not value (a mistake replayed, an opening answer outside the book): the hints' passes, judged
//! once a pass reaches [`JUDGE_DEPTH`] plies or the job ends.

use super::super::effect::Effect;
use super::super::jobs;
use super::super::model::{Job, Model};
use ethello_engine::hints::Hint;
use ethello_engine::Position;
use ethello_model::protocol::{FromWorker, ToWorker};

/// The depth a pass must reach before a move is judged by it (or the exact pass, or the end).
pub const JUDGE_DEPTH: u32 = 8;

/// Asks the pool for the values of every legal move of `position`, within `time_ms`.
pub(super) fn ask(m: &mut Model, position: Position, time_ms: u64, fx: &mut Vec<Effect>) {
    let request = |id| ToWorker::Hints {
        id,
        position,
        time_ms,
        moves: None,
    };
    jobs::start(m, Job::Values { position }, request, fx);
}

/// A pass of the values: every legal move's value, and the pass's depth.
pub(super) type Pass = (Vec<Hint>, u32);

/// A reply of the values job: its pass, if it has one, and whether a move may now be judged (the
/// pass is deep enough, or the job is over).
pub(super) fn heard(message: FromWorker) -> Option<(Option<Pass>, bool)> {
    let reply = jobs::values_reply(message)?;
    let pass = reply.pass.map(|p| (p.hints, p.depth));
    let ready = reply.done || pass.as_ref().is_some_and(|(_, d)| *d >= JUDGE_DEPTH);
    Some((pass, ready))
}

/// The best value among `values`, and the value of `square` there.
pub(super) fn best_and(
    values: &[Hint],
    square: ethello_engine::Square,
) -> (Option<i32>, Option<i32>) {
    let best = values.iter().map(|h| h.score).max();
    let value = values.iter().find(|h| h.square == square).map(|h| h.score);
    (best, value)
}
