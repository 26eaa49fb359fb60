//! The game clock in the page's state machine (issue 43).
//!
//! Time flows in only through [`Model::now_ms`], which the runtime sets before each update, and
//! the tick timer's [`Msg::ClockTick`]: the clock keeps no time of its own, so the native tests run
//! it on a fake time. Around every message, [`update`](super::update) calls [`catch_up`] first (the
//! running side is charged the time since it was last charged, and its flag falls at zero: the
//! caller ends the game) and [`settle`] last (who runs now; a tick timer while someone does, every
//! [`TICK_MS`] and at the flag). Who runs does not change between two messages, so what is charged
//! is exactly the time that side ran.
//!
//! Who runs ([`runs`]): the side to move, on the game screen, while the game goes on, not paused,
//! with no scene open (the introduction) and no review running; a human from his turn to his move
//! (a Pass notice included: he thinks meanwhile), a computer from its request to its answer.
//!
//! The computer's time is the time from its request to its answer on the page's clock: its search
//! and the messages' way. The visible beat that follows ([`BEAT_MS`](super::BEAT_MS), the least
//! time a computer's move takes to appear) is nobody's time, and the flip animation is the next
//! side's (a human may play during it): so the page's show never costs the computer its game. Its
//! move keeps to the engine's clock policy, the one the protocols use (its time control,
//! [`time_control`]: a fair share of the time left, more for a hard move, never the whole), with
//! Slick Willy's time per move as the time per move: the clock can make a computer's moves
//! faster, never deeper, so a level stays as strong as it is (Dubya and Iron Mike answer at once).
//!
//! At [`WARN_MS`] left a clock shows its warning, and a human's plays a sound and says so once
//! (again only after an increment took it back above).

use super::effect::{Effect, Sound};
use super::model::{GameClock, Model, Screen};
use super::msg::Msg;
use super::words::{phrase, Phrase};
use ethello_engine::{Color, TimeControl};

/// A running clock is charged and shown at least this often (ms).
pub const TICK_MS: f64 = 200.0;

/// A clock warns at this much time left (ms).
pub const WARN_MS: u64 = 10_000;

/// Charges the running side with the time since it was last charged. Returns the side whose time
/// ran out now (its clock stops at zero: the caller ends the game).
pub(super) fn catch_up(m: &mut Model, fx: &mut Vec<Effect>) -> Option<Color> {
    let now = m.now_ms;
    let clock = m.game.clock.as_mut()?;
    let (side, since) = clock.running?;
    let ms = (now - since).max(0.0).floor();
    clock.running = Some((side, since + ms));
    if clock.clocks.spend(side, ms as u64) {
        clock.running = None;
        return Some(side);
    }
    warn(m, side, fx);
    None
}

/// Starts or stops the clocks for what the model now shows, and keeps a tick on its way while
/// one runs.
pub(super) fn settle(m: &mut Model, fx: &mut Vec<Effect>) {
    let side = runs(m);
    let (now, game) = (m.now_ms, m.games);
    let Some(clock) = m.game.clock.as_mut() else {
        return;
    };
    clock.running = match (side, clock.running) {
        (Some(side), Some((was, since))) if was == side => Some((side, since)),
        (Some(side), _) => Some((side, now)),
        (None, _) => None,
    };
    arm(clock, game, fx);
}

/// The side whose clock runs now, if any (see the module doc).
pub(super) fn runs(m: &Model) -> Option<Color> {
    let stopped = m.screen != Screen::Game
        || m.ended()
        || m.game.paused
        || m.scene.is_some()
        || m.reviewing()
        || m.game.replay.is_some();
    let side = m.game.record.position().side;
    match m.game.setup.computer(side) {
        _ if stopped || m.game.clock.is_none() => None,
        None => Some(side),
        Some(_) => {
            let thinking = m.worker.move_job().is_some_and(|mv| mv.answer.is_none());
            thinking.then_some(side)
        }
    }
}

/// A tick timer for the running clock, unless one is on its way: in [`TICK_MS`], or at its flag.
fn arm(clock: &mut GameClock, game: u32, fx: &mut Vec<Effect>) {
    let Some(side) = clock.running_side() else {
        return;
    };
    if !std::mem::replace(&mut clock.tick_pending, true) {
        let left = clock.clocks.left_ms(side).max(1) as f64;
        let msg = Box::new(Msg::ClockTick { game });
        fx.push(Effect::After {
            ms: TICK_MS.min(left),
            msg,
        });
    }
}

/// The tick of game number `game`: the next may be set (the clock was charged by [`catch_up`]).
pub(super) fn ticked(m: &mut Model, game: u32) {
    if let Some(clock) = m.game.clock.as_mut().filter(|_| game == m.games) {
        clock.tick_pending = false;
    }
}

/// `color` moved: its increment is added (and a warning may come again).
pub(super) fn moved(m: &mut Model, color: Color) {
    if let Some(clock) = m.game.clock.as_mut() {
        clock.clocks.add_increment(color);
        if clock.clocks.left_ms(color) > WARN_MS {
            clock.warned[color as usize] = false;
        }
    }
}

/// The ten-second warning of `side`, once: words, and a human's sound.
fn warn(m: &mut Model, side: Color, fx: &mut Vec<Effect>) {
    let Some(clock) = m.game.clock.as_mut() else {
        return;
    };
    let low = clock.clocks.left_ms(side) <= WARN_MS;
    if !low || std::mem::replace(&mut clock.warned[side as usize], true) {
        return;
    }
    let name = m.game.names.get(side);
    let said = phrase::say_ten_seconds(Phrase::color(side), name);
    fx.push(Effect::Announce(said));
    if m.game.setup.computer(side).is_none() && !m.prefs.muted {
        fx.push(Effect::Sound(Sound::ClockWarning));
    }
}

/// The computer's time control: Slick Willy's time per move, and under the game clock the side
/// to move's time left too (the engine keeps to the stricter, [`TimeControl::Referee`]); without
/// a clock, his setting alone ([`TimeControl::Average`], which his time bank spreads over the
/// game). The game's timekeeper turns it into the move's limits.
pub(super) fn time_control(m: &Model) -> TimeControl {
    let willy_ms = m.prefs.willy_ms;
    match m.game.clock.as_ref() {
        Some(clock) => TimeControl::Referee {
            move_ms: Some(willy_ms),
            left_ms: Some(clock.clocks.left_ms(m.game.record.position().side)),
            depth: 60,
        },
        None => TimeControl::Average(willy_ms),
    }
}
