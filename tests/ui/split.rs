//! Slick Willy's move split over the pool: the page runs the coordinator and every ready worker
//! searches tasks. The workers are played by the test with the engine's own split worker, and the
//! page's clock by the test too (it moves on a little with each answer).

use super::pool::{pool_page, posts, ready_message, say};
use super::*;
use ethello_engine::search::split::Worker;
use ethello_engine::search::split::{Done, Task, Work};
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::{Board, TimeControl};
use ethello_ui::SPLIT_FROM;

/// A 2018 archive game's first 30 moves: black to move, out of the book.
const MIDGAME: &str = "f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7";

/// The page clock moves on this much with each answer (ms).
const STEP_MS: f64 = 2.0;

/// A page with `cores` cores and its pool ready, Willy's time 100 ms, where Willy (black, full
/// strength) is to move after `moves`: the effects of loading the game.
fn willy_to_move(cores: u32, moves: &str) -> (Model, Vec<Effect>) {
    let mut m = pool_page(cores);
    let fx = load_willy(&mut m, moves);
    (m, fx)
}

/// Willy's time set to 100 ms, and a game where Willy (black, full strength) is to move after
/// `moves` loaded: the effects of loading it.
fn load_willy(m: &mut Model, moves: &str) -> Vec<Effect> {
    update(m, Msg::WillyMs(100));
    let game = Game::from_transcript(moves).unwrap();
    let settings = Settings {
        setup: Setup::Against {
            character: Character::Willy,
            computer: Color::Black,
        },
        ..Settings::default()
    };
    let text = SaveGame::from_game(&game, &settings, None).to_text();
    let name = "willy.etl".into();
    let bytes = text.into_bytes();
    update(m, Msg::FileRead { name, bytes })
}

/// The split tasks among `fx`: slot, request id, task, stop.
fn tasks(fx: &[Effect]) -> Vec<(usize, u32, Task, Option<u64>)> {
    posts(fx)
        .into_iter()
        .filter_map(|(slot, request)| match request {
            ToWorker::Split { id, task, stop_ms } => Some((slot, id, task, stop_ms)),
            _ => None,
        })
        .collect()
}

/// The beat's request id among `fx`.
fn beat_id(fx: &[Effect]) -> Option<u32> {
    fx.iter().find_map(|e| match e {
        Effect::After { msg, .. } => match **msg {
            Msg::Beat { id } => Some(id),
            _ => None,
        },
        _ => None,
    })
}

/// The test's workers, one per slot, and the tasks posted to them and not answered yet.
struct Workers {
    searchers: Vec<Worker>,
    out: Vec<(usize, u32, Task, Option<u64>)>,
}

impl Workers {
    /// Workers for the tasks posted in `fx`.
    fn new(fx: &[Effect]) -> Workers {
        Workers {
            searchers: (0..8).map(|i| Worker::new(i, Search::new(1))).collect(),
            out: tasks(fx),
        }
    }

    /// The oldest task out is searched by its slot's worker and answered (stopped, with no score,
    /// when asked),
    /// the clock moving on [`STEP_MS`]; returns the page's effects (`None`: no task was out).
    fn answer(&mut self, m: &mut Model, stopped: bool) -> Option<Vec<Effect>> {
        if self.out.is_empty() {
            return None;
        }
        let (slot, id, task, _) = self.out.remove(0);
        let done = self.searchers[slot].run(&task, &mut Quiet);
        let done = match stopped {
            true => Done {
                score: None,
                ..done
            },
            false => done,
        };
        m.now_ms += STEP_MS;
        let fx = say(m, slot, FromWorker::Split { id, done });
        self.out.extend(tasks(&fx));
        Some(fx)
    }

    /// Answers until the move is played or no task is out; returns the answers given and every
    /// effect.
    fn serve(&mut self, m: &mut Model) -> (usize, Vec<Effect>) {
        let moves = m.game.record.moves().len();
        let (mut answers, mut all) = (0, Vec::new());
        while m.game.record.moves().len() == moves {
            let Some(fx) = self.answer(m, false) else {
                break;
            };
            answers += 1;
            all.extend(fx);
        }
        (answers, all)
    }
}

#[test]
fn willys_move_on_two_workers_is_split_over_both_and_played_once() {
    assert_eq!(SPLIT_FROM, 2);
    // Two cores, the Automatic pool: both workers split, no core is kept from the move.
    let (mut m, fx) = willy_to_move(2, MIDGAME);
    assert_eq!(m.worker.ready_slots(), vec![0, 1]);
    assert!(think(&fx).is_none(), "no single worker thinks alone");
    let first = tasks(&fx);
    assert_eq!(first.len(), 1, "the eldest move is searched alone first");
    let (slot, _, _, stop_ms) = first[0];
    assert!(slot == 0 && stop_ms.is_some_and(|ms| ms > 0));
    assert!(m.is_thinking());
    let before = m.game.record.position();
    update(
        &mut m,
        Msg::Beat {
            id: beat_id(&fx).unwrap(),
        },
    );
    assert_eq!(
        m.game.record.moves().len(),
        30,
        "the beat alone plays nothing"
    );
    let (answers, all) = Workers::new(&fx).serve(&mut m);
    assert_eq!(
        m.game.record.moves().len(),
        31,
        "played after {answers} answers"
    );
    let played = m.game.record.squares().last().unwrap();
    assert!(before.board.legal_moves().contains(played));
    assert!(answers > 10, "several iterations: {answers} tasks");
    // Both workers searched, and the page is free: no task out, no worker replaced.
    let used: Vec<usize> = tasks(&all).iter().map(|t| t.0).collect();
    assert!(used.contains(&0) && used.contains(&1) && !used.contains(&2));
    assert!(!m.worker.busy() && m.worker.split.is_none());
    assert!(!all.iter().any(|e| matches!(e, Effect::SpawnWorker { .. })));
    assert!(!m.is_thinking());
    let search = m
        .worker
        .last_move
        .expect("the page notes how the move was found");
    assert!(
        search.workers == 2 && search.depth >= 2 && search.nodes > 0,
        "{search:?}"
    );
    assert!(search.ms > 0 && search.ms <= 1000, "{search:?}");
}

#[test]
fn on_four_workers_the_move_is_shared_by_more_than_two_and_played_once() {
    // Four cores: four workers, the best moves also split below the root (`nesting_for`).
    let (mut m, fx) = willy_to_move(4, MIDGAME);
    assert_eq!(m.worker.ready_slots(), vec![0, 1, 2, 3]);
    let before = m.game.record.position();
    let id = beat_id(&fx).unwrap();
    update(&mut m, Msg::Beat { id });
    let (answers, all) = Workers::new(&fx).serve(&mut m);
    assert_eq!(
        m.game.record.moves().len(),
        31,
        "played after {answers} answers"
    );
    assert!(before
        .board
        .legal_moves()
        .contains(m.game.record.squares().last().unwrap()));
    let mut used: Vec<usize> = tasks(&all).iter().map(|t| t.0).collect();
    used.sort_unstable();
    used.dedup();
    assert!(used.len() >= 3, "workers used: {used:?}");
    assert!(!m.worker.busy() && m.worker.split.is_none());
    let search = m.worker.last_move.expect("the move's search is noted");
    assert_eq!(search.workers, 4, "{search:?}");
}

#[test]
fn one_worker_thinks_alone_and_so_do_book_positions() {
    let (m, fx) = willy_to_move(1, MIDGAME);
    assert_eq!(m.worker.ready_slots().len(), 1);
    assert!(think(&fx).is_some() && tasks(&fx).is_empty());

    // One worker chosen in the Options on two cores: alone too.
    let mut m = pool_page(2);
    update(&mut m, Msg::Workers(1));
    assert_eq!(m.worker.ready_slots().len(), 1);
    let fx = load_willy(&mut m, MIDGAME);
    assert!(think(&fx).is_some() && tasks(&fx).is_empty());

    // Where the board may be in the opening book, one worker answers: its brain has the book,
    // which the page does not download.
    let (_, fx) = willy_to_move(2, "f5d6");
    assert!(tasks(&fx).is_empty() && think(&fx).is_some());
}

/// The limits the page sent with a move request among `fx` (its timekeeper's).
fn sent_limits(fx: &[Effect]) -> Option<Limits> {
    posts(fx)
        .into_iter()
        .find_map(|(_, request)| match request {
            ToWorker::Think {
                control: TimeControl::Fixed(limits),
                ..
            } => Some(limits),
            _ => None,
        })
}

#[test]
fn willys_time_bank_lives_in_the_page_even_when_one_worker_searches() {
    // One worker: the page sends the limits its game's timekeeper made (Willy's setting of 100 ms,
    // nothing banked yet, a hard move up to twice that); the worker only searches within them.
    let (mut m, fx) = willy_to_move(1, MIDGAME);
    let first = sent_limits(&fx).expect("the page's limits");
    assert_eq!((first.time_ms, first.max_time_ms), (Some(100), Some(200)));
    // The worker answers a searched move 20 ms later on the page's clock: the bank keeps 80 ms.
    let (id, position, _) = think(&fx).unwrap();
    m.now_ms += 20.0;
    let best = FromWorker::Best {
        id,
        best: Move::Play(first_legal(position)),
        score: 0,
        exact: false,
        depth: 6,
        nodes: 1000,
    };
    say(&mut m, 0, best);
    update(&mut m, Msg::Beat { id });
    assert_eq!(m.game.record.moves().len(), 31);
    // The human replies: Willy's next move may take more than his setting, what the last one left
    // spread over his searched moves to come (80 ms over 5 at 28 empties).
    let reply = first_legal(m.game.record.position());
    let fx = update(&mut m, Msg::Click(reply));
    let second = sent_limits(&fx).expect("Willy thinks again");
    assert_eq!(second.time_ms, Some(116), "{second:?}");
}

#[test]
fn at_the_deadline_the_move_waits_for_the_stopped_tasks_and_replaces_no_worker() {
    let (mut m, fx) = willy_to_move(2, MIDGAME);
    let id = beat_id(&fx).unwrap();
    let deadline = fx
        .iter()
        .find_map(|e| match e {
            Effect::After { ms, msg } if **msg == Msg::MoveDeadline { id } => Some(*ms),
            _ => None,
        })
        .expect("a deadline timer");
    update(&mut m, Msg::Beat { id });
    let mut workers = Workers::new(&fx);
    while workers.out.len() < 2 {
        workers.answer(&mut m, false).expect("tasks go on");
    }
    m.now_ms = deadline;
    let fx = update(&mut m, Msg::MoveDeadline { id });
    assert!(!spawned(&fx), "the tasks stop by themselves");
    assert!(m.worker.move_job().is_some_and(|mv| mv.answer.is_some()));
    assert!(m.worker.split.is_none() && m.worker.busy());
    assert_eq!(
        m.game.record.moves().len(),
        30,
        "the move waits for its workers"
    );
    // The stopped tasks answer; the move comes with the last one, and nothing is asked of them.
    let fx = workers.answer(&mut m, true).unwrap();
    assert!(tasks(&fx).is_empty() && m.game.record.moves().len() == 30);
    let fx = workers.answer(&mut m, true).unwrap();
    assert!(!spawned(&fx) && m.game.record.moves().len() == 31);
    assert!(!m.worker.busy() && m.worker.running.is_none());
}

#[test]
fn a_worker_that_dies_on_its_task_is_replaced_and_the_move_still_comes_once() {
    let (mut m, fx) = willy_to_move(2, MIDGAME);
    update(
        &mut m,
        Msg::Beat {
            id: beat_id(&fx).unwrap(),
        },
    );
    let mut workers = Workers::new(&fx);
    while !workers.out.iter().any(|t| t.0 == 1) {
        workers.answer(&mut m, false).expect("tasks go on");
    }
    let lost = workers.out.iter().position(|t| t.0 == 1).unwrap();
    let lost = workers.out.remove(lost);
    let generation = m.worker.slots[1].generation;
    let why = "crashed".to_string();
    let died = update(&mut m, Msg::WorkerDied { generation, why });
    assert!(spawned(&died) && m.alert.is_none());
    // Slot 0 goes on meanwhile; the replacement's Ready reposts the lost task as it was.
    workers.answer(&mut m, false);
    let again = say(&mut m, 1, ready_message());
    let reposted = tasks(&again);
    assert_eq!(reposted.first().map(|t| (t.0, t.2)), Some((1, lost.2)));
    workers.out.extend(reposted);
    let (_, all) = workers.serve(&mut m);
    assert_eq!(m.game.record.moves().len(), 31);
    assert!(!m.worker.busy() && m.alert.is_none());
    assert!(!all.iter().any(|e| matches!(e, Effect::SpawnWorker { .. })));
}

/// A game 40 moves in: black to move with 20 empties, beyond the exact horizon of 100 ms (18
/// empties) but within its win/draw/loss band.
const TWENTY_EMPTIES: &str =
    "c4e3f6e6d6c5c6d7f5f4e7c7d8g5d3c2d2c1g6b5b4e2f3c3f2a5a3b3h6f8c8f7b6e8b7g3g4h3d1a8";

/// The timer of move request `id` among `fx`, in ms.
fn deadline_timer(fx: &[Effect], id: u32) -> Option<f64> {
    fx.iter().find_map(|e| match e {
        Effect::After { ms, msg } if **msg == Msg::MoveDeadline { id } => Some(*ms),
        _ => None,
    })
}

#[test]
fn near_the_end_the_deadline_hands_the_split_over_to_a_win_draw_loss_solve() {
    let (mut m, fx) = willy_to_move(2, TWENTY_EMPTIES);
    let before = m.game.record.position();
    assert_eq!(before.board.empties().count(), 20);
    let id = beat_id(&fx).unwrap();
    assert_eq!(
        deadline_timer(&fx, id),
        Some(40.0),
        "the deepening gets 40 % of 100 ms"
    );
    update(&mut m, Msg::Beat { id });
    let mut workers = Workers::new(&fx);
    for _ in 0..4 {
        workers
            .answer(&mut m, false)
            .expect("the deepening goes on");
    }
    m.now_ms = 40.0;
    let fx = update(&mut m, Msg::MoveDeadline { id });
    assert!(
        !spawned(&fx) && m.worker.split.is_some(),
        "the search goes on"
    );
    // A new timer for the rest of the time, up to the longest Willy's time bank allows (as the
    // single search's win/draw/loss solve).
    let rest = deadline_timer(&fx, id).expect("a new timer");
    assert!(rest >= 60.0, "{rest} ms");
    workers.out.extend(tasks(&fx));
    // The deepening's tasks answer stopped; from then on every task asks win, draw or loss.
    let mut stage = Vec::new();
    while m.game.record.moves().len() == 40 {
        let stale = workers.out.first().is_some_and(|t| t.2.work != Work::Exact);
        let fx = workers
            .answer(&mut m, stale)
            .expect("a task until the move");
        stage.extend(tasks(&fx).into_iter().map(|t| t.2));
    }
    assert!(!stage.is_empty());
    for task in &stage {
        assert!(
            task.work == Work::Exact && task.alpha >= -1 && task.beta <= 1,
            "{task:?}"
        );
    }
    let played = m.game.record.squares().last().unwrap();
    let value = |b: Board| Search::new(4).run(b, &Limits::depth(60), &mut Quiet).score;
    let after = before.board.play(played).unwrap();
    let kept = -value(after);
    assert!(value(before.board) < 0 || kept.signum() == value(before.board).signum());
    assert!(!m.worker.busy() && m.worker.split.is_none() && !m.is_thinking());
}
