//! Training through the state machine: the puzzle file fetched once, a puzzle solved and missed
//! (retry, next, daily, a link), the rating after a first try and after a game (a game with hints
//! is not rated), the mistakes of a reviewed game replayed with the worker's values, the opening
//! trainer's book moves and its stop, and the progress exported, imported and refused.

use super::*;
use ethello_engine::hints::Hint;
use ethello_model::training::day::Day;
use ethello_model::training::pick;
use ethello_model::training::progress::{self, Mistake, Progress};
use ethello_model::training::puzzle::Puzzle;
use ethello_model::training::repetition::Schedule;
use ethello_model::training::set::PuzzleSet;
use ethello_ui::{review, Drill, MistakeState, OpeningState, TrainMsg};

/// The shipped puzzle file.
pub(super) const PUZZLES: &str = include_str!("../../www/data/puzzles.txt");

/// The day the tests are on.
pub(super) fn today() -> Day {
    Day::from_date(2026, 11, 27).unwrap()
}

/// A started page, its worker ready, on `today()`, with `progress` stored.
pub(super) fn train_page(progress: Option<&Progress>) -> Model {
    let mut m = Model::new(7, ethello_ui::Words::english());
    let startup = Startup {
        today: today(),
        progress: progress.map(|p| p.to_text(&[], &[], today())),
        ..startup(None, None)
    };
    update(&mut m, Msg::Started(startup));
    ready(&mut m);
    m
}

/// Sends a training message.
pub(super) fn train(m: &mut Model, msg: TrainMsg) -> Vec<Effect> {
    update(m, Msg::Train(msg))
}

/// The page with the puzzles loaded (Train opened, the file come).
pub(super) fn loaded() -> Model {
    let mut m = train_page(None);
    let fx = train(&mut m, TrainMsg::Open);
    assert!(fx.contains(&Effect::FetchPuzzles));
    train(&mut m, TrainMsg::PuzzlesLoaded(PUZZLES.into()));
    m
}

/// The puzzle on the board.
fn puzzle_on(m: &Model) -> Puzzle {
    match &m.train.drill {
        Some(Drill::Puzzle { solving, .. }) => solving.puzzle.clone(),
        other => panic!("no puzzle on the board: {other:?}"),
    }
}

/// A shipped puzzle of two steps.
pub(super) fn two_steps() -> Puzzle {
    let set = PuzzleSet::parse(PUZZLES).unwrap();
    set.puzzles()
        .iter()
        .find(|p| p.steps.len() == 2)
        .cloned()
        .expect("a two-step puzzle")
}

/// A wrong square of a puzzle's step, with its value.
pub(super) fn wrong_move(p: &Puzzle, step: usize) -> (Square, i32) {
    let s = &p.steps[step];
    s.values
        .iter()
        .copied()
        .find(|&(q, _)| q != s.solution())
        .unwrap()
}

/// The progress stored by the last `StoreProgress` among `fx`.
pub(super) fn stored(fx: &[Effect]) -> Option<Progress> {
    fx.iter().rev().find_map(|e| match e {
        Effect::StoreProgress(text) => Some(progress::parse(text.as_bytes()).unwrap().0),
        _ => None,
    })
}

#[test]
fn the_puzzles_are_fetched_once_and_what_was_asked_meanwhile_opens_when_they_come() {
    let mut m = train_page(None);
    assert!(!train(&mut m, TrainMsg::Daily).is_empty());
    assert_eq!(
        m.screen,
        Screen::Train,
        "the daily puzzle waits for the file"
    );
    let again = train(&mut m, TrainMsg::Open);
    assert!(
        !again.contains(&Effect::FetchPuzzles),
        "one fetch at a time"
    );
    train(&mut m, TrainMsg::PuzzlesLoaded(PUZZLES.into()));
    assert_eq!(m.screen, Screen::Drill);
    let set = m.train.set().unwrap().clone();
    assert_eq!(puzzle_on(&m).id, pick::daily(&set, today()).unwrap().id);
    // A file that does not read is said, and Train offers to try again.
    let mut m = train_page(None);
    train(&mut m, TrainMsg::Open);
    train(&mut m, TrainMsg::PuzzlesLoaded("not puzzles".into()));
    assert!(matches!(m.train.puzzles, ethello_ui::Puzzles::Failed(_)));
    assert!(train(&mut m, TrainMsg::Open).contains(&Effect::FetchPuzzles));
}

#[test]
fn a_right_move_plays_the_reply_and_solving_rates_the_first_try() {
    let mut m = loaded();
    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    assert_eq!(puzzle_on(&m).id, p.id);
    let before = m.train.progress.rating;
    let fx = update(&mut m, Msg::Click(p.steps[0].solution()));
    assert!(announced(&fx).contains("Right"), "{}", announced(&fx));
    assert_eq!(
        m.shown_position().0,
        p.position_at(1),
        "the reply is on the board"
    );
    assert!(stored(&fx).is_none(), "nothing is rated before the end");
    let fx = update(&mut m, Msg::Click(p.steps[1].solution()));
    assert!(announced(&fx).contains("Solved"));
    let kept = stored(&fx).expect("the progress is stored");
    let attempt = kept.attempt(p.id).unwrap();
    assert!(attempt.first && attempt.solved);
    assert!(kept.rating.rating > before.rating);
    assert_eq!(kept.history.len(), 1);
    assert_eq!(m.train.progress, kept);
}

#[test]
fn a_wrong_move_is_answered_with_both_values_and_a_retry_does_not_count_again() {
    let mut m = loaded();
    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    let (wrong, value) = wrong_move(&p, 0);
    let fx = update(&mut m, Msg::Click(wrong));
    let words = announced(&fx);
    assert!(words.starts_with(&wrong.to_string()), "{words}");
    assert!(
        words.contains(&p.steps[0].best_value().abs().to_string()),
        "{words}"
    );
    let _ = value;
    let after_miss = m.train.progress.clone();
    assert!(after_miss.rating.rating < 1500.0);
    assert!(!after_miss.attempt(p.id).unwrap().first);
    assert_eq!(
        m.shown_position().0,
        p.position,
        "the board stays, the moves marked"
    );
    train(&mut m, TrainMsg::Retry);
    update(&mut m, Msg::Click(p.steps[0].solution()));
    let fx = update(&mut m, Msg::Click(p.steps[1].solution()));
    let kept = stored(&fx).unwrap();
    assert!(kept.attempt(p.id).unwrap().solved, "solved at a later try");
    assert_eq!(
        (kept.rating, kept.history.len()),
        (after_miss.rating, 1),
        "only the first try is rated"
    );
}

#[test]
fn next_gives_another_puzzle_and_the_solution_ends_the_try() {
    let mut m = loaded();
    train(&mut m, TrainMsg::Next);
    let first = puzzle_on(&m);
    train(&mut m, TrainMsg::Solution);
    let Some(Drill::Puzzle { solving, .. }) = &m.train.drill else {
        panic!()
    };
    assert_eq!(solving.played, first.line());
    assert!(!m.train.progress.attempt(first.id).unwrap().first);
    train(&mut m, TrainMsg::Next);
    assert_ne!(
        puzzle_on(&m).id,
        first.id,
        "a tried puzzle does not come back"
    );
    train(&mut m, TrainMsg::Back);
    assert_eq!((m.screen, m.train.drill.is_none()), (Screen::Train, true));
}

#[test]
fn a_link_opens_a_puzzle_and_a_bad_one_is_said() {
    let mut m = loaded();
    update(&mut m, Msg::Link("puzzle=3".into()));
    assert_eq!((m.screen, puzzle_on(&m).id), (Screen::Drill, 3));
    update(&mut m, Msg::Link("puzzle=999999".into()));
    assert!(shown_alert(&m).unwrap().contains("999999"));
    update(&mut m, Msg::Link("puzzle=x".into()));
    assert!(shown_alert(&m).unwrap().contains("\"x\""));
    update(&mut m, Msg::Link("daily".into()));
    assert_eq!(m.screen, Screen::Drill);
}

/// A game against Dubya (white) from a save, reviewed: every position scored 0 but the one before
/// black's move `blunder`, scored 9 (so that move lost 9 discs).
fn reviewed_against_dubya(blunder: usize) -> Model {
    let mut m = train_page(None);
    let game = Game::from_transcript(WIPE_OUT).unwrap();
    let settings = Settings {
        setup: Setup::Against {
            character: Character::Dubya,
            computer: Color::White,
        },
        ..Settings::default()
    };
    let text = SaveGame::from_game(&game, &settings, None).to_text();
    let name = "game.etl".to_string();
    update(
        &mut m,
        Msg::FileRead {
            name,
            bytes: text.into_bytes(),
        },
    );
    super::review::assert_review_scores(&mut m, blunder);
    m
}

#[test]
fn a_reviewed_blunder_becomes_a_mistake_waiting_in_train() {
    let m = reviewed_against_dubya(4);
    let mistakes = &m.train.progress.mistakes;
    assert_eq!(mistakes.len(), 1, "{mistakes:?}");
    let mistake = &mistakes[0];
    assert_eq!(mistake.position, m.game.record.positions()[4]);
    assert_eq!(Move::Play(mistake.played), m.game.record.moves()[4]);
    assert!(mistake.loss >= 9);
    assert_eq!(m.train.mistakes_due(), 1, "due at once");
    // White's move before it lost 9 discs too (the scores are from the side to move), but it is
    // Dubya's, not the player's: one mistake only.
    let verdicts = review::current(&m).unwrap().verdicts(&m.game.record);
    assert!(verdicts[3].loss >= 9 && verdicts[3].color == Color::White);
}

/// A progress with one mistake at the start position (d3 played, c4 best), due today.
pub(super) fn with_mistake() -> Progress {
    let mut p = Progress::default();
    p.add_mistake(Mistake {
        position: Position::start(),
        played: sq("d3"),
        best: sq("c4"),
        loss: 5,
        schedule: Schedule::missed(today().plus(-1)),
        reasons: Vec::new(),
    });
    p
}

/// A Hints request among `fx`: its id and position.
pub(super) fn values_request(fx: &[Effect]) -> Option<(u32, Position)> {
    fx.iter().find_map(|e| match e {
        Effect::Post {
            request: ToWorker::Hints { id, position, .. },
            ..
        } => Some((*id, *position)),
        _ => None,
    })
}

/// Values for the start position's moves: c4 and f5 best (+2), d3 and e6 -3.
fn start_values() -> Vec<Hint> {
    [("d3", -3), ("c4", 2), ("f5", 2), ("e6", -3)]
        .iter()
        .map(|&(s, score)| Hint {
            square: sq(s),
            score,
            exact: false,
        })
        .collect()
}

/// The worker's finished values of the start position's moves (9 plies, in square order) for the
/// request `id`.
pub(super) fn hear_start_values(m: &mut Model, id: u32) -> Vec<Effect> {
    let mut hints = start_values();
    hints.sort_by_key(|h| h.square);
    hear(
        m,
        FromWorker::Hints {
            id,
            hints,
            depth: 9,
            done: true,
        },
    )
}

#[test]
fn a_mistake_is_judged_by_the_workers_values_and_moves_in_the_repetition() {
    let mut m = train_page(Some(&with_mistake()));
    let fx = train(&mut m, TrainMsg::Mistakes);
    assert_eq!(m.screen, Screen::Drill);
    let (id, position) = values_request(&fx).expect("the worker values the moves");
    assert_eq!(position, Position::start());
    // A move before the values come waits for them.
    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert!(announced(&fx).contains("Checking"));
    let fx = hear_start_values(&mut m, id);
    assert!(announced(&fx).contains("Better: f5"), "{}", announced(&fx));
    let Some(Drill::Mistake(run)) = &m.train.drill else {
        panic!()
    };
    assert_eq!(run.state, MistakeState::Right(sq("f5")));
    let kept = stored(&fx).unwrap();
    assert_eq!(kept.mistakes[0].schedule.stage, 1, "found: one box on");
    assert_eq!(m.train.mistakes_due(), 0, "not due again today");
    // No mistake due: Train says so.
    train(&mut m, TrainMsg::Mistakes);
    assert!(shown_alert(&m).unwrap().contains("No mistake"));
}

#[test]
fn a_mistake_played_again_badly_is_due_tomorrow() {
    let mut m = train_page(Some(&with_mistake()));
    let fx = train(&mut m, TrainMsg::Mistakes);
    let (id, _) = values_request(&fx).unwrap();
    hear_start_values(&mut m, id);
    let fx = update(&mut m, Msg::Click(sq("e6")));
    assert!(announced(&fx).contains("Not better"));
    let kept = stored(&fx).unwrap();
    assert_eq!(kept.mistakes[0].schedule.due, today().plus(1));
    train(&mut m, TrainMsg::Retry);
    let fx = update(&mut m, Msg::Click(sq("c4")));
    assert!(stored(&fx).is_none(), "a retry does not count again");
}

/// The Book request among `fx`.
pub(super) fn book_request(fx: &[Effect]) -> Option<(u32, Position)> {
    fx.iter().find_map(|e| match e {
        Effect::Post {
            request: ToWorker::Book { id, position },
            ..
        } => Some((*id, *position)),
        _ => None,
    })
}

#[test]
fn the_opening_trainer_plays_book_moves_and_stops_an_answer_far_below_the_best() {
    let mut m = train_page(None);
    let fx = train(&mut m, TrainMsg::Line);
    let (id, position) = book_request(&fx).expect("the book is asked");
    assert_eq!(position, Position::start());
    let hint = |s: &str, score| Hint {
        square: sq(s),
        score,
        exact: false,
    };
    hear(
        &mut m,
        FromWorker::Book {
            id,
            moves: vec![hint("f5", 0), hint("d3", 0)],
        },
    );
    // A book move: the computer's turn, and the book asked for its position.
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, _) = book_request(&fx).expect("the computer asks the book");
    let fx = hear(
        &mut m,
        FromWorker::Book {
            id,
            moves: vec![hint("d6", 0)],
        },
    );
    let Some(Drill::Opening(run)) = &m.train.drill else {
        panic!()
    };
    assert_eq!(
        run.game.transcript(),
        "f5d6",
        "the computer played the book's move"
    );
    let (id, _) = book_request(&fx).expect("the player's position is looked up");
    hear(
        &mut m,
        FromWorker::Book {
            id,
            moves: vec![hint("c3", 0), hint("c5", 0)],
        },
    );
    // An answer outside the book: judged by the worker's values, 6 below the best.
    let legal = m
        .train
        .drill
        .as_ref()
        .unwrap()
        .shown()
        .0
        .board
        .legal_moves();
    let off = legal
        .squares()
        .find(|s| ![sq("c3"), sq("c5")].contains(s))
        .expect("a move outside the book");
    let fx = update(&mut m, Msg::Click(off));
    let (id, _) = values_request(&fx).expect("the worker values the moves");
    let hints: Vec<Hint> = legal
        .squares()
        .map(|s| hint(&s.to_string(), if s == off { -6 } else { 0 }))
        .collect();
    let fx = hear(
        &mut m,
        FromWorker::Hints {
            id,
            hints,
            depth: 10,
            done: true,
        },
    );
    let Some(Drill::Opening(run)) = &m.train.drill else {
        panic!()
    };
    assert_eq!(run.state, OpeningState::Missed(off, -6));
    let asked = m
        .why
        .waiting
        .iter()
        .chain(&m.why.asking)
        .find(|q| q.played == off);
    assert_eq!(
        asked.map(|q| (q.position, q.vs)),
        Some((run.game.position(), Some(sq("c3")))),
        "the stopped line's move is explained against the book's best"
    );
    assert!(
        announced(&fx).contains("Perpendicular"),
        "{}",
        announced(&fx)
    );
    let kept = stored(&fx).unwrap();
    assert_eq!(kept.lines.missed[0].moves, "f5d6");
    assert_eq!(m.train.lines_due(), 0, "due tomorrow");
}

/// Runs the flip animation to its end (frames a second apart), keeping the effects.
fn finish_flip(m: &mut Model, fx: &mut Vec<Effect>) {
    let mut now = 0.0;
    while m.game.flip.is_some() {
        now += 1000.0;
        fx.extend(update(m, Msg::Frame(now)));
    }
}

/// A game against Dubya (white) in which the human plays WIPE_OUT's black moves and Dubya is made to
/// play its white ones; the hints switch on when `hints`.
fn wipe_dubya_out(hints: bool) -> Model {
    let mut m = train_page(None);
    let choice = Opponent::Character(Character::Dubya);
    update(
        &mut m,
        Msg::Opponent {
            choice,
            by_key: false,
        },
    );
    if hints {
        update(&mut m, Msg::ToggleHints);
    }
    let mut fx = update(&mut m, Msg::NewGame);
    update(&mut m, Msg::CloseScene);
    let moves: Vec<Square> = Game::from_transcript(WIPE_OUT).unwrap().squares().collect();
    for (i, square) in moves.into_iter().enumerate() {
        if i % 2 == 0 {
            fx = update(&mut m, Msg::Click(square));
        } else {
            if think(&fx).is_none() {
                // The hints' worker was replaced by the move: the new one says Ready first.
                fx = ready(&mut m);
            }
            let (id, _, _) = think(&fx).expect("Dubya is asked");
            best(&mut m, id, square);
            fx = update(&mut m, Msg::Beat { id });
        }
        finish_flip(&mut m, &mut fx);
    }
    assert!(m.game.record.is_over());
    m
}

#[test]
fn a_finished_game_against_dubya_moves_the_rating_and_one_with_hints_does_not() {
    let m = wipe_dubya_out(false);
    let kept = m.train.progress.clone();
    assert_eq!(kept.history.len(), 1, "the game is rated");
    assert!(kept.rating.rating > 1500.0, "a win raises the rating");
    let scene = shown_scene(&m).expect("the ending");
    assert!(scene.detail.contains("Your rating"), "{}", scene.detail);
    let h = wipe_dubya_out(true);
    assert!(h.game.hinted);
    assert!(
        h.train.progress.history.is_empty(),
        "a game with hints is not rated"
    );
}

#[test]
fn progress_is_exported_with_the_shelf_and_imported_back_and_a_bad_file_changes_nothing() {
    let mut m = train_page(Some(&with_mistake()));
    m.train.rate(1200.0, 60.0, 1.0);
    let fx = train(&mut m, TrainMsg::Export);
    let text = fx
        .iter()
        .find_map(|e| match e {
            Effect::DownloadText { name, text } => {
                assert!(name.starts_with("ethello-progress-2026-11-27"));
                Some(text.clone())
            }
            _ => None,
        })
        .expect("a download");
    let mut fresh = train_page(None);
    let fx = train(&mut fresh, TrainMsg::ImportRead(text.clone().into_bytes()));
    assert_eq!(fresh.train.progress, m.train.progress);
    assert!(stored(&fx).is_some());
    assert!(announced(&fx).contains("imported"));
    // A damaged file: the alert says why, and nothing changes.
    let before = fresh.train.progress.clone();
    train(
        &mut fresh,
        TrainMsg::ImportRead(text.as_bytes()[..text.len() / 2].to_vec()),
    );
    assert!(shown_alert(&fresh).unwrap().contains("incomplete"));
    assert_eq!(fresh.train.progress, before);
    let fx = train(&mut fresh, TrainMsg::ImportRead(b"{\"a\": 1}".to_vec()));
    assert!(shown_alert(&fresh)
        .unwrap()
        .contains("not an E-Thello progress file"));
    assert!(stored(&fx).is_none());
}

#[test]
fn a_damaged_stored_progress_is_set_aside_and_said() {
    let mut m = Model::new(7, ethello_ui::Words::english());
    let startup = Startup {
        progress: Some("{ damaged".into()),
        ..startup(None, None)
    };
    let fx = update(&mut m, Msg::Started(startup));
    assert!(fx.contains(&Effect::SetAsideProgress));
    assert!(shown_alert(&m).unwrap().contains("could not be read"));
    assert_eq!(m.train.progress, Progress::default());
}
