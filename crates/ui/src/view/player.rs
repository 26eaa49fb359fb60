//! The explorer's player page (issue 50), and the players' names as buttons that name them
//! (`data-pick`, `data-name`: the suggestions, the games list's players): the player filter's
//! button that opens the chosen player's page, and the page itself: his name, his results by year
//! with a last row for all his games, his most played openings as each colour, and the head to
//! head (its table shown once an opponent is chosen). Every row's name goes through the
//! language's opening names (an opening's is translated, a year's stays itself).
//!
//! Rows are `data-testid="player-year"`, `"player-opening"` and `"player-against"`, with
//! `data-name`, `data-games`, `data-wins`, `data-draws`, `data-losses` and `data-avg` (his average
//! disc difference, one decimal).

use super::patch::{List, Node, View};
use crate::explore::Pick;
use crate::ids;
use crate::model::{Model, Screen};
use crate::player_page::PlayerPage;
use crate::words::Key;
use ethello_model::protocol::explore::{Record, Row};

/// The filter's button (naming the chosen player, hidden until one is chosen) and the player page
/// when one is open.
pub fn page(m: &Model, v: &mut View) {
    if m.screen != Screen::Explore {
        return;
    }
    let e = &m.explorer;
    let (number, name) = e.player.chosen.clone().unwrap_or_default();
    v.attr(ids::BTN_EXPLORE_PROFILE, "data-pick", number.to_string());
    v.attr(ids::BTN_EXPLORE_PROFILE, "data-name", name);
    v.hide(ids::BTN_EXPLORE_PROFILE, e.player.chosen.is_none());
    let page = &e.player_page;
    v.hide(ids::EXPLORE_PROFILE, page.player.is_none());
    let Some((_, name)) = &page.player else {
        return;
    };
    v.text(ids::EXPLORE_PROFILE_NAME, name.as_str());
    v.value(ids::EXPLORE_OPPONENT, page.opponent.text.as_str());
    v.list(ids::EXPLORE_OPPONENTS, suggestions(&page.opponent));
    let against = against(page);
    v.hide(ids::EXPLORE_AGAINST_TABLE, against.is_none());
    v.list(
        ids::EXPLORE_AGAINST,
        List::of(against.into_iter().collect()),
    );
    tables(m, page, v);
}

/// His results by year (and in all), and his openings as each colour; a row saying so while they
/// are asked.
fn tables(m: &Model, page: &PlayerPage, v: &mut View) {
    let w = &m.words;
    let Some(p) = &page.profile else {
        let loading = Node::new("td", w.get(Key::ExploreLoading)).attr("colspan", "4");
        let loading = Node::new("tr", "").child(loading);
        return v.list(ids::EXPLORE_PROFILE_YEARS, List::of(vec![loading]));
    };
    let all = (w.get(Key::PlayerAll).to_string(), p.total);
    let years: Vec<&Row> = p.years.iter().chain([&all]).collect();
    let black: Vec<&Row> = p.as_black.iter().collect();
    let white: Vec<&Row> = p.as_white.iter().collect();
    for (id, list, testid) in [
        (ids::EXPLORE_PROFILE_YEARS, years, "player-year"),
        (ids::EXPLORE_PROFILE_BLACK, black, "player-opening"),
        (ids::EXPLORE_PROFILE_WHITE, white, "player-opening"),
    ] {
        let rows = list.iter().map(|(name, r)| row(w.opening(name), testid, r));
        v.list(id, List::of(rows.collect()));
    }
}

/// His record against the opponent chosen, a row named by the opponent ("…" until answered);
/// none when no opponent is chosen.
fn against(page: &PlayerPage) -> Option<Node> {
    let (_, name) = page.opponent.chosen.as_ref()?;
    Some(match page.profile.as_ref().and_then(|p| p.against) {
        Some(r) => row(name, "player-against", &r),
        None => Node::new("tr", "")
            .child(Node::new("th", name.as_str()).attr("scope", "row"))
            .child(Node::new("td", "…").attr("colspan", "3")),
    })
}

/// One row of his record: its label (a year, an opening) and his results.
fn row(label: &str, testid: &'static str, r: &Record) -> Node {
    let (games, avg) = (r.games().to_string(), r.average());
    let results = format!("{} · {} · {}", r.wins, r.draws, r.losses);
    Node::new("tr", "")
        .attr("data-testid", testid)
        .attr("data-name", label)
        .attr("data-games", games.as_str())
        .attr("data-wins", r.wins.to_string())
        .attr("data-draws", r.draws.to_string())
        .attr("data-losses", r.losses.to_string())
        .attr("data-avg", avg.as_str())
        .child(Node::new("th", label).attr("scope", "row"))
        .child(Node::new("td", games))
        .child(Node::new("td", results))
        .child(Node::new("td", avg))
}

/// The names matching a filter's text, each a button (`data-pick`, `data-name`).
pub fn suggestions(pick: &Pick) -> List {
    let item = |(number, name): &(u16, String)| {
        let button = player_button(*number, name);
        Node::new("li", "").child(button)
    };
    List::of(pick.suggestions.iter().map(item).collect())
}

/// A player's name as a button naming him (`data-pick`, `data-name`).
pub fn player_button(number: u16, name: &str) -> Node {
    Node::new("button", name)
        .attr("type", "button")
        .attr("data-pick", number.to_string())
        .attr("data-name", name)
}
