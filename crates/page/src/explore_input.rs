//! Browser events of the explorer to [`ExploreMsg`]s, and nothing else: the title screen's button,
//! the explorer board's squares and the table's moves, the take-back buttons, the filters, the
//! suggested players, the listed games and the pager.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement};

use super::dom;
use ethello_model::protocol::explore::PlayerSide;
use ethello_ui::{ids, ExploreMsg, Msg, Screen};

/// Attaches the explorer's listeners; each sends its message to `dispatch`.
///
/// # Errors
/// When an element the page needs is missing.
pub fn wire(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let send = move |m: ExploreMsg| dispatch(Msg::Explore(m));
    dom::on_click(ids::BTN_EXPLORE, move || {
        send(ExploreMsg::Open(String::new()))
    })?;
    dom::on_click(ids::BTN_EXPLORE_FIRST, move || send(ExploreMsg::BackTo(0)))?;
    dom::on_click(ids::BTN_EXPLORE_PREV, move || send(ExploreMsg::TakeBack))?;
    dom::on_click(ids::BTN_EXPLORE_BACK, move || {
        dispatch(Msg::Show(Screen::Title))
    })?;
    dom::on_click(ids::BTN_EXPLORE_PAGE_PREV, move || {
        send(ExploreMsg::Page(-1))
    })?;
    dom::on_click(ids::BTN_EXPLORE_PAGE_NEXT, move || {
        send(ExploreMsg::Page(1))
    })?;
    for id in [ids::EXPLORE_BOARD, ids::EXPLORE_MOVES] {
        on_item(
            id,
            "data-square",
            move |el| {
                let square = el.get_attribute("data-square")?.parse().ok()?;
                Some(ExploreMsg::Play(square))
            },
            dispatch,
        )?;
    }
    on_item(
        ids::EXPLORE_SUGGESTIONS,
        "data-player",
        |el| {
            let player = el.get_attribute("data-player")?.parse().ok()?;
            Some(ExploreMsg::ChoosePlayer(
                player,
                el.get_attribute("data-name")?,
            ))
        },
        dispatch,
    )?;
    on_item(
        ids::EXPLORE_GAMES,
        "data-game",
        |el| {
            Some(ExploreMsg::OpenGame(
                el.get_attribute("data-game")?.parse().ok()?,
            ))
        },
        dispatch,
    )?;
    dom::on(
        &dom::html(ids::EXPLORE_PLAYER)?,
        "input",
        move |_: Event| send(ExploreMsg::Player(value(ids::EXPLORE_PLAYER))),
    )?;
    dom::on(&dom::html(ids::EXPLORE_YEARS)?, "input", move |_: Event| {
        send(ExploreMsg::Years(value(ids::EXPLORE_YEARS)))
    })?;
    dom::on(&dom::html(ids::EXPLORE_SIDE)?, "change", move |_: Event| {
        let side = dom::by_id::<HtmlSelectElement>(ids::EXPLORE_SIDE).map(|s| s.value());
        send(ExploreMsg::Side(match side.as_deref() {
            Ok("black") => PlayerSide::Black,
            Ok("white") => PlayerSide::White,
            _ => PlayerSide::Either,
        }))
    })?;
    Ok(())
}

/// A click inside the list `id` on an element with `attribute` (or inside one): its message.
fn on_item(
    id: &str,
    attribute: &'static str,
    read: fn(&Element) -> Option<ExploreMsg>,
    dispatch: fn(Msg),
) -> Result<(), JsValue> {
    dom::on(&dom::html(id)?, "click", move |e: Event| {
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let item = target.and_then(|t| t.closest(&format!("[{attribute}]")).ok().flatten());
        if let Some(msg) = item.as_ref().and_then(read) {
            dispatch(Msg::Explore(msg));
        }
    })
}

/// The text input `id`'s value.
fn value(id: &str) -> String {
    dom::by_id::<HtmlInputElement>(id).map_or_else(|_| String::new(), |i| i.value())
}
