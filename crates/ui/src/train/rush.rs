//! Puzzle Streak and Puzzle Storm on the board ([`training::rush`]): a run starts once the puzzle
//! file is here, each answer moves it on (the next puzzle at once), and a Storm's clock is checked
//! by a tick every [`TICK_MS`] while it runs, on the page's clock ([`Model::now_ms`]), so the
//! native tests run it on fake time. A run that ends (a Streak's miss, a Storm's time up, or the
//! player leaving it) keeps its score as a personal best when it beats the old one; the wrong answer
//! that ended a Streak is explained, as any puzzle's.
//!
//! [`training::rush`]: ethello_model::training::rush

use super::super::effect::Effect;
use super::super::model::{Model, Screen, Wanted};
use super::super::msg::{Msg, TrainMsg};
use super::super::ops::say;
use super::puzzles;
use super::record::store;
use super::words;
use ethello_model::training::rush::{Mode, Outcome};

/// A running Storm's clock is checked and shown this often (ms).
pub const TICK_MS: f64 = 1000.0;

/// Starts a run of `mode` (once the puzzles are here).
pub(super) fn start(m: &mut Model, mode: Mode, fx: &mut Vec<Effect>) {
    leave(m, fx);
    m.train.practise = None;
    puzzles::want(m, Wanted::Rush(mode), fx);
    arm(m, fx);
}

/// Next on a run's board: once it is over, another run of the same mode ("Play again").
pub(super) fn again(m: &mut Model, fx: &mut Vec<Effect>) {
    let over = m.train.rush.as_ref().filter(|r| r.rush.over);
    if let Some(mode) = over.map(|r| r.rush.mode) {
        start(m, mode, fx);
    }
}

/// The puzzle on the board ended, `solved` or not: the run goes on with the next, or ends.
pub(super) fn answered(m: &mut Model, solved: bool, fx: &mut Vec<Effect>) {
    let now = m.now_ms;
    let Some(run) = m.train.rush.as_mut() else {
        return;
    };
    let outcome = match solved {
        true => run.rush.solved(now),
        false => run.rush.missed(now),
    };
    match outcome {
        Outcome::Next => {
            if !solved {
                say(fx, words::rush_missed());
            }
            puzzles::want(m, Wanted::RushNext, fx);
        }
        Outcome::Over(score) => finish(m, score, fx),
        Outcome::Ignored => {}
    }
}

/// A Storm's tick: its time checked (the run ends when it is up), and the next tick set.
pub(super) fn tick(m: &mut Model, fx: &mut Vec<Effect>) {
    let now = m.now_ms;
    let Some(run) = m.train.rush.as_mut() else {
        return;
    };
    run.tick_pending = false;
    if let Outcome::Over(score) = run.rush.tick(now) {
        finish(m, score, fx);
    }
    arm(m, fx);
}

/// Sets a Storm's next tick, unless one is on its way or the run is over.
pub(super) fn arm(m: &mut Model, fx: &mut Vec<Effect>) {
    let now = m.now_ms;
    let Some(run) = m.train.rush.as_mut() else {
        return;
    };
    let Some(left) = run.rush.left_ms(now).filter(|_| !run.rush.over) else {
        return;
    };
    if !std::mem::replace(&mut run.tick_pending, true) {
        let msg = Box::new(Msg::Train(TrainMsg::RushTick));
        let ms = TICK_MS.min(left.max(1.0));
        fx.push(Effect::After { ms, msg });
    }
}

/// The player leaves the run (Back, another drill): it ends, and its score counts.
pub(super) fn leave(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(mut run) = m.train.rush.take() else {
        return;
    };
    if let Outcome::Over(score) = run.rush.end() {
        m.train.progress.coach.best(run.rush.mode, score);
        store(m, fx);
    }
}

/// The run ended with `score`: the best kept, the player told; a Streak's last miss explained.
fn finish(m: &mut Model, score: u32, fx: &mut Vec<Effect>) {
    let Some(run) = m.train.rush.as_mut() else {
        return;
    };
    let mode = run.rush.mode;
    run.new_best = m.train.progress.coach.best(mode, score);
    store(m, fx);
    if let Some(run) = &m.train.rush {
        say(fx, words::rush_over_phrase(run, &m.train.progress.coach));
    }
    if mode == Mode::Streak && m.screen == Screen::Drill {
        puzzles::explain_wrong(m);
    }
}
