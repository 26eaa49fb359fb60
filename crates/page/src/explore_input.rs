//! Browser events of the explorer to [`ExploreMsg`]s, and nothing else: the title screen's button,
//! the explorer board's squares and the table's moves, the take-back buttons, "Tournament games" or
//! "My games", the filters, the
//! suggested players, the listed games and their players' names (each opens his page) and the
//! pager; the analysis board's panel (opened or
//! closed, its moves played on the analysis board, "open in the explorer").

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement};

use super::dom;
use ethello_engine::Square;
use ethello_model::protocol::explore::{GameOrder, PlayerSide};
use ethello_ui::explore::Which;
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
    dom::on_click(ids::BTN_EXPLORE_ARCHIVE, move || {
        send(ExploreMsg::Mine(false))
    })?;
    dom::on_click(ids::BTN_EXPLORE_MINE, move || send(ExploreMsg::Mine(true)))?;
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
            move |el| Some(Msg::Explore(ExploreMsg::Play(square(el)?))),
            dispatch,
        )?;
    }
    wire_panel(dispatch)?;
    on_item(
        ids::EXPLORE_SUGGESTIONS,
        "data-pick",
        |el| chosen(el, Which::Player),
        dispatch,
    )?;
    on_item(
        ids::EXPLORE_TOURNAMENTS,
        "data-pick",
        |el| chosen(el, Which::Tournament),
        dispatch,
    )?;
    on_item(
        ids::EXPLORE_GAMES,
        "data-pick",
        |el| Some(Msg::Explore(ExploreMsg::PlayerPage(Some(picked(el)?)))),
        dispatch,
    )?;
    on_item(
        ids::EXPLORE_GAMES,
        "data-game",
        |el| {
            let game = el.get_attribute("data-game")?.parse().ok()?;
            Some(Msg::Explore(ExploreMsg::OpenGame(game)))
        },
        dispatch,
    )?;
    for (id, which) in [
        (ids::EXPLORE_PLAYER, Which::Player),
        (ids::EXPLORE_TOURNAMENT, Which::Tournament),
    ] {
        dom::on(&dom::html(id)?, "input", move |_: Event| {
            send(ExploreMsg::Name(which, value(id)))
        })?;
    }
    dom::on(&dom::html(ids::EXPLORE_YEARS)?, "input", move |_: Event| {
        send(ExploreMsg::Years(value(ids::EXPLORE_YEARS)))
    })?;
    dom::on(&dom::html(ids::EXPLORE_SORT)?, "change", move |_: Event| {
        if let Some(order) = order(&select(ids::EXPLORE_SORT)) {
            send(ExploreMsg::Order(order))
        }
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

/// The analysis board's panel: its opening and closing (a `<details>`, so keyboard and screen
/// readers have it as a disclosure), its moves (played on the analysis board) and its button.
fn wire_panel(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let details = dom::html(ids::STUDY_EXPLORER)?;
    let panel = details.clone();
    dom::on(&details, "toggle", move |_: Event| {
        let open = panel.has_attribute("open");
        dispatch(Msg::Explore(ExploreMsg::Panel(open)))
    })?;
    on_item(
        ids::STUDY_EXPLORER_MOVES,
        "data-square",
        |el| Some(Msg::Click(square(el)?)),
        dispatch,
    )?;
    dom::on_click(ids::BTN_STUDY_EXPLORE, move || {
        dispatch(Msg::Explore(ExploreMsg::FromStudy))
    })
}

/// A suggested name clicked: its filter's choice.
pub fn chosen(el: &Element, which: Which) -> Option<Msg> {
    let (number, name) = picked(el)?;
    Some(Msg::Explore(ExploreMsg::Choose(which, number, name)))
}

/// The number and name an element names (`data-pick`, `data-name`).
pub fn picked(el: &Element) -> Option<(u16, String)> {
    let number = el.get_attribute("data-pick")?.parse().ok()?;
    Some((number, el.get_attribute("data-name")?))
}

/// The square an element names (`data-square`).
fn square(el: &Element) -> Option<Square> {
    el.get_attribute("data-square")?.parse().ok()
}

/// A click inside the list `id` on an element with `attribute` (or inside one): its message.
pub fn on_item(
    id: &str,
    attribute: &'static str,
    read: fn(&Element) -> Option<Msg>,
    dispatch: fn(Msg),
) -> Result<(), JsValue> {
    dom::on(&dom::html(id)?, "click", move |e: Event| {
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let item = target.and_then(|t| t.closest(&format!("[{attribute}]")).ok().flatten());
        if let Some(msg) = item.as_ref().and_then(read) {
            dispatch(msg);
        }
    })
}

/// The order a value of the sort choice names (the protocol's name: `Newest`, `BlackBest`).
fn order(value: &str) -> Option<GameOrder> {
    use GameOrder::*;
    let all = [
        Newest, Oldest, Black, White, Tournament, BlackBest, WhiteBest,
    ];
    all.into_iter().find(|o| format!("{o:?}") == value)
}

/// The select `id`'s value.
fn select(id: &str) -> String {
    dom::by_id::<HtmlSelectElement>(id).map_or_else(|_| String::new(), |s| s.value())
}

/// The text input `id`'s value.
pub fn value(id: &str) -> String {
    dom::by_id::<HtmlInputElement>(id).map_or_else(|_| String::new(), |i| i.value())
}
