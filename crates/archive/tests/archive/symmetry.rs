use ethello_archive::symmetry::{image, image_board, image_square};
use ethello_archive::{wthor_byte, Filter, Side};
use ethello_engine::{Bitboard, Game, Position, Square};

use crate::fixture::{raw_games, small_source, wtb};

fn rotated(k: usize, moves: &[Square]) -> Vec<u8> {
    moves
        .iter()
        .map(|&s| wthor_byte(image_square(k, s)))
        .collect()
}

fn image_position(k: usize, p: Position) -> Position {
    Position {
        board: image_board(k, p.board),
        side: p.side,
    }
}

#[test]
fn a_game_in_another_frame_counts_in_the_same_position() {
    let moves = &raw_games()[1_000].1.moves;
    // Four frames keep the start position (the others swap its colours): a game can be recorded in
    // any of them.
    let frames: Vec<usize> = (0..8)
        .filter(|&k| image_position(k, Position::start()) == Position::start())
        .collect();
    assert_eq!(frames, [0, 3, 4, 7]);
    let games: Vec<_> = frames
        .iter()
        .map(|&k| (0, k as u16, 7, 40 + k as u8, 36, rotated(k, moves)))
        .collect();
    let files = small_source(vec![("WTH_2000.wtb".into(), wtb(2000, &games))]);
    let a = ethello_archive::read(&ethello_archive::build_from_files(files).unwrap()).unwrap();
    for ply in [0, 1, 7, 20, 40] {
        let mut g = Game::new();
        moves[..ply].iter().for_each(|&s| {
            g.play(s).unwrap();
        });
        for k in 0..8 {
            let asked = image_position(k, g.position());
            let s = a.stats(asked, &Filter::default());
            assert_eq!(s.tally.games, 4, "ply {ply}, frame {k}");
            if ply > 0 {
                assert_eq!(s.moves.len(), 1, "one move in the asked frame");
                assert_eq!(
                    s.moves[0].square,
                    image_square(k, moves[ply]),
                    "ply {ply}, frame {k}"
                );
            }
        }
    }
    let by_one = Filter {
        player: Some((4, Side::Black)),
        ..Filter::default()
    };
    let p = image_position(5, Position::start());
    assert_eq!(a.stats(p, &by_one).tally.games, 1);
}

#[test]
fn frames_are_permutations_that_keep_the_start_position() {
    for k in 0..8 {
        let start = Position::start();
        let img = image_position(k, start);
        assert_eq!(img.board.disc_count(), 4);
        let all: Bitboard = Square::all().map(|s| image_square(k, s)).collect();
        assert_eq!(all.0, u64::MAX);
        assert_eq!(
            image(k, start.board.player.0 | start.board.opponent.0),
            0x0000_0018_1800_0000
        );
    }
}

#[test]
fn a_game_in_another_frame_is_opened_as_the_position_was_asked() {
    let moves = &raw_games()[2_000].1.moves;
    let games = vec![
        (0, 1, 2, 33, 33, rotated(4, moves)),
        (0, 1, 2, 33, 33, rotated(3, moves)),
    ];
    let files = small_source(vec![("WTH_2001.wtb".into(), wtb(2001, &games))]);
    let a = ethello_archive::read(&ethello_archive::build_from_files(files).unwrap()).unwrap();
    let mut g = Game::new();
    moves[..15].iter().for_each(|&s| {
        g.play(s).unwrap();
    });
    for id in 0..2 {
        assert_eq!(
            a.moves_as_asked(id, g.position()).as_deref(),
            Some(&moves[..]),
            "game {id}"
        );
    }
    let elsewhere = Game::from_transcript("f5d6").unwrap().position();
    assert_eq!(moves[1].to_string(), "f6", "a diagonal opening, not f5 d6");
    assert_eq!(a.moves_as_asked(0, elsewhere), None);
}
