//! The online game's handlers: [`update`] for its messages, `open` for an invite link, `click`
//! for a square, `leave` when the player goes to another game; and its words ([`text`]). The
//! types and the connection's life are in [`online`](crate::online).

mod text;

pub use text::{info_text, may_claim, offer_text, phrase_key, role_text, said_text};

use crate::effect::Effect;
use crate::mine;
use crate::model::Model;
use crate::online::wire::{self, FromServer, State};
use crate::online::{backoff_ms, Conn, Online, OnlineFx, OnlineMsg, Want, ACTS, PHRASES};
use crate::ops::{move_sound, replace_game, say, sound};
use crate::words::phrase;
use ethello_engine::{Color, Game, Square};
use ethello_model::savefile::clean_name;
use ethello_model::setup::{Names, Setup};

/// Handles one online message.
pub fn update(m: &mut Model, msg: OnlineMsg, fx: &mut Vec<Effect>) {
    match msg {
        OnlineMsg::Create => create(m, fx),
        OnlineMsg::Color(color) => m.menus.online_form.color = color,
        OnlineMsg::Name(name) => {
            fx.push(Effect::Online(OnlineFx::KeepName(name.clone())));
            m.menus.online_form.name = name;
        }
        OnlineMsg::Recalled { game, secret } => {
            let Some(o) = m.online.as_mut().filter(|o| o.game.as_ref() == Some(&game)) else {
                return;
            };
            o.seat = secret.map(|s| (None, s));
            connect(m, fx);
        }
        OnlineMsg::Opened { socket } => {
            if let Some(o) = current(m, socket) {
                o.conn = Conn::Open;
                o.failures = 0;
                hello(m, fx);
            }
        }
        OnlineMsg::Heard { socket, text } => {
            if let (Some(_), Some(msg)) = (current(m, socket), wire::read(&text)) {
                heard(m, msg, fx);
            }
        }
        OnlineMsg::Closed { socket } => {
            if let Some(o) = current(m, socket).filter(|o| o.conn != Conn::Down) {
                o.conn = Conn::Down;
                let ms = backoff_ms(o.failures);
                o.failures += 1;
                let msg = Box::new(crate::Msg::Online(OnlineMsg::Retry { socket }));
                fx.push(Effect::After { ms, msg });
            }
        }
        OnlineMsg::Retry { socket } => {
            if current(m, socket).is_some_and(|o| o.conn == Conn::Down) {
                connect(m, fx);
            }
        }
        OnlineMsg::Tick => {
            if let Some(o) = m.online.as_mut() {
                o.ticking = false;
            }
            keep_ticking(m, fx);
        }
        OnlineMsg::Act(kind) => act(m, &kind, fx),
        OnlineMsg::Chat(phrase) if PHRASES.contains(&phrase.as_str()) => {
            send_act(m, "chat", &format!(r#","phrase":"{phrase}""#), fx);
        }
        OnlineMsg::Chat(_) => {}
        OnlineMsg::CopyInvite => {
            if let Some(address) = m.online.as_ref().and_then(|o| o.address()) {
                say(fx, phrase::online_copied());
                fx.push(Effect::CopyLink(address));
            }
        }
        OnlineMsg::ShareInvite => {
            if let Some(address) = m.online.as_ref().and_then(|o| o.address()) {
                fx.push(Effect::Online(OnlineFx::Share(address)));
            }
        }
    }
}

/// The online game, if socket number `socket` is its current one.
fn current(m: &mut Model, socket: u32) -> Option<&mut Online> {
    m.online.as_deref_mut().filter(|o| o.socket == socket)
}

/// "Play a friend online": a new game with the form's colour, the choice screen's clock and the
/// name typed, on the game screen at once (it says that it connects).
fn create(m: &mut Model, fx: &mut Vec<Effect>) {
    leave(m, fx);
    let color = match m.menus.online_form.color.as_str() {
        c @ ("black" | "white") => c,
        _ => "random",
    };
    m.online = Some(Box::new(Online::new(None, Want::Create(color.into()), 0)));
    enter(m, fx);
    connect(m, fx);
}

/// An invite link (`#online=GAMEID`): the game's seat if this browser keeps its secret, else the
/// free seat, else a spectator's place. The game already shown is left as it is.
pub(crate) fn open(m: &mut Model, game: &str, fx: &mut Vec<Effect>) {
    let valid = game.len() == 24 && game.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    let shown = m.online.as_ref().and_then(|o| o.game.as_deref()) == Some(game);
    if !valid || shown {
        return;
    }
    leave(m, fx);
    m.online = Some(Box::new(Online::new(Some(game.into()), Want::Seat, 0)));
    enter(m, fx);
    fx.push(Effect::Online(OnlineFx::Recall(game.into())));
}

/// The player leaves the online game for another (its seat's secret stays kept).
pub(crate) fn leave(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.online.take().is_some() {
        fx.push(Effect::Online(OnlineFx::Close));
        fx.push(Effect::Online(OnlineFx::Address(String::new())));
    }
}

/// A square clicked: the move is sent when it is this page's turn (the server plays it).
pub(crate) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let ply = m
        .online
        .as_ref()
        .and_then(|o| o.state.as_ref())
        .map(|s| s.ply);
    if let (Some(ply), true) = (ply, m.clickable().contains(sq)) {
        send_act(m, "move", &format!(r#","square":"{sq}","ply":{ply}"#), fx);
        m.hover = None;
    }
}

/// Puts an empty board between two people on the game screen for the online game.
fn enter(m: &mut Model, fx: &mut Vec<Effect>) {
    m.scene = None;
    let names = m.words.default_names();
    replace_game(m, Game::new(), Setup::Humans, names, None, fx);
}

/// Opens a new socket.
fn connect(m: &mut Model, fx: &mut Vec<Effect>) {
    m.sockets += 1;
    let socket = m.sockets;
    if let Some(o) = m.online.as_mut() {
        o.socket = socket;
        o.conn = Conn::Connecting;
        fx.push(Effect::Online(OnlineFx::Connect { socket }));
    }
}

/// The first message on a new socket: create, resume, join or watch.
fn hello(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_ref() else { return };
    let name = clean_name(&m.menus.online_form.name);
    let text = match (&o.want, &o.game, &o.seat) {
        (Want::Create(color), None, _) => {
            let p = &m.prefs;
            wire::create(color, p.clock_minutes, p.clock_increment, &name)
        }
        (Want::Watch, Some(game), _) => wire::watch(game),
        (_, Some(game), Some((_, secret))) => wire::resume(game, secret),
        (_, Some(game), None) => wire::join(game, &name),
        (_, None, _) => return,
    };
    fx.push(Effect::Online(OnlineFx::Send(text)));
}

/// A message from the server.
fn heard(m: &mut Model, msg: FromServer, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_mut() else { return };
    match msg {
        FromServer::Seated {
            game,
            color,
            secret,
        } => {
            fx.push(Effect::Online(OnlineFx::Keep {
                game: game.clone(),
                secret: secret.clone(),
            }));
            o.seat = Some((Some(color), secret));
            o.want = Want::Seat;
            follow(o, game, fx);
        }
        FromServer::Watching { game } => {
            o.seat = None;
            o.want = Want::Watch;
            follow(o, game, fx);
        }
        FromServer::Update { state, event } => updated(m, *state, &event, fx),
        FromServer::Error { code } => refused(m, code, fx),
        FromServer::Transcript { moves, etl } => {
            let game = o.game.as_deref().unwrap_or("game");
            let (ext, text) = etl.map_or(("txt", moves), |etl| ("etl", etl));
            let name = format!("ethello-online-{}.{ext}", &game[..game.len().min(8)]);
            fx.push(Effect::DownloadText { name, text });
        }
        FromServer::Other => {}
    }
}

/// The page follows `game`: its address becomes the invite link.
fn follow(o: &mut Online, game: String, fx: &mut Vec<Effect>) {
    fx.push(Effect::Online(OnlineFx::Address(format!("#online={game}"))));
    if o.game.as_ref() != Some(&game) {
        o.state = None;
    }
    o.game = Some(game);
}

/// A refusal: the free seat taken makes a spectator, a secret the server does not know asks for
/// the free seat; the others are shown.
fn refused(m: &mut Model, code: String, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_mut() else { return };
    match code.as_str() {
        "no_free_seat" => {
            o.want = Want::Watch;
            hello(m, fx);
        }
        "wrong_secret" if o.seat.is_some() => {
            o.seat = None;
            hello(m, fx);
        }
        _ => o.refused = Some(code),
    }
}

/// The game's new state: the board shows its record, and the change is heard and said.
fn updated(m: &mut Model, state: State, event: &wire::Event, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_mut() else { return };
    if o.game.as_ref() != Some(&state.game) {
        return;
    }
    o.refused = None;
    if event.kind == "chat" {
        o.said = event.by.zip(event.phrase.clone());
    }
    let next = (event.kind == "rematch_started")
        .then(|| state.next_game.clone())
        .flatten();
    o.state = Some(state);
    o.received_ms = m.now_ms;
    if let Some(next) = next {
        if let Some((_, secret)) = &o.seat {
            let (game, secret) = (next.clone(), secret.clone());
            fx.push(Effect::Online(OnlineFx::Keep { game, secret }));
        }
        follow(o, next, fx);
        o.want = if o.seat.is_some() {
            Want::Seat
        } else {
            Want::Watch
        };
        enter(m, fx);
        hello(m, fx);
        return;
    }
    show_state(m, event, fx);
    mine::ended_online(m, fx);
    keep_ticking(m, fx);
}

/// The board, the names and the words for the state just received.
fn show_state(m: &mut Model, event: &wire::Event, fx: &mut Vec<Effect>) {
    let Some(state) = m.online.as_ref().and_then(|o| o.state.as_ref()) else {
        return;
    };
    let defaults = m.words.default_names();
    let name = |c: Color| match &state.seat(c).name {
        Some(n) if !n.is_empty() => n.clone(),
        _ => defaults.get(c).to_string(),
    };
    m.game.names = Names {
        black: name(Color::Black),
        white: name(Color::White),
    };
    if let Ok(game) = Game::from_transcript(&state.moves) {
        if game != m.game.record {
            m.game.record = game;
            m.game.replay = None;
            m.hover = None;
        }
    }
    if let (Some(color), "moved") = (event.color, event.kind.as_str()) {
        sound(m, move_sound(color), fx);
    }
    if let Some(said) = text::event_phrase(m, event) {
        say(fx, said);
    }
}

/// Sets the next [`OnlineMsg::Tick`] while a game on a clock or with a player away goes on.
fn keep_ticking(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_mut() else { return };
    let Some(state) = o.state.as_ref() else {
        return;
    };
    let away = state.black.away_ms.is_some() || state.white.away_ms.is_some();
    let playing = state.status == wire::Status::Playing;
    if !o.ticking && playing && (state.clock || away) {
        o.ticking = true;
        let msg = Box::new(crate::Msg::Online(OnlineMsg::Tick));
        fx.push(Effect::After { ms: 1000.0, msg });
    }
}

/// A button of the game: the act it stands for, `accept` and `decline` answering the offer or
/// request that stands (a rematch is accepted by asking for one).
fn act(m: &mut Model, kind: &str, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_ref() else { return };
    let (Some(state), Some(me)) = (o.state.as_ref(), o.color()) else {
        return;
    };
    let theirs = Some(me.opposite());
    let yes = kind == "accept";
    let kind = match kind {
        "accept" | "decline" if state.draw_offer == theirs => {
            ["decline_draw", "accept_draw"][usize::from(yes)]
        }
        "accept" | "decline" if state.take_back == theirs => {
            ["decline_take_back", "accept_take_back"][usize::from(yes)]
        }
        "accept" if state.rematch == theirs => "rematch",
        k if ACTS.contains(&k) => k,
        _ => return,
    };
    send_act(m, kind, "", fx);
}

/// Sends an act for this page's seat.
fn send_act(m: &mut Model, kind: &str, fields: &str, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_ref().filter(|o| o.conn == Conn::Open) else {
        return;
    };
    if let (Some(game), Some((_, secret))) = (&o.game, &o.seat) {
        let text = wire::act(game, secret, kind, fields);
        fx.push(Effect::Online(OnlineFx::Send(text)));
    }
}
