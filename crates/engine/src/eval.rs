//! Static evaluation: how good a board is for the side to move, without searching.
//!
//! Scale: centi-discs, so 100 is worth about one disc of final margin; scores are from the side to
//! move's point of view and stay inside `-6300..=6300` (a finished game scores exactly
//! `100 * final disc difference` in the search, see [`WIN_SCALE`]).
//!
//! [`evaluate`] is the trained evaluation Slick Willy uses: for the board's phase (its number of
//! empties, see [`patterns::phase`]), the sum of one weight per pattern copy (46 lines and corner
//! blocks read as ternary numbers, [`patterns::indices`]) and of the scalar features
//! ([`patterns::scalars`]: parity, mobility, potential mobility, corners, X and C squares, discs)
//! times their weights. The weights were fitted by `ethello-fit` (see `tools/fit-eval`): first to
//! the results of 66,000 self-play games, then to the WTHOR archive's positions with 18 or more
//! empties (labelled by their game's exact score at 24 empties), and the phases of 0-11 and 12-17
//! empties to archive positions solved exactly. They ship in `eval_weights.bin`: for each of the
//! [`patterns::PHASES`], the canonical pattern weights then the scalar ones, as `i16` centi-discs
//! packed as [`weights_file`] says, and decoded once on first use. A pattern and its mirror image
//! share a weight (the file stores it once), so the evaluation is exactly symmetric. Compared with
//! the hand-weighted one below it predicts exact endgame results better (see the `search` tests)
//! and wins most games at equal time (`docs/experiments/eval-probcut-head-to-head.md`).
//!
//! The search keeps the pattern indices up to date move by move ([`patterns::incremental`]) and
//! calls [`evaluate_view`], which gives the same value as [`evaluate`] without reading the patterns
//! again (about half the cost of a call).
//!
//! [`handmade_evaluate`] is the earlier hand-weighted sum of features, each "own minus opponent's":
//!
//! | feature | why |
//! |---|---|
//! | corners | never flip, anchor edges |
//! | X squares next to an empty corner | give the corner away |
//! | C squares next to an empty corner | often give the corner or the edge away |
//! | mobility (corner moves count double) | choice now, and the opponent's lack of it |
//! | potential mobility (empties next to opponent discs) | choice later; the frontier |
//! | stable discs (edge-anchored, full lines) | discs that count at the end whatever happens |
//! | discs | bad to have many early, all that counts late |
//! | parity (odd empties: the side to move plays last) | the last move in each region wins discs |
//!
//! Its weights are given at three phases (4, 34 and 64 discs on the board) and interpolated linearly
//! by disc count. [`classic_evaluate`] is the original design's simpler function (corners, squares
//! next to empty corners, the opponent's mobility), kept for the two easier characters.

use super::board::Board;
use super::features::{self, CORNERS};
use super::movegen::legal_moves;
use super::patterns::incremental::{self, View};
use super::patterns::{self, INSTANCES, PATTERN_WEIGHTS, PHASES, PHASE_LEN, SCALARS};
use super::weights_file;
use std::sync::OnceLock;

/// The search scores a finished game as this many points per disc of final margin.
pub const WIN_SCALE: i32 = 100;

/// Number of features in [`Weights`].
const FEATURES: usize = 8;

/// Feature weights in centi-discs: corners, X squares, C squares, mobility, potential mobility,
/// stable discs, discs, parity.
type Weights = [i32; FEATURES];

/// Weights with 4 discs on the board (the opening).
const OPENING: Weights = [800, -450, -120, 70, 25, 60, -15, 0];
/// Weights with 34 discs on the board (the middle game).
const MIDGAME: Weights = [600, -300, -80, 55, 20, 90, 0, 40];
/// Weights with 64 discs on the board (the end): discs are all that is left.
const ENDGAME: Weights = [250, -80, -20, 25, 5, 110, 100, 100];

/// The trained weights, as shipped (see the module doc).
static WEIGHT_BYTES: &[u8] = include_bytes!("eval_weights.bin");

/// Scores stay this far inside a proven result of 63 discs.
const EVAL_LIMIT: i32 = 6300;

impl Board {
    /// The static evaluation of the board for the side to move, without searching: Slick Willy's
    /// trained evaluation, in centi-discs (100 is worth about one disc of final margin). The first
    /// call decodes the weights (a few tens of milliseconds).
    ///
    /// ```
    /// use ethello_engine::{Bitboard, Board, Game};
    /// // A board and its mirror image are worth the same.
    /// let board = Game::from_transcript("f5d6c3d3c4").unwrap().position().board;
    /// let flip = |b: Bitboard| Bitboard(b.0.swap_bytes());
    /// let mirror = Board::new(flip(board.player), flip(board.opponent)).unwrap();
    /// assert_eq!(board.evaluate(), mirror.evaluate());
    /// ```
    pub fn evaluate(self) -> i32 {
        evaluate(self.player.0, self.opponent.0)
    }
}

/// Decodes the trained weights now (a few tens of milliseconds), so that a timed first search does not
/// pay for it.
pub fn prepare() {
    trained();
}

/// The decoded weights: [`PHASES`] blocks of [`PHASE_LEN`], every pattern index filled in from its
/// canonical one (the file stores only those, see [`patterns::stored_indices`]).
fn trained() -> &'static [i16] {
    static WEIGHTS: OnceLock<Vec<i16>> = OnceLock::new();
    WEIGHTS.get_or_init(|| {
        let map = patterns::canonical_map();
        let stored = patterns::stored_indices(&map);
        let per_phase = stored.len() + SCALARS;
        let raw = weights_file::unpack(WEIGHT_BYTES).expect("eval_weights.bin decodes");
        assert_eq!(raw.len(), PHASES * per_phase, "eval_weights.bin size");
        let mut full = vec![0i16; PHASES * PHASE_LEN];
        for (src, dst) in raw
            .chunks_exact(per_phase)
            .zip(full.chunks_exact_mut(PHASE_LEN))
        {
            for (&value, &i) in src.iter().zip(&stored) {
                dst[i] = value;
            }
            for (i, &canonical) in map.iter().enumerate() {
                dst[i] = dst[canonical as usize];
            }
            dst[PATTERN_WEIGHTS..].copy_from_slice(&src[stored.len()..]);
        }
        full
    })
}

/// The estimated value of `board` for its side to move, in centi-discs (100 = one disc): the
/// trained evaluation, as [`evaluate`] computes it from the two bitboards.
///
/// ```
/// use ethello_engine::{eval, Board};
/// let board = Board::start();
/// assert_eq!(eval::evaluate_board(board), eval::evaluate(board.player.0, board.opponent.0));
/// ```
pub fn evaluate_board(board: Board) -> i32 {
    evaluate(board.player.0, board.opponent.0)
}

/// The estimated value of the board for the side to move (`p` against `o`), in centi-discs: the
/// trained evaluation (see the module doc).
///
/// ```
/// use ethello_engine::eval::evaluate;
/// // A board and its mirror image are worth the same.
/// let (p, o) = ((1u64 << 28) | (1 << 35) | (1 << 34), (1u64 << 27) | (1 << 36));
/// let mirror = |b: u64| b.swap_bytes();
/// assert_eq!(evaluate(p, o), evaluate(mirror(p), mirror(o)));
/// ```
pub fn evaluate(p: u64, o: u64) -> i32 {
    let (table, tail) = phase_weights(p, o);
    let sum: i32 = patterns::indices(p, o)
        .iter()
        .map(|&i| table[i as usize] as i32)
        .sum();
    finish(sum, p, o, tail)
}

/// [`evaluate`] with the pattern indices of the side to move already known (kept up to date by the
/// search, see [`incremental`]): always the same value, without reading the patterns again.
///
/// ```
/// use ethello_engine::eval::{evaluate, evaluate_view};
/// use ethello_engine::patterns::incremental::Indices;
/// let (p, o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
/// assert_eq!(evaluate_view(p, o, Indices::new(p, o).mover()), evaluate(p, o));
/// ```
#[inline]
pub fn evaluate_view(p: u64, o: u64, view: &View) -> i32 {
    let (table, tail) = phase_weights(p, o);
    let offsets = incremental::offsets();
    let mut sum = 0;
    for c in 0..INSTANCES {
        sum += table[(offsets[c] + view.lane(c)) as usize] as i32;
    }
    finish(sum, p, o, tail)
}

/// The pattern weights and the scalar weights of the board's phase.
#[inline(always)]
fn phase_weights(p: u64, o: u64) -> (&'static [i16], &'static [i16]) {
    let empties = (!(p | o)).count_ones();
    trained()[patterns::phase(empties) * PHASE_LEN..][..PHASE_LEN].split_at(PATTERN_WEIGHTS)
}

/// The pattern sum plus the scalar features times their weights, kept inside the evaluation's range.
#[inline(always)]
fn finish(mut sum: i32, p: u64, o: u64, tail: &[i16]) -> i32 {
    let x = patterns::scalars(p, o);
    for k in 0..SCALARS {
        sum += x[k] * tail[k] as i32;
    }
    sum.clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

/// [`evaluate`] taken apart: what each pattern kind and each scalar feature adds, and what the
/// clamp to the evaluation's range took away, so that the parts sum to [`evaluate`] exactly (for
/// the explanations' attribution, `crate::explain`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The pattern weights summed by kind, in [`patterns`]' order.
    pub kinds: [i32; patterns::KINDS],
    /// Each scalar feature times its weight, in [`patterns::scalars`]' order.
    pub scalars: [i32; SCALARS],
    /// The clamped value minus the unclamped sum (0 unless the sum left the range).
    pub clamp: i32,
}

impl Parts {
    /// The sum of the parts: always [`evaluate`] of the same board.
    pub fn total(&self) -> i32 {
        self.kinds.iter().chain(&self.scalars).sum::<i32>() + self.clamp
    }
}

/// [`evaluate`] of the board (`p` to move against `o`) split into its [`Parts`]; slower, for
/// explanations only.
///
/// ```
/// use ethello_engine::eval::{evaluate, evaluate_parts};
/// let (p, o) = ((1u64 << 28) | (1 << 35) | (1 << 34), (1u64 << 27) | (1 << 36));
/// assert_eq!(evaluate_parts(p, o).total(), evaluate(p, o));
/// ```
pub fn evaluate_parts(p: u64, o: u64) -> Parts {
    let (table, tail) = phase_weights(p, o);
    let mut kinds = [0; patterns::KINDS];
    for i in patterns::indices(p, o) {
        kinds[patterns::kind_of(i)] += table[i as usize] as i32;
    }
    let x = patterns::scalars(p, o);
    let scalars: [i32; SCALARS] = std::array::from_fn(|k| x[k] * tail[k] as i32);
    let sum = kinds.iter().chain(&scalars).sum::<i32>();
    let clamp = sum.clamp(-EVAL_LIMIT, EVAL_LIMIT) - sum;
    Parts {
        kinds,
        scalars,
        clamp,
    }
}

/// The hand-weighted evaluation (see the module doc), in centi-discs.
///
/// ```
/// use ethello_engine::eval::handmade_evaluate;
/// // The start position is symmetric: equal for both sides apart from parity.
/// let (p, o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
/// assert_eq!(handmade_evaluate(p, o), handmade_evaluate(o, p));
/// ```
pub fn handmade_evaluate(p: u64, o: u64) -> i32 {
    let f = feature_values(p, o);
    let w = &WEIGHTS[(p | o).count_ones() as usize];
    f.iter().zip(w.iter()).map(|(a, b)| a * b).sum()
}

/// The features, own minus the opponent's (parity is +1 or -1 for the side to move).
#[inline]
fn feature_values(p: u64, o: u64) -> [i32; FEATURES] {
    // The trained evaluation's scalar features, plus stable discs (which only this one uses).
    let [_, parity, mobility, potential, corners, x, c, discs] = patterns::scalars(p, o);
    let full = features::full_lines(p | o);
    let stable = features::stable_with(p, full).count_ones() as i32
        - features::stable_with(o, full).count_ones() as i32;
    [corners, x, c, mobility, potential, stable, discs, parity]
}

/// [`weights`] for each disc count 0..=64, computed once at compile time (no divisions per call).
static WEIGHTS: [Weights; 65] = {
    let mut table = [[0; FEATURES]; 65];
    let mut discs = 0;
    while discs <= 64 {
        table[discs] = weights(discs as u32);
        discs += 1;
    }
    table
};

/// The weights for a board with `discs` discs: piecewise-linear between the three phases.
const fn weights(discs: u32) -> Weights {
    let d = if discs < 4 {
        4
    } else if discs > 64 {
        64
    } else {
        discs
    } as i32;
    let (a, b, t, span) = if d <= 34 {
        (&OPENING, &MIDGAME, d - 4, 30)
    } else {
        (&MIDGAME, &ENDGAME, d - 34, 30)
    };
    let mut w = [0; FEATURES];
    let mut i = 0;
    while i < FEATURES {
        w[i] = a[i] + (b[i] - a[i]) * t / span;
        i += 1;
    }
    w
}

/// The classic evaluation of the game's original design, from the point of view of `me` with the
/// opponent `them`: +1500 per own corner, -1500 per opponent corner, -1000 per own disc on a square
/// next to an empty corner (X and C squares), +1000 per opponent disc there, minus the opponent's
/// number of legal moves.
///
/// ```
/// use ethello_engine::eval::classic_evaluate;
/// // Own a1; the opponent's b2 is next to a taken corner and it has no move.
/// assert_eq!(classic_evaluate(1, 1 << 9), 1500);
/// ```
pub fn classic_evaluate(me: u64, them: u64) -> i32 {
    let empty = !(me | them);
    let (x, c) = features::danger_squares(empty);
    let near = x | c;
    let count = |b: u64| b.count_ones() as i32;
    1500 * (count(me & CORNERS) - count(them & CORNERS)) - 1000 * count(me & near)
        + 1000 * count(them & near)
        - count(legal_moves(them, me))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_weights_are_canonically_packed_and_fill_every_phase() {
        let raw = weights_file::unpack(WEIGHT_BYTES).expect("the shipped file decodes");
        let packed = weights_file::pack(&raw, weights_file::SHIPPED_STEP);
        assert!(packed == WEIGHT_BYTES, "packed again, the file changes");
        for (ph, weights) in raw.chunks_exact(raw.len() / PHASES).enumerate() {
            let set = weights.iter().filter(|&&w| w != 0).count();
            assert!(set > 100, "phase {ph} has only {set} weights set");
        }
    }
}
