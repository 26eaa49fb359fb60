//! The game on the board and everything that belongs to it alone: who plays it, what they are
//! called, the replay, the flip, the hints, the review, the marks, Slick Willy's level, the pass
//! notice, the clock, the seed of its random choices and the pause. A new game, a load or a
//! continue puts another game here (`ops::replace_game`, which resets the rest); nothing else
//! lives here, so what a game leaves behind is all in one place.
//!
//! Invariants, kept by [`update`](crate::update):
//! - the [`record`](GameState::record) only changes through its checked `play`, so the board is
//!   always a legal game;
//! - `flip` is `Some` exactly while a frame loop runs (one [`Effect::NextFrame`](crate::Effect)
//!   at a time);
//! - `clock` is `Some` exactly for a game played on a clock; only the side to move's clock runs,
//!   and a side at zero has lost on time: the game is over
//!   ([`Model::ended`](super::Model::ended)).

use super::clock::GameClock;
use super::hints::Hints;
use super::review::Review;
use ethello_engine::{Bitboard, Color, Game, TOP_LEVEL};
use ethello_model::setup::{Names, Setup};

/// The game on the board (`model.game`).
#[derive(Clone, Debug)]
pub struct GameState {
    /// The engine's record of the game: its moves and positions.
    pub record: Game,
    /// Who plays it.
    pub setup: Setup,
    /// What the players are called.
    pub names: Names,
    /// The replay: the position shown while stepping through a finished game (index into
    /// `record.positions()`); `None` shows the live position.
    pub replay: Option<usize>,
    /// Discs turning over.
    pub flip: Option<Flip>,
    /// The values of the legal moves, while the Hints switch is on.
    pub hints: Option<Hints>,
    /// Hints were shown to a human in this game (the ending scene and the trophy say so).
    pub hinted: bool,
    /// The engine's review of the game, running or done.
    pub review: Option<Review>,
    /// A move whose position is shown with the played and the best squares marked (its ply).
    pub marked: Option<usize>,
    /// The game came from a file or a link (it may be reviewed before it ends).
    pub from_file: bool,
    /// Slick Willy's level in this game (1 to [`TOP_LEVEL`]).
    pub level: u8,
    /// A human who has no move: the page says so and waits for the Pass button before anyone
    /// moves, so that nobody thinks the computer moved twice.
    pub pass_notice: Option<Color>,
    /// The game clock, for a game played on one.
    pub clock: Option<GameClock>,
    /// The seed of this game's random choices (Dubya's slips).
    pub seed: u64,
    /// A watch game is paused.
    pub paused: bool,
}

impl GameState {
    /// A fresh game between two humans called `names`, its random choices from `seed`.
    pub fn new(seed: u64, names: Names) -> GameState {
        GameState {
            record: Game::new(),
            setup: Setup::Humans,
            names,
            replay: None,
            flip: None,
            hints: None,
            hinted: false,
            review: None,
            marked: None,
            from_file: false,
            level: TOP_LEVEL,
            pass_notice: None,
            clock: None,
            seed,
            paused: false,
        }
    }
}

/// Discs turning over.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Flip {
    /// The discs.
    pub discs: Bitboard,
    /// The time of the animation's first frame (ms), once it came.
    pub started: Option<f64>,
    /// How far the turn is, 0 to 1.
    pub progress: f64,
}
