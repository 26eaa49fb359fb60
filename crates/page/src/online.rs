//! The online game's side of the browser: the WebSocket to the server's `/ws`, the seats' secrets
//! in storage, sharing the invite link, and the online panel's buttons. No state of the game is
//! kept here: each socket's events go to the model as [`OnlineMsg`]s tagged with the socket's
//! number, and the model says what to send ([`OnlineFx`]).

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement, MessageEvent, WebSocket};

use super::{dom, files, storage};
use ethello_ui::ids;
use ethello_ui::online::{OnlineFx, OnlineMsg};
use ethello_ui::Msg;

thread_local! {
    /// The open socket, if any.
    static SOCKET: RefCell<Option<WebSocket>> = const { RefCell::new(None) };
}

/// Does what `fx` says; answers come back through `dispatch`.
pub fn run(fx: OnlineFx, dispatch: fn(Msg)) {
    match fx {
        OnlineFx::Recall(game) => {
            let secret = storage::load_seat(&game);
            dispatch(Msg::Online(OnlineMsg::Recalled { game, secret }));
        }
        OnlineFx::Connect { socket } => connect(socket, dispatch),
        OnlineFx::Send(text) => SOCKET.with(|s| {
            if let Some(ws) = s.borrow().as_ref() {
                let _ = ws.send_with_str(&text);
            }
        }),
        OnlineFx::Close => close(),
        OnlineFx::Keep { game, secret } => storage::save_seat(&game, &secret),
        OnlineFx::KeepName(name) => storage::save_online_name(&name),
        OnlineFx::Share(address) => share(&files::page_link(&address)),
        OnlineFx::Address(address) => {
            let location = dom::window().location();
            let path = location.pathname().unwrap_or_default();
            let search = location.search().unwrap_or_default();
            if let Ok(history) = dom::window().history() {
                let url = format!("{path}{search}{address}");
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
            }
        }
    }
}

/// Opens socket number `socket` to this page's server (`ws:` or `wss:` as the page), closing the
/// one before.
fn connect(socket: u32, dispatch: fn(Msg)) {
    close();
    let location = dom::window().location();
    let scheme = match location.protocol().as_deref() {
        Ok("https:") => "wss",
        _ => "ws",
    };
    let url = format!("{scheme}://{}/ws", location.host().unwrap_or_default());
    let Ok(ws) = WebSocket::new(&url) else {
        dispatch(Msg::Online(OnlineMsg::Closed { socket }));
        return;
    };
    let send = move |msg: OnlineMsg| dispatch(Msg::Online(msg));
    listen(&ws, "open", move |_| send(OnlineMsg::Opened { socket }));
    listen(&ws, "close", move |_| send(OnlineMsg::Closed { socket }));
    listen(&ws, "message", move |e| {
        if let Some(text) = e
            .dyn_ref::<MessageEvent>()
            .and_then(|m| m.data().as_string())
        {
            send(OnlineMsg::Heard { socket, text });
        }
    });
    SOCKET.with(|s| *s.borrow_mut() = Some(ws));
}

/// Adds a listener to a socket. Forgotten on purpose: a listener may be the caller of the effect
/// that replaces its socket, so it must outlive it; the three of a socket are some bytes, and a
/// page opens a socket per connection (a handful in a visit).
fn listen(ws: &WebSocket, event: &str, handler: impl FnMut(Event) + 'static) {
    let closure = Closure::<dyn FnMut(Event)>::new(handler);
    let _ = ws.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    closure.forget();
}

/// Closes the socket, if one is open (its close event then names an old socket, and is ignored).
fn close() {
    if let Some(ws) = SOCKET.with(|s| s.borrow_mut().take()) {
        let _ = ws.close();
    }
}

/// The Web Share API where the browser has it, else a copy to the clipboard.
fn share(link: &str) {
    let navigator = dom::window().navigator();
    let share = js_sys::Reflect::get(&navigator, &"share".into()).ok();
    let Some(share) = share.and_then(|f| f.dyn_into::<js_sys::Function>().ok()) else {
        files::copy(link);
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &link.into());
    let _ = share.call1(&navigator, &data);
}

/// The online controls: the choice screen's button, colour and name (the name remembered is
/// put in its box and told to the model), and the game panel's buttons.
///
/// # Errors
/// When an element is missing.
pub fn wire(dispatch: fn(Msg)) -> Result<(), JsValue> {
    let send = move |msg: OnlineMsg| dispatch(Msg::Online(msg));
    dom::on_click(ids::ONLINE_CREATE, move || send(OnlineMsg::Create))?;
    dom::on_click(ids::BTN_INVITE_COPY, move || send(OnlineMsg::CopyInvite))?;
    dom::on_click(ids::BTN_INVITE_SHARE, move || send(OnlineMsg::ShareInvite))?;
    let color: HtmlSelectElement = dom::by_id(ids::ONLINE_COLOR)?;
    let chosen = color.clone();
    dom::on(&color, "change", move |_: Event| {
        send(OnlineMsg::Color(chosen.value()))
    })?;
    let name: HtmlInputElement = dom::by_id(ids::ONLINE_NAME)?;
    let typed = name.clone();
    dom::on(&name, "input", move |_: Event| {
        send(OnlineMsg::Name(typed.value()))
    })?;
    if let Some(kept) = storage::load_online_name() {
        name.set_value(&kept);
        send(OnlineMsg::Name(kept));
    }
    dom::on(&dom::html(ids::ONLINE)?, "click", move |e: Event| {
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let Some(button) = target.and_then(|t| t.closest("button").ok().flatten()) else {
            return;
        };
        if let Some(act) = button.get_attribute("data-act") {
            send(OnlineMsg::Act(act));
        } else if let Some(phrase) = button.get_attribute("data-phrase") {
            send(OnlineMsg::Chat(phrase));
        }
    })
}
