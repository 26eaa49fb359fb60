//! Every word the game clock shows or says, in English, in one place: the choice screen's labels
//! and choices, the clocks' names for screen readers, the warning, the end on time in the status,
//! the announcement and the ending scene. The page's words are moving into one catalogue per
//! language; this module moves into them in one step. The clock's face (`4:59`) has no words:
//! [`clock_face`](crate::setup::clock_face).

use crate::engine::Color;

/// The label of the choice screen's clock (minutes a side).
pub const CLOCK_LABEL: &str = "Clock";
/// The label of the choice screen's increment (seconds a move).
pub const INCREMENT_LABEL: &str = "Increment";
/// The ending scene's words when the human's time ran out.
pub const YOUR_TIME_RAN_OUT: &str = "Your time ran out.";
/// The ending scene's words when the character's time ran out.
pub const HIS_TIME_RAN_OUT: &str = "His time ran out.";

/// A choice of the clock: "No clock", "1 minute a side", "5 minutes a side".
pub fn minutes_choice(minutes: u64) -> String {
    match minutes {
        0 => "No clock".into(),
        1 => "1 minute a side".into(),
        n => format!("{n} minutes a side"),
    }
}

/// A choice of the increment: "No increment", "+2 s a move".
pub fn increment_choice(seconds: u64) -> String {
    match seconds {
        0 => "No increment".into(),
        n => format!("+{n} s a move"),
    }
}

/// "Ten seconds left for Black (Ann)."
pub fn ten_seconds(color: Color, name: &str) -> String {
    format!("Ten seconds left for {color} ({name}).")
}

/// "Black's time is up."
pub fn time_up(color: Color) -> String {
    format!("{color}'s time is up.")
}

/// The status of a game lost on time: "Game over: White (Dubya) wins on time."
pub fn wins_on_time(winner: Color, name: &str) -> String {
    format!("Game over: {winner} ({name}) wins on time.")
}
