//! Online games in the state machine: created and seated, joined by link (the kept secret
//! resumed, else the free seat, else watching), the board driven by the server's states, moves
//! sent only on this page's turn, the offers answered, the away countdown, a lost connection
//! retried with backoff and stale sockets ignored, the game left for another, and an ended game
//! recorded once in the player's games.

use super::*;
use ethello_ui::online::{backoff_ms, OnlineFx, OnlineMsg};

const GAME: &str = "0123456789abcdef01234567";
const SECRET: &str = "00112233445566778899aabbccddeeff";

fn online(m: &mut Model, msg: OnlineMsg) -> Vec<Effect> {
    update(m, Msg::Online(msg))
}

/// Socket number `socket` receives `text`.
pub(super) fn heard(m: &mut Model, socket: u32, text: &str) -> Vec<Effect> {
    let text = text.to_string();
    online(m, OnlineMsg::Heard { socket, text })
}

/// The online effects among `fx`.
fn online_fx(fx: &[Effect]) -> Vec<OnlineFx> {
    let only = |e: &Effect| match e {
        Effect::Online(o) => Some(o.clone()),
        _ => None,
    };
    fx.iter().filter_map(only).collect()
}

/// The texts sent among `fx`, as JSON.
fn sent(fx: &[Effect]) -> Vec<serde_json::Value> {
    let only = |o: OnlineFx| match o {
        OnlineFx::Send(text) => Some(serde_json::from_str(&text).unwrap()),
        _ => None,
    };
    online_fx(fx).into_iter().filter_map(only).collect()
}

/// The socket the model asked to open among `fx`.
fn connected(fx: &[Effect]) -> Option<u32> {
    online_fx(fx).into_iter().find_map(|o| match o {
        OnlineFx::Connect { socket } => Some(socket),
        _ => None,
    })
}

/// A server state: `status` (`waiting`, `playing`), the moves, extra fields.
pub(super) fn state(status: &str, moves: &str, extra: serde_json::Value) -> String {
    let game = Game::from_transcript(moves).unwrap();
    let to_move = if game.is_over() {
        None
    } else {
        Some(format!("{:?}", game.position().side))
    };
    let mut state = serde_json::json!({
        "game": GAME, "status": {"status": status}, "clock": null,
        "black": {"taken": true, "name": "Ann", "away_ms": null},
        "white": {"taken": status != "waiting", "name": null, "away_ms": null},
        "moves": moves, "ply": game.moves().len(), "to_move": to_move,
        "clocks_ms": null, "running": null, "draw_offer": null, "take_back": null,
        "rematch": null, "next_game": null, "away_limit_ms": 60000
    });
    for (k, v) in extra.as_object().unwrap() {
        state[k] = v.clone();
    }
    serde_json::json!({"type": "update", "state": state, "event": {"kind": "sync"}}).to_string()
}

/// A page that created a game and sits at black, with the server's state `status`/`moves`.
pub(super) fn seated_black(status: &str, moves: &str) -> (Model, u32) {
    let mut m = page();
    m.prefs.clock_minutes = 3;
    m.prefs.clock_increment = 2;
    online(&mut m, OnlineMsg::Name("Ann".into()));
    online(&mut m, OnlineMsg::Color("black".into()));
    let fx = online(&mut m, OnlineMsg::Create);
    assert_eq!(m.screen, Screen::Game);
    let socket = connected(&fx).unwrap();
    let fx = online(&mut m, OnlineMsg::Opened { socket });
    let create = &sent(&fx)[0];
    assert_eq!(create["type"], "create");
    assert_eq!(create["color"], "black");
    assert_eq!(
        create["clock"],
        serde_json::json!({"minutes": 3, "increment_s": 2})
    );
    assert_eq!(create["name"], "Ann");
    let seated =
        serde_json::json!({"type": "seated", "game": GAME, "color": "Black", "secret": SECRET});
    let fx = heard(&mut m, socket, &seated.to_string());
    assert!(online_fx(&fx).contains(&OnlineFx::Keep {
        game: GAME.into(),
        secret: SECRET.into()
    }));
    assert!(online_fx(&fx).contains(&OnlineFx::Address(format!("#online={GAME}"))));
    heard(&mut m, socket, &state(status, moves, serde_json::json!({})));
    (m, socket)
}

#[test]
fn a_created_game_waits_then_plays_the_servers_moves_and_sends_only_its_own() {
    let (mut m, socket) = seated_black("waiting", "");
    let o = m.online.as_ref().unwrap();
    assert_eq!((o.role(), o.phase(0.0)), ("black", "waiting"));
    assert_eq!(o.address().unwrap(), format!("#online={GAME}"));
    assert!(m.clickable().is_empty(), "no move before the friend comes");
    heard(&mut m, socket, &state("playing", "", serde_json::json!({})));
    assert_eq!(m.online.as_ref().unwrap().phase(0.0), "playing");
    assert_eq!(m.game.names.black, "Ann");
    let fx = update(&mut m, Msg::Click(sq("d3")));
    let act = &sent(&fx)[0];
    assert_eq!(
        (act["type"].as_str(), act["secret"].as_str()),
        (Some("act"), Some(SECRET))
    );
    assert_eq!(
        act["act"],
        serde_json::json!({"kind": "move", "square": "d3", "ply": 0})
    );
    assert!(
        m.game.record.moves().is_empty(),
        "the server plays the move, not the page"
    );
    heard(
        &mut m,
        socket,
        &state("playing", "d3", serde_json::json!({})),
    );
    assert_eq!(m.game.record.transcript(), "d3");
    assert!(m.clickable().is_empty(), "white's turn: nothing to click");
    assert!(sent(&update(&mut m, Msg::Click(sq("c3")))).is_empty());
    assert_eq!(
        m.stored, None,
        "an online game is never stored as the game in progress"
    );
}

#[test]
fn a_link_resumes_the_kept_seat_else_joins_else_watches() {
    let mut m = page();
    let fx = update(&mut m, Msg::Link(format!("online={GAME}")));
    assert_eq!(online_fx(&fx), vec![OnlineFx::Recall(GAME.into())]);
    let fx = online(
        &mut m,
        OnlineMsg::Recalled {
            game: GAME.into(),
            secret: Some(SECRET.into()),
        },
    );
    let socket = connected(&fx).unwrap();
    let fx = online(&mut m, OnlineMsg::Opened { socket });
    assert_eq!(
        sent(&fx)[0],
        serde_json::json!({"type": "resume", "game": GAME, "secret": SECRET})
    );
    let refused = r#"{"type":"error","code":"wrong_secret","message":"x"}"#;
    let fx = heard(&mut m, socket, refused);
    assert_eq!(sent(&fx)[0]["type"], "join");
    let full = r#"{"type":"error","code":"no_free_seat","message":"x"}"#;
    let fx = heard(&mut m, socket, full);
    assert_eq!(
        sent(&fx)[0],
        serde_json::json!({"type": "watch", "game": GAME})
    );
    let watching = format!(r#"{{"type":"watching","game":"{GAME}"}}"#);
    heard(&mut m, socket, &watching);
    heard(&mut m, socket, &state("playing", "", serde_json::json!({})));
    assert_eq!(m.online.as_ref().unwrap().role(), "spectator");
    assert!(m.clickable().is_empty(), "a spectator cannot move");
    assert!(sent(&update(&mut m, Msg::Click(sq("d3")))).is_empty());
    let again = update(&mut m, Msg::Link(format!("online={GAME}")));
    assert!(online_fx(&again).is_empty(), "the game shown is kept");
}

#[test]
fn a_lost_connection_is_retried_with_backoff_and_old_sockets_are_ignored() {
    let (mut m, socket) = seated_black("playing", "d3");
    let fx = online(&mut m, OnlineMsg::Closed { socket });
    assert_eq!(m.online.as_ref().unwrap().phase(0.0), "reconnecting");
    let retry = fx.iter().find_map(|e| match e {
        Effect::After { ms, msg } => Some((*ms, (**msg).clone())),
        _ => None,
    });
    assert_eq!(
        retry,
        Some((backoff_ms(0), Msg::Online(OnlineMsg::Retry { socket })))
    );
    assert!(backoff_ms(1) > backoff_ms(0) && backoff_ms(10) == 8000.0);
    let next = connected(&online(&mut m, OnlineMsg::Retry { socket })).unwrap();
    assert_ne!(next, socket);
    let stale = heard(&mut m, socket, &state("playing", "", serde_json::json!({})));
    assert!(
        stale.is_empty() && m.game.record.transcript() == "d3",
        "the old socket is not heard"
    );
    let fx = online(&mut m, OnlineMsg::Opened { socket: next });
    assert_eq!(sent(&fx)[0]["type"], "resume");
}

#[test]
fn offers_are_answered_and_the_away_countdown_runs() {
    let (mut m, socket) = seated_black("playing", "d3c3");
    let offer = serde_json::json!({"draw_offer": "White", "clock": {"minutes": 3, "increment_s": 0},
        "white": {"taken": true, "name": "Bob", "away_ms": 50000}});
    m.now_ms = 1000.0;
    heard(&mut m, socket, &state("playing", "d3c3", offer));
    assert_eq!(m.online.as_ref().unwrap().phase(1000.0), "away");
    assert!(ethello_ui::online_game::offer_text(&m)
        .unwrap()
        .contains("White offers a draw"));
    let fx = online(&mut m, OnlineMsg::Act("accept".into()));
    assert_eq!(
        sent(&fx)[0]["act"],
        serde_json::json!({"kind": "accept_draw"})
    );
    assert!(
        ethello_ui::online_game::info_text(&m).contains("0:10"),
        "{}",
        ethello_ui::online_game::info_text(&m)
    );
    assert!(!ethello_ui::online_game::may_claim(&m));
    m.now_ms = 11_500.0;
    update(&mut m, Msg::Online(OnlineMsg::Tick));
    assert!(ethello_ui::online_game::may_claim(&m));
    let fx = online(&mut m, OnlineMsg::Act("claim_win".into()));
    assert_eq!(
        sent(&fx)[0]["act"],
        serde_json::json!({"kind": "claim_win"})
    );
    assert!(sent(&online(&mut m, OnlineMsg::Act("hack".into()))).is_empty());
    let fx = online(&mut m, OnlineMsg::Chat("good_game".into()));
    assert_eq!(
        sent(&fx)[0]["act"],
        serde_json::json!({"kind": "chat", "phrase": "good_game"})
    );
}

#[test]
fn an_ended_game_says_its_result_and_a_new_game_leaves_it() {
    let (mut m, socket) = seated_black("playing", "");
    let ended = serde_json::json!({"status": {"status": "ended",
        "outcome": {"winner": "White", "reason": {"reason": "resigned"}}}, "to_move": null});
    heard(&mut m, socket, &state("playing", "", ended));
    assert_eq!(m.online.as_ref().unwrap().phase(0.0), "ended");
    assert!(ethello_ui::online_game::info_text(&m).contains("White wins (resignation)"));
    let fx = update(&mut m, Msg::NewGame);
    assert!(m.online.is_none());
    assert!(online_fx(&fx).contains(&OnlineFx::Close));
}

#[test]
fn a_game_ended_off_the_board_goes_to_the_review_like_any_other() {
    let (mut m, socket) = seated_black("playing", "d3c3");
    ready(&mut m);
    assert!(!ethello_ui::review::available(&m), "not while it is played");
    let agreed = serde_json::json!({"status": {"status": "ended",
        "outcome": {"winner": null, "reason": {"reason": "agreed"}}}, "to_move": null});
    heard(&mut m, socket, &state("playing", "d3c3", agreed));
    assert!(!m.game.record.is_over(), "a draw agreed, not played out");
    assert!(ethello_ui::review::available(&m));
}

#[test]
fn an_ended_online_game_is_in_the_players_games_once() {
    let (mut m, socket) = seated_black("playing", "d3c3");
    let resigned = serde_json::json!({"status": {"status": "ended",
        "outcome": {"winner": "White", "reason": {"reason": "resigned"}}}, "to_move": null});
    let fx = heard(&mut m, socket, &state("playing", "d3c3", resigned.clone()));
    let stored = fx.iter().find_map(|e| match e {
        Effect::StoreGames(text) => Some(text.clone()),
        _ => None,
    });
    let games = ethello_model::training::games::parse_list(&stored.expect("recorded")).unwrap();
    let [g] = &games[..] else { panic!("{games:?}") };
    assert_eq!(g.id, format!("online:{GAME}"));
    assert_eq!(
        (g.event.as_str(), g.me, g.moves.as_str()),
        ("online", Some(Color::Black), "d3c3")
    );
    assert_eq!(
        (g.black.as_str(), g.black_discs),
        ("Ann", 0),
        "resigned: white's"
    );
    let again = heard(&mut m, socket, &state("playing", "d3c3", resigned));
    assert!(
        !again.iter().any(|e| matches!(e, Effect::StoreGames(_))),
        "heard again: kept once"
    );
    assert_eq!(m.train.games.len(), 1);
}
