//! Browser events of training to [`TrainMsg`]s, and nothing else: the Train button, the Train
//! screen's buttons, filters and opening choices, the progress file chooser, and the drill's
//! buttons beside the board. What a choice means is the model's business.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement};

use super::{dom, files};
use ethello_engine::Color;
use ethello_model::training::coach::Topic;
use ethello_model::training::pick::Filter;
use ethello_model::training::puzzle::{Kind, Theme};
use ethello_model::training::rush::Mode;
use ethello_ui::ids;
use ethello_ui::{Msg, TrainMsg};

/// Attaches training's listeners; each sends its message to `dispatch`.
///
/// # Errors
/// When an element the page needs is missing.
pub fn wire(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let send = move |m: TrainMsg| dispatch(Msg::Train(m));
    let buttons = [
        (ids::BTN_TRAIN, TrainMsg::Open),
        (ids::BTN_PUZZLES, TrainMsg::Next),
        (ids::BTN_DAILY, TrainMsg::Daily),
        (ids::BTN_STREAK, TrainMsg::Rush(Mode::Streak)),
        (ids::BTN_STORM, TrainMsg::Rush(Mode::Storm)),
        (ids::BTN_REASONS, TrainMsg::Reasons),
        (ids::BTN_MISTAKES, TrainMsg::Mistakes),
        (ids::BTN_LINE, TrainMsg::Line),
        (ids::BTN_EXPORT, TrainMsg::Export),
        (ids::BTN_IMPORT, TrainMsg::Import),
        (ids::BTN_DRILL_RETRY, TrainMsg::Retry),
        (ids::BTN_DRILL_SOLUTION, TrainMsg::Solution),
        (ids::BTN_DRILL_NEXT, TrainMsg::Next),
        (ids::BTN_DRILL_STUDY, TrainMsg::Study),
        (ids::BTN_DRILL_BACK, TrainMsg::Back),
    ];
    for (id, msg) in buttons {
        dom::on_click(id, move || send(msg.clone()))?;
    }
    for id in [ids::FILTER_KIND, ids::FILTER_THEME, ids::FILTER_BAND] {
        dom::on(&dom::html(id)?, "change", move |_: Event| {
            send(TrainMsg::Filter(filter()))
        })?;
    }
    dom::on(&dom::html(ids::LINE_OPENING)?, "change", move |_: Event| {
        send(TrainMsg::LineOpening(
            select(ids::LINE_OPENING).parse().ok(),
        ))
    })?;
    dom::on(&dom::html(ids::LINE_COLOR)?, "change", move |_: Event| {
        let color = match select(ids::LINE_COLOR).as_str() {
            "white" => Color::White,
            _ => Color::Black,
        };
        send(TrainMsg::LineColor(color))
    })?;
    on_topic(
        ids::DRILL_REASONS,
        "data-reason",
        TrainMsg::PickReason,
        dispatch,
    )?;
    on_topic(
        ids::WEAK_SPOTS_BODY,
        "data-practise",
        TrainMsg::Practise,
        dispatch,
    )?;
    dom::on(
        &dom::html(ids::PROGRESS_INPUT)?,
        "change",
        move |e: Event| {
            let input = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok());
            if let Some(file) = input.and_then(|i| i.files()).and_then(|f| f.get(0)) {
                let name = file.name();
                files::read(
                    file,
                    name,
                    |_, bytes| Msg::Train(TrainMsg::ImportRead(bytes)),
                    dispatch,
                );
            }
        },
    )?;
    Ok(())
}

/// A click inside `id` on an element with `attribute` (or inside one) that names a topic
/// (`reason:corner`): `make` of it.
fn on_topic(
    id: &str,
    attribute: &'static str,
    make: fn(Topic) -> TrainMsg,
    dispatch: fn(Msg),
) -> Result<(), JsValue> {
    dom::on(&dom::html(id)?, "click", move |e: Event| {
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let found = target.and_then(|t| t.closest(&format!("[{attribute}]")).ok().flatten());
        let topic = found.and_then(|b| b.get_attribute(attribute));
        if let Some(topic) = topic.and_then(|t| t.parse().ok()) {
            dispatch(Msg::Train(make(topic)));
        }
    })
}

/// The value of the select `id` ("" when it is missing).
fn select(id: &str) -> String {
    dom::by_id::<HtmlSelectElement>(id)
        .map(|s| s.value())
        .unwrap_or_default()
}

/// The stream's filter as the three selects show it.
fn filter() -> Filter {
    Filter {
        kind: Kind::from_word(&select(ids::FILTER_KIND)),
        theme: Theme::from_word(&select(ids::FILTER_THEME)),
        band: select(ids::FILTER_BAND).parse().ok(),
    }
}
