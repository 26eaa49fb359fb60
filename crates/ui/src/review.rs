//! The review of a game by the engine ("Analyse"): every position scored in the worker, every move
//! rated by the discs it lost, a graph of black's margin, the biggest mistakes of each side.
//!
//! Invariants: a [`Review`] belongs to the game on the board: a move played after it started,
//! or another game, drops it (and a file's review is checked against its game on load).
//! `scores[i]` is the score of `game.positions()[i]` (`None` until scored). The worker scores them
//! as a [`Job::Review`] split over the ready workers (each takes every n-th position, last first:
//! [`Share`]); while it runs ([`Model::reviewing`]) nobody moves on the board, and the replay
//! (stepping through the positions) is allowed, as on a finished game. Cancel keeps what was
//! scored.

use super::effect::Effect;
use super::jobs;
use super::model::{Job, Model, Screen};
use super::ops::say;
use super::text::signed;
use super::words::{mistake_text, Key, Words};
use crate::phrase;
use ethello_engine::review::{PositionScore, Share};
use ethello_engine::{Color, Game, Move, Square};
use ethello_model::protocol::{FromWorker, ToWorker};

pub use super::model::Review;
pub use ethello_engine::review::{EXACT_EMPTIES, LISTED, MIDGAME_MS};

/// The review of the game on the board, if there is one.
pub fn current(m: &Model) -> Option<&Review> {
    m.game.review.as_ref()
}

/// True when Analyse may start: a game with moves that is over (an online game too, however it
/// ended) or came from a file or link, with
/// no computer thinking, the worker free (not even finding hints: a review posted to a worker
/// replaced to stop them would be lost before its Ready), and no complete or running review.
pub fn available(m: &Model) -> bool {
    let done_or_running = m.reviewing() || current(m).is_some_and(Review::complete);
    m.screen == Screen::Game
        && !m.game.record.moves().is_empty()
        && (m.ended() || m.game.from_file || m.online.as_ref().is_some_and(|o| o.is_over()))
        && m.worker.free()
        && !done_or_running
        && !m.is_thinking()
}

/// Analyse: the worker reviews every position, last first.
pub(super) fn start(m: &mut Model, fx: &mut Vec<Effect>) {
    if !available(m) {
        return;
    }
    m.game.hints = None;
    // The engine's opinion of a game still being played against a character is a hint too.
    if !m.ended() && m.game.setup.opponent().is_some() {
        m.game.hinted = true;
    }
    let positions = m.game.record.positions().len();
    // A cancelled or loaded review keeps its scores until the worker sends new ones.
    m.game
        .review
        .get_or_insert_with(|| Review::loaded(vec![None; positions]));
    let (start, moves) = (m.game.record.start(), m.game.record.transcript());
    let of = m.worker.ready_slots().len().min(positions).max(1) as u32;
    let request = |id, k| ToWorker::Review {
        id,
        start,
        moves: moves.clone(),
        exact_empties: EXACT_EMPTIES,
        midgame_ms: MIDGAME_MS,
        share: (of > 1).then_some(Share {
            index: k as u32,
            of,
        }),
    };
    jobs::start_split(m, Job::Review, of as usize, request, fx);
    say(fx, phrase::say_analysing(&positions));
}

/// Cancel: the worker stops; what was scored stays.
pub(super) fn cancel(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.reviewing() {
        jobs::stop(m, fx);
        say(fx, phrase::say_analysis_cancelled());
    }
}

/// A reply to the review job (the update routed it here by its id): a score (the workers' scores
/// merge by position index), the end of one worker's share (the review is done with the last), or a
/// failure (what was scored stays).
pub(super) fn heard(m: &mut Model, message: FromWorker, fx: &mut Vec<Effect>) {
    match message {
        FromWorker::Scored { index, score, .. } => scored(m, index, score),
        FromWorker::Reviewed { .. } if !m.worker.busy() => finished(m, fx),
        FromWorker::Failed { message, .. } => {
            m.alert(phrase::alert_analysis(&message), false);
        }
        _ => {}
    }
}

/// A position of the review is scored.
fn scored(m: &mut Model, index: u32, score: PositionScore) {
    let slot = m
        .game
        .review
        .as_mut()
        .and_then(|a| a.scores.get_mut(index as usize));
    if let Some(slot) = slot {
        *slot = Some(score);
    }
}

/// The review is done: the biggest mistakes are announced.
fn finished(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(a) = m.game.review.as_ref() else {
        return;
    };
    let worst: Vec<String> = [Color::Black, Color::White]
        .into_iter()
        .filter_map(|c| a.mistakes(&m.game.record, c).first().copied())
        .map(|v| mistake_text(&m.words, &v))
        .collect();
    let said = match worst.is_empty() {
        true => phrase::say_analysis_clean(),
        false => phrase::say_analysis_done(worst.join("; ")),
    };
    say(fx, said);
    keep_mistakes(m, fx);
}

/// The human's moves of a finished game against a character that lost 4 discs or more (the
/// training model's `MISTAKE_LOSS`) are kept for Train's "your mistakes".
fn keep_mistakes(m: &mut Model, fx: &mut Vec<Effect>) {
    let (Some(a), Some((_, computer))) = (m.game.review.as_ref(), m.game.setup.opponent()) else {
        return;
    };
    let verdicts = a.verdicts(&m.game.record);
    let added = m
        .train
        .keep_mistakes(&m.game.record, &verdicts, computer.opposite());
    if added > 0 {
        say(fx, phrase::say_mistakes_kept(&added));
        fx.push(Effect::StoreProgress(m.train.stored()));
    }
}

/// Shows position `ply` (a point of the graph, a move of the list): the live position when it is
/// the last.
pub(super) fn show_ply(m: &mut Model, ply: usize) {
    if !m.ended() && current(m).is_none() {
        return;
    }
    let last = m.game.record.moves().len();
    let ply = ply.min(last);
    m.game.replay = (ply != last).then_some(ply);
    m.game.marked = None;
}

/// Shows the position before move `ply`, with the square played and the best one marked.
pub(super) fn show_mistake(m: &mut Model, ply: usize, fx: &mut Vec<Effect>) {
    show_ply(m, ply);
    if m.game.replay != Some(ply) {
        return;
    }
    m.game.marked = Some(ply);
    let verdict = current(m).and_then(|a| {
        a.verdicts(&m.game.record)
            .into_iter()
            .find(|v| v.ply == ply)
    });
    if let Some(v) = verdict {
        let mistake = mistake_text(&m.words, &v);
        say(fx, phrase::say_showing(&mistake));
    }
}

/// The graph's label for screen readers: what the margin did over the game.
pub fn summary(w: &Words, game: &Game, a: &Review) -> String {
    let margins: Vec<(usize, i32)> = a
        .margins(game)
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.map(|m| (i, m)))
        .collect();
    let (Some(first), Some(last)) = (margins.first(), margins.last()) else {
        return w.get(Key::GraphEmpty).to_string();
    };
    let low = margins.iter().min_by_key(|(_, m)| *m).expect("not empty");
    let high = margins.iter().max_by_key(|(_, m)| *m).expect("not empty");
    let at = |i: usize| match i {
        0 => w.get(Key::GraphAtStart).to_string(),
        i => w.text(&phrase::graph_after(&i)),
    };
    w.text(&phrase::graph_summary(
        signed(first.1),
        at(first.0),
        signed(last.1),
        at(last.0),
        signed(high.1),
        at(high.0),
        signed(low.1),
        at(low.0),
    ))
}

/// The squares marked on the board while a move is shown: the one played and the best one (when
/// the review found another).
pub fn marks(m: &Model) -> Option<(Square, Option<Square>)> {
    let ply = m.game.marked.filter(|p| m.game.replay == Some(*p))?;
    let Move::Play(played) = *m.game.record.moves().get(ply)? else {
        return None;
    };
    let best = match current(m)?.scores.get(ply).copied().flatten()?.best {
        Move::Play(b) if b != played => Some(b),
        _ => None,
    };
    Some((played, best))
}
