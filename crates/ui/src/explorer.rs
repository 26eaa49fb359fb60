//! The explorer's handler: its messages ([`ExploreMsg`]) change [`Model::explorer`] and send the
//! questions it needs to the explorer's own worker ([`Effect::Explore`]).
//!
//! The archive's file is fetched the first time the explorer opens ([`Effect::FetchArchive`]),
//! handed to the worker, and kept there; each move and each change of a filter then asks for the
//! position's statistics and a page of its games again. A listed game opens on the analysis board
//! at the explorer's position. "My games" asks the same over the player's own games, which the
//! worker is sent first.
//!
//! The analysis board's panel opens with [`ExploreMsg::Panel`] (fetching the file the first
//! time); [`follow`], after every message, asks for the board's position whenever the panel is
//! open on it and its rows are for another.

use super::effect::{Effect, Focus};
use super::explore::{Explorer, FileState, Which};
use super::model::{Model, Screen, StudyBoard};
use super::msg::ExploreMsg;
use super::ops::show;
use ethello_engine::{Game, Position, Square};
use ethello_model::protocol::explore::{Answer, Ask};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::training::games::list_text;

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
        ExploreMsg::Name(which, text) => {
            let dropped = e.type_name(which, &text);
            let id = next_id(e);
            if let Some(ask) = e.name_question(which, id) {
                post(fx, id, ask);
            }
            match which {
                Which::Opponent => return ask_player(e, dropped, fx),
                _ => dropped || (e.mine && which == Which::Player),
            }
        }
        ExploreMsg::Choose(Which::Opponent, number, name) => {
            e.choose(Which::Opponent, number, &name);
            return ask_player(e, true, fx);
        }
        ExploreMsg::Mine(mine) => e.switch(mine),
        ExploreMsg::Choose(which, number, name) => {
            e.choose(which, number, &name);
            true
        }
        ExploreMsg::PlayerPage(player) => return player_page(m, player, fx),
        ExploreMsg::Side(side) => {
            e.side = side;
            e.player.chosen.is_some() || e.mine
        }
        ExploreMsg::Years(text) => {
            let before = e.years();
            e.years_text = text;
            e.page = 0;
            e.years() != before
        }
        ExploreMsg::Order(order) => {
            let changed = e.order != order;
            e.order = order;
            e.page = 0;
            changed
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
        ExploreMsg::Panel(open) => {
            e.panel.open = open;
            if open {
                fetch_once(e, fx);
            }
            false
        }
        ExploreMsg::FromStudy => return from_study(m, fx),
    };
    if ask_again {
        ask(m, fx);
    }
}

/// Opens a player's page (the player filter set to him, the statistics and games asked again),
/// or closes it (`None`).
fn player_page(m: &mut Model, player: Option<(u16, String)>, fx: &mut Vec<Effect>) {
    let e = &mut m.explorer;
    let Some((number, name)) = player else {
        return e.player_page.close();
    };
    e.choose(Which::Player, number, &name);
    e.player_page.open(number, &name);
    ask_player(e, true, fx);
    ask(m, fx);
    fx.push(Effect::Focus(Focus::PlayerPage));
}

/// Asks for the player page again when `changed` (its player or opponent).
fn ask_player(e: &mut Explorer, changed: bool, fx: &mut Vec<Effect>) {
    let id = next_id(e);
    if let Some(ask) = changed.then(|| e.player_question(id)).flatten() {
        post(fx, id, ask);
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
    let fetched = fetch_once(&mut m.explorer, fx);
    if !fetched || m.explorer.mine {
        ask(m, fx);
    }
}

/// Fetches the archive's file unless it is read or coming; true when it is fetched now.
fn fetch_once(e: &mut Explorer, fx: &mut Vec<Effect>) -> bool {
    let fetch = matches!(e.file, FileState::Absent | FileState::Failed(_));
    if fetch {
        e.file = FileState::Loading;
        fx.push(Effect::FetchArchive);
    }
    fetch
}

/// The explorer at the analysis board's line, up to the position shown (nothing for a line that
/// starts elsewhere than the start: the explorer's board plays from the start).
fn from_study(m: &mut Model, fx: &mut Vec<Effect>) {
    let line = m.study.line_to_ply();
    if line.start() != Position::start() {
        return;
    }
    let moves: String = line.squares().map(|s| s.to_string()).collect();
    open(m, &format!("explore={moves}"), fx);
}

/// The panel's rows follow the analysis board: while the panel is open on the board's screen and
/// the file is read, a position other than the one its rows are for is asked about.
pub(super) fn follow(m: &mut Model, fx: &mut Vec<Effect>) {
    let e = &mut m.explorer;
    if m.screen != Screen::Study || !e.panel.open || e.file != FileState::Ready {
        return;
    }
    let here = m.study.position();
    if e.panel.at == Some(here) {
        return;
    }
    let id = next_id(e);
    if let Some(ask) = e.panel_question(id, here) {
        post(fx, id, ask);
    }
}

/// A reply of the explorer's worker.
fn heard(m: &mut Model, reply: FromWorker, fx: &mut Vec<Effect>) {
    let e = &mut m.explorer;
    match reply {
        FromWorker::Explored { id, answer } => {
            let loaded = e.is_load(id);
            let opened = match &answer {
                Answer::Opened { moves, .. } => Some(moves.clone()),
                _ => None,
            };
            if !e.receive(id, answer) {
                return;
            }
            if loaded && m.screen == Screen::Explore {
                ask(m, fx);
                ask_player(&mut m.explorer, true, fx);
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

/// Asks the worker for the position's statistics and a page of its games (over the player's own
/// games, sent first when the worker does not have them as they are).
fn ask(m: &mut Model, fx: &mut Vec<Effect>) {
    let e = &mut m.explorer;
    if e.mine {
        let games = &m.train.games;
        let sent = (
            games.len(),
            games.last().map(|g| g.id.clone()).unwrap_or_default(),
        );
        let id = e.ids + 1;
        if let Some(ask) = e.mine_question(id, sent, &list_text(games)) {
            e.ids = id;
            post(fx, id, ask);
        }
    }
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
