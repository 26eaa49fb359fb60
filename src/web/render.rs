//! Paints a [`Picture`] on the board canvas: felt, grid, discs, the newest-disc marker, the hover circle
//! and the flip animation. Sizes are in device pixels: the canvas's backing store is its CSS size
//! times `devicePixelRatio`, so the board is crisp on high-DPI screens.
//!
//! Geometry: the board is a square of `size` pixels with a frame of `size / 32`; the 8x8 squares share
//! the rest, a1 top-left.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use super::palette::Palette;
use crate::engine::{Bitboard, Color, Position, Square};

/// Everything the canvas shows.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The discs.
    pub position: Position,
    /// Where the newest disc stands (gets a marker).
    pub last: Option<Square>,
    /// A legal square under the pointer (gets a yellow circle).
    pub hover: Option<Square>,
    /// Discs being turned over, and how far the turn is (0..1); they show their old colour before 0.5.
    pub flipping: Option<(Bitboard, f64)>,
    /// The colours.
    pub palette: Palette,
}

/// The frame width for a board of `size` pixels.
pub fn frame(size: f64) -> f64 {
    (size / 32.0).round()
}

/// The square under canvas point `(x, y)` (pixels from the top-left), if any.
pub fn square_at(size: f64, x: f64, y: f64) -> Option<Square> {
    let cell = (size - 2.0 * frame(size)) / 8.0;
    let (col, row) = ((x - frame(size)) / cell, (y - frame(size)) / cell);
    if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
        return None;
    }
    Square::at(row as u8, col as u8)
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
    if let Some(sq) = picture.hover {
        draw_hover(ctx, size, sq);
    }
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
