//! The coach through the state machine, on a fake time (`Model::now_ms` set by the test, the
//! Storm's tick sent by it): Puzzle Streak and Puzzle Storm over the shipped puzzles, the bests
//! kept in the progress, the weak spots recorded from explained mistakes and puzzles, "Practise
//! this", a reason drill graded move and reason apart, and the progress file's version 3 (version
//! 1 still read).

use super::explain::{answer, explain_asked};
use super::train::{
    hear_start_values, loaded, stored, today, train, train_page, values_request, with_mistake,
    PUZZLES,
};
use super::*;
use ethello_model::training::coach::{Coach, Topic, TREND_WINDOW};
use ethello_model::training::progress;
use ethello_model::training::puzzle::{Puzzle, Theme};
use ethello_model::training::rush::{
    Mode, Outcome, Rush, STORM_BONUS_MS, STORM_MS, STORM_PENALTY_MS,
};
use ethello_model::training::set::PuzzleSet;
use ethello_model::training::solving::State;
use ethello_ui::{Drill, Origin, ReasonRun, TrainMsg};

/// The puzzle on the board and where it came from.
fn on_board(m: &Model) -> (Puzzle, Origin, State) {
    match &m.train.drill {
        Some(Drill::Puzzle { solving, origin }) => (solving.puzzle.clone(), *origin, solving.state),
        other => panic!("no puzzle on the board: {other:?}"),
    }
}

/// Plays the puzzle on the board to its end, right: its effects.
pub(super) fn solve(m: &mut Model) -> Vec<Effect> {
    let (p, _, _) = on_board(m);
    let mut fx = Vec::new();
    for step in &p.steps {
        fx = update(m, Msg::Click(step.solution()));
    }
    fx
}

/// Plays a wrong move on the puzzle on the board: its effects.
pub(super) fn miss(m: &mut Model) -> Vec<Effect> {
    let (p, _, _) = on_board(m);
    let s = &p.steps[0];
    let wrong = s.values.iter().find(|(q, _)| *q != s.solution()).unwrap().0;
    update(m, Msg::Click(wrong))
}

/// The run on the board.
fn rush(m: &Model) -> &Rush {
    &m.train.rush.as_ref().expect("a run").rush
}

/// True when `fx` sets a Storm tick.
fn ticks(fx: &[Effect]) -> bool {
    fx.iter()
        .any(|e| matches!(e, Effect::After { msg, .. } if **msg == Msg::Train(TrainMsg::RushTick)))
}

#[test]
fn a_streak_rises_in_difficulty_and_ends_at_the_first_miss_keeping_the_best() {
    let mut m = loaded();
    train(&mut m, TrainMsg::Rush(Mode::Streak));
    let mut ratings = Vec::new();
    for solved in 1..=4 {
        let (p, origin, _) = on_board(&m);
        assert_eq!(origin, Origin::Rush);
        ratings.push(p.rating);
        solve(&mut m);
        assert_eq!(
            rush(&m).solved,
            solved,
            "each solve counts and the next comes at once"
        );
        assert_ne!(on_board(&m).0.id, p.id);
    }
    let served = &rush(&m).served;
    assert_eq!(served.len(), 5, "no puzzle twice: {served:?}");
    // Each puzzle is drawn at or above a wanted rating that rises by the Streak's step.
    for (i, r) in ratings.iter().enumerate() {
        assert!(*r >= 600 + Mode::Streak.step() * i as i32, "{ratings:?}");
    }
    assert!(ratings.last() > ratings.first(), "{ratings:?}");
    let before = m.train.progress.rating;
    let fx = miss(&mut m);
    assert!(rush(&m).over, "one miss ends a streak");
    assert!(
        matches!(on_board(&m).2, State::Wrong { .. }),
        "the board keeps the wrong answer"
    );
    assert_eq!(stored(&fx).unwrap().coach.streak_best, 4);
    assert_eq!(m.train.progress.rating, before, "a run is not rated");
    assert!(
        announced(&fx).contains("The streak ends at 4. Your best: 4."),
        "{}",
        announced(&fx)
    );
    assert!(announced(&fx).contains("A new personal best!"));
    assert!(
        explain_asked(&mut m, &fx).is_some(),
        "the miss that ended it is explained"
    );
    // The board takes no more moves; Next plays again, from the start.
    let (p, _, _) = on_board(&m);
    update(&mut m, Msg::Click(p.steps[0].solution()));
    assert_eq!(rush(&m).solved, 4);
    train(&mut m, TrainMsg::Next);
    assert!(!rush(&m).over);
    assert_eq!(rush(&m).solved, 0);
    miss(&mut m);
    assert_eq!(
        m.train.progress.coach.streak_best, 4,
        "a worse run keeps the best"
    );
}

#[test]
fn a_storm_runs_three_minutes_on_the_clock_with_a_bonus_per_solve_and_a_penalty_per_miss() {
    let mut m = loaded();
    m.now_ms = 10_000.0;
    let fx = train(&mut m, TrainMsg::Rush(Mode::Storm));
    assert!(ticks(&fx), "the clock is checked by a tick");
    assert_eq!(rush(&m).left_ms(10_000.0), Some(STORM_MS));
    m.now_ms = 20_000.0;
    solve(&mut m);
    solve(&mut m);
    let left = STORM_MS - 10_000.0 + 2.0 * STORM_BONUS_MS;
    assert_eq!(rush(&m).left_ms(20_000.0), Some(left));
    // A miss costs time, and the storm goes on with another puzzle.
    let id = on_board(&m).0.id;
    let fx = miss(&mut m);
    assert!(announced(&fx).contains("10 seconds"), "{}", announced(&fx));
    assert_eq!((rush(&m).solved, rush(&m).missed), (2, 1));
    assert_ne!(on_board(&m).0.id, id);
    assert!(matches!(on_board(&m).2, State::Playing));
    assert_eq!(rush(&m).left_ms(20_000.0), Some(left - STORM_PENALTY_MS));
    // A tick before the end changes nothing but sets the next one.
    m.now_ms = 100_000.0;
    let fx = train(&mut m, TrainMsg::RushTick);
    assert!(ticks(&fx) && !rush(&m).over);
    // The deadline passes: the next tick ends it, and the best is stored.
    m.now_ms = 10_000.0 + STORM_MS + 2.0 * STORM_BONUS_MS - STORM_PENALTY_MS;
    let fx = train(&mut m, TrainMsg::RushTick);
    assert!(rush(&m).over);
    assert!(!ticks(&fx), "no tick after the end");
    assert_eq!(stored(&fx).unwrap().coach.storm_best, 2);
    assert!(
        announced(&fx).contains("Time is up: 2 solved."),
        "{}",
        announced(&fx)
    );
    // A move after the time is up counts for nothing.
    let solution = on_board(&m).0.steps[0].solution();
    update(&mut m, Msg::Click(solution));
    assert_eq!(rush(&m).solved, 2);
}

#[test]
fn a_storm_answer_after_its_deadline_ends_it_uncounted_and_leaving_keeps_the_score() {
    let set = PuzzleSet::parse(PUZZLES).unwrap();
    let mut storm = Rush::new(Mode::Storm, 0.0);
    assert!(storm.next(&set, 1).is_some());
    assert_eq!(storm.solved(1_000.0), Outcome::Next);
    assert_eq!(storm.solved(STORM_MS + STORM_BONUS_MS), Outcome::Over(1));
    assert_eq!(storm.solved(0.0), Outcome::Ignored);
    assert!(storm.next(&set, 2).is_none(), "an ended run serves nothing");
    // Misses can run the clock out at once.
    let mut storm = Rush::new(Mode::Storm, 0.0);
    for _ in 0..17 {
        assert_eq!(storm.missed(0.0), Outcome::Next);
    }
    assert_eq!(storm.missed(0.0), Outcome::Over(0));
    // Back from a run ends it; its score counts as a best.
    let mut m = loaded();
    train(&mut m, TrainMsg::Rush(Mode::Streak));
    solve(&mut m);
    let fx = train(&mut m, TrainMsg::Back);
    assert!(m.train.rush.is_none());
    assert_eq!(stored(&fx).unwrap().coach.streak_best, 1);
}

#[test]
fn a_run_asked_before_the_puzzles_come_starts_when_they_do() {
    let mut m = train_page(None);
    let fx = train(&mut m, TrainMsg::Rush(Mode::Storm));
    assert!(fx.contains(&Effect::FetchPuzzles));
    assert_eq!(m.screen, Screen::Train);
    let fx = train(&mut m, TrainMsg::PuzzlesLoaded(PUZZLES.into()));
    assert_eq!(m.screen, Screen::Drill);
    assert_eq!(on_board(&m).1, Origin::Rush);
    assert!(ticks(&fx), "the storm's clock starts with its first puzzle");
}

#[test]
fn an_explained_puzzle_answer_records_its_reasons_and_themes_as_weak_spots() {
    let mut m = loaded();
    let set = m.train.set().unwrap().clone();
    let p = set
        .puzzles()
        .iter()
        .find(|p| p.themes.contains(Theme::Edge) && p.steps[0].values.len() > 1)
        .unwrap()
        .clone();
    train(&mut m, TrainMsg::Puzzle(p.id));
    let fx = miss(&mut m);
    let coach = &stored(&fx).unwrap().coach;
    let edge = coach.spot(Topic::Theme(Theme::Edge)).unwrap();
    assert_eq!((edge.tries, edge.right), (1, 0));
    let (id, q) = explain_asked(&mut m, &fx).unwrap();
    let fx = answer(&mut m, id, q);
    let corner = Topic::of_tag("corner").unwrap();
    let spot = stored(&fx).unwrap().coach.spot(corner).unwrap();
    assert_eq!(
        (spot.tries, spot.right),
        (1, 0),
        "corner:a1 recorded as missed"
    );
    // A retry that then solves it does not count again.
    train(&mut m, TrainMsg::Retry);
    solve(&mut m);
    let edge = m
        .train
        .progress
        .coach
        .spot(Topic::Theme(Theme::Edge))
        .unwrap();
    assert_eq!(edge.tries, 1);
}

#[test]
fn a_mistake_learns_its_reasons_and_practise_this_serves_it_then_a_puzzle_of_its_theme() {
    let mut m = train_page(Some(&with_mistake()));
    let fx = train(&mut m, TrainMsg::Mistakes);
    let (id, _) = values_request(&fx).unwrap();
    hear_start_values(&mut m, id);
    let fx = update(&mut m, Msg::Click(sq("e6")));
    let (id, q) = explain_asked(&mut m, &fx).unwrap();
    // The explanation is of e6, not of the mistake kept (d3): the mistake learns nothing.
    answer(&mut m, id, q);
    let corner = Topic::of_tag("corner:a1").unwrap();
    assert!(m.train.progress.mistakes[0].reasons.is_empty());
    assert_eq!(m.train.progress.coach.spot(corner).unwrap().tries, 1);
    // The review explained d3 itself: the mistake learns "corner".
    m.train
        .progress
        .explained(Position::start(), sq("d3"), &["corner:a1".into()], today());
    assert_eq!(m.train.progress.mistakes[0].reasons, vec![corner]);
    train(&mut m, TrainMsg::Back);
    train(&mut m, TrainMsg::Practise(corner));
    assert!(
        matches!(m.train.drill, Some(Drill::Mistake(_))),
        "his own mistake first"
    );
    let fx = train(&mut m, TrainMsg::Next);
    assert!(
        fx.contains(&Effect::FetchPuzzles),
        "then a puzzle of the corner theme"
    );
    train(&mut m, TrainMsg::PuzzlesLoaded(PUZZLES.into()));
    let (p, origin, _) = on_board(&m);
    assert_eq!(origin, Origin::Practise);
    assert!(p.themes.contains(Theme::Corner));
}

#[test]
fn the_weak_spots_put_the_weakest_first_with_a_trend_over_the_last_tries() {
    let mut coach = Coach::default();
    let corner = Topic::of_tag("corner").unwrap();
    let parity = Topic::Theme(Theme::Parity);
    for i in 0..2 * TREND_WINDOW {
        coach.mark(today(), corner, i >= TREND_WINDOW - 2);
        coach.mark(today(), parity, i % 4 != 0);
    }
    coach.mark_reasons(today(), ["mobility:9/4", "mobility:9/4", "line:a1"]);
    let spots = coach.spots();
    let order: Vec<String> = spots.iter().map(|s| s.topic.to_string()).collect();
    assert_eq!(order, ["reason:mobility", "reason:corner", "theme:parity"]);
    assert_eq!(spots[0].tries, 1, "a kind named twice counts once");
    assert_eq!(
        (spots[1].right, spots[1].percent(), spots[1].trend),
        (12, 60, Some(80))
    );
    assert_eq!(
        spots[2].trend,
        Some(10),
        "8 right of the last 10, 7 of the 10 before"
    );
    assert_eq!(spots[0].trend, None, "too few tries for a trend");
}

#[test]
fn the_progress_file_keeps_the_coach_and_still_reads_version_1() {
    let mut p = with_mistake();
    let corner = Topic::of_tag("corner").unwrap();
    p.explained(
        Position::start(),
        sq("d3"),
        &["corner:a1".into(), "line:a1".into()],
        today(),
    );
    p.coach.best(Mode::Storm, 21);
    p.coach.best(Mode::Streak, 7);
    let text = p.to_text(&[], &[], today());
    assert!(text.contains("\"version\": 3"));
    assert!(text.contains("\"topic\": \"reason:corner\""), "{text}");
    let (back, ..) = progress::parse(text.as_bytes()).unwrap();
    assert_eq!(back, p);
    assert_eq!(back.mistakes[0].reasons, vec![corner]);
    assert_eq!((back.coach.streak_best, back.coach.storm_best), (7, 21));
    // Version 1 (no coach, no reasons) reads with an empty record.
    let old = text.replace("\"version\": 3", "\"version\": 1").replace(
        ",\n      \"reasons\": [\n        \"reason:corner\"\n      ]",
        "",
    );
    let cut = old.find(",\n  \"coach\"").unwrap();
    let old = format!("{}\n}}", &old[..cut]);
    let (v1, ..) = progress::parse(old.as_bytes()).expect(&old);
    assert_eq!(v1.coach, Coach::default());
    assert!(v1.mistakes[0].reasons.is_empty());
    // A topic that is neither a reason nor a theme is refused, with what is wrong.
    let bad = text.replace("reason:corner", "reason:luck");
    let err = progress::parse(bad.as_bytes()).unwrap_err().to_string();
    assert!(err.contains("reason:luck"), "{err}");
    assert!(progress::parse(text.replace("\"version\": 3", "\"version\": 4").as_bytes()).is_err());
}

/// The shipped reason drills.
pub(super) const DRILLS: &str = include_str!("../../www/data/drills.txt");

/// The reason drill on the board.
pub(super) fn reason_on(m: &Model) -> ReasonRun {
    match &m.train.drill {
        Some(Drill::Reason(run)) => *run,
        other => panic!("no reason drill on the board: {other:?}"),
    }
}

#[test]
fn a_reason_drill_grades_the_move_and_the_reason_apart() {
    let mut m = train_page(None);
    let fx = train(&mut m, TrainMsg::Reasons);
    assert!(
        fx.contains(&Effect::FetchDrills),
        "fetched when first asked for"
    );
    train(&mut m, TrainMsg::DrillsLoaded(DRILLS.into()));
    assert_eq!(m.screen, Screen::Drill);
    let run = reason_on(&m);
    let d = run.drill;
    let wrong_reason = *d.choices().iter().find(|c| **c != d.reason).unwrap();
    // Only the two moves can be picked.
    let other = d
        .position
        .board
        .legal_moves()
        .into_iter()
        .find(|s| !d.moves().contains(s));
    if let Some(other) = other {
        update(&mut m, Msg::Click(other));
        assert_eq!(reason_on(&m).picked, None);
    }
    let fx = update(&mut m, Msg::Click(d.better));
    assert!(
        announced(&fx).contains("now pick the reason"),
        "{}",
        announced(&fx)
    );
    let fx = train(&mut m, TrainMsg::PickReason(wrong_reason));
    let grade = reason_on(&m).grade.expect("graded once both are picked");
    assert!(grade.move_right && !grade.reason_right);
    assert!(
        announced(&fx).starts_with("Right move, wrong reason:"),
        "{}",
        announced(&fx)
    );
    let spot = stored(&fx).unwrap().coach.spot(d.reason).unwrap();
    assert_eq!(
        (spot.tries, spot.right),
        (1, 0),
        "the drill's reason missed"
    );
    // Graded, it takes no more picks; Retry starts it again, and the reason may come first.
    train(&mut m, TrainMsg::PickReason(d.reason));
    assert_eq!(reason_on(&m).reason, Some(wrong_reason));
    train(&mut m, TrainMsg::Retry);
    assert_eq!(reason_on(&m), ReasonRun::new(d));
    train(&mut m, TrainMsg::PickReason(d.reason));
    let fx = update(&mut m, Msg::Click(d.worse));
    assert!(
        announced(&fx).starts_with("Wrong move, right reason:"),
        "{}",
        announced(&fx)
    );
    assert_eq!(m.train.progress.coach.spot(d.reason).unwrap().right, 1);
    train(&mut m, TrainMsg::Next);
    assert_ne!(reason_on(&m).drill.id, d.id, "Next gives another");
}
