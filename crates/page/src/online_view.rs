//! The online game on the page, read-only: `#app[data-online]` (waiting, playing, away,
//! reconnecting, ended; absent without an online game), the panel beside the board (the role in
//! `data-role`, where the game stands, the invite link while a seat is free, the opponent's offer,
//! the buttons that make sense now, the preset messages and the last one said).

use super::dom;
use ethello_ui::ids;
use ethello_ui::online::{Conn, Status, PHRASES};
use ethello_ui::online_game as online;
use ethello_ui::Model;
use wasm_bindgen::JsValue;

/// Makes the preset messages' buttons (their words come with the language, `data-l10n`).
///
/// # Errors
/// When the panel is missing.
pub fn build() -> Result<(), JsValue> {
    let holder = dom::html(ids::ONLINE_CHAT)?;
    for phrase in PHRASES {
        let button = dom::document().create_element("button")?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-phrase", phrase)?;
        let key = online::phrase_key(phrase).ok_or("a phrase without words")?;
        button.set_attribute("data-l10n", key.id())?;
        holder.append_child(&button)?;
    }
    Ok(())
}

/// Shows the online game of `model`, or hides the panel.
pub fn render(model: &Model) {
    let Ok(app) = dom::html(ids::APP) else { return };
    dom::set_hidden_id(ids::ONLINE, model.online.is_none());
    let Some(o) = model.online.as_ref() else {
        let _ = app.remove_attribute("data-online");
        return;
    };
    dom::set_attr(&app, "data-online", o.phase(model.now_ms));
    if let Some(role) = dom::element(ids::ONLINE_ROLE) {
        dom::set_attr(&role, "data-role", o.role());
    }
    dom::set_text(ids::ONLINE_ROLE, &online::role_text(model));
    dom::set_text(ids::ONLINE_INFO, &online::info_text(model));
    let state = o.state.as_ref().filter(|_| o.conn == Conn::Open);
    let status = state.map(|s| &s.status);
    let waiting = o.game.is_some() && status.is_none_or(|s| *s == Status::Waiting);
    dom::set_hidden_id(ids::ONLINE_INVITE, !(waiting && o.color().is_some()));
    if let Some(address) = o.address() {
        let link = super::files::page_link(&address);
        dom::set_value(ids::INVITE_LINK, &link);
        if let Some(qr) = dom::element(ids::INVITE_QR) {
            let src = format!("qr.svg?u={}", js_sys::encode_uri_component(&link));
            dom::set_attr(&qr, "src", &src);
        }
    }
    let offer = online::offer_text(model);
    dom::set_hidden_id(ids::ONLINE_OFFER, offer.is_none());
    dom::set_text(ids::ONLINE_OFFER_TEXT, offer.as_deref().unwrap_or(""));
    dom::set_text(
        ids::ONLINE_SAID,
        &online::said_text(model).unwrap_or_default(),
    );
    let seated = o.color().is_some();
    let playing = seated && status == Some(&Status::Playing);
    let ended = seated && matches!(status, Some(Status::Ended { .. }));
    let ply = state.map_or(0, |s| s.ply);
    let asked = state.is_some_and(|s| s.rematch == o.color());
    let shown = |act: &str| match act {
        "claim_win" => playing && online::may_claim(model),
        "resign" | "offer_draw" => playing,
        "ask_take_back" => playing && ply > 0,
        "abort" => seated && (playing || waiting) && ply < 2,
        "rematch" => ended && !asked,
        "download" => seated && ended,
        _ => false,
    };
    buttons(ids::ONLINE_ACTS, "data-act", |act| shown(act));
    dom::set_hidden_id(ids::ONLINE_CHAT, !seated);
}

/// The status line above the board of an online game that ended off the board (resigned, agreed,
/// on time): its result, which the board alone does not know.
pub fn status(model: &Model) -> Option<String> {
    let o = model.online.as_ref()?;
    let ended = o.phase(model.now_ms) == "ended" && !model.game.record.is_over();
    ended.then(|| online::info_text(model))
}

/// Hides each button of `holder` whose `attr` is not `shown`.
fn buttons(holder: &str, attr: &str, shown: impl Fn(&str) -> bool) {
    let Some(holder) = dom::element(holder) else {
        return;
    };
    let children = holder.children();
    for i in 0..children.length() {
        let Some(button) = children.item(i) else {
            continue;
        };
        let value = button.get_attribute(attr).unwrap_or_default();
        dom::set_hidden(&button, !shown(&value));
    }
}
