//! A small seeded pseudo-random generator (SplitMix64): reproducible games for tests, matches and the
//! easy opponent's deliberate mistakes, with no dependency and no clock.

use crate::bitboard::Bitboard;
use crate::square::Square;

/// SplitMix64: 64 bits of state, full period, good enough for games (not for secrets).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator that always yields the same sequence for the same seed.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), without modulo bias worth speaking of for small `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// One of `squares`, chosen uniformly; `None` when there is none.
    ///
    /// ```
    /// use ethello_engine::{Board, Rng};
    /// let legal = Board::start().legal_moves();
    /// let sq = Rng::new(7).pick(legal).unwrap();
    /// assert!(legal.contains(sq));
    /// ```
    pub fn pick(&mut self, squares: Bitboard) -> Option<Square> {
        Bitboard(self.pick_bit(squares.0)).first()
    }

    /// One of the set bits of `bits`, chosen uniformly (0 when there is none).
    pub(crate) fn pick_bit(&mut self, bits: u64) -> u64 {
        let mut k = self.below(bits.count_ones() as u64);
        let mut b = bits;
        while k > 0 {
            b &= b - 1;
            k -= 1;
        }
        b & b.wrapping_neg()
    }
}
