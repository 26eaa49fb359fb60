//! Position text and transcripts: round trips, and garbage, truncated and over-long input gets a typed
//! error that says what is wrong and where, never a panic.

use ethello_engine::notation::{ErrorKind, Expected};
use ethello_engine::random_play::random_game;
use ethello_engine::{Color, Game, IllegalMove, Move, Position, Rng};

#[test]
fn start_position_text_round_trips() {
    let text = "---------------------------OX------XO--------------------------- X";
    assert_eq!(text.parse::<Position>().unwrap(), Position::start());
    assert_eq!(Position::start().to_string(), text);
}

#[test]
fn random_positions_round_trip_through_text() {
    let mut rng = Rng::new(11);
    for _ in 0..2000 {
        let plies = rng.below(61) as usize;
        let game = random_game(&mut rng, plies);
        let pos = game.position();
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
    }
}

#[test]
fn position_errors_name_the_fault() {
    let bad = "---------------------------OX------XZ--------------------------- X";
    let err = bad.parse::<Position>().unwrap_err();
    assert_eq!(
        err.kind,
        ErrorKind::Expected {
            expected: Expected::Square,
            found: Some('Z')
        }
    );
    assert_eq!(
        err.to_string(),
        "line 1, column 37: expected a square: X, O or -, found 'Z'"
    );
    let short = "----OX X";
    let err = short.parse::<Position>().unwrap_err();
    assert_eq!((err.column, err.kind), (9, ErrorKind::Squares { found: 7 }));
    let side = "---------------------------OX------XO--------------------------- Q";
    let err = side.parse::<Position>().unwrap_err();
    let kind = ErrorKind::Expected {
        expected: Expected::Side,
        found: Some('Q'),
    };
    assert_eq!((err.column, err.kind), (66, kind));
    assert!("".parse::<Position>().is_err());
    assert!(format!(
        "{} X extra",
        Position::start().to_string().split(' ').next().unwrap()
    )
    .parse::<Position>()
    .is_err());
}

#[test]
fn transcript_errors_say_what_and_where() {
    let err = Game::from_transcript("f5d6c9").unwrap_err();
    assert_eq!(err.to_string(), "line 1, column 5: c9 is not a square");
    let err = Game::from_transcript("f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f4").unwrap_err();
    let ErrorKind::Illegal { number, color, .. } = err.kind else {
        panic!("expected an illegal move, got {err:?}")
    };
    assert_eq!(number, 19);
    assert_eq!(color, Color::Black);
    let err = Game::from_transcript("f5f5").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1, column 3: f5 is not a legal move for White at move 2 (f5 is already taken)"
    );
    let err = Game::from_transcript("f5pa").unwrap_err();
    assert!(matches!(
        err.kind,
        ErrorKind::Illegal {
            reason: IllegalMove::PassWithMoves,
            ..
        }
    ));
}

#[test]
fn transcripts_accept_spaces_upper_case_and_written_passes() {
    let a = Game::from_transcript("f5d6c3").unwrap();
    assert_eq!(Game::from_transcript(" F5 d6,C3 ").unwrap(), a);
    // A short game with a forced pass: after these moves white has no move and passes.
    let game = forced_pass_game();
    let text = game.transcript();
    let pass_at = game.moves().iter().position(|m| *m == Move::Pass).unwrap();
    let squares_before = game.moves()[..pass_at].len();
    let mut written = text[..squares_before * 2].to_string();
    written.push_str("pa");
    written.push_str(&text[squares_before * 2..]);
    assert_eq!(Game::from_transcript(&written).unwrap(), game);
}

#[test]
fn garbage_truncated_and_over_long_transcripts_are_errors_not_panics() {
    let mut rng = Rng::new(99);
    let alphabet: Vec<char> = "abcdefghijklmnopqrstuvwxyz0123456789 ,é\u{0}\n-"
        .chars()
        .collect();
    for _ in 0..20_000 {
        let len = rng.below(40) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        let _ = Game::from_transcript(&text); // must not panic
        let _ = text.parse::<Position>();
    }
    let err = Game::from_transcript("f").unwrap_err();
    let kind = ErrorKind::Expected {
        expected: Expected::Move,
        found: Some('f'),
    };
    assert_eq!((err.column, err.kind), (1, kind));
    let err = Game::from_transcript(&"f5".repeat(40_000)).unwrap_err();
    assert!(matches!(err.kind, ErrorKind::TooLong { chars: 80_000, .. }));
    let too_many = format!("{}f5", random_game(&mut rng, 60).transcript());
    assert!(Game::from_transcript(&too_many).is_err());
}

/// Searches seeded random games for one that contains a forced pass.
pub fn forced_pass_game() -> Game {
    let mut rng = Rng::new(3);
    loop {
        let game = random_game(&mut rng, 60);
        if game.moves().contains(&Move::Pass) {
            return game;
        }
    }
}

/// Regression: the engine's transcript reader took only squares and `pa`/`ps` two characters at a
/// time, the page's took move numbers and `pass`/`--` too, so `ethello review`, a save or the
/// worker refused what the page opened. One reader now: what opens on the page reads everywhere.
#[test]
fn every_transcript_the_page_opens_reads_in_the_engine() {
    use ethello_model::import::open;
    let passing = forced_pass_game();
    let words: Vec<String> = passing.moves().iter().map(Move::to_string).collect();
    for text in [
        "F5 d6 3. c3 d3 c4".to_string(),
        "1. f5 d6\n2. c3 d3\n3. c4".to_string(),
        "f5, d6; c3".to_string(),
        words.join(" "),
        words.join(" ").replace("pass", "--"),
        words.join("").replace("pass", "PS"),
    ] {
        let opened = open(&text)
            .unwrap_or_else(|e| panic!("{text:?}: {e}"))
            .game();
        assert_eq!(Game::from_transcript(&text), Ok(opened), "{text:?}");
    }
}
