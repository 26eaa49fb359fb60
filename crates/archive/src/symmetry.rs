//! The board's eight symmetries, and a position's key up to them.
//!
//! Bit 0 is a1 and bit 63 is h8, as in the engine. Frame `k` (0..8) is the composition of three
//! optional reflections: bit 0 of `k` mirrors top to bottom, bit 1 left to right, bit 2 in the
//! a1-h8 diagonal (applied first). Frame 0 is the identity. The engine keeps its own copy of these
//! bit tricks behind its `internals` feature, which this crate does not enable.
//!
//! A position's [`Key`] is the frame-independent 64-bit hash `min_k mix(frame_k(position))`: all
//! eight images of a position share it, and two positions that are not images of one another share
//! it only by a hash collision, which the explorer rules out by comparing boards.

use ethello_engine::symmetry::{flip_vertical, mirror, transpose};
use ethello_engine::{Bitboard, Board, Color, Position, Square};

/// A position up to symmetry: equal for all eight images of a position.
pub type Key = u64;

/// The image of the set `x` in frame `k`.
pub fn image(k: usize, x: u64) -> u64 {
    let x = if k & 4 != 0 { transpose(x) } else { x };
    let x = if k & 2 != 0 { mirror(x) } else { x };
    if k & 1 != 0 {
        flip_vertical(x)
    } else {
        x
    }
}

/// The image of a square in frame `k`.
pub fn image_square(k: usize, sq: Square) -> Square {
    let bit = image(k, 1u64 << sq.index());
    Square::from_index(bit.trailing_zeros() as u8).expect("an image of a square is a square")
}

/// The square whose image in frame `k` is `sq` (frame `k` undone).
pub fn preimage_square(k: usize, sq: Square) -> Square {
    Square::all()
        .find(|&s| image_square(k, s) == sq)
        .expect("every frame is a permutation of the squares")
}

/// The image of a board in frame `k`.
pub fn image_board(k: usize, b: Board) -> Board {
    Board {
        player: Bitboard(image(k, b.player.0)),
        opponent: Bitboard(image(k, b.opponent.0)),
    }
}

fn all_images(x: u64) -> [u64; 8] {
    let t = transpose(x);
    let (h, ht) = (mirror(x), mirror(t));
    let s = flip_vertical;
    [x, s(x), h, s(h), t, s(t), ht, s(ht)]
}

fn mix(player: u64, opponent: u64) -> u64 {
    let h = (player ^ opponent.rotate_left(29).wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .wrapping_mul(0xbf58_476d_1ce4_e5b9);
    (h ^ (h >> 31)).wrapping_mul(0x94d0_49bb_1331_11eb) ^ (h >> 29)
}

/// The key of a board with `side` to move, the same in every frame.
pub fn key(board: Board, side: Color) -> Key {
    let (p, o) = (all_images(board.player.0), all_images(board.opponent.0));
    let best = (0..8).map(|k| mix(p[k], o[k])).min().expect("eight frames");
    match side {
        Color::Black => best,
        Color::White => !best,
    }
}

/// The key of a position.
pub fn position_key(pos: Position) -> Key {
    key(pos.board, pos.side)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_move_squares_where_expected() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(image_square(1, sq("a1")), sq("a8"));
        assert_eq!(image_square(2, sq("a1")), sq("h1"));
        assert_eq!(image_square(4, sq("b1")), sq("a2"));
        assert_eq!(image_square(4, sq("f5")), sq("e6"));
        for k in 0..8 {
            for s in Square::all() {
                assert_eq!(preimage_square(k, image_square(k, s)), s);
            }
        }
    }

    #[test]
    fn the_key_is_the_same_in_every_frame_and_tells_f5d6_from_f5f6() {
        let b = Board::start().play_unchecked("f5".parse().unwrap());
        let d6 = b.play_unchecked("d6".parse().unwrap());
        let f6 = b.play_unchecked("f6".parse().unwrap());
        for k in 0..8 {
            assert_eq!(key(image_board(k, d6), Color::Black), key(d6, Color::Black));
        }
        assert_ne!(key(d6, Color::Black), key(f6, Color::Black));
        assert_ne!(key(d6, Color::Black), key(d6, Color::White));
    }
}
