//! Explanations (issue 48): the questions of the page (a mistake of the review, "Why?" on the
//! analysis board, a wrong answer to a puzzle or to a mistake replayed) asked of the worker one at a time, as a
//! [`Job::Explain`] whenever the pool is free, and their answers kept in [`Model::why`].
//!
//! The review's biggest mistakes are asked for as soon as the review is complete, each against the
//! review's best move, and so is any move that lost discs when the player picks it. A question in flight when its job is stopped (the pool taken for another)
//! waits again. The page only words the answers ([`why_text`](super::words::why_text)).

use super::effect::Effect;
use super::jobs;
use super::model::{Drill, Job, JobKind, MistakeState, Model, Question, Screen};
use ethello_engine::review::MoveVerdict;
use ethello_engine::{Color, Move};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::training::solving::State;
use ethello_model::why::Why;

/// Asks the review's mistakes, puts back a question whose job was stopped, and asks the worker
/// the next question when the pool is free. Never inlined, as `Words::text`: `update` calls it
/// after every message.
#[inline(never)]
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    ask_mistakes(m);
    if m.worker.running_kind() != Some(JobKind::Explain) {
        if let Some(q) = m.why.asking.take() {
            m.why.waiting.insert(0, q);
        }
    }
    if m.why.waiting.is_empty() || !m.worker.free() {
        return;
    }
    let q = m.why.waiting.remove(0);
    m.why.asking = Some(q);
    let request = |id| ToWorker::Explain {
        id,
        position: q.position,
        played: q.played,
        vs: q.vs,
    };
    jobs::start(m, Job::Explain(q), request, fx);
}

/// The worker's answer to the question in flight (a failure is an answer without explanation).
/// Returns the question answered and the explanation's tags, for the coach's weak spots.
#[inline(never)]
pub(super) fn heard(m: &mut Model, message: FromWorker) -> Option<(Question, Vec<String>)> {
    let why = match message {
        FromWorker::Explained { explanation, .. } => Some(explanation),
        FromWorker::Failed { .. } => None,
        _ => return None,
    };
    let q = m.why.asking.take()?;
    let tags = why.as_ref().map(Why::tags);
    m.why.answer(q, why);
    Some((q, tags?))
}

/// The question of a mistake of the review: its position, the square played, the best move.
pub fn mistake_question(m: &Model, v: &MoveVerdict) -> Option<Question> {
    let position = *m.game.positions().get(v.ply)?;
    let vs = match v.best {
        Move::Play(sq) if sq != v.played => Some(sq),
        _ => None,
    };
    Some(Question {
        position,
        played: v.played,
        vs,
    })
}

/// The explanation of a mistake of the review, once given, with the review's values (the
/// position's score and the discs the move lost), so that the words agree with the list's.
pub fn of_mistake(m: &Model, v: &MoveVerdict) -> Option<Why> {
    let q = mistake_question(m, v)?;
    let why = m.why.of(q.position, q.played, q.vs)?;
    let score = m.review.as_ref()?.scores.get(v.ply).copied().flatten();
    Some(match score {
        Some(s) if q.vs.is_some() => Why {
            vs_value: s.score,
            played_value: s.score - v.loss,
            ..why.clone()
        },
        _ => why.clone(),
    })
}

/// Each side's biggest mistakes of a complete review, asked once (the review must be over).
fn ask_mistakes(m: &mut Model) {
    let Some(review) = m.review.as_ref().filter(|r| r.complete()) else {
        return;
    };
    if m.screen != Screen::Game || m.reviewing() {
        return;
    }
    let mistakes: Vec<MoveVerdict> = [Color::Black, Color::White]
        .into_iter()
        .flat_map(|c| review.mistakes(&m.game, c))
        .collect();
    for v in mistakes.iter().chain(&shown_verdict(m)) {
        if let Some(q) = mistake_question(m, v) {
            m.why.ask(q);
        }
    }
}

/// The verdict on the move played from the position the replay shows (a move picked in the
/// review's list or graph), when the review is complete and the move lost discs.
pub fn shown_verdict(m: &Model) -> Option<MoveVerdict> {
    let ply = m.replay?;
    let review = m.review.as_ref().filter(|r| r.complete())?;
    let verdicts = review.verdicts(&m.game);
    verdicts.into_iter().find(|v| v.ply == ply && v.loss > 0)
}

/// The explanation of the move "Why?" asked about on the analysis board, once given.
pub fn of_study(m: &Model) -> Option<&Why> {
    let sq = m.study.why?;
    m.why.of(m.study.position(), sq, None)
}

/// The explanation of the wrong answer to the drill on the board (a puzzle, or one of the
/// player's mistakes replayed), once given.
pub fn of_drill(m: &Model) -> Option<&Why> {
    match &m.train.drill {
        Some(Drill::Puzzle { solving, .. }) => match solving.state {
            State::Wrong { played, .. } => m.why.of(solving.position, played, None),
            _ => None,
        },
        Some(Drill::Mistake(run)) => match run.state {
            MistakeState::Wrong(played, _) => m.why.of(run.mistake.position, played, None),
            _ => None,
        },
        _ => None,
    }
}
