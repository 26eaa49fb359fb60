//! Paints a [`Picture`] on the board canvas: felt, grid, discs, the newest-disc marker, the dots on
//! the legal squares, the hover circle, the flip animation, and on the analysis board the best
//! line's ghost discs (translucent, numbered) under the move values. Sizes are in device pixels: the canvas's backing store is its CSS size
//! times `devicePixelRatio`, so the board is crisp on high-DPI screens.
//!
//! Geometry: the board is a square of `size` pixels with a frame of `size / 32`; the 8x8 squares share
//! the rest, a1 top-left.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use ethello_engine::{Bitboard, Color, Position, Square};
use ethello_ui::view::Palette;
use ethello_ui::Ghost;

/// Everything the canvas shows.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The discs.
    pub position: Position,
    /// Where the newest disc stands (gets a marker).
    pub last: Option<Square>,
    /// A legal square under the pointer (gets a yellow circle).
    pub hover: Option<Square>,
    /// The squares that get a small dot: the legal moves of a human to move (a touch screen has no
    /// hover), unless the player turned the dots off.
    pub dots: Bitboard,
    /// Discs being turned over, and how far the turn is (0..1); they show their old colour before 0.5.
    pub flipping: Option<(Bitboard, f64)>,
    /// The colours.
    pub palette: Palette,
    /// The values of the legal moves (the Hints switch).
    pub hints: Vec<HintMark>,
    /// A move of the review: the square played and the best one.
    pub marks: Option<(Square, Option<Square>)>,
    /// The analysis board's best line, as numbered translucent discs (empty squares only).
    pub ghosts: Vec<Ghost>,
    /// The word under a proven value ("exact"), in the page's language.
    pub exact: String,
}

pub use ethello_ui::view::HintMark;

/// The frame width for a board of `size` pixels.
pub fn frame(size: f64) -> f64 {
    (size / 32.0).round()
}

/// The centre of `sq` in pixels, and the square's side.
pub fn center(size: f64, sq: Square) -> (f64, f64, f64) {
    let cell = (size - 2.0 * frame(size)) / 8.0;
    let x = frame(size) + (sq.col() as f64 + 0.5) * cell;
    let y = frame(size) + (sq.row() as f64 + 0.5) * cell;
    (x, y, cell)
}

/// Paints the whole picture on a board of `size` device pixels.
pub fn draw(ctx: &CanvasRenderingContext2d, size: f64, picture: &Picture) {
    draw_board(ctx, size, &picture.palette);
    for sq in Square::all() {
        if let Some(color) = picture.position.at(sq) {
            draw_disc(ctx, size, sq, color, picture.flipping);
        }
    }
    if let Some(sq) = picture.last {
        draw_last_marker(ctx, size, sq);
    }
    let hinted: Bitboard = picture.hints.iter().map(|h| h.square).collect();
    for ghost in &picture.ghosts {
        draw_ghost(ctx, size, ghost, hinted.contains(ghost.square));
    }
    // A hint's value, a ghost or the hover circle takes the dot's place on its square.
    let ghosted: Bitboard = picture.ghosts.iter().map(|g| g.square).collect();
    let covered = hinted | ghosted | picture.hover.into_iter().collect();
    for sq in (picture.dots & !covered).squares() {
        draw_dot(ctx, size, sq);
    }
    if let Some(sq) = picture.hover {
        draw_hover(ctx, size, sq);
    }
    for hint in &picture.hints {
        draw_hint(ctx, size, hint, &picture.exact);
    }
    if let Some((played, best)) = picture.marks {
        draw_ring(ctx, size, played, "#ff5252");
        if let Some(b) = best {
            draw_ring(ctx, size, b, "#69f0ae");
        }
    }
}

/// A hint: the value on its square, the best in a yellow disc, "exact" under a proven one.
fn draw_hint(ctx: &CanvasRenderingContext2d, size: f64, hint: &HintMark, exact: &str) {
    let (x, y, cell) = center(size, hint.square);
    if hint.best {
        ctx.set_fill_style_str("rgba(255, 222, 0, 0.85)");
        ctx.begin_path();
        let _ = ctx.arc(x, y, cell * 0.36, 0.0, 2.0 * PI);
        ctx.fill();
    }
    ctx.set_fill_style_str(if hint.best { "#1b1b1b" } else { "#ffffff" });
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_font(&format!("bold {}px sans-serif", (cell * 0.3).round()));
    let dy = if hint.exact { -cell * 0.07 } else { 0.0 };
    let _ = ctx.fill_text(&hint.text, x, y + dy);
    if hint.exact {
        ctx.set_font(&format!("{}px sans-serif", (cell * 0.15).round()));
        let _ = ctx.fill_text(exact, x, y + cell * 0.17);
    }
}

/// A ghost disc: the disc of the side that would play there, translucent, with its number in the
/// middle, or in the corner when the square also shows a move's value.
fn draw_ghost(ctx: &CanvasRenderingContext2d, size: f64, ghost: &Ghost, hinted: bool) {
    let (x, y, cell) = center(size, ghost.square);
    let (face, ink) = match ghost.color {
        Color::Black => ("rgba(27, 27, 27, 0.5)", "#ffffff"),
        Color::White => ("rgba(245, 245, 240, 0.55)", "#1b1b1b"),
    };
    ctx.set_fill_style_str(face);
    ctx.begin_path();
    let _ = ctx.arc(x, y, cell * 0.42, 0.0, 2.0 * PI);
    ctx.fill();
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    let (nx, ny, font) = match hinted {
        true => (x - cell * 0.31, y - cell * 0.31, cell * 0.24),
        false => (x, y, cell * 0.36),
    };
    if hinted {
        ctx.set_fill_style_str(face);
        ctx.begin_path();
        let _ = ctx.arc(nx, ny, cell * 0.16, 0.0, 2.0 * PI);
        ctx.fill();
    }
    ctx.set_fill_style_str(ink);
    ctx.set_font(&format!("bold {}px sans-serif", font.round()));
    let _ = ctx.fill_text(&ghost.number.to_string(), nx, ny);
}

/// A coloured ring round a square (the review's played and best moves).
fn draw_ring(ctx: &CanvasRenderingContext2d, size: f64, sq: Square, color: &str) {
    let (x, y, cell) = center(size, sq);
    ctx.set_stroke_style_str(color);
    ctx.set_line_width(cell * 0.08);
    ctx.begin_path();
    let _ = ctx.arc(x, y, cell * 0.45, 0.0, 2.0 * PI);
    ctx.stroke();
}

fn draw_board(ctx: &CanvasRenderingContext2d, size: f64, theme: &Palette) {
    ctx.set_fill_style_str(theme.frame);
    ctx.fill_rect(0.0, 0.0, size, size);
    let f = frame(size);
    let cell = (size - 2.0 * f) / 8.0;
    for sq in Square::all() {
        let alt = (sq.row() + sq.col()) % 2 == 1;
        ctx.set_fill_style_str(if alt { theme.felt_alt } else { theme.felt });
        ctx.fill_rect(
            f + sq.col() as f64 * cell,
            f + sq.row() as f64 * cell,
            cell,
            cell,
        );
    }
    ctx.set_stroke_style_str(theme.lines);
    ctx.set_line_width((size / 400.0).max(1.0));
    ctx.begin_path();
    for i in 0..=8 {
        let p = f + i as f64 * cell;
        ctx.move_to(p, f);
        ctx.line_to(p, size - f);
        ctx.move_to(f, p);
        ctx.line_to(size - f, p);
    }
    ctx.stroke();
    ctx.set_fill_style_str(theme.lines);
    for (r, c) in [(2.0, 2.0), (2.0, 6.0), (6.0, 2.0), (6.0, 6.0)] {
        ctx.begin_path();
        let _ = ctx.arc(f + c * cell, f + r * cell, cell * 0.07, 0.0, 2.0 * PI);
        ctx.fill();
    }
}

/// A disc, squeezed sideways while it turns over.
fn draw_disc(
    ctx: &CanvasRenderingContext2d,
    size: f64,
    sq: Square,
    color: Color,
    flipping: Option<(Bitboard, f64)>,
) {
    let (x, y, cell) = center(size, sq);
    let (mut shown, mut squeeze) = (color, 1.0);
    if let Some((discs, t)) = flipping {
        if discs.contains(sq) && t < 1.0 {
            squeeze = (t * PI).cos().abs().max(0.08);
            if t < 0.5 {
                shown = color.opposite();
            }
        }
    }
    let r = cell * 0.42;
    ctx.save();
    let _ = ctx.translate(x, y);
    let _ = ctx.scale(squeeze, 1.0);
    ctx.set_fill_style_str("rgba(0,0,0,0.35)");
    ctx.begin_path();
    let _ = ctx.arc(r * 0.06, r * 0.1, r, 0.0, 2.0 * PI);
    ctx.fill();
    let (face, rim) = match shown {
        Color::Black => ("#1b1b1b", "#000000"),
        Color::White => ("#f5f5f0", "#bdbdb5"),
    };
    ctx.set_fill_style_str(rim);
    ctx.begin_path();
    let _ = ctx.arc(0.0, 0.0, r, 0.0, 2.0 * PI);
    ctx.fill();
    ctx.set_fill_style_str(face);
    ctx.begin_path();
    let _ = ctx.arc(-r * 0.04, -r * 0.06, r * 0.88, 0.0, 2.0 * PI);
    ctx.fill();
    ctx.restore();
}

/// A small red dot on the newest disc.
fn draw_last_marker(ctx: &CanvasRenderingContext2d, size: f64, sq: Square) {
    let (x, y, cell) = center(size, sq);
    ctx.set_fill_style_str("#e53935");
    ctx.begin_path();
    let _ = ctx.arc(x, y, cell * 0.1, 0.0, 2.0 * PI);
    ctx.fill();
}

/// The small dot on a legal square: dark with a light rim, so that it shows on every theme.
fn draw_dot(ctx: &CanvasRenderingContext2d, size: f64, sq: Square) {
    let (x, y, cell) = center(size, sq);
    ctx.set_fill_style_str("rgba(0, 0, 0, 0.45)");
    ctx.set_stroke_style_str("rgba(255, 255, 255, 0.55)");
    ctx.set_line_width((cell * 0.025).max(1.0));
    ctx.begin_path();
    let _ = ctx.arc(x, y, cell * 0.09, 0.0, 2.0 * PI);
    ctx.fill();
    ctx.stroke();
}

/// The yellow circle that marks a legal square under the pointer.
fn draw_hover(ctx: &CanvasRenderingContext2d, size: f64, sq: Square) {
    let (x, y, cell) = center(size, sq);
    ctx.set_fill_style_str("rgba(255, 222, 0, 0.35)");
    ctx.set_stroke_style_str("#ffde00");
    ctx.set_line_width(cell * 0.06);
    ctx.begin_path();
    let _ = ctx.arc(x, y, cell * 0.34, 0.0, 2.0 * PI);
    ctx.fill();
    ctx.stroke();
}
