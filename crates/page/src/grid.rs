//! The board's accessible mirror: 64 focusable cells (`role="gridcell"`, `data-square="d3"`) laid
//! over the canvas in eight `role="row"` rows. They are also the input layer: pointer and keyboard
//! events land on them. One cell at a time has `tabindex="0"` (a roving tab stop, the model's
//! `focus`); arrow keys move it.

use ethello_ui::phrase;
use wasm_bindgen::JsValue;
use web_sys::{Document, Element};

use super::dom;
use ethello_engine::{Bitboard, Color, Position, Square};
use ethello_ui::{ids, Key, Words};

/// Creates the 64 cells inside `#grid`.
///
/// # Errors
/// When `#grid` is missing.
pub fn build(doc: &Document) -> Result<(), JsValue> {
    let grid = dom::html(ids::GRID)?;
    for row in 0..8u8 {
        let row_el = doc.create_element("div")?;
        row_el.set_attribute("role", "row")?;
        for col in 0..8u8 {
            let sq = Square::at(row, col).expect("row and column below 8");
            let cell = doc.create_element("div")?;
            cell.set_attribute("role", "gridcell")?;
            cell.set_attribute("class", "cell")?;
            cell.set_attribute("data-square", &sq.to_string())?;
            cell.set_attribute("tabindex", if sq.index() == 19 { "0" } else { "-1" })?;
            row_el.append_child(&cell)?;
        }
        grid.append_child(&row_el)?;
    }
    Ok(())
}

/// The cell element of `sq`.
pub fn cell(sq: Square) -> Option<Element> {
    dom::document()
        .query_selector(&format!("#grid [data-square=\"{sq}\"]"))
        .ok()
        .flatten()
}

/// What the board's cells show: the position, the squares that take a click, the newest disc and
/// the keyboard focus.
pub struct Cells {
    /// The position shown.
    pub position: Position,
    /// The squares a click plays (or edits).
    pub legal: Bitboard,
    /// The newest disc.
    pub last: Option<Square>,
    /// The cell with the roving tab stop.
    pub focus: Square,
}

/// What the cells say: each label reads like "d3, empty, legal move" or "e4, black, newest disc",
/// followed by the square's notes (a hint's value, "played here"), if any.
pub fn update(w: &Words, cells: &Cells, notes: &[(Square, String)]) {
    let (legal, focus) = (cells.legal, cells.focus);
    for sq in Square::all() {
        let Some(el) = cell(sq) else { continue };
        let mut label = label(w, cells, sq);
        for (_, note) in notes.iter().filter(|(s, _)| *s == sq) {
            label.push_str(", ");
            label.push_str(note);
        }
        if el.get_attribute("aria-label").as_deref() != Some(label.as_str()) {
            let _ = el.set_attribute("aria-label", &label);
        }
        let class = if legal.contains(sq) {
            "cell legal"
        } else {
            "cell"
        };
        dom::set_attr(&el, "class", class);
        dom::set_attr(&el, "tabindex", if sq == focus { "0" } else { "-1" });
    }
}

/// Each cell's title (a tooltip on hover): its text in `titles`, else none.
pub fn titles(titles: &[(Square, String)]) {
    for sq in Square::all() {
        let Some(el) = cell(sq) else { continue };
        let title = titles
            .iter()
            .find(|(s, _)| *s == sq)
            .map(|(_, t)| t.as_str());
        if el.get_attribute("title").as_deref() != title {
            match title {
                Some(t) => dom::set_attr(&el, "title", t),
                None => {
                    let _ = el.remove_attribute("title");
                }
            }
        }
    }
}

/// The accessible label of one square.
pub fn label(w: &Words, cells: &Cells, sq: Square) -> String {
    let mut text = w.text(&match cells.position.at(sq) {
        Some(Color::Black) => phrase::cell_black(&sq),
        Some(Color::White) => phrase::cell_white(&sq),
        None => phrase::cell_empty(&sq),
    });
    if cells.legal.contains(sq) {
        text.push_str(", ");
        text.push_str(w.get(Key::CellLegal));
    }
    if cells.last == Some(sq) {
        text.push_str(", ");
        text.push_str(w.get(Key::CellNewest));
    }
    text
}

/// Moves keyboard focus to the cell of `sq`.
pub fn focus(sq: Square) {
    if let Some(el) = cell(sq) {
        let _ = el.set_attribute("tabindex", "0");
        if let Ok(html) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
            let _ = html.focus();
        }
    }
}
