//! Training: the player's rating on the title screen and Willy's card (with the level nearest it,
//! once rated), the Train screen (the rating and its history as an inline SVG graph, the puzzles,
//! the mistakes waiting, the opening trainer, the choices of its selects in the language shown),
//! and beside the board the drill's panel: its heading, its prompt (`data-testid="puzzle-prompt"`),
//! its result (`puzzle-result`, whose `data-result` is `right`, `wrong`, `half`, `solved` or
//! `shown` after a move), its detail and which of its buttons show. The board's marks after a
//! wrong answer are the board's ([`super::Board`]); a run of Streak or Storm and the reason
//! choices are the coach's ([`super::coach`]).

use super::patch::{List, Node, View};
use crate::ids;
use crate::model::{Drill, MistakeRun, MistakeState, Model, OpeningState, Puzzles, Screen};
use crate::train::words;
use crate::words::{phrase, Key, Words};
use ethello_engine::{openings, Color, Square};
use ethello_model::training::ladder::{level_elo, suggested_level};
use ethello_model::training::puzzle::{Kind, Theme};
use ethello_model::training::solving::State;
use ethello_model::training::stats::BANDS;
use std::fmt::Write as _;

/// The player's rating, the Train screen while it shows, and the drill's panel.
pub fn panel(m: &Model, v: &mut View) {
    v.text(ids::PLAYER_RATING, m.train.progress.rating.shown());
    suggestion(m, v);
    if m.screen == Screen::Train {
        train_screen(m, v);
    }
    v.hide(ids::DRILL, m.screen != Screen::Drill);
    if let (Screen::Drill, Some(drill)) = (m.screen, &m.train.drill) {
        drill_panel(&m.words, drill, v);
    }
}

/// Willy's card suggests the level nearest the player's rating, once it has been rated.
fn suggestion(m: &Model, v: &mut View) {
    let progress = &m.train.progress;
    let rated = !progress.history.is_empty();
    v.hide(ids::WILLY_SUGGEST, !rated);
    if rated {
        let r = progress.rating.rating.round() as i32;
        let level = suggested_level(r);
        let said = phrase::train_suggest(&r, &level, &level_elo(level));
        v.text(ids::WILLY_SUGGEST, m.words.text(&said));
    }
}

/// The Train screen.
fn train_screen(m: &Model, v: &mut View) {
    let (t, w) = (&m.train, &m.words);
    let p = &t.progress;
    v.text(ids::TRAIN_RATING, p.rating.shown());
    let elos = (&level_elo(1), &level_elo(6), &level_elo(12));
    let note = phrase::train_rating_note(&p.history.len(), elos.0, elos.1, elos.2);
    v.text(ids::TRAIN_RATING_NOTE, w.text(&note));
    graph(m, v);
    let status = match &t.puzzles {
        Puzzles::Loading => Some(words::puzzles_loading(w).to_string()),
        Puzzles::Failed(why) => Some(w.text(&words::puzzles_failed(why))),
        _ => None,
    };
    v.hide(ids::TRAIN_STATUS, status.is_none());
    v.text(ids::TRAIN_STATUS, status.unwrap_or_default());
    let first = p.puzzles.iter().filter(|a| a.first).count();
    let done = phrase::train_puzzles_done(&p.puzzles.len(), &first);
    v.text(ids::PUZZLES_DONE, w.text(&done));
    let due = phrase::train_mistakes_due(&t.mistakes_due(), &p.mistakes.len());
    v.text(ids::MISTAKES_DUE, w.text(&due));
    let lines = phrase::train_lines_note(&p.lines.learned, &t.lines_due());
    v.text(ids::LINES_NOTE, w.text(&lines));
    v.text(ids::RUSH_BESTS, words::rush_bests(w, &p.coach));
    choices(m, v);
}

/// The selects of the Train screen: their choices in the language shown, and the ones picked.
fn choices(m: &Model, v: &mut View) {
    let (f, w) = (&m.train.filter, &m.words);
    v.value(ids::FILTER_KIND, f.kind.map_or("", Kind::word));
    let themes = Theme::ALL.map(|t| (t.word().to_string(), words::theme(w, t).to_string()));
    let themes = themes.into();
    v.list(ids::FILTER_THEME, options(w, Key::TrainAny, themes));
    v.value(ids::FILTER_THEME, f.theme.map_or("", Theme::word));
    let bands = (0..BANDS.len()).map(|i| (i.to_string(), band_label(w, i)));
    let bands = bands.collect();
    v.list(ids::FILTER_BAND, options(w, Key::TrainAtMyRating, bands));
    v.value(
        ids::FILTER_BAND,
        f.band.map_or(String::new(), |b| b.to_string()),
    );
    let all = openings::all().iter().enumerate();
    let lines = all.map(|(i, o)| (i.to_string(), w.opening(o.name).to_string()));
    let lines = lines.collect();
    v.list(ids::LINE_OPENING, options(w, Key::TrainAnyOpening, lines));
    let line = &m.train.line;
    v.value(
        ids::LINE_OPENING,
        line.opening.map_or(String::new(), |i| i.to_string()),
    );
    let color = match line.player {
        Color::Black => "black",
        Color::White => "white",
    };
    v.value(ids::LINE_COLOR, color);
}

/// A select's options: "any" (value "", its words `any`) and `items` (value, label), rebuilt in
/// another language.
fn options(w: &Words, any: Key, items: Vec<(String, String)>) -> List {
    let first = std::iter::once((String::new(), w.get(any).to_string()));
    let option = |(value, label): (String, String)| Node::new("option", label).attr("value", value);
    List {
        key: w.lang().code().to_string(),
        items: first.chain(items).map(option).collect(),
        ..List::default()
    }
}

/// "club (1400-1799)".
fn band_label(w: &Words, i: usize) -> String {
    let low = BANDS[i].0;
    let band = words::band(w, i);
    match BANDS.get(i + 1) {
        Some(&(next, _)) if i == 0 => w.text(&phrase::train_band_below(band, &next)),
        Some(&(next, _)) => w.text(&phrase::train_band_between(band, &low, &(next - 1))),
        None => w.text(&phrase::train_band_above(band, &low)),
    }
}

/// The rating's history as an inline SVG line; before any, the words that say how to start one
/// (`data-empty="true"`). One result: a flat line at that rating.
fn graph(m: &Model, v: &mut View) {
    let (history, w) = (&m.train.progress.history, &m.words);
    v.flag(ids::RATING_GRAPH, "data-empty", history.is_empty());
    let Some(last) = history.last() else {
        v.text(ids::RATING_GRAPH, w.get(Key::TrainGraphEmpty));
        v.attr(ids::RATING_GRAPH, "aria-label", w.get(Key::TrainGraphEmpty));
        return;
    };
    let mut ratings: Vec<i32> = history.iter().map(|p| p.rating).collect();
    if ratings.len() == 1 {
        ratings.push(ratings[0]);
    }
    v.html(ids::RATING_GRAPH, svg(&ratings));
    let label = phrase::train_graph_label(&history.len(), &last.rating, &last.deviation);
    v.attr(ids::RATING_GRAPH, "aria-label", w.text(&label));
}

/// An SVG polyline of `ratings` (two at least) in a 300 by 90 box, with the lowest and highest
/// marked.
fn svg(ratings: &[i32]) -> String {
    let (w, h) = (300.0, 90.0);
    let mut out =
        format!("<svg viewBox=\"0 0 {w} {h}\" preserveAspectRatio=\"none\" aria-hidden=\"true\">");
    let low = ratings.iter().min().copied().unwrap_or(0) - 20;
    let high = ratings.iter().max().copied().unwrap_or(0) + 20;
    let x = |i: usize| i as f64 * w / (ratings.len().max(2) - 1) as f64;
    let y = |r: i32| h - f64::from(r - low) * h / f64::from(high - low);
    let points: Vec<String> = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{:.1},{:.1}", x(i), y(*r)))
        .collect();
    let _ = write!(
        out,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" vector-effect=\"non-scaling-stroke\"/>",
        points.join(" ")
    );
    let _ = write!(
        out,
        "<text x=\"2\" y=\"12\">{}</text><text x=\"2\" y=\"{}\">{}</text></svg>",
        high - 20,
        h - 3.0,
        low + 20
    );
    out
}

/// The drill's panel beside the board: its heading, prompt, result and detail.
fn drill_panel(w: &Words, drill: &Drill, v: &mut View) {
    let (heading, prompt, (result, text), detail) = match drill {
        Drill::Puzzle { solving, .. } => {
            let p = &solving.puzzle;
            let result = match solving.state {
                State::Playing if solving.step == 0 => ("", None),
                State::Playing => ("right", Some(words::right_so_far(solving.step))),
                State::Wrong { played, value } => (
                    "wrong",
                    Some(words::wrong_with_solution(p, played, value, solving.step)),
                ),
                State::Solved => ("solved", Some(words::solved(p))),
                State::ShownSolution => ("shown", Some(words::solution_phrase(p))),
            };
            let detail = words::source(w, p) + &words::themes(w, p);
            (words::heading(w, p), words::prompt(p), result, detail)
        }
        Drill::Mistake(run) => {
            let best = (run.best_move(), best_of(run));
            let result = match run.state {
                MistakeState::Right(sq) => (
                    "solved",
                    Some(words::mistake_judged(sq, true, value_of(run, sq), best)),
                ),
                MistakeState::Wrong(sq, v) => (
                    "wrong",
                    Some(words::mistake_judged(sq, false, Some(v), best)),
                ),
                MistakeState::Judging(_) => ("", Some(phrase::train_judging())),
                MistakeState::Playing => ("", None),
            };
            let detail = w.text(&phrase::train_lost_in_game(&run.mistake.loss));
            let heading = w.get(Key::TrainYourMistake).to_string();
            (heading, words::mistake_prompt(&run.mistake), result, detail)
        }
        Drill::Opening(run) => {
            let result = match run.state {
                OpeningState::Missed(sq, v) => ("wrong", Some(words::line_missed(run, sq, v))),
                OpeningState::Learned => ("solved", Some(words::line_learned(run))),
                OpeningState::Judging(_) => ("", Some(phrase::train_judging())),
                _ if run.game.moves().is_empty() => ("", None),
                _ => ("right", None),
            };
            let name = match run.opening {
                Some(n) => w.opening(n),
                None => w.get(Key::TrainOpeningTrainer),
            };
            let number = w.text(&phrase::train_move_of(&run.game.moves().len()));
            (name.to_string(), words::line_started(run), result, number)
        }
        Drill::Reason(run) => {
            let result = match run.grade {
                None => ("", None),
                Some(g) => (
                    match (g.move_right, g.reason_right) {
                        (true, true) => "right",
                        (false, false) => "wrong",
                        _ => "half",
                    },
                    Some(words::reason_result(&run.drill, g)),
                ),
            };
            let heading = words::reason_heading(w, &run.drill);
            (
                heading,
                words::reason_prompt(&run.drill),
                result,
                String::new(),
            )
        }
    };
    v.text(ids::DRILL_HEADING, heading);
    v.text(ids::PUZZLE_PROMPT, w.text(&prompt));
    v.text(
        ids::PUZZLE_RESULT,
        text.map_or(String::new(), |t| w.text(&t)),
    );
    v.attr(ids::PUZZLE_RESULT, "data-result", result);
    v.text(ids::DRILL_DETAIL, detail);
}

/// The value of `sq` among a mistake's values, when they are in.
fn value_of(run: &MistakeRun, sq: Square) -> Option<i32> {
    let values = &run.values.as_ref()?.0;
    values.iter().find(|h| h.square == sq).map(|h| h.score)
}

/// The best value among a mistake's values, when they are in.
fn best_of(run: &MistakeRun) -> Option<i32> {
    run.values.as_ref()?.0.iter().map(|h| h.score).max()
}

/// Which of the drill's buttons show, a run of Streak or Storm aside: Retry after an answer,
/// Solution while a puzzle is unsolved.
pub fn buttons(drill: &Drill) -> (bool, bool) {
    match drill {
        Drill::Puzzle { solving, .. } => (
            matches!(
                solving.state,
                State::Wrong { .. } | State::Solved | State::ShownSolution
            ),
            !solving.ended(),
        ),
        Drill::Mistake(run) => (matches!(run.state, MistakeState::Wrong(..)), false),
        Drill::Opening(run) => (matches!(run.state, OpeningState::Missed(..)), false),
        Drill::Reason(run) => (run.grade.is_some(), false),
    }
}
