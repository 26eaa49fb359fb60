//! Pattern indices kept up to date move by move, so that the search does not read the 46 patterns
//! from scratch at every leaf ([`super::indices`] costs about half of a from-scratch evaluation).
//!
//! Representation: a [`View`] holds the configurations of the [`INSTANCES`] pattern copies as seen
//! by one side (digit 1 its discs, digit 2 the other side's), in the order of [`super::indices`],
//! each *without* its kind's offset into the weight table, as 16-bit lanes (the largest
//! configuration, 3^10 - 1, fits) packed four to a `u64` and padded with zeros to [`LANES`], so that
//! an update is a dozen word additions on every target. [`Indices`] holds both sides' views: a move
//! changes who is "the side to move", and swapping the digits 1 and 2 of one view would cost a
//! table lookup per copy.
//!
//! Invariants: for a board `(p, o)` (`p` to move), `Indices::new(p, o)`, and every state reached
//! from it by [`Indices::play`] and [`Indices::pass`] along legal moves, has `mover().flat()` equal
//! to `indices(p, o)` and `other().flat()` equal to `indices(o, p)`; the padding lanes stay 0.
//! Undoing a move is going back to the parent's state, which the search still holds (copy-make: a
//! state is 192 bytes, and updating takes about 3 ns, a few percent of the search's time, so undoing
//! by subtraction would save nothing worth having).
//!
//! Every configuration is a sum over the copy's squares of digit times a power of 3, so a move adds,
//! for its square and each flipped one, a fixed vector of powers times a small factor. The vectors
//! are derived from [`super::indices`] itself (its reading of a board holding one disc), so the
//! pattern definitions stay in one place. Whole words are added at once: no carry or borrow crosses
//! a lane, because every partial result is itself a configuration below 3^10 or a sum of distinct
//! powers of 3 (see `View::own_move`).

use super::{indices, INSTANCES};
use std::sync::OnceLock;

/// Lanes of a [`View`]: [`INSTANCES`] rounded up to a multiple of 8 (two words, one 128-bit vector).
pub const LANES: usize = INSTANCES.div_ceil(8) * 8;

/// Words of a [`View`], four lanes each.
const WORDS: usize = LANES / 4;

/// The configurations of the pattern copies seen by one side, copy `c` in bits `16 * (c % 4)..` of
/// word `c / 4`; see the module doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View([u64; WORDS]);

/// Both sides' views of a board, kept up to date by [`Indices::play`]; see the module doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Indices {
    mover: View,
    other: View,
}

/// What the updates and the flat indices need, derived once from [`super::indices`].
struct Tables {
    /// `pow[sq]`: for each copy, the power of 3 of `sq`'s digit in it, 0 when `sq` is not in it.
    pow: [View; 64],
    /// Each copy's kind offset into the weight table (the reading of the empty board).
    offsets: [u32; INSTANCES],
}

/// The [`Tables`], computed on first use (a few microseconds).
fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let offsets = indices(0, 0);
        let pow = core::array::from_fn(|sq| View::from_flat(&indices(1 << sq, 0), &offsets));
        Tables { pow, offsets }
    })
}

/// Each copy's offset into the flat weight table: `flat()[c] = offsets()[c] + view.0[c]`.
#[inline]
pub fn offsets() -> &'static [u32; INSTANCES] {
    &tables().offsets
}

impl View {
    /// The view of the flat indices `flat` (as [`super::indices`] returns them), kind offsets
    /// `offsets` taken off.
    fn from_flat(flat: &[u32; INSTANCES], offsets: &[u32; INSTANCES]) -> View {
        let mut words = [0u64; WORDS];
        for (c, (&i, &base)) in flat.iter().zip(offsets).enumerate() {
            let lane = u16::try_from(i - base).expect("a configuration fits in 16 bits");
            words[c / 4] |= u64::from(lane) << (16 * (c % 4));
        }
        View(words)
    }

    /// The configuration of copy `c` (below [`INSTANCES`]), without its kind's offset.
    #[inline(always)]
    pub fn lane(&self, c: usize) -> u32 {
        (self.0[c / 4] >> (16 * (c % 4))) as u32 & 0xffff
    }

    /// The indices into the flat weight table, as [`super::indices`] returns them.
    pub fn flat(&self) -> [u32; INSTANCES] {
        let offsets = offsets();
        core::array::from_fn(|c| offsets[c] + self.lane(c))
    }

    /// True when the padding lanes (past [`INSTANCES`]) hold 0, as they must.
    pub fn padding_is_clear(&self) -> bool {
        (INSTANCES..LANES).all(|c| self.lane(c) == 0)
    }

    /// This view after a disc of the viewing side lands on `sq` and the squares of `flipped` (their
    /// summed powers) turn from 2 to 1. Adding the new disc first keeps every lane a configuration,
    /// so the subtraction borrows within its lane only.
    #[inline(always)]
    fn own_move(&self, t: &Tables, sq: usize, flipped: &[u64; WORDS]) -> View {
        let place = &t.pow[sq].0;
        View(core::array::from_fn(|i| {
            (self.0[i] + place[i]) - flipped[i]
        }))
    }

    /// This view after a disc of the other side lands on `sq` (digit 2) and the squares of `flipped`
    /// turn from 1 to 2.
    #[inline(always)]
    fn their_move(&self, t: &Tables, sq: usize, flipped: &[u64; WORDS]) -> View {
        let place = &t.pow[sq].0;
        View(core::array::from_fn(|i| {
            self.0[i] + 2 * place[i] + flipped[i]
        }))
    }
}

/// The sum of the power vectors of the squares in `flips`: in each lane a sum of distinct powers of
/// 3 below 3^10, so under 3^10 / 2 (no carry out of the lane).
#[inline(always)]
fn flipped_powers(t: &Tables, mut flips: u64) -> [u64; WORDS] {
    let mut sum = [0u64; WORDS];
    while flips != 0 {
        let pow = &t.pow[flips.trailing_zeros() as usize].0;
        flips &= flips - 1;
        for (s, &p) in sum.iter_mut().zip(pow) {
            *s += p;
        }
    }
    sum
}

impl Indices {
    /// The indices of the board `(p, o)`, `p` to move, read from scratch.
    pub fn new(p: u64, o: u64) -> Indices {
        Indices {
            mover: View::from_flat(&indices(p, o), offsets()),
            other: View::from_flat(&indices(o, p), offsets()),
        }
    }

    /// The side to move's view (digit 1 its discs).
    #[inline]
    pub fn mover(&self) -> &View {
        &self.mover
    }

    /// The other side's view.
    #[inline]
    pub fn other(&self) -> &View {
        &self.other
    }

    /// The state after the side to move plays `sq` flipping `flips` (a legal move): the views swap,
    /// since the other side is then to move.
    #[inline]
    pub fn play(&self, sq: usize, flips: u64) -> Indices {
        let t = tables();
        let flipped = flipped_powers(t, flips);
        Indices {
            mover: self.other.their_move(t, sq, &flipped),
            other: self.mover.own_move(t, sq, &flipped),
        }
    }

    /// Only the view of the side to move after `sq` (flipping `flips`): all a leaf's evaluation needs,
    /// at half the cost of [`Indices::play`].
    #[inline]
    pub fn child_mover(&self, sq: usize, flips: u64) -> View {
        let t = tables();
        self.other.their_move(t, sq, &flipped_powers(t, flips))
    }

    /// The state after a pass: the same board, the other side to move.
    #[inline]
    pub fn pass(&self) -> Indices {
        Indices {
            mover: self.other,
            other: self.mover,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_is_in_some_pattern_and_powers_are_powers_of_three() {
        let t = tables();
        for (sq, v) in t.pow.iter().enumerate() {
            let lanes: Vec<u32> = (0..INSTANCES).map(|c| v.lane(c)).collect();
            assert!(lanes.iter().any(|&x| x != 0), "square {sq}");
            assert!(lanes.iter().all(|&x| x == 0 || 3u32.pow(x.ilog(3)) == x));
            assert!(v.padding_is_clear());
        }
    }

    #[test]
    fn the_first_move_updates_like_a_fresh_reading() {
        let (p, o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
        // d3 (bit 19) flips d4 (bit 27).
        let (sq, f) = (19, 1u64 << 27);
        let after = Indices::new(p, o).play(sq, f);
        assert_eq!(after, Indices::new(o ^ f, p ^ f ^ (1 << sq)));
    }
}
