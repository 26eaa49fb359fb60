//! The hints: the values of every legal move of one position of the game on the board, shown on
//! the board while the Hints switch is on. Whether the workers are still at them is the
//! [`Job`](super::Job)'s business, not theirs.
//!
//! Invariants: [`Hints`] belong to the position after `ply` moves of the game on the board; a move
//! played or another game drops them. The list shown is the deepest pass complete over every legal
//! move ([`Passes`]), so its values come from one depth.

use ethello_engine::hints::{best, Hint};

use super::passes::Passes;
use crate::words::{phrase, Key, Words};

/// The values of the legal moves of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hints {
    /// The position's index in the game (the number of moves played before it).
    pub ply: usize,
    /// The deepest pass completed over every legal move, in square order (empty before the first
    /// one).
    pub list: Vec<Hint>,
    /// That pass's depth (60: to the end of the game).
    pub depth: u32,
    /// The workers have finished with this position.
    pub done: bool,
    /// The passes heard from the workers, each over its share of the moves.
    pub passes: Passes,
}

impl Hints {
    /// Hints for the position after `ply` moves, which has `moves` legal moves, before the first
    /// pass.
    pub fn asked(ply: usize, moves: usize) -> Hints {
        Hints {
            ply,
            list: Vec::new(),
            depth: 0,
            done: false,
            passes: Passes::new(moves),
        }
    }

    /// A worker completed a pass at `depth` over its share of the moves: the list shows the
    /// deepest pass complete over every move.
    pub fn heard(&mut self, depth: u32, share: &[Hint]) {
        self.passes.add(depth, share);
        if let Some((depth, list)) = self.passes.complete() {
            (self.depth, self.list) = (depth, list);
        }
    }

    /// The best move's hint, if any pass completed.
    pub fn best(&self) -> Option<Hint> {
        best(&self.list)
    }

    /// Each hint with whether it is a best one (all the moves tied for the top score are).
    pub fn ranked(&self) -> impl Iterator<Item = (Hint, bool)> + '_ {
        let top = self.best().map(|b| b.score);
        self.list.iter().map(move |h| (*h, Some(h.score) == top))
    }

    /// Words for the status beside the board: how far the worker got.
    pub fn progress_text(&self, w: &Words) -> String {
        let exact = self.list.first().is_some_and(|h| h.exact);
        let depth = &self.depth;
        match (self.done, self.list.is_empty(), exact) {
            (_, _, true) => w.get(Key::HintsExact).to_string(),
            (true, true, _) => w.get(Key::HintsNone).to_string(),
            (true, false, _) => w.text(&phrase::hints_depth(depth)),
            (false, true, _) => w.get(Key::HintsThinking).to_string(),
            (false, false, _) => w.text(&phrase::hints_deeper(depth)),
        }
    }
}
