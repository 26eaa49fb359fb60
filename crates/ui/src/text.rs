//! The words of the status line, shared by the view and the announcements, in the model's language
//! ([`Model::words`]).

use super::model::Model;
use super::words::Key;
use ethello_engine::Color;

/// "Black's turn (Player 1)", the result when the game is over, or the position replayed.
pub fn status_text(model: &Model) -> String {
    if let Some(ply) = model.replay {
        let total = model.game.moves().len();
        let values: [(&str, &dyn std::fmt::Display); 2] = [("ply", &ply), ("total", &total)];
        return model.words.fill(Key::StatusReplay, &values);
    }
    if model.ended() {
        return result_text(model);
    }
    turn_text(model)
}

/// "Black (Ann) has no move: pass." — the notice a human who must pass confirms.
pub fn pass_text(model: &Model, passer: Color) -> String {
    let w = &model.words;
    let name = model.names.get(passer);
    w.fill(
        Key::StatusPass,
        &[("side", &w.color(passer)), ("name", &name)],
    )
}

/// "Black's turn (Player 1)".
pub fn turn_text(model: &Model) -> String {
    let w = &model.words;
    let side = model.game.position().side;
    let name = model.names.get(side);
    w.fill(
        Key::StatusTurn,
        &[("side", &w.color(side)), ("name", &name)],
    )
}

/// "Game over: Black (Player 1) wins 40 to 24.", "Game over: a draw, 32 to 32." or, when a side's
/// time ran out, "Game over: White (Dubya) wins on time."
pub fn result_text(model: &Model) -> String {
    let w = &model.words;
    if let Some(loser) = model.lost_on_time() {
        let winner = loser.opposite();
        let values: [(&str, &dyn std::fmt::Display); 2] = [
            ("side", &w.color(winner)),
            ("name", &model.names.get(winner)),
        ];
        return w.fill(Key::StatusWonOnTime, &values);
    }
    let pos = model.game.position();
    let (b, w_count) = (pos.black().count(), pos.white().count());
    let (winner, high, low) = match pos.black_score() {
        s if s > 0 => (Some(Color::Black), b, w_count),
        s if s < 0 => (Some(Color::White), w_count, b),
        _ => (None, b, w_count),
    };
    match winner {
        Some(c) => w.fill(
            Key::StatusWon,
            &[
                ("side", &w.color(c)),
                ("name", &model.names.get(c)),
                ("high", &high),
                ("low", &low),
            ],
        ),
        None => w.fill(Key::StatusDraw, &[("high", &high), ("low", &low)]),
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
    let w = &model.words;
    let state = &model.worker;
    let cores = match state.cores {
        1 => w.get(Key::WorkersOneCore).to_string(),
        n => w.fill(Key::WorkersCores, &[("count", &n)]),
    };
    w.fill(
        Key::WorkersNote,
        &[("cores", &cores), ("workers", &state.wanted)],
    )
}
