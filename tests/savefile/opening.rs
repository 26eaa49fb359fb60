//! Version 5 of `.etl`: the name of the opening the game reached. A game that reached a named
//! opening is written as version 5 with its name; one that reached none keeps its old version; the
//! field is a description, read as a short line of text and never checked against the moves; the
//! documented example is the sample as written today, byte for byte.

use ethello_engine::{openings, Color, Game};
use ethello_model::savefile::{parse, SaveError, SaveGame, Settings, MAX_OPENING_CHARS};
use ethello_model::setup::{Character, Setup, Theme};

use super::{
    ann_against_dubya, assert_restores, corpus_path, corpus_text, sample, sample_save, unnamed,
    watch_settings, willy_sample,
};

#[test]
fn the_committed_example_is_this_game_byte_for_byte() {
    // The example of docs/etl-format.md: the sample as E-Thello writes it today.
    let text = corpus_text("good-opening.etl");
    assert_eq!(text, sample_save().to_text());
    let loaded = parse(&text).unwrap();
    let (game, settings) = sample();
    assert_restores(&loaded, &game, &settings, &Some("2026-11-21 20:30".into()));
    assert_eq!(loaded.opening.as_deref(), Some("Comp'Oth"));
    // Version 5 changed nothing but the version and the one new line.
    let before_5 = text
        .replacen("\"version\": 5", "\"version\": 1", 1)
        .replacen("  \"opening\": \"Comp'Oth\",\n", "", 1);
    assert_eq!(before_5, corpus_text("good-vs-dubya.etl"));
}

#[test]
fn a_game_that_reached_a_named_opening_is_saved_as_version_5_with_its_name() {
    let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
    let settings = ann_against_dubya(Theme::Wood);
    let save = SaveGame::from_game(&tiger, &settings, None);
    assert_eq!((save.version, save.opening.as_deref()), (5, Some("Tiger")));
    let text = save.to_text();
    assert!(text.contains("\n  \"opening\": \"Tiger\",\n"), "{text}");
    let loaded = parse(&text).unwrap();
    assert_restores(&loaded, &tiger, &settings, &None);
    assert_eq!(loaded.opening.as_deref(), Some("Tiger"));
    let again = SaveGame::from_game(&loaded.game, &loaded.settings, None);
    assert_eq!(
        again.to_text(),
        text,
        "saving it again writes the same file"
    );
    // Every later field keeps version 5.
    let willy = willy_sample();
    assert_eq!((willy.version, willy.level), (5, Some(3)));
    let watch = SaveGame::from_game(&tiger, &watch_settings(), None).with_hints_used(true);
    assert_eq!(
        (watch.version, watch.opening.as_deref()),
        (5, Some("Tiger"))
    );
}

#[test]
fn a_game_that_reached_no_named_opening_keeps_its_old_version() {
    // Older E-Thellos read versions 1 to 4: every file they could represent stays readable to them.
    let game = unnamed();
    let (_, settings) = sample();
    let willy = Settings {
        setup: Setup::Against {
            character: Character::Willy,
            computer: Color::Black,
        },
        ..settings.clone()
    };
    let versions = [
        (SaveGame::from_game(&game, &settings, None), 1),
        (SaveGame::from_game(&game, &Settings::default(), None), 1),
        (SaveGame::from_game(&Game::new(), &settings, None), 1),
        (SaveGame::from_game(&game, &watch_settings(), None), 2),
        (
            SaveGame::from_game(&game, &settings, None).with_hints_used(true),
            3,
        ),
        (
            SaveGame::from_game(&game, &willy, None).with_level(Some(5)),
            4,
        ),
    ];
    for (save, version) in versions {
        assert_eq!(save.version, version, "{save:?}");
        let text = save.to_text();
        assert!(!text.contains("opening"), "{text}");
        assert_eq!(parse(&text).unwrap().opening, None);
    }
    let one_move = Game::from_transcript("f5").unwrap();
    assert_eq!(SaveGame::from_game(&one_move, &settings, None).version, 1);
}

#[test]
fn the_opening_is_a_description_never_checked_against_the_moves() {
    // The page names a loaded game's opening from its moves; the file's name is text for people.
    let renamed = sample_save().with_opening(Some("Tiger"));
    assert_eq!(renamed.version, 5);
    let loaded = parse(&renamed.to_text()).unwrap();
    assert_eq!(loaded.opening.as_deref(), Some("Tiger"));
    assert_eq!(loaded.game, sample().0);
    assert_eq!(openings::name_of(&loaded.game), Some("Comp'Oth"));
    let unknown = sample_save().with_opening(Some("No such line"));
    assert_eq!(parse(&unknown.to_text()).unwrap().game, sample().0);
    let none = sample_save().with_opening(None);
    assert_eq!(
        (none.version, parse(&none.to_text()).unwrap().opening),
        (1, None)
    );
}

#[test]
fn the_opening_field_is_checked() {
    let text = sample_save().to_text();
    let line = "\"opening\": \"Comp'Oth\"";
    let with = |value: &str| text.replacen(line, &format!("\"opening\": {value}"), 1);
    let long = format!("\"{}\"", "x".repeat(MAX_OPENING_CHARS + 1));
    let cases = [
        (with("7"), "it is a number, expected text"),
        (with("[\"Tiger\"]"), "it is a list, expected text"),
        (
            with(&long),
            "it is 61 characters long; an opening's name has at most 60",
        ),
        (
            with("\"Ti\\nger\""),
            "it holds a control character (U+000A)",
        ),
        (
            text.replacen("\"version\": 5", "\"version\": 4", 1),
            "it is not a field of an E-Thello save (version 4)",
        ),
    ];
    for (edited, words) in cases {
        let err = parse(&edited).unwrap_err();
        match &err {
            SaveError::BadField { field, .. } => assert_eq!(field, "opening", "{err}"),
            other => panic!("{words}: {other:?}"),
        }
        assert!(err.to_string().contains(words), "{err}");
    }
    let exactly = format!("\"{}\"", "x".repeat(MAX_OPENING_CHARS));
    assert!(parse(&with(&exactly)).is_ok());
    assert_eq!(parse(&with("null")).unwrap().opening, None);
    assert_eq!(parse(&with("\"\"")).unwrap().opening.as_deref(), Some(""));
}

/// Writes the version 5 files of the corpus: the documented example (the sample as written today),
/// the good Willy file written before version 5, and the faults of the `opening` field.
pub(super) fn write_opening_corpus() {
    let write = |name: &str, text: &str| std::fs::write(corpus_path(name), text).unwrap();
    let text = sample_save().to_text();
    write("good-opening.etl", &text);
    write(
        "good-willy-level.etl",
        &willy_sample().with_opening(None).to_text(),
    );
    let willy = willy_sample().to_text();
    write(
        "opening-in-version-4.etl",
        &willy.replacen("\"version\": 5", "\"version\": 4", 1),
    );
    let line = "\"opening\": \"Comp'Oth\"";
    let with = |value: &str| text.replacen(line, &format!("\"opening\": {value}"), 1);
    write("opening-not-text.etl", &with("7"));
    write(
        "opening-long.etl",
        &with(&format!("\"Comp'Oth{}\"", " and on".repeat(8))),
    );
    write("opening-control.etl", &with("\"Comp'Oth\\t\""));
}
