//! `.etl` save files: thousands of random games round-trip exactly; a corpus of bad files each gets
//! its own [`SaveError`] and a message that says what is wrong; a 50 MB file is refused before it is
//! read; and thousands of random mutations of good files never panic. Each version's fields are
//! written only when the game needs them (the oldest version that holds it), and refused in an
//! older version's file. Version 6's game clock is in `savefile/clock.rs`.

use std::path::PathBuf;

use ethello_engine::notation::ErrorKind;
use ethello_engine::random_play::random_game_from as random_game;
use ethello_engine::{openings, Color, Game, Move, Position, Rng};
use ethello_model::savefile::{
    clean_name, file_name, parse, parse_bytes, Loaded, SaveError, SaveGame, Settings, MAX_BYTES,
    MAX_NAME_CHARS, VERSION, VERSION_5,
};
use ethello_model::setup::{Character, Names, Setup, Theme};

/// Version 6: the game clock.
mod clock;
/// Version 5: the name of the opening reached.
mod opening;
/// Version 3: the engine's review and `hints_used`.
mod review;

/// Names a player might type, odd ones included.
const NAMES: [&str; 8] = [
    "Ann",
    "",
    "Bob the Builder",
    "Zoë Ñúñez",
    "李小龍",
    "O'Brien \"Ace\"",
    "a name that is exactly forty characters.",
    "  spaced  ",
];

/// Random settings across every setup, character, colour, name and theme.
fn random_settings(rng: &mut Rng) -> Settings {
    let mut pick = |n: usize| rng.below(n as u64) as usize;
    let setup = match pick(5) {
        0 => Setup::Humans,
        4 => Setup::Watch {
            black: Character::ALL[pick(3)],
            white: Character::ALL[pick(3)],
        },
        n => Setup::Against {
            character: Character::ALL[n - 1],
            computer: [Color::Black, Color::White][pick(2)],
        },
    };
    Settings {
        setup,
        names: Names {
            black: clean_name(NAMES[pick(NAMES.len())]),
            white: clean_name(NAMES[pick(NAMES.len())]),
        },
        theme: Theme::ALL[pick(Theme::ALL.len())],
    }
}

/// Ann (black) against Dubya (white) on `theme`: the players of most examples here and in the
/// state machine's tests.
pub fn ann_against_dubya(theme: Theme) -> Settings {
    Settings {
        setup: Setup::Against {
            character: Character::Dubya,
            computer: Color::White,
        },
        names: Names {
            black: "Ann".into(),
            white: "Dubya".into(),
        },
        theme,
    }
}

/// The game most of the examples use: Ann (black) against Dubya (white), ten moves in.
fn sample() -> (Game, Settings) {
    let game = Game::from_transcript("f5d6c3d3c4f4f6f3e6e7").unwrap();
    (game, ann_against_dubya(Theme::Classic))
}

/// The sample's save: version 5, for the game reached the Comp'Oth (f5d6c3d3c4f4f6f3).
fn sample_save() -> SaveGame {
    let (game, settings) = sample();
    SaveGame::from_game(&game, &settings, Some("2026-11-21 20:30".into()))
}

/// The sample's save as every E-Thello before version 5 wrote it: no `opening`, version 1. Most
/// corpus files are this with one fault, so that they keep testing the older versions.
fn sample_save_before_5() -> SaveGame {
    sample_save().with_opening(None)
}

/// A game of ten moves that reached no named opening: set up from a position past every named
/// line (30 random moves in), as the board editor or a link can.
fn unnamed() -> Game {
    let mut rng = Rng::new(1);
    let start = random_game(&mut rng, Position::start(), 30).position();
    let game = random_game(&mut rng, start, 10);
    assert_eq!((game.moves().len(), openings::name_of(&game)), (10, None));
    game
}

/// The sample against Slick Willy at level 3.
fn willy_sample() -> SaveGame {
    let (game, mut settings) = sample();
    settings.setup = Setup::Against {
        character: Character::Willy,
        computer: Color::White,
    };
    settings.names.white = "Slick Willy".into();
    SaveGame::from_game(&game, &settings, Some("2026-11-21 20:30".into())).with_level(Some(3))
}

/// `tests/data/etl/<name>`.
fn corpus_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/etl")
        .join(name)
}

/// Asserts that `loaded` is exactly what was saved.
fn assert_restores(loaded: &Loaded, game: &Game, settings: &Settings, saved_at: &Option<String>) {
    assert_eq!(&loaded.game, game);
    assert_eq!(loaded.game.moves(), game.moves());
    assert_eq!(loaded.game.positions(), game.positions());
    assert_eq!(&loaded.settings, settings);
    assert_eq!(&loaded.saved_at, saved_at);
}

/// Found by the fuzzer: the JSON reader places a fault on a newline (a string cut by the end of its
/// line) at column 0 of the next line, and counts columns in bytes; the error names the line and
/// the character.
#[test]
fn a_fault_in_the_json_is_placed_at_its_character() {
    let place = |text: &str| match parse(text) {
        Err(SaveError::Damaged { line, column, .. }) => (line, column),
        other => panic!("{text:?}: {other:?}"),
    };
    assert_eq!(place("{\n\"format\": \"e-thello\n\"}"), (2, 20));
    assert_eq!(place("{\"été\": 1 x}"), (1, 11));
    assert_eq!(place("{\"a\": 1,\n  x}"), (2, 3));
}

#[test]
fn thousands_of_random_games_round_trip_exactly() {
    let mut rng = Rng::new(0xe7_5a7e);
    let (mut passes, mut over, mut custom) = (0, 0, 0);
    for i in 0..1500 {
        let start = if i % 5 == 4 {
            custom += 1;
            random_game(&mut rng, Position::start(), 5 + i % 40).position()
        } else {
            Position::start()
        };
        let plies = rng.below(62) as usize;
        let game = random_game(&mut rng, start, plies);
        let settings = random_settings(&mut rng);
        let saved_at = (i % 3 != 0).then(|| format!("game {i}"));
        let save = SaveGame::from_game(&game, &settings, saved_at.clone());
        let text = save.to_text();
        let loaded = parse_bytes(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_restores(&loaded, &game, &settings, &saved_at);
        let named = openings::name_of(&game);
        assert_eq!(loaded.opening.as_deref(), named);
        assert_eq!(save.version == VERSION_5, named.is_some(), "{text}");
        let again = SaveGame::from_game(&loaded.game, &loaded.settings, loaded.saved_at);
        assert_eq!(again, save, "saving a loaded game writes the same file");
        passes += usize::from(game.moves().contains(&Move::Pass));
        over += usize::from(game.is_over());
    }
    assert!(
        passes > 10 && over > 100 && custom == 300,
        "{passes} {over}"
    );
}

#[test]
fn a_loaded_game_equals_the_saved_game() {
    let (game, settings) = sample();
    let loaded = parse(&sample_save().to_text()).unwrap();
    assert_restores(&loaded, &game, &settings, &Some("2026-11-21 20:30".into()));
    assert_eq!(loaded.game.transcript(), "f5d6c3d3c4f4f6f3e6e7");
    assert_eq!(loaded.game.position().side, Color::Black);
    assert_eq!(loaded.game.last_square(), "e7".parse().ok());
}

#[test]
fn a_game_with_passes_and_its_end_round_trips() {
    let mut rng = Rng::new(7);
    let game = (0..)
        .map(|_| random_game(&mut rng, Position::start(), 60))
        .find(|g| g.moves().iter().filter(|m| **m == Move::Pass).count() >= 2)
        .unwrap();
    let settings = Settings::default();
    let save = SaveGame::from_game(&game, &settings, None);
    assert!(save.moves.iter().filter(|m| *m == "pass").count() >= 2);
    assert!(save.game_over);
    assert!(!save.transcript.contains("pa"));
    assert_restores(&parse(&save.to_text()).unwrap(), &game, &settings, &None);
}

#[test]
fn the_text_is_pretty_json_in_a_fixed_order() {
    let text = sample_save().to_text();
    assert!(text.starts_with("{\n  \"format\": \"e-thello-save\",\n  \"version\": 5,\n"));
    assert!(text.contains("\n  \"opening\": \"Comp'Oth\",\n"), "{text}");
    assert!(text.ends_with("}\n"));
    let order = [
        "format",
        "version",
        "saved_at",
        "opening",
        "mode",
        "computer",
        "names",
        "theme",
        "start",
        "transcript",
        "moves",
        "position",
        "game_over",
    ];
    let at: Vec<usize> = order
        .iter()
        .map(|k| text.find(&format!("\"{k}\"")).unwrap())
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{text}");
    let humans = SaveGame::from_game(&Game::new(), &Settings::default(), None).to_text();
    assert!(!humans.contains("computer\"") && !humans.contains("saved_at"));
    assert!(!humans.contains("opening"), "no named opening yet");
    assert!(humans.contains("\"mode\": \"humans\""));
}

/// The text of the corpus file `name`.
fn corpus_text(name: &str) -> String {
    std::fs::read_to_string(corpus_path(name)).unwrap()
}

#[test]
fn the_committed_older_versions_still_load() {
    // Guards the format: a file an older E-Thello wrote (versions 1 to 4, no opening) must load in
    // every later E-Thello, and mean the same game.
    let bytes = std::fs::read(corpus_path("good-vs-dubya.etl")).unwrap();
    let loaded = parse_bytes(&bytes).unwrap();
    let (game, settings) = sample();
    assert_restores(&loaded, &game, &settings, &Some("2026-11-21 20:30".into()));
    assert_eq!(loaded.opening, None, "the file names none");
    assert_eq!(
        std::str::from_utf8(&bytes).unwrap(),
        sample_save_before_5().to_text()
    );
    let finished = parse_bytes(&std::fs::read(corpus_path("good-humans-finished.etl")).unwrap());
    assert!(finished.unwrap().game.is_over());
    let watch = parse_bytes(&std::fs::read(corpus_path("good-watch.etl")).unwrap()).unwrap();
    assert_eq!(watch.settings, watch_settings());
    assert_eq!(watch.game, sample().0);
    let willy = parse_bytes(&std::fs::read(corpus_path("good-willy-level.etl")).unwrap()).unwrap();
    assert_eq!((willy.level, willy.game), (Some(3), sample().0));
    let written = willy_sample().with_opening(None).to_text();
    assert_eq!(written, corpus_text("good-willy-level.etl"));
}

#[test]
fn slick_willys_level_is_saved_as_version_4_only_below_the_top_and_read_back() {
    let game = unnamed();
    let setup = Setup::Against {
        character: Character::Willy,
        computer: Color::White,
    };
    let settings = Settings {
        setup,
        ..Settings::default()
    };
    for level in 1..ethello_engine::TOP_LEVEL {
        let save = SaveGame::from_game(&game, &settings, None).with_level(Some(level));
        assert_eq!(save.version, 4);
        assert!(save.to_text().contains(&format!("\"level\": {level}")));
        assert_eq!(parse(&save.to_text()).unwrap().level, Some(level));
    }
    let top =
        SaveGame::from_game(&game, &settings, None).with_level(Some(ethello_engine::TOP_LEVEL));
    assert_eq!(top.version, 1, "the top level is what an older file means");
    assert!(!top.to_text().contains("level"));
    assert_eq!(parse(&top.to_text()).unwrap().level, None);
}

/// Dubya (black) against Iron Mike (white), watched.
fn watch_settings() -> Settings {
    Settings {
        setup: Setup::Watch {
            black: Character::Dubya,
            white: Character::Mike,
        },
        names: Names {
            black: "Dubya".into(),
            white: "Iron Mike".into(),
        },
        theme: Theme::Night,
    }
}

#[test]
fn a_watch_game_is_saved_as_version_2_and_loads_as_a_watch_game() {
    // Regression: a game between two characters used to be saved as "humans".
    let (game, _) = sample();
    let save = SaveGame::from_game(&game, &watch_settings(), None);
    assert_eq!(
        (save.version, save.mode.as_str()),
        (5, "watch"),
        "5: it has an opening"
    );
    assert!(save.computer.is_none());
    let text = save.to_text();
    assert!(
        text.contains("\"computers\": {\n    \"black\": \"dubya\",\n    \"white\": \"mike\"\n  }"),
        "{text}"
    );
    let loaded = parse(&text).unwrap();
    assert_restores(&loaded, &game, &watch_settings(), &None);
    assert!(loaded.settings.setup.is_watch());
    assert_eq!(file_name(&save), "ethello-dubya-vs-mike-move-10.etl");
}

#[test]
fn the_watch_fields_are_checked() {
    // A game without an opening, so that the files are versions 1 and 2.
    let (game, settings) = (unnamed(), sample().1);
    let watch = SaveGame::from_game(&game, &watch_settings(), None);
    // The message lists every character of the table: "dubya", "mike" or "willy".
    let ids: Vec<String> = Character::ALL.map(|c| format!("\"{c}\"")).to_vec();
    let (last, rest) = ids.split_last().unwrap();
    let every_character = format!("\"random\" is not {} or {last}", rest.join(", "));
    let cases: [(SaveGame, &str, &str); 5] = [
        (
            SaveGame {
                version: 1,
                computers: None,
                ..watch.clone()
            },
            "mode",
            "\"watch\" is not \"humans\" or \"computer\"",
        ),
        (
            SaveGame {
                computers: None,
                ..watch.clone()
            },
            "computers",
            "it is missing (the mode is \"watch\")",
        ),
        (
            SaveGame {
                version: 2,
                computers: watch.computers.clone(),
                ..SaveGame::from_game(&game, &settings, None)
            },
            "computers",
            "it is there, but the mode is \"computer\"",
        ),
        (
            SaveGame {
                mode: "chess".into(),
                ..watch.clone()
            },
            "mode",
            "\"chess\" is not \"humans\", \"computer\" or \"watch\"",
        ),
        (
            {
                let mut bad = watch.clone();
                bad.computers.as_mut().unwrap().white = "random".into();
                bad
            },
            "computers.white",
            &every_character,
        ),
    ];
    for (save, field, words) in cases {
        let err = parse(&save.to_text()).unwrap_err();
        match &err {
            SaveError::BadField { field: f, .. } => assert_eq!(f, field, "{err}"),
            other => panic!("{field}: {other:?}"),
        }
        assert!(err.to_string().contains(words), "{err}");
    }
    // A version-1 file knows no `computers` field at all.
    let v1 = SaveGame {
        version: 1,
        ..SaveGame::from_game(&game, &settings, None)
    };
    let text = v1
        .to_text()
        .replacen("\"names\"", "\"computers\": null,\n  \"names\"", 1);
    let err = parse(&text).unwrap_err().to_string();
    assert!(
        err.contains("\"computers\": it is not a field of an E-Thello save (version 1)"),
        "{err}"
    );
}

/// The kind of `err` as `expected.txt` writes it: the variant, with the field of a bad field.
fn variant(err: &SaveError) -> String {
    match err {
        SaveError::BadField { field, .. } => format!("BadField({field})"),
        other => format!("{other:?}")
            .split(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or_default()
            .into(),
    }
}

#[test]
fn every_bad_file_in_the_corpus_gets_its_own_error() {
    // Each line of expected.txt: file | variant | words the message must contain.
    let table = std::fs::read_to_string(corpus_path("expected.txt")).unwrap();
    let cases: Vec<Vec<&str>> = table
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| line.split(" | ").collect())
        .collect();
    for case in &cases {
        let [name, kind, words] = case[..] else {
            panic!("expected.txt: {case:?} is not `file | variant | words`")
        };
        let bytes = std::fs::read(corpus_path(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let err = parse_bytes(&bytes).expect_err(name);
        assert_eq!(variant(&err), kind, "{name}: {err:?}");
        let message = err.to_string();
        assert!(
            message.contains(words),
            "{name}: {message:?} lacks {words:?}"
        );
        assert!(
            message.starts_with("This ") && message.ends_with('.'),
            "{message}"
        );
    }
    let files = std::fs::read_dir(corpus_path("")).unwrap().count();
    assert_eq!(
        files,
        cases.len() + 8,
        "every bad file has a line (and 7 good files, and expected.txt)"
    );
    assert!(cases.len() >= 25);
}

#[test]
fn an_illegal_move_carries_the_engines_error() {
    let read = |name| parse_bytes(&std::fs::read(corpus_path(name)).unwrap()).unwrap_err();
    let SaveError::IllegalMove(err) = read("illegal-move.etl") else {
        panic!("not an illegal move")
    };
    assert!(matches!(
        err.kind,
        ErrorKind::Illegal {
            number: 6,
            color: Color::White,
            ..
        }
    ));
    let SaveError::IllegalMove(err) = read("not-a-square.etl") else {
        panic!("not an illegal move")
    };
    assert!(matches!(err.kind, ErrorKind::NotASquare { .. }));
    assert_eq!((err.line, err.column), (1, 5));
    assert_eq!(
        read("future-version.etl"),
        SaveError::FutureVersion { found: VERSION + 1 }
    );
}

/// An edit of a good save, the field it spoils, and words of the message.
type Spoil = (fn(&mut SaveGame), &'static str, &'static str);

#[test]
fn more_bad_fields_name_the_field() {
    let cases: [Spoil; 7] = [
        (
            |s| s.computer = None,
            "computer",
            "it is missing (the mode is \"computer\")",
        ),
        (
            |s| s.mode = "humans".into(),
            "computer",
            "it is there, but the mode is \"humans\"",
        ),
        (
            |s| s.start = "X O".into(),
            "start",
            "character 4: a position has 64 squares, this one 2",
        ),
        (
            |s| s.position = "nonsense".into(),
            "position",
            "character 1: expected a square: X, O or -, found 'n'",
        ),
        (
            |s| s.names.black = "a\nb".into(),
            "names.black",
            "control character (U+000A)",
        ),
        (
            |s| s.computer.as_mut().unwrap().character = "depth:3".into(),
            "computer.character",
            "\"depth:3\"",
        ),
        (|s| s.theme = "Classic".into(), "theme", "\"Classic\""),
    ];
    for (edit, field, words) in cases {
        let mut save = sample_save();
        edit(&mut save);
        let err = parse(&save.to_text()).unwrap_err();
        match &err {
            SaveError::BadField { field: f, .. } => assert_eq!(f, field, "{err}"),
            other => panic!("{field}: {other:?}"),
        }
        assert!(err.to_string().contains(words), "{err}");
    }
}

#[test]
fn fields_of_the_wrong_kind_say_what_was_expected() {
    let text = sample_save().to_text();
    let swap = |from: &str, to: &str| parse(&text.replacen(from, to, 1)).unwrap_err().to_string();
    assert!(swap("\"mode\": \"computer\"", "\"mode\": 3")
        .contains("\"mode\": it is a number, expected text"));
    assert!(
        swap("\"game_over\": false", "\"game_over\": \"no\"").contains("expected true or false")
    );
    assert!(swap("\"saved_at\": \"2026-11-21 20:30\"", "\"saved_at\": 5").contains("\"saved_at\""));
    assert!(swap("\"moves\": [", "\"moves\": [1,").contains("entry 1 is a number, expected text"));
    let mut value = serde_json::to_value(sample_save()).unwrap();
    value["names"] = serde_json::json!(["Ann", "Dubya"]);
    let err = parse(&value.to_string()).unwrap_err().to_string();
    assert!(
        err.contains("\"names\": it is a list, expected an object"),
        "{err}"
    );
    assert!(swap("\"transcript\"", "\"transcript_\"").contains("\"transcript_\""));
    // A null saved_at is the same as none.
    let null = text.replacen("\"2026-11-21 20:30\"", "null", 1);
    assert_eq!(parse(&null).unwrap().saved_at, None);
}

#[test]
fn fifty_megabytes_are_refused_before_reading() {
    let huge = vec![b' '; 50 << 20];
    let started = std::time::Instant::now();
    let err = parse_bytes(&huge).unwrap_err();
    assert_eq!(err, SaveError::TooLarge { bytes: 50 << 20 });
    assert_eq!(
        err.to_string(),
        "This file is too large to be an E-Thello save (50.0 MB; a save is at most 64 KB)."
    );
    let text = String::from_utf8(huge).unwrap();
    assert!(matches!(parse(&text), Err(SaveError::TooLarge { .. })));
    assert!(
        started.elapsed().as_secs() < 2,
        "refusing must not read the file"
    );
}

#[test]
fn the_size_limit_is_exact() {
    let text = sample_save().to_text();
    let padded = format!("{text}{}", " ".repeat(MAX_BYTES - text.len()));
    assert!(parse(&padded).is_ok());
    let over = format!("{padded} ");
    assert_eq!(
        parse(&over),
        Err(SaveError::TooLarge {
            bytes: MAX_BYTES + 1
        })
    );
}

#[test]
fn a_byte_order_mark_is_allowed() {
    let text = format!("\u{feff}{}", sample_save().to_text());
    assert!(parse(&text).is_ok());
}

#[test]
fn messages_read_as_sentences() {
    let damaged = parse("{\n  \"format\": \"e-thello-save\"\n  \"version\": 1\n}").unwrap_err();
    assert_eq!(
        damaged.to_string(),
        "This save is damaged: line 3, column 3: expected `,` or `}`."
    );
    assert_eq!(
        SaveError::Foreign.to_string(),
        "This file is not an E-Thello save (it is JSON, but not ours)."
    );
    assert_eq!(
        SaveError::FutureVersion { found: 7 }.to_string(),
        "This save was made by a newer E-Thello (version 7); this one reads versions 1 to 6."
    );
    let illegal = SaveError::IllegalMove(Game::from_transcript("f5f5").unwrap_err());
    assert_eq!(
        illegal.to_string(),
        "This save has an illegal move at character 3 of its transcript: f5 is not a legal move \
         for White at move 2 (f5 is already taken)."
    );
    let source = std::error::Error::source(&illegal).unwrap();
    assert!(source.to_string().starts_with("line 1, column 3: f5"));
}

#[test]
fn file_names_are_short_safe_and_say_who_plays() {
    let (game, mut settings) = sample();
    assert_eq!(
        file_name(&SaveGame::from_game(&game, &settings, None)),
        "ethello-ann-vs-dubya-move-10.etl"
    );
    settings.setup = Setup::Against {
        character: Character::Willy,
        computer: Color::Black,
    };
    settings.names.white = "Zoë / Ñúñez: the *Best*!".into();
    let name = file_name(&SaveGame::from_game(&game, &settings, None));
    assert_eq!(name, "ethello-willy-vs-zo-ez-the-best-move-10.etl");
    settings.setup = Setup::Humans;
    settings.names = Names {
        black: "李小龍".into(),
        white: "x".repeat(MAX_NAME_CHARS),
    };
    let name = file_name(&SaveGame::from_game(&Game::new(), &settings, None));
    assert_eq!(
        name,
        format!("ethello-black-vs-{}-move-0.etl", "x".repeat(20))
    );
    let mut rng = Rng::new(5);
    for _ in 0..200 {
        let save = SaveGame::from_game(&Game::new(), &random_settings(&mut rng), None);
        let name = file_name(&save);
        assert!(name.len() < 80 && name.ends_with(".etl"));
        assert!(name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-.".contains(c)));
    }
}

#[test]
fn every_file_this_writes_loads_even_with_wild_names() {
    let mut rng = Rng::new(99);
    for _ in 0..300 {
        let mut settings = random_settings(&mut rng);
        let wild: String = (0..rng.below(80))
            .map(|_| char::from_u32(rng.below(0x3000) as u32).unwrap_or('?'))
            .collect();
        settings.names.black = wild;
        let save = SaveGame::from_game(&Game::new(), &settings, Some("\u{7}\"\n".into()));
        let loaded = parse(&save.to_text()).unwrap();
        assert_eq!(
            loaded.settings.names.black,
            clean_name(&settings.names.black)
        );
        assert!(loaded.settings.names.black.chars().count() <= MAX_NAME_CHARS);
    }
}

/// One random mutation of `bytes`: a flip, an overwrite, a cut, an insertion, a deletion or a copy.
fn mutate(rng: &mut Rng, bytes: &mut Vec<u8>) {
    const TOKENS: [&[u8]; 10] = [
        b"\"", b",", b"{", b"}", b"[", b"]", b"null", b"pass", b"\\u0000", b"1e999",
    ];
    let len = bytes.len() as u64;
    let at = rng.below(len + 1) as usize;
    match rng.below(6) {
        0 if at < bytes.len() => bytes[at] ^= 1 << rng.below(8),
        1 if at < bytes.len() => bytes[at] = rng.below(256) as u8,
        2 => bytes.truncate(at),
        3 => {
            let token = TOKENS[rng.below(TOKENS.len() as u64) as usize];
            bytes.splice(at..at, token.iter().copied());
        }
        4 => {
            let end = (at + rng.below(16) as usize).min(bytes.len());
            bytes.drain(at..end);
        }
        _ => {
            let end = (at + rng.below(64) as usize).min(bytes.len());
            let chunk = bytes[at..end].to_vec();
            bytes.splice(at..at, chunk);
        }
    }
}

/// `loaded` as saving it again gives it back: the same, but for names cleaned by the writer (a
/// mutated file can hold a name with a space at its end, which the reader accepts).
fn as_written(loaded: Loaded) -> Loaded {
    let names = &loaded.settings.names;
    let names = Names {
        black: clean_name(&names.black),
        white: clean_name(&names.white),
    };
    let settings = Settings {
        names,
        ..loaded.settings
    };
    Loaded { settings, ..loaded }
}

#[test]
fn random_mutations_never_panic() {
    let mut rng = Rng::new(0xf022);
    let (mut loaded, mut refused) = (0, 0);
    for round in 0..40 {
        let game = random_game(&mut rng, Position::start(), 10 + round);
        let settings = random_settings(&mut rng);
        let good = SaveGame::from_game(&game, &settings, Some("now".into()))
            .to_text()
            .into_bytes();
        for _ in 0..250 {
            let mut bytes = good.clone();
            for _ in 0..=rng.below(3) {
                mutate(&mut rng, &mut bytes);
            }
            match parse_bytes(&bytes) {
                Ok(back) => {
                    loaded += 1;
                    // The file's opening is its own text, not always the game's.
                    let again =
                        SaveGame::from_game(&back.game, &back.settings, back.saved_at.clone())
                            .with_opening(back.opening.as_deref());
                    assert_eq!(parse(&again.to_text()), Ok(as_written(back)));
                }
                Err(err) => {
                    refused += 1;
                    assert!(err.to_string().len() > 20);
                }
            }
        }
    }
    assert!(loaded > 0 && refused > 5000, "{loaded} {refused}");
}

/// The fields that are text for people: any short line of text loads, and so does none.
const DESCRIPTIONS: [&str; 2] = ["saved_at", "opening"];

#[test]
fn every_field_replaced_by_every_kind_of_value_is_refused_or_harmless() {
    let text = sample_save().to_text();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let kinds = [
        serde_json::json!(null),
        serde_json::json!(true),
        serde_json::json!(-1),
        serde_json::json!(1.5),
        serde_json::json!(""),
        serde_json::json!([]),
        serde_json::json!({}),
        serde_json::json!("x".repeat(1000)),
    ];
    for key in value.as_object().unwrap().keys() {
        for kind in &kinds {
            let mut edited = value.clone();
            edited[key.as_str()] = kind.clone();
            let result = parse(&edited.to_string());
            if let Ok(back) = result {
                assert!(
                    DESCRIPTIONS.contains(&key.as_str()),
                    "{key} = {kind} loaded"
                );
                let field = match key.as_str() {
                    "saved_at" => back.saved_at,
                    _ => back.opening,
                };
                assert!(field.is_none() || kind.is_string(), "{key} = {kind}");
            }
        }
        let mut removed = value.clone();
        removed.as_object_mut().unwrap().remove(key);
        assert_eq!(
            parse(&removed.to_string()).is_ok(),
            DESCRIPTIONS.contains(&key.as_str()),
            "{key}"
        );
    }
}

/// Writes the corpus files (run with `cargo test --release regenerate_corpus -- --ignored`).
///
/// The files are committed; this records how each was made, and remakes them if the format changes.
/// Most files are the sample as written before version 5 ([`sample_save_before_5`], version 1) with
/// one fault, so that they keep testing the versions older readers know; the version 5 files are
/// made by [`opening::write_opening_corpus`], the version 6 ones by [`clock::write_clock_corpus`].
#[test]
#[ignore]
fn regenerate_corpus() {
    let good = sample_save_before_5();
    let text = good.to_text();
    let write = |name: &str, bytes: &[u8]| std::fs::write(corpus_path(name), bytes).unwrap();
    let edited = |edit: &dyn Fn(&mut SaveGame)| {
        let mut save = sample_save_before_5();
        edit(&mut save);
        save.to_text()
    };
    std::fs::create_dir_all(corpus_path("")).unwrap();
    opening::write_opening_corpus();
    clock::write_clock_corpus();
    write("good-vs-dubya.etl", text.as_bytes());
    let mut rng = Rng::new(3);
    let finished = random_game(&mut rng, Position::start(), 60);
    let humans = Settings {
        names: Names {
            black: "Ann".into(),
            white: "Bob".into(),
        },
        theme: Theme::Wood,
        ..Settings::default()
    };
    write(
        "good-humans-finished.etl",
        SaveGame::from_game(&finished, &humans, None)
            .with_opening(None)
            .to_text()
            .as_bytes(),
    );
    let watch = SaveGame::from_game(&sample().0, &watch_settings(), None)
        .with_opening(None)
        .to_text();
    write("good-watch.etl", watch.as_bytes());
    write(
        "watch-in-version-1.etl",
        watch
            .replacen("\"version\": 2", "\"version\": 1", 1)
            .as_bytes(),
    );
    write(
        "bad-watch-character.etl",
        watch.replacen("\"mike\"", "\"tyson\"", 1).as_bytes(),
    );
    write("empty.etl", b"");
    write("blank.etl", b" \n\t\r\n");
    let mut garbage: Vec<u8> = (0..512).map(|_| rng.below(256) as u8).collect();
    garbage[0] = 0xff;
    write("binary.etl", &garbage);
    let utf16: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    write("utf16.etl", &utf16);
    write("truncated.etl", &text.as_bytes()[..text.len() / 2]);
    write("truncated-tiny.etl", b"{\"format\": \"e-thel");
    let no_comma = text.replacen("\"2026-11-21 20:30\",", "\"2026-11-21 20:30\"", 1);
    write("damaged.etl", no_comma.as_bytes());
    write("trailing-garbage.etl", format!("{text}}}\n").as_bytes());
    write(
        "foreign.etl",
        b"{\n  \"name\": \"left-pad\",\n  \"version\": \"1.3.0\"\n}\n",
    );
    write("foreign-array.etl", b"[1, 2, 3]\n");
    let newer = format!("\"version\": {}", VERSION + 1);
    let future = text.replacen("\"version\": 1", &newer, 1);
    write(
        "future-version.etl",
        future
            .replacen("\"theme\"", "\"clock\": 300,\n  \"theme\"", 1)
            .as_bytes(),
    );
    write(
        "version-zero.etl",
        text.replacen("\"version\": 1", "\"version\": 0", 1)
            .as_bytes(),
    );
    write(
        "illegal-move.etl",
        edited(&|s| s.transcript = "f5d6c3d3c4a1".into()).as_bytes(),
    );
    write(
        "not-a-square.etl",
        edited(&|s| s.transcript = "f5d6z9".into()).as_bytes(),
    );
    write(
        "board-mismatch.etl",
        edited(&|s| s.position.replace_range(0..1, "X")).as_bytes(),
    );
    let side = |s: &mut SaveGame| s.position = s.position.replace(" X", " O");
    write("side-mismatch.etl", edited(&side).as_bytes());
    write(
        "moves-list-mismatch.etl",
        edited(&|s| s.moves[2] = "e3".into()).as_bytes(),
    );
    write(
        "game-over-wrong.etl",
        edited(&|s| s.game_over = true).as_bytes(),
    );
    write("impossible-side.etl", impossible_side().as_bytes());
    let character = |s: &mut SaveGame| s.computer.as_mut().unwrap().character = "bush".into();
    write("bad-character.etl", edited(&character).as_bytes());
    let color = |s: &mut SaveGame| s.computer.as_mut().unwrap().color = "green".into();
    write("bad-color.etl", edited(&color).as_bytes());
    write(
        "bad-mode.etl",
        edited(&|s| s.mode = "chess".into()).as_bytes(),
    );
    write(
        "bad-theme.etl",
        edited(&|s| s.theme = "neon".into()).as_bytes(),
    );
    write(
        "long-name.etl",
        edited(&|s| s.names.black = "A".repeat(41)).as_bytes(),
    );
    write(
        "control-name.etl",
        edited(&|s| s.names.white = "Dub\u{7}ya".into()).as_bytes(),
    );
    write(
        "bad-start.etl",
        edited(&|s| s.start.replace_range(0..1, "Z")).as_bytes(),
    );
    write(
        "unknown-field.etl",
        text.replacen("\"theme\"", "\"cheat\": true,\n  \"theme\"", 1)
            .as_bytes(),
    );
}

/// A save whose position has the side to move that must pass: the moves are fine, the side is not.
fn impossible_side() -> String {
    let mut rng = Rng::new(7);
    let game = (0..)
        .map(|_| random_game(&mut rng, Position::start(), 60))
        .find(|g| g.moves().contains(&Move::Pass))
        .unwrap();
    let pass = game.moves().iter().position(|m| *m == Move::Pass).unwrap();
    let squares = game.moves()[..pass]
        .iter()
        .filter(|m| **m != Move::Pass)
        .count();
    let prefix = &game.transcript()[..2 * squares];
    let before_pass = Game::from_transcript(prefix).unwrap();
    let mut save = SaveGame::from_game(&before_pass, &Settings::default(), None).with_opening(None);
    let passer = before_pass.positions()[before_pass.positions().len() - 2];
    save.position = passer.to_string();
    save.to_text()
}
