//! What the player reads and hears in training: prompts, answers, the record's messages, the
//! names of kinds, themes and bands, from the catalogue of the page's language (`ui::words`, the
//! `train.` keys).

use super::super::model::{OpeningRun, OpeningState, RushRun};
use super::super::words::{Key, Words};
use ethello_engine::{Color, Move, Square};
use ethello_model::training::coach::{Coach, Spot, Topic};
use ethello_model::training::drills::{Grade, ReasonDrill};
use ethello_model::training::progress::Mistake;
use ethello_model::training::puzzle::{Goal, Kind, Puzzle, Theme};
use ethello_model::training::rush::{Mode, Rush};
use std::fmt::Display;

/// The values a text is filled with.
type Values<'a> = [(&'a str, &'a dyn Display)];

/// "Black" or "White".
pub fn color(w: &Words, c: Color) -> &str {
    w.color(c)
}

/// What a value means: "wins by 4", "draws", "loses by 6" (exact), or "is worth about +4 discs".
pub fn value(w: &Words, kind: Kind, v: i32) -> String {
    match (kind, v) {
        (Kind::Midgame, v) => w.fill(Key::TrainValueAbout, &[("value", &format!("{v:+}"))]),
        (Kind::Endgame, 0) => w.get(Key::TrainValueDraws).into(),
        (Kind::Endgame, v) if v > 0 => w.fill(Key::TrainValueWins, &[("count", &v)]),
        (Kind::Endgame, v) => w.fill(Key::TrainValueLoses, &[("count", &-v)]),
    }
}

/// What to find: "Black to move: find the only move that wins".
pub fn prompt(w: &Words, p: &Puzzle) -> String {
    let side = color(w, p.player());
    let goal = match p.goal() {
        Goal::Win => w.get(Key::TrainGoalWin).to_string(),
        Goal::Draw => w.get(Key::TrainGoalDraw).to_string(),
        Goal::BestScore => w.fill(
            Key::TrainGoalBestScore,
            &[("count", &p.steps[0].best_value())],
        ),
        Goal::Best => w.get(Key::TrainGoalBest).to_string(),
    };
    match p.steps.len() {
        1 => w.fill(Key::TrainPrompt, &[("side", &side), ("goal", &goal)]),
        n => {
            let moves = w.fill(Key::TrainMovesToFind, &[("count", &n)]);
            let values: &Values = &[("side", &side), ("goal", &goal), ("moves", &moves)];
            w.fill(Key::TrainPromptMoves, values)
        }
    }
}

/// The solution's name in an answer: "the winning move".
fn solution_noun(w: &Words, goal: Goal) -> &str {
    w.get(match goal {
        Goal::Win => Key::TrainNounWin,
        Goal::Draw => Key::TrainNounDraw,
        Goal::BestScore | Goal::Best => Key::TrainNounBest,
    })
}

/// A right move that the opponent answered: "Right: d3. White replied c4. Find the next move."
pub fn right(w: &Words, played: Square, reply: Move, next: Color) -> String {
    let side = color(w, next.opposite());
    match reply {
        Move::Play(r) => {
            let values: &Values = &[("played", &played), ("side", &side), ("reply", &r)];
            w.fill(Key::TrainRightReplied, values)
        }
        Move::Pass => w.fill(
            Key::TrainRightPassed,
            &[("played", &played), ("side", &side)],
        ),
    }
}

/// After a right move of a longer puzzle: "Right! Now find move 2 of the line."
pub fn right_so_far(w: &Words, step: usize) -> String {
    w.fill(Key::TrainRightSoFar, &[("number", &(step + 1))])
}

/// "Solved! The whole line: d3 c4 e6."
pub fn solved(w: &Words, p: &Puzzle) -> String {
    w.fill(Key::TrainSolved, &[("line", &line(w, p))])
}

/// The solution's line as text: "d3 c4 e6" (a pass in the page's word).
pub fn line(w: &Words, p: &Puzzle) -> String {
    let words: Vec<String> = p.line().iter().map(|m| w.move_text(*m)).collect();
    words.join(" ")
}

/// A wrong move: "d3 loses by 4; the winning move wins by 2."
pub fn wrong(w: &Words, p: &Puzzle, played: Square, v: i32, best: i32) -> String {
    let values: &Values = &[
        ("played", &played),
        ("value", &value(w, p.kind, v)),
        ("noun", &solution_noun(w, p.goal())),
        ("best", &value(w, p.kind, best)),
    ];
    w.fill(Key::TrainWrong, values)
}

/// The solution shown: "The solution: d3 c4 e6."
pub fn solution(w: &Words, p: &Puzzle) -> String {
    w.fill(Key::TrainSolution, &[("line", &line(w, p))])
}

/// The result line of a wrong move, with the solution's square: "d3 loses by 4; the winning move
/// (c4) wins by 2."
pub fn wrong_with_solution(w: &Words, p: &Puzzle, played: Square, v: i32, step: usize) -> String {
    let s = &p.steps[step.min(p.steps.len() - 1)];
    let values: &Values = &[
        ("played", &played),
        ("value", &value(w, p.kind, v)),
        ("noun", &solution_noun(w, p.goal())),
        ("square", &s.solution()),
        ("best", &value(w, p.kind, s.best_value())),
    ];
    w.fill(Key::TrainWrongWithSolution, values)
}

/// "Try again: Black to move."
pub fn retry(w: &Words, side: Color) -> String {
    w.fill(Key::TrainRetry, &[("side", &color(w, side))])
}

/// Where a puzzle comes from: "From a tournament game of 1998, move 41."
pub fn source(w: &Words, p: &Puzzle) -> String {
    let values: &Values = &[("year", &p.source.year), ("number", &p.source.move_number)];
    w.fill(Key::TrainSource, values)
}

/// " Themes: corner, parity." (nothing when it has none).
pub fn themes(w: &Words, p: &Puzzle) -> String {
    let names: Vec<&str> = p.themes.iter().map(|t| theme(w, t)).collect();
    match names.is_empty() {
        true => String::new(),
        false => format!(
            " {}",
            w.fill(Key::TrainThemes, &[("themes", &names.join(", "))])
        ),
    }
}

/// The puzzle's heading: "Puzzle 123 · rated 1480 · endgame".
pub fn heading(w: &Words, p: &Puzzle) -> String {
    let values: &Values = &[
        ("id", &p.id),
        ("rating", &p.rating),
        ("kind", &kind(w, p.kind)),
    ];
    w.fill(Key::TrainHeading, values)
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
    w.get(match t {
        Theme::Corner => Key::TrainThemeCorner,
        Theme::Edge => Key::TrainThemeEdge,
        Theme::Parity => Key::TrainThemeParity,
        Theme::Tempo => Key::TrainThemeTempo,
        Theme::Quiet => Key::TrainThemeQuiet,
        Theme::Wipeout => Key::TrainThemeWipeout,
    })
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
pub fn no_such_puzzle(w: &Words, id: &str) -> String {
    w.fill(Key::TrainNoSuchPuzzle, &[("id", &format!("{id:?}"))])
}

/// The stream has nothing that passes the filter.
pub fn no_puzzle_left(w: &Words) -> String {
    w.get(Key::TrainNoPuzzleLeft).into()
}

/// The puzzle file could not be had.
pub fn puzzles_failed(w: &Words, why: &str) -> String {
    w.fill(Key::TrainPuzzlesFailed, &[("detail", &why)])
}

/// The puzzle file is on its way.
pub fn puzzles_loading(w: &Words) -> &str {
    w.get(Key::TrainPuzzlesLoading)
}

/// Export done.
pub fn exported(w: &Words) -> String {
    w.get(Key::TrainExported).into()
}

/// An import refused.
pub fn import_failed(w: &Words, why: &str) -> String {
    w.fill(Key::TrainImportFailed, &[("detail", &why)])
}

/// An import's trophy lines did not read.
pub fn bad_trophies(w: &Words, n: usize) -> String {
    w.fill(Key::TrainBadTrophies, &[("count", &n)])
}

/// An import done.
pub fn imported(w: &Words, rating: &str) -> String {
    w.fill(Key::TrainImported, &[("rating", &rating)])
}

/// No mistake waits today.
pub fn no_mistake_due(w: &Words) -> String {
    w.get(Key::TrainNoMistakeDue).into()
}

/// "You played b2 here: find better."
pub fn mistake_prompt(w: &Words, m: &Mistake) -> String {
    let values: &Values = &[
        ("side", &color(w, m.position.side)),
        ("played", &m.played),
        ("loss", &m.loss),
    ];
    w.fill(Key::TrainMistakePrompt, values)
}

/// The engine is still valuing the moves.
pub fn judging(w: &Words) -> String {
    w.get(Key::TrainJudging).into()
}

/// A mistake's move judged: "Better: c4 (+2)." or "Not better: b2 (-25). The best is e3 (+16)."
pub fn mistake_judged(
    w: &Words,
    sq: Square,
    found: bool,
    value: Option<i32>,
    (best, best_value): (Square, Option<i32>),
) -> String {
    let worth = |v: Option<i32>| v.map_or(String::new(), |v| format!(" ({v:+})"));
    let values: &Values = &[
        ("square", &sq),
        ("value", &worth(value)),
        ("best", &best),
        ("best_value", &worth(best_value)),
    ];
    let key = match found {
        true => Key::TrainBetter,
        false => Key::TrainNotBetter,
    };
    w.fill(key, values)
}

/// The name of an opening line, or "this line".
fn line_name(w: &Words, run: &OpeningRun) -> String {
    match run.opening {
        Some(n) => w.fill(Key::TrainTheLine, &[("name", &w.opening(n))]),
        None => w.get(Key::TrainThisLine).into(),
    }
}

/// The opening trainer's prompt: "Opening trainer: you play Black. Your move."
pub fn line_started(w: &Words, run: &OpeningRun) -> String {
    let side = color(w, run.player);
    let turn = match run.state {
        OpeningState::Player => Some(Key::TrainLineYourMove),
        OpeningState::Computer => Some(Key::TrainLineComputer),
        OpeningState::Judging(_) => Some(Key::TrainJudging),
        OpeningState::Missed(..) | OpeningState::Learned => None,
    };
    match turn {
        Some(turn) => w.fill(
            Key::TrainLineStarted,
            &[("side", &side), ("turn", &w.get(turn))],
        ),
        None => w.fill(Key::TrainLineStartedPlain, &[("side", &side)]),
    }
}

/// A move of the line.
pub fn line_move(w: &Words, side: Color, sq: Square, run: &OpeningRun) -> String {
    let opening = run
        .opening
        .map_or(String::new(), |n| format!(" ({})", w.opening(n)));
    let values: &Values = &[
        ("side", &color(w, side)),
        ("square", &sq),
        ("opening", &opening),
    ];
    w.fill(Key::TrainLineMove, values)
}

/// The player's answer stopped the line: "d7 (-18) leaves the Tiger; the good moves were f6 (+3)
/// and c5 (+2)."
pub fn line_missed(w: &Words, run: &OpeningRun, sq: Square, v: i32) -> String {
    let values = run.values.iter().flatten();
    let best = values.clone().map(|h| h.score).max().unwrap_or(v);
    let mut good: Vec<_> = values
        .filter(|h| h.score >= best - super::super::model::LINE_MARGIN)
        .collect();
    good.sort_by_key(|h| -h.score);
    let good: Vec<String> = good
        .iter()
        .map(|h| format!("{} ({:+})", h.square, h.score))
        .collect();
    let values: &Values = &[
        ("square", &sq),
        ("value", &format!("{v:+}")),
        ("line", &line_name(w, run)),
        ("good", &good.join(", ")),
    ];
    w.fill(Key::TrainLineMissed, values)
}

/// The worker could not read the book.
pub fn book_failed(w: &Words, why: &str) -> String {
    w.fill(Key::TrainBookFailed, &[("detail", &why)])
}

/// A line learned.
pub fn line_learned(w: &Words, run: &OpeningRun) -> String {
    let values: &Values = &[
        ("line", &line_name(w, run)),
        ("count", &run.game.moves().len()),
    ];
    w.fill(Key::TrainLineLearned, values)
}

/// The progress in browser storage did not read.
pub fn stored_progress_unreadable(w: &Words, why: &str) -> String {
    w.fill(Key::TrainStoredUnreadable, &[("detail", &why)])
}

/// A Storm's miss: "Missed: 10 seconds off your time."
pub fn rush_missed(w: &Words) -> &str {
    w.get(Key::TrainRushMissed)
}

/// A run's line on the board: "Streak: 3 solved in a row." or "2:41 left. Solved: 5. Missed: 1."
pub fn rush_status(w: &Words, rush: &Rush, now_ms: f64) -> String {
    match rush.left_ms(now_ms) {
        None => w.fill(Key::TrainStreakStatus, &[("count", &rush.solved)]),
        Some(left) => {
            let secs = (left / 1000.0).ceil() as u64;
            let time = format!("{}:{:02}", secs / 60, secs % 60);
            let values: &Values = &[
                ("time", &time),
                ("solved", &rush.solved),
                ("missed", &rush.missed),
            ];
            w.fill(Key::TrainStormStatus, values)
        }
    }
}

/// A run's end: "Time is up: 12 solved. Your best: 14.", and "A new personal best!" after it.
pub fn rush_over(w: &Words, run: &RushRun, coach: &Coach) -> String {
    let rush = &run.rush;
    let mut text = match rush.mode {
        Mode::Streak => w.fill(
            Key::TrainStreakOver,
            &[("count", &rush.solved), ("best", &coach.streak_best)],
        ),
        Mode::Storm => w.fill(
            Key::TrainStormOver,
            &[("solved", &rush.solved), ("best", &coach.storm_best)],
        ),
    };
    if run.new_best {
        text.push(' ');
        text.push_str(w.get(Key::TrainNewBest));
    }
    text
}

/// The bests on the Train screen: "Best streak: 7. Best storm: 21."
pub fn rush_bests(w: &Words, coach: &Coach) -> String {
    let values: &Values = &[("streak", &coach.streak_best), ("storm", &coach.storm_best)];
    w.fill(Key::TrainRushBests, values)
}

/// A weak spot's name: a reason's ("Mobility") or a theme's ("Puzzles: corner").
pub fn topic(w: &Words, topic: Topic) -> String {
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
        Topic::Theme(t) => w.fill(key, &[("theme", &theme(w, t))]),
        Topic::Reason(_) => w.get(key).to_string(),
    }
}

/// How often a weak spot was right: "40% (2 of 5)".
pub fn spot_share(w: &Words, spot: &Spot) -> String {
    let values: &Values = &[
        ("percent", &spot.percent()),
        ("right", &spot.right),
        ("tries", &spot.tries),
    ];
    w.fill(Key::TrainSpotShare, values)
}

/// A weak spot's trend: "up 20 points", "down 10 points", "steady", "too few tries".
pub fn trend(w: &Words, spot: &Spot) -> String {
    match spot.trend {
        None => w.get(Key::TrainTrendNone).to_string(),
        Some(0) => w.get(Key::TrainTrendFlat).to_string(),
        Some(p) if p > 0 => w.fill(Key::TrainTrendUp, &[("points", &p)]),
        Some(p) => w.fill(Key::TrainTrendDown, &[("points", &-p)]),
    }
}

/// "Practise this" on a weak spot, for screen readers: "Practise: Mobility".
pub fn practise_label(w: &Words, name: &str) -> String {
    w.fill(Key::TrainPractiseLabel, &[("topic", &name)])
}

/// Nothing to practise for `topic` (no mistake of that kind, no theme near it).
pub fn nothing_to_practise(w: &Words, t: Topic) -> String {
    w.fill(Key::TrainNoPractise, &[("topic", &topic(w, t))])
}

/// A reason drill's heading: "Reason drill 12".
pub fn reason_heading(w: &Words, d: &ReasonDrill) -> String {
    w.fill(Key::TrainReasonHeading, &[("id", &d.id)])
}

/// A reason drill's question: "Black to move: which is better, c4 or b2? ...".
pub fn reason_prompt(w: &Words, d: &ReasonDrill) -> String {
    let [a, b] = d.moves();
    let side = color(w, d.position.side);
    let values: &Values = &[("side", &side), ("a", &a), ("b", &b)];
    w.fill(Key::TrainReasonPrompt, values)
}

/// A move picked before the reason: "c4 picked: now pick the reason."
pub fn reason_now_why(w: &Words, sq: Square) -> String {
    w.fill(Key::TrainReasonNowWhy, &[("square", &sq)])
}

/// A reason drill graded: "Right move, wrong reason: c4 (+2) is better than b2 (-10), but because
/// of this: Giving a corner."
pub fn reason_result(w: &Words, d: &ReasonDrill, grade: Grade) -> String {
    let key = match (grade.move_right, grade.reason_right) {
        (true, true) => Key::TrainReasonBoth,
        (true, false) => Key::TrainReasonMoveOnly,
        (false, true) => Key::TrainReasonReasonOnly,
        (false, false) => Key::TrainReasonNeither,
    };
    let (bv, wv) = (
        format!("{:+}", d.better_value),
        format!("{:+}", d.worse_value),
    );
    let reason = topic(w, d.reason);
    let values: &Values = &[
        ("better", &d.better),
        ("better_value", &bv),
        ("worse", &d.worse),
        ("worse_value", &wv),
        ("reason", &reason),
    ];
    w.fill(key, values)
}

/// The drill file could not be fetched or read.
pub fn drills_failed(w: &Words, detail: &str) -> String {
    w.fill(Key::TrainDrillsFailed, &[("detail", &detail)])
}
