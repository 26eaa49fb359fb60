//! The explorer's screen from the model, read-only: its board (64 square buttons, made once), the
//! line played, the filters, the table of moves (`data-testid="explorer-move"` rows with their
//! counts, black's average and a bar), the games that reached the position, paged. The table and
//! the lists are drawn again from the model each time, never patched. Each move's row has the
//! engine's value beside the humans' choice: on the explorer from the worker's short search, on
//! the analysis board's panel ([`render_panel`], the same table for the board's position) from the
//! board's own study.

use ethello_ui::phrase;
use wasm_bindgen::JsValue;

use super::dom;
use ethello_engine::hints::Hint;
use ethello_engine::{Color, Square};
use ethello_model::protocol::explore::{PlayerSide, Tally};
use ethello_ui::explore::{row_views, FileState, Pick, RowView};
use ethello_ui::{ids, signed, Key, Model, Screen};

/// Makes the explorer board's 64 buttons, rows 1 to 8, columns a to h.
///
/// # Errors
/// When the board's element is missing.
pub fn build() -> Result<(), JsValue> {
    let board = dom::html(ids::EXPLORE_BOARD)?;
    let doc = dom::document();
    for sq in Square::all() {
        let button = doc.create_element("button")?;
        button.set_attribute("type", "button")?;
        button.set_attribute("class", "xsq")?;
        button.set_attribute("data-square", &sq.to_string())?;
        button.set_attribute("aria-label", &sq.to_string())?;
        board.append_child(&button)?;
    }
    Ok(())
}

/// Shows the explorer's state when its screen is open.
pub fn render(model: &Model) {
    if model.screen != Screen::Explore {
        return;
    }
    let e = &model.explorer;
    board(model);
    dom::set_text(ids::EXPLORE_LINE, &line(e.moves.as_slice()));
    dom::set_text(ids::EXPLORE_STATUS, &status(model, e.tally, e.exact));
    dom::set_value(ids::EXPLORE_YEARS, &e.years_text);
    dom::set_value(ids::EXPLORE_PLAYER, &e.player.text);
    dom::set_value(ids::EXPLORE_TOURNAMENT, &e.tournament.text);
    source(model);
    let side = match e.side {
        PlayerSide::Black => "black",
        PlayerSide::White => "white",
        PlayerSide::Either => "either",
    };
    dom::set_select(ids::EXPLORE_SIDE, side);
    dom::set_select(ids::EXPLORE_SORT, &format!("{:?}", e.order));
    if let Some(years) = dom::element(ids::EXPLORE_YEARS) {
        dom::set_attr(&years, "aria-invalid", &e.years_invalid().to_string());
    }
    set_html(
        ids::EXPLORE_MOVES,
        &row_views(e.tally, &e.rows)
            .iter()
            .map(|r| row(r, "explorer-move", &engine(&e.values, r)))
            .collect::<String>(),
    );
    set_html(ids::EXPLORE_SUGGESTIONS, &suggestions(&e.player));
    set_html(ids::EXPLORE_TOURNAMENTS, &suggestions(&e.tournament));
    set_html(ids::EXPLORE_GAMES, &games(model));
    let page = (e.page + 1).to_string();
    let pages = e.pages().to_string();
    let text = model.words.text(&phrase::explore_page(&page, &pages));
    dom::set_text(ids::EXPLORE_PAGE, &text);
    for (id, off) in [
        (ids::BTN_EXPLORE_PAGE_PREV, e.page == 0),
        (ids::BTN_EXPLORE_PAGE_NEXT, e.page + 1 >= e.pages()),
    ] {
        if let Some(button) = dom::element(id) {
            dom::set_attr(&button, "aria-disabled", &off.to_string());
        }
    }
}

/// "Tournament games" or "My games" pressed; over the player's own games the player filter is
/// his opponent's name and the tournament filter is hidden.
fn source(model: &Model) {
    let mine = model.explorer.mine;
    for (id, on) in [
        (ids::BTN_EXPLORE_ARCHIVE, !mine),
        (ids::BTN_EXPLORE_MINE, mine),
    ] {
        if let Some(button) = dom::element(id) {
            dom::set_attr(&button, "aria-pressed", &on.to_string());
        }
    }
    let label = match mine {
        true => Key::ExploreOpponent,
        false => Key::PageExplorerPlayer,
    };
    dom::set_text(ids::EXPLORE_PLAYER_LABEL, model.words.get(label));
    dom::set_hidden_id(ids::EXPLORE_TOURNAMENT_FIELD, mine);
}

/// Shows the analysis board's panel when it is open on its screen: what the archive says of the
/// board's position and its moves; "open in the explorer" only for a line from the start.
pub fn render_panel(model: &Model) {
    let panel = &model.explorer.panel;
    if model.screen != Screen::Study || !panel.open {
        return;
    }
    let status = status(model, panel.tally, panel.exact);
    dom::set_text(ids::STUDY_EXPLORER_STATUS, &status);
    let hints = model.study.current_verdict().map_or(&[][..], |v| &v.hints);
    let rows = row_views(panel.tally, &panel.rows);
    let html: String = rows
        .iter()
        .map(|r| row(r, "panel-move", &engine(hints, r)))
        .collect();
    set_html(ids::STUDY_EXPLORER_MOVES, &html);
    let from_start = model.study.line.start() == ethello_engine::Position::start();
    dom::set_hidden_id(ids::BTN_STUDY_EXPLORE, !from_start);
}

/// The names matching a filter's text, each a button (`data-pick`, `data-name`).
pub fn suggestions(pick: &Pick) -> String {
    let item = |(id, name): &(u16, String)| {
        let name = escape(name);
        format!("<li><button type=\"button\" data-pick=\"{id}\" data-name=\"{name}\">{name}</button></li>")
    };
    pick.suggestions.iter().map(item).collect()
}

/// The engine's value of a row's move for the side to move, "…" until it is known.
fn engine(hints: &[Hint], r: &RowView) -> String {
    let hint = hints.iter().find(|h| h.square.to_string() == r.square);
    hint.map_or("…".into(), |h| signed(h.score))
}

/// The board's discs and legal squares.
fn board(model: &Model) {
    let position = model.explorer.position();
    let legal = position.board.legal_moves();
    let Some(board) = dom::element(ids::EXPLORE_BOARD) else {
        return;
    };
    let buttons = board.children();
    for (i, sq) in Square::all().enumerate() {
        let Some(button) = buttons.item(i as u32) else {
            return;
        };
        let disc = match position.at(sq) {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "",
        };
        dom::set_attr(&button, "data-disc", disc);
        dom::set_attr(&button, "data-legal", &legal.contains(sq).to_string());
    }
}

/// The moves played: `f5 d6 c3`.
fn line(moves: &[Square]) -> String {
    let names: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    names.join(" ")
}

/// What the archive says of a position (its `tally` and perfect-play margin, once answered), or
/// why it says nothing yet.
fn status(model: &Model, tally: Option<Tally>, exact: Option<i32>) -> String {
    let w = &model.words;
    let text = count(model, tally);
    match exact {
        Some(margin) => {
            let exact = w.text(&phrase::explore_exact(signed(margin)));
            format!("{text} · {exact}")
        }
        None => text,
    }
}

/// The number of games that reached a position, or why it is not known yet.
fn count(model: &Model, tally: Option<Tally>) -> String {
    let w = &model.words;
    if model.explorer.mine && model.screen == Screen::Explore {
        return match tally {
            Some(t) if t.games == 0 => w.get(Key::ExploreMineNone).into(),
            Some(t) => w.text(&w.games(t.games)),
            None => String::new(),
        };
    }
    match (&model.explorer.file, tally) {
        (FileState::Failed(why), _) => w.text(&phrase::explore_failed(why)),
        (FileState::Ready, Some(t)) if t.games == 0 => w.get(Key::ExploreNone).into(),
        (FileState::Ready, Some(t)) => w.text(&w.games(t.games)),
        _ => w.get(Key::ExploreLoading).into(),
    }
}

/// One move's row (`data-testid` the explorer's `explorer-move`, or the panel's `panel-move`), with
/// the engine's value for the side to move (`data-engine`) beside the humans' share.
fn row(r: &RowView, testid: &str, engine: &str) -> String {
    let [games, black, draws, white] = r.counts;
    let [b, d, w] = r.bar;
    let sq = &r.square;
    let avg = &r.average;
    let counts = format!("{black} · {draws} · {white}");
    format!(
        "<tr data-testid=\"{testid}\" data-move=\"{sq}\" data-games=\"{games}\" \
         data-black-wins=\"{black}\" data-draws=\"{draws}\" data-white-wins=\"{white}\" \
         data-avg=\"{avg}\"><td><button type=\"button\" class=\"xmove\" data-square=\"{sq}\">{sq}</button></td>\
         <td>{games} <small>({share} %)</small></td><td><div class=\"xbar\" title=\"{counts}\">\
         <span class=\"xb\" style=\"width:{b}%\"></span><span class=\"xd\" style=\"width:{d}%\"></span>\
         <span class=\"xw\" style=\"width:{w}%\"></span></div><small>{counts}</small></td><td>{avg}</td>\
         <td class=\"xengine\" data-engine=\"{engine}\">{engine}</td></tr>",
        share = r.share,
    )
}

/// The page of games: each a button that opens it at the position. The player's own games show
/// where they were played instead of a tournament (online, on this screen; a character's name is
/// already a player's).
fn games(model: &Model) -> String {
    let w = &model.words;
    let event = |e: &str| match e {
        "online" => w.get(Key::ExploreMineOnline),
        "friend" => w.get(Key::ExploreMineFriend),
        _ => "",
    };
    let mine = model.explorer.mine;
    let rows = model.explorer.games.1.iter().map(|g| {
        let tournament = if mine { event(&g.tournament) } else { &g.tournament };
        format!(
            "<li><button type=\"button\" class=\"xgame\" data-testid=\"explorer-game\" data-game=\"{}\">\
             <b>{} – {}</b> {}-{} <small>{} {}</small></button></li>",
            g.game,
            escape(&g.black),
            escape(&g.white),
            g.black_discs,
            64 - g.black_discs,
            escape(tournament),
            g.year
        )
    });
    rows.collect()
}

thread_local! {
    /// The HTML last given to each list, so that an unchanged list is not drawn again (a click
    /// between its press and its release would be lost).
    static DRAWN: std::cell::RefCell<Vec<(&'static str, String)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Replaces an element's content, unless it was last given the same.
pub fn set_html(id: &'static str, html: &str) {
    let same = DRAWN.with(|d| d.borrow().iter().any(|(i, h)| *i == id && h == html));
    if same {
        return;
    }
    if let Some(el) = dom::element(id) {
        el.set_inner_html(html);
        DRAWN.with(|d| {
            let mut d = d.borrow_mut();
            d.retain(|(i, _)| *i != id);
            d.push((id, html.to_string()));
        });
    }
}

/// Text made safe for HTML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
