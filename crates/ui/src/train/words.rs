//! What the player reads and hears in training: prompts, answers, the record's messages, the
//! names of kinds, themes and bands, from the catalogue of the page's language (`ui::words`, the
//! `train.` keys).

use super::super::model::{OpeningRun, OpeningState, RushRun};
use super::super::words::{phrase, Key, Phrase, Value, Words};
use ethello_engine::order::sorted_by_key;
use ethello_engine::{Color, Move, Square};
use ethello_model::training::coach::{Coach, Spot, Topic};
use ethello_model::training::drills::{Grade, ReasonDrill};
use ethello_model::training::progress::Mistake;
use ethello_model::training::puzzle::{Goal, Kind, Puzzle, Theme};
use ethello_model::training::rush::{Mode, Rush};

/// "Black" or "White".
pub fn color(w: &Words, c: Color) -> &str {
    w.color(c)
}

/// What a value means: "wins by 4", "draws", "loses by 6" (exact), or "is worth about +4 discs".
pub fn value(kind: Kind, v: i32) -> Phrase {
    match (kind, v) {
        (Kind::Midgame, v) => phrase::train_value_about(format!("{v:+}")),
        (Kind::Endgame, 0) => phrase::train_value_draws(),
        (Kind::Endgame, v) if v > 0 => phrase::train_value_wins(&v),
        (Kind::Endgame, v) => phrase::train_value_loses(&-v),
    }
}

/// What to find: "Black to move: find the only move that wins".
pub fn prompt(p: &Puzzle) -> Phrase {
    let side = Phrase::color(p.player());
    let goal = match p.goal() {
        Goal::Win => phrase::train_goal_win(),
        Goal::Draw => phrase::train_goal_draw(),
        Goal::BestScore => phrase::train_goal_best_score(&p.steps[0].best_value()),
        Goal::Best => phrase::train_goal_best(),
    };
    match p.steps.len() {
        1 => phrase::train_prompt(side, goal),
        n => phrase::train_prompt_moves(side, goal, phrase::train_moves_to_find(&n)),
    }
}

/// The solution's name in an answer: "the winning move".
fn solution_noun(goal: Goal) -> Phrase {
    match goal {
        Goal::Win => phrase::train_noun_win(),
        Goal::Draw => phrase::train_noun_draw(),
        Goal::BestScore | Goal::Best => phrase::train_noun_best(),
    }
}

/// A right move that the opponent answered: "Right: d3. White replied c4. Find the next move."
pub fn right(played: Square, reply: Move, next: Color) -> Phrase {
    let side = Phrase::color(next.opposite());
    match reply {
        Move::Play(r) => phrase::train_right_replied(&played, side, &r),
        Move::Pass => phrase::train_right_passed(&played, side),
    }
}

/// After a right move of a longer puzzle: "Right! Now find move 2 of the line."
pub fn right_so_far(step: usize) -> Phrase {
    phrase::train_right_so_far(&(step + 1))
}

/// "Solved! The whole line: d3 c4 e6."
pub fn solved(p: &Puzzle) -> Phrase {
    phrase::train_solved(line_phrase(p))
}

/// The solution's line as a phrase: its moves one after another, a pass worded when shown.
fn line_phrase(p: &Puzzle) -> Phrase {
    Phrase::joined(p.line().iter().map(|m| Phrase::move_text(*m)).collect())
}

/// A wrong move: "d3 loses by 4; the winning move wins by 2."
pub fn wrong(p: &Puzzle, played: Square, v: i32, best: i32) -> Phrase {
    phrase::train_wrong(
        &played,
        value(p.kind, v),
        solution_noun(p.goal()),
        value(p.kind, best),
    )
}

/// The solution shown: "The solution: d3 c4 e6."
pub fn solution_phrase(p: &Puzzle) -> Phrase {
    phrase::train_solution(line_phrase(p))
}

/// The result line of a wrong move, with the solution's square: "d3 loses by 4; the winning move
/// (c4) wins by 2."
pub fn wrong_with_solution(p: &Puzzle, played: Square, v: i32, step: usize) -> Phrase {
    let s = &p.steps[step.min(p.steps.len() - 1)];
    phrase::train_wrong_with_solution(
        &played,
        value(p.kind, v),
        solution_noun(p.goal()),
        &s.solution(),
        value(p.kind, s.best_value()),
    )
}

/// "Try again: Black to move."
pub fn retry(side: Color) -> Phrase {
    phrase::train_retry(Phrase::color(side))
}

/// Where a puzzle comes from: "From a tournament game of 1998, move 41."
pub fn source(w: &Words, p: &Puzzle) -> String {
    w.text(&phrase::train_source(&p.source.year, &p.source.move_number))
}

/// " Themes: corner, parity." (nothing when it has none).
pub fn themes(w: &Words, p: &Puzzle) -> String {
    let names: Vec<&str> = p.themes.iter().map(|t| theme(w, t)).collect();
    match names.is_empty() {
        true => String::new(),
        false => format!(" {}", w.text(&phrase::train_themes(names.join(", ")))),
    }
}

/// The puzzle's heading: "Puzzle 123 · rated 1480 · endgame".
pub fn heading(w: &Words, p: &Puzzle) -> String {
    w.text(&phrase::train_heading(&p.id, &p.rating, kind(w, p.kind)))
}

/// A kind's name: "endgame", "midgame".
pub fn kind(w: &Words, k: Kind) -> &str {
    w.get(match k {
        Kind::Endgame => Key::TrainKindEnd,
        Kind::Midgame => Key::TrainKindMid,
    })
}

/// A theme's name.
pub fn theme(w: &Words, t: Theme) -> &str {
    w.get(theme_key(t))
}

/// The key of a theme's name.
fn theme_key(t: Theme) -> Key {
    match t {
        Theme::Corner => Key::TrainThemeCorner,
        Theme::Edge => Key::TrainThemeEdge,
        Theme::Parity => Key::TrainThemeParity,
        Theme::Tempo => Key::TrainThemeTempo,
        Theme::Quiet => Key::TrainThemeQuiet,
        Theme::Wipeout => Key::TrainThemeWipeout,
    }
}

/// A difficulty band's name (the bands of `training::stats::BANDS`).
pub fn band(w: &Words, i: usize) -> &str {
    let bands = [
        Key::TrainBandBeginner,
        Key::TrainBandNovice,
        Key::TrainBandClub,
        Key::TrainBandStrong,
        Key::TrainBandExpert,
        Key::TrainBandMaster,
    ];
    w.get(bands.get(i).copied().unwrap_or(Key::TrainBandMaster))
}

/// `#puzzle=ID` names no puzzle.
pub fn no_such_puzzle(id: &str) -> Phrase {
    phrase::train_no_such_puzzle(format!("{id:?}"))
}

/// The stream has nothing that passes the filter.
pub fn no_puzzle_left() -> Phrase {
    phrase::train_no_puzzle_left()
}

/// The puzzle file could not be had.
pub fn puzzles_failed(why: &str) -> Phrase {
    phrase::train_puzzles_failed(why)
}

/// The puzzle file is on its way.
pub fn puzzles_loading(w: &Words) -> &str {
    w.get(Key::TrainPuzzlesLoading)
}

/// Export done.
pub fn exported() -> Phrase {
    phrase::train_exported()
}

/// An import refused.
pub fn import_failed(why: &str) -> Phrase {
    phrase::train_import_failed(why)
}

/// An import's trophy lines did not read.
pub fn bad_trophies(n: usize) -> Phrase {
    phrase::train_bad_trophies(&n)
}

/// An import done.
pub fn imported(rating: &str) -> Phrase {
    phrase::train_imported(rating)
}

/// No mistake waits today.
pub fn no_mistake_due() -> Phrase {
    phrase::train_no_mistake_due()
}

/// "You played b2 here: find better."
pub fn mistake_prompt(m: &Mistake) -> Phrase {
    phrase::train_mistake_prompt(Phrase::color(m.position.side), &m.played, &m.loss)
}

/// A mistake's move judged: "Better: c4 (+2)." or "Not better: b2 (-25). The best is e3 (+16)."
pub fn mistake_judged(
    sq: Square,
    found: bool,
    value: Option<i32>,
    (best, best_value): (Square, Option<i32>),
) -> Phrase {
    let worth = |v: Option<i32>| v.map_or(String::new(), |v| format!(" ({v:+})"));
    let (value, best_value) = (worth(value), worth(best_value));
    match found {
        true => phrase::train_better(&sq, value, &best, best_value),
        false => phrase::train_not_better(&sq, value, &best, best_value),
    }
}

/// The name of an opening line, or "this line".
fn line_name(run: &OpeningRun) -> Phrase {
    match run.opening {
        Some(n) => phrase::train_the_line(Phrase::opening(n)),
        None => phrase::train_this_line(),
    }
}

/// The opening trainer's prompt: "Opening trainer: you play Black. Your move."
pub fn line_started(run: &OpeningRun) -> Phrase {
    let side = Phrase::color(run.player);
    let turn = match run.state {
        OpeningState::Player => Some(phrase::train_line_your_move()),
        OpeningState::Computer => Some(phrase::train_line_computer()),
        OpeningState::Judging(_) => Some(phrase::train_judging()),
        OpeningState::Missed(..) | OpeningState::Learned => None,
    };
    match turn {
        Some(turn) => phrase::train_line_started(side, turn),
        None => phrase::train_line_started_plain(side),
    }
}

/// A move of the line: "Black played d3 (Tiger)."
pub fn line_move(side: Color, sq: Square, run: &OpeningRun) -> Phrase {
    let side = Phrase::color(side);
    match run.opening {
        Some(n) => phrase::train_line_move_in(side, &sq, Phrase::opening(n)),
        None => phrase::train_line_move(side, &sq),
    }
}

/// The player's answer stopped the line: "d7 (-18) leaves the Tiger; the good moves were f6 (+3)
/// and c5 (+2)."
pub fn line_missed(run: &OpeningRun, sq: Square, v: i32) -> Phrase {
    let values = run.values.iter().flatten();
    let best = values.clone().map(|h| h.score).max().unwrap_or(v);
    let good = values.filter(|h| h.score >= best - super::super::model::LINE_MARGIN);
    let good = sorted_by_key(good, |h| -h.score);
    let good: Vec<String> = good
        .iter()
        .map(|h| format!("{} ({:+})", h.square, h.score))
        .collect();
    phrase::train_line_missed(&sq, format!("{v:+}"), line_name(run), good.join(", "))
}

/// The worker could not read the book.
pub fn book_failed(why: &str) -> Phrase {
    phrase::train_book_failed(why)
}

/// A line learned.
pub fn line_learned(run: &OpeningRun) -> Phrase {
    phrase::train_line_learned(line_name(run), &run.game.moves().len())
}

/// The progress in browser storage did not read.
pub fn stored_progress_unreadable(why: &str) -> Phrase {
    phrase::train_stored_unreadable(why)
}

/// A Storm's miss: "Missed: 10 seconds off your time."
pub fn rush_missed() -> Phrase {
    phrase::train_rush_missed()
}

/// A run's line on the board: "Streak: 3 solved in a row." or "2:41 left. Solved: 5. Missed: 1."
pub fn rush_status(w: &Words, rush: &Rush, now_ms: f64) -> String {
    match rush.left_ms(now_ms) {
        None => w.text(&phrase::train_streak_status(&rush.solved)),
        Some(left) => {
            let secs = (left / 1000.0).ceil() as u64;
            let time = format!("{}:{:02}", secs / 60, secs % 60);
            w.text(&phrase::train_storm_status(
                time,
                &rush.solved,
                &rush.missed,
            ))
        }
    }
}

/// A run's end: "Time is up: 12 solved. Your best: 14.", and "A new personal best!" after it.
pub fn rush_over(w: &Words, run: &RushRun, coach: &Coach) -> String {
    w.text(&rush_over_phrase(run, coach))
}

/// A run's end ([`rush_over`]) as a phrase, for the live region.
pub fn rush_over_phrase(run: &RushRun, coach: &Coach) -> Phrase {
    let rush = &run.rush;
    let over = match rush.mode {
        Mode::Streak => phrase::train_streak_over(&rush.solved, &coach.streak_best),
        Mode::Storm => phrase::train_storm_over(&rush.solved, &coach.storm_best),
    };
    let best = run.new_best.then(phrase::train_new_best);
    let parts = std::iter::once(over).chain(best).map(Value::Phrase);
    Phrase::joined(parts.collect())
}

/// The bests on the Train screen: "Best streak: 7. Best storm: 21."
pub fn rush_bests(w: &Words, coach: &Coach) -> String {
    w.text(&phrase::train_rush_bests(
        &coach.streak_best,
        &coach.storm_best,
    ))
}

/// A weak spot's name: a reason's ("Mobility") or a theme's ("Puzzles: corner").
pub fn topic(w: &Words, t: Topic) -> String {
    w.text(&topic_phrase(t))
}

/// A weak spot's name ([`topic`]) as a phrase.
pub fn topic_phrase(topic: Topic) -> Phrase {
    let key = match topic.word() {
        "corner" if matches!(topic, Topic::Reason(_)) => Key::TrainReasonCorner,
        _ if matches!(topic, Topic::Theme(_)) => Key::TrainPuzzleTheme,
        "xsquare" => Key::TrainReasonXsquare,
        "csquare" => Key::TrainReasonCsquare,
        "mobility" => Key::TrainReasonMobility,
        "frontier" => Key::TrainReasonFrontier,
        "openness" => Key::TrainReasonOpenness,
        "stable" => Key::TrainReasonStable,
        "parity" => Key::TrainReasonParity,
        "tempo" => Key::TrainReasonTempo,
        "edge" => Key::TrainReasonEdge,
        "stoner" => Key::TrainReasonStoner,
        _ => Key::TrainReasonWipeout,
    };
    match topic {
        Topic::Theme(t) => phrase::train_puzzle_theme(Phrase::from(theme_key(t))),
        Topic::Reason(_) => Phrase::from(key),
    }
}

/// How often a weak spot was right: "40% (2 of 5)".
pub fn spot_share(w: &Words, spot: &Spot) -> String {
    w.text(&phrase::train_spot_share(
        &spot.percent(),
        &spot.right,
        &spot.tries,
    ))
}

/// A weak spot's trend: "up 20 points", "down 10 points", "steady", "too few tries".
pub fn trend(w: &Words, spot: &Spot) -> String {
    match spot.trend {
        None => w.get(Key::TrainTrendNone).to_string(),
        Some(0) => w.get(Key::TrainTrendFlat).to_string(),
        Some(p) if p > 0 => w.text(&phrase::train_trend_up(&p)),
        Some(p) => w.text(&phrase::train_trend_down(&-p)),
    }
}

/// The weak-spots page's first line: the weakest spot in a sentence ("Your weakest: Giving a
/// corner, 42% right (tries: 19), trend: up 20 points."), or what to do when nothing was tried.
pub fn spots_summary(w: &Words, coach: &Coach) -> String {
    match coach.spots().first() {
        None => w.get(Key::TrainSpotsEmpty).to_string(),
        Some(s) => w.text(&phrase::train_spots_summary(
            topic(w, s.topic),
            &s.percent(),
            &s.tries,
            trend(w, s),
        )),
    }
}

/// "Practise this" on a weak spot, for screen readers: "Practise: Mobility".
pub fn practise_label(w: &Words, name: &str) -> String {
    w.text(&phrase::train_practise_label(name))
}

/// Nothing to practise for `topic` (no mistake of that kind, no theme near it).
pub fn nothing_to_practise(t: Topic) -> Phrase {
    phrase::train_no_practise(topic_phrase(t))
}

/// A reason drill's heading: "Reason drill 12".
pub fn reason_heading(w: &Words, d: &ReasonDrill) -> String {
    w.text(&phrase::train_reason_heading(&d.id))
}

/// A reason drill's question: "Black to move: which is better, c4 or b2? ...".
pub fn reason_prompt(d: &ReasonDrill) -> Phrase {
    let [a, b] = d.moves();
    phrase::train_reason_prompt(Phrase::color(d.position.side), &a, &b)
}

/// A move picked before the reason: "c4 picked: now pick the reason."
pub fn reason_now_why(sq: Square) -> Phrase {
    phrase::train_reason_now_why(&sq)
}

/// A reason drill graded: "Right move, wrong reason: c4 (+2) is better than b2 (-10), but because
/// of this: Giving a corner."
pub fn reason_result(d: &ReasonDrill, grade: Grade) -> Phrase {
    let (bv, wv) = (
        format!("{:+}", d.better_value),
        format!("{:+}", d.worse_value),
    );
    let reason = topic_phrase(d.reason);
    let make = match (grade.move_right, grade.reason_right) {
        (true, true) => phrase::train_reason_both,
        (true, false) => phrase::train_reason_move_only,
        (false, true) => phrase::train_reason_reason_only,
        (false, false) => phrase::train_reason_neither,
    };
    make(&d.better, bv, &d.worse, wv, reason)
}

/// The drill file could not be fetched or read.
pub fn drills_failed(detail: &str) -> Phrase {
    phrase::train_drills_failed(detail)
}
