//! Board features on raw `u64` bitboards, shared by the evaluation, move ordering and the endgame
//! solver's stability cutoff.
//!
//! Every function takes the side to move's discs `p` and the opponent's `o` (disjoint; bit 0 = a1,
//! bit 63 = h8) and loops over no squares, except [`stable`], which repeats a fixed-point step until
//! nothing changes (at most a handful of rounds in practice), and [`full_lines`] on a nearly full
//! board, which looks up the lines through each of its few empty squares.

/// Columns b..h: shifting these one column left stays on the row.
const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
/// Columns a..g: shifting these one column right stays on the row.
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// The four corners a1, h1, a8, h8.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// The 28 edge squares.
const EDGES: u64 = 0xff81_8181_8181_81ff;
const COL_A: u64 = 0x0101_0101_0101_0101;
const COL_H: u64 = 0x8080_8080_8080_8080;
const ROW_1: u64 = 0xff;
const ROW_8: u64 = 0xff00_0000_0000_0000;

/// The squares next to at least one square of `b` (in any of the eight directions), `b` included
/// when its squares touch each other.
#[inline]
pub fn neighbours(b: u64) -> u64 {
    let h = ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
    let row = b | h;
    h | (row << 8) | (row >> 8)
}

/// Potential mobility of the side to move: the empty squares next to an opponent disc.
#[inline]
pub fn potential_mobility(p: u64, o: u64) -> u32 {
    (neighbours(o) & !(p | o)).count_ones()
}

/// The corners and squares next to each EMPTY corner: `(x, c)`, the diagonal neighbours (X squares)
/// and the edge neighbours (C squares) of the corners nobody holds yet.
#[inline]
pub fn danger_squares(empty: u64) -> (u64, u64) {
    let mut x = 0;
    let mut c = 0;
    if empty & 1 != 0 {
        x |= 1 << 9;
        c |= (1 << 1) | (1 << 8);
    }
    if empty & (1 << 7) != 0 {
        x |= 1 << 14;
        c |= (1 << 6) | (1 << 15);
    }
    if empty & (1 << 56) != 0 {
        x |= 1 << 49;
        c |= (1 << 48) | (1 << 57);
    }
    if empty & (1 << 63) != 0 {
        x |= 1 << 54;
        c |= (1 << 55) | (1 << 62);
    }
    (x, c)
}

/// For each of the four line directions (horizontal, vertical, the two diagonals), the squares whose
/// whole line in that direction is filled.
///
/// With few empty squares (at most `FEW_EMPTIES`) each empty square's four lines are looked up
/// and removed instead: the endgame solver asks with 4-8 empties tens of millions of times.
#[inline]
pub fn full_lines(filled: u64) -> [u64; 4] {
    if (!filled).count_ones() <= FEW_EMPTIES {
        full_lines_few(filled)
    } else {
        full_lines_folded(filled)
    }
}

/// Up to this many empties, [`full_lines`] looks each empty square's lines up.
const FEW_EMPTIES: u32 = 10;

/// [`full_lines`] by lines through the empty squares: a line is full unless it holds one.
#[inline]
fn full_lines_few(filled: u64) -> [u64; 4] {
    let mut open = [0u64; 4];
    let mut empty = !filled;
    while empty != 0 {
        let lines = &LINES_THROUGH[empty.trailing_zeros() as usize];
        empty &= empty - 1;
        for (o, l) in open.iter_mut().zip(lines) {
            *o |= l;
        }
    }
    open.map(|o| !o)
}

/// `LINES_THROUGH[sq]`: the whole row, column, a8-h1-direction diagonal (steps of 7) and
/// a1-h8-direction diagonal (steps of 9) through `sq`, `sq` included, in [`full_lines`]' order.
static LINES_THROUGH: [[u64; 4]; 64] = {
    let mut t = [[0u64; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (r, c) = ((sq / 8) as i32, (sq % 8) as i32);
        let mut other: i32 = 0;
        while other < 64 {
            let (r2, c2) = (other / 8, other % 8);
            let bit = 1u64 << other;
            if r2 == r {
                t[sq][0] |= bit;
            }
            if c2 == c {
                t[sq][1] |= bit;
            }
            if r2 + c2 == r + c {
                t[sq][2] |= bit;
            }
            if r2 - c2 == r - c {
                t[sq][3] |= bit;
            }
            other += 1;
        }
        sq += 1;
    }
    t
};

/// [`full_lines`] by folding, in a fixed number of steps for any number of empties: rows and columns
/// fold with shifts; a diagonal shrinks one square a round from its empty squares (seven rounds cover
/// the longest diagonal). Without [`full_lines`]' lookup table (2 KB), for the page's overlays.
#[inline]
pub(crate) fn full_lines_folded(filled: u64) -> [u64; 4] {
    let mut h = filled & (filled >> 4);
    h &= h >> 2;
    h &= h >> 1;
    let h = (h & COL_A).wrapping_mul(0xff);
    let mut v = filled & (filled >> 32);
    v &= v >> 16;
    v &= v >> 8;
    let v = (v & ROW_1).wrapping_mul(COL_A);
    let mut d7 = filled;
    let mut d9 = filled;
    for _ in 0..7 {
        d7 &= ((d7 >> 7) | COL_A | ROW_8) & ((d7 << 7) | COL_H | ROW_1);
        d9 &= ((d9 >> 9) | COL_H | ROW_8) & ((d9 << 9) | COL_A | ROW_1);
    }
    [h, v, d7, d9]
}

/// The discs of `p` that can never be flipped, a lower bound found by a fixed point: a disc is stable
/// when, on each of its four lines, the line is full, or it touches the board's edge, or it touches a
/// stable disc of its own colour. Anchored at the corners, this finds edge runs and the blocks behind
/// them.
pub fn stable(p: u64, o: u64) -> u64 {
    stable_with(p, full_lines(p | o))
}

/// [`stable`] with the [`full_lines`] of the board already computed (they serve both colours).
pub fn stable_with(p: u64, full: [u64; 4]) -> u64 {
    // Seeded with the runs along the edges from the corners (stable, and one disc an iteration
    // otherwise): the fixpoint is the same, reached in fewer rounds.
    stable_from(corner_runs(p), p, full)
}

/// The fixpoint of [`stable_with`] grown from `seed`, a set of discs of `p` already known stable.
#[inline]
fn stable_from(seed: u64, p: u64, full: [u64; 4]) -> u64 {
    let [fh, fv, f7, f9] = full;
    let mut s = seed;
    loop {
        let h = fh | COL_A | COL_H | ((s << 1) & NOT_A) | ((s >> 1) & NOT_H);
        let v = fv | ROW_1 | ROW_8 | (s << 8) | (s >> 8);
        let d7 = f7 | EDGES | ((s << 7) & NOT_H) | ((s >> 7) & NOT_A);
        let d9 = f9 | EDGES | ((s << 9) & NOT_A) | ((s >> 9) & NOT_H);
        let next = s | (p & h & v & d7 & d9);
        if next == s {
            return s;
        }
        s = next;
    }
}

/// The player's discs in unbroken runs along an edge from a corner they hold.
#[inline]
fn corner_runs(p: u64) -> u64 {
    /// Column a's squares gathered into a byte, a1 lowest (the partial products never overlap).
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let row1 = row_runs(p & ROW_1);
    let row8 = row_runs(p >> 56) << 56;
    let col_a = row_runs(((p & COL_A).wrapping_mul(GATHER)) >> 56);
    let col_h = row_runs((((p >> 7) & COL_A).wrapping_mul(GATHER)) >> 56);
    row1 | row8 | onto_column_a(col_a) | (onto_column_a(col_h) << 7)
}

/// A byte's bits spread onto column a (bit k to square a(k+1)).
#[inline]
fn onto_column_a(b: u64) -> u64 {
    let x = (b | (b << 28)) & 0x0000_000f_0000_000f;
    let x = (x | (x << 14)) & 0x0003_0003_0003_0003;
    (x | (x << 7)) & COL_A
}

/// In an 8-bit line, the set bits in unbroken runs from either end.
#[inline]
fn row_runs(r: u64) -> u64 {
    let low = r & !(r + 1);
    let gaps = !r & 0xff;
    let high = if gaps == 0 {
        0xff
    } else {
        0xff & !((2u64 << (63 - gaps.leading_zeros())) - 1)
    };
    low | high
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lone_corner_is_stable_and_an_x_square_is_not() {
        assert_eq!(stable(1, 0), 1);
        assert_eq!(stable(1 << 9, 0), 0);
    }

    #[test]
    fn an_edge_run_from_a_corner_is_stable() {
        // a1..d1 own, e1 opponent: a1-d1 stable, and e1 is not the opponent's (h1 empty).
        let p = 0b1111;
        let o = 0b1_0000;
        assert_eq!(stable(p, o), 0b1111);
        assert_eq!(stable(o, p), 0);
    }

    #[test]
    fn corner_runs_are_the_edge_runs_from_held_corners() {
        assert_eq!(row_runs(0b1000_0111), 0b1000_0111);
        assert_eq!(row_runs(0b0110_0110), 0);
        assert_eq!(row_runs(0xff), 0xff);
        // a1, a2, a3 (column a), b1 (row 1), h8 and g8; d4 is never an edge run.
        let p = 1 | (1 << 8) | (1 << 16) | (1 << 1) | (1 << 63) | (1 << 62) | (1 << 27);
        assert_eq!(corner_runs(p), p & !(1 << 27));
        // h1 with h2 and h3 (column h).
        let h = (1 << 7) | (1 << 15) | (1 << 23) | (1 << 39);
        assert_eq!(corner_runs(h), h & !(1 << 39));
        // Seeding does not change the result: against the unseeded fixpoint on random boards.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (p, o) = (x & x.rotate_left(17), !x);
            let full = full_lines(p | o);
            assert_eq!(
                stable_with(p, full),
                stable_from(0, p, full),
                "{p:#x} {o:#x}"
            );
        }
    }

    #[test]
    fn full_lines_are_the_same_by_lookup_and_by_folding() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..4000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // From a full board down to a sparse one: clear `round % 24` random squares.
            let mut filled = !0u64;
            for k in 0..round % 24 {
                filled &= !(1u64 << (x.rotate_left(k * 6) % 64));
            }
            assert_eq!(
                full_lines_few(filled),
                full_lines_folded(filled),
                "{filled:#x}"
            );
        }
        assert_eq!(full_lines_few(!0), [!0; 4]);
        // With a1 empty: row 1, column a and the long a1-h8 diagonal are open; the a1 "anti-diagonal"
        // is a1 alone.
        let [h, v, d7, d9] = full_lines_few(!1);
        assert_eq!(
            (h & 0xff, v & COL_A, d7 & 1, d9 & 0x8040_2010_0804_0201),
            (0, 0, 0, 0)
        );
        assert_eq!(h | 0xff, !0);
        assert_eq!(d7, !1);
    }

    #[test]
    fn a_full_board_is_all_stable() {
        let p = 0x0f0f_0f0f_0f0f_0f0f;
        assert_eq!(stable(p, !p), p);
    }

    #[test]
    fn danger_squares_follow_empty_corners() {
        let (x, c) = danger_squares(!1u64);
        assert_eq!(x & (1 << 9), 0);
        assert_eq!(c & 0b10, 0);
        assert_ne!(x & (1 << 14), 0);
    }
}
