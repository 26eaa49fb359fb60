//! The online game's words, in the language shown: the role, the line that says where the game
//! stands (connection, turn, the away countdown, the clocks, the result), the offer that waits for
//! an answer, and what each change says to screen readers.

use crate::model::Model;
use crate::online::wire::{Event, Outcome, Status};
use crate::online::{Conn, Online};
use crate::words::{Key, Value};
use crate::{phrase, Phrase};
use ethello_engine::Color;
use ethello_model::setup::clock_face;

/// "You play black." or "You are watching."
pub fn role_text(m: &Model) -> String {
    let w = &m.words;
    match m.online.as_ref().and_then(|o| o.color()) {
        Some(c) => w.text(&phrase::online_you(w.color(c))),
        None => w.get(Key::OnlineSpectator).to_string(),
    }
}

/// Where the game stands: connecting, waiting, whose turn (with the clocks), who is away and for
/// how long still, or the result.
pub fn info_text(m: &Model) -> String {
    m.words.text(&info_phrase(m))
}

/// Where the game stands ([`info_text`]) as a phrase, for the live region.
fn info_phrase(m: &Model) -> Phrase {
    let Some(o) = m.online.as_ref() else {
        return Phrase::joined(Vec::new());
    };
    let Some(state) = o.state.as_ref().filter(|_| o.conn == Conn::Open) else {
        return match o.failures {
            0 => phrase::online_connecting(),
            _ => phrase::online_reconnecting(),
        };
    };
    let text = match &state.status {
        Status::Waiting => phrase::online_waiting(),
        Status::Ended { outcome } => result(outcome),
        Status::Playing if o.my_turn() => phrase::online_your_turn(),
        Status::Playing => {
            let side = state.to_move.map(Phrase::color);
            phrase::online_their_turn(side.map_or(Value::Plain(String::new()), Value::Phrase))
        }
    };
    let refused = o.refused.as_ref().map(phrase::online_refused);
    let parts = [Some(text), clocks(m, o), away_phrase(m, o), refused];
    Phrase::joined(parts.into_iter().flatten().map(Value::Phrase).collect())
}

/// "White is away: you may claim the win in 0:42." (a player on a clock), "... claim the win, or
/// keep waiting." once he may, "White is away; the game waits." otherwise.
fn away_phrase(m: &Model, o: &Online) -> Option<Phrase> {
    let color = o.away(m.now_ms)?;
    let side = Phrase::color(color);
    let state = o.state.as_ref()?;
    let may_claim = o.color().is_some() && state.clock && state.ply >= 2;
    if !may_claim {
        return Some(phrase::online_away_wait(side));
    }
    let left = state
        .away_limit_ms
        .saturating_sub(o.away_ms(color, m.now_ms)?);
    Some(match left {
        0 => phrase::online_away_claim(side),
        ms => phrase::online_away(side, clock_face(ms)),
    })
}

/// True when this page's player may claim the win now.
pub fn may_claim(m: &Model) -> bool {
    let Some(o) = m.online.as_ref() else {
        return false;
    };
    let state = o.state.as_ref();
    let on_clock = state.is_some_and(|s| s.clock && s.ply >= 2);
    let away = o.away(m.now_ms).and_then(|c| o.away_ms(c, m.now_ms));
    let limit = state.map_or(u64::MAX, |s| s.away_limit_ms);
    o.color().is_some() && on_clock && away.is_some_and(|ms| ms >= limit)
}

/// "Black 0:42 · White 1:05": each side's time left, the running one charged since the state came.
fn clocks(m: &Model, o: &Online) -> Option<Phrase> {
    let state = o.state.as_ref()?;
    let [mut black, mut white] = state.clocks_ms?;
    let since = (m.now_ms - o.received_ms).max(0.0) as u64;
    match state.running {
        Some(Color::Black) => black = black.saturating_sub(since),
        Some(Color::White) => white = white.saturating_sub(since),
        None => {}
    }
    let parts = [
        Value::Phrase(Phrase::color(Color::Black)),
        Value::Plain(clock_face(black)),
        Value::Plain("·".to_string()),
        Value::Phrase(Phrase::color(Color::White)),
        Value::Plain(clock_face(white)),
    ];
    Some(Phrase::joined(parts.into()))
}

/// The result: "Black wins (resignation).", "A draw (by agreement).", "No result (aborted)."
fn result(outcome: &Outcome) -> Phrase {
    let reason = match outcome.reason.as_str() {
        "discs" => Key::OnlineReasonDiscs,
        "resigned" => Key::OnlineReasonResigned,
        "timeout" => Key::OnlineReasonTimeout,
        "abandoned" => Key::OnlineReasonAbandoned,
        "agreed" => Key::OnlineReasonAgreed,
        "aborted" => Key::OnlineReasonAborted,
        _ => Key::OnlineReasonExpired,
    };
    let reason = Phrase::from(reason);
    match outcome.winner {
        Some(c) => phrase::online_won(Phrase::color(c), reason),
        None if matches!(outcome.reason.as_str(), "aborted" | "expired") => {
            phrase::online_no_result(reason)
        }
        None => phrase::online_drawn(reason),
    }
}

/// The opponent's offer or request that waits for this page's answer: "White offers a draw."
pub fn offer_text(m: &Model) -> Option<String> {
    Some(m.words.text(&offer_phrase(m)?))
}

/// The offer that waits ([`offer_text`]) as a phrase, for the live region.
fn offer_phrase(m: &Model) -> Option<Phrase> {
    let o = m.online.as_ref()?;
    let state = o.state.as_ref()?;
    let theirs = Some(o.color()?.opposite());
    let side = Phrase::color(theirs?);
    let offer = if state.draw_offer == theirs {
        phrase::online_draw_offered(side)
    } else if state.take_back == theirs {
        phrase::online_take_back_asked(side)
    } else if state.rematch == theirs && state.next_game.is_none() {
        phrase::online_rematch_asked(side)
    } else {
        return None;
    };
    Some(offer)
}

/// The last preset message: "White: “Good game”".
pub fn said_text(m: &Model) -> Option<String> {
    Some(m.words.text(&said_phrase(m)?))
}

/// The last preset message ([`said_text`]) as a phrase, for the live region.
fn said_phrase(m: &Model) -> Option<Phrase> {
    let (by, said) = m.online.as_ref()?.said.as_ref()?;
    let said = Phrase::from(phrase_key(said)?);
    Some(phrase::online_said(Phrase::color(*by), said))
}

/// The words of a preset message.
pub fn phrase_key(phrase: &str) -> Option<Key> {
    Some(match phrase {
        "hello" => Key::OnlineChatHello,
        "good_luck" => Key::OnlineChatGoodLuck,
        "good_game" => Key::OnlineChatGoodGame,
        "thank_you" => Key::OnlineChatThankYou,
        "well_played" => Key::OnlineChatWellPlayed,
        "oops" => Key::OnlineChatOops,
        _ => return None,
    })
}

/// What a change says to screen readers: an offer, a message, the end.
pub(super) fn event_phrase(m: &Model, event: &Event) -> Option<Phrase> {
    match event.kind.as_str() {
        "chat" => said_phrase(m),
        "draw_offered" | "take_back_asked" | "rematch_asked" => offer_phrase(m),
        "ended" => Some(info_phrase(m)),
        _ => None,
    }
}
