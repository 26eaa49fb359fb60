//! The online game's panel: `#app[data-online]` (waiting, playing, away, reconnecting, ended;
//! absent without an online game), the role in `data-role`, where the game stands, the invite
//! while a seat is free (its link and picture are the page's: they need the page's address), the
//! opponent's offer, the buttons that make sense now, the preset messages and the last one said.

use super::patch::{Target, View};
use crate::ids;
use crate::model::Model;
use crate::online::{Conn, Status, ACTS};
use crate::online_game as online;

/// Shows the online game of `m`, or hides the panel.
pub fn panel(m: &Model, v: &mut View) {
    v.hide(ids::ONLINE, m.online.is_none());
    let Some(o) = m.online.as_ref() else {
        v.no_attr(ids::APP, "data-online");
        return;
    };
    v.attr(ids::APP, "data-online", o.phase(m.now_ms));
    v.attr(ids::ONLINE_ROLE, "data-role", o.role());
    v.text(ids::ONLINE_ROLE, online::role_text(m));
    v.text(ids::ONLINE_INFO, online::info_text(m));
    let state = o.state.as_ref().filter(|_| o.conn == Conn::Open);
    let status = state.map(|s| &s.status);
    let waiting = o.game.is_some() && status.is_none_or(|s| *s == Status::Waiting);
    v.hide(ids::ONLINE_INVITE, !(waiting && o.color().is_some()));
    let offer = online::offer_text(m);
    v.hide(ids::ONLINE_OFFER, offer.is_none());
    v.text(ids::ONLINE_OFFER_TEXT, offer.unwrap_or_default());
    v.text(ids::ONLINE_SAID, online::said_text(m).unwrap_or_default());
    let seated = o.color().is_some();
    let playing = seated && status == Some(&Status::Playing);
    let ended = seated && matches!(status, Some(Status::Ended { .. }));
    let ply = state.map_or(0, |s| s.ply);
    let asked = state.is_some_and(|s| s.rematch == o.color());
    let shown = |act: &str| match act {
        "claim_win" => playing && online::may_claim(m),
        "resign" | "offer_draw" => playing,
        "ask_take_back" => playing && ply > 0,
        "abort" => seated && (playing || waiting) && ply < 2,
        "rematch" => ended && !asked,
        "download" => seated && ended,
        _ => false,
    };
    for act in ACTS {
        let button = format!("#{} [data-act={act}]", ids::ONLINE_ACTS);
        let patch = super::patch::Patch::Hidden(Target::Query(button), !shown(act));
        v.push(patch);
    }
    v.hide(ids::ONLINE_CHAT, !seated);
}
