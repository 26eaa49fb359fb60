//! Re-proving a puzzle: what `ethello puzzles check` asks of each one.
//!
//! An endgame puzzle is solved again move by move: every stored value must be the exact one, and
//! each reply a best reply. A midgame puzzle's solution must again beat every other move by
//! [`MIDGAME_MARGIN`] discs at [`MIDGAME_DEPTH`] and at [`CONFIRM_DEPTH`] (the values themselves
//! are estimates: a retrained evaluation moves them a little).

use super::find::{margin_at, solve, CONFIRM_DEPTH, MIDGAME_DEPTH};
use super::puzzle::{Kind, Puzzle, MIDGAME_MARGIN};
use crate::engine::search::Search;
use crate::engine::{Board, Move};

/// Checks `puzzle` again with `search`.
///
/// # Errors
/// What failed, in words: the step and the move.
pub fn recheck(search: &mut Search, puzzle: &Puzzle) -> Result<(), String> {
    for (i, step) in puzzle.steps.iter().enumerate() {
        let board = puzzle.position_at(i).board;
        let solution = step.solution();
        match puzzle.kind {
            Kind::Endgame => {
                for &(sq, stored) in &step.values {
                    let exact = -exact(search, board.play_unchecked(sq));
                    if exact != stored {
                        return Err(format!(
                            "step {}: {sq} is worth {exact:+}, not {stored:+}",
                            i + 1
                        ));
                    }
                }
                if let Some(Move::Play(reply)) = step.reply {
                    let after = board.play_unchecked(solution);
                    let best = exact(search, after);
                    let got = -exact(search, after.play_unchecked(reply));
                    if got != best {
                        return Err(format!(
                            "step {}: the reply {reply} gives {got:+}, the best {best:+}",
                            i + 1
                        ));
                    }
                }
            }
            Kind::Midgame => {
                for depth in [MIDGAME_DEPTH, CONFIRM_DEPTH] {
                    let Some((values, _)) = margin_at(search, board, depth, MIDGAME_MARGIN) else {
                        return Err(format!(
                            "step {}: no move is {MIDGAME_MARGIN} discs ahead at {depth} plies",
                            i + 1
                        ));
                    };
                    let best = values.iter().max_by_key(|&&(_, v)| v).map(|&(sq, _)| sq);
                    if best != Some(solution) {
                        return Err(format!(
                            "step {}: {solution} is not best at {depth} plies",
                            i + 1
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

/// The exact score of `board` for its side to move (across passes).
fn exact(search: &mut Search, board: Board) -> i32 {
    solve(search, board).0
}
