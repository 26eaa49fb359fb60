//! The opening table: every line legal, every name found for its own line and under each of the
//! board's eight symmetries, no two lines on one position, and well-known lines by name.

use std::collections::HashMap;

use ethello_engine::openings::{self, Opening};
use ethello_engine::symmetry::frames;
use ethello_engine::{Bitboard, Board, Game, Position, Square};

/// The game of a table line.
fn game_of(line: &Opening) -> Game {
    Game::from_transcript(line.moves)
        .unwrap_or_else(|e| panic!("{}: {} is not legal: {e}", line.name, line.moves))
}

/// Frame `k` of `sq` (see `engine::symmetry::frames`).
fn mirror_square(sq: Square, k: usize) -> Square {
    let bit = frames(1u64 << sq.index())[k];
    Square::from_index(bit.trailing_zeros() as u8).expect("one bit")
}

/// Frame `k` of `pos`, the same colour to move.
fn mirror_position(pos: Position, k: usize) -> Position {
    let board = Board {
        player: Bitboard(frames(pos.board.player.0)[k]),
        opponent: Bitboard(frames(pos.board.opponent.0)[k]),
    };
    Position {
        board,
        side: pos.side,
    }
}

/// The frames that leave the start position as it is: only these turn a game into a game.
fn start_frames() -> Vec<usize> {
    let start = Position::start();
    (0..8)
        .filter(|&k| mirror_position(start, k) == start)
        .collect()
}

#[test]
fn the_table_holds_the_published_list() {
    assert!(openings::all().len() >= 60, "{}", openings::all().len());
    let mut names = HashMap::new();
    for line in openings::all() {
        assert!(
            !line.name.is_empty() && line.moves.starts_with("f5"),
            "{line:?}"
        );
        assert_eq!(
            names.insert(line.name, line.moves),
            None,
            "{} twice",
            line.name
        );
    }
}

#[test]
fn every_line_is_legal_and_named_by_its_own_position() {
    for line in openings::all() {
        let game = game_of(line);
        assert_eq!(
            game.transcript(),
            line.moves,
            "{}: a pass in an opening",
            line.name
        );
        assert_eq!(openings::name_of(&game), Some(line.name), "{}", line.moves);
        assert_eq!(openings::of_position(game.position()), Some(line));
    }
}

#[test]
fn no_two_lines_reach_one_position() {
    let mut seen: HashMap<Position, &str> = HashMap::new();
    for line in openings::all() {
        let end = game_of(line).position();
        for k in 0..8 {
            let copy = mirror_position(end, k);
            if let Some(other) = seen.get(&copy).filter(|&&other| other != line.name) {
                panic!("{} and {other} reach one position (frame {k})", line.name);
            }
            seen.insert(copy, line.name);
        }
    }
}

#[test]
fn every_symmetry_of_a_line_has_its_name() {
    let games = start_frames();
    assert_eq!(
        games,
        vec![0, 3, 4, 7],
        "identity, 180 degrees and the two diagonals"
    );
    for line in openings::all() {
        let game = game_of(line);
        for k in 0..8 {
            let copy = mirror_position(game.position(), k);
            assert_eq!(
                openings::of_position(copy),
                Some(line),
                "{} frame {k}",
                line.name
            );
        }
        for &k in &games {
            let moves: String = game
                .squares()
                .map(|sq| mirror_square(sq, k).to_string())
                .collect();
            let mirrored = Game::from_transcript(&moves).expect("a mirrored line is legal");
            assert_eq!(openings::name_of(&mirrored), Some(line.name), "{moves}");
        }
    }
}

#[test]
fn well_known_lines_by_name() {
    let cases = [
        ("f5d6c3d3c4", "Tiger"),
        ("F5 d6 C3 d3 C4", "Tiger"),
        ("d3c5f6f5e6", "Tiger"),
        ("f5d6c5f4e3c6d3f6e6d7", "Rose"),
        ("f5f6e6f4c3", "Buffalo/Kenichi Variation"),
        ("f5f6e6f4e3", "Cow"),
        ("f5f6e6d6c5", "Cow"),
        ("f5f6e6f4g5", "Heath/Tobidashi"),
        ("f5f6e6f4g6", "Snake/Peasant"),
        ("f5d6c3d3c4b3", "Aubrey/Tanaka"),
        ("f5d6c3d3c4f4e3", "Brightwell"),
        ("f5d6c3d3c4f4f6", "Stephenson"),
        ("f5d6c3d3c4f4e6", "Leader's Tiger"),
        ("f5d6c3d3c4f4f6g5", "No-Kung"),
        ("f5d6c5f4e3d3", "Mimura"),
        ("f5d6c3d3c4f4c5b3c2e6", "Tamenori"),
        ("f5f6e6f4e3c5c4e7b5e2", "Sailboat"),
        ("f5f6e6f4g3f3g4", "Hamilton"),
        ("f5f6e6f4g6c6", "Lysons"),
        ("f5d6c4g5", "Ganglion/No-Cat"),
        ("f5d6c4g5c6", "Swallow"),
        ("f5f6e6f4e3d6", "Chimney"),
        ("f5d6", "Perpendicular Opening"),
        ("f5f4", "Parallel Opening"),
        ("f5f6", "Diagonal Opening"),
        ("f5d6c5f4d3", "Horse"),
        ("f5f6e6f4e3c5g5", "Bat/Cow Bat/Cambridge"),
        ("f5f6e6f4e3c5g5g3g4f3g6", "Bat (Piau Continuation 2)"),
    ];
    for (moves, name) in cases {
        let game = Game::from_transcript(moves).unwrap();
        assert_eq!(openings::name_of(&game), Some(name), "{moves}");
    }
}

#[test]
fn a_game_is_named_by_the_deepest_line_it_passed() {
    let name = |moves: &str| openings::name_of(&Game::from_transcript(moves).unwrap());
    assert_eq!(name(""), None);
    assert_eq!(name("f5"), None);
    assert_eq!(name("f5d6c3"), Some("Perpendicular Opening"));
    assert_eq!(name("f5d6c3d3c4f4c5b3c2"), Some("Rose-Bill"));
    assert_eq!(name("f5d6c3d3c4f4c5b3c2e3"), Some("Rose-Bill"));
}

#[test]
fn a_game_from_another_start_is_named_by_the_positions_it_reaches() {
    // As the page names a position opened by link or set up in the editor: by what is on the board.
    let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
    let start = Game::from_transcript("f5").unwrap().position();
    let game = Game::from_transcript_at(start, "d6c3d3c4").unwrap();
    assert_eq!(game.position(), tiger.position());
    assert_eq!(openings::name_of(&game), Some("Tiger"));
    assert_eq!(openings::of_line(&game, 1).map(|o| o.moves), Some("f5d6"));
    assert_eq!(openings::of_line(&game, 0), None, "f5 alone is no line");
}
