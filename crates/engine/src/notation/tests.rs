//! Every reader's forms and every fault's kind and place.

use super::{ErrorKind, Expected, Notation, ReadError};
use crate::{Color, Game, IllegalMove, Move, Position, Square};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

/// The place and kind of an error.
fn fault(err: ReadError) -> (usize, usize, ErrorKind) {
    (err.line, err.column, err.kind)
}

fn expected(expected: Expected, found: Option<char>) -> ErrorKind {
    ErrorKind::Expected { expected, found }
}

/// The start position's 64 squares.
fn start_squares() -> String {
    Position::start().to_string()[..64].to_string()
}

#[test]
fn a_move_is_a_square_or_a_pass_in_every_spelling() {
    assert_eq!("d3".parse(), Ok(Move::Play(sq("d3"))));
    assert_eq!("H8".parse(), Ok(Move::Play(sq("h8"))));
    for word in Move::PASS_WORDS {
        let upper = word.to_ascii_uppercase();
        let mixed: String = word
            .chars()
            .enumerate()
            .map(|(i, c)| {
                if i % 2 == 0 {
                    c.to_ascii_uppercase()
                } else {
                    c
                }
            })
            .collect();
        for spelling in [word.to_string(), upper, mixed] {
            assert_eq!(spelling.parse(), Ok(Move::Pass), "{spelling}");
        }
    }
    assert_eq!(Move::Pass.to_string(), Move::PASS_WORDS[0]);
    for mv in Square::all().map(Move::Play).chain([Move::Pass]) {
        assert_eq!(mv.to_string().parse(), Ok(mv));
    }
}

#[test]
fn a_move_that_is_not_one_says_so() {
    let not_a_move = |text: &str| ErrorKind::NotAMove { text: text.into() };
    assert_eq!(
        fault("d9".parse::<Move>().unwrap_err()),
        (1, 1, ErrorKind::NotASquare { text: "d9".into() })
    );
    for text in ["", "d3x", "pas", "12.", " d3", "z", "passe"] {
        let err = text.parse::<Move>().unwrap_err();
        assert_eq!(fault(err), (1, 1, not_a_move(text)), "{text:?}");
    }
    let long = "x".repeat(40);
    let err = long.parse::<Move>().unwrap_err();
    assert_eq!(err.kind, not_a_move(&long[..16]));
    assert_eq!(
        err.to_string(),
        format!("line 1, column 1: {:?} is not a move", &long[..16])
    );
}

#[test]
fn transcripts_in_every_notation() {
    let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
    for text in [
        "F5 d6 3. c3 d3 c4",
        "1. f5 d6 2. c3 d3\n3. c4",
        "1.f5 d6 2.c3 d3 3.c4",
        "f5, d6; c3,d3 c4",
        "f5\nd6\r\nc3\n\nd3\nc4\n",
        "1. f5 2... d6 3. c3 4. d3 5. c4",
    ] {
        assert_eq!(Game::from_transcript(text), Ok(tiger.clone()), "{text:?}");
    }
    assert_eq!(Game::from_transcript(""), Ok(Game::new()));
    assert_eq!(Game::from_transcript(" 1. , ;"), Ok(Game::new()));
}

#[test]
fn transcripts_read_passes_in_every_spelling() {
    // White, to move, has no move: the game passes for white at once, and a written pass there
    // changes nothing.
    let squares = format!("XO{}", "-".repeat(62));
    let start: Position = format!("{squares} O").parse().unwrap();
    assert_eq!(start.side, Color::White);
    let without = Game::from_transcript_at(start, "c1").unwrap();
    for word in Move::PASS_WORDS {
        for spelling in [word.to_string(), word.to_ascii_uppercase()] {
            let text = format!("{spelling} c1");
            assert_eq!(Game::from_transcript_at(start, &text), Ok(without.clone()));
        }
    }
}

#[test]
fn transcript_faults_have_their_kind_line_and_column() {
    let read = |text: &str| fault(Game::from_transcript(text).unwrap_err());
    assert_eq!(
        read("f5 d6\nc3 d9"),
        (2, 4, ErrorKind::NotASquare { text: "d9".into() })
    );
    assert_eq!(read("f5 d6 ?"), (1, 7, expected(Expected::Move, Some('?'))));
    assert_eq!(read("f"), (1, 1, expected(Expected::Move, Some('f'))));
    let illegal = ErrorKind::Illegal {
        mv: Move::Play(sq("a1")),
        color: Color::White,
        number: 4,
        reason: IllegalMove::FlipsNothing(sq("a1")),
    };
    assert_eq!(read("F5 d6\n3. c3 a1"), (2, 7, illegal));
    let pass = ErrorKind::Illegal {
        mv: Move::Pass,
        color: Color::White,
        number: 2,
        reason: IllegalMove::PassWithMoves,
    };
    assert_eq!(read("f5 pa"), (1, 4, pass));
    let long = "f5".repeat(40_000);
    let too_long = ErrorKind::TooLong {
        chars: 80_000,
        max: 64 * 1024,
    };
    assert_eq!(read(&long), (1, 1, too_long));
    assert_eq!(
        Game::from_transcript("f5d6c3c3").unwrap_err().to_string(),
        "line 1, column 7: c3 is not a legal move for White at move 4 (c3 is already taken)"
    );
}

#[test]
fn positions_with_and_without_the_side_to_move() {
    let after_f5 = Position::start().play(Move::Play(sq("f5"))).unwrap();
    let text = after_f5.to_string();
    let squares = &text[..64];
    let rows: Vec<&str> = (0..8).map(|r| &squares[r * 8..r * 8 + 8]).collect();
    for form in [
        text.clone(),
        format!("{squares}O"),
        format!("  {}\n o \n", rows.join("\n")),
        format!("{} W", text[..64].replace('X', "*").replace('-', ".")),
    ] {
        assert_eq!(form.parse(), Ok(after_f5), "{form:?}");
    }
    // Without the side: black, unless black must pass.
    let black: Position = squares.parse().unwrap();
    let discs = |p: Position| (p.black(), p.white());
    assert_eq!((black.side, discs(black)), (Color::Black, discs(after_f5)));
    let only_white: Position = format!("OX{}", "-".repeat(62)).parse().unwrap();
    assert_eq!(only_white.side, Color::White);
    // A finished game's position reads too.
    let full = format!("{} X", "X".repeat(64));
    assert!(full.parse::<Position>().unwrap().board.is_game_over());
}

#[test]
fn position_faults_have_their_kind_line_and_column() {
    let squares = start_squares();
    let read = |text: &str| fault(text.parse::<Position>().unwrap_err());
    let z = format!("{}Z{} X", &squares[..36], &squares[37..]);
    assert_eq!(read(&z), (1, 37, expected(Expected::Square, Some('Z'))));
    assert_eq!(read("----OX X"), (1, 9, ErrorKind::Squares { found: 7 }));
    assert_eq!(read(""), (1, 1, ErrorKind::Squares { found: 0 }));
    assert_eq!(
        read(&format!("{squares} Q")),
        (1, 66, expected(Expected::Side, Some('Q')))
    );
    assert_eq!(
        read(&format!("{squares} X extra")),
        (1, 68, expected(Expected::EndOfPosition, Some('e')))
    );
    let rows = format!("{}\n{}?{}", &squares[..8], &squares[8..10], &squares[11..]);
    assert_eq!(read(&rows), (2, 3, expected(Expected::Square, Some('?'))));
    assert_eq!(
        z.parse::<Position>().unwrap_err().to_string(),
        "line 1, column 37: expected a square: X, O or -, found 'Z'"
    );
}

#[test]
fn a_prefix_reader_leaves_the_rest() {
    let squares = start_squares();
    fn read(text: &str) -> Result<(Color, &str), ReadError> {
        Position::read_prefix(text).map(|(p, rest)| (p.side, rest))
    }
    let line = format!("{squares} O -12 e3 20 id");
    assert_eq!(read(&line), Ok((Color::White, " -12 e3 20 id")));
    let link = format!("{squares}_O_f4");
    assert_eq!(read(&link), Ok((Color::Black, "_O_f4")));
    assert_eq!(read(&squares), Ok((Color::Black, "")));
    assert_eq!(read(&format!("{squares} +0")), Ok((Color::Black, " +0")));
    let err = Position::read_prefix(&squares[..60]).unwrap_err();
    assert_eq!(fault(err), (1, 61, ErrorKind::Squares { found: 60 }));
}

#[test]
fn notations_are_told_apart_by_how_they_begin() {
    assert_eq!(Notation::of("f5d6"), Notation::Transcript);
    assert_eq!(Notation::of("1. f5"), Notation::Transcript);
    assert_eq!(Notation::of("---OX"), Notation::Transcript);
    assert_eq!(Notation::of(&start_squares()), Notation::Position);
    assert_eq!(Notation::of("\n ---- .x*o X"), Notation::Position);
    assert_eq!(Notation::of("  (;GM[Othello];)"), Notation::Ggf);
    assert_eq!(Notation::of("( ;"), Notation::Transcript);
}

#[test]
fn no_input_makes_a_reader_panic() {
    let mut rng = crate::Rng::new(42);
    let alphabet: Vec<char> = "abcdefgh123456789 ,;.\n-XOxo*_pasPS\u{e9}\u{0}"
        .chars()
        .collect();
    for _ in 0..20_000 {
        let len = rng.below(80) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        let _ = Game::from_transcript(&text);
        let _ = text.parse::<Position>();
        let _ = Position::read_prefix(&text);
        let _ = text.parse::<Move>();
        let _ = Notation::of(&text);
    }
}
