use super::reference::{around, flips, moves, moves_of, positions, touching};
use ethello_engine::explain::{self, Edge, Shape};
use ethello_engine::{Bitboard, Board, Square};

/// The X-square and the two C-squares of each corner: `(corner, x, [c, c])` as indices.
const NEAR_CORNERS: [(u32, u32, [u32; 2]); 4] = [
    (0, 9, [1, 8]),
    (7, 14, [6, 15]),
    (56, 49, [48, 57]),
    (63, 54, [55, 62]),
];

fn sq(index: u32) -> Square {
    Square::from_index(index as u8).unwrap()
}

#[test]
fn every_feature_matches_the_plain_reference_on_random_moves() {
    let boards = moves_of(&positions(48, 300));
    assert!(boards.len() > 2000, "{} moves", boards.len());
    for (board, s) in boards {
        let f = explain::features(board, sq(s)).expect("a legal move");
        let (p0, o0) = (board.player.0, board.opponent.0);
        let turned = flips(p0, o0, s);
        let (p, o) = (p0 | turned | 1 << s, o0 & !turned);
        let empty = !(p | o);
        let ctx = format!("{board:?} {}", sq(s));
        assert_eq!(f.flips.0, turned, "{ctx}");
        assert_eq!(f.opponent_moves.0, moves(o, p), "{ctx}");
        assert_eq!(f.own_moves.0, moves(p, o), "{ctx}");
        let before = moves(o0, p0);
        assert_eq!(f.given.0, moves(o, p) & !before, "{ctx}");
        assert_eq!(f.taken.0, before & !moves(o, p), "{ctx}");
        assert_eq!(f.opponent_only.0, moves(o, p) & !moves(p, o), "{ctx}");
        assert_eq!(f.potential, touching(empty, o).count_ones(), "{ctx}");
        assert_eq!(
            f.opponent_potential,
            touching(empty, p).count_ones(),
            "{ctx}"
        );
        assert_eq!(f.frontier.0, touching(p, empty), "{ctx}");
        assert_eq!(f.opponent_frontier.0, touching(o, empty), "{ctx}");
        let open = (0..64)
            .filter(|&e| empty >> e & 1 == 1 && around(e) & turned != 0)
            .fold(0, |a, e| a | 1u64 << e);
        assert_eq!(f.openness.0, open, "{ctx}");
        assert_eq!(
            f.corners_given,
            f.opponent_moves & Bitboard::CORNERS,
            "{ctx}"
        );
        let corner_empty = |c: u32| (p0 | o0) >> c & 1 == 0;
        let x = NEAR_CORNERS
            .iter()
            .any(|&(c, x, _)| x == s && corner_empty(c));
        let cs = NEAR_CORNERS
            .iter()
            .any(|&(c, _, cs)| cs.contains(&s) && corner_empty(c));
        assert_eq!((f.x_square, f.c_square), (x, cs), "{ctx}");
        let pass = moves(o, p) == 0 && moves(p, o) != 0;
        assert_eq!(f.forces_pass, pass, "{ctx}");
    }
}

#[test]
fn regions_are_the_eight_connected_components_of_the_empties() {
    for pos in positions(7, 200) {
        let board = pos.board;
        let regions = explain::regions(board);
        let empty = board.empties().0;
        assert_eq!(regions.iter().fold(0, |a, r| a | r.squares.0), empty);
        for r in &regions {
            // Grown square by square, a region is closed: no empty square outside it touches it.
            let outside = empty & !r.squares.0;
            assert_eq!(touching(outside, r.squares.0), 0, "{board:?}");
            let mut reached = r.squares.0 & r.squares.0.wrapping_neg();
            for _ in 0..64 {
                reached |= touching(r.squares.0, reached);
            }
            assert_eq!(reached, r.squares.0, "connected");
            assert_eq!(r.odd, r.squares.count() % 2 == 1);
            let (p, o) = (board.player.0, board.opponent.0);
            assert_eq!(r.player_can_enter, moves(p, o) & r.squares.0 != 0);
            assert_eq!(r.opponent_can_enter, moves(o, p) & r.squares.0 != 0);
        }
    }
}

#[test]
fn edge_shapes_are_named_as_the_docs_define_them() {
    assert_eq!(explain::shape_of(0b0111_1110, 0), Some(Shape::Balanced));
    assert_eq!(explain::shape_of(0b0011_1110, 0), Some(Shape::Wing));
    assert_eq!(explain::shape_of(0b0111_1100, 0), Some(Shape::Wing));
    assert_eq!(explain::shape_of(0b0001_1110, 0), Some(Shape::Unbalanced));
    assert_eq!(explain::shape_of(0b0000_1110, 0), Some(Shape::Unbalanced));
    // Even halves, a corner held, two runs, a disc of the other side: no shape.
    assert_eq!(explain::shape_of(0b0011_1100, 0), None);
    assert_eq!(explain::shape_of(0b1111_1110, 0), None);
    assert_eq!(explain::shape_of(0b0110_1110, 0), None);
    assert_eq!(explain::shape_of(0b0111_1110, 0b1000_0000), None);
    assert_eq!(explain::shape_of(0, 0), None);
    // Column a from a1: a2..a7 the mover's is a balanced edge, read when the move touches it.
    let col_a: u64 = (1..7).map(|r| 1u64 << (8 * r)).sum();
    let shapes = explain::edge_shapes(col_a, 1 << 9, 1 << 16);
    assert_eq!(shapes.len(), 1);
    assert_eq!(
        (shapes[0].edge, shapes[0].shape),
        (Edge::ColumnA, Shape::Balanced)
    );
    assert!(shapes[0].mover);
    assert!(explain::edge_shapes(col_a, 1 << 9, 1 << 27).is_empty());
}

#[test]
fn an_illegal_move_has_no_features() {
    let start = Board::start();
    assert!(explain::features(start, "a1".parse().unwrap()).is_none());
    assert!(explain::features(start, "d4".parse().unwrap()).is_none());
}
