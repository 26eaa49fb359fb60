//! The model to the DOM, read-only: [`render()`] writes everything the player sees from the
//! [`Model`] and nothing else (the screens, the canvas, the accessible grid, the status, counts,
//! move list, replay bar, portrait, thinking indicator, the coordinates, the choice screen and its
//! form, the trophy shelf, the Options screen, the scene and the alert), and publishes state for
//! tests and tools on `#app` (`data-ready`: the page handles input, every listener being attached
//! before the start message that sets it; `data-worker`: starting, ready or dead; `data-workers`:
//! how many are ready; `data-explainer`: off, starting or ready, the explanations' own worker;
//! `data-busy`: how many compute for the page now; `data-thinking`;
//! `data-search`: how the last computer move was found; `data-flipping`; `data-ended`: `time` for a
//! game lost on time, `board` for one over on the board, empty while it goes on).
//!
//! Writes are skipped when the DOM already shows the value, so a render is cheap enough to follow
//! every message and every animation frame.

use ethello_ui::phrase;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlImageElement};

use super::dom::{check_radio, set_checked, set_select, set_value};
use super::palette::palette;
use super::render::{self, HintMark, Picture};
use super::{
    character_view, clock_view, coach_view, dom, explore_view, grid, online_view, review_view,
    study_view, train_view, why_view, words_view,
};
use ethello_engine::{Bitboard, Color, Position, Square, TOP_LEVEL};
use ethello_model::setup::{Character, Theme};
use ethello_ui::ids;
use ethello_ui::words::hint_reason;
use ethello_ui::{
    hints, picture, review, shelf, status_text, study, workers_text, Alert, Explainer, Key, Model,
    Opponent, Scene, Screen, Words,
};

/// The board canvas: the one piece of the page the view keeps handles to.
pub struct Canvas {
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    /// The backing store's side in device pixels.
    size: f64,
}

impl Canvas {
    /// The `#board` canvas and its 2D context.
    ///
    /// # Errors
    /// When the canvas is missing or has no 2D context.
    pub fn find() -> Result<Canvas, JsValue> {
        let canvas: HtmlCanvasElement = dom::by_id(ids::BOARD)?;
        let ctx = canvas
            .get_context("2d")?
            .ok_or("the canvas has no 2D context")?
            .dyn_into::<CanvasRenderingContext2d>()?;
        Ok(Canvas {
            canvas,
            ctx,
            size: 0.0,
        })
    }

    /// Matches the backing store to the canvas's CSS size times the device pixel ratio.
    fn fit(&mut self) {
        let css = self.canvas.client_width().max(64) as f64;
        let dpr = dom::window().device_pixel_ratio().max(1.0);
        let size = (css * dpr).round();
        if size != self.size {
            self.size = size;
            self.canvas.set_width(size as u32);
            self.canvas.set_height(size as u32);
        }
    }
}

/// Builds the parts of the page that are made from data once: the theme choices of Options,
/// Slick Willy's levels on his card and the languages of Options (their words come with the
/// language, [`words_view`]).
pub fn build(words: &Words) -> Result<(), JsValue> {
    let doc = dom::document();
    let holder = dom::html(ids::THEME_CHOICES)?;
    for theme in Theme::ALL {
        let label = doc.create_element("label")?;
        label.set_inner_html(&format!(
            "<input type=\"radio\" name=\"theme\" value=\"{}\"> <span class=\"swatch\" style=\"background:{}\"></span> <span data-l10n=\"{}\">{}</span>",
            theme.id(),
            palette(theme).felt,
            words_view::theme_key(theme).id(),
            theme.name()
        ));
        holder.append_child(&label)?;
    }
    let levels = dom::html(ids::WILLY_LEVEL)?;
    for level in 1..=TOP_LEVEL {
        let option = doc.create_element("option")?;
        option.set_attribute("value", &level.to_string())?;
        levels.append_child(&option)?;
    }
    character_view::build()?;
    words_view::build_languages()?;
    clock_view::build()?;
    online_view::build()?;
    train_view::build(words)?;
    explore_view::build()
}

/// Shows `model`.
pub fn render(model: &Model, canvas: &mut Canvas) {
    words_view::render(model);
    show_screen(model.screen);
    app_state(model);
    mute_button(model);
    dom::set_hidden_id(
        ids::BTN_CONTINUE,
        !(model.screen == Screen::Title && model.stored.is_some()),
    );
    form(model);
    options(model);
    trophy_shelf(model);
    scene(&model.words, model.scene.as_ref());
    let ending = model
        .scene
        .as_ref()
        .is_some_and(|s| s.kind == ethello_ui::SceneKind::Ending);
    dom::set_hidden_id(
        ids::SCENE_START_REVIEW,
        !(ending && review::available(model)),
    );
    alert(&model.words, model.alert.as_ref());
    if matches!(model.screen, Screen::Game | Screen::Study | Screen::Drill) {
        board(model, canvas);
    }
    study_view::render(model);
    train_view::render(model);
    coach_view::next_label(model);
    coach_view::render(model);
    why_view::render(model);
    online_view::render(model);
    explore_view::render(model);
    explore_view::render_panel(model);
}

/// Everything on the game screen.
fn board(model: &Model, canvas: &mut Canvas) {
    if let Ok(wrap) = dom::html(ids::BOARD_WRAP) {
        let coords = if model.prefs.coords { "true" } else { "false" };
        dom::set_attr(&wrap, "data-coords", coords);
    }
    canvas.fit();
    let (position, last) = model.shown_position();
    draw(model, canvas);
    let mut notes = square_notes(model);
    let reasons = hint_reasons(model, position);
    grid::titles(&reasons);
    notes.extend(reasons);
    let cells = grid::Cells {
        position,
        legal: model.clickable(),
        last,
        focus: model.focus,
    };
    grid::update(&model.words, &cells, &notes);
    let status = online_view::status(model).unwrap_or_else(|| status_text(model));
    dom::set_text(ids::STATUS, &status);
    pass_notice(model);
    dom::set_text(ids::COUNT_BLACK, &position.black().count().to_string());
    dom::set_text(ids::COUNT_WHITE, &position.white().count().to_string());
    // A drill's board is nobody's game: its sides are the colours.
    let name = |c: Color| match model.screen {
        Screen::Drill => model.words.color(c),
        _ => model.game.names.get(c),
    };
    dom::set_text(ids::NAME_BLACK, name(Color::Black));
    dom::set_text(ids::NAME_WHITE, name(Color::White));
    clock_view::render(model);
    moves(model);
    replay_bar(model);
    portrait(model);
    thinking(model);
    hints_status(model);
    review_view::render(model);
}

/// The one-line reason of each hinted move of `position` (the board shown), for the grid's labels
/// and its cells' titles (a tooltip on hover).
fn hint_reasons(model: &Model, position: Position) -> Vec<(Square, String)> {
    let w = &model.words;
    let hinted = hints::values(model).into_iter();
    hinted
        .filter_map(|(sq, _)| Some((sq, hint_reason(w, position, sq)?)))
        .collect()
}

/// What the grid's labels add for each square: its hint ("+4, exact, best") and, while a move of
/// the review is shown, "played here" or "best move".
fn square_notes(model: &Model) -> Vec<(Square, String)> {
    let w = &model.words;
    let mut notes = Vec::new();
    for mark in hint_marks(model) {
        let mut text = mark.text;
        if mark.exact {
            text.push_str(", ");
            text.push_str(w.get(Key::NoteExact));
        }
        if mark.best {
            text.push_str(", ");
            text.push_str(w.get(Key::NoteBest));
        }
        notes.push((mark.square, text));
    }
    for ghost in study::ghosts(model) {
        let text = w.text(&phrase::note_ghost(&ghost.number));
        notes.push((ghost.square, text));
    }
    if let Some((played, best)) = marks(model) {
        notes.push((played, w.get(Key::NotePlayed).to_string()));
        if let Some(b) = best {
            notes.push((b, w.get(Key::NoteBestMove).to_string()));
        }
    }
    notes
}

/// The Hints button's pressed state and the line that says how far the hints got.
fn hints_status(model: &Model) {
    if let Ok(b) = dom::html(ids::BTN_HINTS) {
        dom::set_attr(
            &b,
            "aria-pressed",
            if model.prefs.hints { "true" } else { "false" },
        );
    }
    let shown = hints::shown(model);
    dom::set_hidden_id(ids::HINT_STATUS, shown.is_none());
    if let Some(h) = shown {
        dom::set_text(ids::HINT_STATUS, &h.progress_text(&model.words));
    }
}

/// Paints the canvas.
fn draw(model: &Model, canvas: &Canvas) {
    let (position, last) = model.shown_position();
    let picture = Picture {
        position,
        last,
        hover: model.hover.filter(|sq| model.clickable().contains(*sq)),
        dots: if model.prefs.dots && !study_view::editing(model) {
            model.clickable()
        } else {
            Bitboard::EMPTY
        },
        flipping: model.game.flip.map(|f| (f.discs, f.progress)),
        palette: palette(model.prefs.theme),
        hints: hint_marks(model),
        marks: marks(model),
        ghosts: study::ghosts(model),
        exact: model.words.get(Key::NoteExact).to_string(),
    };
    render::draw(&canvas.ctx, canvas.size, &picture);
    mark_first_board();
}

/// The squares marked on the board: a review's move played and the best one, or a drill's wrong
/// answer and the solution.
fn marks(model: &Model) -> Option<(Square, Option<Square>)> {
    match model.screen {
        Screen::Drill => train_view::marks(model),
        _ => review::marks(model),
    }
}

/// The hints the canvas shows: each square's value, exact or not, and whether it is the best (on
/// the analysis board, the engine's values of its position).
fn hint_marks(model: &Model) -> Vec<HintMark> {
    if model.screen == Screen::Study {
        // An explanation's line on the board: the study's values are not of its position.
        return match model.study.refute {
            Some(_) => Vec::new(),
            None => study_view::marks(model),
        };
    }
    if model.screen == Screen::Drill {
        return train_view::hint_marks(model);
    }
    let ranked = hints::shown(model).into_iter().flat_map(|h| h.ranked());
    ranked
        .map(|(hint, best)| HintMark {
            square: hint.square,
            text: hints::signed(hint.score),
            exact: hint.exact,
            best,
        })
        .collect()
}

/// Leaves a `performance` mark the first time the board is painted, for the first-paint measure.
fn mark_first_board() {
    thread_local! {
        static MARKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if !MARKED.with(|m| m.replace(true)) {
        if let Some(perf) = dom::window().performance() {
            let _ = perf.mark("ethello-board-drawn");
        }
    }
}

fn show_screen(screen: Screen) {
    let ids = [
        (Screen::Title, ids::TITLE_SCREEN),
        (Screen::Choose, ids::CHOOSE_SCREEN),
        (Screen::Game, ids::GAME_SCREEN),
        (Screen::HowTo, ids::HOWTO_SCREEN),
        (Screen::Options, ids::OPTIONS_SCREEN),
        (Screen::Train, ids::TRAIN_SCREEN),
        (Screen::Explore, ids::EXPLORE_SCREEN),
    ];
    // The analysis board and training's drills are the game screen in another mode.
    let screen = match screen {
        Screen::Study | Screen::Drill => Screen::Game,
        other => other,
    };
    for (s, id) in ids {
        dom::set_hidden_id(id, s != screen);
    }
}

/// Publishes the page's state on `#app` for tests and tools.
fn app_state(model: &Model) {
    let Ok(el) = dom::html(ids::APP) else { return };
    let worker = match (&model.worker.dead, model.worker.ready()) {
        (Some(_), _) => "dead",
        (None, true) => "ready",
        (None, false) => "starting",
    };
    let flag = |b: bool| if b { "true" } else { "false" };
    dom::set_attr(&el, "data-ready", flag(model.started));
    dom::set_attr(&el, "data-worker", worker);
    let ready = model.worker.ready_slots().len().to_string();
    dom::set_attr(&el, "data-workers", &ready);
    let explainer = match model.why.explainer {
        Explainer::Off => "off",
        Explainer::Starting => "starting",
        Explainer::Ready => "ready",
    };
    dom::set_attr(&el, "data-explainer", explainer);
    let busy = model.worker.slots.iter().filter(|s| s.task.is_some());
    dom::set_attr(&el, "data-busy", &busy.count().to_string());
    dom::set_attr(&el, "data-thinking", flag(model.is_thinking()));
    let search = model.worker.last_move.map_or(String::new(), |s| {
        format!(
            "depth={} nodes={} exact={} ms={} workers={}",
            s.depth, s.nodes, s.exact, s.ms, s.workers
        )
    });
    dom::set_attr(&el, "data-search", &search);
    dom::set_attr(&el, "data-flipping", flag(model.game.flip.is_some()));
    let ended = match (model.lost_on_time(), model.game.record.is_over()) {
        (Some(_), _) => "time",
        (None, true) => "board",
        (None, false) => "",
    };
    dom::set_attr(&el, "data-ended", ended);
}

/// The move list, rebuilt whenever the game on the board or its moves change (`data-key`: the
/// game's number in this visit and its transcript), never by what the list happens to hold.
fn moves(model: &Model) {
    let Ok(list) = dom::html(ids::MOVES) else {
        return;
    };
    let moves = model.game.record.moves();
    let key = format!(
        "{}:{}:{}",
        model.games,
        model.game.record.transcript(),
        model.words.lang().code()
    );
    if list.get_attribute("data-key").as_deref() != Some(key.as_str()) {
        list.set_inner_html("");
        let doc = dom::document();
        for (i, mv) in moves.iter().enumerate() {
            if let Ok(li) = doc.create_element("li") {
                let w = &model.words;
                let text = w.move_text(*mv);
                li.set_text_content(Some(&text));
                let who = w.color(model.game.record.positions()[i].side);
                let label = w.text(&phrase::move_label(who, &text));
                let _ = li.set_attribute("aria-label", &label);
                let _ = list.append_child(&li);
            }
        }
        dom::set_attr(&list, "data-key", &key);
        list.set_scroll_top(list.scroll_height());
    }
    let current = model.game.replay.unwrap_or(moves.len());
    let items = list.children();
    for i in 0..items.length() {
        if let Some(li) = items.item(i) {
            let now = model.game.replay.is_some() && i as usize + 1 == current;
            dom::set_attr(&li, "class", if now { "current" } else { "" });
        }
    }
}

/// The replay bar: shown on a finished (or reviewed) game, with the position shown.
fn replay_bar(model: &Model) {
    let over = model.ended() || review::current(model).is_some();
    dom::set_hidden_id(ids::REPLAY, !over);
    if over {
        let total = model.game.record.moves().len();
        let ply = model.game.replay.unwrap_or(total);
        let words = model.words.text(&phrase::replay_position(&ply, &total));
        dom::set_text(ids::REPLAY_POS, &words);
    }
}

/// The Pass notice: shown while a human who has no move must press Pass.
fn pass_notice(model: &Model) {
    dom::set_hidden_id(ids::PASS_NOTICE, model.game.pass_notice.is_none());
    if let Some(passer) = model.game.pass_notice {
        dom::set_text(ids::PASS_TEXT, &ethello_ui::pass_text(model, passer));
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
fn portrait(model: &Model) {
    let (Ok(fig), Ok(img)) = (
        dom::html(ids::PORTRAIT),
        dom::by_id::<HtmlImageElement>(ids::PORTRAIT_IMG),
    ) else {
        return;
    };
    let shown = model
        .game
        .setup
        .opponent()
        .map(|(c, _)| c)
        .or_else(|| model.computer_to_move());
    match shown {
        Some(character) => {
            dom::set_attr(&img, "src", &picture(character, None));
            img.set_alt(&model.words.text(&phrase::portrait_alt(character.name())));
            dom::set_hidden(&img, false);
            dom::set_text(ids::PORTRAIT_NAME, character.name());
            dom::set_attr(&fig, "data-character", character.id());
            let willy = character == Character::Willy;
            let level = if willy {
                model.game.level.to_string()
            } else {
                String::new()
            };
            dom::set_attr(&fig, "data-level", &level);
            let caption = if willy {
                level_caption(&model.words, model.game.level)
            } else {
                String::new()
            };
            dom::set_text(ids::PORTRAIT_LEVEL, &caption);
        }
        None => {
            dom::set_hidden(&img, true);
            dom::set_text(ids::PORTRAIT_NAME, "");
            dom::set_attr(&fig, "data-character", "");
            dom::set_attr(&fig, "data-level", "");
            dom::set_text(ids::PORTRAIT_LEVEL, "");
        }
    }
}

fn thinking(model: &Model) {
    let w = &model.words;
    dom::set_hidden_id(ids::THINKING, !model.is_thinking());
    let words = match model.computer_to_move() {
        Some(character) => w.text(&phrase::thinking_who(character.name())),
        None => w.get(Key::Thinking).to_string(),
    };
    dom::set_text(ids::THINKING_TEXT, &words);
    dom::set_hidden_id(
        ids::BTN_PAUSE,
        !model.game.setup.is_watch() || model.ended(),
    );
    let pause = if model.game.paused {
        Key::ButtonResume
    } else {
        Key::ButtonPause
    };
    dom::set_text(ids::BTN_PAUSE, w.get(pause));
}

/// The Sound button's words and pressed state.
fn mute_button(model: &Model) {
    if let Ok(b) = dom::html(ids::BTN_MUTE) {
        let muted = model.prefs.muted;
        dom::set_attr(&b, "aria-pressed", if muted { "true" } else { "false" });
        let words = if muted {
            Key::ButtonSoundOff
        } else {
            Key::ButtonSoundOn
        };
        dom::set_text(ids::BTN_MUTE, model.words.get(words));
    }
}

/// The title screen's trophy shelf: each character's prize, dimmed until won, and his record.
fn trophy_shelf(model: &Model) {
    dom::set_hidden_id(ids::SHELF, model.trophies.is_empty());
    for record in shelf(&model.trophies) {
        let selector = format!("#shelf li[data-character={}]", record.character.id());
        let Ok(Some(li)) = dom::document().query_selector(&selector) else {
            continue;
        };
        dom::set_attr(&li, "data-wins", &record.wins.to_string());
        let w = &model.words;
        let hinted = match record.hinted {
            0 => String::new(),
            n => format!(" {}", w.text(&phrase::shelf_hinted(&n))),
        };
        let best = match (record.character, record.best_level) {
            (Character::Willy, Some(level)) => {
                format!("\n{}", w.text(&phrase::shelf_best(&level)))
            }
            _ => String::new(),
        };
        let counts = phrase::shelf_record(&record.wins, &record.draws, &record.losses);
        let words = format!(
            "{}\n{}{hinted}{best}",
            record.character.name(),
            w.text(&counts)
        );
        if let Ok(Some(span)) = li.query_selector(".record") {
            if span.text_content().as_deref() != Some(words.as_str()) {
                span.set_text_content(Some(&words));
            }
        }
    }
}

/// Marks the card of the opponent chosen (`data-chosen`), whoever he is: the style sheet names
/// no character.
fn chosen_card(screen: &Element, mode: &str) {
    let Ok(cards) = screen.query_selector_all(".card[data-opponent]") else {
        return;
    };
    for card in (0..cards.length()).filter_map(|i| cards.item(i)) {
        if let Ok(card) = card.dyn_into::<Element>() {
            let chosen = card.get_attribute("data-opponent").as_deref() == Some(mode);
            dom::set_attr(&card, "data-chosen", if chosen { "true" } else { "false" });
        }
    }
}

/// The choice screen shows the model's next setup.
fn form(model: &Model) {
    let f = &model.menus.form;
    let mode = match f.opponent {
        Opponent::Human => "human",
        Opponent::Character(c) => c.id(),
        Opponent::Watch => "watch",
    };
    if let Ok(el) = dom::html(ids::CHOOSE_SCREEN) {
        dom::set_attr(&el, "data-opponent", mode);
        chosen_card(&el, mode);
    }
    set_checked(ids::COMPUTER_FIRST, f.computer_first);
    set_select(ids::WATCH_BLACK, f.watch[0].id());
    set_select(ids::WATCH_WHITE, f.watch[1].id());
    set_value(ids::INPUT_NAME_BLACK, &f.names.black);
    set_value(ids::INPUT_NAME_WHITE, &f.names.white);
    set_select(ids::WILLY_LEVEL, &model.prefs.willy_level.to_string());
    set_checked(ids::WILLY_ADAPT, model.prefs.adapt);
    dom::set_text(
        ids::WILLY_BAND,
        &level_caption(&model.words, model.prefs.willy_level),
    );
    clock_view::form(model);
}

/// The Options screen shows the preferences.
fn options(model: &Model) {
    check_radio("theme", model.prefs.theme.id());
    set_checked(ids::COORDS, model.prefs.coords);
    set_checked(ids::DOTS, model.prefs.dots);
    dom::set_hidden_id(ids::CONFIRM_CLEAR, !model.menus.confirm_clear);
    dom::set_hidden_id(ids::BTN_CLEAR_TROPHIES, model.menus.confirm_clear);
    set_checked(ids::MUTE, model.prefs.muted);
    set_select(ids::WILLY_TIME, &model.prefs.willy_ms.to_string());
    set_select(ids::WORKERS, &model.prefs.workers.to_string());
    dom::set_text(ids::WORKERS_NOTE, &workers_text(model));
}

/// The cut-scene dialog.
fn scene(w: &Words, scene: Option<&Scene>) {
    let Ok(el) = dom::html(ids::SCENE) else {
        return;
    };
    dom::set_hidden(&el, scene.is_none());
    let Some(scene) = scene else { return };
    dom::set_attr(&el, "data-kind", scene.kind.id());
    if let Ok(img) = dom::by_id::<HtmlImageElement>(ids::SCENE_IMG) {
        dom::set_attr(&img, "src", &scene.image);
        dom::set_attr(&img, "alt", &w.text(&scene.title));
    }
    dom::set_text(ids::SCENE_TITLE, &w.text(&scene.title));
    dom::set_text(ids::SCENE_LINE, &w.text(&scene.line));
    dom::set_text(ids::SCENE_DETAIL, &scene.detail_text(w));
}

/// The alert box (`role="alert"`): its words and buttons, rebuilt only when they change.
fn alert(w: &Words, alert: Option<&Alert>) {
    let Ok(el) = dom::html(ids::ALERT) else {
        return;
    };
    let Some(alert) = alert else {
        dom::set_hidden(&el, true);
        return;
    };
    let shown = el.first_element_child().and_then(|p| p.text_content());
    let has_retry = dom::document()
        .get_element_by_id(ids::ALERT_RETRY)
        .is_some();
    let text = w.text(&alert.text);
    if el.hidden() || shown.as_deref() != Some(text.as_str()) || has_retry != alert.retry {
        let _ = fill_alert(w, &el, &text, alert.retry);
    }
    dom::set_hidden(&el, false);
}

fn fill_alert(w: &Words, el: &Element, text: &str, with_retry: bool) -> Result<(), JsValue> {
    el.set_inner_html("");
    let doc = dom::document();
    let words = doc.create_element("span")?;
    words.set_text_content(Some(text));
    el.append_child(&words)?;
    let (retry, close) = (w.get(Key::ButtonRetry), w.get(Key::ButtonClose));
    let buttons: &[(&str, &str)] = if with_retry {
        &[(ids::ALERT_RETRY, retry), (ids::ALERT_CLOSE, close)]
    } else {
        &[(ids::ALERT_CLOSE, close)]
    };
    for (id, label) in buttons {
        let b = doc.create_element("button")?;
        b.set_id(id);
        b.set_attribute("type", "button")?;
        b.set_text_content(Some(label));
        el.append_child(&b)?;
    }
    Ok(())
}
