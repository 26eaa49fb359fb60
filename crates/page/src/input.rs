//! Browser events to [`Msg`]s, and nothing else: no state is read or written here. Pointer and
//! keyboard on the board's cells, the buttons, the choice screen's cards and form, the Options screen, the file
//! chooser, the page address, the window's size, and the shortcuts (from any screen): Alt+N new
//! game, Alt+S save, Alt+L load, Alt+X exit, Alt+ a character's letter (Alt+D Dubya:
//! `Character::shortcut`),
//! Alt+C computer moves first, Alt+H play a human, Alt+I hints on or off, Escape closes the alert
//! and the scene. The review's moves, mistakes and graph (pointer and arrow keys). The page going
//! out of sight or closing (the game is stored with its clocks as they are).

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

use super::{character_view, dom, explore_input, files, online, study_input, train_input};
use ethello_engine::{Color, Square};
use ethello_model::setup::Character;
use ethello_ui::ids;
use ethello_ui::{Lang, Msg, Nav, Opponent, OverlayKind, Screen, Step};

/// Attaches every listener of the page; each sends its message to `dispatch`.
///
/// # Errors
/// When an element the page needs is missing.
pub fn wire(dispatch: fn(Msg)) -> Result<(), JsValue> {
    wire_board(dispatch)?;
    wire_buttons(dispatch)?;
    wire_form(dispatch)?;
    wire_options(dispatch)?;
    wire_review(dispatch)?;
    study_input::wire(dispatch)?;
    train_input::wire(dispatch)?;
    online::wire(dispatch)?;
    explore_input::wire(dispatch)?;
    super::player_input::wire(dispatch)?;
    dom::on(&dom::document(), "keydown", move |e: KeyboardEvent| {
        shortcut(&e, dispatch)
    })?;
    dom::on(&dom::document(), "click", move |e: Event| {
        glossary(&e, dispatch)
    })?;
    dom::on(&dom::window(), "hashchange", move |_: Event| {
        dispatch(Msg::Link(link().unwrap_or_default()))
    })?;
    dom::on(&dom::window(), "resize", move |_: Event| {
        dispatch(Msg::Resized)
    })?;
    // A reload or a closed tab keeps the game's clocks as they were: the game is stored as the
    // page goes out of sight (pagehide alone misses a tab discarded while hidden).
    dom::on(&dom::window(), "pagehide", move |_: Event| {
        dispatch(Msg::PageHidden)
    })?;
    dom::on(&dom::document(), "visibilitychange", move |_: Event| {
        if dom::document().hidden() {
            dispatch(Msg::PageHidden);
        }
    })?;
    Ok(())
}

/// A click on an explanation's term (`a[data-glossary]`) opens the rules page at its entry, which
/// takes the focus; the address keeps no `#` (it would name a game).
fn glossary(e: &Event, dispatch: fn(Msg)) {
    let link = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    let Some(id) = link.and_then(|a| a.get_attribute("data-glossary")) else {
        return;
    };
    e.prevent_default();
    dispatch(Msg::Show(Screen::HowTo));
    dom::focus(&id);
}

/// The game named in the page address (`#f5d6c3`), decoded.
pub fn link() -> Option<String> {
    let hash = dom::window().location().hash().ok()?;
    let text = hash.trim_start_matches('#');
    Some(
        js_sys::decode_uri_component(text)
            .map(String::from)
            .unwrap_or_else(|_| text.to_string()),
    )
}

/// The square of the cell an event happened on.
fn event_square(e: &Event) -> Option<Square> {
    let el: Element = e.target()?.dyn_into().ok()?;
    let cell = el.closest("[data-square]").ok()??;
    cell.get_attribute("data-square")?.parse().ok()
}

fn wire_board(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let grid = dom::html(ids::GRID)?;
    dom::on(&grid, "pointermove", move |e: PointerEvent| {
        dispatch(Msg::Hover(event_square(&e)))
    })?;
    dom::on(&grid, "pointerleave", move |_: PointerEvent| {
        dispatch(Msg::Hover(None))
    })?;
    dom::on(&grid, "click", move |e: Event| {
        if let Some(sq) = event_square(&e) {
            dispatch(Msg::Click(sq));
        }
    })?;
    dom::on(&grid, "keydown", move |e: KeyboardEvent| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        let key = e.key();
        let msg = match Nav::from_key(&key) {
            Some(nav) => Msg::Nav(nav),
            None if key == "Enter" || key == " " => Msg::Activate,
            None if key == "w" || key == "W" => match event_square(&e) {
                Some(sq) => Msg::HintReason(sq),
                None => return,
            },
            None => return,
        };
        e.prevent_default();
        dispatch(msg);
    })?;
    Ok(())
}

/// The shortcuts, from any screen.
fn shortcut(e: &KeyboardEvent, dispatch: fn(Msg)) {
    if e.key() == "Escape" {
        dispatch(Msg::Escape);
        return;
    }
    if !e.alt_key() || e.ctrl_key() || e.meta_key() {
        return;
    }
    let pick = |choice| Msg::Opponent {
        choice,
        by_key: true,
    };
    let msg = match e.code().as_str() {
        "KeyN" => Msg::NewGame,
        "KeyX" => Msg::Exit,
        "KeyS" => Msg::Save,
        "KeyL" => Msg::Load,
        "KeyH" => pick(Opponent::Human),
        "KeyI" => Msg::ToggleHints,
        "KeyC" => Msg::ComputerFirst {
            on: true,
            by_key: true,
        },
        code => match character_view::by_shortcut(code) {
            Some(c) => pick(Opponent::Character(c)),
            None => return,
        },
    };
    e.prevent_default();
    dispatch(msg);
}

/// A click on the button `id` sends `msg`.
fn click(id: &str, msg: Msg, dispatch: fn(Msg)) -> Result<(), JsValue> {
    dom::on_click(id, move || dispatch(msg.clone()))
}

fn wire_buttons(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let buttons = [
        (ids::BTN_PLAY, Msg::Show(Screen::Choose)),
        (ids::BTN_NEW, Msg::NewGame),
        (ids::BTN_AGAIN, Msg::NewGame),
        (ids::BTN_HOWTO, Msg::Show(Screen::HowTo)),
        (ids::BTN_WEAK_SPOTS, Msg::Show(Screen::WeakSpots)),
        (ids::BTN_DRILL_SPOTS, Msg::Show(Screen::WeakSpots)),
        (ids::BTN_OPTIONS, Msg::Show(Screen::Options)),
        (ids::BTN_EXIT, Msg::Exit),
        (ids::BTN_COPY, Msg::Copy),
        (ids::BTN_SAVE, Msg::Save),
        (ids::BTN_LOAD, Msg::Load),
        (ids::BTN_CONTINUE, Msg::Continue),
        (ids::BTN_MUTE, Msg::ToggleMute),
        (ids::BTN_PAUSE, Msg::TogglePause),
        (ids::BTN_FIRST, Msg::Replay(Step::First)),
        (ids::BTN_PREV, Msg::Replay(Step::Prev)),
        (ids::BTN_NEXT, Msg::Replay(Step::Next)),
        (ids::BTN_LAST, Msg::Replay(Step::Last)),
        (ids::BTN_CLEAR_TROPHIES, Msg::AskClearTrophies),
        (ids::BTN_CLEAR_YES, Msg::ClearTrophies(true)),
        (ids::BTN_CLEAR_NO, Msg::ClearTrophies(false)),
        (ids::BTN_HINTS, Msg::ToggleHints),
        (ids::BTN_START_REVIEW, Msg::StartReview),
        (ids::SCENE_START_REVIEW, Msg::StartReview),
        (ids::BTN_CANCEL_REVIEW, Msg::CancelReview),
        (ids::BTN_PASS, Msg::Pass),
    ];
    for (id, msg) in buttons {
        click(id, msg, dispatch)?;
    }
    let backs = dom::document().query_selector_all("button.back")?;
    for i in 0..backs.length() {
        if let Some(b) = backs.item(i) {
            dom::on(&b, "click", move |_: Event| dispatch(Msg::Back))?;
        }
    }
    dom::on(&dom::html(ids::SCENE)?, "click", move |_: Event| {
        dispatch(Msg::CloseScene)
    })?;
    // The alert's buttons are rebuilt with each alert: one listener on the box serves them all.
    dom::on(&dom::html(ids::ALERT)?, "click", move |e: Event| {
        let id = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .map(|el| el.id());
        match id.as_deref() {
            Some(ids::ALERT_CLOSE) => dispatch(Msg::CloseAlert),
            Some(ids::ALERT_RETRY) => dispatch(Msg::RetryWorker),
            _ => {}
        }
    })?;
    dom::on(&dom::html(files::FILE_INPUT)?, "change", move |_: Event| {
        if let Some(file) = files::chosen() {
            dispatch(Msg::FileChosen {
                name: file.name(),
                bytes: file.size(),
            });
        }
    })?;
    Ok(())
}

/// The review: its move buttons and mistakes show their position; the graph is stepped through
/// with a pointer (a click, a tap or a drag) or the keyboard (arrows, Home, End).
fn wire_review(dispatch: fn(Msg)) -> Result<(), JsValue> {
    dom::on(&dom::html(ids::REVIEW)?, "click", move |e: Event| {
        let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
            return;
        };
        let ply = |attr: &str| {
            let found = el.closest(&format!("[{attr}]")).ok()??;
            found.get_attribute(attr)?.parse().ok()
        };
        if let Some(ply) = ply("data-ply").or_else(|| ply("data-mistake-ply")) {
            dispatch(Msg::ShowMistake(ply));
        }
    })?;
    let graph = dom::html(ids::EVAL_GRAPH)?;
    let at = |e: &PointerEvent| {
        let el: Element = e.target()?.dyn_into().ok()?;
        let positions = el.get_attribute("data-positions")?.parse().ok()?;
        let width = el.client_width() as f64;
        Some(Msg::ShowPly(super::graph::ply_at(
            width,
            e.offset_x() as f64,
            positions,
        )))
    };
    dom::on(&graph, "pointerdown", move |e: PointerEvent| {
        if let Some(msg) = at(&e) {
            dispatch(msg);
        }
    })?;
    dom::on(&graph, "pointermove", move |e: PointerEvent| {
        if e.buttons() & 1 == 1 {
            if let Some(msg) = at(&e) {
                dispatch(msg);
            }
        }
    })?;
    dom::on(&graph, "keydown", move |e: KeyboardEvent| {
        let step = match e.key().as_str() {
            "ArrowLeft" | "ArrowDown" => Step::Prev,
            "ArrowRight" | "ArrowUp" => Step::Next,
            "Home" => Step::First,
            "End" => Step::Last,
            _ => return,
        };
        e.prevent_default();
        dispatch(Msg::Replay(step));
    })?;
    Ok(())
}

/// The value of the input or select an event happened on.
fn target_input(e: &Event) -> Option<HtmlInputElement> {
    e.target()?.dyn_into().ok()
}

fn target_select(e: &Event) -> Option<String> {
    Some(e.target()?.dyn_into::<HtmlSelectElement>().ok()?.value())
}

/// The opponent a card of the choice screen stands for (`data-opponent`).
fn card_opponent(e: &Event) -> Option<Opponent> {
    let el: Element = e.target()?.dyn_into().ok()?;
    let card = el.closest(".card[data-opponent]").ok()??;
    Some(match card.get_attribute("data-opponent")?.as_str() {
        "human" => Opponent::Human,
        "watch" => Opponent::Watch,
        id => Opponent::Character(id.parse().ok()?),
    })
}

/// The choice screen: its cards start a game; its form (who moves first, names, the watch seats)
/// sets up the next one.
fn wire_form(dispatch: fn(Msg)) -> Result<(), JsValue> {
    dom::on(&dom::html(ids::CHOOSE_SCREEN)?, "click", move |e: Event| {
        if let Some(choice) = card_opponent(&e) {
            dispatch(Msg::Choose(choice));
        }
    })?;
    dom::on(&dom::html(ids::OPTIONS_BOX)?, "change", move |e: Event| {
        let Some(input) = target_input(&e) else {
            return;
        };
        if input.id() == ids::COMPUTER_FIRST {
            dispatch(Msg::ComputerFirst {
                on: input.checked(),
                by_key: false,
            });
        }
    })?;
    dom::on(&dom::html(ids::WILLY_LEVEL)?, "change", move |e: Event| {
        if let Some(Ok(level)) = target_select(&e).map(|v| v.parse()) {
            dispatch(Msg::WillyLevel(level));
        }
    })?;
    for (id, msg) in [
        (ids::CLOCK_MINUTES, Msg::ClockMinutes as fn(u64) -> Msg),
        (ids::CLOCK_INCREMENT, Msg::ClockIncrement),
    ] {
        dom::on(&dom::html(id)?, "change", move |e: Event| {
            if let Some(Ok(n)) = target_select(&e).map(|v| v.parse()) {
                dispatch(msg(n));
            }
        })?;
    }
    dom::on(&dom::html(ids::WILLY_ADAPT)?, "change", move |e: Event| {
        dispatch(Msg::Adapt(target_input(&e).is_some_and(|i| i.checked())))
    })?;
    for (id, color) in [
        (ids::WATCH_BLACK, Color::Black),
        (ids::WATCH_WHITE, Color::White),
    ] {
        dom::on(&dom::html(id)?, "change", move |e: Event| {
            if let Some(Ok(c)) = target_select(&e).map(|v| v.parse::<Character>()) {
                dispatch(Msg::WatchSeat(color, c));
            }
        })?;
    }
    for (id, color) in [
        (ids::INPUT_NAME_BLACK, Color::Black),
        (ids::INPUT_NAME_WHITE, Color::White),
    ] {
        dom::on(&dom::html(id)?, "input", move |e: Event| {
            if let Some(input) = target_input(&e) {
                dispatch(Msg::Name(color, input.value()));
            }
        })?;
    }
    Ok(())
}

/// The Options screen.
fn wire_options(dispatch: fn(Msg)) -> Result<(), JsValue> {
    dom::on(
        &dom::html(ids::THEME_CHOICES)?,
        "change",
        move |e: Event| {
            if let Some(Ok(theme)) = target_input(&e).map(|i| i.value().parse()) {
                dispatch(Msg::Theme(theme));
            }
        },
    )?;
    dom::on(&dom::html(ids::MUTE)?, "change", move |e: Event| {
        dispatch(Msg::Muted(target_input(&e).is_some_and(|i| i.checked())))
    })?;
    dom::on(&dom::html(ids::COORDS)?, "change", move |e: Event| {
        dispatch(Msg::Coords(target_input(&e).is_some_and(|i| i.checked())))
    })?;
    dom::on(&dom::html(ids::DOTS)?, "change", move |e: Event| {
        dispatch(Msg::Dots(target_input(&e).is_some_and(|i| i.checked())))
    })?;
    // One listener for the overlays' switches: each checkbox's value names its overlay.
    dom::on(&dom::html(ids::OVERLAYS)?, "change", move |e: Event| {
        let input = target_input(&e);
        if let Some(kind) = input
            .as_ref()
            .and_then(|i| OverlayKind::from_id(&i.value()))
        {
            dispatch(Msg::Overlay(kind, input.is_some_and(|i| i.checked())))
        }
    })?;
    dom::on(&dom::html(ids::WILLY_TIME)?, "change", move |e: Event| {
        if let Some(Ok(ms)) = target_select(&e).map(|v| v.parse()) {
            dispatch(Msg::WillyMs(ms));
        }
    })?;
    dom::on(&dom::html(ids::WORKERS)?, "change", move |e: Event| {
        if let Some(Ok(n)) = target_select(&e).map(|v| v.parse()) {
            dispatch(Msg::Workers(n));
        }
    })?;
    dom::on(&dom::html(ids::LANGUAGE)?, "change", move |e: Event| {
        if let Some(lang) = target_select(&e).and_then(|v| Lang::from_code(&v)) {
            dispatch(Msg::Language(lang));
        }
    })?;
    Ok(())
}
