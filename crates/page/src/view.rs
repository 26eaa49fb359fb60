//! The model to the DOM, read-only: [`render()`] applies [`ethello_ui::view`]'s [`View`] (the
//! screens, the state on `#app`, the texts, the lists, the scene and the alert: `apply`), and draws
//! what the page still draws from the [`Model`] itself: the canvas, the accessible grid, the review's
//! graph, the invite link, and the training, coach, explanation and explorer panels.
//!
//! Writes are skipped when the DOM already shows the value, so a render is cheap enough to follow
//! every message and every animation frame.

use ethello_ui::phrase;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::palette::palette;
use super::render::{self, HintMark, Picture};
use super::{
    apply, character_view, clock_view, coach_view, dom, explore_view, graph, grid, online_view,
    train_view, why_view, words_view,
};
use ethello_engine::{Bitboard, Position, Square, TOP_LEVEL};
use ethello_model::setup::Theme;
use ethello_ui::view::{editing, study_marks};
use ethello_ui::words::hint_reason;
use ethello_ui::{hints, ids, review, study, Key, Model, Screen, View, Words};

/// The board canvas: the one piece of the page the view keeps handles to.
pub struct Canvas {
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    /// The backing store's side in device pixels.
    size: f64,
}

impl Canvas {
    /// The `#board` canvas and its 2D context.
    ///
    /// # Errors
    /// When the canvas is missing or has no 2D context.
    pub fn find() -> Result<Canvas, JsValue> {
        let canvas: HtmlCanvasElement = dom::by_id(ids::BOARD)?;
        let ctx = canvas
            .get_context("2d")?
            .ok_or("the canvas has no 2D context")?
            .dyn_into::<CanvasRenderingContext2d>()?;
        Ok(Canvas {
            canvas,
            ctx,
            size: 0.0,
        })
    }

    /// Matches the backing store to the canvas's CSS size times the device pixel ratio.
    fn fit(&mut self) {
        let css = self.canvas.client_width().max(64) as f64;
        let dpr = dom::window().device_pixel_ratio().max(1.0);
        let size = (css * dpr).round();
        if size != self.size {
            self.size = size;
            self.canvas.set_width(size as u32);
            self.canvas.set_height(size as u32);
        }
    }
}

/// Builds the parts of the page that are made from data once: the theme choices of Options,
/// Slick Willy's levels on his card and the languages of Options (their words come with the
/// language, [`words_view`]).
pub fn build(words: &Words) -> Result<(), JsValue> {
    let doc = dom::document();
    let holder = dom::html(ids::THEME_CHOICES)?;
    for theme in Theme::ALL {
        let label = doc.create_element("label")?;
        label.set_inner_html(&format!(
            "<input type=\"radio\" name=\"theme\" value=\"{}\"> <span class=\"swatch\" style=\"background:{}\"></span> <span data-l10n=\"{}\">{}</span>",
            theme.id(),
            palette(theme).felt,
            words_view::theme_key(theme).id(),
            theme.name()
        ));
        holder.append_child(&label)?;
    }
    let levels = dom::html(ids::WILLY_LEVEL)?;
    for level in 1..=TOP_LEVEL {
        let option = doc.create_element("option")?;
        option.set_attribute("value", &level.to_string())?;
        levels.append_child(&option)?;
    }
    character_view::build()?;
    words_view::build_languages()?;
    clock_view::build()?;
    online_view::build()?;
    train_view::build(words)?;
    explore_view::build()
}

/// Shows `model`; `last` is the view shown before, and becomes this one.
pub fn render(model: &Model, canvas: &mut Canvas, last: &mut View) {
    words_view::render(model);
    apply::apply(&model.words, ethello_ui::view(model), last);
    if matches!(model.screen, Screen::Game | Screen::Study | Screen::Drill) {
        board(model, canvas);
        graph::show(model);
    }
    train_view::render(model);
    coach_view::next_label(model);
    coach_view::render(model);
    why_view::render(model);
    online_view::invite(model);
    explore_view::render(model);
    explore_view::render_panel(model);
}

/// The board: the canvas and the accessible grid.
fn board(model: &Model, canvas: &mut Canvas) {
    canvas.fit();
    let (position, last) = model.shown_position();
    draw(model, canvas);
    let mut notes = square_notes(model);
    let reasons = hint_reasons(model, position);
    grid::titles(&reasons);
    notes.extend(reasons);
    let cells = grid::Cells {
        position,
        legal: model.clickable(),
        last,
        focus: model.focus,
    };
    grid::update(&model.words, &cells, &notes);
}

/// The one-line reason of each hinted move of `position` (the board shown), for the grid's labels
/// and its cells' titles (a tooltip on hover).
fn hint_reasons(model: &Model, position: Position) -> Vec<(Square, String)> {
    let w = &model.words;
    let hinted = hints::values(model).into_iter();
    hinted
        .filter_map(|(sq, _)| Some((sq, hint_reason(w, position, sq)?)))
        .collect()
}

/// What the grid's labels add for each square: its hint ("+4, exact, best") and, while a move of
/// the review is shown, "played here" or "best move".
fn square_notes(model: &Model) -> Vec<(Square, String)> {
    let w = &model.words;
    let mut notes = Vec::new();
    for mark in hint_marks(model) {
        let mut text = mark.text;
        if mark.exact {
            text.push_str(", ");
            text.push_str(w.get(Key::NoteExact));
        }
        if mark.best {
            text.push_str(", ");
            text.push_str(w.get(Key::NoteBest));
        }
        notes.push((mark.square, text));
    }
    for ghost in study::ghosts(model) {
        let text = w.text(&phrase::note_ghost(&ghost.number));
        notes.push((ghost.square, text));
    }
    if let Some((played, best)) = marks(model) {
        notes.push((played, w.get(Key::NotePlayed).to_string()));
        if let Some(b) = best {
            notes.push((b, w.get(Key::NoteBestMove).to_string()));
        }
    }
    notes
}

/// Paints the canvas.
fn draw(model: &Model, canvas: &Canvas) {
    let (position, last) = model.shown_position();
    let picture = Picture {
        position,
        last,
        hover: model.hover.filter(|sq| model.clickable().contains(*sq)),
        dots: if model.prefs.dots && !editing(model) {
            model.clickable()
        } else {
            Bitboard::EMPTY
        },
        flipping: model.flip.map(|f| (f.discs, f.progress)),
        palette: palette(model.prefs.theme),
        hints: hint_marks(model),
        marks: marks(model),
        ghosts: study::ghosts(model),
        exact: model.words.get(Key::NoteExact).to_string(),
    };
    render::draw(&canvas.ctx, canvas.size, &picture);
    mark_first_board();
}

/// The squares marked on the board: a review's move played and the best one, or a drill's wrong
/// answer and the solution.
fn marks(model: &Model) -> Option<(Square, Option<Square>)> {
    match model.screen {
        Screen::Drill => train_view::marks(model),
        _ => review::marks(model),
    }
}

/// The hints the canvas shows: each square's value, exact or not, and whether it is the best (on
/// the analysis board, the engine's values of its position).
fn hint_marks(model: &Model) -> Vec<HintMark> {
    if model.screen == Screen::Study {
        // An explanation's line on the board: the study's values are not of its position.
        return match model.study.refute {
            Some(_) => Vec::new(),
            None => study_marks(model),
        };
    }
    if model.screen == Screen::Drill {
        return train_view::hint_marks(model);
    }
    let ranked = hints::shown(model).into_iter().flat_map(|h| h.ranked());
    ranked
        .map(|(hint, best)| HintMark {
            square: hint.square,
            text: hints::signed(hint.score),
            exact: hint.exact,
            best,
        })
        .collect()
}

/// Leaves a `performance` mark the first time the board is painted, for the first-paint measure.
fn mark_first_board() {
    thread_local! {
        static MARKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if !MARKED.with(|m| m.replace(true)) {
        if let Some(perf) = dom::window().performance() {
            let _ = perf.mark("ethello-board-drawn");
        }
    }
}
