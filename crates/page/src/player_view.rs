//! The explorer's player page from the model, read-only: his name, his results by year with a
//! last row for all his games, his most played openings as each colour, and the head to head's
//! suggestions and row. Every row's name goes through the language's opening names (an opening's
//! is translated, a year's stays itself). The tables are drawn again from the model each time,
//! never patched. Rows are `data-testid="player-year"`, `"player-opening"` and
//! `"player-against"`, with `data-name`, `data-games`, `data-wins`, `data-draws`, `data-losses`
//! and `data-avg` (his average disc difference, one decimal).

use ethello_model::protocol::explore::{Record, Row};
use ethello_ui::player_page::PlayerPage;
use ethello_ui::{ids, Key, Model, Screen};

use super::dom;
use super::explore_view::{escape, set_html, suggestions};

/// Shows the player page when one is open, and the filter's button to open one when a player is
/// chosen.
pub fn render(model: &Model) {
    if model.screen != Screen::Explore {
        return;
    }
    let e = &model.explorer;
    let page = &e.player_page;
    if let Some(button) = dom::element(ids::BTN_EXPLORE_PROFILE) {
        let (number, name) = e.player.chosen.clone().unwrap_or_default();
        dom::set_attr(&button, "data-pick", &u32::from(number).to_string());
        dom::set_attr(&button, "data-name", &name);
        dom::set_hidden(&button, e.player.chosen.is_none());
    }
    dom::set_hidden_id(ids::EXPLORE_PROFILE, page.player.is_none());
    let Some((_, name)) = &page.player else {
        return;
    };
    let w = &model.words;
    dom::set_text(ids::EXPLORE_PROFILE_NAME, name);
    dom::set_value(ids::EXPLORE_OPPONENT, &page.opponent.text);
    set_html(ids::EXPLORE_OPPONENTS, &suggestions(&page.opponent));
    set_html(ids::EXPLORE_AGAINST, &against(page));
    let Some(p) = &page.profile else {
        let loading = format!(
            "<tr><td colspan=\"4\">{}</td></tr>",
            w.get(Key::ExploreLoading)
        );
        return set_html(ids::EXPLORE_PROFILE_YEARS, &loading);
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
        let html: String = list
            .iter()
            .map(|(name, r)| row(w.opening(name), testid, r))
            .collect();
        set_html(id, &html);
    }
}

/// His record against the opponent chosen, a row named by the opponent ("…" until answered);
/// nothing when none is chosen.
fn against(page: &PlayerPage) -> String {
    let Some((_, name)) = &page.opponent.chosen else {
        return String::new();
    };
    match page.profile.as_ref().and_then(|p| p.against) {
        Some(r) => row(name, "player-against", &r),
        None => format!(
            "<tr><th scope=\"row\">{}</th><td colspan=\"3\">…</td></tr>",
            escape(name)
        ),
    }
}

/// One row of his record: its label (a year, an opening) and his results.
fn row(label: &str, testid: &str, r: &Record) -> String {
    let (label, avg) = (escape(label), r.average());
    let (games, wins, draws, losses) = (r.games(), r.wins, r.draws, r.losses);
    format!(
        "<tr data-testid=\"{testid}\" data-name=\"{label}\" data-games=\"{games}\" data-wins=\"{wins}\" \
         data-draws=\"{draws}\" data-losses=\"{losses}\" data-avg=\"{avg}\"><th scope=\"row\">{label}</th>\
         <td>{games}</td><td>{wins} · {draws} · {losses}</td><td>{avg}</td></tr>"
    )
}
