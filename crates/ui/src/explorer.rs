//! The explorer's handler: its messages ([`ExploreMsg`]) change [`Model::explorer`] and send the
//! questions it needs to the explorer's own worker ([`Effect::Explore`]).
//!
//! The archive's file is fetched the first time the explorer opens ([`Effect::FetchArchive`]),
//! handed to the worker, and kept there; each move and each change of a filter then asks for the
//! position's statistics and a page of its games again. A listed game opens on the analysis board
//! at the explorer's position.

use super::effect::Effect;
use super::explore::{Explorer, FileState};
use super::model::{Model, Screen, StudyBoard};
use super::msg::ExploreMsg;
use super::ops::show;
use ethello_engine::{Game, Square};
use ethello_model::protocol::explore::{Answer, Ask};
use ethello_model::protocol::{FromWorker, ToWorker};

/// True when a page address is the explorer's (`explore`, `explore=f5d6`); it is then opened.
pub(super) fn open_link(m: &mut Model, text: &str, fx: &mut Vec<Effect>) -> bool {
    let is_explorer = text == "explore" || text.starts_with("explore=");
    if is_explorer {
        open(m, text, fx);
    }
    is_explorer
}

/// Handles one of the explorer's messages.
pub(super) fn msg(m: &mut Model, msg: ExploreMsg, fx: &mut Vec<Effect>) {
    let e = &mut m.explorer;
    let ask_again = match msg {
        ExploreMsg::Open(address) => return open(m, &address, fx),
        ExploreMsg::Play(sq) => e.play(sq),
        ExploreMsg::BackTo(ply) => back_to(e, ply),
        ExploreMsg::TakeBack => back_to(e, e.moves.len().saturating_sub(1)),
        ExploreMsg::Player(text) => {
            let chosen = e.player.is_some();
            e.type_player(&text);
            let id = next_id(e);
            if let Some(ask) = e.player_question(id) {
                post(fx, id, ask);
            }
            chosen && e.player.is_none()
        }
        ExploreMsg::ChoosePlayer(player, name) => {
            e.choose_player(player, &name);
            true
        }
        ExploreMsg::Side(side) => {
            e.side = side;
            e.player.is_some()
        }
        ExploreMsg::Years(text) => {
            let before = e.years();
            e.years_text = text;
            e.page = 0;
            e.years() != before
        }
        ExploreMsg::Page(step) => {
            let page = e.page.saturating_add_signed(step).min(e.pages() - 1);
            let turned = page != e.page;
            e.page = page;
            turned
        }
        ExploreMsg::OpenGame(game) => {
            let id = next_id(e);
            let ask = e.open_question(id, game);
            post(fx, id, ask);
            false
        }
        ExploreMsg::Fetched(Ok(bytes)) => {
            let id = next_id(e);
            let ask = e.load(id, bytes);
            post(fx, id, ask);
            false
        }
        ExploreMsg::Fetched(Err(why)) | ExploreMsg::WorkerDied(why) => {
            e.file = FileState::Failed(why);
            false
        }
        ExploreMsg::Reply(reply) => return heard(m, reply, fx),
    };
    if ask_again {
        ask(m, fx);
    }
}

/// Takes back to `ply` moves; true when the position changed.
fn back_to(e: &mut Explorer, ply: usize) -> bool {
    let before = e.moves.len();
    e.back_to(ply);
    e.moves.len() != before
}

/// Opens the explorer at an address's position, keeping its file and filters.
fn open(m: &mut Model, address: &str, fx: &mut Vec<Effect>) {
    let moves = Explorer::from_address(address).map(|e| e.moves);
    let e = &mut m.explorer;
    if let Some(moves) = moves {
        e.back_to(0);
        for sq in moves {
            e.play(sq);
        }
    }
    show(m, Screen::Explore);
    if matches!(m.explorer.file, FileState::Absent | FileState::Failed(_)) {
        m.explorer.file = FileState::Loading;
        fx.push(Effect::FetchArchive);
    } else {
        ask(m, fx);
    }
}

/// A reply of the explorer's worker.
fn heard(m: &mut Model, reply: FromWorker, fx: &mut Vec<Effect>) {
    let e = &mut m.explorer;
    match reply {
        FromWorker::Explored { id, answer } => {
            let loaded = matches!(answer, Answer::Loaded { .. });
            let opened = match &answer {
                Answer::Opened { moves, .. } => Some(moves.clone()),
                _ => None,
            };
            if !e.receive(id, answer) {
                return;
            }
            if loaded {
                ask(m, fx);
            }
            if let Some(moves) = opened {
                open_game(m, &moves);
            }
        }
        FromWorker::Failed { id, message } => {
            e.failed(id, &message);
        }
        _ => {}
    }
}

/// A listed game on the analysis board, at the explorer's position.
fn open_game(m: &mut Model, moves: &[Square]) {
    let mut line = Game::new();
    for &sq in moves {
        if line.play(sq).is_err() {
            return;
        }
    }
    let here = m.explorer.position();
    let ply = line.positions().iter().position(|&p| p == here);
    m.study = StudyBoard::at(line, ply.unwrap_or(0));
    show(m, Screen::Study);
}

/// Asks the worker for the position's statistics and a page of its games.
fn ask(m: &mut Model, fx: &mut Vec<Effect>) {
    let e = &mut m.explorer;
    let mut last = e.ids;
    let asked = e.questions(&mut || {
        last += 1;
        last
    });
    e.ids = last;
    for (id, ask) in asked {
        post(fx, id, ask);
    }
}

/// The next question's id.
fn next_id(e: &mut Explorer) -> u32 {
    e.ids += 1;
    e.ids
}

/// Posts a question to the explorer's worker.
fn post(fx: &mut Vec<Effect>, id: u32, ask: Ask) {
    fx.push(Effect::Explore(ToWorker::Explore { id, ask }));
}
