//! Paints a [`Picture`] on the board canvas: felt, grid, discs, the newest-disc marker, the dots on
//! the legal squares, the hover circle, the flip animation, and on the analysis board the best
//! line's ghost discs (translucent, numbered) under the move values, the overlays switched on in
//! Options (parity regions tinted under the discs, blue when odd and violet when even, with a small
//! disc of the colour that plays last there; stable discs ringed, frontier discs boxed, the
//! squares given ringed, corners at stake framed) and the key move of an explanation's line.
//! Sizes are in device pixels: the canvas's backing store is its CSS size times
//! `devicePixelRatio`, so the board is crisp on high-DPI screens.
//!
//! Geometry: the board is a square of `size` pixels with a frame of `size / 32`; the 8x8 squares share
//! the rest, a1 top-left.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use ethello_engine::explain::overlay::{Overlay, ParityRegion};
use ethello_engine::explain::parity::LastMove;
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
    /// The overlays switched on, if any (`ui::overlays::shown`).
    pub overlay: Option<Overlay>,
    /// The key move of the explanation's line shown (`ui::why::key_shown`).
    pub key: Option<Square>,
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
    let overlay = picture.overlay.as_ref();
    for region in overlay.into_iter().flat_map(|o| &o.regions) {
        draw_region(ctx, size, region, picture.position.side);
    }
    for sq in Square::all() {
        if let Some(color) = picture.position.at(sq) {
            draw_disc(ctx, size, sq, color, picture.flipping);
        }
    }
    if let Some(o) = overlay {
        draw_marks(ctx, size, o);
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
    if let Some(sq) = picture.key {
        draw_key(ctx, size, sq);
    }
}

/// The key move of an explanation's line: an orange ring, doubled inside.
fn draw_key(ctx: &CanvasRenderingContext2d, size: f64, sq: Square) {
    draw_ring(ctx, size, sq, "#ff6d00");
    let (x, y, cell) = center(size, sq);
    ctx.set_line_width(cell * 0.05);
    ctx.begin_path();
    let _ = ctx.arc(x, y, cell * 0.33, 0.0, 2.0 * PI);
    ctx.stroke();
}

/// A parity region's tint under the discs, blue when odd and violet when even, and on each of its
/// squares a small disc of the colour that plays last there (none when unknown or nobody).
fn draw_region(ctx: &CanvasRenderingContext2d, size: f64, region: &ParityRegion, side: Color) {
    let odd = region.squares.count() % 2 == 1;
    let last = match region.last {
        Some(LastMove::Player) => Some(side),
        Some(LastMove::Opponent) => Some(side.opposite()),
        _ => None,
    };
    for sq in region.squares.squares() {
        let (x, y, cell) = center(size, sq);
        let half = cell / 2.0;
        ctx.set_fill_style_str(match odd {
            true => "rgba(41, 121, 255, 0.55)",
            false => "rgba(186, 64, 206, 0.6)",
        });
        ctx.fill_rect(x - half, y - half, cell, cell);
        if let Some(c) = last {
            let face = match c {
                Color::Black => "#1b1b1b",
                Color::White => "#f5f5f0",
            };
            draw_badge(ctx, (x - cell * 0.3, y + cell * 0.3), cell * 0.11, face);
        }
    }
}

/// The overlays' marks over the discs: stable discs ringed in gold, the squares given ringed in
/// red round their dot, frontier discs boxed in orange, corners at stake framed in yellow.
fn draw_marks(ctx: &CanvasRenderingContext2d, size: f64, o: &Overlay) {
    let marks = [
        (o.stable, 0.26, 0.08, "#ffc400", false),
        (o.given, 0.19, 0.07, "#ff1744", false),
        (o.frontier, 0.43, 0.05, "#ff7043", true),
        (o.corners, 0.45, 0.09, "#ffea00", true),
    ];
    for (set, r, width, color, square) in marks {
        ctx.set_stroke_style_str(color);
        for sq in set.squares() {
            let (x, y, cell) = center(size, sq);
            let r = cell * r;
            ctx.set_line_width(cell * width);
            match square {
                true => ctx.stroke_rect(x - r, y - r, 2.0 * r, 2.0 * r),
                false => {
                    ctx.begin_path();
                    let _ = ctx.arc(x, y, r, 0.0, 2.0 * PI);
                    ctx.stroke();
                }
            }
        }
    }
}

/// A small filled disc with a dark rim, at `(x, y)`.
fn draw_badge(ctx: &CanvasRenderingContext2d, (x, y): (f64, f64), r: f64, face: &str) {
    ctx.set_fill_style_str(face);
    ctx.set_stroke_style_str("rgba(0, 0, 0, 0.7)");
    ctx.set_line_width((r * 0.25).max(1.0));
    ctx.begin_path();
    let _ = ctx.arc(x, y, r, 0.0, 2.0 * PI);
    ctx.fill();
    ctx.stroke();
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
