//! Browser events of the analysis board, the open box and the board's drop zone to
//! [`StudyMsg`]s, and nothing else: the buttons, "Play from here"'s opponent, the editor's pens and
//! side to move, the open box's text and its Open button (or Ctrl+Enter), and a file dropped on the
//! board (read here, then sent with its bytes: what it holds is the model's business).

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DragEvent, Event, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

use super::{dom, files};
use ethello_engine::Color;
use ethello_ui::{ids, Msg, Opponent, Pen, Step, StudyMsg};

/// The buttons of the analysis board and the share buttons, each with its message.
fn buttons() -> [(&'static str, StudyMsg); 21] {
    [
        (ids::BTN_STUDY, StudyMsg::Enter),
        (ids::BTN_STUDY_HERE, StudyMsg::FromGame),
        (ids::BTN_STUDY_BACK, StudyMsg::Leave),
        (ids::BTN_STUDY_FIRST, StudyMsg::Step(Step::First)),
        (ids::BTN_STUDY_PREV, StudyMsg::Step(Step::Prev)),
        (ids::BTN_STUDY_NEXT, StudyMsg::Step(Step::Next)),
        (ids::BTN_STUDY_LAST, StudyMsg::Step(Step::Last)),
        (ids::BTN_PLAY_HERE, StudyMsg::PlayFromHere),
        (ids::BTN_EDIT, StudyMsg::Edit),
        (ids::BTN_WHY, StudyMsg::Why),
        (ids::BTN_COMPARE, StudyMsg::Compare),
        (ids::BTN_LINE_BACK, StudyMsg::Refute(Step::Prev)),
        (ids::BTN_LINE_FORWARD, StudyMsg::Refute(Step::Next)),
        (ids::BTN_EDIT_CLEAR, StudyMsg::Clear),
        (ids::BTN_EDIT_START, StudyMsg::StartPosition),
        (ids::BTN_EDIT_DONE, StudyMsg::EditDone),
        (ids::BTN_EDIT_CANCEL, StudyMsg::EditCancel),
        (ids::BTN_COPY_LINK, StudyMsg::CopyLink),
        (ids::BTN_STUDY_LINK, StudyMsg::CopyLink),
        (ids::BTN_PICTURE, StudyMsg::SavePicture),
        (ids::BTN_STUDY_PICTURE, StudyMsg::SavePicture),
    ]
}

/// Attaches the listeners; each sends its message to `dispatch`.
///
/// # Errors
/// When an element the analysis board needs is missing.
pub fn wire(dispatch: fn(Msg)) -> Result<(), JsValue> {
    for (button, msg) in buttons() {
        dom::on_click(button, move || dispatch(Msg::Study(msg.clone())))?;
    }
    wire_play_here(dispatch)?;
    wire_editor(dispatch)?;
    wire_open_box(dispatch)?;
    dom::on(&dom::html(ids::BALANCED)?, "change", move |e: Event| {
        let on = target::<HtmlInputElement>(&e).is_some_and(|i| i.checked());
        dispatch(Msg::Study(StudyMsg::Balanced(on)));
    })?;
    wire_drop(dispatch)
}

/// "Play from here": its opponent and "Computer plays black" are the options form's.
fn wire_play_here(dispatch: fn(Msg)) -> Result<(), JsValue> {
    dom::on(
        &dom::html(ids::STUDY_OPPONENT)?,
        "change",
        move |e: Event| {
            let Some(value) = target::<HtmlSelectElement>(&e).map(|s| s.value()) else {
                return;
            };
            let choice = match value.as_str() {
                "human" => Opponent::Human,
                "watch" => Opponent::Watch,
                other => match other.parse() {
                    Ok(c) => Opponent::Character(c),
                    Err(_) => return,
                },
            };
            dispatch(Msg::Opponent {
                choice,
                by_key: false,
            });
        },
    )?;
    dom::on(
        &dom::html(ids::STUDY_COMPUTER_FIRST)?,
        "change",
        move |e: Event| {
            let on = target::<HtmlInputElement>(&e).is_some_and(|i| i.checked());
            dispatch(Msg::ComputerFirst { on, by_key: false });
        },
    )
}

/// The editor's pens and side to move (radio groups).
fn wire_editor(dispatch: fn(Msg)) -> Result<(), JsValue> {
    dom::on(&dom::html(ids::EDITOR)?, "change", move |e: Event| {
        let Some(input) = target::<HtmlInputElement>(&e) else {
            return;
        };
        let msg = match (input.name().as_str(), input.value().as_str()) {
            (ids::PEN_GROUP, "black") => StudyMsg::Pen(Pen::Black),
            (ids::PEN_GROUP, "white") => StudyMsg::Pen(Pen::White),
            (ids::PEN_GROUP, "empty") => StudyMsg::Pen(Pen::Empty),
            (ids::SIDE_GROUP, "black") => StudyMsg::Side(Color::Black),
            (ids::SIDE_GROUP, "white") => StudyMsg::Side(Color::White),
            _ => return,
        };
        dispatch(Msg::Study(msg));
    })
}

/// The open box: its text as it is typed, and its submission (the Open button, Ctrl+Enter).
fn wire_open_box(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let text = dom::html(ids::OPEN_TEXT)?;
    dom::on(&text, "input", move |e: Event| {
        if let Some(area) = target::<HtmlTextAreaElement>(&e) {
            dispatch(Msg::Study(StudyMsg::ImportText(area.value())));
        }
    })?;
    dom::on(&text, "keydown", move |e: web_sys::KeyboardEvent| {
        if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
            e.prevent_default();
            dispatch(Msg::Study(StudyMsg::Open));
        }
    })?;
    dom::on(&dom::html(ids::OPEN_BOX)?, "submit", move |e: Event| {
        e.prevent_default();
        dispatch(Msg::Study(StudyMsg::Open));
    })
}

/// A file dropped on the board is read and sent with its bytes.
fn wire_drop(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let zone = dom::html(ids::BOARD_WRAP)?;
    dom::on(&zone, "dragover", move |e: DragEvent| e.prevent_default())?;
    dom::on(&zone, "drop", move |e: DragEvent| {
        e.prevent_default();
        let file = e
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|f| f.get(0));
        if let Some(file) = file {
            let dropped = |name, bytes| Msg::Study(StudyMsg::Dropped { name, bytes });
            files::read(file.clone(), file.name(), dropped, dispatch);
        }
    })
}

/// The element an event happened on, as `T`.
fn target<T: JsCast>(e: &Event) -> Option<T> {
    e.target()?.dyn_into().ok()
}
