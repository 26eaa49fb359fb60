//! `ethello explain` as a child process: an X-square blunder is explained by the corner it gives,
//! in words and in the JSON's tags; a move that is not legal is refused.

use std::process::{Command, Output};

/// Black's X-square b2 here lets White take a1 at once (the engine's own example).
const GAME: &str = "d3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3";

fn explain(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ethello"))
        .arg("explain")
        .args(args)
        .output()
        .expect("ethello starts")
}

fn stdout(output: &Output) -> String {
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "ethello explain failed: {err}");
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn an_x_square_blunder_is_explained_by_the_corner_it_gives() {
    let text = stdout(&explain(&[GAME, "b2", "--depth", "6"]));
    assert!(text.contains("Your b2 ("), "{text}");
    assert!(text.contains("lets White take a1 at once"), "{text}");
    assert!(text.contains("The best, "), "{text}");
    assert!(text.contains("corners "), "the bar chart: {text}");
}

#[test]
fn the_json_has_the_contracts_tags() {
    let text = stdout(&explain(&[GAME, "b2", "--json", "--depth", "6"]));
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let tags: Vec<&str> = json["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert_eq!(tags[0], "corner:a1", "{tags:?}");
    assert!(tags.last().unwrap().starts_with("line:"), "{tags:?}");
    assert_eq!(json["played"]["move"], "b2");
    assert_eq!(json["reasons"][0]["kind"], "corner");
    let loss = json["vs"]["value"].as_i64().unwrap() - json["played"]["value"].as_i64().unwrap();
    assert_eq!(json["loss"].as_i64().unwrap(), loss);
}

#[test]
fn a_move_against_another_and_an_illegal_move() {
    let position = "---------------------------OX------XO--------------------------- X";
    let text = stdout(&explain(&[position, "f5", "--vs", "d3"]));
    assert!(text.contains("f5 against d3"), "{text}");
    let refused = explain(&[position, "a1"]);
    assert!(!refused.status.success());
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains("a1 is not a legal move here"), "{err}");
}
