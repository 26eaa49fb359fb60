//! The words of the status line, shared by the view and the announcements.

use super::clock_words;
use super::model::Model;
use crate::engine::Color;

/// "Black's turn (Player 1)", the result when the game is over, or the position replayed.
pub fn status_text(model: &Model) -> String {
    if let Some(ply) = model.replay {
        return format!(
            "Review: position after {} of {} moves",
            ply,
            model.game.moves().len()
        );
    }
    if model.ended() {
        return result_text(model);
    }
    turn_text(model)
}

/// "Black (Ann) has no move: pass." — the notice a human who must pass confirms.
pub fn pass_text(model: &Model, passer: crate::engine::Color) -> String {
    format!("{passer} ({}) has no move: pass.", model.names.get(passer))
}

/// "Black's turn (Player 1)".
pub fn turn_text(model: &Model) -> String {
    let side = model.game.position().side;
    format!("{side}'s turn ({})", model.names.get(side))
}

/// "Game over: Black (Player 1) wins 40 to 24.", "Game over: a draw, 32 to 32." or, when a side's
/// time ran out, "Game over: White (Dubya) wins on time."
pub fn result_text(model: &Model) -> String {
    if let Some(loser) = model.lost_on_time() {
        let winner = loser.opposite();
        return clock_words::wins_on_time(winner, model.names.get(winner));
    }
    let pos = model.game.position();
    let (b, w) = (pos.black().count(), pos.white().count());
    let (winner, hi, lo) = match pos.black_score() {
        s if s > 0 => (Some(Color::Black), b, w),
        s if s < 0 => (Some(Color::White), w, b),
        _ => (None, b, w),
    };
    match winner {
        Some(c) => format!("Game over: {c} ({}) wins {hi} to {lo}.", model.names.get(c)),
        None => format!("Game over: a draw, {hi} to {lo}."),
    }
}

/// A value in discs with its sign: `+4`, `-2`, `0`.
pub fn signed(score: i32) -> String {
    if score > 0 {
        format!("+{score}")
    } else {
        score.to_string()
    }
}

/// The Options' note on the workers: how many of the device's cores the computer thinks on.
pub fn workers_text(model: &Model) -> String {
    let w = &model.worker;
    let cores = match w.cores {
        1 => "1 core".to_string(),
        n => format!("{n} cores"),
    };
    format!(
        "This device has {cores}. The computer thinks on {} (Automatic uses every core, up to 8).",
        w.wanted
    )
}
