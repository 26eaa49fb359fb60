//! The page around the board: which screen shows, the state published on `#app` for tests and
//! tools, the Sound button, Continue, the choice screen's form, the Options screen, the trophy
//! shelf, the scene dialog and the alert box.

use super::game::level_caption;
use super::patch::{List, Node, Patch, Target, View};
use crate::model::{Explainer, Model, Opponent, Screen};
use crate::words::{phrase, Key};
use crate::{ids, review, shelf, workers_text, OverlayKind, SceneKind};
use ethello_model::setup::Character;

/// Shows the screen of `m` and hides the others; the analysis board and training's drills are
/// the game screen in another mode.
pub fn screens(m: &Model, v: &mut View) {
    let screens = [
        (Screen::Title, ids::TITLE_SCREEN),
        (Screen::Choose, ids::CHOOSE_SCREEN),
        (Screen::Game, ids::GAME_SCREEN),
        (Screen::HowTo, ids::HOWTO_SCREEN),
        (Screen::Options, ids::OPTIONS_SCREEN),
        (Screen::Train, ids::TRAIN_SCREEN),
        (Screen::WeakSpots, ids::WEAK_SPOTS),
        (Screen::Explore, ids::EXPLORE_SCREEN),
    ];
    let shown = match m.screen {
        Screen::Study | Screen::Drill => Screen::Game,
        other => other,
    };
    for (screen, id) in screens {
        v.hide(id, screen != shown);
    }
    let title = m.screen == Screen::Title;
    v.hide(ids::BTN_CONTINUE, !(title && m.stored.is_some()));
}

/// Publishes the page's state on `#app` for tests and tools (the module doc of `view` lists them).
pub fn app_state(m: &Model, v: &mut View) {
    let worker = match (&m.worker.dead, m.worker.ready()) {
        (Some(_), _) => "dead",
        (None, true) => "ready",
        (None, false) => "starting",
    };
    v.flag(ids::APP, "data-ready", m.started);
    v.attr(ids::APP, "data-worker", worker);
    let ready = m.worker.ready_slots().len();
    v.attr(ids::APP, "data-workers", ready.to_string());
    let explainer = match m.why.explainer {
        Explainer::Off => "off",
        Explainer::Starting => "starting",
        Explainer::Ready => "ready",
    };
    v.attr(ids::APP, "data-explainer", explainer);
    let busy = m.worker.slots.iter().filter(|s| s.task.is_some()).count();
    v.attr(ids::APP, "data-busy", busy.to_string());
    v.flag(ids::APP, "data-thinking", m.is_thinking());
    let search = m.worker.last_move.map_or(String::new(), |s| {
        format!(
            "depth={} nodes={} exact={} ms={} workers={}",
            s.depth, s.nodes, s.exact, s.ms, s.workers
        )
    });
    v.attr(ids::APP, "data-search", search);
    v.flag(ids::APP, "data-flipping", m.game.flip.is_some());
    let ended = match (m.lost_on_time(), m.game.record.is_over()) {
        (Some(_), _) => "time",
        (None, true) => "board",
        (None, false) => "",
    };
    v.attr(ids::APP, "data-ended", ended);
}

/// The Sound button's words and pressed state.
pub fn mute_button(m: &Model, v: &mut View) {
    let muted = m.prefs.muted;
    v.flag(ids::BTN_MUTE, "aria-pressed", muted);
    let words = match muted {
        true => Key::ButtonSoundOff,
        false => Key::ButtonSoundOn,
    };
    v.text(ids::BTN_MUTE, m.words.get(words));
}

/// The id of an opponent as the choice screen's cards and selects name it.
pub fn opponent_id(opponent: Opponent) -> &'static str {
    match opponent {
        Opponent::Human => "human",
        Opponent::Character(c) => c.id(),
        Opponent::Watch => "watch",
    }
}

/// The choice screen shows the model's next setup, its chosen card marked (`data-chosen`,
/// whoever he is: the style sheet names no character).
pub fn form(m: &Model, v: &mut View) {
    let f = &m.menus.form;
    let mode = opponent_id(f.opponent);
    v.attr(ids::CHOOSE_SCREEN, "data-opponent", mode);
    let cards = Character::ALL.map(Opponent::Character);
    let all = [Opponent::Human, Opponent::Watch].into_iter().chain(cards);
    for id in all.map(opponent_id) {
        let card = format!("#{} .card[data-opponent={id}]", ids::CHOOSE_SCREEN);
        let chosen = if id == mode { "true" } else { "false" };
        let patch = Patch::Attr(Target::Query(card), "data-chosen", chosen.into());
        v.push(patch);
    }
    v.check(ids::COMPUTER_FIRST, f.computer_first);
    v.value(ids::WATCH_BLACK, f.watch[0].id());
    v.value(ids::WATCH_WHITE, f.watch[1].id());
    v.value(ids::INPUT_NAME_BLACK, f.names.black.as_str());
    v.value(ids::INPUT_NAME_WHITE, f.names.white.as_str());
    v.value(ids::WILLY_LEVEL, m.prefs.willy_level.to_string());
    v.check(ids::WILLY_ADAPT, m.prefs.adapt);
    v.text(
        ids::WILLY_BAND,
        level_caption(&m.words, m.prefs.willy_level),
    );
}

/// The Options screen shows the preferences.
pub fn options(m: &Model, v: &mut View) {
    let p = &m.prefs;
    v.radio("theme", p.theme.id(), true);
    v.check(ids::COORDS, p.coords);
    v.check(ids::DOTS, p.dots);
    let switches = [
        ids::OVERLAY_STABLE,
        ids::OVERLAY_FRONTIER,
        ids::OVERLAY_GIVEN,
        ids::OVERLAY_CORNER,
        ids::OVERLAY_PARITY,
    ];
    for (id, kind) in switches.into_iter().zip(OverlayKind::ALL) {
        v.check(id, p.overlays.has(kind));
    }
    v.hide(ids::CONFIRM_CLEAR, !m.menus.confirm_clear);
    v.hide(ids::BTN_CLEAR_TROPHIES, m.menus.confirm_clear);
    v.check(ids::MUTE, p.muted);
    v.value(ids::WILLY_TIME, p.willy_ms.to_string());
    v.value(ids::WORKERS, p.workers.to_string());
    v.text(ids::WORKERS_NOTE, workers_text(m));
}

/// The title screen's trophy shelf: each character's prize, dimmed until won, and his record.
pub fn trophy_shelf(m: &Model, v: &mut View) {
    v.hide(ids::SHELF, m.trophies.is_empty());
    let w = &m.words;
    for record in shelf(&m.trophies) {
        let place = format!(
            "#{} li[data-character={}]",
            ids::SHELF,
            record.character.id()
        );
        let wins = record.wins.to_string();
        let patch = Patch::Attr(Target::Query(place.clone()), "data-wins", wins);
        v.push(patch);
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
        let name = record.character.name();
        let words = format!("{name}\n{}{hinted}{best}", w.text(&counts));
        let target = Target::Query(format!("{place} .record"));
        v.push(Patch::Text(target, words));
    }
}

/// The cut-scene dialog, and its "Analyse the game" on an ending that can be reviewed.
pub fn scene(m: &Model, v: &mut View) {
    let w = &m.words;
    v.hide(ids::SCENE, m.scene.is_none());
    let ending = m
        .scene
        .as_ref()
        .is_some_and(|s| s.kind == SceneKind::Ending);
    v.hide(ids::SCENE_START_REVIEW, !(ending && review::available(m)));
    let Some(scene) = m.scene.as_ref() else {
        return;
    };
    v.attr(ids::SCENE, "data-kind", scene.kind.id());
    let title = w.text(&scene.title);
    v.attr(ids::SCENE_IMG, "src", scene.image.as_str());
    v.attr(ids::SCENE_IMG, "alt", title.as_str());
    v.text(ids::SCENE_TITLE, title);
    v.text(ids::SCENE_LINE, w.text(&scene.line));
    v.text(ids::SCENE_DETAIL, scene.detail_text(w));
}

/// The alert box (`role="alert"`): its words and buttons, rebuilt only when they change.
pub fn alert(m: &Model, v: &mut View) {
    v.hide(ids::ALERT, m.alert.is_none());
    let Some(alert) = m.alert.as_ref() else {
        return;
    };
    let w = &m.words;
    let text = w.text(&alert.text);
    let button = |id: &'static str, key: Key| {
        let b = Node::new("button", w.get(key)).attr("id", id);
        b.attr("type", "button")
    };
    let mut items = vec![Node::new("span", text.as_str())];
    if alert.retry {
        items.push(button(ids::ALERT_RETRY, Key::ButtonRetry));
    }
    items.push(button(ids::ALERT_CLOSE, Key::ButtonClose));
    let key = format!("{}:{text}", alert.retry);
    let list = List {
        key,
        items,
        ..List::default()
    };
    v.list(ids::ALERT, list);
}
