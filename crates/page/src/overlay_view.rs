//! The board overlays on the page (issue 48): their switches in Options, checked as the
//! preferences say, and what the grid's labels add for the squares they mark
//! (`ui::overlays::notes`, and "the key move" on an explanation's key move). The canvas draws them
//! from `render::Picture`.

use super::dom;
use ethello_engine::Square;
use ethello_ui::{ids, overlays, why, Key, Model, OverlayKind};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

/// Checks each overlay's switch in Options as the preferences say.
pub fn render(model: &Model) {
    for kind in OverlayKind::ALL {
        let selector = format!("#{} input[value=\"{}\"]", ids::OVERLAYS, kind.id());
        let found = dom::document().query_selector(&selector).ok().flatten();
        let Some(input) = found.and_then(|e| e.dyn_into::<HtmlInputElement>().ok()) else {
            continue;
        };
        let on = model.prefs.overlays.has(kind);
        if input.checked() != on {
            input.set_checked(on);
        }
    }
}

/// The notes the overlays and the key move add to the grid's labels, worded.
pub fn notes(model: &Model) -> Vec<(Square, String)> {
    let w = &model.words;
    let mut notes: Vec<(Square, String)> = overlays::notes(model)
        .into_iter()
        .map(|(sq, phrase)| (sq, w.text(&phrase)))
        .collect();
    if let Some(sq) = why::key_shown(model) {
        notes.push((sq, w.get(Key::NoteKey).to_string()));
    }
    notes
}
