//! Opening pasted text (`ethello_model::import`): every format opens to the game or position it holds,
//! every writer's text opens back to what it wrote, bad input is refused with its line and column,
//! and 10^5 seeded mutations of valid texts never panic and never open to an illegal game.

use ethello_engine::random_play::random_game;
use ethello_engine::{write_ggf, Color, Game, Move, Position, Rng};
use ethello_model::import::{game_link, open, position_link, ErrorKind, Format, Opened};
use ethello_model::savefile::{SaveGame, Settings};
use ethello_model::setup::{Character, Names, Setup};

/// The game `text` opens to, in `format`.
fn opened_game(text: &str, format: Format) -> Game {
    let opened = open(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(opened.format(), format, "{text:?}");
    opened.game()
}

/// The position `text` opens to, in `format`.
fn opened_position(text: &str, format: Format) -> Position {
    match open(text) {
        Ok(Opened::Position {
            position,
            format: f,
        }) if f == format => position,
        other => panic!("{text:?}: {other:?}"),
    }
}

/// The start position's 64 squares.
fn start_squares() -> String {
    Position::start().to_string()[..64].to_string()
}

/// A transcript with every pass written, as `pass` writes it.
fn with_passes(game: &Game, pass: &str) -> String {
    let words = game.moves().iter().map(|m| match m {
        Move::Play(sq) => sq.to_string(),
        Move::Pass => pass.to_string(),
    });
    words.collect::<Vec<_>>().join(" ")
}

/// Random whole games, some with passes.
fn random_games(seed: u64, count: usize) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| random_game(&mut rng, 60)).collect()
}

#[test]
fn transcripts_in_every_notation() {
    let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
    for text in [
        "f5d6c3d3c4",
        "F5 d6 3. c3 d3 c4",
        "  F5D6C3D3C4\n",
        "1. f5 d6 2. c3 d3\n3. c4",
        "1.f5 d6 2.c3 d3 3.c4",
        "f5, d6, c3, d3, c4",
        "f5\nd6\r\nc3\n\nd3\nc4\n",
    ] {
        assert_eq!(opened_game(text, Format::Transcript), tiger, "{text:?}");
    }
}

#[test]
fn written_passes_are_read_in_each_spelling() {
    let games = random_games(3, 200);
    let passing: Vec<&Game> = games
        .iter()
        .filter(|g| g.moves().contains(&Move::Pass))
        .collect();
    assert!(passing.len() >= 5, "{} games with a pass", passing.len());
    for game in passing {
        for pass in ["pa", "PS", "pass", "--"] {
            assert_eq!(
                opened_game(&with_passes(game, pass), Format::Transcript),
                *game
            );
        }
    }
}

#[test]
fn position_texts_with_and_without_the_side_to_move() {
    let after_f5 = Game::from_transcript("f5").unwrap().position();
    let text = after_f5.to_string();
    assert_eq!(opened_position(&text, Format::PositionText), after_f5);
    let squares = &text[..64];
    let eight_lines = format!("{}\nO\n", rows_of(squares));
    assert_eq!(
        opened_position(&eight_lines, Format::PositionText),
        after_f5
    );
    assert_eq!(
        opened_position(&format!("{squares}O"), Format::PositionText),
        after_f5
    );
    // Without the side: black moves, or white when only white can.
    let black_first = opened_position(squares, Format::PositionText);
    assert_eq!(black_first.side, Color::Black);
    let only_white = format!("OX{}", "-".repeat(62));
    assert_eq!(
        opened_position(&only_white, Format::PositionText).side,
        Color::White
    );
    let start = opened_position(&rows_of(&start_squares()), Format::PositionText);
    assert_eq!(start, Position::start());
}

/// 64 squares as 8 lines of 8.
fn rows_of(squares: &str) -> String {
    let rows: Vec<&str> = (0..8).map(|r| &squares[r * 8..r * 8 + 8]).collect();
    rows.join("\n")
}

#[test]
fn ggf_games_from_any_start() {
    let nboard = "(;GM[Othello]PC[NBoard]PB[x]PW[y]RE[?]TI[15:00]TY[8]\
                  BO[8 ---------------------------O*------*O--------------------------- *]\
                  B[F5//0.01]W[F6]B[D3];)";
    let game = opened_game(nboard, Format::Ggf);
    assert_eq!(game.transcript(), "f5f6d3");
    let start = Game::from_transcript("f5d6").unwrap().position();
    let board = start.to_string().replace('X', "*");
    let text = format!("(;GM[Othello]BO[8 {board}]B[C3];)");
    let game = opened_game(&text, Format::Ggf);
    assert_eq!((game.start(), game.transcript()), (start, "c3".to_string()));
}

#[test]
fn etl_saves_keep_their_settings() {
    let game = Game::from_transcript("f5d6c3d3c4").unwrap();
    let settings = Settings {
        setup: Setup::Against {
            character: Character::Mike,
            computer: Color::White,
        },
        names: Names {
            black: "Ann".into(),
            white: "Iron Mike".into(),
        },
        ..Settings::default()
    };
    let text = SaveGame::from_game(&game, &settings, None).to_text();
    match open(&text) {
        Ok(Opened::Save(loaded)) => {
            assert_eq!((loaded.game, loaded.settings), (game, settings));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        open(&format!("\u{feff}{text}")).unwrap().format(),
        Format::Etl
    );
}

#[test]
fn links_to_games_and_positions() {
    let game = Game::from_transcript("f5d6c3").unwrap();
    for link in [
        "http://127.0.0.1:8080/#f5d6c3",
        "#f5d6c3",
        "https://x.org/e-thello/#F5D6C3",
    ] {
        assert_eq!(opened_game(link, Format::GameLink), game, "{link}");
    }
    let link = format!("http://127.0.0.1:8080/#pos={}_X", start_squares());
    assert_eq!(
        opened_position(&link, Format::PositionLink),
        Position::start()
    );
    let after_f5 = Game::from_transcript("f5").unwrap().position();
    let link = position_link(after_f5);
    assert!(link.starts_with("#pos=") && link.ends_with("_O") && link.len() == 5 + 64 + 2);
    assert_eq!(opened_position(&link, Format::PositionLink), after_f5);
    let from_there = Game::from_transcript_at(after_f5, "d6c3").unwrap();
    assert_eq!(game_link(&from_there), format!("{link}_d6c3"));
    assert_eq!(
        opened_game(&game_link(&from_there), Format::GameLink),
        from_there
    );
}

#[test]
fn every_writer_round_trips() {
    for game in random_games(5, 300) {
        let moves = game.transcript();
        assert_eq!(opened_game(&moves, Format::Transcript), game);
        assert_eq!(opened_game(&write_ggf(&game, None, &[]), Format::Ggf), game);
        assert_eq!(opened_game(&game_link(&game), Format::GameLink), game);
        for pos in game.positions().iter().filter(|p| p.board.can_move()) {
            assert_eq!(
                opened_position(&pos.to_string(), Format::PositionText),
                *pos
            );
            assert_eq!(
                opened_position(&position_link(*pos), Format::PositionLink),
                *pos
            );
        }
    }
}

#[test]
fn bad_input_is_refused_with_its_line_and_column() {
    let squares = start_squares();
    let cases: Vec<(String, &str)> = vec![
        ("".into(), "line 1, column 1: there is nothing to open"),
        ("  \n ".into(), "line 1, column 1: there is nothing to open"),
        ("hello".into(), "line 1, column 1: expected a transcript (f5d6c3), a position"),
        ("f5 d6\nc3 d9".into(), "line 2, column 4: d9 is not a square"),
        ("f5d6c3c3".into(), "line 1, column 7: c3 is not a legal move for White at move 4"),
        (
            "F5 d6\n3. c3 a1".into(),
            "line 2, column 7: a1 is not a legal move for White at move 4 (a1 does not flip any disc)",
        ),
        ("f5 pa".into(), "line 1, column 4: pass is not a legal move for White at move 2"),
        ("f5 d6 ?".into(), "line 1, column 7: expected a move such as f5, found '?'"),
        ("1. 2.".into(), "line 1, column 6: expected a move such as f5, found the end"),
        (squares[..60].into(), "line 1, column 61: a position has 64 squares, this one 60"),
        (
            format!("{}Z{}", &squares[..10], &squares[11..]),
            "line 1, column 11: expected a square: X, O or -, found 'Z'",
        ),
        (format!("{squares} Q"), "line 1, column 66: expected the side to move, X or O"),
        (format!("{squares} X X"), "line 1, column 68: expected the end of the position"),
        ("-".repeat(64), "line 1, column 1: neither side can move in this position"),
        (
            rows_of(&format!("{}?{}", &squares[..10], &squares[11..])),
            "line 2, column 3: expected a square: X, O or -, found '?'",
        ),
        (
            "(;GM[Othello]\nB[F5]W[F5];)".into(),
            "line 2, column 8: f5 is not a legal move for White at move 2 (f5 is already taken)",
        ),
        ("(;GM[Othello]\nB[F5".into(), "line 2, column 3: B[ has no closing"),
        ("(;GM[Othello]B[F5]".into(), "line 1, column 19: the text ends before"),
        ("#".into(), "line 1, column 1: expected a move such as f5, found the end"),
        ("http://127.0.0.1:8080/".into(), "line 1, column 23: expected a game (#f5d6c3)"),
        ("#f5d6c9".into(), "line 1, column 6: c9 is not a square"),
        (format!("#pos={squares}"), "line 1, column 70: expected _X or _O"),
        (format!("#pos={squares}_Q"), "line 1, column 71: expected _X or _O"),
        (format!("#pos={squares}_X_a1"), "line 1, column 73: a1 is not a legal move for Black"),
        (format!("#pos={}_X", &squares[..63]), "line 1, column 69: expected a square"),
        ("{\"format\": \"e-thello-save\",\n  \"version\": 1,\n  x".into(), "line 3, column 3:"),
        ("{\"format\": \"e-thello-save\",\n  \"version\": 99}".into(), "line 2, column 3:"),
        ("{\"format\": \"e-thello-save\",".into(), "line 1, column 28: This save is incomplete"),
    ];
    for (text, expected) in cases {
        let message = open(&text).unwrap_err().to_string();
        assert!(message.starts_with(expected), "{text:?}: {message}");
    }
}

#[test]
fn an_illegal_move_in_a_save_is_placed_in_its_transcript() {
    let game = Game::from_transcript("f5d6c3").unwrap();
    let text = SaveGame::from_game(&game, &Settings::default(), None).to_text();
    let bad = text.replacen("\"f5d6c3\"", "\"f5d6c9\"", 1);
    let err = open(&bad).unwrap_err();
    assert!(matches!(err.kind, ErrorKind::Save(_)), "{err}");
    let line = bad.lines().nth(err.line - 1).unwrap();
    let at: String = line.chars().skip(err.column - 1).take(2).collect();
    assert_eq!(at, "c9", "{err}");
}

/// A valid text of every format, with a pass and a non-standard start among them.
fn fuzz_seeds() -> Vec<String> {
    let games = random_games(9, 40);
    let passing = games
        .iter()
        .find(|g| g.moves().contains(&Move::Pass))
        .unwrap();
    let midgame = Game::from_transcript("f5d6c3d3c4f4c5b3c2").unwrap();
    let from_there = Game::from_transcript_at(midgame.position(), "e6c6").unwrap();
    let save = SaveGame::from_game(&midgame, &Settings::default(), None).to_text();
    vec![
        "F5 d6 3. c3 d3 c4".into(),
        with_passes(passing, "pa"),
        passing.transcript(),
        midgame.position().to_string(),
        rows_of(&start_squares()),
        write_ggf(passing, Some(60_000), &[]),
        write_ggf(&from_there, None, &[]),
        save,
        "http://127.0.0.1:8080/#f5d6c3".into(),
        position_link(midgame.position()),
        game_link(&from_there),
    ]
}

/// One random mutation: a byte flipped, a character inserted or deleted, or the text cut short.
fn mutate(rng: &mut Rng, text: &str) -> String {
    const ALPHABET: &[u8] = b"abcdefgh12345678XO-_#;()[]{}\":,. \npasBW*9z";
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(bytes.len() as u64 + 1) as usize;
        let pick = ALPHABET[rng.below(ALPHABET.len() as u64) as usize];
        match rng.below(4) {
            0 if at < bytes.len() => bytes[at] ^= 1 << rng.below(8),
            1 => bytes.insert(at, pick),
            2 if at < bytes.len() => drop(bytes.remove(at)),
            _ => bytes.truncate(at),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// What an opened text must be: a game the engine replays to the same record, or a position with
/// a move for one side.
fn assert_legal(opened: &Opened, text: &str) {
    let game = opened.game();
    let replayed = Game::from_transcript_at(game.start(), &game.transcript());
    assert_eq!(replayed.as_ref(), Ok(&game), "{text:?}");
    assert!(
        !game.start().board.is_game_over() || game.moves().is_empty(),
        "{text:?}"
    );
    if let Opened::Position { position, .. } = opened {
        assert!(!position.board.is_game_over(), "{text:?}");
    }
}

#[test]
fn fuzzed_input_never_panics_nor_opens_an_illegal_game() {
    let seeds = fuzz_seeds();
    let mut rng = Rng::new(30);
    let mut opened = 0;
    for i in 0..100_000 {
        let text = mutate(&mut rng, &seeds[i % seeds.len()]);
        if let Ok(result) = open(&text) {
            assert_legal(&result, &text);
            opened += 1;
        }
    }
    assert!(opened > 1000, "only {opened} mutations opened");
}
