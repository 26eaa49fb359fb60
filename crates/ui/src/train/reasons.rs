//! Reason drills on the board (issue 48, [`training::drills`]): the file fetched the first time
//! one is asked for ([`Effect::FetchDrills`]), then a drill: the player clicks one of its two moves
//! and picks a reason from its choices, in either order; once both are picked the move and the
//! reason are graded apart, and the drill's reason is marked in his weak spots (right when he named
//! it). Next gives another; Retry the same again.
//!
//! [`training::drills`]: ethello_model::training::drills

use std::rc::Rc;

use super::super::effect::Effect;
use super::super::model::{Drill, Model, ReasonRun};
use super::super::ops::{open_drill, say};
use super::record::store;
use super::words;
use ethello_engine::Square;
use ethello_model::training::coach::Topic;
use ethello_model::training::drills::{self, Grade};

/// A reason drill: the next one, once the file is here (it is fetched the first time).
pub(super) fn open(m: &mut Model, fx: &mut Vec<Effect>) {
    let all = match &m.train.reasons {
        Some(Some(all)) => all.clone(),
        Some(None) => return,
        None => {
            m.train.reasons = Some(None);
            return fx.push(Effect::FetchDrills);
        }
    };
    m.train.served += 1;
    let i = (m.train.served.wrapping_mul(7919) ^ m.game.seed) % all.len().max(1) as u64;
    let Some(drill) = all.get(i as usize).copied() else {
        return;
    };
    let prompt = words::reason_prompt(&drill);
    open_drill(m, Drill::Reason(ReasonRun::new(drill)), prompt, fx);
}

/// The drill file came: read, and the first drill opened.
pub(super) fn loaded(m: &mut Model, text: &str, fx: &mut Vec<Effect>) {
    match drills::parse(text) {
        Ok(all) if !all.is_empty() => {
            m.train.reasons = Some(Some(Rc::new(all)));
            open(m, fx);
        }
        Ok(_) => failed(m, "no drill"),
        Err(e) => failed(m, &e),
    }
}

/// The drill file could not be had: the player is told (a later try fetches it again).
pub(super) fn failed(m: &mut Model, why: &str) {
    m.train.reasons = None;
    m.alert(words::drills_failed(why), false);
}

/// A square clicked on the drill's board: the move picked.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    pick(m, Some(sq), None, fx);
}

/// A reason picked.
pub(super) fn reason(m: &mut Model, topic: Topic, fx: &mut Vec<Effect>) {
    pick(m, None, Some(topic), fx);
}

/// Retry: the same drill, nothing picked.
pub(super) fn retry(m: &mut Model) {
    if let Some(Drill::Reason(run)) = &mut m.train.drill {
        *run = ReasonRun::new(run.drill);
    }
}

/// A pick; graded once both are made.
fn pick(m: &mut Model, sq: Option<Square>, topic: Option<Topic>, fx: &mut Vec<Effect>) {
    let Some(Drill::Reason(run)) = &mut m.train.drill else {
        return;
    };
    let run_before = *run;
    let grade = run.pick(sq, topic);
    let run = *run;
    match grade {
        Some(grade) => graded(m, &run, grade, fx),
        None if run.picked != run_before.picked => {
            if let Some(sq) = run.picked.filter(|_| run.reason.is_none()) {
                say(fx, words::reason_now_why(sq));
            }
        }
        None => {}
    }
}

/// The grade: said, and the drill's reason marked in the weak spots.
fn graded(m: &mut Model, run: &ReasonRun, grade: Grade, fx: &mut Vec<Effect>) {
    let today = m.train.today;
    let coach = &mut m.train.progress.coach;
    coach.mark(today, run.drill.reason, grade.reason_right);
    store(m, fx);
    say(fx, words::reason_result(&run.drill, grade));
}
