//! Explanations (issue 48): the questions of the page (a mistake of the review, "Why?" on the
//! analysis board, a wrong answer to a puzzle or to a mistake replayed) asked one at a time of the
//! explainer, the explanations' own worker, and their answers kept in [`Model::why`].
//!
//! The review's biggest mistakes are asked for as soon as the review is complete, each against the
//! review's best move, and so is any move that lost discs when the player picks it. The explainer
//! starts with the first question, or as soon as the analysis board or a drill is shown, so that
//! it is warm when "Why?" comes; it never touches the pool's job. The page only words the answers
//! ([`why_text`](super::words::why_text)).

use super::effect::Effect;
use super::model::{Drill, Explainer, MistakeState, Model, OpeningState, Question, Screen};
use ethello_engine::review::MoveVerdict;
use ethello_engine::{Color, Move, Square};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::training::solving::State;
use ethello_model::why::Why;

/// Asks the review's mistakes, starts the explainer when a question waits or one is likely, and
/// asks it the next question once it is ready and idle. Never inlined, as `Words::text`: `update`
/// calls it after every message.
#[inline(never)]
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    ask_mistakes(m);
    let likely = matches!(m.screen, Screen::Study | Screen::Drill) || m.reviewing();
    let w = &mut m.why;
    if w.explainer == Explainer::Off && (likely || !w.waiting.is_empty()) {
        w.explainer = Explainer::Starting;
        fx.push(Effect::StartExplainer);
    }
    if w.explainer != Explainer::Ready || w.asking.is_some() || w.waiting.is_empty() {
        return;
    }
    let q = w.waiting.remove(0);
    w.asking = Some(q);
    w.asked_id += 1;
    fx.push(Effect::Explain(ToWorker::Explain {
        id: w.asked_id,
        position: q.position,
        played: q.played,
        vs: q.vs,
    }));
}

/// A message of the explainer: `Ready`, or its answer to the question in flight (a failure is an
/// answer without explanation). Returns the question answered and the explanation's tags, for the
/// coach's weak spots.
#[inline(never)]
pub(super) fn heard(m: &mut Model, message: FromWorker) -> Option<(Question, Vec<String>)> {
    let w = &mut m.why;
    if let FromWorker::Ready { .. } = message {
        if w.explainer == Explainer::Starting {
            w.explainer = Explainer::Ready;
        }
        return None;
    }
    if message.id() != Some(w.asked_id) {
        return None;
    }
    let why = match message {
        FromWorker::Explained { explanation, .. } => Some(explanation),
        FromWorker::Failed { .. } => None,
        _ => return None,
    };
    let w = &mut m.why;
    let q = w.asking.take()?;
    let tags = why.as_ref().map(Why::tags);
    w.answer(q, why);
    Some((q, tags?))
}

/// The explainer died: the question in flight is answered without explanation (never asked
/// again, so a question that crashes it cannot crash it forever); the next question starts
/// another.
pub(super) fn died(m: &mut Model) {
    let w = &mut m.why;
    w.explainer = Explainer::Off;
    if let Some(q) = w.asking.take() {
        w.answer(q, None);
    }
}

/// The question of a mistake of the review: its position, the square played, the best move.
pub fn mistake_question(m: &Model, v: &MoveVerdict) -> Option<Question> {
    let position = *m.game.record.positions().get(v.ply)?;
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
    let score = m.game.review.as_ref()?.scores.get(v.ply).copied().flatten();
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
    let Some(review) = m.game.review.as_ref().filter(|r| r.complete()) else {
        return;
    };
    if m.screen != Screen::Game || m.reviewing() {
        return;
    }
    let mistakes: Vec<MoveVerdict> = [Color::Black, Color::White]
        .into_iter()
        .flat_map(|c| review.mistakes(&m.game.record, c))
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
    let ply = m.game.replay?;
    let review = m.game.review.as_ref().filter(|r| r.complete())?;
    let verdicts = review.verdicts(&m.game.record);
    verdicts.into_iter().find(|v| v.ply == ply && v.loss > 0)
}

/// The explanation of the move "Why?" asked about on the analysis board, once given.
pub fn of_study(m: &Model) -> Option<&Why> {
    m.study_why()
}

/// The key move of the analysis board's explanation while the board shows it (stepping through
/// the line reached it): its square, which the canvas marks; `None` elsewhere or when the key
/// move is a pass.
pub fn key_shown(m: &Model) -> Option<Square> {
    let why = of_study(m).filter(|_| m.screen == Screen::Study)?;
    let key = why.key.filter(|key| m.study.refute == Some(key.ply + 1))?;
    match why.line.get(key.ply)? {
        Move::Play(sq) => Some(*sq),
        Move::Pass => None,
    }
}

/// The explanation of the wrong answer to the drill on the board (a puzzle, one of the player's
/// mistakes replayed, or the move that stopped a line of the opening trainer), once given.
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
        Some(Drill::Opening(run)) => match run.state {
            OpeningState::Missed(played, _) => m.why.of(run.game.position(), played, None),
            _ => None,
        },
        _ => None,
    }
}
