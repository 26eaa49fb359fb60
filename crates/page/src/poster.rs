//! "Save picture": draws a [`Poster`] with the board's own painter on a canvas made for it, the
//! title, the opening and the date in a band under the board, and downloads it as a PNG.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlAnchorElement, HtmlCanvasElement};

use super::dom;
use super::render::{self, Picture};
use ethello_engine::Bitboard;
use ethello_ui::poster::{Poster, HEIGHT, WIDTH};
use ethello_ui::view::palette;

/// Draws `poster`, stamped with today's `date` (YYYY-MM-DD), and downloads it.
///
/// # Errors
/// When the browser refuses the canvas, its context or the download link.
pub fn save(poster: &Poster, date: &str) -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::document().create_element("canvas")?.dyn_into()?;
    canvas.set_width(WIDTH);
    canvas.set_height(HEIGHT);
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or("the canvas has no 2D context")?
        .dyn_into()?;
    let colors = palette(poster.theme);
    ctx.set_fill_style_str(colors.frame);
    ctx.fill_rect(0.0, 0.0, WIDTH as f64, HEIGHT as f64);
    let picture = Picture {
        position: poster.position,
        last: None,
        hover: None,
        flipping: None,
        palette: colors,
        hints: Vec::new(),
        marks: None,
        dots: Bitboard::EMPTY,
        ghosts: Vec::new(),
        exact: String::new(),
        overlay: None,
        key: None,
    };
    render::draw(&ctx, WIDTH as f64, &picture);
    caption(&ctx, poster, date);
    let a: HtmlAnchorElement = dom::document().create_element("a")?.dyn_into()?;
    a.set_href(&canvas.to_data_url_with_type("image/png")?);
    a.set_download(&format!("{}-{date}.png", poster.file));
    a.click();
    Ok(())
}

/// The band under the board: the title, the opening and the date.
fn caption(ctx: &CanvasRenderingContext2d, poster: &Poster, date: &str) {
    let x = WIDTH as f64 / 2.0;
    let top = WIDTH as f64;
    ctx.set_fill_style_str("#ffffff");
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_font("bold 34px sans-serif");
    let _ = ctx.fill_text(&poster.title, x, top + 45.0);
    ctx.set_font("26px sans-serif");
    let _ = ctx.fill_text(&poster.opening, x, top + 95.0);
    ctx.set_font("22px sans-serif");
    let _ = ctx.fill_text(&poster.stamp.replace("{date}", date), x, top + 135.0);
}
