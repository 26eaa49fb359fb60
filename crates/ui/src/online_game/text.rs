//! The online game's words, in the language shown: the role, the line that says where the game
//! stands (connection, turn, the away countdown, the clocks, the result), the offer that waits for
//! an answer, and what each change says to screen readers.

use crate::model::Model;
use crate::online::wire::{Event, Outcome, Status};
use crate::online::{Conn, Online};
use crate::words::{Key, Words};
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
    let w = &m.words;
    let Some(o) = m.online.as_ref() else {
        return String::new();
    };
    let Some(state) = o.state.as_ref().filter(|_| o.conn == Conn::Open) else {
        let key = match o.failures {
            0 => Key::OnlineConnecting,
            _ => Key::OnlineReconnecting,
        };
        return w.get(key).to_string();
    };
    let mut text = match &state.status {
        Status::Waiting => w.get(Key::OnlineWaiting).to_string(),
        Status::Ended { outcome } => result(w, outcome),
        Status::Playing if o.my_turn() => w.get(Key::OnlineYourTurn).to_string(),
        Status::Playing => {
            let side = state.to_move.map_or("", |c| w.color(c));
            w.text(&phrase::online_their_turn(side))
        }
    };
    if let Some(clocks) = clocks(m, o) {
        text = format!("{text} {clocks}");
    }
    if let Some(away) = away_text(m, o) {
        text = format!("{text} {away}");
    }
    if let Some(code) = &o.refused {
        text = format!("{text} {}", w.text(&phrase::online_refused(code)));
    }
    text
}

/// "White is away: you may claim the win in 0:42." (a player on a clock), "... claim the win, or
/// keep waiting." once he may, "White is away; the game waits." otherwise.
fn away_text(m: &Model, o: &Online) -> Option<String> {
    let w = &m.words;
    let color = o.away(m.now_ms)?;
    let side = w.color(color);
    let state = o.state.as_ref()?;
    let may_claim = o.color().is_some() && state.clock && state.ply >= 2;
    if !may_claim {
        return Some(w.text(&phrase::online_away_wait(side)));
    }
    let left = state
        .away_limit_ms
        .saturating_sub(o.away_ms(color, m.now_ms)?);
    Some(match left {
        0 => w.text(&phrase::online_away_claim(side)),
        ms => w.text(&phrase::online_away(side, clock_face(ms))),
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
fn clocks(m: &Model, o: &Online) -> Option<String> {
    let state = o.state.as_ref()?;
    let [mut black, mut white] = state.clocks_ms?;
    let since = (m.now_ms - o.received_ms).max(0.0) as u64;
    match state.running {
        Some(Color::Black) => black = black.saturating_sub(since),
        Some(Color::White) => white = white.saturating_sub(since),
        None => {}
    }
    let w = &m.words;
    let (b, wh) = (w.color(Color::Black), w.color(Color::White));
    Some(format!(
        "{b} {} · {wh} {}",
        clock_face(black),
        clock_face(white)
    ))
}

/// The result: "Black wins (resignation).", "A draw (by agreement).", "No result (aborted)."
fn result(w: &Words, outcome: &Outcome) -> String {
    let reason = match outcome.reason.as_str() {
        "discs" => Key::OnlineReasonDiscs,
        "resigned" => Key::OnlineReasonResigned,
        "timeout" => Key::OnlineReasonTimeout,
        "abandoned" => Key::OnlineReasonAbandoned,
        "agreed" => Key::OnlineReasonAgreed,
        "aborted" => Key::OnlineReasonAborted,
        _ => Key::OnlineReasonExpired,
    };
    let reason = w.get(reason);
    match outcome.winner {
        Some(c) => w.text(&phrase::online_won(w.color(c), reason)),
        None if matches!(outcome.reason.as_str(), "aborted" | "expired") => {
            w.text(&phrase::online_no_result(reason))
        }
        None => w.text(&phrase::online_drawn(reason)),
    }
}

/// The opponent's offer or request that waits for this page's answer: "White offers a draw."
pub fn offer_text(m: &Model) -> Option<String> {
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
    Some(m.words.text(&offer))
}

/// The last preset message: "White: “Good game”".
pub fn said_text(m: &Model) -> Option<String> {
    let (by, phrase) = m.online.as_ref()?.said.as_ref()?;
    let w = &m.words;
    let phrase = w.get(phrase_key(phrase)?);
    Some(w.text(&phrase::online_said(w.color(*by), phrase)))
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
pub(super) fn event_text(m: &Model, event: &Event) -> Option<String> {
    match event.kind.as_str() {
        "chat" => said_text(m),
        "draw_offered" | "take_back_asked" | "rematch_asked" => offer_text(m),
        "ended" => Some(info_text(m)),
        _ => None,
    }
}
