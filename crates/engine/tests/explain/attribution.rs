use super::reference::positions;
use ethello_engine::eval::{evaluate, evaluate_parts};
use ethello_engine::explain::{self, Line};
use ethello_engine::search::{Limits, Search};
use ethello_engine::{Bitboard, Board, Rng};

/// The evaluation of `board` for the mover: as it is when he is to move, negated otherwise.
fn for_mover(board: Board, mover: bool) -> i32 {
    let e = evaluate(board.player.0, board.opponent.0);
    if mover {
        e
    } else {
        -e
    }
}

#[test]
fn the_parts_and_groups_sum_to_the_evaluation_exactly() {
    for pos in positions(21, 500) {
        let b = pos.board;
        let e = evaluate(b.player.0, b.opponent.0);
        assert_eq!(evaluate_parts(b.player.0, b.opponent.0).total(), e);
        assert_eq!(explain::split(b, true).total(), e);
        assert_eq!(explain::split(b, false).total(), -e);
    }
    // Lopsided boards, where the clamp may cut the sum: still exact.
    let mut rng = Rng::new(9);
    for _ in 0..2000 {
        let filled = rng.next_u64() | rng.next_u64();
        let p = filled & !(rng.next_u64() & rng.next_u64() & rng.next_u64());
        let b = Board::new(Bitboard(p), Bitboard(filled & !p)).unwrap();
        assert_eq!(explain::split(b, true).total(), b.evaluate());
    }
}

#[test]
fn the_loss_splits_exactly_into_the_difference_of_the_lines_ends() {
    let mut search = Search::new(2);
    for pos in positions(22, 120) {
        let board = pos.board;
        let moves: Vec<_> = board.legal_moves().squares().collect();
        let (a, b) = (moves[0], moves[moves.len() - 1]);
        let limits = Limits::depth(2);
        let line = |search: &mut Search, sq| explain::refute(search, board, sq, &limits).unwrap();
        let (played, vs): (Line, Line) = (line(&mut search, a), line(&mut search, b));
        let attribution = explain::attribute(board, &played, &vs);
        let value = |line: &Line| {
            let (end, mover) = explain::line_end(board, line);
            for_mover(end, mover)
        };
        assert_eq!(attribution.played.total(), value(&played));
        assert_eq!(attribution.vs.total(), value(&vs));
        assert_eq!(attribution.loss.total(), value(&vs) - value(&played));
        let groups = attribution.loss.groups();
        assert_eq!(
            groups.iter().map(|g| g.1).sum::<i32>(),
            attribution.loss.total()
        );
    }
}
