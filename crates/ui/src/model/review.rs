//! The review: the engine's verdict on the game on the board, every position scored and every move
//! rated. Whether the workers are still at it is the [`Job`](super::Job)'s business, not the review's.
//!
//! Invariants: a [`Review`] belongs to the game on the board, `scores[i]` scoring
//! `game.positions()[i]` (`None` until scored). A move played or another game drops it.

use ethello_engine::review::{
    black_margins, rate_moves, worst, MoveVerdict, PositionScore, LISTED,
};
use ethello_engine::{Color, Game};

/// The engine's review of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// Each position's score, once known.
    pub scores: Vec<Option<PositionScore>>,
}

impl Review {
    /// A review with these scores (a file's, or none yet).
    pub fn loaded(scores: Vec<Option<PositionScore>>) -> Review {
        Review { scores }
    }

    /// Positions scored so far.
    pub fn scored(&self) -> usize {
        self.scores.iter().flatten().count()
    }

    /// Every position scored.
    pub fn complete(&self) -> bool {
        self.scored() == self.scores.len()
    }

    /// The verdicts on the moves whose positions are scored.
    pub fn verdicts(&self, game: &Game) -> Vec<MoveVerdict> {
        rate_moves(game, &self.scores)
    }

    /// Black's margin in each position (`None` where unscored).
    pub fn margins(&self, game: &Game) -> Vec<Option<i32>> {
        black_margins(game, &self.scores)
    }

    /// The [`LISTED`] moves of `color` that lost most (at least one disc), biggest first.
    pub fn mistakes(&self, game: &Game, color: Color) -> Vec<MoveVerdict> {
        worst(&self.verdicts(game), color, LISTED)
    }
}
