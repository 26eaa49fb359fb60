//! The search engine against simple yardsticks: a plain alpha-beta written here, the exact solver
//! against the midgame search, tiny budgets, warm tables, and the FFO endgame test positions.

use ethello_engine::random_play::random_endgames;
use ethello_engine::search::budget::Budget;
use ethello_engine::search::endgame::Solver;
use ethello_engine::search::hash::{Table, NO_MOVE};
use ethello_engine::search::midgame::Midgame;
use ethello_engine::search::score::INF;
use ethello_engine::search::{Host, Limits, Quiet, Report, Search};
use ethello_engine::{Board, Move, Position};

/// The exact score by plain negamax alpha-beta: no table, no ordering, nothing clever.
fn plain(b: Board, mut alpha: i32, beta: i32) -> i32 {
    let moves = b.legal_moves();
    if moves.is_empty() {
        if !b.pass().can_move() {
            return b.final_score();
        }
        return -plain(b.pass(), -beta, -alpha);
    }
    let mut best = -65;
    for sq in moves {
        best = best.max(-plain(b.play_unchecked(sq), -beta, -alpha));
        alpha = alpha.max(best);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// `count` boards of seeded random play, each with a number of empties drawn from `empties` and a
/// legal move for the side to move (the library's generator, as `ethello positions random`).
fn boards(seed: u64, count: usize, empties: std::ops::RangeInclusive<u32>) -> Vec<Board> {
    random_endgames(seed, count, empties)
        .into_iter()
        .map(|p| p.board)
        .collect()
}

fn solve(search: &mut Search, b: Board) -> Report {
    search.run(b, &Limits::depth(60), &mut Quiet)
}

fn is_legal(b: Board, m: Move) -> bool {
    match m {
        Move::Play(sq) => b.is_legal(sq),
        Move::Pass => !b.can_move(),
    }
}

#[test]
fn solver_equals_plain_alpha_beta_on_200_random_endgames() {
    let mut search = Search::new(4);
    for (i, b) in boards(2026, 200, 8..=12).into_iter().enumerate() {
        let r = solve(&mut search, b);
        let expected = plain(b, -65, 65);
        assert!(r.exact, "board {i}");
        assert_eq!(r.score, expected, "board {i}: {b:?}");
        // The best move reaches that score.
        let Move::Play(sq) = r.best else {
            panic!("a move")
        };
        assert_eq!(
            score_after(b, sq, plain_score),
            expected,
            "board {i}: best move {sq}"
        );
    }
}

/// The exact score of `b` after `sq`, for the side to move in `b`, with `score` giving a board's
/// exact score for its side to move.
fn score_after(b: Board, sq: ethello_engine::Square, mut score: impl FnMut(Board) -> i32) -> i32 {
    let after = b.play(sq).expect("legal");
    if after.can_move() {
        -score(after)
    } else {
        score(after.pass())
    }
}

/// The exact score by [`plain`] alpha-beta with a full window.
fn plain_score(b: Board) -> i32 {
    plain(b, -65, 65)
}

/// The solver's last few empties (its parity search, `solve_2` and `solve_1`): a null-window test
/// at any alpha returns a true fail-soft bound, on either side of the window.
#[test]
fn the_last_empties_give_true_fail_soft_bounds_at_every_alpha() {
    let tt = Table::new(1);
    for (i, b) in boards(11, 3000, 3..=5).into_iter().enumerate() {
        let score = plain_score(b);
        let n = b.empties().count();
        for alpha in (-65..=64).step_by(3) {
            let mut host = Quiet;
            let mut budget = Budget::new(&Limits::depth(1), &mut host);
            let s = Solver::new(&tt, &mut budget).nws(b.player.0, b.opponent.0, alpha, n);
            if s > alpha {
                assert!(
                    score >= s,
                    "board {i} {b:?}, alpha {alpha}: {s}, exact {score}"
                );
            } else {
                assert!(
                    score <= s,
                    "board {i} {b:?}, alpha {alpha}: {s}, exact {score}"
                );
            }
        }
    }
}

#[test]
fn the_win_draw_loss_solve_gets_the_sign_and_a_move_that_keeps_it() {
    let tt = Table::new(4);
    let mut draws = 0;
    for (i, b) in boards(77, 150, 8..=12).into_iter().enumerate() {
        let expected = plain(b, -65, 65);
        draws += usize::from(expected == 0);
        // Any first move at the root (here the last legal one) must not change the answer.
        let last = 63 - b.legal_moves().0.leading_zeros() as u8;
        for first in [NO_MOVE, last] {
            let mut host = Quiet;
            let mut budget = Budget::new(&Limits::depth(60), &mut host);
            let (bound, sq) =
                Solver::new(&tt, &mut budget).solve_wld(b.player.0, b.opponent.0, first);
            assert_eq!(bound.signum(), expected.signum(), "board {i}: {b:?}");
            if expected < 0 {
                assert_eq!(sq, NO_MOVE, "board {i}: every move loses");
                continue;
            }
            let sq = ethello_engine::Square::from_index(sq).expect("a move");
            let kept = score_after(b, sq, plain_score).signum();
            assert_eq!(
                kept,
                expected.signum(),
                "board {i}: {sq} gives the result away"
            );
        }
    }
    assert!(draws >= 3, "the set should hold some draws, not {draws}");
}

/// A clock that advances one millisecond a reading until `freeze`, then stands still.
struct FreezingClock {
    now: u64,
    freeze: u64,
}

impl Host for FreezingClock {
    fn elapsed_ms(&mut self) -> u64 {
        self.now = (self.now + 1).min(self.freeze);
        self.now
    }
}

/// A few empties more than a time limit lets the solver take on exactly, the search deepens for 40 %
/// of the time, then solves for win, draw or loss. Given the time to finish (the clock stops at the
/// deepening's share), it never gives away a won or drawn position.
#[test]
fn beyond_the_exact_horizon_a_timed_search_keeps_a_win_or_a_draw() {
    // Exact up to 18 empties, win/draw/loss up to 21; the deepening only 2 plies deep, which alone
    // gives some of these results away.
    let limits = Limits {
        depth: 2,
        ..Limits::time(200)
    };
    let mut search = Search::new(4);
    for (i, b) in boards(5, 16, 19..=20).into_iter().enumerate() {
        let exact = solve(&mut search, b).score;
        let mut clock = FreezingClock { now: 0, freeze: 80 };
        let r = search.run(b, &limits, &mut clock);
        let Move::Play(sq) = r.best else {
            panic!("board {i}: a move")
        };
        let kept = score_after(b, sq, |after| solve(&mut search, after).score);
        if exact >= 0 {
            assert_eq!(kept.signum(), exact.signum(), "board {i}: {sq} {b:?}");
        }
    }
}

#[test]
fn midgame_search_to_the_end_equals_the_solver() {
    let mut search = Search::new(4);
    let tt = Table::new(4);
    for b in boards(7, 40, 6..=10) {
        let exact = solve(&mut search, b).score;
        let mut host = Quiet;
        let mut budget = Budget::new(&Limits::depth(60), &mut host);
        // One ply more than the empties: every leaf is a finished game, scored 100 per disc.
        let depth = b.empties().count() + 1;
        let (score, _) =
            Midgame::new(&tt, &mut budget).root(b.player.0, b.opponent.0, depth, -INF, INF);
        assert_eq!(score, 100 * exact, "{b:?}");
    }
}

/// ProbCut prunes, so the selective search may differ from the full-width one, but rarely by much:
/// over 60 midgame positions at depth 8, at least 80% of the scores agree within 4 discs and none is
/// more than 20 discs away, while the selective search visits fewer nodes in total.
#[test]
fn the_selective_search_stays_close_to_the_full_width_one_with_fewer_nodes() {
    let mut tt = Table::new(16);
    let (mut close, mut total, mut nodes_full, mut nodes_selective) = (0, 0, 0, 0);
    for b in boards(11, 60, 24..=40) {
        let (p, o) = (b.player.0, b.opponent.0);
        let mut run = |selective: bool| {
            tt.clear();
            let mut host = Quiet;
            let mut budget = Budget::new(&Limits::depth(8), &mut host);
            let (score, _) = Midgame::new(&tt, &mut budget)
                .selective(selective)
                .root(p, o, 8, -INF, INF);
            (score, budget.nodes)
        };
        let ((full, n_full), (sel, n_sel)) = (run(false), run(true));
        assert!(
            (full - sel).abs() <= 2000,
            "{b:?}: full {full}, selective {sel}"
        );
        close += ((full - sel).abs() <= 400) as u32;
        total += 1;
        (nodes_full, nodes_selective) = (nodes_full + n_full, nodes_selective + n_sel);
    }
    println!(
        "{close} of {total} within 4 discs; nodes {nodes_selective} selective, {nodes_full} full"
    );
    assert!(close * 10 >= total * 8, "{close} of {total} within 4 discs");
    assert!(
        nodes_selective < nodes_full,
        "{nodes_selective} vs {nodes_full} nodes"
    );
}

/// Iterative deepening starts its iterations in a narrow (aspiration) window around the last
/// score and widens it on a fail: at full width it must end on the very score one search with the
/// full window finds, however far the score moved from one iteration to the next.
#[test]
fn deepening_with_aspiration_windows_finds_the_full_window_score() {
    let mut tt = Table::new(4);
    for b in boards(5, 40, 20..=44) {
        let depth = 7;
        let report = Search::new(4).run(b, &Limits::depth(depth), &mut Quiet);
        let mut host = Quiet;
        let mut budget = Budget::new(&Limits::depth(depth), &mut host);
        tt.clear();
        let (score, _) =
            Midgame::new(&tt, &mut budget).root(b.player.0, b.opponent.0, depth, -INF, INF);
        let discs = (score + score.signum() * 50) / 100;
        assert_eq!(report.score, discs, "{b:?}: {score} centi-discs");
    }
}

/// A host that says "stop" from the first question on.
struct StopAtOnce;

impl Host for StopAtOnce {
    fn stopped(&mut self) -> bool {
        true
    }
}

#[test]
fn a_search_stopped_at_once_still_returns_a_legal_move() {
    for b in boards(11, 30, 8..=50) {
        let mut search = Search::new(1);
        for limits in [Limits::depth(60), Limits::depth(8), Limits::time(1000)] {
            let r = search.run(b, &limits, &mut StopAtOnce);
            assert!(is_legal(b, r.best), "{limits:?} {b:?}");
        }
        let one_node = Limits {
            nodes: Some(1),
            ..Limits::depth(60)
        };
        let r = search.run(b, &one_node, &mut Quiet);
        assert!(is_legal(b, r.best), "nodes = 1: {b:?}");
        let r = search.run(
            b,
            &Limits {
                nodes: Some(1),
                ..Limits::depth(10)
            },
            &mut Quiet,
        );
        assert!(is_legal(b, r.best), "nodes = 1, depth 10: {b:?}");
    }
}

#[test]
fn a_warm_table_never_changes_a_proven_score() {
    let positions = boards(99, 30, 12..=16);
    let fresh: Vec<i32> = positions
        .iter()
        .map(|&b| solve(&mut Search::new(2), b).score)
        .collect();
    let mut warm = Search::new(2);
    for round in 0..2 {
        for (b, &score) in positions.iter().zip(&fresh) {
            assert_eq!(solve(&mut warm, *b).score, score, "round {round}: {b:?}");
        }
    }
    // The same table after midgame searches of the same positions.
    for &b in &positions {
        warm.run(b, &Limits::depth(6), &mut Quiet);
    }
    for (b, &score) in positions.iter().zip(&fresh) {
        assert_eq!(solve(&mut warm, *b).score, score, "after midgame: {b:?}");
    }
}

#[test]
fn ffo_40_to_44_exact_scores_and_best_moves() {
    let data = include_str!("data/ffo40-59.txt");
    let mut search = Search::new(64);
    for line in data.lines().filter(|l| !l.starts_with('#')).take(5) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (pos, _) = Position::read_prefix(line).expect("a position");
        let r = solve(&mut search, pos.board);
        let score: i32 = f[2].parse().expect("a score");
        assert_eq!(r.score, score, "{}", f[5]);
        assert!(r.exact);
        let best = r.best.to_string();
        assert!(
            f[3].split(',').any(|m| m == best),
            "{}: {best} not in {}",
            f[5],
            f[3]
        );
    }
}

/// Root mean square error (discs) and correlation of `eval` (centi-discs) against `exact`.
fn accuracy(pairs: &[(f64, f64)]) -> (f64, f64) {
    let n = pairs.len() as f64;
    let rms = (pairs.iter().map(|(e, x)| (e - x).powi(2)).sum::<f64>() / n).sqrt();
    let mean = |f: &dyn Fn(&(f64, f64)) -> f64| pairs.iter().map(f).sum::<f64>() / n;
    let (me, mx) = (mean(&|p| p.0), mean(&|p| p.1));
    let cov = mean(&|p| (p.0 - me) * (p.1 - mx));
    let (ve, vx) = (mean(&|p| (p.0 - me).powi(2)), mean(&|p| (p.1 - mx).powi(2)));
    (rms, cov / (ve * vx).sqrt())
}

#[test]
fn the_trained_evaluation_predicts_exact_scores_better_than_the_handmade_one() {
    use ethello_engine::eval::{evaluate, handmade_evaluate};
    let mut search = Search::new(16);
    let (mut trained, mut handmade) = (Vec::new(), Vec::new());
    for b in boards(5, 300, 14..=18) {
        let exact = solve(&mut search, b).score as f64;
        let (p, o) = (b.player.0, b.opponent.0);
        trained.push((evaluate(p, o) as f64 / 100.0, exact));
        handmade.push((handmade_evaluate(p, o) as f64 / 100.0, exact));
    }
    let (t, h) = (accuracy(&trained), accuracy(&handmade));
    println!(
        "trained: rms {:.1} discs, r {:.2}; handmade: rms {:.1}, r {:.2}",
        t.0, t.1, h.0, h.1
    );
    assert!(
        t.0 < 0.8 * h.0 && t.1 > h.1 + 0.05,
        "trained {t:?}, handmade {h:?}"
    );
}

/// Keeps the search's progress reports (one per completed iteration).
#[derive(Default)]
struct Reports(Vec<Report>);

impl Host for Reports {
    fn progress(&mut self, report: &Report) {
        self.0.push(report.clone());
    }
}

/// The score of playing `sq` on `b`, by a fresh full-width deepening of the child to `depth - 1`.
fn value_at_depth(b: Board, sq: ethello_engine::Square, depth: u32) -> i32 {
    let child = b.play_unchecked(sq);
    let child = if child.can_move() {
        child
    } else {
        child.pass()
    };
    let r = Search::new(4).run_deepening(child, depth - 1, false, &mut Quiet);
    if child == b.play_unchecked(sq) {
        -r.score
    } else {
        r.score
    }
}

#[test]
fn an_unfinished_iteration_counts_when_it_proved_a_better_move() {
    let mut switched = 0;
    for b in boards(23, 40, 30..=44) {
        for nodes in [20_000, 50_000, 120_000, 300_000] {
            let mut reports = Reports::default();
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::depth(20)
            };
            let r = Search::new(4).run(b, &limits, &mut reports);
            let Some(last) = reports.0.last() else {
                continue;
            };
            assert!(is_legal(b, r.best), "{b:?}");
            assert_eq!(
                r.depth, last.depth,
                "{b:?}: the depth is the last completed"
            );
            if r.best == last.best {
                continue;
            }
            switched += 1;
            let (Move::Play(new), Move::Play(old)) = (r.best, last.best) else {
                panic!("{b:?}: a pass with legal moves")
            };
            // Proven one ply deeper than the last completed iteration.
            let d = last.depth + 1;
            assert!(
                value_at_depth(b, new, d) >= value_at_depth(b, old, d),
                "{b:?}: {new} replaced {old} at depth {d}"
            );
        }
    }
    assert!(
        switched >= 3,
        "only {switched} unfinished iterations changed the move"
    );
}
