//! The bitboard move generator against the array reference on seeded random games: the same legal
//! moves, the same flips, the same passes and the same final score at every ply.

use ethello_engine::{Bitboard, Board, Color, Game, Position, Rng, Square};

use crate::reference::{Cell, RefBoard};

fn squares(b: Bitboard) -> Vec<usize> {
    b.squares().map(|s| s.index() as usize).collect()
}

/// The engine's position drawn as the reference's cells.
fn assert_same_discs(pos: Position, reference: &RefBoard, ply: usize) {
    for sq in Square::all() {
        let want = reference.cells[sq.index() as usize];
        let got = match pos.at(sq) {
            Some(Color::Black) => Cell::Black,
            Some(Color::White) => Cell::White,
            None => Cell::Empty,
        };
        assert_eq!(got, want, "disc on {sq} at ply {ply}");
    }
    assert_eq!(
        pos.side == Color::Black,
        reference.black_to_move,
        "side at ply {ply}"
    );
}

/// Plays one random game in both implementations, comparing everything at every ply.
fn compare_one_game(rng: &mut Rng) {
    let mut board = Board::start();
    let mut pos = Position::start();
    let mut reference = RefBoard::start();
    for ply in 0..200 {
        assert_same_discs(pos, &reference, ply);
        let moves = board.legal_moves();
        assert_eq!(
            squares(moves),
            reference.legal_moves(),
            "legal moves at ply {ply}"
        );
        for sq in Square::all() {
            let mut want = reference.flips(sq.index() as usize);
            want.sort_unstable();
            assert_eq!(squares(board.flips(sq)), want, "flips of {sq} at ply {ply}");
        }
        if moves.is_empty() {
            if board.pass().legal_moves().is_empty() {
                let black = reference.count(Cell::Black) as i32;
                let white = reference.count(Cell::White) as i32;
                assert_eq!(pos.black_score().signum(), (black - white).signum());
                return;
            }
            board = board.pass();
            reference.pass();
            pos = pos.play(ethello_engine::Move::Pass).expect("forced pass");
            continue;
        }
        let sq = rng.pick(moves).unwrap();
        board = board.play(sq).expect("a generated move is legal");
        pos = pos.play(ethello_engine::Move::Play(sq)).expect("legal");
        reference.play(sq.index() as usize);
    }
    panic!("a game cannot last 200 plies");
}

#[test]
fn ten_thousand_random_games_agree_with_the_reference() {
    let mut rng = Rng::new(0x00e7_e110);
    for _ in 0..10_000 {
        compare_one_game(&mut rng);
    }
}

#[test]
fn a_game_record_replays_its_own_transcript() {
    let mut rng = Rng::new(7);
    for _ in 0..500 {
        let mut game = Game::new();
        while !game.is_over() {
            let moves = game.position().board.legal_moves();
            let sq = rng.pick(moves).unwrap();
            game.play(sq).expect("legal");
        }
        let replayed = Game::from_transcript(&game.transcript()).expect("own transcript");
        assert_eq!(replayed, game);
        assert!(game.squares().count() <= 60);
    }
}
