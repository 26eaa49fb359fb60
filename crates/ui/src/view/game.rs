//! The game screen's words and states, beside the board: the status, the Pass notice, the disc
//! counts and names, the move list, the replay bar, the opponent's portrait, the thinking line, the
//! Pause button and the Hints switch with its progress line. The board itself (the canvas and the
//! grid) is drawn by the page.

use super::patch::{List, Mark, Node, View};
use crate::model::{Model, Screen};
use crate::online_game as online;
use crate::text::{pass_text, status_text};
use crate::words::{phrase, Key, Words};
use crate::{hints, ids, picture, review};
use ethello_engine::{Color, TOP_LEVEL};
use ethello_model::setup::Character;

/// Everything beside the board on the game screen (the analysis board and a drill included).
pub fn panel(m: &Model, v: &mut View) {
    v.flag(ids::BOARD_WRAP, "data-coords", m.prefs.coords);
    let (position, _) = m.shown_position();
    v.text(ids::STATUS, status(m));
    pass_notice(m, v);
    v.text(ids::COUNT_BLACK, position.black().count().to_string());
    v.text(ids::COUNT_WHITE, position.white().count().to_string());
    // A drill's board is nobody's game: its sides are the colours.
    let name = |c: Color| match m.screen {
        Screen::Drill => m.words.color(c).to_string(),
        _ => m.game.names.get(c).to_string(),
    };
    v.text(ids::NAME_BLACK, name(Color::Black));
    v.text(ids::NAME_WHITE, name(Color::White));
    v.list(ids::MOVES, moves(m));
    replay_bar(m, v);
    portrait(m, v);
    thinking(m, v);
    hints_status(m, v);
}

/// The status line: an online game that ended off the board (resigned, agreed, on time) says its
/// result, which the board alone does not know; any other game says whose turn it is or who won.
fn status(m: &Model) -> String {
    let off_board = m
        .online
        .as_ref()
        .is_some_and(|o| o.phase(m.now_ms) == "ended");
    match off_board && !m.game.record.is_over() {
        true => online::info_text(m),
        false => status_text(m),
    }
}

/// The Pass notice: shown while a human who has no move must press Pass.
fn pass_notice(m: &Model, v: &mut View) {
    v.hide(ids::PASS_NOTICE, m.game.pass_notice.is_none());
    if let Some(passer) = m.game.pass_notice {
        v.text(ids::PASS_TEXT, pass_text(m, passer));
    }
}

/// The move list, rebuilt whenever the game on the board or its moves change (its key: the game's
/// number in this visit, its transcript and the language), never by what the list happens to hold.
fn moves(m: &Model) -> List {
    let w = &m.words;
    let positions = m.game.record.positions();
    let items = m.game.record.moves().iter().zip(positions).map(|(mv, p)| {
        let text = w.move_text(*mv);
        let label = w.text(&phrase::move_label(w.color(p.side), &text));
        Node::new("li", text).attr("aria-label", label)
    });
    let code = w.lang().code();
    let current = m.game.replay.filter(|&ply| ply > 0).map(|ply| ply - 1);
    List {
        key: format!("{}:{}:{code}", m.games, m.game.record.transcript()),
        items: items.collect(),
        scroll_end: true,
        mark: Some(Mark::Class),
        current,
        ..List::default()
    }
}

/// The replay bar: shown on a finished (or reviewed) game, with the position shown.
fn replay_bar(m: &Model, v: &mut View) {
    let over = m.ended() || review::current(m).is_some();
    v.hide(ids::REPLAY, !over);
    if over {
        let total = m.game.record.moves().len();
        let ply = m.game.replay.unwrap_or(total);
        v.text(
            ids::REPLAY_POS,
            m.words.text(&phrase::replay_position(&ply, &total)),
        );
    }
}

/// The words under Slick Willy's portrait: his level in the game on the board.
pub fn level_caption(w: &Words, level: u8) -> String {
    match level {
        TOP_LEVEL => w.text(&phrase::level_caption_top(&TOP_LEVEL)),
        l => w.text(&phrase::level_caption(&l, &TOP_LEVEL, w.band(l))),
    }
}

/// The opponent's portrait: the character the human plays, or in a watch game the one to move.
fn portrait(m: &Model, v: &mut View) {
    let opponent = m.game.setup.opponent().map(|(c, _)| c);
    let shown = opponent.or_else(|| m.computer_to_move());
    v.hide(ids::PORTRAIT_IMG, shown.is_none());
    let Some(character) = shown else {
        v.attr(ids::PORTRAIT, "data-character", "");
        v.attr(ids::PORTRAIT, "data-level", "");
        v.text(ids::PORTRAIT_NAME, "");
        v.text(ids::PORTRAIT_LEVEL, "");
        return;
    };
    v.attr(ids::PORTRAIT_IMG, "src", picture(character, None));
    let alt = m.words.text(&phrase::portrait_alt(character.name()));
    v.attr(ids::PORTRAIT_IMG, "alt", alt);
    v.text(ids::PORTRAIT_NAME, character.name());
    v.attr(ids::PORTRAIT, "data-character", character.id());
    let willy = character == Character::Willy;
    let level = willy.then(|| m.game.level.to_string());
    v.attr(ids::PORTRAIT, "data-level", level.unwrap_or_default());
    let caption = willy.then(|| level_caption(&m.words, m.game.level));
    v.text(ids::PORTRAIT_LEVEL, caption.unwrap_or_default());
}

/// "Dubya is thinking…" while a computer thinks, and the watch game's Pause or Resume.
fn thinking(m: &Model, v: &mut View) {
    let w = &m.words;
    v.hide(ids::THINKING, !m.is_thinking());
    let words = match m.computer_to_move() {
        Some(character) => w.text(&phrase::thinking_who(character.name())),
        None => w.get(Key::Thinking).to_string(),
    };
    v.text(ids::THINKING_TEXT, words);
    v.hide(ids::BTN_PAUSE, !m.game.setup.is_watch() || m.ended());
    let pause = match m.game.paused {
        true => Key::ButtonResume,
        false => Key::ButtonPause,
    };
    v.text(ids::BTN_PAUSE, w.get(pause));
}

/// The Hints button's pressed state and the line that says how far the hints got.
fn hints_status(m: &Model, v: &mut View) {
    v.flag(ids::BTN_HINTS, "aria-pressed", m.prefs.hints);
    let shown = hints::shown(m);
    v.hide(ids::HINT_STATUS, shown.is_none());
    if let Some(h) = shown {
        v.text(ids::HINT_STATUS, h.progress_text(&m.words));
    }
}
