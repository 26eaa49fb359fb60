//! Training: the Train screen and its drills on the game screen's board: puzzles from real games
//! (a stream at the player's rating with filters, the daily puzzle, `#puzzle=ID`), the player's own
//! mistakes replayed, and the opening trainer; the rating they and the games feed; the progress
//! exported and imported.
//!
//! The puzzle file is fetched the first time something needs it ([`Effect::FetchPuzzles`]); what was
//! asked for meanwhile ([`Wanted`]) opens when it comes. A drill's board is its own (the game on the
//! game screen is left as it was). The worker helps two drills: a mistake's moves are valued by a
//! [`Job::Values`] (the hints' passes), and the opening trainer asks the book ([`Job::Book`]) for the
//! moves of each position, and for values when the player leaves the book. Every change of the
//! progress is stored ([`Effect::StoreProgress`]).
//!
//! Parts: [`puzzles`] (the stream, the daily puzzle, a try), [`mistakes`], [`lines`] (the opening
//! trainer), [`rush`] (Puzzle Streak and Storm), [`reasons`] (reason drills), [`coach`] (the weak spots and "Practise this"),
//! [`record`] (the rating and the file), [`words`] (what the player reads).

mod coach;
mod lines;
mod mistakes;
mod puzzles;
mod reasons;
mod record;
mod rush;
mod values;
pub mod words;

use super::effect::{Effect, Focus};
use super::jobs;
use super::model::{Drill, JobKind, Model, Origin, Question, Screen};
use super::msg::TrainMsg;
use super::ops::{open_study, show};
use ethello_engine::{Game, Square};
use ethello_model::protocol::FromWorker;

/// Handles a training message.
pub(super) fn msg(m: &mut Model, msg: TrainMsg, fx: &mut Vec<Effect>) {
    match msg {
        TrainMsg::Open => {
            leave_drill(m, fx);
            show(m, Screen::Train);
            puzzles::fetch(m, fx);
        }
        TrainMsg::PuzzlesLoaded(text) => {
            puzzles::loaded(m, &text, fx);
            rush::arm(m, fx);
        }
        TrainMsg::PuzzlesFailed(why) => puzzles::failed(m, why),
        TrainMsg::Next if m.train.rush.is_some() => rush::again(m, fx),
        TrainMsg::Next if m.train.practise.is_some() => coach::next(m, fx),
        TrainMsg::Next => match m.train.drill {
            Some(Drill::Mistake(_)) => mistakes::open(m, fx),
            Some(Drill::Reason(_)) => reasons::open(m, fx),
            Some(Drill::Opening(_)) => lines::open(m, fx),
            _ => puzzles::want(m, super::model::Wanted::Next, fx),
        },
        TrainMsg::Daily => puzzles::want(m, super::model::Wanted::Daily, fx),
        TrainMsg::Puzzle(id) => puzzles::want(m, super::model::Wanted::Puzzle(id), fx),
        TrainMsg::Filter(filter) => m.train.filter = filter,
        TrainMsg::Retry => retry(m, fx),
        TrainMsg::Solution => puzzles::solution(m, fx),
        TrainMsg::Study => study(m, fx),
        TrainMsg::Mistakes => mistakes::open(m, fx),
        TrainMsg::LineOpening(opening) => m.train.line.opening = opening,
        TrainMsg::LineColor(color) => m.train.line.player = color,
        TrainMsg::Line => lines::open(m, fx),
        TrainMsg::Back => {
            leave_drill(m, fx);
            show(m, Screen::Train);
        }
        TrainMsg::Export => record::export(m, fx),
        TrainMsg::Import => fx.push(Effect::PickProgressFile),
        TrainMsg::ImportRead(bytes) => record::import(m, &bytes, fx),
        TrainMsg::Rush(mode) => rush::start(m, mode, fx),
        TrainMsg::RushTick => rush::tick(m, fx),
        TrainMsg::Reasons => reasons::open(m, fx),
        TrainMsg::DrillsLoaded(text) => reasons::loaded(m, &text, fx),
        TrainMsg::DrillsFailed(why) => reasons::failed(m, &why),
        TrainMsg::PickReason(topic) => reasons::reason(m, topic, fx),
        TrainMsg::Practise(topic) => {
            leave_drill(m, fx);
            coach::practise(m, topic, fx);
        }
    }
}

/// A click (or Enter) on a square of the drill's board.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    match m.train.drill {
        Some(Drill::Puzzle { .. }) => {
            if let Some((solved, Origin::Rush)) = puzzles::click(m, sq, fx) {
                rush::answered(m, solved, fx);
            }
        }
        Some(Drill::Mistake(_)) => mistakes::click(m, sq, fx),
        Some(Drill::Opening(_)) => lines::click(m, sq, fx),
        Some(Drill::Reason(_)) => reasons::click(m, sq, fx),
        None => {}
    }
}

/// A reply to a training job (the update routed it here by its id).
pub(super) fn heard(m: &mut Model, kind: JobKind, message: FromWorker, fx: &mut Vec<Effect>) {
    match kind {
        JobKind::Values => match m.train.drill {
            Some(Drill::Mistake(_)) => mistakes::heard(m, message, fx),
            Some(Drill::Opening(_)) => lines::heard_values(m, message, fx),
            _ => {}
        },
        JobKind::Book => lines::heard_book(m, message, fx),
        _ => {}
    }
}

/// Asks the worker for what the drill on the board needs, when the pool is free.
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.screen != Screen::Drill || !m.worker.free() {
        return;
    }
    match m.train.drill {
        Some(Drill::Mistake(_)) => mistakes::want(m, fx),
        Some(Drill::Opening(_)) => lines::want(m, fx),
        _ => {}
    }
}

/// The page address names a puzzle (`puzzle=ID`) or the daily one (`daily`): opens it and returns
/// true; anything else is not training's.
pub(super) fn open_link(m: &mut Model, text: &str, fx: &mut Vec<Effect>) -> bool {
    let text = text.trim();
    let wanted = match text.strip_prefix("puzzle=") {
        Some(id) => match id.parse() {
            Ok(id) => super::model::Wanted::Puzzle(id),
            Err(_) => {
                m.alert(words::no_such_puzzle(id), false);
                return true;
            }
        },
        None if text == "daily" => super::model::Wanted::Daily,
        None => return false,
    };
    puzzles::want(m, wanted, fx);
    true
}

/// The stored progress at start-up: read back; a damaged store is kept aside (never overwritten
/// silently) and the player is told.
pub(super) fn restore(m: &mut Model, text: &str, fx: &mut Vec<Effect>) {
    match ethello_model::training::progress::parse(text.as_bytes()) {
        Ok((progress, ..)) => m.train.progress = progress,
        Err(e) => {
            fx.push(Effect::SetAsideProgress);
            m.alert(words::stored_progress_unreadable(&e.to_string()), false);
        }
    }
}

/// Retry: the puzzle or the mistake from its start.
fn retry(m: &mut Model, fx: &mut Vec<Effect>) {
    match &mut m.train.drill {
        Some(Drill::Puzzle { solving, .. }) => solving.retry(),
        Some(Drill::Mistake(run)) => run.state = super::model::MistakeState::Playing,
        Some(Drill::Opening(_)) => return lines::open(m, fx),
        Some(Drill::Reason(_)) => reasons::retry(m),
        None => return,
    }
    let (position, _) = m.train.drill.as_ref().map(Drill::shown).unzip();
    if let Some(p) = position {
        fx.push(Effect::Announce(words::retry(p.side)));
    }
    fx.push(Effect::Focus(Focus::Board(m.focus)));
}

/// "Analyse this position": the drill's position, with the moves that led there, on the analysis
/// board.
fn study(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(drill) = &m.train.drill else { return };
    let (line, ply) = match drill {
        Drill::Opening(run) => (run.game.clone(), run.game.moves().len()),
        Drill::Puzzle { solving, .. } => (Game::from_position(solving.puzzle.position), 0),
        Drill::Mistake(run) => (Game::from_position(run.mistake.position), 0),
        Drill::Reason(run) => (Game::from_position(run.drill.position), 0),
    };
    leave_drill(m, fx);
    open_study(m, line, ply, fx);
}

/// An explanation came, with its tags: the weak spots mark the player's own mistakes.
pub(super) fn explained(m: &mut Model, q: Question, tags: &[String], fx: &mut Vec<Effect>) {
    coach::explained(m, q, tags, fx);
}

/// Leaves the drill on the board (whatever the worker did for it stops); a run ends, and so does a
/// practice.
fn leave_drill(m: &mut Model, fx: &mut Vec<Effect>) {
    rush::leave(m, fx);
    m.train.practise = None;
    if m.train.drill.take().is_some() {
        jobs::stop_kind(m, JobKind::Values, fx);
        jobs::stop_kind(m, JobKind::Book, fx);
    }
}
