//! Reading the field version 6 added: the game `clock`.
//!
//! `clock` is an object of exactly `base_ms` (each side's time at the start, 1 second to 3 hours),
//! `increment_ms` (what a move adds, up to a minute), `black_ms` and `white_ms` (each side's time
//! left, up to a day), all whole numbers of milliseconds. The page offers a few time controls;
//! the file takes any in these ranges, so that offering another needs no new version. A side at
//! zero has lost on time: only the side to move of a game that is not over can be, since only its
//! clock runs.

use serde_json::Value;

use super::error::SaveError;
use super::fields::{clip, Fields};
use super::format::color_id;
use crate::setup::{ClockSetting, Clocks};
use ethello_engine::{Color, Game};

/// The fields of `clock`; any other is refused.
const CLOCK_FIELDS: [&str; 4] = ["base_ms", "increment_ms", "black_ms", "white_ms"];

/// The shortest time a side may start with: a second.
pub const MIN_BASE_MS: u64 = 1_000;
/// The longest: three hours.
pub const MAX_BASE_MS: u64 = 3 * 3_600_000;
/// The largest increment: a minute a move.
pub const MAX_INCREMENT_MS: u64 = 60_000;
/// The most time a side may have left: a day (a base and sixty increments are far less).
pub const MAX_LEFT_MS: u64 = 24 * 3_600_000;

/// `clock`, checked against the replayed `game`; `None` when the file has none (or null).
pub(super) fn clock(root: &Fields, game: &Game) -> Result<Option<Clocks>, SaveError> {
    if root.optional("clock").is_none() {
        return Ok(None);
    }
    let clock = root.object("clock")?;
    clock.only(&CLOCK_FIELDS)?;
    let control = ClockSetting {
        base_ms: whole(&clock, "base_ms", MIN_BASE_MS, MAX_BASE_MS)?,
        increment_ms: whole(&clock, "increment_ms", 0, MAX_INCREMENT_MS)?,
    };
    let left_ms = [
        whole(&clock, "black_ms", 0, MAX_LEFT_MS)?,
        whole(&clock, "white_ms", 0, MAX_LEFT_MS)?,
    ];
    for color in [Color::Black, Color::White] {
        check_flag(&clock, game, color, left_ms[color as usize])?;
    }
    Ok(Some(Clocks { control, left_ms }))
}

/// A whole number of milliseconds from `min` to `max`.
fn whole(fields: &Fields, key: &str, min: u64, max: u64) -> Result<u64, SaveError> {
    let value = fields.required(key)?;
    match value.as_u64() {
        Some(ms) if (min..=max).contains(&ms) => Ok(ms),
        _ if !value.is_number() => Err(fields.wrong(key, "a whole number", value)),
        _ => Err(fields.bad(key, range(value, min, max))),
    }
}

/// "500 is not a whole number from 1000 to 10800000".
fn range(value: &Value, min: u64, max: u64) -> String {
    let found = clip(&value.to_string());
    format!("{found} is not a whole number from {min} to {max}")
}

/// A clock at zero (a side that lost on time) must be the side to move's, in a game not over.
fn check_flag(clock: &Fields, game: &Game, color: Color, left: u64) -> Result<(), SaveError> {
    let to_move = !game.is_over() && game.position().side == color;
    if left > 0 || to_move {
        return Ok(());
    }
    let key = format!("{}_ms", color_id(color));
    let why = match game.is_over() {
        true => "the game is over on the board".to_string(),
        false => format!("{} is to move", color_id(color.opposite())),
    };
    let detail =
        format!("it is 0 (the time ran out), but {why}: only the side to move's time runs");
    Err(clock.bad(&key, detail))
}
