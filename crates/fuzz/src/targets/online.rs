//! The online server's protocol (crates/server): a client's messages, one a line, read by the
//! server's reader ([`decode`]) and played on one game ([`Table`]) as the server plays them, on
//! fake time that a `ping`'s number moves on (so the fuzzer reaches flags, away claims and
//! expiry).
//!
//! Invariants: the reader answers every line with a message or a typed error (malformed or
//! oversized, nothing else); a message read writes back as text that reads as itself; a refused
//! act changes nothing; the game stored and resumed ([`Table::record`], [`Table::restore`]) is
//! the same game with the same result; the state the clients are sent always writes.

use ethello_engine::Color;
use ethello_server::clock::Ms;
use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::{clean_name, decode, ClientMsg, ColorChoice, ErrorCode};
use ethello_server::protocol::{Act, MAX_MESSAGE_BYTES};
use ethello_server::table::{Expiry, Table};

use super::text;

/// The game's id in the seeds.
const GAME: &str = "0123456789abcdef01234567";
/// The creator's seat secret in the seeds.
const CREATOR: &str = "00112233445566778899aabbccddeeff";
/// The joiner's seat secret in the seeds.
const JOINER: &str = "ffeeddccbbaa99887766554433221100";

/// Plays the input's lines as one client's messages on one game.
pub fn online(input: &[u8]) {
    let text = text(input);
    let id: GameId = GAME.parse().expect("the seeds' id");
    let mut table = Table::new(id, Color::Black, None, None, secret(CREATOR), 0).expect("a game");
    let expiry = Expiry::default();
    let mut now: Ms = 0;
    for line in text.split('\n') {
        now += 500;
        match decode(line) {
            Err(code) => assert!(
                matches!(code, ErrorCode::Malformed | ErrorCode::Oversized),
                "{code:?}"
            ),
            Ok(msg) => {
                reads_back(&msg);
                if let ClientMsg::Ping { n } = msg {
                    now += Ms::from(n);
                }
                if table.is_due(&expiry, now) {
                    let _ = table.tick(now).or_else(|| table.expire(&expiry, now));
                }
                play(&mut table, msg, now);
            }
        }
        let snapshot = table.snapshot(now);
        assert_eq!(snapshot.moves, table.game().transcript());
        serde_json::to_string(&snapshot).expect("a state always writes");
    }
}

fn secret(hex: &str) -> Secret {
    hex.parse().expect("the seeds' secrets")
}

/// What the client's writer would send for `msg` reads back as `msg`.
fn reads_back(msg: &ClientMsg) {
    let again = serde_json::to_string(msg).expect("a message always writes");
    if again.len() <= MAX_MESSAGE_BYTES {
        assert_eq!(decode(&again).as_ref(), Ok(msg), "{again}");
    }
}

/// `msg` played on `table` as the server does (one game: another id is unknown).
fn play(table: &mut Table, msg: ClientMsg, now: Ms) {
    match msg {
        ClientMsg::Create { color, clock, name } => {
            let color = match color {
                ColorChoice::White => Color::White,
                ColorChoice::Black | ColorChoice::Random => Color::Black,
            };
            let name = clean_name(&name);
            if let Ok(new) = Table::new(table.id(), color, clock, name, secret(CREATOR), now) {
                *table = new;
            }
        }
        ClientMsg::Join { game, name } if game == table.id() => {
            let _ = table.join(clean_name(&name), secret(JOINER), now);
        }
        ClientMsg::Resume { game, secret } if game == table.id() => {
            if let Ok(color) = table.seat_of(&secret) {
                let _ = table.connect(color, now);
                let _ = table.disconnect(color, now + 1);
            }
        }
        ClientMsg::Act { game, secret, act } if game == table.id() => {
            act_on(table, &secret, act, now)
        }
        _ => {}
    }
}

/// An act for the seat of `secret`: refused, nothing changes; accepted, the game stored and
/// resumed is the same.
fn act_on(table: &mut Table, secret: &Secret, act: Act, now: Ms) {
    let before = table.clone();
    let result = table
        .seat_of(secret)
        .and_then(|color| table.act(color, act, now));
    if let Err(code) = result {
        assert_eq!(
            *table, before,
            "{act:?} refused ({code:?}) but changed the game"
        );
        return;
    }
    if let Some(next) = table.rematch_table(now) {
        *table = next;
    }
    let restored = Table::restore(table.record(now), &table.squares(), now)
        .expect("a game the server played, it resumes");
    assert_eq!(restored.game(), table.game());
    assert_eq!(restored.outcome(), table.outcome());
}

/// A whole short game, a draw agreed and a rematch, a take-back, a claim on a clock.
pub fn online_seeds() -> Vec<Vec<u8>> {
    let act = |kind: &str, seat: &str| {
        format!(r#"{{"type":"act","game":"{GAME}","secret":"{seat}","act":{{"kind":"{kind}"}}}}"#)
    };
    let mv = |square: &str, ply: u16, seat: &str| {
        format!(
            r#"{{"type":"act","game":"{GAME}","secret":"{seat}","act":{{"kind":"move","square":"{square}","ply":{ply}}}}}"#
        )
    };
    let join = format!(r#"{{"type":"join","game":"{GAME}","name":"Bo"}}"#);
    let create =
        r#"{"type":"create","color":"black","clock":{"minutes":1,"increment_s":0},"name":"Ann"}"#;
    let wipe_out = ["d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4"];
    let seats = [CREATOR, JOINER];
    let game: Vec<String> = std::iter::once(join.clone())
        .chain(
            wipe_out
                .iter()
                .enumerate()
                .map(|(i, sq)| mv(sq, i as u16, seats[i % 2])),
        )
        .collect();
    let agreed = [
        join.clone(),
        mv("d3", 0, CREATOR),
        act("offer_draw", JOINER),
        act("accept_draw", CREATOR),
        act("rematch", CREATOR),
        act("rematch", JOINER),
        mv("d3", 0, JOINER),
    ];
    let take_back = [
        join.clone(),
        mv("d3", 0, CREATOR),
        mv("c3", 1, JOINER),
        act("ask_take_back", JOINER),
        act("accept_take_back", CREATOR),
        format!(r#"{{"type":"resume","game":"{GAME}","secret":"{JOINER}"}}"#),
        act("resign", JOINER),
    ];
    let clock = [
        create.to_owned(),
        join,
        mv("d3", 0, CREATOR),
        mv("c3", 1, JOINER),
        r#"{"type":"ping","n":4000000000}"#.to_owned(),
        act("claim_win", CREATOR),
        act("abort", JOINER),
        act("download", CREATOR),
    ];
    [game, agreed.to_vec(), take_back.to_vec(), clock.to_vec()]
        .iter()
        .map(|lines| lines.join("\n").into_bytes())
        .collect()
}

/// Pieces of the protocol worth inserting.
pub const ONLINE: &[&str] = &[
    "\n",
    "{\"type\":\"act\",\"game\":\"0123456789abcdef01234567\",",
    "\"secret\":\"00112233445566778899aabbccddeeff\",",
    "\"secret\":\"ffeeddccbbaa99887766554433221100\",",
    "\"act\":{\"kind\":\"move\",\"square\":\"",
    "\",\"ply\":",
    "}}",
    "\"kind\":\"",
    "resign",
    "offer_draw",
    "accept_take_back",
    "rematch",
    "claim_win",
    "{\"type\":\"ping\",\"n\":",
    "{\"type\":\"join\",\"game\":\"0123456789abcdef01234567\",\"name\":\"",
    "\\u202e",
    "null",
];
