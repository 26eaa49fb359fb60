//! Counting the discs a move on the last empty square flips, without computing them.
//!
//! With one empty square `x` the board is full elsewhere, so the opponent's discs are every square
//! but the player's and `x`: the flips depend on the player's discs alone. Along each of the four
//! lines through `x`, the player's discs are gathered into an 8-bit pattern (one bit per cell of the
//! line, by column for rows and diagonals, by row for columns; cells off a short diagonal read as
//! opponent discs, which never changes a count because no player disc lies beyond them), and a
//! table gives the count for each cell and pattern. This is the solver's innermost step: most leaves
//! of an endgame search end here.

/// `LINE_FLIPS[cell][pattern]`: discs flipped on an 8-cell line by a move on `cell` when `pattern`
/// has the player's cells set and every other cell (but `cell`) holds an opponent disc.
static LINE_FLIPS: [[u8; 256]; 8] = {
    let mut t = [[0u8; 256]; 8];
    let mut cell = 0;
    while cell < 8 {
        let mut pattern = 0;
        while pattern < 256 {
            t[cell][pattern] = side_flips(cell, pattern, -1) + side_flips(cell, pattern, 1);
            pattern += 1;
        }
        cell += 1;
    }
    t
};

/// Flips on one side (`step` = -1 or +1) of `cell`: the opponent run, if a player disc closes it.
const fn side_flips(cell: usize, pattern: usize, step: isize) -> u8 {
    let mut i = cell as isize + step;
    let mut run = 0;
    while i >= 0 && i < 8 {
        if pattern >> i & 1 == 1 {
            return run;
        }
        run += 1;
        i += step;
    }
    0
}

/// The squares of the a1-h8 diagonal direction through each square.
static DIAG9: [u64; 64] = line_masks(9);
/// The squares of the h1-a8 diagonal direction through each square.
static DIAG7: [u64; 64] = line_masks(7);

/// For each square, the squares on its diagonal of `step` 9 (down-right) or 7 (down-left).
const fn line_masks(step: i32) -> [u64; 64] {
    let mut t = [0u64; 64];
    let dc = if step == 9 { 1 } else { -1 };
    let mut sq = 0;
    while sq < 64 {
        let (r0, c0) = ((sq / 8) as i32, (sq % 8) as i32);
        let mut k = -7;
        while k <= 7 {
            let (r, c) = (r0 + k, c0 + k * dc);
            if r >= 0 && r < 8 && c >= 0 && c < 8 {
                t[sq] |= 1 << (r * 8 + c);
            }
            k += 1;
        }
        sq += 1;
    }
    t
}

/// The number of discs flipped when the player with discs `p` plays on `x`, the only empty square
/// (every other square not in `p` is the opponent's). 0 means the move is not legal.
#[inline]
pub fn count_last_flips(x: usize, p: u64) -> i32 {
    let (row, col) = (x / 8, x % 8);
    let r = (p >> (8 * row)) as usize & 0xff;
    let c =
        (((p >> col) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize;
    let d9 = ((p & DIAG9[x]).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize;
    let d7 = ((p & DIAG7[x]).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize;
    (LINE_FLIPS[col][r] as i32)
        + (LINE_FLIPS[row][c] as i32)
        + (LINE_FLIPS[col][d9] as i32)
        + (LINE_FLIPS[col][d7] as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::flips;
    use crate::Rng;

    #[test]
    fn the_count_equals_the_flips_on_random_full_boards() {
        let mut rng = Rng::new(3);
        for _ in 0..20_000 {
            let x = rng.below(64) as usize;
            let p = rng.next_u64() & !(1 << x);
            let o = !p & !(1 << x);
            assert_eq!(
                count_last_flips(x, p),
                flips(x, p, o).count_ones() as i32,
                "x {x} p {p:#x}"
            );
        }
    }
}
