//! One try at a puzzle: the board as the player sees it, step by step.
//!
//! A [`Solving`] holds the puzzle, the step the player is at and the position on the board. A
//! right move plays the opponent's reply and asks for the next step, or ends the try as solved; a
//! wrong move is answered at once from the puzzle's values (no search), and the try then waits for
//! Retry (back to the start) or Solution (the whole line shown). Only the first try of a puzzle
//! counts for the rating: [`Solving::first_result`] says how it went.
//!
//! Invariants: `position` is the puzzle's position before step `step` while the player is to move
//! ([`State::Playing`]) and after a wrong move (the board then marks the move played and the
//! solution); after Solution it is the position at the end of the line.

use super::puzzle::Puzzle;
use ethello_engine::{Move, Position, Square};

/// Where the try stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// The player is to find step `step`'s move.
    Playing,
    /// The last move was wrong: the square and its value (the solution's is the step's best).
    Wrong {
        /// The square played.
        played: Square,
        /// Its value in discs for the player.
        value: i32,
    },
    /// Every step found.
    Solved,
    /// The player asked for the solution: the whole line is on the board.
    ShownSolution,
}

/// What a move did ([`Solving::play`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Right, and the opponent replied: the next step waits.
    Right {
        /// The opponent's reply (a pass when he had none).
        reply: Move,
    },
    /// Right, and the last step: solved.
    Solved,
    /// Wrong: its value, beside the solution's.
    Wrong {
        /// The move's value in discs for the player.
        value: i32,
        /// The solution's value.
        best: i32,
    },
    /// Not a legal move, or the try is not waiting for a move: nothing changes.
    Ignored,
}

/// A try at a puzzle; see the module doc.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solving {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The step the player is at (from 0).
    pub step: usize,
    /// The position on the board.
    pub position: Position,
    /// The moves played on the board from the puzzle's position.
    pub played: Vec<Move>,
    /// Where the try stands.
    pub state: State,
    /// How the first try went, once it ended: solved or not (a Retry keeps it).
    pub first: Option<bool>,
}

impl Solving {
    /// A fresh try at `puzzle`.
    pub fn new(puzzle: Puzzle) -> Solving {
        let position = puzzle.position;
        Solving {
            puzzle,
            step: 0,
            position,
            played: Vec::new(),
            state: State::Playing,
            first: None,
        }
    }

    /// Plays `square` for the player.
    pub fn play(&mut self, square: Square) -> Answer {
        if self.state != State::Playing {
            return Answer::Ignored;
        }
        let step = self.puzzle.steps[self.step].clone();
        let Some(value) = step.value(square) else {
            return Answer::Ignored;
        };
        let best = step.best_value();
        if square != step.solution() {
            self.state = State::Wrong {
                played: square,
                value,
            };
            self.first.get_or_insert(false);
            return Answer::Wrong { value, best };
        }
        self.advance(Move::Play(square));
        match step.reply {
            Some(reply) => {
                self.advance(reply);
                self.step += 1;
                Answer::Right { reply }
            }
            None => {
                self.state = State::Solved;
                self.first.get_or_insert(true);
                Answer::Solved
            }
        }
    }

    /// Back to the puzzle's start, for another try (the first try's result stays).
    pub fn retry(&mut self) {
        let first = self.first;
        *self = Solving::new(self.puzzle.clone());
        self.first = first.or(Some(false));
    }

    /// Shows the whole solution from the start; a try that had not ended counts as not solved.
    pub fn show_solution(&mut self) {
        self.first.get_or_insert(false);
        self.position = self.puzzle.position;
        self.played.clear();
        for mv in self.puzzle.line() {
            self.advance(mv);
        }
        self.step = self.puzzle.steps.len();
        self.state = State::ShownSolution;
    }

    /// The newest square played on the board.
    pub fn last_square(&self) -> Option<Square> {
        self.played.iter().rev().find_map(|m| match m {
            Move::Play(sq) => Some(*sq),
            Move::Pass => None,
        })
    }

    /// True once the try has ended (solved, or shown).
    pub fn ended(&self) -> bool {
        matches!(self.state, State::Solved | State::ShownSolution)
    }

    /// Plays `mv` on the board (a puzzle's moves are legal).
    fn advance(&mut self, mv: Move) {
        if let Ok(next) = self.position.play(mv) {
            self.position = next;
            self.played.push(mv);
        }
    }
}
