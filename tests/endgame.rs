//! The exact solver away from the textbook positions: tournament games from the WTHOR archive,
//! whose records carry the perfect-play score of the position with 24 empties, and positions
//! reached by seeded random legal play, often lopsided, as a beginner's game against Willy is.

use ethello_engine::random_play::random_endgames;
use ethello_engine::search::budget::Budget;
use ethello_engine::search::hash::Table;
use ethello_engine::search::midgame::Midgame;
use ethello_engine::search::score::INF;
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::{Move, Position};

/// Positions with 24 empties from the 2018 WTHOR file, each with the archive's exact score (see the
/// file's header for how they were chosen).
const WTHOR_2018: &str = include_str!("data/wthor-2018-24.txt");

#[test]
fn wthor_positions_with_24_empties_get_the_archive_scores() {
    let mut search = Search::new(64);
    let lines = WTHOR_2018
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let mut count = 0;
    for line in lines {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (pos, _) = Position::read_prefix(line).expect("a position");
        let expected: i32 = f[2].trim_start_matches('+').parse().expect("a score");
        assert_eq!(pos.board.empties().count(), 24, "{}", f[4]);
        let r = search.run(pos.board, &Limits::depth(60), &mut Quiet);
        assert!(r.exact, "{}", f[4]);
        assert_eq!(r.score, expected, "{}", f[4]);
        count += 1;
    }
    assert!(count >= 3, "only {count} positions in the file");
}

#[test]
fn random_play_positions_get_the_score_of_a_full_depth_midgame_search() {
    let mut search = Search::new(16);
    let tt = Table::new(16);
    let positions = random_endgames(2026, 16, 10..=13);
    for pos in positions {
        let b = pos.board;
        assert!(b.can_move(), "{pos}");
        let exact = search.run(b, &Limits::depth(60), &mut Quiet);
        assert!(exact.exact);
        let mut host = Quiet;
        let mut budget = Budget::new(&Limits::depth(60), &mut host);
        // One ply more than the empties: every leaf is a finished game, scored 100 per disc.
        let depth = b.empties().count() + 1;
        let (score, _) =
            Midgame::new(&tt, &mut budget).root(b.player.0, b.opponent.0, depth, -INF, INF);
        assert_eq!(100 * exact.score, score, "{pos}");
    }
}

#[test]
fn the_random_play_generator_is_repeatable_and_gives_positions_with_a_move() {
    let a = random_endgames(1, 50, 14..=22);
    assert_eq!(a, random_endgames(1, 50, 14..=22));
    assert_ne!(a, random_endgames(2, 50, 14..=22));
    for p in &a {
        let n = p.board.empties().count();
        assert!((14..=22).contains(&n), "{p}: {n} empties");
        assert!(p.board.can_move(), "{p}");
    }
    // Every number of empties in the range shows up.
    for n in 14..=22 {
        assert!(a.iter().any(|p| p.board.empties().count() == n), "{n}");
    }
}

#[test]
fn the_solver_on_several_threads_gets_the_single_threaded_score_with_a_move_that_reaches_it() {
    let mut single = Search::new(4);
    let mut parallel = Search::new(4);
    for (i, pos) in random_endgames(7, 24, 11..=16).into_iter().enumerate() {
        let b = pos.board;
        let exact = single.run(b, &Limits::depth(60), &mut Quiet);
        let threads = 2 + i % 2;
        let r = parallel.solve_parallel(b, threads);
        assert!(r.exact, "{pos}");
        assert_eq!(r.score, exact.score, "{pos} on {threads} threads");
        assert!(r.nodes > 0, "{pos}");
        // The move it names reaches the score: the opponent's exact score after it is its negation.
        let Move::Play(sq) = r.best else {
            panic!("{pos}: a pass named where a move exists")
        };
        let next = b.play(sq).expect("a legal move");
        let reached = if next.is_game_over() {
            -next.final_score()
        } else if next.can_move() {
            -single.run(next, &Limits::depth(60), &mut Quiet).score
        } else {
            single
                .run(next.pass(), &Limits::depth(60), &mut Quiet)
                .score
        };
        assert_eq!(reached, r.score, "{pos}: {sq} does not reach the score");
    }
}
