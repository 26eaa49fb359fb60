//! The words of the status line, shared by the view and the announcements, in the model's language
//! ([`Model::words`]).

use super::model::Model;
use super::words::{Key, Phrase};
use crate::phrase;
use ethello_engine::Color;

/// "Black's turn (Player 1)", the result when the game is over, or the position replayed.
pub fn status_text(model: &Model) -> String {
    if let Some(ply) = model.game.replay {
        let total = model.game.record.moves().len();
        return model.words.text(&phrase::status_replay(&ply, &total));
    }
    if model.ended() {
        return result_text(model);
    }
    turn_text(model)
}

/// "Black (Ann) has no move: pass." — the notice a human who must pass confirms.
pub fn pass_text(model: &Model, passer: Color) -> String {
    let w = &model.words;
    let name = model.game.names.get(passer);
    w.text(&phrase::status_pass(w.color(passer), name))
}

/// "Black's turn (Player 1)".
pub fn turn_text(model: &Model) -> String {
    model.words.text(&turn_phrase(model))
}

/// "Black's turn (Player 1)", as a phrase.
pub fn turn_phrase(model: &Model) -> Phrase {
    let side = model.game.record.position().side;
    phrase::status_turn(Phrase::color(side), model.game.names.get(side))
}

/// "Game over: Black (Player 1) wins 40 to 24.", "Game over: a draw, 32 to 32." or, when a side's
/// time ran out, "Game over: White (Dubya) wins on time."
pub fn result_text(model: &Model) -> String {
    model.words.text(&result_phrase(model))
}

/// The result ([`result_text`]) as a phrase.
pub fn result_phrase(model: &Model) -> Phrase {
    if let Some(loser) = model.lost_on_time() {
        let winner = loser.opposite();
        let name = model.game.names.get(winner);
        return phrase::status_won_on_time(Phrase::color(winner), name);
    }
    let pos = model.game.record.position();
    let (b, w_count) = (pos.black().count(), pos.white().count());
    let (winner, high, low) = match pos.black_score() {
        s if s > 0 => (Some(Color::Black), b, w_count),
        s if s < 0 => (Some(Color::White), w_count, b),
        _ => (None, b, w_count),
    };
    match winner {
        Some(c) => phrase::status_won(Phrase::color(c), model.game.names.get(c), &high, &low),
        None => phrase::status_draw(&high, &low),
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
        n => w.text(&phrase::workers_cores(&n)),
    };
    w.text(&phrase::workers_note(&cores, &state.wanted))
}
