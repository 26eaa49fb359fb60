//! The themes of a puzzle, computed from its position and solution (see [`Theme`] for each).

use super::puzzle::{Kind, Theme, Themes};
use ethello_engine::{Bitboard, Board, Square};

/// The squares on the board's edges that are not corners.
const EDGES: u64 = 0x7e81_8181_8181_817e;

/// The themes of a puzzle of `kind` whose first step on `board` is solved by `solution`, worth
/// `best` discs (exact for an endgame).
pub fn themes(kind: Kind, board: Board, solution: Square, best: i32) -> Themes {
    let bit = 1u64 << solution.index();
    let after = board.play_unchecked(solution);
    let flips = Bitboard(board.flips(solution).0);
    let mut themes = Themes::default();
    if Bitboard::CORNERS.0 & bit != 0 {
        themes = themes.with(Theme::Corner);
    }
    if EDGES & bit != 0 {
        themes = themes.with(Theme::Edge);
    }
    if kind == Kind::Endgame && plays_parity(board, solution) {
        themes = themes.with(Theme::Parity);
    }
    if after.must_pass() {
        themes = themes.with(Theme::Tempo);
    }
    if flips
        .squares()
        .all(|sq| neighbours(sq) & after.empties().0 == 0)
    {
        themes = themes.with(Theme::Quiet);
    }
    if kind == Kind::Endgame && best == 64 {
        themes = themes.with(Theme::Wipeout);
    }
    themes
}

/// True when the empty squares of `board` form two regions or more, `solution` lies in an odd
/// one, and another legal move lies in an even one.
fn plays_parity(board: Board, solution: Square) -> bool {
    let regions = regions(board.empties().0);
    if regions.len() < 2 {
        return false;
    }
    let region_of = |sq: Square| regions.iter().find(|r| *r >> sq.index() & 1 == 1).copied();
    let odd = |r: u64| r.count_ones() % 2 == 1;
    let Some(own) = region_of(solution) else {
        return false;
    };
    odd(own)
        && board
            .legal_moves()
            .squares()
            .filter_map(region_of)
            .any(|r| !odd(r))
}

/// The connected regions of the squares of `empties` (squares touching by a side or a corner).
fn regions(mut empties: u64) -> Vec<u64> {
    let mut out = Vec::new();
    while empties != 0 {
        let mut region = empties & empties.wrapping_neg();
        loop {
            let grown = region | spread(region) & empties;
            if grown == region {
                break;
            }
            region = grown;
        }
        out.push(region);
        empties &= !region;
    }
    out
}

/// The eight neighbours of `sq`.
fn neighbours(sq: Square) -> u64 {
    spread(1 << sq.index()) & !(1 << sq.index())
}

/// `set` and every square next to one of its squares.
fn spread(set: u64) -> u64 {
    let not_a = Bitboard::NOT_A_FILE.0;
    let not_h = Bitboard::NOT_H_FILE.0;
    let row = set | (set << 1 & not_a) | (set >> 1 & not_h);
    row | row << 8 | row >> 8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_join_squares_that_touch_by_a_corner() {
        let sq = |s: &str| 1u64 << s.parse::<Square>().unwrap().index();
        let two = sq("a1") | sq("b2") | sq("h8");
        assert_eq!(regions(two), vec![sq("a1") | sq("b2"), sq("h8")]);
        assert_eq!(
            neighbours("a1".parse().unwrap()),
            sq("b1") | sq("a2") | sq("b2")
        );
    }
}
