//! Slick Willy's levels as a player meets them: each level's search stays inside its depth, its
//! perfect-play horizon and Willy's time; level 1 always plays a legal move; a slip never loses more
//! than its level allows; `level:N` is a player name like the others; `ethello ladder` prints a row
//! per level.

use std::process::Command;

use crate::players::think;

use ethello_engine::levels::{below_top, Level, LEVELS};
use ethello_engine::random_play::random_endgames;
use ethello_engine::reviewer::{hint_pass, Reviewer};
use ethello_engine::search::{Host, Limits, Quiet, Report};
use ethello_engine::{level_band, Board, Move, Player, Position, Session, TimeControl, TOP_LEVEL};

/// True when `mv` is a legal move (or a due pass) on `board`.
fn is_legal(board: Board, mv: Move) -> bool {
    match mv {
        Move::Play(sq) => board.is_legal(sq),
        Move::Pass => !board.can_move(),
    }
}

/// Willy's time in these tests: with the [`Quiet`] host's clock standing still, it never runs out.
const WILLY_TIME: TimeControl = TimeControl::Average(1000);

/// Level `n`'s move on `board` from a fresh session seeded with `seed`.
fn level_move(n: u8, board: Board, seed: u64, host: &mut dyn Host) -> Report {
    think(&mut at_level(n, seed), board, WILLY_TIME, host)
}

/// A session playing Slick Willy at level `n`, seeded with `seed`.
fn at_level(n: u8, seed: u64) -> Session {
    Session::new(Player::Level(n)).with_seed(seed)
}

/// Seeded random-play positions with `empties` empties.
fn positions(seed: u64, count: usize, empties: std::ops::RangeInclusive<u32>) -> Vec<Position> {
    random_endgames(seed, count, empties)
}

/// Levels 1 to the top, with the row of each below the top.
fn levels_below_top() -> impl Iterator<Item = (u8, &'static Level)> {
    (1..TOP_LEVEL).map(|n| (n, below_top(n).expect("a level below the top")))
}

#[test]
fn each_level_searches_within_its_depth_and_solves_only_within_its_horizon() {
    for (n, level) in levels_below_top() {
        // Cheap levels see many positions, the deep ones a few.
        let count = if level.depth <= 6 { 12 } else { 3 };
        let horizon = level.exact_empties;
        let sets = [
            positions(u64::from(n), count, horizon + 1..=horizon + 12),
            positions(
                u64::from(n) + 100,
                count,
                horizon.saturating_sub(4).max(1)..=horizon,
            ),
        ];
        for pos in sets.iter().flatten() {
            let empties = pos.board.empties().count();
            let r = level_move(n, pos.board, 1, &mut Quiet);
            assert!(is_legal(pos.board, r.best), "level {n}: {r:?}");
            if r.exact {
                assert!(empties <= horizon, "level {n} solved {empties} empties");
            } else {
                assert!(
                    r.depth <= level.depth,
                    "level {n} searched {} plies",
                    r.depth
                );
            }
            if empties <= horizon {
                assert!(r.exact, "level {n} did not solve {empties} empties: {r:?}");
            }
        }
    }
}

/// A clock that advances one millisecond each time it is read.
struct TickingClock(u64);

impl Host for TickingClock {
    fn elapsed_ms(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

#[test]
fn below_the_top_a_level_stops_within_willys_time() {
    let cap = 30;
    for (n, level) in levels_below_top().filter(|(_, l)| !l.slips()) {
        let set = positions(7, 2, level.exact_empties + 1..=level.exact_empties + 6);
        for pos in set.iter().chain(&positions(8, 2, 30..=40)) {
            let mut clock = TickingClock(0);
            let control = TimeControl::Average(cap);
            let r = think(&mut at_level(n, 1), pos.board, control, &mut clock);
            assert!(is_legal(pos.board, r.best), "level {n}: {r:?}");
            assert!(
                clock.0 <= cap + 2,
                "level {n} read its clock until {}",
                clock.0
            );
        }
    }
}

#[test]
fn a_level_one_move_is_always_legal() {
    for pos in positions(11, 300, 1..=59) {
        let r = level_move(1, pos.board, 5, &mut Quiet);
        assert!(is_legal(pos.board, r.best), "{r:?} on {pos}");
    }
    // And whole games, against the most erratic player.
    for seed in 0..10 {
        let players = [Player::Level(1), Player::Random];
        let mut sessions = [
            Session::new(players[0]).with_seed(seed),
            Session::new(players[1]).with_seed(seed + 99),
        ];
        let mut board = Board::start();
        let mut turn = (seed % 2) as usize;
        while !board.is_game_over() {
            let r = think(&mut sessions[turn], board, WILLY_TIME, &mut Quiet);
            assert!(
                !board.can_move() || r.best != Move::Pass,
                "{} passed",
                players[turn]
            );
            board = board.play_move(r.best).expect("a legal move");
            turn ^= 1;
        }
    }
}

#[test]
fn a_slip_never_loses_more_than_its_level_allows() {
    for (n, level) in levels_below_top().filter(|(_, l)| l.slips()) {
        let (mut slips, mut worst) = (0, 0);
        for (i, pos) in positions(u64::from(n) + 20, 150, 20..=50)
            .iter()
            .enumerate()
        {
            let seed = i as u64;
            let r = level_move(n, pos.board, seed, &mut Quiet);
            assert_eq!(
                r,
                level_move(n, pos.board, seed, &mut Quiet),
                "not reproducible"
            );
            let mut reviewer = Reviewer::new(2, 0, Limits::depth(1));
            let depth = level.slip_value_depth();
            let values = hint_pass(&mut reviewer, pos.board, depth, &mut Quiet).unwrap();
            let best = values.iter().map(|h| h.score).max().unwrap();
            let played = values
                .iter()
                .find(|h| r.best == Move::Play(h.square))
                .unwrap();
            let loss = best - played.score;
            assert!(
                loss <= level.slip_cap,
                "level {n} lost {loss} discs on {pos}"
            );
            slips += u32::from(loss > 0);
            worst = worst.max(loss);
        }
        // The slips are real: some moves lose discs, and some lose more than one.
        assert!(
            slips >= 10 && worst > 1,
            "level {n}: {slips} slips, worst {worst}"
        );
    }
}

#[test]
fn level_names_parse_and_print_back_and_bad_ones_are_refused() {
    for n in 1..=TOP_LEVEL {
        let player: Player = format!("level:{n}").parse().unwrap();
        assert_eq!(player, Player::Level(n));
        assert_eq!(player.to_string(), format!("level:{n}"));
        assert_eq!(player.display_name(), format!("Slick Willy (level {n})"));
        let json = serde_json::to_string(&player).unwrap();
        assert_eq!(serde_json::from_str::<Player>(&json).unwrap(), player);
    }
    assert_eq!("LEVEL:3".parse(), Ok(Player::Level(3)));
    for bad in [
        "level:0",
        &format!("level:{}", TOP_LEVEL + 1),
        "level:",
        "level:x",
        "level:-1",
    ] {
        let message = bad.parse::<Player>().unwrap_err().to_string();
        let range = format!("level:1 to level:{TOP_LEVEL}");
        assert!(
            message.contains(range.as_str()) && message.contains(bad),
            "{message}"
        );
    }
}

#[test]
fn the_bands_rise_with_the_levels_and_only_the_top_is_full_strength() {
    let bands: Vec<&str> = (1..=TOP_LEVEL).map(level_band).collect();
    assert_eq!(bands[0], "beginner");
    assert_eq!(bands.iter().filter(|&&b| b == "full strength").count(), 1);
    assert_eq!(bands.last(), Some(&"full strength"));
    let mut seen: Vec<&str> = bands.clone();
    seen.dedup();
    let mut unique = seen.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(seen.len(), unique.len(), "a band comes back: {bands:?}");
    assert_eq!(LEVELS.len(), usize::from(TOP_LEVEL) - 1);
}

#[test]
fn the_top_level_plays_as_slick_willy() {
    for pos in positions(4, 6, 22..=50) {
        let mut willy = Session::new(Player::Willy).with_seed(3);
        let willy = think(&mut willy, pos.board, TimeControl::Depth(6), &mut Quiet);
        let top = level_move_with(TOP_LEVEL, pos.board, &Limits::depth(6));
        assert_eq!(willy, top);
    }
    let start = think(
        &mut at_level(TOP_LEVEL, 3),
        Board::start(),
        WILLY_TIME,
        &mut Quiet,
    );
    assert_eq!(start.nodes, 0, "the top level opens from Willy's book");
}

/// Level `n`'s move with Willy's time `limits`, from a session seeded with 3.
fn level_move_with(n: u8, board: Board, limits: &Limits) -> Report {
    let control = TimeControl::Fixed(*limits);
    think(&mut at_level(n, 3), board, control, &mut Quiet)
}

/// Runs `ethello` with `args`; returns stdout (the run must succeed).
fn ethello(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ethello"))
        .args(args)
        .output()
        .expect("ethello runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "ethello {args:?}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_match_between_two_levels_works_like_other_players() {
    let out = ethello(&["match", "level:3", "level:4", "--games", "4", "--seed", "2"]);
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("level:3 vs level:4: "), "{out}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 4);
}

#[test]
fn the_ladder_prints_a_row_per_level() {
    let out = ethello(&["ladder", "--games", "20", "--time-ms", "5", "--seeds", "3"]);
    assert!(
        out.starts_with("Slick Willy's ladder: 20 games a pair"),
        "{out}"
    );
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| level"))
        .collect();
    assert_eq!(rows.len(), usize::from(TOP_LEVEL), "{out}");
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        assert_eq!(cells[1], (i + 1).to_string(), "{row}");
        assert!(cells[2].contains(" % +- "), "{row}");
    }
    assert!(rows[0].contains("against Iron Mike"), "{}", rows[0]);
}
