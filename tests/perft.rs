//! Perft against the counts in `tests/data/perft.txt` (a copy of the project's reference data),
//! which two independent programs agree on.

use ethello_engine::{perft, Board};

/// The table from the shared data file (the copy in the repo, so the test runs anywhere).
const KNOWN: &str = include_str!("data/perft.txt");

fn known(depth: u32) -> u64 {
    KNOWN
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(' '))
        .find(|(d, _)| d.parse() == Ok(depth))
        .map(|(_, n)| n.trim().parse().expect("a count"))
        .expect("depth is in the table")
}

#[test]
fn perft_1_to_9_from_the_start_position() {
    for depth in 1..=9 {
        assert_eq!(perft(Board::start(), depth), known(depth), "perft({depth})");
    }
}

#[test]
fn perft_10_and_11_include_early_game_overs_and_passes() {
    // Ply 10 is the first with finished games (wipe-outs), ply 11 with passes.
    assert_eq!(perft(Board::start(), 10), known(10));
    assert_eq!(perft(Board::start(), 11), known(11));
}

#[test]
#[ignore = "deep: about 3 s (12) and 30 s (13) in release"]
fn perft_12_and_13() {
    assert_eq!(perft(Board::start(), 12), known(12));
    assert_eq!(perft(Board::start(), 13), known(13));
}
