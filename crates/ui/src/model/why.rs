//! The explanations the page asked the worker for and those it was given (issue 48): a mistake of
//! the review, a move on the analysis board ("Why?"), a wrong answer to a puzzle.
//!
//! The questions go to the explainer, a worker of their own beside the pool ([`Explainer`]), so
//! that an explanation never waits for the pool's job nor stops it (a study, a review), and is on
//! screen a few tens of milliseconds after it is asked: the worker is started once, ahead of the
//! first question where one is likely (the analysis board, a drill), and kept.
//!
//! Invariants: a question is asked once: it is waiting, in flight, or answered (a failure is an
//! answer without an explanation, never asked again); the answers kept are the last [`KEPT`]; a
//! question is in flight only while the explainer is ready, under the request id `asked_id`.

use ethello_engine::{Position, Square};
use ethello_model::why::Why;

/// The most answers kept (a review's six mistakes, a study's and a drill's, with room to spare).
pub const KEPT: usize = 32;

/// One question: why `played` is worse than `vs` (the best move when `None`) in `position`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    /// The position.
    pub position: Position,
    /// The move explained.
    pub played: Square,
    /// The move it is compared with; none: the best.
    pub vs: Option<Square>,
}

/// The explainer's worker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Explainer {
    /// Not started (or it died: the next question starts another).
    #[default]
    Off,
    /// Started; its `Ready` has not come yet (a request posted now would be lost).
    Starting,
    /// Listening.
    Ready,
}

/// The questions waiting and the answers given (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explanations {
    /// The explainer's worker.
    pub explainer: Explainer,
    /// The request id of the question in flight (ids count up from 1).
    pub asked_id: u32,
    /// Waiting for the worker, first asked first.
    pub waiting: Vec<Question>,
    /// Asked of the worker, its answer not yet in.
    pub asking: Option<Question>,
    /// Answered, oldest first: the explanation, or `None` when the worker could not give one.
    pub answers: Vec<(Question, Option<Why>)>,
}

impl Explanations {
    /// Asks `q` unless it is already waiting, in flight or answered.
    pub fn ask(&mut self, q: Question) {
        let known = self.waiting.contains(&q)
            || self.asking == Some(q)
            || self.answers.iter().any(|(a, _)| *a == q);
        if !known {
            self.waiting.push(q);
        }
    }

    /// The answer to `q`, when it came.
    pub fn answer(&mut self, q: Question, why: Option<Why>) {
        if self.answers.len() >= KEPT {
            self.answers.remove(0);
        }
        self.answers.push((q, why));
    }

    /// The explanation of `played` in `position` (against `vs`, or against any move when `None`).
    pub fn of(&self, position: Position, played: Square, vs: Option<Square>) -> Option<&Why> {
        let fits = |q: &Question| {
            q.position == position && q.played == played && (vs.is_none() || q.vs == vs)
        };
        let found = self.answers.iter().rev().find(|(q, _)| fits(q));
        found.and_then(|(_, why)| why.as_ref())
    }

    /// True while `played` in `position` is waiting or being explained.
    pub fn pending(&self, position: Position, played: Square) -> bool {
        let fits = |q: &Question| q.position == position && q.played == played;
        self.waiting.iter().any(fits) || self.asking.as_ref().is_some_and(fits)
    }
}
