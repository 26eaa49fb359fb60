//! Pattern features: the board seen as 46 overlapping lines and blocks of squares, each read as a
//! ternary number, for the trained evaluation ([`crate::eval`]).
//!
//! Representation: a pattern is a fixed list of squares; its *configuration* on a board is the
//! base-3 number whose digits are the squares' states (0 empty, 1 the side to move's disc, 2 the
//! opponent's). Every pattern is read on the eight symmetric copies of the board that map it onto
//! the others of its kind (the four edges, the four corners, ...), so one table of weights per pattern
//! kind serves all its copies, and a board and its mirror images always get the same value.
//!
//! The kinds, their squares on the a1 copy and how many copies the board holds:
//!
//! | kind | squares | copies | configurations |
//! |---|---|---:|---:|
//! | edge + 2 X | a1..h1, b2, g2 | 4 | 3^10 |
//! | corner 3x3 | a1..c3 | 4 | 3^9 |
//! | corner 2x5 | a1..e1, a2..e2 | 8 | 3^10 |
//! | row 2, 3, 4 | a2..h2, a3..h3, a4..h4 | 4 each | 3^8 each |
//! | diagonal 8 | a1..h8 | 2 | 3^8 |
//! | diagonals 7, 6, 5, 4 | b1..h7, c1..h6, d1..h5, e1..h4 | 4 each | 3^7 .. 3^4 |
//!
//! Invariant: [`indices`] returns, for each of the [`INSTANCES`] copies, an index below
//! [`PATTERN_WEIGHTS`] into one flat table (each kind at its own offset); the fitter and the
//! evaluation both use it, so weights trained on one are read the same way by the other.
//!
//! Reading a pattern never loops over its squares: on each symmetric copy the pattern lies on the
//! first rows (bytes) or on a diagonal, which a multiplication gathers into a byte; a 256-entry table
//! turns the byte's bits into ternary digits.

use super::symmetry::frames;

pub mod incremental;

/// Number of pattern copies read from a board.
pub const INSTANCES: usize = 46;

/// Configurations of each kind, in the order of the module doc's table.
const SIZES: [usize; 11] = [
    59049, // edge + 2 X
    19683, // corner 3x3
    59049, // corner 2x5
    6561,  // row 2
    6561,  // row 3
    6561,  // row 4
    6561,  // diagonal 8
    2187,  // diagonal 7
    729,   // diagonal 6
    243,   // diagonal 5
    81,    // diagonal 4
];

/// Where each kind's weights start in the flat table.
const OFFSETS: [usize; 11] = {
    let mut o = [0; 11];
    let mut i = 1;
    while i < 11 {
        o[i] = o[i - 1] + SIZES[i - 1];
        i += 1;
    }
    o
};

/// Number of pattern kinds (the rows of the module doc's table, in its order).
pub const KINDS: usize = SIZES.len();

/// The kind (0..[`KINDS`], in the module doc's order) of an index that [`indices`] returns.
#[inline]
pub fn kind_of(index: u32) -> usize {
    OFFSETS.partition_point(|&start| start <= index as usize) - 1
}

/// Total configurations over all kinds: the length of one phase's pattern table.
pub const PATTERN_WEIGHTS: usize = OFFSETS[10] + SIZES[10];

/// `TERNARY[bits]`: the byte's bits as base-3 digits (bit k becomes digit k, worth 3^k).
static TERNARY: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut b = 0;
    while b < 256 {
        let (mut v, mut pow, mut k) = (0u32, 1u32, 0);
        while k < 8 {
            if b >> k & 1 == 1 {
                v += pow;
            }
            pow *= 3;
            k += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// The ternary number of the squares picked out as bits of `p` (digit 1) and `o` (digit 2).
#[inline(always)]
fn tern(p: u64, o: u64) -> u32 {
    TERNARY[p as usize] + 2 * TERNARY[o as usize]
}

/// Squares `(r, r + k)`: the diagonal starting on file `k` of rank 1.
const fn diagonal(k: u32) -> u64 {
    let mut m = 0u64;
    let mut r = 0;
    while r + k < 8 {
        m |= 1 << (r * 8 + r + k);
        r += 1;
    }
    m
}

/// The bits of `x` on diagonal `k`, gathered by file into the low byte (bit j = file j), shifted
/// down by `k`. The squares lie on distinct files, so the multiplication adds no carries.
#[inline(always)]
fn gather(x: u64, k: u32) -> u64 {
    ((x & diagonal(k)).wrapping_mul(0x0101_0101_0101_0101) >> 56) >> k
}

/// The pattern indices of the board (`p` to move against `o`); see the module doc.
#[inline]
pub fn indices(p: u64, o: u64) -> [u32; INSTANCES] {
    let (fp, fo) = (frames(p), frames(o));
    let mut out = [0u32; INSTANCES];
    let mut n = 0;
    let mut push = |kind: usize, idx: u32| {
        out[n] = OFFSETS[kind] as u32 + idx;
        n += 1;
    };
    let row = |x: u64, r: u32| (x >> (8 * r)) & 0xff;
    for f in [0, 1, 4, 5] {
        let (p, o) = (fp[f], fo[f]);
        let x_squares = tern((p >> 9 & 1) | (p >> 13 & 2), (o >> 9 & 1) | (o >> 13 & 2));
        push(0, tern(row(p, 0), row(o, 0)) + 6561 * x_squares);
        push(3, tern(row(p, 1), row(o, 1)));
        push(4, tern(row(p, 2), row(o, 2)));
        push(5, tern(row(p, 3), row(o, 3)));
    }
    for f in 0..4 {
        let (p, o) = (fp[f], fo[f]);
        let block = |r: u32| tern(row(p, r) & 7, row(o, r) & 7);
        push(1, block(0) + 27 * block(1) + 729 * block(2));
        for (kind, k) in [(7, 1), (8, 2), (9, 3), (10, 4)] {
            push(kind, tern(gather(p, k), gather(o, k)));
        }
    }
    for f in 0..8 {
        let (p, o) = (fp[f], fo[f]);
        let half = |r: u32| tern(row(p, r) & 31, row(o, r) & 31);
        push(2, half(0) + 243 * half(1));
    }
    for f in [0, 2] {
        push(6, tern(gather(fp[f], 0), gather(fo[f], 0)));
    }
    debug_assert_eq!(n, INSTANCES);
    out
}

/// Number of game phases, each with its own weights: boards are grouped by empties,
/// [`EMPTIES_PER_PHASE`] to a phase.
pub const PHASES: usize = 10;

/// Empties per phase (the last phase also takes the opening's 60 and 59 empties).
pub const EMPTIES_PER_PHASE: u32 = 6;

/// Number of scalar features after the patterns (see [`scalars`]).
pub const SCALARS: usize = 8;

/// Weights per phase: the pattern table, then the scalars'.
pub const PHASE_LEN: usize = PATTERN_WEIGHTS + SCALARS;

/// The phase of a board with `empties` empty squares.
#[inline(always)]
pub fn phase(empties: u32) -> usize {
    ((empties / EMPTIES_PER_PHASE) as usize).min(PHASES - 1)
}

/// The scalar features, own minus the opponent's: a constant 1 (bias), parity (+1 when the empties
/// are odd, so that the side to move plays last), mobility (corner moves count double), potential
/// mobility (empties next to the opponent's discs), corners, X and C squares next to an empty
/// corner, and discs. (Stable discs were tried: they cost a fifth of the evaluation's time, and the
/// edge and corner patterns already see most of them.)
#[inline]
pub fn scalars(p: u64, o: u64) -> [i32; SCALARS] {
    use super::features::{self, CORNERS};
    use super::movegen::legal_moves;
    let empty = !(p | o);
    let (mp, mo) = (legal_moves(p, o), legal_moves(o, p));
    let mobility = (mp.count_ones() + (mp & CORNERS).count_ones()) as i32
        - (mo.count_ones() + (mo & CORNERS).count_ones()) as i32;
    let potential =
        features::potential_mobility(p, o) as i32 - features::potential_mobility(o, p) as i32;
    let parity = if empty.count_ones() % 2 == 1 { 1 } else { -1 };
    let (x, c) = features::danger_squares(empty);
    let diff = |m: u64| (p & m).count_ones() as i32 - (o & m).count_ones() as i32;
    [
        1,
        parity,
        mobility,
        potential,
        diff(CORNERS),
        diff(x),
        diff(c),
        diff(!0),
    ]
}

/// For each kind, the digit permutation of its mirror symmetry: digit `k` of the mirrored reading
/// is digit `MIRROR[kind][k]` of the original (the edge, rows and diagonals read backwards, the 3x3
/// corner transposed; the 2x5 corner has no symmetry of its own, its eight copies cover all eight).
const MIRROR: [&[u8]; 11] = [
    &[7, 6, 5, 4, 3, 2, 1, 0, 9, 8],
    &[0, 3, 6, 1, 4, 7, 2, 5, 8],
    &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    &[7, 6, 5, 4, 3, 2, 1, 0],
    &[7, 6, 5, 4, 3, 2, 1, 0],
    &[7, 6, 5, 4, 3, 2, 1, 0],
    &[7, 6, 5, 4, 3, 2, 1, 0],
    &[6, 5, 4, 3, 2, 1, 0],
    &[5, 4, 3, 2, 1, 0],
    &[4, 3, 2, 1, 0],
    &[3, 2, 1, 0],
];

/// For every index, the smaller of it and its mirrored reading (see `MIRROR`): a pattern and its
/// mirror image share one weight, which makes the evaluation exactly symmetric.
pub fn canonical_map() -> Vec<u32> {
    let mut map = Vec::with_capacity(PATTERN_WEIGHTS);
    for (kind, perm) in MIRROR.iter().enumerate() {
        for local in 0..SIZES[kind] {
            let mut digits = [0usize; 10];
            let mut rest = local;
            for d in digits.iter_mut().take(perm.len()) {
                *d = rest % 3;
                rest /= 3;
            }
            let mirrored = perm
                .iter()
                .rev()
                .fold(0, |acc, &from| acc * 3 + digits[from as usize]);
            map.push((OFFSETS[kind] + local.min(mirrored)) as u32);
        }
    }
    map
}

/// The indices that are their own canonical form (see [`canonical_map`]), in increasing order: the
/// pattern weights a weights file stores, phase by phase, before the phase's scalar weights.
pub fn stored_indices(map: &[u32]) -> Vec<usize> {
    (0..map.len()).filter(|&i| map[i] as usize == i).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    #[test]
    fn gather_reads_squares_in_order() {
        assert_eq!(gather(u64::MAX, 0), 0xff);
        assert_eq!(gather(u64::MAX, 4), 0x0f);
    }

    /// The eight copies of a board read the same patterns, up to each pattern's mirror image.
    #[test]
    fn symmetric_boards_read_the_same_patterns() {
        let map = canonical_map();
        let canon = |p: u64, o: u64| {
            let mut v: Vec<u32> = indices(p, o).iter().map(|&i| map[i as usize]).collect();
            v.sort_unstable();
            v
        };
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let occupied = rng.next_u64();
            let p = occupied & rng.next_u64();
            let o = occupied & !p;
            assert!(indices(p, o)
                .iter()
                .all(|&i| (i as usize) < PATTERN_WEIGHTS));
            let base = canon(p, o);
            let (fp, fo) = (frames(p), frames(o));
            for f in 1..8 {
                assert_eq!(canon(fp[f], fo[f]), base, "frame {f}");
            }
        }
    }

    /// Every index of a kind's block, first and last, is read back as that kind.
    #[test]
    fn kind_of_names_each_block() {
        for kind in 0..KINDS {
            let (first, last) = (OFFSETS[kind], OFFSETS[kind] + SIZES[kind] - 1);
            assert_eq!(kind_of(first as u32), kind);
            assert_eq!(kind_of(last as u32), kind);
        }
        let kinds: Vec<usize> = indices(0, 0).iter().map(|&i| kind_of(i)).collect();
        assert_eq!(&kinds[..4], &[0, 3, 4, 5]);
    }

    /// Swapping the colours swaps digits 1 and 2 and nothing else.
    #[test]
    fn start_position_indices_are_in_range_and_distinct_by_colour() {
        let (p, o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
        assert_ne!(indices(p, o), indices(o, p));
        let empty = indices(0, 0);
        for (kind, &i) in [0usize, 3, 4, 5].iter().zip(empty.iter()) {
            assert_eq!(i as usize, OFFSETS[*kind]);
        }
    }
}
