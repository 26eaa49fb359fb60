//! Self-play games labelled by an exact solve.
//!
//! Each game: a few random moves (variety), then moves from a shallow search with an occasional random
//! one, until [`SOLVE_EMPTIES`] empties; there the exact solver gives the final score under perfect
//! play, and perfect moves finish the game. Every position of the game is labelled with that score
//! (from its side to move's point of view): exact from the solve on, the outcome of the game before.
//! The games are played with the hand-weighted evaluation, so the data does not depend on the
//! weights it trains. On a terminal, a progress bar on standard error counts the games.

use ethello::progress;
use ethello_engine::eval::handmade_evaluate;
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::{Bitboard, Board, Move, Rng};
use std::io::Write;

/// Empties at which the exact solver takes over.
const SOLVE_EMPTIES: u32 = 16;

/// Plays `n` games from `seed`, appending records to `out`.
pub fn run(n: u64, seed: u64, out: &str) -> Result<(), String> {
    let mut out = crate::archive::append_to(out)?;
    let mut rng = Rng::new(seed);
    let mut search = Search::new(64).with_evaluation(handmade_evaluate);
    let bar = progress::bar(n, "games");
    for g in 0..n {
        for (board, label) in game(&mut rng, &mut search) {
            out.write_all(&crate::archive::encode(board, label))
                .map_err(|e| e.to_string())?;
        }
        bar.inc(1);
        if g % 1000 == 999 {
            out.flush().map_err(|e| e.to_string())?;
        }
    }
    out.flush().map_err(|e| e.to_string())
}

/// One game: its positions (side to move can play) with their labels.
fn game(rng: &mut Rng, search: &mut Search) -> Vec<(Board, i32)> {
    let mut board = Board::start();
    let mut side = 0u8; // 0 = black to move
    let mut seen: Vec<(Board, u8)> = Vec::new();
    let randoms = 2 + rng.below(10) as usize;
    let depth = 2 + rng.below(4) as u32;
    let mut exact: Option<(i32, u8)> = None;
    while !board.is_game_over() {
        if board.must_pass() {
            board = board.pass();
            side ^= 1;
            continue;
        }
        seen.push((board, side));
        let moves = board.legal_moves().0;
        let mv = if seen.len() <= randoms || (exact.is_none() && rng.below(100) < 4) {
            Move::Play(rng.pick(Bitboard(moves)).expect("a legal move"))
        } else if board.empties().count() <= SOLVE_EMPTIES {
            let r = search.run(board, &Limits::depth(60), &mut Quiet);
            exact.get_or_insert((r.score, side));
            r.best
        } else {
            search.run(board, &Limits::depth(depth), &mut Quiet).best
        };
        board = board.play_move(mv).expect("a legal move");
        side ^= 1;
    }
    let (score, solved_side) = exact.unwrap_or((board.final_score(), side));
    seen.into_iter()
        .map(|(b, s)| (b, if s == solved_side { score } else { -score }))
        .collect()
}
