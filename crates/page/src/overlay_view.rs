//! The board overlays on the page (issue 48): their switches in Options, checked as the
//! preferences say, and what the grid's labels add for the squares they mark
//! (`ui::overlays::notes`, and "the key move" on an explanation's key move). The canvas draws them
//! from `render::Picture`.

use super::dom;
use ethello_engine::Square;
use ethello_ui::{ids, overlays, why, Key, Model, OverlayKind};

/// Checks each overlay's switch in Options as the preferences say.
pub fn render(model: &Model) {
    let switches = [
        ids::OVERLAY_STABLE,
        ids::OVERLAY_FRONTIER,
        ids::OVERLAY_GIVEN,
        ids::OVERLAY_CORNER,
        ids::OVERLAY_PARITY,
    ];
    for (id, kind) in switches.into_iter().zip(OverlayKind::ALL) {
        dom::set_checked(id, model.prefs.overlays.has(kind));
    }
}

/// The notes the overlays and the key move add to the grid's labels, worded.
pub fn notes(model: &Model) -> Vec<(Square, String)> {
    let w = &model.words;
    let mut notes = Vec::new();
    for (set, phrase) in overlays::notes(model) {
        let text = w.text(&phrase);
        notes.extend(set.squares().map(|sq| (sq, text.clone())));
    }
    if let Some(sq) = why::key_shown(model) {
        notes.push((sq, w.get(Key::NoteKey).to_string()));
    }
    notes
}
