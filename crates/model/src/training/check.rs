//! Re-proving a puzzle: what `ethello puzzles check` asks of each one.
//!
//! An endgame puzzle is proved again move by move: every stored value must be the exact one (two
//! null-window tests of the solver each: not below it, not above it), and each reply a best reply. A midgame puzzle's solution must again beat every other move by
//! [`MIDGAME_MARGIN`] discs at [`MIDGAME_DEPTH`] and at [`CONFIRM_DEPTH`] (the values themselves
//! are estimates: a retrained evaluation moves them a little).

use super::find::{margin_at, solve, CONFIRM_DEPTH, MIDGAME_DEPTH};
use super::puzzle::{Kind, Puzzle, MIDGAME_MARGIN};
use ethello_engine::search::Search;
use ethello_engine::Board;

/// `n` puzzles spread evenly over `all` (the `i * len / n`-th for `i` in `0..n`), or all of them
/// when `n` is at least their number: the fixed sample of `ethello puzzles check --sample N`.
pub fn sample(all: &[Puzzle], n: usize) -> impl Iterator<Item = &Puzzle> {
    let n = n.clamp(1, all.len().max(1));
    (0..n).filter_map(move |i| all.get(i * all.len() / n))
}

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
                    // Our value is `stored` when the opponent's score is exactly `-stored`.
                    if !is_exactly(search, board.play_unchecked(sq), -stored) {
                        let exact = -solve(search, board.play_unchecked(sq)).0;
                        return Err(format!(
                            "step {}: {sq} is worth {exact:+}, not {stored:+}",
                            i + 1
                        ));
                    }
                }
                if let Some(reply) = step.reply {
                    let after = board.play_unchecked(solution);
                    let replied = after.play_move(reply).map_err(|e| e.to_string())?;
                    if !is_exactly(search, replied, step.best_value()) {
                        return Err(format!(
                            "step {}: the reply {reply} is not a best reply",
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

/// True when the exact score of `board` for its side to move is `score`: two null-window tests,
/// cheaper than the score itself.
fn is_exactly(search: &mut Search, board: Board, score: i32) -> bool {
    search.exceeds(board, score - 1) && !search.exceeds(board, score)
}
