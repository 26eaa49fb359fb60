//! Version 3 of `.etl`: the engine's review and `hints_used`. Reviews round-trip exactly (nulls,
//! passes and finished games included, and whatever the engine's reviewer gives); files without them
//! load and are written as before; each check names its field; garbage in the review never panics and
//! never loads as a review that disagrees with the game.

use ethello_engine::review::PositionScore;
use ethello_engine::reviewer::Reviewer;
use ethello_engine::search::{Limits, Quiet};
use ethello_engine::{Game, Move, Position, Rng};
use ethello_model::savefile::{
    parse, parse_bytes, Loaded, ReviewEntry, SaveError, SaveGame, Settings,
};
use serde_json::{json, Value};

use super::{corpus_path, mutate, random_game, random_settings, sample, sample_save, unnamed};

/// A plausible score for `position`: a random legal best move (a pass where there is none), a random
/// score, exact at random (and then, for a finished game, its final score), and when a move was
/// played from it (`moved`), that move's value at random.
fn random_score(rng: &mut Rng, position: Position, moved: bool) -> PositionScore {
    let board = position.board;
    let legal = board.legal_moves();
    let best = match legal.is_empty() {
        true => Move::Pass,
        false => Move::Play(rng.pick(legal).unwrap()),
    };
    let exact = rng.below(2) == 0;
    let score = match exact && board.is_game_over() {
        true => board.final_score(),
        false => rng.below(129) as i32 - 64,
    };
    let played = (moved && rng.below(2) == 0).then(|| rng.below(129) as i32 - 64);
    PositionScore {
        score,
        best,
        exact,
        played,
    }
}

/// A random review of `game`, about one position in `1 / gaps` left unscored.
fn random_review(rng: &mut Rng, game: &Game, gaps: u64) -> Vec<Option<PositionScore>> {
    let moved = |i: usize| matches!(game.moves().get(i), Some(Move::Play(_)));
    let mut score = |(i, p): (usize, &Position)| {
        (rng.below(gaps) != 0).then(|| random_score(rng, *p, moved(i)))
    };
    game.positions()
        .iter()
        .enumerate()
        .map(&mut score)
        .collect()
}

/// The engine's review of the sample game (scores at depth 8, none exact this early).
const SAMPLE_REVIEW: [(i32, &str); 11] = [
    (3, "d3"),
    (0, "d6"),
    (3, "c3"),
    (0, "d3"),
    (3, "c4"),
    (-2, "f4"),
    (1, "f6"),
    (-2, "f3"),
    (1, "e6"),
    (-3, "e7"),
    (0, "d7"),
];

/// The sample game (10 moves) with its review, two positions left unscored, and hints used.
pub(super) fn reviewed_sample() -> SaveGame {
    let score = |&(score, best): &(i32, &str)| {
        let best = Move::Play(best.parse().unwrap());
        Some(PositionScore {
            score,
            best,
            exact: false,
            played: None,
        })
    };
    let mut review: Vec<_> = SAMPLE_REVIEW.iter().map(score).collect();
    review[4] = None;
    review[5] = None;
    sample_save().with_review(&review).with_hints_used(true)
}

/// Asserts the invariants a loaded review promises the page.
fn assert_review_fits(loaded: &Loaded) {
    let Some(review) = &loaded.review else { return };
    let positions = loaded.game.positions();
    assert_eq!(review.len(), positions.len());
    for (scored, position) in review.iter().zip(positions) {
        let Some(s) = scored else { continue };
        let board = position.board;
        assert!((-64..=64).contains(&s.score), "{s:?}");
        match s.best {
            Move::Pass => assert!(!board.can_move(), "{s:?}"),
            Move::Play(sq) => assert!(board.is_legal(sq), "{s:?}"),
        }
        if s.exact && board.is_game_over() {
            assert_eq!(s.score, board.final_score());
        }
    }
}

#[test]
fn random_reviews_round_trip_exactly() {
    let mut rng = Rng::new(0x7e71e3);
    let (mut gaps, mut passes, mut over) = (0, 0, 0);
    for i in 0..400 {
        let plies = rng.below(64) as usize;
        let game = random_game(&mut rng, Position::start(), plies);
        let settings = random_settings(&mut rng);
        let review = random_review(&mut rng, &game, 4);
        let hints = i % 2 == 0;
        let save = SaveGame::from_game(&game, &settings, None)
            .with_review(&review)
            .with_hints_used(hints);
        let version = if save.opening.is_some() { 5 } else { 3 };
        assert_eq!(save.version, version, "3, or 5 with an opening");
        let text = save.to_text();
        let loaded = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(loaded.game, game);
        assert_eq!(loaded.settings, settings);
        assert_eq!(loaded.review.as_ref(), Some(&review));
        assert_eq!(loaded.hints_used, hints);
        let again = SaveGame::from_game(&loaded.game, &loaded.settings, None)
            .with_review(loaded.review.as_deref().unwrap())
            .with_hints_used(loaded.hints_used);
        assert_eq!(again, save, "saving a loaded review writes the same file");
        gaps += review.iter().filter(|s| s.is_none()).count();
        passes += usize::from(game.moves().contains(&Move::Pass));
        over += usize::from(game.is_over());
    }
    assert!(
        gaps > 100 && passes > 5 && over > 20,
        "{gaps} {passes} {over}"
    );
}

#[test]
fn whatever_the_engines_reviewer_gives_is_saved_and_loads() {
    let mut rng = Rng::new(21);
    let mut reviewer = Reviewer::new(4, 10, Limits::depth(1));
    for _ in 0..12 {
        let game = random_game(&mut rng, Position::start(), 60);
        let review: Vec<_> = game
            .positions()
            .iter()
            .map(|p| Some(reviewer.score(p.board, &mut Quiet)))
            .collect();
        let save = SaveGame::from_game(&game, &Settings::default(), None).with_review(&review);
        let loaded = parse(&save.to_text()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.review, Some(review));
    }
}

#[test]
fn a_review_is_one_line_per_position_after_the_game() {
    let text = reviewed_sample().to_text();
    assert!(text.starts_with("{\n  \"format\": \"e-thello-save\",\n  \"version\": 5,\n"));
    let tail = text.split("\"game_over\": false,\n").nth(1).unwrap();
    assert!(tail.starts_with("  \"hints_used\": true,\n  \"review\": [\n    { \"score\": "));
    assert_eq!(tail.matches("\n    null").count(), 2, "{tail}");
    assert_eq!(tail.lines().count(), 2 + 11 + 2, "{tail}");
    assert!(text.ends_with("  ]\n}\n"));
}

#[test]
fn files_without_a_review_load_and_are_written_as_before() {
    // A game without an opening, so that the versions are those of the review and hints alone.
    let (game, settings) = (unnamed(), sample().1);
    let plain = SaveGame::from_game(&game, &settings, None);
    assert_eq!(
        (plain.version, plain.hints_used, &plain.review),
        (1, false, &None)
    );
    let text = plain.to_text();
    assert!(!text.contains("review") && !text.contains("hints_used"));
    let loaded = parse(&text).unwrap();
    assert_eq!((loaded.review, loaded.hints_used), (None, false));
    assert_eq!(plain.clone().with_hints_used(false), plain);
    let watch = SaveGame::from_game(&game, &super::watch_settings(), None);
    assert_eq!(watch.clone().with_hints_used(false).version, 2);
    assert_eq!(watch.with_hints_used(true).version, 3);
    let hints_only = SaveGame::from_game(&game, &settings, None).with_hints_used(true);
    assert_eq!(hints_only.version, 3);
    assert!(parse(&hints_only.to_text()).unwrap().hints_used);
    assert_eq!(hints_only.with_hints_used(false).version, 1);
    let named = sample_save();
    assert_eq!(named.clone().with_hints_used(false), named);
}

#[test]
fn null_counts_as_missing_and_false_is_allowed() {
    let mut value: Value = serde_json::from_str(&reviewed_sample().to_text()).unwrap();
    value["review"] = Value::Null;
    value["hints_used"] = json!(false);
    let loaded = parse(&value.to_string()).unwrap();
    assert_eq!((loaded.review, loaded.hints_used), (None, false));
    value["hints_used"] = Value::Null;
    assert!(!parse(&value.to_string()).unwrap().hints_used);
}

#[test]
fn older_versions_refuse_the_new_fields() {
    for (version, key) in [
        (1, "review"),
        (2, "review"),
        (1, "hints_used"),
        (2, "hints_used"),
    ] {
        let mut save = reviewed_sample().with_opening(None);
        save.version = version;
        let mut value: Value = serde_json::from_str(&save.to_text()).unwrap();
        let other = if key == "review" {
            "hints_used"
        } else {
            "review"
        };
        value.as_object_mut().unwrap().remove(other);
        if version == 2 {
            value["mode"] = json!("watch");
            value["computers"] = json!({ "black": "dubya", "white": "mike" });
            value.as_object_mut().unwrap().remove("computer");
        }
        let err = parse(&value.to_string()).unwrap_err();
        let words = format!("\"{key}\": it is not a field of an E-Thello save (version {version})");
        assert!(err.to_string().contains(&words), "{err}");
    }
}

/// A review edit of the reviewed sample, the field it spoils and words of the message.
type Spoil = (fn(&mut Value), &'static str, &'static str);

#[test]
fn every_review_check_names_its_field() {
    let cases: [Spoil; 10] = [
        (
            |r| r["review"] = json!("all good"),
            "review",
            "it is text, expected a list",
        ),
        (
            |r| r["review"][2] = json!([]),
            "review[2]",
            "it is a list, expected an object or null",
        ),
        (
            |r| r["review"][3]["score"] = json!(1.5),
            "review[3].score",
            "1.5 is not a whole number",
        ),
        (
            |r| r["review"][3]["score"] = json!(-65),
            "review[3].score",
            "-65 is not a whole number from -64 to 64",
        ),
        (
            |r| r["review"][3]["score"] = json!("+4"),
            "review[3].score",
            "it is text, expected a whole number",
        ),
        (
            // Regression: the range check once overflowed (and panicked) on the smallest integer.
            |r| r["review"][3]["score"] = json!(i64::MIN),
            "review[3].score",
            "-9223372036854775808 is not a whole number",
        ),
        (
            |r| r["review"][0]["best"] = json!(35),
            "review[0].best",
            "it is a number, expected text",
        ),
        (
            |r| r["review"][0]["best"] = json!("f5 "),
            "review[0].best",
            "\"f5 \" is not \"pass\" or a square",
        ),
        (
            |r| r["review"][10]["best"] = json!("a1"),
            "review[10].best",
            "a1 is not a legal move for black in the current position",
        ),
        (
            |r| r["review"][1]["exact"] = Value::Null,
            "review[1].exact",
            "it is missing",
        ),
    ];
    let good: Value = serde_json::from_str(&reviewed_sample().to_text()).unwrap();
    for (spoil, field, words) in cases {
        let mut value = good.clone();
        spoil(&mut value);
        let err = parse(&value.to_string()).unwrap_err();
        match &err {
            SaveError::BadField { field: f, .. } => assert_eq!(f, field, "{err}"),
            other => panic!("{field}: {other:?}"),
        }
        assert!(err.to_string().contains(words), "{err}");
    }
}

#[test]
fn a_forced_pass_is_scored_with_pass_and_nothing_else() {
    let mut rng = Rng::new(7);
    let game = (0..)
        .map(|_| random_game(&mut rng, Position::start(), 60))
        .find(|g| g.moves().contains(&Move::Pass))
        .unwrap();
    let at = game.moves().iter().position(|m| *m == Move::Pass).unwrap();
    let mut review = vec![None; game.positions().len()];
    review[at] = Some(PositionScore {
        score: -3,
        best: Move::Pass,
        exact: false,
        played: None,
    });
    let save = SaveGame::from_game(&game, &Settings::default(), None).with_review(&review);
    assert_eq!(parse(&save.to_text()).unwrap().review, Some(review.clone()));
    let opponent = game.positions()[at]
        .board
        .pass()
        .legal_moves()
        .first()
        .unwrap();
    review[at] = Some(PositionScore {
        score: -3,
        best: Move::Play(opponent),
        exact: false,
        played: None,
    });
    let save = SaveGame::from_game(&game, &Settings::default(), None).with_review(&review);
    let err = parse(&save.to_text()).unwrap_err().to_string();
    let words = format!("\"review[{at}].best\": {opponent} is not a legal move for");
    assert!(err.contains(&words), "{err}");
}

/// A random JSON value of up to `depth` levels, biased towards what a review entry holds.
fn garbage(rng: &mut Rng, depth: u32) -> Value {
    const TEXTS: [&str; 8] = ["pass", "f5", "a1", "h8", "PASS", "i9", "", "d3 "];
    const KEYS: [&str; 5] = ["score", "best", "exact", "depth", ""];
    let pick = |rng: &mut Rng, n: usize| rng.below(n as u64) as usize;
    match rng.below(if depth == 0 { 6 } else { 9 }) {
        0 => Value::Null,
        1 => json!(rng.below(2) == 0),
        2 => json!(rng.below(200) as i64 - 100),
        3 => json!(rng.below(1000) as f64 / 7.0 - 70.0),
        4 => json!(TEXTS[pick(rng, TEXTS.len())]),
        5 => json!(i64::MIN + rng.below(3) as i64),
        6 => Value::Array((0..pick(rng, 4)).map(|_| garbage(rng, depth - 1)).collect()),
        _ => {
            let mut object = serde_json::Map::new();
            for _ in 0..pick(rng, 5) {
                let key = KEYS[pick(rng, KEYS.len())].to_string();
                object.insert(key, garbage(rng, depth - 1));
            }
            Value::Object(object)
        }
    }
}

/// A review of `game` in file form: each entry good, null, garbage or a good one spoilt (in about a
/// third of the reviews, none is garbage or spoilt); sometimes one entry short or one too many.
fn garbage_review(rng: &mut Rng, game: &Game) -> Value {
    let faults = [0, 40, 160][rng.below(3) as usize];
    let mut entries: Vec<Value> = game
        .positions()
        .iter()
        .map(|p| match rng.below(1000) {
            n if n < faults => garbage(rng, 2),
            n if n < 2 * faults => {
                let score = random_score(rng, *p, false);
                spoilt_entry(rng, score)
            }
            n if n > 800 => Value::Null,
            _ => entry_value(random_score(rng, *p, false)),
        })
        .collect();
    match rng.below(10) {
        0 => entries.truncate(entries.len().saturating_sub(1)),
        1 => entries.push(garbage(rng, 1)),
        _ => {}
    }
    Value::Array(entries)
}

/// The file form of a score.
fn entry_value(s: PositionScore) -> Value {
    json!({ "score": s.score, "best": s.best.to_string(), "exact": s.exact })
}

/// The file form of a score with its score, best move or exactness changed.
fn spoilt_entry(rng: &mut Rng, s: PositionScore) -> Value {
    let mut value = entry_value(s);
    match rng.below(3) {
        0 => value["score"] = json!(s.score + 1),
        1 => value["best"] = json!(["b2", "pass", "g7"][rng.below(3) as usize]),
        _ => value["exact"] = json!(!s.exact),
    }
    value
}

#[test]
fn garbage_in_the_review_never_panics_nor_loads_a_review_that_disagrees() {
    let mut rng = Rng::new(0x9a7b);
    let (mut loaded, mut refused) = (0, 0);
    for _ in 0..60 {
        let plies = rng.below(64) as usize;
        let game = random_game(&mut rng, Position::start(), plies);
        let save = SaveGame::from_game(&game, &Settings::default(), None).with_hints_used(true);
        let mut value: Value = serde_json::from_str(&save.to_text()).unwrap();
        for _ in 0..50 {
            value["review"] = garbage_review(&mut rng, &game);
            if rng.below(10) == 0 {
                value["hints_used"] = garbage(&mut rng, 0);
            }
            match parse(&value.to_string()) {
                Ok(back) => {
                    loaded += 1;
                    assert_eq!(back.game, game);
                    assert_review_fits(&back);
                }
                Err(err) => {
                    refused += 1;
                    assert!(err.to_string().starts_with("This save"), "{err}");
                }
            }
        }
    }
    assert!(loaded > 500 && refused > 1000, "{loaded} {refused}");
}

#[test]
fn mutated_reviewed_files_never_panic() {
    let mut rng = Rng::new(0x3e7);
    let mut loaded = 0;
    for _ in 0..20 {
        let game = random_game(&mut rng, Position::start(), 64);
        let review = random_review(&mut rng, &game, 5);
        let good = SaveGame::from_game(&game, &Settings::default(), None)
            .with_review(&review)
            .to_text()
            .into_bytes();
        for _ in 0..200 {
            let mut bytes = good.clone();
            mutate(&mut rng, &mut bytes);
            if let Ok(back) = parse_bytes(&bytes) {
                loaded += 1;
                assert_review_fits(&back);
            }
        }
    }
    assert!(loaded > 0);
}

#[test]
fn the_committed_reviewed_example_still_loads() {
    // Guards the format: a version-3 file (as written before version 5 added the opening) must
    // load in every later E-Thello.
    let bytes = std::fs::read(corpus_path("good-reviewed.etl")).unwrap();
    let loaded = parse_bytes(&bytes).unwrap();
    assert_eq!(loaded.game, sample().0);
    assert!(loaded.hints_used);
    assert_eq!(loaded.opening, None);
    let review = loaded.review.unwrap();
    assert_eq!((review.len(), review.iter().flatten().count()), (11, 9));
    assert_eq!(
        std::str::from_utf8(&bytes).unwrap(),
        reviewed_sample().with_opening(None).to_text()
    );
}

/// Writes the review files of the corpus (run with
/// `cargo test --release regenerate_review_corpus -- --ignored`); see `regenerate_corpus`.
#[test]
#[ignore]
fn regenerate_review_corpus() {
    let write = |name: &str, text: &str| std::fs::write(corpus_path(name), text).unwrap();
    let good = reviewed_sample().with_opening(None);
    let text = good.to_text();
    write("good-reviewed.etl", &text);
    let edited = |edit: &dyn Fn(&mut Vec<Option<ReviewEntry>>)| {
        let mut save = good.clone();
        edit(save.review.as_mut().unwrap());
        save.to_text()
    };
    let review_only = SaveGame {
        hints_used: false,
        ..good.clone()
    }
    .to_text();
    write(
        "review-in-version-1.etl",
        &review_only.replacen("\"version\": 3", "\"version\": 1", 1),
    );
    write("review-wrong-length.etl", &edited(&|r| drop(r.pop())));
    let entry = |i: usize, edit: fn(&mut ReviewEntry)| {
        move |r: &mut Vec<Option<ReviewEntry>>| edit(r[i].as_mut().unwrap())
    };
    write(
        "review-score-range.etl",
        &edited(&entry(1, |e| e.score = 65)),
    );
    write(
        "review-best-not-square.etl",
        &edited(&entry(1, |e| e.best = "z9".into())),
    );
    write(
        "review-best-illegal.etl",
        &edited(&entry(6, |e| e.best = "a1".into())),
    );
    write(
        "review-best-pass.etl",
        &edited(&entry(0, |e| e.best = "pass".into())),
    );
    write(
        "review-played-range.etl",
        &edited(&entry(2, |e| e.played = Some(-70))),
    );
    write(
        "review-played-no-move.etl",
        &edited(&entry(10, |e| e.played = Some(2))),
    );
    let first_exact = "\"exact\": false }";
    let spoil_text = |from: &str, to: &str| text.replacen(from, to, 1);
    write("review-entry-not-object.etl", &spoil_text("null", "5"));
    write(
        "review-unknown-field.etl",
        &spoil_text(first_exact, "\"exact\": false, \"depth\": 20 }"),
    );
    write(
        "review-missing-field.etl",
        &spoil_text(", \"exact\": false }", " }"),
    );
    write(
        "review-exact-not-bool.etl",
        &spoil_text("\"exact\": false", "\"exact\": \"no\""),
    );
    write(
        "hints-not-bool.etl",
        &spoil_text("\"hints_used\": true", "\"hints_used\": \"yes\""),
    );
    let finished = random_game(&mut Rng::new(3), Position::start(), 60);
    let last = finished.position().board;
    let mut review = vec![None; finished.positions().len()];
    let wrong = if last.final_score() == 0 {
        2
    } else {
        -last.final_score()
    };
    *review.last_mut().unwrap() = Some(PositionScore {
        score: wrong,
        best: Move::Pass,
        exact: true,
        played: None,
    });
    let save = SaveGame::from_game(&finished, &Settings::default(), None)
        .with_review(&review)
        .with_opening(None);
    write("review-exact-final-wrong.etl", &save.to_text());
}
