//! The balanced starts: every line legal, 6 to 10 moves, valued within 2 discs, no two on one
//! position up to symmetry, and the list is what its command generates.

use std::collections::HashSet;

use ethello_engine::balanced::{self, MAX_DISCS, MAX_MOVES, MIN_MOVES};
use ethello_engine::symmetry::canonical_key;
use ethello_engine::{Game, Rng};

/// The shipped list as written: `#` lines, then `transcript value`.
const LIST: &str = include_str!("../crates/engine/src/balanced.txt");

/// The list's lines of starts.
fn starts() -> Vec<&'static str> {
    LIST.lines().filter(|l| !l.starts_with('#')).collect()
}

#[test]
fn every_start_is_legal_short_and_even() {
    let starts = starts();
    assert!(starts.len() >= 200, "{} starts", starts.len());
    assert_eq!(balanced::lines().count(), starts.len());
    let mut seen = HashSet::new();
    for line in starts {
        let (moves, value) = line.split_once(' ').expect("transcript and value");
        let game = Game::from_transcript(moves).unwrap_or_else(|e| panic!("{line}: {e}"));
        let played = game.squares().count();
        assert!((MIN_MOVES..=MAX_MOVES).contains(&played), "{line}");
        assert!(!game.is_over(), "{line}");
        let value: i32 = value.parse().expect("a value");
        assert!(value.abs() <= MAX_DISCS, "{line}");
        assert!(
            seen.insert(canonical_key(game.position())),
            "{line}: a repeated position"
        );
    }
}

#[test]
fn the_list_is_what_its_command_generates() {
    let command = LIST.lines().nth(1).expect("the command line");
    assert!(
        command.starts_with("# ethello positions balanced "),
        "{command}"
    );
    let words: Vec<&str> = command.split_whitespace().collect();
    let arg = |name: &str| {
        let at = words.iter().position(|w| *w == name).expect(name);
        words[at + 1].parse::<u64>().expect("a number")
    };
    let (seed, depth) = (arg("--seed"), arg("--depth") as u32);
    let first: Vec<String> = balanced::generate(seed, 3, depth)
        .iter()
        .map(|b| b.line())
        .collect();
    assert_eq!(first, starts()[..3].to_vec());
}

#[test]
fn a_balanced_start_comes_from_the_list() {
    let mut rng = Rng::new(4);
    let listed: HashSet<&str> = balanced::lines().collect();
    let mut drawn = HashSet::new();
    for _ in 0..50 {
        let game = balanced::balanced_start(&mut rng);
        assert!(
            listed.contains(game.transcript().as_str()),
            "{}",
            game.transcript()
        );
        drawn.insert(game.transcript());
    }
    assert!(
        drawn.len() > 30,
        "only {} different starts in 50",
        drawn.len()
    );
}
