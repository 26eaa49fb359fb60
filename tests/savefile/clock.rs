//! Version 6 of `.etl`: the game clock. A game played on a clock is written as version 6 with its
//! time control and each side's time left, and loads with them; every older file (and a game
//! without a clock) loads without one; the field is checked, and a clock at zero is a game lost on
//! time, which only the side to move can have.

use ethello_engine::{Color, Game, Position, Rng};
use ethello_model::savefile::{parse, SaveError, SaveGame, MAX_BASE_MS, VERSION};
use ethello_model::setup::{ClockSetting, Clocks};

use super::{corpus_path, corpus_text, random_game, random_settings, sample_save};

/// The sample on a five-minute clock with two seconds a move, ten moves in: black has 4:31.35
/// left, white 4:56.8.
fn clocks() -> Clocks {
    Clocks {
        control: ClockSetting::of(5, 2).unwrap(),
        left_ms: [271_350, 296_800],
    }
}

/// The sample's save on [`clocks`]: the example of docs/etl-format.md's version 6.
fn clock_save() -> SaveGame {
    sample_save().with_clock(Some(clocks()))
}

/// The clock's lines of [`clock_save`], to edit.
const CLOCK_LINES: &str = "\"clock\": {
    \"base_ms\": 300000,
    \"increment_ms\": 2000,
    \"black_ms\": 271350,
    \"white_ms\": 296800
  }";

#[test]
fn a_game_on_a_clock_is_saved_as_version_6_and_loads_with_its_clocks() {
    let save = clock_save();
    assert_eq!(save.version, VERSION);
    let text = save.to_text();
    assert!(text.ends_with(&format!("  {CLOCK_LINES}\n}}\n")), "{text}");
    assert_eq!(text, corpus_text("good-clock.etl"), "the committed example");
    let loaded = parse(&text).unwrap();
    assert_eq!(loaded.clock, Some(clocks()));
    let again = SaveGame::from_game(&loaded.game, &loaded.settings, loaded.saved_at)
        .with_clock(loaded.clock);
    assert_eq!(again, save, "saving a loaded game writes the same file");
    // Without its clock it is the version 5 file it was.
    assert_eq!(save.with_clock(None), sample_save());
}

#[test]
fn random_games_on_random_clocks_round_trip() {
    let mut rng = Rng::new(43);
    for _ in 0..300 {
        let plies = rng.below(61) as usize;
        let game = random_game(&mut rng, Position::start(), plies);
        let settings = random_settings(&mut rng);
        let minutes = ClockSetting::MINUTES[1 + rng.below(5) as usize];
        let increment = ClockSetting::INCREMENTS[rng.below(3) as usize];
        let mut clocks = Clocks::new(ClockSetting::of(minutes, increment).unwrap());
        for color in [Color::Black, Color::White] {
            let left = clocks.left_ms(color);
            clocks.spend(color, rng.below(left));
        }
        let text = SaveGame::from_game(&game, &settings, None)
            .with_clock(Some(clocks))
            .to_text();
        let loaded = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!((loaded.game, loaded.clock), (game, Some(clocks)));
    }
}

#[test]
fn every_older_file_loads_without_a_clock() {
    for name in [
        "good-vs-dubya.etl",
        "good-humans-finished.etl",
        "good-watch.etl",
        "good-reviewed.etl",
        "good-willy-level.etl",
        "good-opening.etl",
    ] {
        let loaded = parse(&corpus_text(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(loaded.clock, None, "{name}");
    }
    let text = sample_save().to_text();
    assert!(!text.contains("clock"), "no clock, no field: {text}");
}

#[test]
fn a_clock_at_zero_is_a_game_lost_on_time_by_the_side_to_move() {
    // Black is to move in the sample: black's time may have run out, white's may not.
    let out = clock_save().to_text().replacen("271350", "0", 1);
    let loaded = parse(&out).unwrap();
    assert_eq!(loaded.clock.and_then(|c| c.flagged()), Some(Color::Black));
    let finished = Game::from_transcript("d3c3b3d2e1d6d7e3f4").unwrap();
    let mut flagged = clocks();
    flagged.left_ms = [0, 1];
    let over = SaveGame::from_game(&finished, &Default::default(), None).with_clock(Some(flagged));
    let err = parse(&over.to_text()).unwrap_err();
    assert!(
        err.to_string().contains("the game is over on the board"),
        "{err}"
    );
}

#[test]
fn the_clock_field_is_checked() {
    let text = clock_save().to_text();
    let with = |lines: &str| text.replacen(CLOCK_LINES, lines, 1);
    let field = |key: &str, value: &str| {
        let line = CLOCK_LINES.lines().find(|l| l.contains(key)).unwrap();
        let (name, _) = line.split_once(": ").unwrap();
        let comma = if line.ends_with(',') { "," } else { "" };
        with(&CLOCK_LINES.replacen(line, &format!("{name}: {value}{comma}"), 1))
    };
    let cases = [
        (
            with("\"clock\": 300"),
            "clock",
            "it is a number, expected an object",
        ),
        (
            field("base_ms", "500"),
            "clock.base_ms",
            &format!("500 is not a whole number from 1000 to {MAX_BASE_MS}"),
        ),
        (
            field("increment_ms", "2.5"),
            "clock.increment_ms",
            "2.5 is not a whole number from 0 to 60000",
        ),
        (
            field("black_ms", "\"4:31\""),
            "clock.black_ms",
            "it is text, expected a whole number",
        ),
        (
            field("white_ms", "-1"),
            "clock.white_ms",
            "-1 is not a whole number from 0 to 86400000",
        ),
        (
            field("white_ms", "0"),
            "clock.white_ms",
            "it is 0 (the time ran out), but black is to move",
        ),
        (
            with(&CLOCK_LINES.replacen("\"base_ms\"", "\"paused\": true,\n    \"base_ms\"", 1)),
            "clock.paused",
            "it is not a field of an E-Thello save (version 6)",
        ),
        (
            text.replacen("\"version\": 6", "\"version\": 5", 1),
            "clock",
            "it is not a field of an E-Thello save (version 5)",
        ),
    ];
    for (edited, name, words) in cases {
        let err = parse(&edited).unwrap_err();
        match &err {
            SaveError::BadField { field, .. } => assert_eq!(field, name, "{err}"),
            other => panic!("{words}: {other:?}"),
        }
        assert!(err.to_string().contains(words), "{err}");
    }
    assert_eq!(parse(&with("\"clock\": null")).unwrap().clock, None);
}

/// Writes the version 6 files of the corpus: the documented example and the clock's faults.
pub(super) fn write_clock_corpus() {
    let write = |name: &str, text: &str| std::fs::write(corpus_path(name), text).unwrap();
    let text = clock_save().to_text();
    write("good-clock.etl", &text);
    write(
        "clock-in-version-5.etl",
        &text.replacen("\"version\": 6", "\"version\": 5", 1),
    );
    write(
        "clock-not-object.etl",
        &text.replacen(CLOCK_LINES, "\"clock\": 300", 1),
    );
    write(
        "clock-base-range.etl",
        &text.replacen("\"base_ms\": 300000", "\"base_ms\": 500", 1),
    );
    write(
        "clock-flag-not-to-move.etl",
        &text.replacen("\"white_ms\": 296800", "\"white_ms\": 0", 1),
    );
}
