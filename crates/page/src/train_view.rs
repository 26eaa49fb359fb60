//! Training drawn from the model (read-only): the player's rating on the title screen and Willy's
//! card, the Train screen (the rating and its history as an inline SVG graph, the puzzles, the
//! daily puzzle, the mistakes waiting, the opening trainer, export and import), and beside the
//! board the drill's panel (`data-testid="puzzle-prompt"`, and `puzzle-result` whose
//! `data-result` is `right`, `wrong` or `solved` after a move). The board's marks after a wrong
//! answer (the move played ringed red, the solution green, every move's value) are the view's
//! (`ethello_ui::view::Board`).

use ethello_ui::phrase;
use std::cell::Cell;
use std::fmt::Write as _;

use wasm_bindgen::JsValue;

use super::dom::{self, set_select};
use ethello_engine::{openings, Color, Square};
use ethello_model::training::ladder::{level_elo, suggested_level};
use ethello_model::training::puzzle::{Kind, Theme};
use ethello_model::training::solving::State;
use ethello_model::training::stats::BANDS;
use ethello_ui::ids;
use ethello_ui::train::words;
use ethello_ui::{Drill, Key, Lang, MistakeState, Model, OpeningState, Puzzles, Screen, Words};

/// Fills the choices made from data once: the themes, the difficulty bands and the openings.
///
/// # Errors
/// When a select is missing.
pub fn build(words: &Words) -> Result<(), JsValue> {
    label_choices(words)
}

thread_local! {
    /// The language the choices' labels are in.
    static LABELLED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The choices of the Train screen (themes, bands, openings), labelled in `w`'s language.
fn label_choices(w: &Words) -> Result<(), JsValue> {
    LABELLED.with(|l| l.set(Some(w.lang())));
    let themes: Vec<(String, String)> = Theme::ALL
        .iter()
        .map(|t| (t.word().to_string(), words::theme(w, *t).to_string()))
        .collect();
    options(ids::FILTER_THEME, w.get(Key::TrainAny), &themes)?;
    let bands: Vec<(String, String)> = (0..BANDS.len())
        .map(|i| (i.to_string(), band_label(w, i)))
        .collect();
    options(ids::FILTER_BAND, w.get(Key::TrainAtMyRating), &bands)?;
    let lines: Vec<(String, String)> = openings::all()
        .iter()
        .enumerate()
        .map(|(i, o)| (i.to_string(), w.opening(o.name).to_string()))
        .collect();
    options(ids::LINE_OPENING, w.get(Key::TrainAnyOpening), &lines)
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

/// Replaces the options of the select `id` with "any" (value "") and `items` (value, label).
fn options(id: &str, any: &str, items: &[(String, String)]) -> Result<(), JsValue> {
    let select = dom::html(id)?;
    let doc = dom::document();
    select.set_inner_html("");
    for (value, label) in
        std::iter::once((String::new(), any.to_string())).chain(items.iter().cloned())
    {
        let option = doc.create_element("option")?;
        option.set_attribute("value", &value)?;
        option.set_text_content(Some(&label));
        select.append_child(&option)?;
    }
    Ok(())
}

/// Shows the parts of the page this module owns.
pub fn render(model: &Model) {
    if LABELLED.with(Cell::get) != Some(model.words.lang()) {
        let _ = label_choices(&model.words);
    }
    let rating = model.train.progress.rating;
    dom::set_text(ids::PLAYER_RATING, &rating.shown());
    suggestion(model);
    if model.screen == Screen::Train {
        train_screen(model);
    }
    dom::set_hidden_id(ids::DRILL, model.screen != Screen::Drill);
    if let (Screen::Drill, Some(drill)) = (model.screen, &model.train.drill) {
        panel(model, drill);
    }
}

/// Willy's card suggests the level nearest the player's rating, once it has been rated.
fn suggestion(model: &Model) {
    let progress = &model.train.progress;
    let rated = !progress.history.is_empty();
    dom::set_hidden_id(ids::WILLY_SUGGEST, !rated);
    if rated {
        let r = progress.rating.rating.round() as i32;
        let level = suggested_level(r);
        let text = model
            .words
            .text(&phrase::train_suggest(&r, &level, &level_elo(level)));
        dom::set_text(ids::WILLY_SUGGEST, &text);
    }
}

/// The Train screen.
fn train_screen(model: &Model) {
    let t = &model.train;
    let p = &t.progress;
    dom::set_text(ids::TRAIN_RATING, &p.rating.shown());
    let w = &model.words;
    let note = w.text(&phrase::train_rating_note(
        &p.history.len(),
        &level_elo(1),
        &level_elo(6),
        &level_elo(12),
    ));
    dom::set_text(ids::TRAIN_RATING_NOTE, &note);
    graph(model);
    let status = match &t.puzzles {
        Puzzles::Loading => Some(words::puzzles_loading(w).to_string()),
        Puzzles::Failed(why) => Some(w.text(&words::puzzles_failed(why))),
        _ => None,
    };
    dom::set_hidden_id(ids::TRAIN_STATUS, status.is_none());
    dom::set_text(ids::TRAIN_STATUS, status.as_deref().unwrap_or(""));
    let first = p.puzzles.iter().filter(|a| a.first).count();
    let done = w.text(&phrase::train_puzzles_done(&p.puzzles.len(), &first));
    dom::set_text(ids::PUZZLES_DONE, &done);
    let due = t.mistakes_due();
    let mistakes = w.text(&phrase::train_mistakes_due(&due, &p.mistakes.len()));
    dom::set_text(ids::MISTAKES_DUE, &mistakes);
    let lines = w.text(&phrase::train_lines_note(&p.lines.learned, &t.lines_due()));
    dom::set_text(ids::LINES_NOTE, &lines);
    set_select(ids::FILTER_KIND, t.filter.kind.map_or("", Kind::word));
    set_select(ids::FILTER_THEME, t.filter.theme.map_or("", Theme::word));
    set_select(
        ids::FILTER_BAND,
        &t.filter.band.map_or(String::new(), |b| b.to_string()),
    );
    set_select(
        ids::LINE_OPENING,
        &t.line.opening.map_or(String::new(), |i| i.to_string()),
    );
    let color = match t.line.player {
        Color::Black => "black",
        Color::White => "white",
    };
    set_select(ids::LINE_COLOR, color);
}

/// The rating's history as an inline SVG line (rebuilt when the history changes).
fn graph(model: &Model) {
    let Ok(el) = dom::html(ids::RATING_GRAPH) else {
        return;
    };
    let history = &model.train.progress.history;
    let key = format!(
        "{}:{:?}:{}",
        history.len(),
        history.last(),
        model.words.lang().code()
    );
    if el.get_attribute("data-key").as_deref() == Some(key.as_str()) {
        return;
    }
    dom::set_attr(&el, "data-key", &key);
    let w = &model.words;
    // No history yet: the box says how to start one instead of standing empty. One result: a flat
    // line at that rating.
    dom::set_attr(
        &el,
        "data-empty",
        if history.is_empty() { "true" } else { "false" },
    );
    if history.is_empty() {
        el.set_text_content(Some(w.get(Key::TrainGraphEmpty)));
    } else {
        let mut ratings: Vec<i32> = history.iter().map(|p| p.rating).collect();
        if ratings.len() == 1 {
            ratings.push(ratings[0]);
        }
        el.set_inner_html(&svg(ratings));
    }
    let label = match history.last() {
        Some(last) => w.text(&phrase::train_graph_label(
            &history.len(),
            &last.rating,
            &last.deviation,
        )),
        None => w.get(Key::TrainGraphEmpty).to_string(),
    };
    dom::set_attr(&el, "aria-label", &label);
}

/// An SVG polyline of `ratings` in a 300 by 90 box, with the lowest and highest marked.
fn svg(ratings: Vec<i32>) -> String {
    let (w, h) = (300.0, 90.0);
    let mut out =
        format!("<svg viewBox=\"0 0 {w} {h}\" preserveAspectRatio=\"none\" aria-hidden=\"true\">");
    if ratings.len() >= 2 {
        let low = ratings.iter().min().copied().unwrap_or(0) - 20;
        let high = ratings.iter().max().copied().unwrap_or(0) + 20;
        let x = |i: usize| i as f64 * w / (ratings.len() - 1) as f64;
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
            "<text x=\"2\" y=\"12\">{}</text><text x=\"2\" y=\"{}\">{}</text>",
            high - 20,
            h - 3.0,
            low + 20
        );
    }
    out.push_str("</svg>");
    out
}

/// The drill's panel beside the board.
fn panel(model: &Model, drill: &Drill) {
    let w = &model.words;
    let (heading, prompt, result, detail) = match drill {
        Drill::Puzzle { solving, .. } => {
            let p = &solving.puzzle;
            let (result, text) = match solving.state {
                State::Playing if solving.step == 0 => ("", String::new()),
                State::Playing => ("right", w.text(&words::right_so_far(solving.step))),
                State::Wrong { played, value } => (
                    "wrong",
                    w.text(&words::wrong_with_solution(p, played, value, solving.step)),
                ),
                State::Solved => ("solved", w.text(&words::solved(p))),
                State::ShownSolution => ("shown", w.text(&words::solution_phrase(p))),
            };
            let detail = words::source(w, p) + &words::themes(w, p);
            (
                words::heading(w, p),
                w.text(&words::prompt(p)),
                (result, text),
                detail,
            )
        }
        Drill::Mistake(run) => {
            let (result, text) = match run.state {
                MistakeState::Right(sq) => {
                    let best = (run.best_move(), best_of(run));
                    (
                        "solved",
                        w.text(&words::mistake_judged(sq, true, value_of(run, sq), best)),
                    )
                }
                MistakeState::Wrong(sq, v) => {
                    let best = (run.best_move(), best_of(run));
                    (
                        "wrong",
                        w.text(&words::mistake_judged(sq, false, Some(v), best)),
                    )
                }
                MistakeState::Judging(_) => ("", w.get(Key::TrainJudging).to_string()),
                MistakeState::Playing => ("", String::new()),
            };
            let detail = w.text(&phrase::train_lost_in_game(&run.mistake.loss));
            (
                w.get(Key::TrainYourMistake).to_string(),
                w.text(&words::mistake_prompt(&run.mistake)),
                (result, text),
                detail,
            )
        }
        Drill::Opening(run) => {
            let (result, text) = match run.state {
                OpeningState::Missed(sq, v) => ("wrong", w.text(&words::line_missed(run, sq, v))),
                OpeningState::Learned => ("solved", w.text(&words::line_learned(run))),
                OpeningState::Judging(_) => ("", w.get(Key::TrainJudging).to_string()),
                _ if run.game.moves().is_empty() => ("", String::new()),
                _ => ("right", String::new()),
            };
            let name = match run.opening {
                Some(n) => w.opening(n),
                None => w.get(Key::TrainOpeningTrainer),
            };
            let prompt = w.text(&words::line_started(run));
            let number = run.game.moves().len();
            (
                name.to_string(),
                prompt,
                (result, text),
                w.text(&phrase::train_move_of(&number)),
            )
        }
        Drill::Reason(run) => {
            let result = match run.grade {
                None => ("", String::new()),
                Some(g) => (
                    match (g.move_right, g.reason_right) {
                        (true, true) => "right",
                        (false, false) => "wrong",
                        _ => "half",
                    },
                    w.text(&words::reason_result(&run.drill, g)),
                ),
            };
            let heading = words::reason_heading(w, &run.drill);
            (
                heading,
                w.text(&words::reason_prompt(&run.drill)),
                result,
                String::new(),
            )
        }
    };
    dom::set_text(ids::DRILL_HEADING, &heading);
    dom::set_text(ids::PUZZLE_PROMPT, &prompt);
    dom::set_text(ids::PUZZLE_RESULT, &result.1);
    if let Ok(el) = dom::html(ids::PUZZLE_RESULT) {
        dom::set_attr(&el, "data-result", result.0);
    }
    dom::set_text(ids::DRILL_DETAIL, &detail);
    buttons(drill);
}

/// The value of `sq` among a mistake's values, when they are in.
fn value_of(run: &ethello_ui::MistakeRun, sq: Square) -> Option<i32> {
    let values = &run.values.as_ref()?.0;
    values.iter().find(|h| h.square == sq).map(|h| h.score)
}

/// The best value among a mistake's values, when they are in.
fn best_of(run: &ethello_ui::MistakeRun) -> Option<i32> {
    run.values.as_ref()?.0.iter().map(|h| h.score).max()
}

/// Which of the drill's buttons show.
fn buttons(drill: &Drill) {
    let (retry, solution) = match drill {
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
    };
    dom::set_hidden_id(ids::BTN_DRILL_RETRY, !retry);
    dom::set_hidden_id(ids::BTN_DRILL_SOLUTION, !solution);
}
