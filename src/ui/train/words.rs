//! What the player reads and hears in training: prompts, answers, the record's messages, the
//! names of kinds, themes and bands. One place, so that they move into the language catalogues
//! together.

use super::super::model::{OpeningRun, OpeningState};
use crate::engine::{Color, Move, Square};
use crate::training::progress::Mistake;
use crate::training::puzzle::{Goal, Kind, Puzzle, Theme};

/// "Black" or "White".
pub fn color(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// What a value means: "wins by 4", "draws", "loses by 6" (exact), or "is worth about +4 discs".
pub fn value(kind: Kind, v: i32) -> String {
    match (kind, v) {
        (Kind::Midgame, v) => format!("is worth about {v:+} discs"),
        (Kind::Endgame, 0) => "draws".into(),
        (Kind::Endgame, v) if v > 0 => format!("wins by {v}"),
        (Kind::Endgame, v) => format!("loses by {}", -v),
    }
}

/// What to find: "Black to move: find the only move that wins".
pub fn prompt(p: &Puzzle) -> String {
    let side = color(p.player());
    let goal = match p.goal() {
        Goal::Win => "find the only move that wins".to_string(),
        Goal::Draw => "find the only move that draws".to_string(),
        Goal::BestScore => format!(
            "the game is won; find the only move that wins by {}",
            p.steps[0].best_value()
        ),
        Goal::Best => "find the move far better than every other".to_string(),
    };
    let moves = match p.steps.len() {
        1 => String::new(),
        n => format!(" ({n} moves to find)"),
    };
    format!("{side} to move: {goal}{moves}")
}

/// The solution's name in an answer: "the winning move".
fn solution_noun(goal: Goal) -> &'static str {
    match goal {
        Goal::Win => "the winning move",
        Goal::Draw => "the drawing move",
        Goal::BestScore | Goal::Best => "the best move",
    }
}

/// A right move that the opponent answered: "Right: d3. White replied c4. Find the next move."
pub fn right(played: Square, reply: Move, next: Color) -> String {
    match reply {
        Move::Play(r) => format!(
            "Right: {played}. {} replied {r}. Find the next move.",
            color(next.opposite())
        ),
        Move::Pass => format!(
            "Right: {played}. {} has no move and passes: play again.",
            color(next.opposite())
        ),
    }
}

/// After a right move of a longer puzzle: "Right! Now find move 2 of the line."
pub fn right_so_far(step: usize) -> String {
    format!("Right! Now find move {} of the line.", step + 1)
}

/// "Solved! The whole line: d3 c4 e6."
pub fn solved(p: &Puzzle) -> String {
    format!("Solved! The whole line: {}.", line(p))
}

/// The solution's line as text: "d3 c4 e6" (a pass as "pass").
pub fn line(p: &Puzzle) -> String {
    let words: Vec<String> = p.line().iter().map(Move::to_string).collect();
    words.join(" ")
}

/// A wrong move: "d3 loses by 4; the winning move wins by 2. The board shows the solution."
pub fn wrong(p: &Puzzle, played: Square, v: i32, best: i32) -> String {
    format!(
        "{played} {}; {} {}.",
        value(p.kind, v),
        solution_noun(p.goal()),
        value(p.kind, best)
    )
}

/// The solution shown: "The solution: d3 c4 e6."
pub fn solution(p: &Puzzle) -> String {
    format!("The solution: {}.", line(p))
}

/// The result line of a wrong move, with the solution's square: "d3 loses by 4; the winning move
/// (c4) wins by 2."
pub fn wrong_with_solution(p: &Puzzle, played: Square, v: i32, step: usize) -> String {
    let s = &p.steps[step.min(p.steps.len() - 1)];
    format!(
        "{played} {}; {} ({}) {}.",
        value(p.kind, v),
        solution_noun(p.goal()),
        s.solution(),
        value(p.kind, s.best_value())
    )
}

/// "Try again: Black to move."
pub fn retry(side: Color) -> String {
    format!("Try again: {} to move.", color(side))
}

/// Where a puzzle comes from: "From a game of 1998, move 41."
pub fn source(p: &Puzzle) -> String {
    format!(
        "From a tournament game of {}, move {}.",
        p.source.year, p.source.move_number
    )
}

/// " Themes: corner, parity." (nothing when it has none).
pub fn themes(p: &Puzzle) -> String {
    let names: Vec<&str> = p.themes.iter().map(theme).collect();
    match names.is_empty() {
        true => String::new(),
        false => format!(" Themes: {}.", names.join(", ")),
    }
}

/// The puzzle's heading: "Puzzle 123 · rated 1480 · endgame".
pub fn heading(p: &Puzzle) -> String {
    format!("Puzzle {} · rated {} · {}", p.id, p.rating, kind(p.kind))
}

/// A kind's name: "endgame", "midgame".
pub fn kind(k: Kind) -> &'static str {
    match k {
        Kind::Endgame => "endgame (exact)",
        Kind::Midgame => "midgame",
    }
}

/// A theme's name.
pub fn theme(t: Theme) -> &'static str {
    match t {
        Theme::Corner => "corner",
        Theme::Edge => "edge fight",
        Theme::Parity => "parity",
        Theme::Tempo => "tempo",
        Theme::Quiet => "quiet move",
        Theme::Wipeout => "wipe-out",
    }
}

/// A difficulty band's name (the bands of `training::stats::BANDS`).
pub fn band(i: usize) -> &'static str {
    ["beginner", "novice", "club", "strong", "expert", "master"]
        .get(i)
        .copied()
        .unwrap_or("master")
}

/// `#puzzle=ID` names no puzzle.
pub fn no_such_puzzle(id: &str) -> String {
    format!("There is no puzzle {id:?}.")
}

/// The stream has nothing that passes the filter.
pub fn no_puzzle_left() -> String {
    "No puzzle matches these choices.".into()
}

/// The puzzle file could not be had.
pub fn puzzles_failed(why: &str) -> String {
    format!("The puzzles could not be loaded: {why}")
}

/// The puzzle file is on its way.
pub fn puzzles_loading() -> &'static str {
    "Loading the puzzles…"
}

/// Export done.
pub fn exported() -> String {
    "Your progress was saved as a file.".into()
}

/// An import refused.
pub fn import_failed(why: &str) -> String {
    format!("The progress file could not be read, and nothing was changed: {why}")
}

/// An import's trophy lines did not read.
pub fn bad_trophies(n: usize) -> String {
    format!("{n} line(s) of its trophy shelf are damaged.")
}

/// An import done.
pub fn imported(rating: &str) -> String {
    format!("Progress imported: your rating is {rating}.")
}

/// No mistake waits today.
pub fn no_mistake_due() -> String {
    "No mistake is waiting today: review a finished game to find some.".into()
}

/// "You played b2 here: find better."
pub fn mistake_prompt(m: &Mistake) -> String {
    format!(
        "{} to move. You played {} here (it lost {} discs): find better.",
        color(m.position.side),
        m.played,
        m.loss
    )
}

/// The engine is still valuing the moves.
pub fn judging() -> String {
    "Checking your move…".into()
}

/// A mistake's move judged: "Better: c4 (+2)." or "Not better: b2 (-25). The best is e3 (+16)."
pub fn mistake_judged(
    sq: Square,
    found: bool,
    value: Option<i32>,
    (best, best_value): (Square, Option<i32>),
) -> String {
    let worth = |v: Option<i32>| v.map_or(String::new(), |v| format!(" ({v:+})"));
    match found {
        true => format!(
            "Better: {sq}{}. The best is {best}{}.",
            worth(value),
            worth(best_value)
        ),
        false => format!(
            "Not better: {sq}{}. The best is {best}{}.",
            worth(value),
            worth(best_value)
        ),
    }
}

/// The name of an opening line, or "the line".
fn line_name(run: &OpeningRun) -> String {
    run.opening
        .map_or("this line".into(), |n| format!("the {n}"))
}

/// The opening trainer's prompt: "Opening trainer: you play Black. Your move."
pub fn line_started(run: &OpeningRun) -> String {
    let turn = match run.state {
        OpeningState::Player => " Your move: stay within 2 discs of the book's best.",
        OpeningState::Computer => " The computer plays a book move.",
        OpeningState::Judging(_) => " Checking your move…",
        OpeningState::Missed(..) | OpeningState::Learned => "",
    };
    format!("Opening trainer: you play {}.{turn}", color(run.player))
}

/// A move of the line.
pub fn line_move(side: Color, sq: Square, run: &OpeningRun) -> String {
    let opening = run.opening.map_or(String::new(), |n| format!(" ({n})"));
    format!("{} played {sq}{opening}.", color(side))
}

/// The player's answer stopped the line: "d7 (-18) leaves the Tiger; the good moves were f6 (+3)
/// and c5 (+2)."
pub fn line_missed(run: &OpeningRun, sq: Square, v: i32) -> String {
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
    format!(
        "{sq} ({v:+}) leaves {}; the good moves were {}.",
        line_name(run),
        good.join(", ")
    )
}

/// The worker could not read the book.
pub fn book_failed(why: &str) -> String {
    format!("The opening book could not be read, so the line stops here: {why}")
}

/// A line learned.
pub fn line_learned(run: &OpeningRun) -> String {
    format!(
        "Line learned: {} to move {}.",
        line_name(run),
        run.game.moves().len()
    )
}

/// The progress in browser storage did not read.
pub fn stored_progress_unreadable(why: &str) -> String {
    format!(
        "Your training progress in this browser could not be read, so training starts afresh \
         (the damaged copy is kept aside as ethello.progress.damaged): {why}"
    )
}
