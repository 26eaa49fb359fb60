//! The analysis board, the opening name and the open box, drawn from the model (read-only): the
//! game screen's mode (`data-mode`: `game` or `study`), the engine's best move and value
//! (`data-testid="analysis-best"`, `data-exact` once proven), its depth, the best line, every legal
//! move's value, the step bar, "Play from here" with its opponent, the board editor, the opening
//! reached and the open box's text. The board itself is the game screen's (`Model::shown_position`
//! gives the study's position on this screen); its values are drawn as hints on the canvas.
//!
//! Lists are rebuilt when their content changes (their `data-key`), never from what the DOM holds.

use ethello_ui::phrase;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

use super::dom;
use super::render::HintMark;
use ethello_engine::hints::Hint;
use ethello_engine::order::sorted_by_key;
use ethello_engine::Color;
use ethello_ui::study::{best_text, opening_name, turn_words};
use ethello_ui::{ids, signed, Key, Model, Opponent, Pen, Screen, Verdict, Words};

/// Shows the parts of the page this module owns.
pub fn render(model: &Model) {
    let studying = model.screen == Screen::Study;
    if let Ok(el) = dom::html(ids::GAME_SCREEN) {
        let mode = match model.screen {
            Screen::Study => "study",
            Screen::Drill => "drill",
            _ => "game",
        };
        dom::set_attr(&el, "data-mode", mode);
    }
    dom::set_hidden_id(ids::STUDY, !studying);
    dom::set_hidden_id(ids::BTN_STUDY_HERE, model.screen != Screen::Game);
    opening(model);
    open_box(model);
    set_checked(ids::BALANCED, model.menus.form.balanced);
    if studying {
        panel(model);
    }
}

/// True while the board editor is on screen (every square takes a click: no legal-move dots).
pub fn editing(model: &Model) -> bool {
    model.screen == Screen::Study && model.study.editor.is_some()
}

/// The values the canvas shows on the analysis board: each legal move's, the best marked.
pub fn marks(model: &Model) -> Vec<HintMark> {
    let Some(v) = model.study.current_verdict() else {
        return Vec::new();
    };
    let top = v.best();
    // Another move is marked best too only when it is proven to be worth as much.
    let is_best = |h: &Hint| {
        top.is_some_and(|b| h.square == b.square || (h.exact && b.exact && h.score == b.score))
    };
    v.hints
        .iter()
        .map(|h| HintMark {
            square: h.square,
            text: signed(h.score),
            exact: h.exact,
            best: is_best(h),
        })
        .collect()
}

/// The opening reached, hidden when none is.
fn opening(model: &Model) {
    let name = opening_name(model);
    dom::set_hidden_id(ids::OPENING_NAME, name.is_none());
    let shown = name.map_or("", |n| model.words.opening(n));
    dom::set_text(ids::OPENING_NAME, shown);
}

/// The open box shows the model's text.
fn open_box(model: &Model) {
    if let Ok(text) = dom::by_id::<HtmlTextAreaElement>(ids::OPEN_TEXT) {
        if text.value() != model.menus.import_text {
            text.set_value(&model.menus.import_text);
        }
    }
}

/// The analysis board's panel.
fn panel(model: &Model) {
    let study = &model.study;
    dom::set_text(ids::STUDY_TURN, &turn_words(model));
    let (ply, last) = (study.ply, study.line.moves().len());
    let w = &model.words;
    let position = w.text(&phrase::replay_position(&ply, &last));
    dom::set_text(ids::STUDY_POS, &position);
    let editing = study.editor.is_some();
    dom::set_hidden_id(ids::STUDY_ENGINE, editing);
    dom::set_hidden_id(ids::STUDY_STEPS, editing);
    dom::set_hidden_id(ids::STUDY_PLAY, editing);
    engine(w, study.current_verdict());
    play_here(model);
    editor(model);
}

/// The engine's verdict: the best move and value, depth, best line and every move's value.
fn engine(w: &Words, verdict: Option<&Verdict>) {
    let best = verdict.and_then(Verdict::best);
    let Ok(el) = dom::html(ids::STUDY_BEST) else {
        return;
    };
    let exact = best.is_some_and(|b| b.exact);
    dom::set_attr(&el, "data-exact", if exact { "true" } else { "false" });
    dom::set_text(ids::STUDY_BEST, &best.map_or("…".to_string(), best_text));
    dom::set_text(ids::STUDY_DEPTH, &depth_text(w, verdict));
    let pv = verdict.map_or(String::new(), |v| {
        let squares: Vec<String> = v.pv.iter().map(|s| s.to_string()).collect();
        squares.join(" ")
    });
    dom::set_text(ids::STUDY_PV, &pv);
    values(w, verdict.map_or(&[], |v| &v.hints), best);
}

/// "exact (to the end)", "depth 9, thinking deeper…" or "thinking…".
fn depth_text(w: &Words, verdict: Option<&Verdict>) -> String {
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
fn values(w: &Words, hints: &[Hint], best: Option<Hint>) {
    let Ok(list) = dom::html(ids::STUDY_VALUES) else {
        return;
    };
    let not_best = |h: &Hint| best.is_none_or(|b| b.square != h.square);
    let sorted = sorted_by_key(hints.iter().copied(), |h| {
        (not_best(h), -h.score, h.square.index())
    });
    let mut key: String = sorted
        .iter()
        .map(|h| format!("{}{}{} ", h.square, h.score, h.exact))
        .collect();
    key.push_str(w.lang().code());
    if list.get_attribute("data-key").as_deref() == Some(key.as_str()) {
        return;
    }
    let items: String = sorted
        .iter()
        .map(|h| {
            let value = best_text(*h);
            let text = match h.exact {
                true => w.text(&phrase::study_value_exact(&value)),
                false => value,
            };
            format!("<li data-square=\"{}\">{text}</li>", h.square)
        })
        .collect();
    list.set_inner_html(&items);
    dom::set_attr(&list, "data-key", &key);
}

/// "Play from here": the opponent and colour of the options form, off on a finished position.
/// (While the editor is open it is hidden.)
fn play_here(model: &Model) {
    let opponent = match model.menus.form.opponent {
        Opponent::Human => "human",
        Opponent::Character(c) => c.id(),
        Opponent::Watch => "watch",
    };
    if let Ok(select) = dom::by_id::<HtmlSelectElement>(ids::STUDY_OPPONENT) {
        if select.value() != opponent {
            select.set_value(opponent);
        }
    }
    set_checked(ids::STUDY_COMPUTER_FIRST, model.menus.form.computer_first);
    let over = model.study.position().board.is_game_over();
    let editing = model.study.editor.is_some();
    if let Ok(b) = dom::html(ids::BTN_PLAY_HERE) {
        dom::set_attr(
            &b,
            "aria-disabled",
            if over || editing { "true" } else { "false" },
        );
    }
}

/// The editor's controls: shown while it is open, with its pen and side to move.
fn editor(model: &Model) {
    let editor = model.study.editor;
    dom::set_hidden_id(ids::EDITOR, editor.is_none());
    dom::set_hidden_id(ids::BTN_EDIT, editor.is_some());
    let Some(e) = editor else { return };
    for pen in [Pen::Black, Pen::White, Pen::Empty] {
        set_radio(ids::PEN_GROUP, pen.id(), e.pen == pen);
    }
    for side in [Color::Black, Color::White] {
        set_radio(ids::SIDE_GROUP, side_id(side), e.side == side);
    }
}

/// The value of a side's radio button.
pub fn side_id(side: Color) -> &'static str {
    match side {
        Color::Black => "black",
        Color::White => "white",
    }
}

fn set_radio(name: &str, value: &str, on: bool) {
    let selector = format!("input[name={name}][value=\"{value}\"]");
    let Ok(Some(el)) = dom::document().query_selector(&selector) else {
        return;
    };
    set_input_checked(el.dyn_into().ok(), on);
}

fn set_checked(id: &str, on: bool) {
    set_input_checked(dom::by_id(id).ok(), on);
}

fn set_input_checked(input: Option<HtmlInputElement>, on: bool) {
    if let Some(input) = input.filter(|i| i.checked() != on) {
        input.set_checked(on);
    }
}
