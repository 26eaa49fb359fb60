//! The analysis board, the opening name and the open box: the game screen's mode (`data-mode`:
//! `game`, `study` or `drill`), the engine's best move and value (`data-testid="analysis-best"`,
//! `data-exact` once proven), its depth, the best line, every legal move's value, the step bar,
//! "Play from here" with its opponent, the board editor, the opening reached and the open box's
//! text. The board itself is the game screen's (`Model::shown_position` gives the study's position
//! on this screen); its values are the board's hints ([`marks`]).

use super::menus::opponent_id;
use super::patch::{HintMark, List, Node, View};
use crate::model::{Model, Pen, Screen, Verdict};
use crate::study::{best_text, opening_name, turn_words};
use crate::words::{phrase, Key, Words};
use crate::{ids, signed};
use ethello_engine::hints::Hint;
use ethello_engine::order::sorted_by_key;
use ethello_engine::Color;

/// The parts of the page the analysis board owns, and the panel while it shows.
pub fn panel(m: &Model, v: &mut View) {
    let studying = m.screen == Screen::Study;
    let mode = match m.screen {
        Screen::Study => "study",
        Screen::Drill => "drill",
        _ => "game",
    };
    v.attr(ids::GAME_SCREEN, "data-mode", mode);
    v.hide(ids::STUDY, !studying);
    v.hide(ids::BTN_STUDY_HERE, m.screen != Screen::Game);
    let name = opening_name(m);
    v.hide(ids::OPENING_NAME, name.is_none());
    v.text(ids::OPENING_NAME, name.map_or("", |n| m.words.opening(n)));
    v.value(ids::OPEN_TEXT, m.menus.import_text.as_str());
    v.check(ids::BALANCED, m.menus.form.balanced);
    if studying {
        study(m, v);
    }
}

/// True while the board editor is on screen (every square takes a click: no legal-move dots).
pub fn editing(m: &Model) -> bool {
    m.screen == Screen::Study && m.study.editor.is_some()
}

/// The values the board shows on the analysis board: each legal move's, the best marked.
pub fn marks(m: &Model) -> Vec<HintMark> {
    let Some(v) = m.study.current_verdict() else {
        return Vec::new();
    };
    let top = v.best();
    // Another move is marked best too only when it is proven to be worth as much.
    let is_best = |h: &Hint| {
        top.is_some_and(|b| h.square == b.square || (h.exact && b.exact && h.score == b.score))
    };
    let mark = |h: &Hint| HintMark {
        square: h.square,
        text: signed(h.score),
        exact: h.exact,
        best: is_best(h),
    };
    v.hints.iter().map(mark).collect()
}

/// The analysis board's panel.
fn study(m: &Model, v: &mut View) {
    let study = &m.study;
    v.text(ids::STUDY_TURN, turn_words(m));
    let (ply, last) = (study.ply, study.line.moves().len());
    let w = &m.words;
    v.text(
        ids::STUDY_POS,
        w.text(&phrase::replay_position(&ply, &last)),
    );
    let editing = study.editor.is_some();
    v.hide(ids::STUDY_ENGINE, editing);
    v.hide(ids::STUDY_STEPS, editing);
    v.hide(ids::STUDY_PLAY, editing);
    engine(w, study.current_verdict(), v);
    play_here(m, v);
    editor(m, v);
}

/// The engine's verdict: the best move and value, depth, best line and every move's value.
fn engine(w: &Words, verdict: Option<&Verdict>, v: &mut View) {
    let best = verdict.and_then(Verdict::best);
    v.flag(ids::STUDY_BEST, "data-exact", best.is_some_and(|b| b.exact));
    v.text(ids::STUDY_BEST, best.map_or("…".to_string(), best_text));
    v.text(ids::STUDY_DEPTH, depth_text(w, verdict));
    let pv = verdict.map_or(String::new(), |v| {
        let squares: Vec<String> = v.pv.iter().map(|s| s.to_string()).collect();
        squares.join(" ")
    });
    v.text(ids::STUDY_PV, pv);
    v.list(
        ids::STUDY_VALUES,
        values(w, verdict.map_or(&[], |v| &v.hints), best),
    );
}

/// "exact (to the end)", "depth 9, thinking deeper…" or "thinking…".
pub fn depth_text(w: &Words, verdict: Option<&Verdict>) -> String {
    let Some(v) = verdict else {
        return String::new();
    };
    let exact = v.best().is_some_and(|b| b.exact);
    match (exact, v.depth, v.done) {
        (true, _, true) => w.get(Key::StudyDepthDone).to_string(),
        (true, _, false) => w.get(Key::StudyDepthProving).to_string(),
        (false, 0, _) => w.get(Key::StudyDepthThinking).to_string(),
        (false, _, false) => w.text(&phrase::study_depth_deeper(&v.depth)),
        (false, _, true) => w.text(&phrase::study_depth(&v.depth)),
    }
}

/// Every legal move with its value, the best first, then by value (rebuilt when the values change).
fn values(w: &Words, hints: &[Hint], best: Option<Hint>) -> List {
    let not_best = |h: &Hint| best.is_none_or(|b| b.square != h.square);
    let sorted = sorted_by_key(hints.iter().copied(), |h| {
        (not_best(h), -h.score, h.square.index())
    });
    let mut key: String = sorted
        .iter()
        .map(|h| format!("{}{}{} ", h.square, h.score, h.exact))
        .collect();
    key.push_str(w.lang().code());
    let item = |h: &Hint| {
        let value = best_text(*h);
        let text = match h.exact {
            true => w.text(&phrase::study_value_exact(&value)),
            false => value,
        };
        Node::new("li", text).attr("data-square", h.square.to_string())
    };
    List {
        key,
        items: sorted.iter().map(item).collect(),
        ..List::default()
    }
}

/// "Play from here": the opponent and colour of the options form, off on a finished position or
/// while the editor is open (which hides it).
fn play_here(m: &Model, v: &mut View) {
    v.value(ids::STUDY_OPPONENT, opponent_id(m.menus.form.opponent));
    v.check(ids::STUDY_COMPUTER_FIRST, m.menus.form.computer_first);
    let over = m.study.position().board.is_game_over();
    let editing = m.study.editor.is_some();
    v.flag(ids::BTN_PLAY_HERE, "aria-disabled", over || editing);
}

/// The editor's controls: shown while it is open, with its pen and side to move.
fn editor(m: &Model, v: &mut View) {
    let editor = m.study.editor;
    v.hide(ids::EDITOR, editor.is_none());
    v.hide(ids::BTN_EDIT, editor.is_some());
    let Some(e) = editor else { return };
    for pen in [Pen::Black, Pen::White, Pen::Empty] {
        v.radio(ids::PEN_GROUP, pen.id(), e.pen == pen);
    }
    for side in [Color::Black, Color::White] {
        v.radio(ids::SIDE_GROUP, side_id(side), e.side == side);
    }
}

/// The value of a side's radio button in the editor.
pub fn side_id(side: Color) -> &'static str {
    match side {
        Color::Black => "black",
        Color::White => "white",
    }
}
