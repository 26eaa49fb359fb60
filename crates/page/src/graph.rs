//! Paints the evaluation graph of a review: black's margin in discs after each move, a zero
//! line, and the position on the board marked.
//!
//! Geometry (device pixels, the backing store is the CSS size times `devicePixelRatio`, so the
//! lines are crisp on high-DPI screens): position `i` of `plies + 1` sits at
//! `x = pad + i * (width - 2 pad) / plies`; a margin `m` at `y = height / 2 - m / range * (height /
//! 2 - pad)`, `range` the largest margin rounded up to a multiple of 8 (at least 8). Unscored
//! positions leave a gap in the line.

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::dom;
use ethello_ui::{ids, Key, Model};

/// The padding around the plot, in CSS pixels.
const PAD: f64 = 6.0;

/// What the graph shows.
pub struct Graph<'a> {
    /// Black's margin in each position, `None` where unscored.
    pub margins: &'a [Option<i32>],
    /// The position on the board.
    pub current: usize,
    /// The labels of the top and the bottom edge, with `{range}` for the margin there ("+{range}
    /// black"), in the page's language.
    pub labels: [&'a str; 2],
}

/// The vertical range: the largest margin rounded up to a multiple of 8, at least 8.
fn range(margins: &[Option<i32>]) -> f64 {
    let top = margins
        .iter()
        .flatten()
        .map(|m| m.abs())
        .max()
        .unwrap_or(0)
        .max(1);
    ((top + 7) / 8 * 8) as f64
}

/// The position under a point `x` CSS pixels from the left of a graph `width` CSS pixels wide.
pub fn ply_at(width: f64, x: f64, positions: usize) -> usize {
    let plies = positions.saturating_sub(1).max(1) as f64;
    let step = (width - 2.0 * PAD).max(1.0) / plies;
    ((x - PAD) / step).round().clamp(0.0, plies) as usize
}

/// Fits the backing store to the CSS size and paints `graph`.
pub fn draw(canvas: &HtmlCanvasElement, ctx: &CanvasRenderingContext2d, graph: &Graph) {
    let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio().max(1.0));
    let (w, h) = (
        (canvas.client_width().max(40) as f64 * dpr).round(),
        (canvas.client_height().max(40) as f64 * dpr).round(),
    );
    if canvas.width() != w as u32 || canvas.height() != h as u32 {
        canvas.set_width(w as u32);
        canvas.set_height(h as u32);
    }
    let pad = PAD * dpr;
    let plies = graph.margins.len().saturating_sub(1).max(1) as f64;
    let range = range(graph.margins);
    let x = |i: usize| pad + i as f64 * (w - 2.0 * pad) / plies;
    let y = |m: i32| h / 2.0 - m as f64 / range * (h / 2.0 - pad);
    ctx.clear_rect(0.0, 0.0, w, h);
    // Black's half above the zero line, white's below.
    ctx.set_fill_style_str("#0a1f14");
    ctx.fill_rect(0.0, 0.0, w, h / 2.0);
    ctx.set_fill_style_str("#1d4a33");
    ctx.fill_rect(0.0, h / 2.0, w, h / 2.0);
    ctx.set_stroke_style_str("#9fc5ae");
    ctx.set_line_width(dpr);
    line(ctx, (0.0, h / 2.0), (w, h / 2.0));
    ctx.set_fill_style_str("#cfe3d6");
    ctx.set_font(&format!("{}px sans-serif", (10.0 * dpr).round()));
    let [top, bottom] = graph
        .labels
        .map(|l| l.replace("{range}", &range.to_string()));
    let _ = ctx.fill_text(&top, pad, pad + 9.0 * dpr);
    let _ = ctx.fill_text(&bottom, pad, h - pad);
    // The current position.
    ctx.set_stroke_style_str("#ffde00");
    ctx.set_line_width(2.0 * dpr);
    let cx = x(graph.current.min(graph.margins.len().saturating_sub(1)));
    line(ctx, (cx, 0.0), (cx, h));
    // The margins.
    ctx.set_stroke_style_str("#ffffff");
    ctx.set_line_width(2.0 * dpr);
    ctx.begin_path();
    let mut drawing = false;
    for (i, m) in graph.margins.iter().enumerate() {
        match (m, drawing) {
            (Some(m), false) => ctx.move_to(x(i), y(*m)),
            (Some(m), true) => ctx.line_to(x(i), y(*m)),
            (None, _) => {}
        }
        drawing = m.is_some();
    }
    ctx.stroke();
    ctx.set_fill_style_str("#ffffff");
    for (i, m) in graph.margins.iter().enumerate() {
        if let Some(m) = m {
            ctx.begin_path();
            let _ = ctx.arc(x(i), y(*m), 1.8 * dpr, 0.0, std::f64::consts::TAU);
            ctx.fill();
        }
    }
}

fn line(ctx: &CanvasRenderingContext2d, from: (f64, f64), to: (f64, f64)) {
    ctx.begin_path();
    ctx.move_to(from.0, from.1);
    ctx.line_to(to.0, to.1);
    ctx.stroke();
}

/// Paints the review's graph of the game on the board, when a review shows (its label and size
/// are the view's).
pub fn show(model: &Model) {
    let Some(a) = ethello_ui::review::current(model) else {
        return;
    };
    let Ok(canvas) = dom::by_id::<HtmlCanvasElement>(ids::EVAL_GRAPH) else {
        return;
    };
    let context = canvas.get_context("2d").ok().flatten();
    let Some(ctx) = context.and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok()) else {
        return;
    };
    let margins = a.margins(&model.game.record);
    let w = &model.words;
    let graph = Graph {
        margins: &margins,
        current: model.game.replay.unwrap_or(model.game.record.moves().len()),
        labels: [w.get(Key::GraphTop), w.get(Key::GraphBottom)],
    };
    draw(&canvas, &ctx, &graph);
}
