//! The player's own mistakes, replayed: "You played b2 here: find better". The worker values every
//! legal move of the position ([`values`]); a move within
//! [`GOOD_ENOUGH`](super::super::model::GOOD_ENOUGH) discs of the best is found. Found, a mistake
//! moves one box on in the spaced repetition; missed, it is due again tomorrow.

use super::super::effect::Effect;
use super::super::model::{Drill, MistakeRun, MistakeState, Model, Question, GOOD_ENOUGH};
use super::super::ops::{move_sound, open_drill, say, sound};
use super::record::{mistake_judged, store};
use super::{values, words};
use crate::phrase;
use ethello_engine::hints::Hint;
use ethello_engine::Square;
use ethello_model::protocol::FromWorker;

/// The time the worker spends valuing a mistake's moves, in milliseconds.
const VALUES_MS: u64 = 3000;

/// Opens the first mistake that is due.
pub(super) fn open(m: &mut Model, fx: &mut Vec<Effect>) {
    let today = m.train.today;
    let Some((index, _)) = m.train.progress.due_mistakes(today).next() else {
        return m.alert(words::no_mistake_due(), false);
    };
    open_at(m, index, fx);
}

/// Opens the mistake at `index` of the progress's list, due or not.
pub(super) fn open_at(m: &mut Model, index: usize, fx: &mut Vec<Effect>) {
    let Some(mistake) = m.train.progress.mistakes.get(index) else {
        return;
    };
    let run = MistakeRun {
        index,
        mistake: mistake.clone(),
        values: None,
        state: MistakeState::Playing,
        counted: false,
    };
    let prompt = words::mistake_prompt(&run.mistake);
    open_drill(m, Drill::Mistake(run), prompt, fx);
}

/// The worker values the mistake's moves, unless it has.
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(Drill::Mistake(run)) = &m.train.drill else {
        return;
    };
    if run.values.is_some() {
        return;
    }
    let position = run.mistake.position;
    if let Some(Drill::Mistake(run)) = &mut m.train.drill {
        run.values = Some((Vec::new(), 0));
    }
    values::ask(m, position, VALUES_MS, fx);
}

/// A pass of the values came: kept, and a move waiting for them is judged once they are deep
/// enough.
pub(super) fn heard(m: &mut Model, message: FromWorker, fx: &mut Vec<Effect>) {
    let Some((pass, ready)) = values::heard(message) else {
        return;
    };
    let Some(Drill::Mistake(run)) = &mut m.train.drill else {
        return;
    };
    if pass.is_some() {
        run.values = pass;
    }
    if let (true, MistakeState::Judging(sq)) = (ready, run.state) {
        judge(m, sq, fx);
    }
}

/// A square played on the mistake's board: judged now when the values are deep enough, else when
/// they are.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let Some(Drill::Mistake(run)) = &mut m.train.drill else {
        return;
    };
    if run.state != MistakeState::Playing || !run.mistake.position.board.is_legal(sq) {
        return;
    }
    let player = run.mistake.position.side;
    let ready = run
        .values
        .as_ref()
        .is_some_and(|(v, d)| !v.is_empty() && *d >= values::JUDGE_DEPTH);
    run.state = MistakeState::Judging(sq);
    sound(m, move_sound(player), fx);
    if ready || m.worker.running.is_none() {
        judge(m, sq, fx);
    } else {
        say(fx, phrase::train_judging());
    }
}

/// Judges `sq` by the values so far: found when within [`GOOD_ENOUGH`] of the best.
fn judge(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let today = m.train.today;
    let Some(Drill::Mistake(run)) = &mut m.train.drill else {
        return;
    };
    let values: Vec<Hint> = run
        .values
        .as_ref()
        .map(|(v, _)| v.clone())
        .unwrap_or_default();
    let best = values.iter().map(|h| h.score).max();
    let value = values.iter().find(|h| h.square == sq).map(|h| h.score);
    let found = match (value, best) {
        (Some(v), Some(b)) => v >= b - GOOD_ENOUGH,
        // No values (the worker failed): the review's best move is the answer.
        _ => sq == run.mistake.best,
    };
    run.state = match found {
        true => MistakeState::Right(sq),
        false => MistakeState::Wrong(sq, value.unwrap_or(0)),
    };
    let text = words::mistake_judged(sq, found, value, (run.best_move(), best));
    let (index, position, best_move) = (run.index, run.mistake.position, run.best_move());
    if !found {
        let vs = Some(best_move).filter(|&b| b != sq);
        m.why.ask(Question {
            position,
            played: sq,
            vs,
        });
    }
    say(fx, text);
    if std::mem::replace(&mut run.counted, true) {
        return;
    }
    mistake_judged(m, index, found);
    if let Some(kept) = m.train.progress.mistakes.get_mut(index) {
        kept.schedule = kept.schedule.after(today, found);
    }
    if found {
        let learned = m
            .train
            .progress
            .mistakes
            .get(index)
            .is_some_and(|k| k.schedule.learned());
        if learned {
            m.train.progress.mistakes.remove(index);
        }
    }
    store(m, fx);
}
