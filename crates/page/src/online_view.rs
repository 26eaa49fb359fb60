//! The online game's panel, what the view cannot write: its preset messages' buttons (made once)
//! and the invite's link and picture, which need the page's address. The rest of the panel is
//! in the view (`ethello_ui::view`).

use super::dom;
use ethello_ui::ids;
use ethello_ui::online::PHRASES;
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

/// The invite's link and its QR code picture, while the view shows the invite: both need the
/// page's own address.
pub fn invite(model: &Model) {
    let Some(address) = model.online.as_ref().and_then(|o| o.address()) else {
        return;
    };
    let link = super::files::page_link(&address);
    dom::set_value(ids::INVITE_LINK, &link);
    if let Some(qr) = dom::element(ids::INVITE_QR) {
        let src = format!("qr.svg?u={}", js_sys::encode_uri_component(&link));
        dom::set_attr(&qr, "src", &src);
    }
}
