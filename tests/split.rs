//! The split search (workers that share nothing but messages) against the single search: the same
//! exact scores, the same fixed-depth midgame scores, a deterministic simulator, a timed move.

use ethello_engine::random_play::random_endgames;
use ethello_engine::search::split::deepen::{nesting_for, Deepening};
use ethello_engine::search::split::simulate::{simulate, Simulated};
use ethello_engine::search::split::worker::Worker;
use ethello_engine::search::split::{Done, Task, Work};
use ethello_engine::search::threads::Pool;
use ethello_engine::search::{Limits, Quiet, Report, Search};
use ethello_engine::{Bitboard, Board, Move, Position, Square};

fn workers(n: usize) -> Vec<Worker> {
    (0..n).map(|i| Worker::new(i, Search::new(4))).collect()
}

fn simulated(board: Board, limits: &Limits, n: usize) -> Simulated {
    simulate(&mut workers(n), &mut Deepening::new(board, limits, true, 0))
}

/// The exact score of `board` by the single solver.
fn exact(board: Board) -> i32 {
    Search::new(4)
        .run(board, &Limits::depth(60), &mut Quiet)
        .score
}

/// Asserts that the move of `r` reaches its exact score on `board`.
fn assert_reaches(board: Board, r: &Report) {
    let Move::Play(sq) = r.best else {
        panic!("{board:?}: a pass where a move exists")
    };
    let next = board.play(sq).expect("a legal move");
    let reached = match (next.is_game_over(), next.can_move()) {
        (true, _) => -next.final_score(),
        (false, true) => -exact(next),
        (false, false) => exact(next.pass()),
    };
    assert_eq!(reached, r.score, "{board:?}: {sq} does not reach the score");
}

#[test]
fn the_split_solve_gets_the_single_solvers_scores_on_random_positions() {
    let mut pool = Pool::new(2, |_| Search::new(4));
    for (i, pos) in random_endgames(32, 10, 14..=18).into_iter().enumerate() {
        let b = pos.board;
        let score = exact(b);
        let n = 1 + i % 3;
        let sim = simulated(b, &Limits::depth(60), n);
        assert!(sim.report.exact, "{pos}");
        assert_eq!(sim.report.score, score, "{pos} on {n} simulated workers");
        assert_reaches(b, &sim.report);
        let threads = pool.run(b, &Limits::depth(60), &mut Quiet);
        assert_eq!(threads.score, score, "{pos} on 2 threads");
        assert_reaches(b, &threads);
    }
}

#[test]
fn the_split_solve_gets_the_ffo_scores() {
    let data = include_str!("data/ffo40-59.txt");
    let mut pool = Pool::new(3, |_| Search::new(16));
    for line in data.lines().filter(|l| !l.starts_with('#')).take(2) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (pos, _) = Position::read_prefix(line).expect("a position");
        let r = pool.run(pos.board, &Limits::depth(60), &mut Quiet);
        assert_eq!(
            r.score.to_string(),
            f[2].trim_start_matches('+'),
            "{}",
            f[5]
        );
        assert!(r.exact);
    }
}

#[test]
fn at_a_fixed_depth_without_probcut_the_split_finds_the_single_searchs_score() {
    let mut pools = [2, 3].map(|n| Pool::new(n, |_| Search::new(4)));
    for (i, pos) in random_endgames(9, 8, 30..=44).into_iter().enumerate() {
        let b = pos.board;
        let depth = 3 + i as u32 % 4;
        let limits = Limits::depth(depth);
        let single = Search::new(4).run(b, &limits, &mut Quiet);
        for n in 1..=3 {
            let sim = simulated(b, &limits, n);
            assert_eq!(
                sim.report.score, single.score,
                "{pos} depth {depth}, {n} simulated"
            );
            assert_eq!(sim.report.depth, depth);
        }
        for pool in &mut pools {
            let r = pool.run(b, &limits, &mut Quiet);
            let n = pool.workers();
            assert_eq!(r.score, single.score, "{pos} depth {depth}, {n} threads");
        }
    }
}

/// Two archive positions at move 20 (WTHOR 2018) where every move failed low twice in a row in
/// the aspiration window of depth 5: the bounds proven by the first failure already settle the
/// widened window, so the split must widen again by itself. It used to stall there (no task, no
/// result) and stop at depth 4 (docs/experiments/parallel.md).
const STALLED: [&str; 2] = [
    "-------------O-----XXOOO---XXXOO---XXOXO---OOO-O---OO--O-----O-- X",
    "--X-------X-O---OOOOO----OOOOO--XOOOOO---OOOOO------------------ X",
];

#[test]
fn a_window_that_fails_twice_on_what_is_known_widens_again_instead_of_stalling() {
    let mut pool = Pool::new(2, |_| Search::new(4));
    for text in STALLED {
        let board = text.parse::<Position>().expect("a position").board;
        for depth in [6, 7] {
            let limits = Limits::depth(depth);
            let single = Search::new(4).run(board, &limits, &mut Quiet);
            for n in 1..=3 {
                let sim = simulated(board, &limits, n);
                assert_eq!(sim.report.depth, depth, "{text}: {n} simulated workers");
                assert_eq!(
                    sim.report.score, single.score,
                    "{text}: {n} simulated workers"
                );
            }
            let threads = pool.run(board, &limits, &mut Quiet);
            assert_eq!(threads.depth, depth, "{text}: 2 threads");
            assert_eq!(threads.score, single.score, "{text}: 2 threads");
        }
    }
}

#[test]
fn splits_nested_below_the_root_keep_the_single_searchs_scores() {
    // Depth 9 (the eldest's child searched to 8, its children to 7: both split) and 20 empties
    // (children of 19, grandchildren of 18 empties: both split).
    let exact = random_endgames(17, 2, 20..=20).into_iter().map(|p| (p, 60));
    let midgame = random_endgames(18, 2, 30..=30).into_iter().map(|p| (p, 9));
    for (i, (pos, depth)) in exact.chain(midgame).enumerate() {
        let b = pos.board;
        let limits = Limits::depth(depth);
        let single = Search::new(4).run(b, &limits, &mut Quiet);
        let n = 2 + i % 2;
        let driver = Deepening::new(b, &limits, true, 0).with_nesting(3);
        let sim = simulate(&mut workers(n), &mut { driver });
        assert_eq!(sim.report.score, single.score, "{pos}, {n} simulated");
        if sim.report.exact {
            assert_reaches(b, &sim.report);
        }
    }
}

#[test]
fn four_threads_split_below_the_root_by_default_and_keep_the_single_searchs_scores() {
    assert_eq!(nesting_for(2), 0);
    assert_eq!(
        nesting_for(4),
        2,
        "four workers or more split the best moves below the root"
    );
    let mut pool = Pool::new(4, |_| Search::new(4));
    let exact = random_endgames(17, 2, 20..=20).into_iter().map(|p| (p, 60));
    let midgame = random_endgames(18, 2, 30..=30).into_iter().map(|p| (p, 9));
    for (pos, depth) in exact.chain(midgame) {
        let b = pos.board;
        let limits = Limits::depth(depth);
        let single = Search::new(4).run(b, &limits, &mut Quiet);
        let threads = pool.run(b, &limits, &mut Quiet);
        assert_eq!(
            threads.score, single.score,
            "{pos} at depth {depth}, 4 threads"
        );
        assert_eq!(threads.depth, single.depth, "{pos}");
        if threads.exact {
            assert_reaches(b, &threads);
        }
    }
}

#[test]
fn the_simulator_is_deterministic() {
    let pos = &random_endgames(5, 1, 36..=36)[0];
    let a = simulated(pos.board, &Limits::depth(7), 4);
    let b = simulated(pos.board, &Limits::depth(7), 4);
    assert_eq!(a, b);
    assert!(a.makespan < a.nodes, "4 workers overlap: {a:?}");
    assert_eq!(a.busy.iter().sum::<u64>(), a.nodes);
}

#[test]
fn tasks_and_answers_survive_a_trip_as_json() {
    let board = Board::new(Bitboard(0x0810_0000_0000), Bitboard(0x1008_0000_0000)).unwrap();
    let task = Task {
        id: 7,
        search: 3,
        board,
        work: Work::Midgame {
            depth: 9,
            selective: true,
        },
        alpha: -101,
        beta: -100,
    };
    let text = serde_json::to_string(&task).unwrap();
    assert_eq!(serde_json::from_str::<Task>(&text).unwrap(), task);
    // Bitboards travel as 16 hex digits: a JavaScript number would round a full one.
    let full = Task {
        board: Board::new(Bitboard(u64::MAX - 1), Bitboard(1)).unwrap(),
        ..task
    };
    let text = serde_json::to_string(&full).unwrap();
    let board = "\"board\":[\"fffffffffffffffe\",\"0000000000000001\"]";
    assert!(text.contains(board), "{text}");
    assert_eq!(serde_json::from_str::<Task>(&text).unwrap(), full);
    // The sides must not overlap.
    let overlapping = text.replace("0000000000000001", "0000000000000002");
    let err = serde_json::from_str::<Task>(&overlapping).unwrap_err();
    assert!(err.to_string().contains("overlap"), "{err}");
    let short = text.replace("fffffffffffffffe", "fffe");
    let err = serde_json::from_str::<Task>(&short).unwrap_err();
    assert!(err.to_string().contains("16 hex digits"), "{err}");
    let bad = text.replace("fffffffffffffffe", "fffffffffffffffg");
    assert!(serde_json::from_str::<Task>(&bad).is_err());
    let done = Done {
        id: 7,
        worker: 2,
        score: Some(-64),
        nodes: 1 << 40,
        best: "d3".parse().ok(),
    };
    let text = serde_json::to_string(&done).unwrap();
    assert_eq!(serde_json::from_str::<Done>(&text).unwrap(), done);
    // A worker that names no move says so with none, not with a sentinel square number.
    let none = Done { best: None, ..done };
    let text = serde_json::to_string(&none).unwrap();
    assert_eq!(serde_json::from_str::<Done>(&text).unwrap(), none);
}

/// A clock for the timed test.
struct Clock(std::time::Instant);

impl ethello_engine::search::Host for Clock {
    fn elapsed_ms(&mut self) -> u64 {
        self.0.elapsed().as_millis() as u64
    }
}

#[test]
fn a_timed_move_on_two_threads_is_legal_and_on_time() {
    // The evaluation's weights are unpacked on first use: not on the clock.
    ethello_engine::eval::prepare();
    let mut pool = Pool::new(2, |_| Search::new(4));
    for pos in random_endgames(3, 4, 26..=40) {
        let start = std::time::Instant::now();
        let r = pool.run(pos.board, &Limits::time(100), &mut Clock(start));
        let ms = start.elapsed().as_millis();
        assert!(ms < 300, "{pos}: {ms} ms");
        let Move::Play(sq) = r.best else {
            panic!("{pos}: a pass")
        };
        assert!(pos.board.is_legal(sq), "{pos}");
        assert!(r.depth >= 4, "{pos}: depth {}", r.depth);
    }
}

/// A scripted worker for the clock tests: the score (centi-discs, the root's side) of root move
/// `sq` at an iteration of `depth` plies, answered exactly whatever the task's window (a true
/// fail-soft bound).
struct Oracle<F: Fn(u8, u32) -> i32> {
    root: Board,
    score: F,
}

impl<F: Fn(u8, u32) -> i32> Oracle<F> {
    /// The root move whose child `task` searches, and the iteration's depth.
    fn read(&self, task: &Task) -> (u8, u32) {
        let sq = self
            .root
            .legal_moves()
            .squares()
            .find(|&sq| {
                let child = self.root.play(sq).expect("a legal move");
                child == task.board
            })
            .expect("a task for a child of the root");
        let Work::Midgame { depth, .. } = task.work else {
            panic!("a midgame task")
        };
        (sq.index(), depth + 1)
    }

    /// The answer to `task`.
    fn answer(&self, task: &Task) -> Done {
        let (sq, depth) = self.read(task);
        Done {
            id: task.id,
            worker: 0,
            score: Some(-(self.score)(sq, depth)),
            nodes: 1,
            best: None,
        }
    }
}

/// A host whose clock stands still at `ms`.
struct Frozen(u64);

impl ethello_engine::search::Host for Frozen {
    fn elapsed_ms(&mut self) -> u64 {
        self.0
    }
}

/// Runs `driver`'s tasks through `oracle` one at a time until `until` holds.
fn drive<F: Fn(u8, u32) -> i32>(
    driver: &mut Deepening,
    oracle: &Oracle<F>,
    host: &mut Frozen,
    until: impl Fn(&Deepening) -> bool,
) {
    while !until(driver) && !driver.finished() {
        let task = driver
            .next_task(0)
            .expect("a task while the search is open");
        driver.on_done(&oracle.answer(&task), host);
    }
}

/// The start position's four moves, in square order.
fn start_moves() -> Vec<u8> {
    Board::start()
        .legal_moves()
        .squares()
        .map(|s| s.index())
        .collect()
}

#[test]
fn an_iteration_that_changes_its_mind_late_moves_the_deadline_within_the_longest() {
    let moves = start_moves();
    let (first, other) = (moves[0], moves[1]);
    // One move is best to depth 5, another from depth 6 on: a hard move, as for the single search.
    let oracle = Oracle {
        root: Board::start(),
        score: |sq, depth| match (sq, depth) {
            (sq, 1..=5) if sq == first => 100,
            (sq, 6..) if sq == other => 300,
            _ => 0,
        },
    };
    for (limits, hard) in [(Limits::game(100, 300), 200), (Limits::game(100, 150), 150)] {
        let mut driver = Deepening::new(Board::start(), &limits, true, 0);
        let mut clock = Frozen(0);
        drive(&mut driver, &oracle, &mut clock, |d| d.report().depth == 5);
        assert_eq!(driver.deadline_ms(), Some(100), "no change of mind yet");
        drive(&mut driver, &oracle, &mut clock, |d| d.report().depth == 6);
        assert_eq!(
            driver.report().best,
            Move::Play(Square::from_index(other).unwrap())
        );
        assert_eq!(driver.deadline_ms(), Some(hard), "{limits:?}");
        // 45 % of the usual time is spent, but not of the hard move's: the deepening goes on.
        clock.0 = 50;
        drive(&mut driver, &oracle, &mut clock, |d| d.report().depth == 7);
        assert!(!driver.finished());
    }
    // A fixed time per move has no longer move to give.
    let mut driver = Deepening::new(Board::start(), &Limits::time(100), true, 0);
    drive(&mut driver, &oracle, &mut Frozen(0), |d| {
        d.report().depth == 6
    });
    assert_eq!(driver.deadline_ms(), Some(100));
}

#[test]
fn an_unfinished_iteration_counts_when_it_proved_a_move_better_than_the_last_choice() {
    let moves = start_moves();
    let (first, better) = (moves[0], moves[2]);
    let oracle = Oracle {
        root: Board::start(),
        score: |sq, depth| match (sq, depth) {
            (sq, 1) if sq == first => 100,
            (sq, 2) if sq == better => 300,
            _ => 0,
        },
    };
    for proven in [true, false] {
        let mut driver = Deepening::new(Board::start(), &Limits::time(100), true, 0);
        let mut clock = Frozen(0);
        drive(&mut driver, &oracle, &mut clock, |d| d.report().depth == 1);
        let chosen = Move::Play(Square::from_index(first).unwrap());
        assert_eq!(driver.report().best, chosen);
        // Depth 2: the eldest (the last choice) first, then tests of the others, until the
        // better one has answered (or, the second time, just before).
        loop {
            let task = driver.next_task(0).expect("a task");
            let (sq, _) = oracle.read(&task);
            if sq == better && !proven {
                break;
            }
            driver.on_done(&oracle.answer(&task), &mut clock);
            if sq == better {
                break;
            }
        }
        driver.stop();
        let r = driver.report();
        assert_eq!(r.depth, 1, "the depth stays the last completed one");
        match proven {
            true => {
                assert_eq!(r.best, Move::Play(Square::from_index(better).unwrap()));
                assert_eq!(r.score, 3, "the proof's lower bound, in discs");
            }
            false => assert_eq!(r.best, chosen),
        }
    }
}

/// Runs `driver`'s tasks one at a time on `worker` (a real search) until `until` holds, with the
/// clock at `host`; asserts each task's work with `check`.
fn run_on(
    driver: &mut Deepening,
    worker: &mut Worker,
    host: &mut Frozen,
    until: impl Fn(&Deepening) -> bool,
    check: impl Fn(&Task),
) {
    while !until(driver) && !driver.finished() {
        let task = driver
            .next_task(0)
            .expect("a task while the search is open");
        check(&task);
        let done = worker.run(&task, &mut Quiet);
        driver.on_done(&done, host);
    }
}

/// Asserts a task of the win/draw/loss stage: exact, in the window `(-1, 1)`.
fn win_draw_loss_task(task: &Task) {
    assert_eq!(task.work, Work::Exact, "{task:?}");
    assert!(task.alpha >= -1 && task.beta <= 1, "{task:?}");
}

#[test]
fn a_few_empties_beyond_the_horizon_the_split_deepens_then_proves_a_win_or_draw() {
    // At 200 ms a move the single search solves from 18 empties, and win/draw/loss up to 21: with
    // 20 empties, 40 % of the time deepens, then a win/draw/loss split runs to the longest.
    let limits = Limits::time(200);
    let mut results = Vec::new();
    for (i, pos) in random_endgames(21, 6, 20..=20).into_iter().enumerate() {
        let board = pos.board;
        let mut driver = Deepening::new(board, &limits, true, 0);
        assert_eq!(driver.deadline_ms(), Some(80), "{pos}: 40 % of 200 ms");
        let mut worker = Worker::new(0, Search::new(4));
        let mut clock = Frozen(0);
        run_on(
            &mut driver,
            &mut worker,
            &mut clock,
            |d| d.report().depth >= 3,
            |_| {},
        );
        // The first position's deadline passes mid-iteration; the others' deepening ends by
        // the 45 % rule (of the 80 ms) after an iteration.
        match i {
            0 => driver.time_up(),
            _ => clock.0 = 40,
        }
        run_on(
            &mut driver,
            &mut worker,
            &mut clock,
            |d| d.deadline_ms() == Some(200),
            |_| {},
        );
        assert!(!driver.finished(), "{pos}: the win/draw/loss stage is open");
        let deepened = driver.report().best;
        run_on(
            &mut driver,
            &mut worker,
            &mut clock,
            |_| false,
            win_draw_loss_task,
        );
        let r = driver.report();
        let value = exact(board);
        results.push(value.signum());
        match value.signum() {
            -1 => assert_eq!(r.best, deepened, "{pos}: every move loses"),
            _ => {
                let Move::Play(sq) = r.best else {
                    panic!("{pos}: a pass")
                };
                let after = board.play(sq).expect("a legal move");
                let reached = match after.can_move() {
                    true => -exact(after),
                    false => exact(after.pass()),
                };
                assert_eq!(
                    reached.signum(),
                    value.signum(),
                    "{pos}: {sq} does not keep the result"
                );
                assert_eq!(
                    r.score.signum(),
                    value.signum(),
                    "{pos}: the reported result"
                );
            }
        }
        assert!(
            !r.exact && r.depth >= 3,
            "{pos}: still the deepening's estimate"
        );
    }
    assert!(
        results.contains(&1) && results.contains(&-1),
        "wins and losses: {results:?}"
    );
}

#[test]
fn a_win_draw_loss_stage_that_runs_out_of_time_keeps_the_deepening_move() {
    let board = random_endgames(5, 1, 21..=21)[0].board;
    let mut driver = Deepening::new(board, &Limits::time(200), true, 0);
    let mut worker = Worker::new(0, Search::new(4));
    run_on(
        &mut driver,
        &mut worker,
        &mut Frozen(0),
        |d| d.report().depth >= 2,
        |_| {},
    );
    let deepened = driver.report();
    driver.time_up();
    assert_eq!(driver.deadline_ms(), Some(200));
    let task = driver
        .next_task(0)
        .expect("the win/draw/loss stage's first task");
    win_draw_loss_task(&task);
    // The stage's deadline (200 ms) passes.
    driver.time_up();
    assert!(driver.finished());
    assert_eq!(driver.report().best, deepened.best);
    assert_eq!(driver.report().score, deepened.score);
}

#[test]
fn within_the_exact_horizon_or_without_a_clock_no_win_draw_loss_stage() {
    // 18 empties at 200 ms: an exact solve; a fixed depth: no clock, no stage.
    let board = random_endgames(8, 1, 18..=18)[0].board;
    let driver = Deepening::new(board, &Limits::time(200), true, 0);
    assert_eq!(driver.deadline_ms(), Some(200));
    let board = random_endgames(8, 1, 20..=20)[0].board;
    let mut driver = Deepening::new(board, &Limits::depth(2), true, 0);
    run_on(
        &mut driver,
        &mut Worker::new(0, Search::new(4)),
        &mut Frozen(0),
        |_| false,
        |t| assert!(matches!(t.work, Work::Midgame { .. }), "{t:?}"),
    );
    assert_eq!(driver.report().depth, 2);
}
