//! A position's statistics: every move played from it, with its games and results.
//!
//! A result counts by the disc count the archive records for black (`b`), never by a replay (some
//! games were adjusted or ended early): `b > 32` is a black win, `b == 32` a draw, `b < 32` a white
//! win, and black's final disc difference is `2 * b - 64` (the archive gives the empty squares of a
//! finished game to the winner, so this is the margin). Moves are reported in the frame of the
//! queried position, whatever the frame of the game that played them.
//!
//! The exact values come from the archive's theoretical scores, which are the perfect-play value of
//! each game's position with 24 empties (after 36 moves): a position with exactly 24 empties has its
//! own ([`Stats::exact`]), and from a position with 25 empties each move's resulting position has
//! one ([`MoveStats::exact_after`]); black's margin either way. Other positions have none here (the
//! engine's solver gives those). Games shorter than 36 moves carry no theoretical score. Of the
//! 121,464 positions with 24 empties in the archive, 877 are reached by more than one game and in
//! one of those the games' scores differ: the first game's, in archive order, is given.

use ethello_engine::{Board, Color, Position, Square};
use serde::{Deserialize, Serialize};

use crate::index::{normal, ply_of, step, Fingerprints};
use crate::symmetry::{image_board, key, preimage_square, Key};

/// The ply of the position whose value the theoretical score is: 60 - 24 empties.
pub const SCORED_PLY: usize = 36;

/// Games and their results.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Games.
    pub games: u32,
    /// Games black won (recorded count over 32).
    pub black_wins: u32,
    /// Drawn games (recorded count 32).
    pub draws: u32,
    /// Games white won (recorded count under 32).
    pub white_wins: u32,
    /// The sum of black's recorded final disc differences.
    pub margin_sum: i64,
}

impl Tally {
    /// Counts a game whose recorded black disc count is `black_discs`.
    pub fn add(&mut self, black_discs: u8) {
        self.games += 1;
        match black_discs.cmp(&32) {
            std::cmp::Ordering::Greater => self.black_wins += 1,
            std::cmp::Ordering::Equal => self.draws += 1,
            std::cmp::Ordering::Less => self.white_wins += 1,
        }
        self.margin_sum += 2 * black_discs as i64 - 64;
    }

    /// Black's average final disc difference, if there are games.
    pub fn average_margin(&self) -> Option<f64> {
        (self.games > 0).then(|| self.margin_sum as f64 / self.games as f64)
    }
}

/// One move played from a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveStats {
    /// The square, in the frame of the queried position.
    pub square: Square,
    /// The games that played it, and their results.
    pub tally: Tally,
    /// Black's perfect-play margin after the move, when it leads to 24 empties and a game says.
    pub exact_after: Option<i32>,
}

/// What the games say about a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// Every game that reached the position (those that ended there included).
    pub tally: Tally,
    /// The moves played from it, most played first (ties by square).
    pub moves: Vec<MoveStats>,
    /// Black's perfect-play margin, when the position has 24 empties and a game says.
    pub exact: Option<i32>,
}

/// A position being looked for: its normal form, ply, key and eight images.
#[derive(Clone, Debug)]
pub struct Query {
    /// The position, a forced pass made.
    pub position: Position,
    /// Its ply (moves played to reach it), if it has at least four discs.
    pub ply: Option<usize>,
    /// The fingerprints of its eight images, for the index.
    pub fingerprints: Fingerprints,
    images: [Board; 8],
}

impl Query {
    /// The query for a position.
    pub fn new(position: Position) -> Query {
        let position = normal(position);
        Query {
            position,
            ply: ply_of(position),
            fingerprints: Fingerprints::of(position),
            images: std::array::from_fn(|k| image_board(k, position.board)),
        }
    }

    /// Whether a game (its moves from the start) reaches the position: `None` when it does not,
    /// `Some(next)` when it does, with the move it played next in the query's frame (`None` when it
    /// ended there).
    pub fn reached_by(&self, moves: &[Square]) -> Option<Option<Square>> {
        let frames = self.frames_of(moves);
        let k = frames.trailing_zeros() as usize;
        (frames != 0).then(|| moves.get(self.ply?).map(|&sq| preimage_square(k, sq)))
    }

    /// A game that reaches the position, turned so that it shows the position as asked: its moves
    /// through a frame that keeps the start position (one of four). `None` when the game does not
    /// reach the position, or reaches it only through a frame that swaps the start's colours.
    pub fn as_asked(&self, moves: &[Square]) -> Option<Vec<Square>> {
        let frames = self.frames_of(moves) & START_FRAMES;
        let k = frames.trailing_zeros() as usize;
        (frames != 0).then(|| moves.iter().map(|&sq| preimage_square(k, sq)).collect())
    }

    /// The frames `k` (bit `k`) in which the game's position after `ply` moves is the position.
    fn frames_of(&self, moves: &[Square]) -> u8 {
        let Some(ply) = self.ply.filter(|&p| p <= moves.len()) else {
            return 0;
        };
        let (mut board, mut side) = (Board::start(), Color::Black);
        for &sq in &moves[..ply] {
            (board, side) = step(board, side, sq);
        }
        let same = |k: usize| side == self.position.side && self.images[k] == board;
        (0..8).filter(|&k| same(k)).fold(0, |m, k| m | 1 << k)
    }
}

/// The frames that keep the start position (identity, the half turn and the two diagonals); the
/// other four swap its colours.
const START_FRAMES: u8 = 1 | 1 << 3 | 1 << 4 | 1 << 7;

/// Sums games into [`Stats`].
pub struct Accumulator {
    position: Position,
    ply: Option<usize>,
    tally: Tally,
    moves: Vec<MoveStats>,
    exact: Option<i32>,
}

impl Accumulator {
    /// Nothing counted yet, for `query`.
    pub fn new(query: &Query) -> Accumulator {
        Accumulator {
            position: query.position,
            ply: query.ply,
            tally: Tally::default(),
            moves: Vec::new(),
            exact: None,
        }
    }

    /// Counts a game that reached the position: its next move (in the query's frame), its length,
    /// its recorded black disc count and its theoretical score.
    pub fn add(
        &mut self,
        next: Option<Square>,
        len: usize,
        black_discs: u8,
        theoretical: Option<u8>,
    ) {
        self.tally.add(black_discs);
        let value = theoretical
            .filter(|_| len >= SCORED_PLY)
            .map(|t| 2 * t as i32 - 64);
        if self.ply == Some(SCORED_PLY) {
            self.exact = self.exact.or(value);
        }
        let Some(square) = next else { return };
        let i = match self.moves.iter().position(|m| m.square == square) {
            Some(i) => i,
            None => {
                let fresh = MoveStats {
                    square,
                    tally: Tally::default(),
                    exact_after: None,
                };
                self.moves.push(fresh);
                self.moves.len() - 1
            }
        };
        let m = &mut self.moves[i];
        m.tally.add(black_discs);
        if self.ply == Some(SCORED_PLY - 1) {
            m.exact_after = m.exact_after.or(value);
        }
    }

    /// The statistics, moves most played first. Moves whose positions are images of one another
    /// (from a symmetric position, games in different frames) are one move, under the square that
    /// more games played.
    pub fn finish(mut self) -> Stats {
        self.moves.sort_by(|a, b| {
            b.tally
                .games
                .cmp(&a.tally.games)
                .then(a.square.cmp(&b.square))
        });
        let mut merged: Vec<(Key, MoveStats)> = Vec::new();
        for m in self.moves {
            let child = child_key(self.position, m.square);
            match merged.iter_mut().find(|(k, _)| *k == child) {
                Some((_, into)) => merge(into, &m),
                None => merged.push((child, m)),
            }
        }
        let mut moves: Vec<MoveStats> = merged.into_iter().map(|(_, m)| m).collect();
        moves.sort_by(|a, b| {
            b.tally
                .games
                .cmp(&a.tally.games)
                .then(a.square.cmp(&b.square))
        });
        Stats {
            tally: self.tally,
            moves,
            exact: self.exact,
        }
    }
}

/// The key of the position after `square` (a forced pass made).
pub fn child_key(position: Position, square: Square) -> Key {
    let (board, side) = step(position.board, position.side, square);
    key(board, side)
}

fn merge(into: &mut MoveStats, m: &MoveStats) {
    let (a, b) = (&mut into.tally, &m.tally);
    a.games += b.games;
    a.black_wins += b.black_wins;
    a.draws += b.draws;
    a.white_wins += b.white_wins;
    a.margin_sum += b.margin_sum;
    into.exact_after = into.exact_after.or(m.exact_after);
}
