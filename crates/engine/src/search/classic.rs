//! The classic search, as the game's original design described it, kept for Dubya and Iron Mike:
//! plain alpha-beta minimax to a fixed number of plies with [`classic_evaluate`], no table, no
//! ordering. Its weaknesses (the horizon effect at 2 plies) are what makes the easy characters easy.
//!
//! Unlike the negamax engine, scores are always from the point of view of the player at the root
//! (the computer): it maximises on its own turns and minimises on the opponent's. A finished game
//! scores `±WIN` plus the disc difference, so a won ending beats any evaluation. A pass uses a ply.

use crate::eval::classic_evaluate;
use crate::movegen::{flips, legal_moves};

use super::score::final_score;

/// A finished game's score offset: above any [`classic_evaluate`] value.
const WIN: i32 = 1_000_000;

/// Scores every legal move of `(p, o)` (the side to move is the root player) with a `plies`-deep
/// alpha-beta: a list of `(square, score)`, in square order, empty when there is no legal move.
/// `nodes` counts the positions visited.
pub fn score_moves(p: u64, o: u64, plies: u32, nodes: &mut u64) -> Vec<(u8, i32)> {
    let mut out = Vec::new();
    let mut moves = legal_moves(p, o);
    while moves != 0 {
        let sq = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let f = flips(sq, p, o);
        let s = minimax(
            o ^ f,
            p ^ f ^ (1 << sq),
            plies - 1,
            false,
            -WIN * 2,
            WIN * 2,
            nodes,
        );
        out.push((sq as u8, s));
    }
    out
}

/// The value for the root player of the board `(p, o)` with `p` to move; `root_to_move` says whether
/// `p` is the root player.
fn minimax(
    p: u64,
    o: u64,
    plies: u32,
    root_to_move: bool,
    mut alpha: i32,
    mut beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let (me, them) = if root_to_move { (p, o) } else { (o, p) };
    let moves = legal_moves(p, o);
    if moves == 0 && legal_moves(o, p) == 0 {
        let d = final_score(me, them);
        return d.signum() * WIN + d;
    }
    if plies == 0 {
        return classic_evaluate(me, them);
    }
    if moves == 0 {
        return minimax(o, p, plies - 1, !root_to_move, alpha, beta, nodes);
    }
    let mut rest = moves;
    while rest != 0 {
        let sq = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let f = flips(sq, p, o);
        let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
        let s = minimax(np, no, plies - 1, !root_to_move, alpha, beta, nodes);
        if root_to_move {
            alpha = alpha.max(s);
        } else {
            beta = beta.min(s);
        }
        if alpha >= beta {
            break;
        }
    }
    if root_to_move {
        alpha
    } else {
        beta
    }
}
