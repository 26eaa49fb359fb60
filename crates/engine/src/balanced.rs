//! Balanced starts: openings 6 to 10 moves deep whose value, by a search of moderate depth, is
//! within [`MAX_DISCS`] discs, so that a game can begin somewhere fresh and still even.
//!
//! The list is data, `balanced.txt` (compiled in), written by [`generate`] through
//! `ethello positions balanced`; its first lines give the command that regenerates it. Each line
//! is a transcript from the standard start, then the searched value for black (`f5f6e6f4e3c5 +1`).
//!
//! Invariants, checked by `tests/balanced.rs`: every line is legal and [`MIN_MOVES`] to
//! [`MAX_MOVES`] moves long, its value is within [`MAX_DISCS`], and no two lines reach the same
//! position under the board's eight symmetries.

use std::collections::HashSet;

use super::game::Game;
use super::random_play::random_game;
use super::rng::Rng;
use super::search::{Limits, Quiet, Search};
use super::square::Color;
use super::symmetry::canonical_key;

/// The most a balanced start may be worth to either side, in discs.
pub const MAX_DISCS: i32 = 2;
/// The fewest moves of a balanced start.
pub const MIN_MOVES: usize = 6;
/// The most moves of a balanced start.
pub const MAX_MOVES: usize = 10;

/// The list as generated: `#` comments, then `transcript value` lines.
const LIST: &str = include_str!("balanced.txt");

/// The transcripts of the list, in its order.
///
/// ```
/// use ethello_engine::balanced;
/// assert!(balanced::lines().count() >= 200);
/// ```
pub fn lines() -> impl Iterator<Item = &'static str> {
    let body = LIST
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    body.filter_map(|l| l.split_whitespace().next())
}

/// A start drawn from the list: a game 6 to 10 moves in, about even.
///
/// ```
/// use ethello_engine::{balanced, Rng};
/// let game = balanced::balanced_start(&mut Rng::new(7));
/// assert!((6..=10).contains(&game.squares().count()));
/// ```
pub fn balanced_start(rng: &mut Rng) -> Game {
    let pick = rng.below(lines().count() as u64) as usize;
    let line = lines().nth(pick);
    line.and_then(|moves| Game::from_transcript(moves).ok())
        .unwrap_or_default()
}

/// A generated start: the game and its searched value for black, in discs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Balanced {
    /// The opening, [`MIN_MOVES`] to [`MAX_MOVES`] moves from the standard start.
    pub game: Game,
    /// The value for black of its position, by a `depth`-ply search (see [`generate`]).
    pub black_value: i32,
}

impl Balanced {
    /// The line of the list: the transcript and the value (`f5f6e6f4e3c5 +1`).
    pub fn line(&self) -> String {
        format!("{} {:+}", self.game.transcript(), self.black_value)
    }
}

/// `count` balanced starts from seeded random play: each opening is [`MIN_MOVES`] to
/// [`MAX_MOVES`] random legal moves, searched `depth` plies, kept when its value is within
/// [`MAX_DISCS`] and no earlier one reached its position or a mirror image of it. The same seed,
/// count and depth give the same list.
pub fn generate(seed: u64, count: usize, depth: u32) -> Vec<Balanced> {
    let mut rng = Rng::new(seed);
    let mut search = Search::new(16);
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let plies = MIN_MOVES + rng.below((MAX_MOVES - MIN_MOVES + 1) as u64) as usize;
        let game = random_game(&mut rng, plies);
        let pos = game.position();
        if game.squares().count() != plies || game.is_over() || !seen.insert(canonical_key(pos)) {
            continue;
        }
        let score = search
            .run(pos.board, &Limits::depth(depth), &mut Quiet)
            .score;
        let black_value = if pos.side == Color::Black {
            score
        } else {
            -score
        };
        if black_value.abs() <= MAX_DISCS {
            out.push(Balanced { game, black_value });
        }
    }
    out
}
