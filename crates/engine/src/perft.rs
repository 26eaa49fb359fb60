//! Perft: the number of nodes at a given ply of the game tree, the standard check of a move generator.
//!
//! Convention (as in `shared/data/perft.txt`): a forced pass is a move that uses a ply, and a finished
//! game reached before the last ply counts as one leaf. So `perft(b, 0) = 1`, a finished game gives 1,
//! a forced pass gives `perft(pass, d - 1)`, and otherwise it is the sum over the legal moves.

use super::board::Board;
use super::movegen;

/// Counts the leaves `depth` plies below `board` (see the module doc for the convention).
///
/// ```
/// use ethello_engine::{perft, Board};
/// assert_eq!(perft(Board::start(), 4), 244);
/// ```
pub fn perft(board: Board, depth: u32) -> u64 {
    perft_raw(board.player.0, board.opponent.0, depth)
}

fn perft_raw(p: u64, o: u64, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = movegen::legal_moves(p, o);
    if moves == 0 {
        if movegen::legal_moves(o, p) == 0 {
            return 1; // game over: one leaf
        }
        return perft_raw(o, p, depth - 1);
    }
    if depth == 1 {
        return moves.count_ones() as u64;
    }
    if depth == 2 {
        return bulk_two(p, o, moves);
    }
    each_move(p, o, moves)
        .map(|(np, no)| perft_raw(np, no, depth - 1))
        .sum()
}

/// Depth 2, counted without recursion: each child gives its number of moves, or 1 when it must pass
/// or the game is over (both are a single node one ply further).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn bulk_two(p: u64, o: u64, moves: u64) -> u64 {
    each_move(p, o, moves)
        .map(|(np, no)| (movegen::legal_moves(np, no).count_ones() as u64).max(1))
        .sum()
}

/// [`bulk_two`] for WebAssembly: the children's moves two at a time ([`movegen::x2`]).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn bulk_two(p: u64, o: u64, moves: u64) -> u64 {
    let mut children = each_move(p, o, moves);
    let mut total = 0;
    while let Some((p0, o0)) = children.next() {
        let count = |m: u64| (m.count_ones() as u64).max(1);
        match children.next() {
            Some((p1, o1)) => {
                let [m0, m1] = movegen::x2::legal_moves([p0, p1], [o0, o1]);
                total += count(m0) + count(m1);
            }
            None => total += count(movegen::legal_moves(p0, o0)),
        }
    }
    total
}

/// The children of `(p, o)`, each as (player, opponent) after the move.
#[inline]
fn each_move(p: u64, o: u64, mut moves: u64) -> impl Iterator<Item = (u64, u64)> {
    std::iter::from_fn(move || {
        if moves == 0 {
            return None;
        }
        let sq = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let flips = movegen::flips(sq, p, o);
        Some((o ^ flips, p ^ flips ^ (1 << sq)))
    })
}
