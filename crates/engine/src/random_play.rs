//! Positions reached by random legal play: the unusual, often lopsided positions a beginner's game
//! reaches, as a test and benchmark set next to the textbook ones (FFO) and the tournament ones
//! (WTHOR).
//!
//! Every move is drawn uniformly among the legal ones from a seeded [`Rng`], so a seed always gives
//! the same positions on every platform. Forced passes are made, so the side to move of a returned
//! position always has a legal move.

use std::ops::RangeInclusive;

use super::board::Move;
use super::game::Game;
use super::position::Position;
use super::rng::Rng;

/// Plays random legal moves from the start until `empties` squares are empty; `None` if the game
/// ends before (or exactly there).
///
/// ```
/// use ethello_engine::{random_play, Rng};
/// let p = random_play::random_position(&mut Rng::new(1), 20).unwrap();
/// assert_eq!(p.board.empties().count(), 20);
/// assert!(p.board.can_move());
/// ```
pub fn random_position(rng: &mut Rng, empties: u32) -> Option<Position> {
    let mut pos = Position::start();
    loop {
        if pos.board.must_pass() {
            pos = pos.play(Move::Pass).ok()?;
        }
        if pos.board.empties().count() <= empties {
            return pos.board.can_move().then_some(pos);
        }
        let moves = pos.board.legal_moves();
        let sq = super::Bitboard(rng.pick_bit(moves.0)).first()?;
        pos = pos.play(Move::Play(sq)).ok()?;
    }
}

/// A game of `plies` random legal moves from the start, or fewer when it ends before; forced passes
/// are recorded by the game and not counted.
///
/// ```
/// use ethello_engine::{random_play, Rng};
/// let game = random_play::random_game(&mut Rng::new(1), 8);
/// assert_eq!(game.squares().count(), 8);
/// ```
pub fn random_game(rng: &mut Rng, plies: usize) -> Game {
    random_game_from(rng, Position::start(), plies)
}

/// A game of `plies` random legal moves from `start` (fewer when it ends before; forced passes not
/// counted): every random opening of the engine matches, the fitter and the tests comes from here.
pub fn random_game_from(rng: &mut Rng, start: Position, plies: usize) -> Game {
    let mut game = Game::from_position(start);
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        let moves = game.position().board.legal_moves();
        let Some(sq) = super::Bitboard(rng.pick_bit(moves.0)).first() else {
            break;
        };
        game.play(sq).expect("a square of legal_moves is legal");
    }
    game
}

/// `count` random-play positions from `seed`, each with a number of empties drawn uniformly from
/// `empties` (games that end early are skipped and drawn again).
///
/// ```
/// use ethello_engine::random_play::random_endgames;
/// let set = random_endgames(7, 5, 14..=22);
/// assert_eq!(set.len(), 5);
/// assert!(set.iter().all(|p| (14..=22).contains(&p.board.empties().count())));
/// assert_eq!(set, random_endgames(7, 5, 14..=22));
/// ```
pub fn random_endgames(seed: u64, count: usize, empties: RangeInclusive<u32>) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let (low, high) = (*empties.start(), (*empties.end()).max(*empties.start()));
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let n = low + rng.below((high - low + 1) as u64) as u32;
        out.extend(random_position(&mut rng, n));
    }
    out
}
