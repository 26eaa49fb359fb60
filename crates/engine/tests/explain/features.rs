use super::reference::{around, flips, moves, moves_of, positions, touching};
use ethello_engine::explain::{self, Edge, Shape, StonerThreat};
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
        for t in &f.stoner {
            assert_stoner_holds(p, o, t, &ctx);
        }
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

/// The squares of an edge from one corner to the other.
fn edge_squares(edge: Edge) -> [u32; 8] {
    match edge {
        Edge::Row1 => [0, 1, 2, 3, 4, 5, 6, 7],
        Edge::Row8 => [56, 57, 58, 59, 60, 61, 62, 63],
        Edge::ColumnA => [0, 8, 16, 24, 32, 40, 48, 56],
        Edge::ColumnH => [7, 15, 23, 31, 39, 47, 55, 63],
    }
}

/// A Stoner threat against `p` (to move next: `o`) holds: `p` has an unbalanced edge or a wing
/// there, and `o` can play the X-square of the empty corner on the edge's lighter half.
pub fn assert_stoner_holds(p: u64, o: u64, t: &StonerThreat, ctx: &str) {
    let squares = edge_squares(t.edge);
    let own = squares
        .iter()
        .enumerate()
        .fold(0u8, |a, (k, &s)| a | ((p >> s & 1) as u8) << k);
    let other = squares
        .iter()
        .enumerate()
        .fold(0u8, |a, (k, &s)| a | ((o >> s & 1) as u8) << k);
    let shape = explain::shape_of(own, other);
    assert!(
        matches!(shape, Some(Shape::Unbalanced | Shape::Wing)),
        "{ctx}"
    );
    let (low, high) = ((own & 0x0f).count_ones(), (own & 0xf0).count_ones());
    let corner = if low < high { squares[0] } else { squares[7] };
    let x = NEAR_CORNERS.iter().find(|n| n.0 == corner).unwrap().1;
    assert_eq!(t.x_square.index() as u32, x, "{ctx}");
    assert!((p | o) >> corner & 1 == 0, "{ctx}");
    assert!(moves(o, p) >> x & 1 == 1, "{ctx}");
}

#[test]
fn a_stoner_threat_is_its_opening_condition() {
    // Black's unbalanced edge d8-g8 (three of its discs on the h8 half) and c6. White, on e4,
    // cannot play b7 yet; with d5 too, b7 brackets c6: the X-square of the empty a8, on the
    // edge's lighter half.
    let row8 = (59..63).map(|s| 1u64 << s).sum::<u64>();
    let black = row8 | 1 << 42;
    let white = 1 << 28;
    let threats = explain::stoner_threats(black, white, moves(white, black));
    assert!(threats.is_empty());
    let white = 1 << 35 | 1 << 28;
    let legal = moves(white, black);
    assert!(legal >> 49 & 1 == 1, "White may play b7");
    let threats = explain::stoner_threats(black, white, legal);
    assert_eq!(threats.len(), 1);
    assert_eq!(
        (threats[0].edge, threats[0].x_square.to_string()),
        (Edge::Row8, "b7".into())
    );
    assert_stoner_holds(black, white, &threats[0], "hand-made");
}
