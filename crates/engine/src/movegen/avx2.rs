//! [`flips`](super::flips) with AVX2: the eight rays as two vectors of four, one lane per direction.
//!
//! The same arithmetic as the scalar version, lane by lane. Towards higher bits (+1, +7, +8, +9) the
//! addition's carry runs through the opponent's discs to the first other square. Towards lower bits
//! (-1, -7, -8, -9) the nearest non-opponent square is the highest set bit of `ray & !o`; AVX2 has no
//! per-lane leading-zero count, so each lane smears its stops down its own direction (three shifts by
//! d, 2d, 4d cover a ray's seven squares) and keeps the stop with no stop above it. Shifting along a
//! direction never lands a ray's bit on another square of the same ray, so the smear stays exact.

use core::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_andnot_si256, _mm256_castsi256_si128,
    _mm256_cmpeq_epi64, _mm256_extracti128_si256, _mm256_loadu_si256, _mm256_or_si256,
    _mm256_set1_epi64x, _mm256_set_epi64x, _mm256_setzero_si256, _mm256_slli_epi64,
    _mm256_srlv_epi64, _mm256_sub_epi64, _mm_cvtsi128_si64, _mm_extract_epi64, _mm_or_si128,
};

/// The discs flipped by a move whose rays (the square's row of `RAYS`: four towards higher bits,
/// then four towards lower bits, each direction in the same order as its shift below) are `rays`.
#[inline(always)]
pub fn flips(rays: &[u64; 8], p: u64, o: u64) -> u64 {
    // SAFETY: this module is compiled only where the target has AVX2 (`cfg` in the parent), and
    // both loads read four u64s inside `rays`.
    unsafe {
        let pp = _mm256_set1_epi64x(p as i64);
        let oo = _mm256_set1_epi64x(o as i64);
        let up = _mm256_loadu_si256(rays.as_ptr().cast::<__m256i>());
        let down = _mm256_loadu_si256(rays.as_ptr().add(4).cast::<__m256i>());
        let f = _mm256_or_si256(flips_up(up, pp, oo), flips_down(down, pp, oo));
        let half = _mm_or_si128(_mm256_castsi256_si128(f), _mm256_extracti128_si256::<1>(f));
        (_mm_cvtsi128_si64(half) | _mm_extract_epi64::<1>(half)) as u64
    }
}

/// Flips along the rays towards higher bits: the carry of `(o | !ray) + lowest(ray)` stops on the
/// first square that is not the opponent's; if it is the player's, the squares before it flip.
///
/// # Safety
/// The target must have AVX2: this module is compiled only where it has (`cfg` in the parent).
#[inline(always)]
unsafe fn flips_up(ray: __m256i, p: __m256i, o: __m256i) -> __m256i {
    let zero = _mm256_setzero_si256();
    let ones = _mm256_set1_epi64x(-1);
    let first = _mm256_and_si256(ray, _mm256_sub_epi64(zero, ray));
    let run = _mm256_add_epi64(_mm256_or_si256(o, _mm256_andnot_si256(ray, ones)), first);
    let outflank = _mm256_and_si256(_mm256_and_si256(run, ray), p);
    let none = _mm256_cmpeq_epi64(outflank, zero);
    // outflank - 1 (the squares below it) where there is an outflank, 0 elsewhere.
    let below = _mm256_andnot_si256(none, _mm256_add_epi64(outflank, ones));
    _mm256_and_si256(below, ray)
}

/// Flips along the rays towards lower bits (shifts 1, 7, 8, 9 in lanes 0..4): the nearest stop is
/// the stop not below any other; if it is the player's, the ray's squares above it flip.
///
/// # Safety
/// The CPU must have AVX2, as for [`flips_up`].
#[inline(always)]
unsafe fn flips_down(ray: __m256i, p: __m256i, o: __m256i) -> __m256i {
    let d = _mm256_set_epi64x(9, 8, 7, 1);
    let stops = _mm256_andnot_si256(o, ray);
    let mut below = _mm256_or_si256(stops, _mm256_srlv_epi64(stops, d));
    below = _mm256_or_si256(
        below,
        _mm256_srlv_epi64(below, _mm256_set_epi64x(18, 16, 14, 2)),
    );
    below = _mm256_or_si256(
        below,
        _mm256_srlv_epi64(below, _mm256_set_epi64x(36, 32, 28, 4)),
    );
    let nearest = _mm256_andnot_si256(_mm256_srlv_epi64(below, d), stops);
    let outflank = _mm256_and_si256(nearest, p);
    // -(outflank << 1): every bit above the outflank (none when there is no outflank).
    let above = _mm256_sub_epi64(_mm256_setzero_si256(), _mm256_slli_epi64::<1>(outflank));
    _mm256_and_si256(above, ray)
}
