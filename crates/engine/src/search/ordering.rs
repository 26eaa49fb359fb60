//! Move lists and move ordering: good moves first makes alpha-beta cut sooner.
//!
//! A [`MoveList`] holds each legal move with its flips (computed once) and a sort key, and hands the
//! moves out best key first by selection (most nodes cut after one or two moves, so a full sort would
//! be wasted). Keys, highest first:
//!
//! 1. the hash move (the best move an earlier search stored);
//! 2. few replies for the opponent (corner replies count double): "fastest first", the main term;
//! 3. few potential replies later (empties next to our discs), discs made stable at a corner (endgame),
//!    and the square's static value;
//! 4. in the endgame, a move into a region with an odd number of empties (parity).

use crate::features::{self, CORNERS};
use crate::movegen;
use std::mem::MaybeUninit;

/// Most legal moves any Othello position has is 33; room to spare.
const MAX_MOVES: usize = 40;

/// Static value of each square (a1..h8) for ordering: corners good, X and C squares bad.
#[rustfmt::skip]
const SQUARE_VALUE: [i32; 64] = [
    20, -3, 11, 8, 8, 11, -3, 20,
    -3, -7, -4, 1, 1, -4, -7, -3,
    11, -4, 2, 2, 2, 2, -4, 11,
    8, 1, 2, -3, -3, 2, 1, 8,
    8, 1, 2, -3, -3, 2, 1, 8,
    11, -4, 2, 2, 2, 2, -4, 11,
    -3, -7, -4, 1, 1, -4, -7, -3,
    20, -3, 11, 8, 8, 11, -3, 20,
];

/// The four quadrants, for parity: a region with an odd number of empties is where to play last.
pub const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

/// `QUADRANT_OF[sq]`: the quadrant (of [`QUADRANTS`]) that holds `sq`.
pub static QUADRANT_OF: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut q = 0;
        while q < 4 {
            if QUADRANTS[q] >> sq & 1 == 1 {
                t[sq] = QUADRANTS[q];
            }
            q += 1;
        }
        sq += 1;
    }
    t
};

/// The squares in quadrants that hold an odd number of empties.
#[inline]
pub fn odd_quadrants(empty: u64) -> u64 {
    QUADRANTS
        .iter()
        .filter(|&&q| (empty & q).count_ones() % 2 == 1)
        .fold(0, |acc, &q| acc | q)
}

/// One candidate move.
#[derive(Clone, Copy, Default)]
pub struct Candidate {
    /// Square index 0..64.
    pub sq: u8,
    /// The discs it flips.
    pub flips: u64,
    /// Ordering key; higher is tried first.
    pub key: i32,
}

impl Candidate {
    /// The board after this move, as (player, opponent) for the side then to move.
    #[inline]
    pub fn child(&self, p: u64, o: u64) -> (u64, u64) {
        (o ^ self.flips, p ^ self.flips ^ (1 << self.sq))
    }
}

/// The legal moves of a board with their keys; see the module doc.
///
/// Invariant: `moves[..len]` are initialised; the rest is never read (a list is built at every
/// endgame node with 6 or more empties, so the unused slots are not zeroed).
pub struct MoveList {
    moves: [MaybeUninit<Candidate>; MAX_MOVES],
    len: usize,
    next: usize,
}

impl MoveList {
    /// The moves in `moves` (a non-empty set of legal squares) for `p` against `o`, keyed for a
    /// midgame search; `hash` is the hash move ([`NO_MOVE`](super::hash::NO_MOVE) for none).
    pub fn midgame(p: u64, o: u64, moves: u64, hash: u8) -> MoveList {
        Self::build(p, o, moves, |c, np, no| {
            let m = movegen::legal_moves(np, no);
            let replies = (m.count_ones() + (m & CORNERS).count_ones()) as i32;
            let potential = features::potential_mobility(np, no) as i32;
            bonus(c.sq, hash) - 16 * replies - 2 * potential + SQUARE_VALUE[c.sq as usize]
        })
    }

    /// The moves for the exact solver: fastest first, then parity.
    pub fn endgame(p: u64, o: u64, moves: u64, hash: u8) -> MoveList {
        let odd = odd_quadrants(!(p | o));
        Self::build(p, o, moves, |c, np, no| {
            let m = movegen::legal_moves(np, no);
            let replies = (m.count_ones() + (m & CORNERS).count_ones()) as i32;
            let potential = features::potential_mobility(np, no) as i32;
            let parity = (odd >> c.sq & 1) as i32;
            bonus(c.sq, hash) - 32 * replies - 8 * potential
                + CORNER_STABILITY_WEIGHT * corner_stability(no) as i32
                + 4 * parity
                + SQUARE_VALUE[c.sq as usize] / 2
        })
    }

    /// Lists the moves of `moves` with keys from `key(candidate, child player, child opponent)`.
    #[inline]
    fn build(
        p: u64,
        o: u64,
        mut moves: u64,
        key: impl Fn(&Candidate, u64, u64) -> i32,
    ) -> MoveList {
        let mut list = MoveList {
            moves: [MaybeUninit::uninit(); MAX_MOVES],
            len: 0,
            next: 0,
        };
        while moves != 0 {
            let sq = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let mut c = Candidate {
                sq,
                flips: movegen::flips(sq as usize, p, o),
                key: 0,
            };
            let (np, no) = c.child(p, o);
            c.key = key(&c, np, no);
            list.moves[list.len] = MaybeUninit::new(c);
            list.len += 1;
        }
        list
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when there is no move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The candidates in list order (not sorted).
    pub fn as_slice(&self) -> &[Candidate] {
        // SAFETY: `moves[..len]` are initialised (the type's invariant); `MaybeUninit<T>` has `T`'s
        // layout.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast(), self.len) }
    }

    /// The candidates not handed out yet, in list order.
    fn rest_mut(&mut self) -> &mut [Candidate] {
        let rest = &mut self.moves[self.next..self.len];
        // SAFETY: as in `as_slice`: `next <= len`, and all of `moves[..len]` are initialised.
        unsafe { std::slice::from_raw_parts_mut(rest.as_mut_ptr().cast(), rest.len()) }
    }

    /// Adds `extra(candidate)` to every key (e.g. a shallow search's verdict).
    pub fn adjust(&mut self, mut extra: impl FnMut(&Candidate) -> i32) {
        for c in self.rest_mut() {
            c.key = c.key.saturating_add(extra(c));
        }
    }
}

impl Iterator for MoveList {
    type Item = Candidate;

    /// The remaining move with the highest key.
    #[inline]
    fn next(&mut self) -> Option<Candidate> {
        if self.next >= self.len {
            return None;
        }
        let rest = self.rest_mut();
        let mut best = 0;
        for i in 1..rest.len() {
            if rest[i].key > rest[best].key {
                best = i;
            }
        }
        rest.swap(0, best);
        let c = rest[0];
        self.next += 1;
        Some(c)
    }
}

/// Ordering weight of a disc made stable at a corner (see [`corner_stability`]).
const CORNER_STABILITY_WEIGHT: i32 = 8;

/// Own discs on corners and on the edge squares next to own corners: a cheap count of discs that
/// can never be taken back, rewarding moves that build from a corner.
#[inline]
pub fn corner_stability(p: u64) -> u32 {
    let stable = ((p & 0x0100_0000_0000_0001) << 1)
        | ((p & 0x8000_0000_0000_0080) >> 1)
        | ((p & 0x0000_0000_0000_0081) << 8)
        | ((p & 0x8100_0000_0000_0000) >> 8)
        | CORNERS;
    (stable & p).count_ones()
}

/// The hash move's bonus: above any other key.
#[inline]
fn bonus(sq: u8, hash: u8) -> i32 {
    if sq == hash {
        1 << 24
    } else {
        0
    }
}
