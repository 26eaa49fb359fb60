//! Turns the [`App`] state into what the player sees: the canvas, the accessible grid, the status, the
//! counts, the move list, the review bar, the portrait and the thinking indicator. Also the few
//! places that read the options form.

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};

use super::app::{App, Screen, Setup, FLIP_MS};
use super::render::{self, Scene};
use super::{dom, files, grid, theme};
use crate::engine::{Color, Move, Player, Position, Square};

/// The position on the board (the reviewed one while stepping through a finished game).
pub fn shown_position(app: &App) -> (Position, Option<Square>) {
    let ply = app.review.unwrap_or(app.game.moves().len());
    let last = app.game.moves()[..ply].iter().rev().find_map(|m| match m {
        Move::Play(sq) => Some(*sq),
        Move::Pass => None,
    });
    (app.game.positions()[ply], last)
}

/// Redraws everything.
pub fn refresh(app: &mut App) {
    show_screen(app.screen);
    update_worker_state(app);
    update_mute(app);
    dom::set_hidden_id(
        "btn-continue",
        !(app.screen == Screen::Title && files::has_stored()),
    );
    if app.screen != Screen::Game {
        return;
    }
    let (position, last) = shown_position(app);
    let legal = app.clickable();
    draw(app);
    grid::update(position, legal, last, app.focus);
    dom::set_text("status", &status_text(app));
    dom::set_text("count-black", &position.black().count().to_string());
    dom::set_text("count-white", &position.white().count().to_string());
    dom::set_text("name-black", app.setup.name(Color::Black));
    dom::set_text("name-white", app.setup.name(Color::White));
    update_moves(app);
    update_review(app);
    update_portrait(app);
    update_thinking(app);
}

/// Paints the canvas (also called on each animation frame).
pub fn draw(app: &mut App) {
    let (position, last) = shown_position(app);
    let flipping = app
        .flip
        .map(|(discs, start)| (discs, (dom::now_ms() - start) / FLIP_MS));
    if flipping.is_some_and(|(_, t)| t >= 1.0) {
        app.flip = None;
    }
    let scene = Scene {
        position,
        last,
        hover: app.hover.filter(|sq| app.clickable().contains(*sq)),
        flipping: app.flip.and(flipping),
        theme: theme::by_id(&app.prefs.theme),
    };
    render::draw(&app.ctx, app.size, &scene);
    mark_first_board();
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

/// Runs the flip animation frame by frame until it ends.
pub fn animate() {
    let again = super::app::with(|app| {
        draw(app);
        app.flip.is_some()
    });
    if again == Some(true) {
        super::input::next_frame(animate);
    }
}

fn show_screen(screen: Screen) {
    let ids = [
        (Screen::Title, "title-screen"),
        (Screen::Game, "game-screen"),
        (Screen::HowTo, "howto-screen"),
        (Screen::Options, "options-screen"),
    ];
    for (s, id) in ids {
        dom::set_hidden_id(id, s != screen);
    }
}

/// "Black's turn (Player 1)", or the result when the game is over.
pub fn status_text(app: &App) -> String {
    if let Some(ply) = app.review {
        return format!(
            "Review: position after {} of {} moves",
            ply,
            app.game.moves().len()
        );
    }
    if app.game.is_over() {
        return result_text(app);
    }
    turn_text(app)
}

/// "Black's turn (Player 1)".
pub fn turn_text(app: &App) -> String {
    let side = app.game.position().side;
    format!("{side}'s turn ({})", app.setup.name(side))
}

/// "Game over: Black (Player 1) wins 40 to 24." or "Game over: a draw, 32 to 32."
pub fn result_text(app: &App) -> String {
    let pos = app.game.position();
    let (b, w) = (pos.black().count(), pos.white().count());
    let (winner, hi, lo) = match pos.black_score() {
        s if s > 0 => (Some(Color::Black), b, w),
        s if s < 0 => (Some(Color::White), w, b),
        _ => (None, b, w),
    };
    match winner {
        Some(c) => format!("Game over: {c} ({}) wins {hi} to {lo}.", app.setup.name(c)),
        None => format!("Game over: a draw, {hi} to {lo}."),
    }
}

fn update_moves(app: &App) {
    let Ok(list) = dom::html("moves") else { return };
    let moves = app.game.moves();
    let current = app.review.unwrap_or(moves.len());
    let items = list.children();
    if items.length() as usize != moves.len() {
        list.set_inner_html("");
        let doc = dom::document();
        for (i, mv) in moves.iter().enumerate() {
            if let Ok(li) = doc.create_element("li") {
                li.set_text_content(Some(&mv.to_string()));
                let who = app.game.positions()[i].side;
                let _ = li.set_attribute("aria-label", &format!("{who} {mv}"));
                let _ = list.append_child(&li);
            }
        }
        list.set_scroll_top(list.scroll_height());
    }
    let items = list.children();
    for i in 0..items.length() {
        if let Some(li) = items.item(i) {
            let class = if i as usize + 1 == current && app.review.is_some() {
                "current"
            } else {
                ""
            };
            let _ = li.set_attribute("class", class);
        }
    }
}

fn update_review(app: &App) {
    let over = app.game.is_over();
    dom::set_hidden_id("review", !over);
    if over {
        let ply = app.review.unwrap_or(app.game.moves().len());
        dom::set_text(
            "review-pos",
            &format!("Move {ply} of {}", app.game.moves().len()),
        );
    }
}

fn update_portrait(app: &App) {
    let Ok(fig) = dom::html("portrait") else {
        return;
    };
    let Ok(img) = dom::by_id::<web_sys::HtmlImageElement>("portrait-img") else {
        return;
    };
    let side = app.game.position().side;
    let shown = app
        .setup
        .opponent()
        .map(|(p, _)| p)
        .or_else(|| app.setup.computer_for(side));
    match shown {
        Some(player) => {
            let file = format!("img/{player}.svg");
            if img.get_attribute("src").as_deref() != Some(file.as_str()) {
                img.set_src(&file);
            }
            img.set_alt(&format!("{}, your opponent", player.display_name()));
            dom::set_hidden(&img, false);
            dom::set_text("portrait-name", &player.display_name());
            let _ = fig.set_attribute("data-character", &player.to_string());
        }
        None => {
            dom::set_hidden(&img, true);
            dom::set_text("portrait-name", "");
            let _ = fig.set_attribute("data-character", "");
        }
    }
}

fn update_thinking(app: &App) {
    let thinking = app.is_thinking();
    dom::set_hidden_id("thinking", !thinking);
    if let Some(player) = app.setup.computer_for(app.game.position().side) {
        dom::set_text(
            "thinking-text",
            &format!("{} is thinking…", player.display_name()),
        );
    }
    dom::set_hidden_id("btn-pause", !app.setup.is_watch() || app.game.is_over());
    if let Ok(b) = dom::html("btn-pause") {
        b.set_text_content(Some(if app.paused { "Resume" } else { "Pause" }));
    }
}

/// The Sound button's words and pressed state.
fn update_mute(app: &App) {
    if let Ok(b) = dom::html("btn-mute") {
        let _ = b.set_attribute(
            "aria-pressed",
            if app.prefs.muted { "true" } else { "false" },
        );
        b.set_text_content(Some(if app.prefs.muted {
            "Sound: off"
        } else {
            "Sound: on"
        }));
    }
}

/// Publishes the worker's state on `#app` (`data-worker`: starting, ready or dead; `data-thinking`).
fn update_worker_state(app: &App) {
    let thinking = app.is_thinking();
    if let Ok(el) = dom::html("app") {
        let state = match (&app.ai.dead, app.ai.ready) {
            (Some(_), _) => "dead",
            (None, true) => "ready",
            (None, false) => "starting",
        };
        let _ = el.set_attribute("data-worker", state);
        let _ = el.set_attribute("data-thinking", if thinking { "true" } else { "false" });
    }
}

/// Says `text` to screen readers (the aria-live region).
pub fn announce(text: &str) {
    dom::set_text("announce", "");
    dom::set_text("announce", text);
}

/// Shows a message in the alert box (`role="alert"`), with a Retry button for the worker if asked.
pub fn alert(text: &str, retry: bool) {
    let Ok(el) = dom::html("alert") else { return };
    el.set_inner_html("");
    let doc = dom::document();
    if let Ok(p) = doc.create_element("span") {
        p.set_text_content(Some(text));
        let _ = el.append_child(&p);
    }
    let buttons: &[(&str, &str)] = if retry {
        &[("alert-retry", "Retry"), ("alert-close", "Close")]
    } else {
        &[("alert-close", "Close")]
    };
    for (id, label) in buttons {
        if let Ok(b) = doc.create_element("button") {
            b.set_id(id);
            b.set_text_content(Some(label));
            let _ = el.append_child(&b);
        }
    }
    dom::set_hidden(&el, false);
    super::input::wire_alert_buttons();
}

/// Hides the alert box.
pub fn close_alert() {
    dom::set_hidden_id("alert", true);
}

/// True when the player asked the system for less motion.
pub fn reduced_motion() -> bool {
    dom::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Reads the options form: opponent (or two computers to watch), who moves first, names.
pub fn read_setup() -> Setup {
    let name = |id: &str, fallback: &str| {
        input(id)
            .map(|i| crate::savefile::clean_name(&i.value()))
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| fallback.to_string())
    };
    let names = [
        name("input-name-black", "Player 1"),
        name("input-name-white", "Player 2"),
    ];
    match checked_mode().as_deref() {
        Some("watch") => {
            let seat = |id: &str| {
                select(id)
                    .and_then(|v| v.parse::<Player>().ok())
                    .unwrap_or(Player::Mike)
            };
            let seats = [seat("watch-black"), seat("watch-white")];
            Setup {
                seats: seats.map(Some),
                names: seats.map(|p| p.display_name()),
            }
        }
        Some(mode) => match mode.parse::<Player>() {
            Ok(player) => {
                let computer_first = input("computer-first").is_some_and(|i| i.checked());
                let color = if computer_first {
                    Color::Black
                } else {
                    Color::White
                };
                Setup::against(player, color, names[color.opposite() as usize].clone())
            }
            Err(_) => Setup {
                seats: [None, None],
                names,
            },
        },
        None => Setup {
            seats: [None, None],
            names,
        },
    }
}

fn select(id: &str) -> Option<String> {
    dom::by_id::<HtmlSelectElement>(id).ok().map(|s| s.value())
}

fn input(id: &str) -> Option<HtmlInputElement> {
    dom::by_id::<HtmlInputElement>(id).ok()
}

/// The value of the checked opponent radio button ("human", "dubya", "mike", "willy").
pub fn checked_mode() -> Option<String> {
    let el = dom::document()
        .query_selector("input[name=mode]:checked")
        .ok()??;
    Some(el.dyn_into::<HtmlInputElement>().ok()?.value())
}

/// Makes the options form show `setup` (after a load), so the next New game keeps it.
pub fn sync_options_form(setup: &Setup) {
    match setup.opponent() {
        Some((player, color)) => {
            set_mode(&player.to_string());
            if let Some(i) = input("computer-first") {
                i.set_checked(color == Color::Black);
            }
        }
        None => set_mode("human"),
    }
    let human = |c: Color| setup.computer_for(c).is_none();
    for (color, id) in [
        (Color::Black, "input-name-black"),
        (Color::White, "input-name-white"),
    ] {
        if let (true, Some(i)) = (human(color), input(id)) {
            i.set_value(setup.name(color));
        }
    }
}

/// Checks the opponent radio button with `value`.
pub fn set_mode(value: &str) {
    if let Ok(Some(el)) =
        dom::document().query_selector(&format!("input[name=mode][value={value}]"))
    {
        if let Ok(input) = el.dyn_into::<HtmlInputElement>() {
            input.set_checked(true);
        }
    }
}

/// Fills the Options screen from the preferences and builds the theme choices.
pub fn init_options(app: &App) {
    let doc = dom::document();
    if let Ok(box_) = dom::html("theme-choices") {
        box_.set_inner_html("");
        for t in theme::all() {
            let Ok(label) = doc.create_element("label") else {
                continue;
            };
            let checked = if t.id == app.prefs.theme {
                " checked"
            } else {
                ""
            };
            label.set_inner_html(&format!(
                "<input type=\"radio\" name=\"theme\" value=\"{}\"{checked}> <span class=\"swatch\" style=\"background:{}\"></span> {}",
                t.id, t.felt, t.name
            ));
            let _ = box_.append_child(&label);
        }
    }
    if let Some(m) = input("mute") {
        m.set_checked(app.prefs.muted);
    }
    if let Ok(sel) = dom::by_id::<HtmlSelectElement>("willy-time") {
        sel.set_value(&app.prefs.willy_ms.to_string());
    }
}
