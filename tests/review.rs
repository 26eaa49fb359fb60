//! The review of a finished game: a real tournament game's last 20 moves rated against the exact
//! solver, move by move.

use ethello_engine::hints::{best, next_depth};
use ethello_engine::review::{black_margins, rate_moves, Rating, Share};
use ethello_engine::reviewer::{hint_pass, score_game, score_share, Reviewer};
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::study::{solve_move, study, Study};
use ethello_engine::{Board, Game, Move};

/// The first game of the WTHOR archive's 2018 file (`shared/data/wthor/WTH_2018.wtb`), 60 moves.
const GAME: &str =
    "f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2\
d1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1";

/// The exact score, for the side that just moved, of the position `child` it left.
fn exact_for_mover(search: &mut Search, child: Board) -> i32 {
    if child.is_game_over() {
        -child.final_score()
    } else if !child.can_move() {
        search
            .run(child.pass(), &Limits::depth(60), &mut Quiet)
            .score
    } else {
        -search.run(child, &Limits::depth(60), &mut Quiet).score
    }
}

#[test]
fn the_last_20_moves_lose_what_the_solver_says() {
    let game = Game::from_transcript(GAME).expect("a legal game");
    let mut reviewer = Reviewer::new(32, 20, Limits::depth(4));
    let scores: Vec<_> = game
        .positions()
        .iter()
        .map(|p| Some(reviewer.score(p.board, &mut Quiet)))
        .collect();
    let verdicts = rate_moves(&game, &scores);
    assert_eq!(verdicts.len(), 60, "one verdict a move");
    let mut solver = Search::new(32);
    let mut checked = 0;
    for v in verdicts
        .iter()
        .filter(|v| game.positions()[v.ply].board.empties().count() <= 20)
    {
        let board = game.positions()[v.ply].board;
        let mut value = |sq| exact_for_mover(&mut solver, board.play_unchecked(sq));
        let best = board.legal_moves().squares().map(&mut value).max().unwrap();
        let expected = best - value(v.played);
        assert_eq!(v.loss, expected, "move {} ({})", v.ply + 1, v.played);
        assert!(v.exact, "move {} is in the exact part", v.ply + 1);
        assert_eq!(v.rating, Rating::of(expected));
        if let Move::Play(b) = v.best {
            assert_eq!(
                value(b),
                best,
                "move {}: the best move reaches the best score",
                v.ply + 1
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 20);
    // The graph ends on the final result, black's margin: 26 discs of black's, 38 of white's.
    let margins = black_margins(&game, &scores);
    assert_eq!(margins.last(), Some(&Some(-12)));
    assert!(
        verdicts.iter().any(|v| v.loss > 0),
        "a human game has a mistake somewhere"
    );
}

#[test]
fn a_review_stopped_early_rates_only_the_scored_moves() {
    let game = Game::from_transcript("f5d6c3d3c4f4").unwrap();
    let mut reviewer = Reviewer::new(4, 20, Limits::depth(2));
    let mut scores: Vec<_> = game
        .positions()
        .iter()
        .map(|p| Some(reviewer.score(p.board, &mut Quiet)))
        .collect();
    scores[4] = None;
    let plies: Vec<usize> = rate_moves(&game, &scores).iter().map(|v| v.ply).collect();
    assert_eq!(plies, vec![0, 1, 2, 5]);
}

#[test]
fn exact_hints_are_the_solver_s_values_of_every_move() {
    let game = Game::from_transcript(GAME).expect("a legal game");
    let mut solver = Search::new(16);
    let mut reviewer = Reviewer::new(16, 20, Limits::depth(4));
    // Positions with 14, 13 and 12 empties (one of them after a pass, if any).
    for ply in [46, 47, 48] {
        let board = game.positions()[ply].board;
        let hints = hint_pass(&mut reviewer, board, 60, &mut Quiet).expect("legal moves");
        let legal: Vec<_> = board.legal_moves().squares().collect();
        assert_eq!(hints.iter().map(|h| h.square).collect::<Vec<_>>(), legal);
        for h in &hints {
            let expected = exact_for_mover(&mut solver, board.play_unchecked(h.square));
            assert_eq!(h.score, expected, "ply {ply}, {}", h.square);
            assert!(h.exact, "a pass to the end is exact");
        }
        let top = best(&hints).unwrap();
        assert_eq!(top.score, hints.iter().map(|h| h.score).max().unwrap());
        assert_eq!(
            top.score,
            solver.run(board, &Limits::depth(60), &mut Quiet).score,
            "the best hint is the position's exact score"
        );
    }
}

#[test]
fn hint_passes_deepen_then_end_exact() {
    // 40 empties: one ply at a time; 20 empties: exact after depth 10; the exact pass is the last.
    assert_eq!(next_depth(1, 40), Some(2));
    assert_eq!(next_depth(10, 20), Some(60));
    assert_eq!(next_depth(9, 20), Some(10));
    assert_eq!(next_depth(60, 20), None);
    let start = Game::new().position().board;
    let hints = hint_pass(
        &mut Reviewer::new(1, 20, Limits::depth(1)),
        start,
        3,
        &mut Quiet,
    );
    let hints = hints.expect("four legal moves");
    assert_eq!(hints.len(), 4);
    assert!(
        hints.iter().all(|h| !h.exact && h.score == hints[0].score),
        "the four opening moves are symmetric"
    );
}

#[test]
fn a_midgame_move_is_weighed_at_the_horizon_of_the_position_before_it() {
    let game = Game::from_transcript(GAME).expect("a legal game");
    let mut reviewer = Reviewer::new(16, 14, Limits::depth(5));
    let mut scores = vec![None; game.positions().len()];
    score_game(&mut reviewer, &game, || Quiet, |i, s| scores[i] = Some(s));
    let verdicts = rate_moves(&game, &scores);
    assert_eq!(verdicts.len(), 60);
    for v in verdicts.iter().filter(|v| !v.exact) {
        let before = scores[v.ply].unwrap();
        let played = before.played.expect("a midgame move is weighed");
        assert_eq!(v.loss, (before.score - played).max(0), "move {}", v.ply + 1);
        if before.best == Move::Play(v.played) {
            assert_eq!(v.loss, 0, "move {}: the best move loses nothing", v.ply + 1);
        }
    }
    for (i, s) in scores.iter().enumerate() {
        let s = s.unwrap();
        assert!(
            s.played.is_none() || !s.exact,
            "position {i}: exact scores need no played value"
        );
    }
}

#[test]
fn an_exact_line_goes_on_to_the_end_of_the_game() {
    // FFO #40: 20 empties, black to move, a2 wins by 38.
    let text = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
    let board = text.parse::<ethello_engine::Position>().unwrap().board;
    let mut reviewer = Reviewer::new(16, 20, Limits::depth(4));
    let hints = hint_pass(&mut reviewer, board, 60, &mut Quiet).unwrap();
    let top = best(&hints).unwrap();
    assert_eq!(
        (top.square.to_string(), top.score, top.exact),
        ("a2".into(), 38, true)
    );
    let line = reviewer.line(board, top.square, true);
    let mut end = board;
    for sq in &line {
        end = end.play(*sq).unwrap();
        if end.must_pass() {
            end = end.pass();
        }
    }
    assert!(end.is_game_over(), "{line:?} stops before the end");
    assert!(line.len() >= 10);
}

#[test]
fn a_review_split_over_workers_gives_the_single_reviews_exact_verdicts() {
    // Each worker scores every n-th position (last first) with its own table; the page merges the
    // scores by position index. Where the scores are exact, the verdicts are those of one worker.
    let game = Game::from_transcript(GAME).expect("a legal game");
    let review = |of: u32| {
        let mut scores = vec![None; game.positions().len()];
        for index in 0..of {
            let mut reviewer = Reviewer::new(4, 14, Limits::depth(3));
            let share = Share { index, of };
            score_share(
                &mut reviewer,
                &game,
                share,
                || Quiet,
                |i, s| {
                    assert!(scores[i].is_none(), "position {i} is in one share only");
                    scores[i] = Some(s);
                },
            );
        }
        assert!(scores.iter().all(Option::is_some), "every position scored");
        rate_moves(&game, &scores)
    };
    let one = review(1);
    for of in [2, 3] {
        let split = review(of);
        assert_eq!(split.len(), one.len());
        let exact: Vec<_> = one.iter().filter(|v| v.exact).collect();
        assert!(exact.len() >= 14, "the last moves are solved");
        for v in exact {
            let same = split.iter().find(|s| s.ply == v.ply);
            assert_eq!(same, Some(v), "move {} on {of} workers", v.ply + 1);
        }
    }
}

#[test]
fn a_study_proves_the_best_move_first_then_every_move() {
    let game = Game::from_transcript(GAME).expect("a legal game");
    let mut solver = Search::new(16);
    // 20 empties: estimates to depth 6 first; 14 empties: one pass of estimates, then the solve.
    for ply in [40, 46] {
        let board = game.positions()[ply].board;
        let mut steps: Vec<Study> = Vec::new();
        let mut reviewer = Reviewer::new(16, 20, Limits::depth(4));
        let last = study(&mut reviewer, board, &mut Quiet, &mut |s| {
            steps.push(s.clone())
        });
        let exact = solver.run(board, &Limits::depth(60), &mut Quiet).score;
        let first_exact = steps
            .iter()
            .position(|s| s.best().is_some_and(|b| b.exact))
            .expect("the best move is proven");
        assert!(
            first_exact > 0,
            "ply {ply}: estimates come before the solve"
        );
        let proven = &steps[first_exact];
        assert_eq!(proven.best().unwrap().score, exact, "ply {ply}");
        assert_eq!(proven.depth, 60);
        assert!(
            proven.hints.iter().filter(|h| h.exact).count() == 1 || proven.hints.len() == 1,
            "ply {ply}: only the best move is exact at first"
        );
        assert!(last.done && last.hints.iter().all(|h| h.exact), "ply {ply}");
        assert_eq!(last.best().unwrap().score, exact);
        assert_eq!(
            last.pv.first(),
            proven.pv.first(),
            "ply {ply}: the best line stays"
        );
        for h in &last.hints {
            let value = exact_for_mover(&mut solver, board.play_unchecked(h.square));
            assert_eq!(h.score, value, "ply {ply}, {}", h.square);
        }
    }
}

#[test]
fn a_helper_solves_one_move_of_a_study_to_the_value_the_study_gives_it() {
    let game = Game::from_transcript(GAME).expect("a legal game");
    let board = game.positions()[44].board;
    let mut study_reviewer = Reviewer::new(16, 20, Limits::depth(4));
    let last = study(&mut study_reviewer, board, &mut Quiet, &mut |_| {});
    let mut helper = Reviewer::new(16, 20, Limits::depth(4));
    for h in &last.hints {
        let solved = solve_move(&mut helper, board, h.square, &mut Quiet);
        assert_eq!(solved, Some(*h), "{}", h.square);
    }
    let illegal = (0..64)
        .filter_map(ethello_engine::Square::from_index)
        .find(|&sq| !board.legal_moves().contains(sq))
        .unwrap();
    assert_eq!(solve_move(&mut helper, board, illegal, &mut Quiet), None);
}
