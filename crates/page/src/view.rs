//! The model to the DOM, read-only: [`render()`] applies [`ethello_ui::view`]'s [`View`] (the
//! screens, the state on `#app`, the texts, the lists, the scene and the alert: `apply`), and draws
//! what the page still draws from the [`Model`] itself: the canvas, the accessible grid, the review's
//! graph and the invite link.
//!
//! Writes are skipped when the DOM already shows the value, so a render is cheap enough to follow
//! every message and every animation frame.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::render::{self, Picture};
use super::{apply, character_view, clock_view, dom, graph, grid, online_view, words_view};
use ethello_engine::TOP_LEVEL;
use ethello_model::setup::Theme;
use ethello_ui::view::{palette, Board};
use ethello_ui::{ids, Model, View};

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
pub fn build() -> Result<(), JsValue> {
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
    online_view::build()
}

/// Shows `model`; `last` is the view shown before, and becomes this one.
pub fn render(model: &Model, canvas: &mut Canvas, last: &mut View) {
    words_view::render(model);
    let mut view = ethello_ui::view(model);
    let board = view.board.take();
    // The screen shows first: the canvas takes its size from its place on the screen.
    apply::apply(view, last);
    if let Some(board) = board {
        draw(model, board, canvas);
        graph::show(model);
    }
    online_view::invite(model);
}

/// Paints the canvas and fills the accessible grid from the view's board.
fn draw(model: &Model, board: Board, canvas: &mut Canvas) {
    canvas.fit();
    let picture = Picture {
        position: board.position,
        last: board.last,
        hover: board.hover,
        dots: board.dots,
        flipping: board.flipping,
        palette: palette(model.prefs.theme),
        hints: board.hints,
        marks: board.marks,
        ghosts: board.ghosts,
        exact: board.exact,
        overlay: board.overlay,
        key: board.key,
    };
    render::draw(&canvas.ctx, canvas.size, &picture);
    mark_first_board();
    grid::titles(&board.reasons);
    let mut notes = board.notes;
    notes.extend(board.reasons);
    let cells = grid::Cells {
        position: board.position,
        legal: board.legal,
        last: board.last,
        focus: board.focus,
    };
    grid::update(&model.words, &cells, &notes);
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
