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
/// With few empty squares (at most [`FEW_EMPTIES`]) each empty square's four lines are looked up
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
/// the longest diagonal).
#[inline]
fn full_lines_folded(filled: u64) -> [u64; 4] {
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
    let [fh, fv, f7, f9] = full;
    let mut s = 0u64;
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
