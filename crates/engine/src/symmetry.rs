//! The eight symmetries of the board, on bitboards (bit 0 = a1, bit 63 = h8).
//!
//! Frame `k` of [`frames`] is one of identity, V, H, VH, T, VT, HT, VHT, where V mirrors top to
//! bottom, H left to right and T in the a1-h8 diagonal, applied right to left. The pattern evaluation
//! reads every frame of a board; the opening book stores one frame of each position, its
//! [`canonical`] one, so that a line and its mirror images share an entry.

use super::{Board, Color, Position};

/// Mirrors the board top to bottom (rank 1 <-> rank 8).
#[inline(always)]
pub fn flip_vertical(x: u64) -> u64 {
    x.swap_bytes()
}

/// Mirrors the board left to right (file a <-> file h).
#[inline(always)]
pub fn mirror(x: u64) -> u64 {
    let x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
    let x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
    ((x >> 4) & 0x0f0f_0f0f_0f0f_0f0f) | ((x & 0x0f0f_0f0f_0f0f_0f0f) << 4)
}

/// Reflects the board in the a1-h8 diagonal (b1 <-> a2).
#[inline(always)]
pub fn transpose(mut x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^ t ^ (t >> 7)
}

/// The eight symmetric copies of `x`: identity, V, H, VH, T, VT, HT, VHT.
#[inline(always)]
pub fn frames(x: u64) -> [u64; 8] {
    let h = mirror(x);
    let t = transpose(x);
    let ht = mirror(t);
    [
        x,
        flip_vertical(x),
        h,
        flip_vertical(h),
        t,
        flip_vertical(t),
        ht,
        flip_vertical(ht),
    ]
}

/// The symmetric copy of `board` that compares smallest as `(player, opponent)`, and its frame.
pub fn canonical(board: Board) -> (Board, usize) {
    let (p, o) = (frames(board.player.0), frames(board.opponent.0));
    let k = (0..8).min_by_key(|&k| (p[k], o[k])).expect("eight frames");
    let copy = Board {
        player: super::Bitboard(p[k]),
        opponent: super::Bitboard(o[k]),
    };
    (copy, k)
}

/// A position up to symmetry: its [`canonical`] board and the colour to move, the same for all
/// eight mirror images of the position.
pub fn canonical_key(pos: Position) -> (Board, Color) {
    (canonical(pos.board).0, pos.side)
}

impl Position {
    /// The position up to symmetry: the same key for all eight mirror images of the position (the
    /// image of its board that compares smallest, and the colour to move), to tell positions apart
    /// that are not mirror images of one another.
    ///
    /// ```
    /// use ethello_engine::Game;
    /// let f5 = Game::from_transcript("f5").unwrap().position();
    /// let d3 = Game::from_transcript("d3").unwrap().position();
    /// assert_eq!(f5.symmetry_key(), d3.symmetry_key());
    /// ```
    pub fn symmetry_key(self) -> (Board, Color) {
        canonical_key(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_move_squares_where_expected() {
        let b1 = 1u64 << 1;
        assert_eq!(transpose(b1), 1 << 8); // a2
        assert_eq!(mirror(1), 1 << 7); // a1 -> h1
        assert_eq!(flip_vertical(1), 1 << 56); // a1 -> a8
    }

    #[test]
    fn every_copy_of_a_board_has_the_same_canonical_form() {
        let b = Board::start().play_unchecked("f5".parse().unwrap());
        let b = b.play_unchecked("d6".parse().unwrap());
        let (c, _) = canonical(b);
        for k in 0..8 {
            let copy = Board {
                player: super::super::Bitboard(frames(b.player.0)[k]),
                opponent: super::super::Bitboard(frames(b.opponent.0)[k]),
            };
            assert_eq!(canonical(copy).0, c, "frame {k}");
        }
    }
}
