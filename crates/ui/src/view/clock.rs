//! The game clock on the page: the two clocks beside the players' names (`#clock-black`,
//! `#clock-white`: the time left as `4:59`, named in words for screen readers (`aria-label`, never
//! announced: the ten-second warning is), `data-running` on the side whose clock runs,
//! `data-warning` from ten seconds down, hidden in a game without a clock) and the choice screen's
//! clock and increment (the increment waits for a clock).

use super::patch::View;
use crate::model::Model;
use crate::{ids, WARN_MS};
use ethello_engine::Color;
use ethello_model::setup::clock_face;

/// The choice screen shows the next game's clock.
pub fn form(m: &Model, v: &mut View) {
    let prefs = &m.prefs;
    v.value(ids::CLOCK_MINUTES, prefs.clock_minutes.to_string());
    v.value(ids::CLOCK_INCREMENT, prefs.clock_increment.to_string());
    let off = prefs.clock_minutes == 0;
    v.disable(ids::CLOCK_INCREMENT, off);
}

/// The two clocks of the game on the board.
pub fn clocks(m: &Model, v: &mut View) {
    let sides = [
        (Color::Black, ids::CLOCK_BLACK),
        (Color::White, ids::CLOCK_WHITE),
    ];
    for (color, id) in sides {
        v.hide(id, m.game.clock.is_none());
        let Some(clock) = m.game.clock.as_ref() else {
            continue;
        };
        let left = clock.clocks.left_ms(color);
        v.text(id, clock_face(left));
        // A timer is not a live region: its name changes quietly, for a reader who asks.
        v.attr(id, "aria-label", m.words.clock_label(color, left));
        v.flag(id, "data-running", clock.running_side() == Some(color));
        v.flag(id, "data-warning", left <= WARN_MS);
    }
}
