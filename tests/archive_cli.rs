//! `ethello archive` as a child process: a position's statistics equal the library's, the filters
//! narrow them, the games list and the export agree, and a file that is not an archive is refused
//! with a message that says so.

use std::process::{Command, Output};

use ethello_archive::{Archive, Filter, Side};
use ethello_engine::Game;
use serde_json::Value;

/// The shipped archive.
const FILE: &str = "www/data/archive.bin";

/// Runs `ethello` with `args`.
fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ethello"))
        .args(args)
        .output()
        .expect("ethello runs")
}

/// Runs `ethello` with `args`; returns stdout (the run must succeed).
fn ethello(args: &[&str]) -> String {
    let out = run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "ethello {args:?}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

/// The shipped archive, read by the library.
fn archive() -> Archive {
    ethello_archive::read(&std::fs::read(FILE).unwrap()).unwrap()
}

/// Checks one JSON tally (a position's or a move's) against the library's.
fn same_tally(json: &Value, t: &ethello_archive::Tally) {
    assert_eq!(json["games"], t.games, "{json}");
    assert_eq!(json["black_wins"], t.black_wins, "{json}");
    assert_eq!(json["draws"], t.draws, "{json}");
    assert_eq!(json["white_wins"], t.white_wins, "{json}");
    let avg = format!("{:.1}", t.average_margin().unwrap());
    assert_eq!(format!("{:.1}", json["avg"].as_f64().unwrap()), avg);
}

/// Checks `archive stats TRANSCRIPT --json` with more arguments against the library's statistics.
fn stats_agree(transcript: &str, more: &[&str], archive: &Archive, filter: &Filter) {
    let args = [&["archive", "stats", transcript, "--json"], more].concat();
    let json: Value = serde_json::from_str(&ethello(&args)).unwrap();
    let position = Game::from_transcript(transcript).unwrap().position();
    let stats = archive.stats(position, filter);
    assert!(stats.tally.games > 0, "{transcript} {more:?}");
    same_tally(&json, &stats.tally);
    let moves = json["moves"].as_array().unwrap();
    assert_eq!(moves.len(), stats.moves.len());
    for (m, s) in moves.iter().zip(&stats.moves) {
        assert_eq!(m["move"], s.square.to_string());
        same_tally(m, &s.tally);
    }
}

#[test]
fn stats_as_json_are_the_librarys_counts() {
    stats_agree("f5d6", &[], &archive(), &Filter::default());
}

#[test]
fn stats_follow_a_player_and_years() {
    let archive = archive();
    let player = archive.search_players("Tamenori", 1)[0];
    let filter = Filter {
        player: Some((player, Side::Black)),
        years: Some((1985, 2000)),
        ..Filter::default()
    };
    let more = [
        "--player",
        "Tamenori",
        "--as",
        "black",
        "--years",
        "1985-2000",
    ];
    stats_agree("f5f6", &more, &archive, &filter);
}

#[test]
fn games_and_export_list_the_same_games() {
    let args = ["--player", "Tamenori", "--years", "1990-1992"];
    let list = ethello(&[&["archive", "games", "f5d6"][..], &args].concat());
    let total: usize = list.split(' ').next().unwrap().parse().unwrap();
    assert!(
        list.starts_with(&format!("{total} games, page 1 of ")),
        "{list}"
    );
    let export = ethello(
        &[
            &["archive", "export", "--format", "transcript", "f5d6"][..],
            &args,
        ]
        .concat(),
    );
    assert_eq!(export.lines().count(), total);
    assert!(export.lines().all(|t| t.starts_with("f5d6")), "{export}");
}

#[test]
fn a_file_that_is_not_an_archive_is_refused_with_a_message() {
    let bad = std::env::temp_dir().join(format!("ethello-not-an-archive-{}", std::process::id()));
    std::fs::write(&bad, b"not an archive at all").unwrap();
    let out = run(&["archive", "stats", "--file", bad.to_str().unwrap()]);
    std::fs::remove_file(&bad).unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("not an archive file"), "{stderr}");
    let out = run(&["archive", "stats", "--file", "no/such/file.bin"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no/such/file.bin"));
    let out = run(&["archive", "games", "--player", "qqqzzzxxx"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no player's name matches"));
}
