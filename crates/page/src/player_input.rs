//! Browser events of the explorer's player page to [`ExploreMsg`]s, and nothing else: the player
//! filter's "player's page" button (the view names the chosen player on it), the page's close button, the head to head's name typed and
//! the name chosen among its suggestions.

use wasm_bindgen::JsValue;
use web_sys::Event;

use super::dom;
use super::explore_input::{chosen, on_item, picked, value};
use ethello_ui::explore::Which;
use ethello_ui::{ids, ExploreMsg, Msg};

/// Attaches the player page's listeners; each sends its message to `dispatch`.
///
/// # Errors
/// When an element the page needs is missing.
pub fn wire(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let send = move |m: ExploreMsg| dispatch(Msg::Explore(m));
    dom::on_click(ids::BTN_EXPLORE_PROFILE, move || {
        let chosen = dom::element(ids::BTN_EXPLORE_PROFILE).and_then(|b| picked(&b));
        send(ExploreMsg::PlayerPage(chosen))
    })?;
    dom::on_click(ids::BTN_EXPLORE_PROFILE_CLOSE, move || {
        send(ExploreMsg::PlayerPage(None))
    })?;
    let input = dom::html(ids::EXPLORE_OPPONENT)?;
    dom::on(&input, "input", move |_: Event| {
        send(ExploreMsg::Name(
            Which::Opponent,
            value(ids::EXPLORE_OPPONENT),
        ))
    })?;
    on_item(
        ids::EXPLORE_OPPONENTS,
        "data-pick",
        |el| chosen(el, Which::Opponent),
        dispatch,
    )
}
