//! Legal moves and flips on raw `u64` bitboards: the hot path of every search.
//!
//! Both functions take the side to move's discs `p` and the opponent's `o` (disjoint; bit 0 = a1,
//! bit 63 = h8). Nothing here loops over squares:
//!
//! - [`legal_moves`] spreads the player's discs through runs of opponent discs in each of the eight
//!   directions with a Kogge-Stone fill (four shift-and-mask steps reach the six squares a run can
//!   span), then keeps the empty squares the runs end next to.
//! - [`flips`] finds, for each direction, the first square past the move that is not an opponent disc.
//!   Towards higher bits an addition does it: in `o | !ray` the carry of `+ lowest(ray)` runs through
//!   the opponent discs (and the bits off the ray) and stops on that square. Towards lower bits it is
//!   the highest set bit of `ray & !o`, a leading-zero count. When that square is the player's, the ray
//!   squares in between flip. Where the target has AVX2 (native builds, `.cargo/config.toml`) the
//!   four directions of each kind go in one vector (`movegen/avx2.rs`); elsewhere, the browser
//!   included, ray by ray.

/// Columns b..g: an east or west step from these squares stays on the row.
const INNER_COLS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// The empty squares where the player with discs `p` may play against `o`.
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let inner = o & INNER_COLS;
    let moves = spread(p, inner, 1) | spread(p, o, 8) | spread(p, inner, 7) | spread(p, inner, 9);
    moves & !(p | o)
}

/// Squares one step past a run of `m` discs that starts next to `p`, along `+d` and `-d`.
#[inline(always)]
fn spread(p: u64, m: u64, d: u32) -> u64 {
    let mut up = m & (p << d);
    let mut down = m & (p >> d);
    up |= m & (up << d);
    down |= m & (down >> d);
    let pairs_up = m & (m << d);
    let pairs_down = pairs_up >> d;
    up |= pairs_up & (up << (2 * d));
    down |= pairs_down & (down >> (2 * d));
    up |= pairs_up & (up << (2 * d));
    down |= pairs_down & (down >> (2 * d));
    (up << d) | (down >> d)
}

/// The opponent discs that flip when the player with `p` plays on square `sq` (0..64) against `o`.
///
/// Returns 0 when the move flips nothing, i.e. is illegal (or `sq` is occupied and brackets nothing).
#[inline]
pub fn flips(sq: usize, p: u64, o: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    return avx2::flips(&RAYS[sq], p, o);
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    return flips_scalar(sq, p, o);
}

#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
mod avx2;

/// [`flips`] one ray at a time (the reference for the vector version, and the version where there
/// is no AVX2).
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "avx2", not(test)),
    allow(dead_code)
)]
#[inline]
fn flips_scalar(sq: usize, p: u64, o: u64) -> u64 {
    let rays = &RAYS[sq];
    flips_up(rays[0], p, o)
        | flips_up(rays[1], p, o)
        | flips_up(rays[2], p, o)
        | flips_up(rays[3], p, o)
        | flips_down(rays[4], p, o)
        | flips_down(rays[5], p, o)
        | flips_down(rays[6], p, o)
        | flips_down(rays[7], p, o)
}

/// Flips along a ray that runs towards higher bits (east, south-west, south, south-east).
#[inline(always)]
fn flips_up(ray: u64, p: u64, o: u64) -> u64 {
    let first = ray & ray.wrapping_neg();
    let outflank = (o | !ray).wrapping_add(first) & ray & p;
    outflank.wrapping_sub((outflank != 0) as u64) & ray
}

/// Flips along a ray that runs towards lower bits (west, north-east, north, north-west).
#[inline(always)]
fn flips_down(ray: u64, p: u64, o: u64) -> u64 {
    let stops = ray & !o;
    let outflank = if stops == 0 {
        0
    } else {
        (1u64 << 63 >> stops.leading_zeros()) & p
    };
    (outflank << 1).wrapping_neg() & ray
}

/// [`legal_moves`] for two boards at once, one in each 64-bit lane of a WebAssembly SIMD vector:
/// the same shifts and masks, so each instruction serves both boards (perft's last plies pair up
/// sibling positions this way). Native builds get the same effect from AVX2 on the four directions.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub mod x2 {
    use core::arch::wasm32::{i64x2_shl, u64x2, u64x2_extract_lane, u64x2_shr, u64x2_splat, v128};
    use core::arch::wasm32::{v128_and, v128_andnot, v128_or};

    /// The legal moves of `(p[0], o[0])` and `(p[1], o[1])`.
    #[inline]
    pub fn legal_moves(p: [u64; 2], o: [u64; 2]) -> [u64; 2] {
        let (p, o) = (u64x2(p[0], p[1]), u64x2(o[0], o[1]));
        let inner = v128_and(o, u64x2_splat(super::INNER_COLS));
        let moves = v128_or(
            v128_or(spread(p, inner, 1), spread(p, o, 8)),
            v128_or(spread(p, inner, 7), spread(p, inner, 9)),
        );
        let m = v128_andnot(moves, v128_or(p, o));
        [u64x2_extract_lane::<0>(m), u64x2_extract_lane::<1>(m)]
    }

    /// `super::spread` lane by lane.
    #[inline(always)]
    fn spread(p: v128, m: v128, d: u32) -> v128 {
        let step = |x: v128, up: bool, k: u32| if up { i64x2_shl(x, k) } else { u64x2_shr(x, k) };
        let mut up = v128_and(m, step(p, true, d));
        let mut down = v128_and(m, step(p, false, d));
        up = v128_or(up, v128_and(m, step(up, true, d)));
        down = v128_or(down, v128_and(m, step(down, false, d)));
        let pairs_up = v128_and(m, step(m, true, d));
        let pairs_down = step(pairs_up, false, d);
        for _ in 0..2 {
            up = v128_or(up, v128_and(pairs_up, step(up, true, 2 * d)));
            down = v128_or(down, v128_and(pairs_down, step(down, false, 2 * d)));
        }
        v128_or(step(up, true, d), step(down, false, d))
    }
}

/// `NEIGHBOURS[sq]`: the (up to eight) squares next to `sq`. A move on `sq` can flip only if one of
/// them holds an opponent disc: a one-instruction filter before [`flips`] in the endgame's hot loops.
pub static NEIGHBOURS: [u64; 64] = build_neighbours();

const fn build_neighbours() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = DIRECTIONS[d];
            let (r, c) = ((sq / 8) as i32 + dr, (sq % 8) as i32 + dc);
            if r >= 0 && r < 8 && c >= 0 && c < 8 {
                table[sq] |= 1u64 << (r * 8 + c);
            }
            d += 1;
        }
        sq += 1;
    }
    table
}

/// `RAYS[sq]`: the squares from `sq` (exclusive) to the edge in each direction; the first four run
/// towards higher bits (+1, +7, +8, +9), the last four towards lower bits (-1, -7, -8, -9).
static RAYS: [[u64; 8]; 64] = build_rays();

const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, -1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

const fn build_rays() -> [[u64; 8]; 64] {
    let mut rays = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = DIRECTIONS[d];
            let (mut r, mut c) = ((sq / 8) as i32 + dr, (sq % 8) as i32 + dc);
            while r >= 0 && r < 8 && c >= 0 && c < 8 {
                rays[sq][d] |= 1u64 << (r * 8 + c);
                r += dr;
                c += dc;
            }
            d += 1;
        }
        sq += 1;
    }
    rays
}

#[cfg(test)]
mod tests {
    use super::*;

    const START_BLACK: u64 = (1 << 28) | (1 << 35); // e4, d5
    const START_WHITE: u64 = (1 << 27) | (1 << 36); // d4, e5

    #[test]
    fn start_position_has_the_four_classic_moves() {
        // d3 (19), c4 (26), f5 (37), e6 (44)
        let expected = (1 << 19) | (1 << 26) | (1 << 37) | (1 << 44);
        assert_eq!(legal_moves(START_BLACK, START_WHITE), expected);
    }

    #[test]
    fn f5_flips_e5_only() {
        assert_eq!(flips(37, START_BLACK, START_WHITE), 1 << 36);
        assert_eq!(flips(0, START_BLACK, START_WHITE), 0);
    }

    #[test]
    fn a_full_row_of_opponents_is_not_flipped_without_an_anchor() {
        // Player on a1 is absent: b1..h1 opponent, playing a1 brackets nothing.
        let o = 0xfe;
        assert_eq!(flips(0, 0, o), 0);
        assert_eq!(flips(0, 1 << 7, 0x7e), 0x7e);
    }

    #[test]
    fn flips_equals_the_ray_by_ray_version_on_random_boards() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let (a, b) = (next(), next());
            // Dense and sparse boards: `a & b` leaves few player discs.
            for (p, o) in [(a & !b, b & !a), (a & b, !a & !b), (a & b & next(), !a)] {
                for sq in 0..64 {
                    assert_eq!(
                        flips(sq, p, o),
                        flips_scalar(sq, p, o),
                        "{p:#x} {o:#x} {sq}"
                    );
                }
            }
        }
    }

    #[test]
    fn neighbours_are_the_adjacent_squares() {
        assert_eq!(NEIGHBOURS[0], (1 << 1) | (1 << 8) | (1 << 9)); // a1: b1, a2, b2
        assert_eq!(NEIGHBOURS[63].count_ones(), 3);
        assert_eq!(NEIGHBOURS[27].count_ones(), 8); // d4
        for (sq, &near) in NEIGHBOURS.iter().enumerate() {
            assert_eq!(near & (1 << sq), 0);
            // A move flips only next to an opponent disc.
            assert_eq!(flips(sq, START_BLACK, START_WHITE & !near), 0);
        }
    }
}
