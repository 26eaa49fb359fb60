//! The explorer's screen (issue 50): its board (64 square buttons, made once, their discs and
//! legal squares patched), the line played, the filters, the table of moves, the games that
//! reached the position (paged), and the analysis board's panel ([`panel`], the same table for the
//! board's position). The player page beside them, and the names as buttons, are [`super::player`].
//!
//! Each move's row is `data-testid="explorer-move"` (the panel's `panel-move`) with `data-move`,
//! `data-games`, `data-black-wins`, `data-draws`, `data-white-wins` and `data-avg` (black's average
//! disc difference, one decimal), its bar's three parts as widths in percent, and the engine's
//! value beside the humans' choice (`data-engine`: on the explorer the worker's short search, on
//! the panel the board's own study; "…" until known). A listed game is
//! `data-testid="explorer-game"`: its players, each a button to his page (`data-pick`,
//! `data-name`) where the archive numbers them, and a button that opens the game at the position
//! (`data-game`). The lists are keyed by
//! what they hold ([`List::of`]), so an unchanged one is not rebuilt (a click between its press
//! and its release would be lost).

use super::patch::{List, Node, Target, View};
use super::player::{player_button, suggestions};
use crate::explore::{row_views, Explorer, FileState, RowView};
use crate::ids;
use crate::model::{Model, Screen};
use crate::signed;
use crate::words::{phrase, Key};
use ethello_engine::hints::Hint;
use ethello_engine::{Color, Square};
use ethello_model::protocol::explore::{GameRow, PlayerSide, Tally};

/// The years' hint over the archive: the years it holds, typed as a range.
const ARCHIVE_YEARS: &str = "1977-2018";

/// The explorer's screen, when it is shown.
pub fn screen(m: &Model, v: &mut View) {
    if m.screen != Screen::Explore {
        return;
    }
    let e = &m.explorer;
    board(e, v);
    let line: Vec<String> = e.moves.iter().map(Square::to_string).collect();
    v.text(ids::EXPLORE_LINE, line.join(" "));
    v.text(ids::EXPLORE_STATUS, status(m, e.tally, e.exact));
    filters(m, v);
    let rows = row_views(e.tally, &e.rows);
    let rows = rows
        .iter()
        .map(|r| row(r, "explorer-move", &engine(&e.values, r)));
    v.list(ids::EXPLORE_MOVES, List::of(rows.collect()));
    v.list(ids::EXPLORE_SUGGESTIONS, suggestions(&e.player));
    v.list(ids::EXPLORE_TOURNAMENTS, suggestions(&e.tournament));
    let games = e.games.1.iter().map(|g| game(m, g));
    v.list(ids::EXPLORE_GAMES, List::of(games.collect()));
    pager(m, v);
}

/// The board's 64 buttons (rows 1 to 8, columns a to h), made once, and their discs and legal
/// squares.
fn board(e: &Explorer, v: &mut View) {
    let square = |sq: Square| {
        let name = sq.to_string();
        Node::new("button", "")
            .attr("type", "button")
            .attr("class", "xsq")
            .attr("data-square", name.as_str())
            .attr("aria-label", name)
    };
    let list = List {
        key: "board".into(),
        items: Square::all().map(square).collect(),
        ..List::default()
    };
    v.list(ids::EXPLORE_BOARD, list);
    let position = e.position();
    let legal = position.board.legal_moves();
    for (i, sq) in Square::all().enumerate() {
        let at = Target::Child(ids::EXPLORE_BOARD, i as u32);
        let disc = match position.at(sq) {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "",
        };
        v.attr_in(at.clone(), "data-disc", disc);
        v.attr_in(at, "data-legal", legal.contains(sq).to_string());
    }
}

/// The filters' controls, "Tournament games" or "My games" pressed (over the player's own games
/// the player filter is his opponent's name and the tournament filter is hidden), and the years'
/// hint: the archive's years, or the player's own games' (none without games).
fn filters(m: &Model, v: &mut View) {
    let e = &m.explorer;
    v.value(ids::EXPLORE_YEARS, e.years_text.as_str());
    v.flag(ids::EXPLORE_YEARS, "aria-invalid", e.years_invalid());
    v.attr(ids::EXPLORE_YEARS, "placeholder", years_hint(m));
    v.value(ids::EXPLORE_PLAYER, e.player.text.as_str());
    v.value(ids::EXPLORE_TOURNAMENT, e.tournament.text.as_str());
    let side = match e.side {
        PlayerSide::Black => "black",
        PlayerSide::White => "white",
        PlayerSide::Either => "either",
    };
    v.value(ids::EXPLORE_SIDE, side);
    v.value(ids::EXPLORE_SORT, format!("{:?}", e.order));
    let mine = e.mine;
    v.flag(ids::BTN_EXPLORE_ARCHIVE, "aria-pressed", !mine);
    v.flag(ids::BTN_EXPLORE_MINE, "aria-pressed", mine);
    let label = match mine {
        true => Key::ExploreOpponent,
        false => Key::PageExplorerPlayer,
    };
    v.text(ids::EXPLORE_PLAYER_LABEL, m.words.get(label));
    v.hide(ids::EXPLORE_TOURNAMENT_FIELD, mine);
}

/// The years the explorer's games span, as a range to type: the archive's, or the first and last
/// years of the player's own games (empty when he has none).
pub fn years_hint(m: &Model) -> String {
    if !m.explorer.mine {
        return ARCHIVE_YEARS.into();
    }
    let years = m.train.games.iter().map(|p| p.day.date().0);
    match (years.clone().min(), years.max()) {
        (Some(first), Some(last)) if first == last => first.to_string(),
        (Some(first), Some(last)) => format!("{first}-{last}"),
        _ => String::new(),
    }
}

/// The games list's page, and its buttons.
fn pager(m: &Model, v: &mut View) {
    let e = &m.explorer;
    let (page, pages) = ((e.page + 1).to_string(), e.pages().to_string());
    v.text(
        ids::EXPLORE_PAGE,
        m.words.text(&phrase::explore_page(&page, &pages)),
    );
    v.flag(ids::BTN_EXPLORE_PAGE_PREV, "aria-disabled", e.page == 0);
    let last = e.page + 1 >= e.pages();
    v.flag(ids::BTN_EXPLORE_PAGE_NEXT, "aria-disabled", last);
}

/// The analysis board's panel, when it is open on its screen: what the archive says of the board's
/// position and its moves, the engine's values from the board's study; "open in the explorer"
/// only for a line from the start.
pub fn panel(m: &Model, v: &mut View) {
    let panel = &m.explorer.panel;
    if m.screen != Screen::Study || !panel.open {
        return;
    }
    v.text(
        ids::STUDY_EXPLORER_STATUS,
        status(m, panel.tally, panel.exact),
    );
    let hints = m.study.current_verdict().map_or(&[][..], |v| &v.hints);
    let rows = row_views(panel.tally, &panel.rows);
    let rows = rows.iter().map(|r| row(r, "panel-move", &engine(hints, r)));
    v.list(ids::STUDY_EXPLORER_MOVES, List::of(rows.collect()));
    let from_start = m.study.line.start() == ethello_engine::Position::start();
    v.hide(ids::BTN_STUDY_EXPLORE, !from_start);
}

/// The engine's value of a row's move for the side to move, "…" until it is known.
fn engine(hints: &[Hint], r: &RowView) -> String {
    let hint = hints.iter().find(|h| h.square.to_string() == r.square);
    hint.map_or("…".into(), |h| signed(h.score))
}

/// What the archive says of a position (its `tally` and perfect-play margin, once answered), or
/// why it says nothing yet.
fn status(m: &Model, tally: Option<Tally>, exact: Option<i32>) -> String {
    let text = count(m, tally);
    match exact {
        Some(margin) => {
            let exact = m.words.text(&phrase::explore_exact(signed(margin)));
            format!("{text} · {exact}")
        }
        None => text,
    }
}

/// The number of games that reached a position, or why it is not known yet.
fn count(m: &Model, tally: Option<Tally>) -> String {
    let w = &m.words;
    if m.explorer.mine && m.screen == Screen::Explore {
        return match tally {
            Some(t) if t.games == 0 => w.get(Key::ExploreMineNone).into(),
            Some(t) => w.text(&w.games(t.games)),
            None => String::new(),
        };
    }
    match (&m.explorer.file, tally) {
        (FileState::Failed(why), _) => w.text(&phrase::explore_failed(why)),
        (FileState::Ready, Some(t)) if t.games == 0 => w.get(Key::ExploreNone).into(),
        (FileState::Ready, Some(t)) => w.text(&w.games(t.games)),
        _ => w.get(Key::ExploreLoading).into(),
    }
}

/// One move's row (`testid` the explorer's `explorer-move`, or the panel's `panel-move`), with
/// the engine's value for the side to move beside the humans' share.
fn row(r: &RowView, testid: &'static str, engine: &str) -> Node {
    let [games, black, draws, white] = r.counts;
    let sq = r.square.as_str();
    let counts = format!("{black} · {draws} · {white}");
    let part = |class: &'static str, width: u32| {
        let style = format!("width:{width}%");
        Node::new("span", "")
            .attr("class", class)
            .attr("style", style)
    };
    let [b, d, w] = r.bar;
    let bar = Node::new("div", "")
        .attr("class", "xbar")
        .attr("title", counts.as_str())
        .child(part("xb", b))
        .child(part("xd", d))
        .child(part("xw", w));
    let button = Node::new("button", sq)
        .attr("type", "button")
        .attr("class", "xmove")
        .attr("data-square", sq);
    let share = Node::new("small", format!("({} %)", r.share));
    Node::new("tr", "")
        .attr("data-testid", testid)
        .attr("data-move", sq)
        .attr("data-games", games.to_string())
        .attr("data-black-wins", black.to_string())
        .attr("data-draws", draws.to_string())
        .attr("data-white-wins", white.to_string())
        .attr("data-avg", r.average.as_str())
        .child(Node::new("td", "").child(button))
        .child(Node::new("td", format!("{games} ")).child(share))
        .child(
            Node::new("td", "")
                .child(bar)
                .child(Node::new("small", counts)),
        )
        .child(Node::new("td", r.average.as_str()))
        .child(
            Node::new("td", engine)
                .attr("class", "xengine")
                .attr("data-engine", engine),
        )
}

/// A listed game: its players (each a button to his page where the archive numbers them), and a
/// button that opens it at the position, with its score, where it was played and its year. The
/// player's own games show where they were played instead of a tournament (online, on this
/// screen; a character's name is already a player's).
fn game(m: &Model, g: &GameRow) -> Node {
    let w = &m.words;
    let place = match (m.explorer.mine, g.tournament.as_str()) {
        (false, t) => t,
        (true, "online") => w.get(Key::ExploreMineOnline),
        (true, "friend") => w.get(Key::ExploreMineFriend),
        (true, _) => "",
    };
    let names = match g.players {
        Some((black, white)) => Node::new("span", "")
            .child(player_link(m, black, &g.black))
            .child(Node::new("span", " – "))
            .child(player_link(m, white, &g.white)),
        None => Node::new("span", format!("{} – {}", g.black, g.white)),
    };
    let open = Node::new(
        "button",
        format!("{}-{} ", g.black_discs, 64 - g.black_discs),
    )
    .attr("type", "button")
    .attr("class", "xgame")
    .attr("data-game", g.game.to_string())
    .child(Node::new("small", format!("{place} {}", g.year)));
    Node::new("li", "")
        .attr("data-testid", "explorer-game")
        .child(names.attr("class", "xnames"))
        .child(open)
}

/// A player's name in the games list: a button that opens his page.
fn player_link(m: &Model, number: u16, name: &str) -> Node {
    player_button(number, name)
        .attr("class", "xname")
        .attr("title", m.words.get(Key::PagePlayerPage))
}
