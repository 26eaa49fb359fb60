//! [`update`]: the one place the page's state changes. Each message is handled by a small function;
//! the game flow (moves, the computer, the end) is in `play`, files and links in `files`, the
//! analysis board in `study`, shared small steps in `ops`.

use super::effect::{Effect, Focus};
use super::model::{JobKind, Model, Opponent, Screen, MAX_WORKERS};
use super::msg::{Msg, Nav, Startup, Step, StudyMsg};
use super::ops::{back, remember, say, show};
use super::poster::poster;
use super::words::{Key, Lang, Words};
use super::{
    clock, explorer, files, hints, jobs, mine, online_game, play, review, study, train, why,
};
use crate::phrase;
use ethello_engine::{Color, Square, TOP_LEVEL};
use ethello_model::protocol::FromWorker;
use ethello_model::setup::ClockSetting;
use std::sync::Arc;

/// Applies `msg` to the model and returns what the browser must do, in order. The game clock is
/// charged first, up to [`Model::now_ms`] (a side whose time ran out loses before anything else
/// happens), and set going or stopped last, for what the model then shows (`ui::clock`).
pub fn update(model: &mut Model, msg: Msg) -> Vec<Effect> {
    let mut fx = Vec::new();
    let m = model;
    if leaves_online(&msg) {
        online_game::leave(m, &mut fx);
    }
    if let Some(loser) = clock::catch_up(m, &mut fx) {
        play::time_up(m, loser, &mut fx);
    }
    match msg {
        Msg::Started(startup) => start(m, startup, &mut fx),
        Msg::Show(screen) => show(m, screen),
        Msg::Back => back(m),
        Msg::NewGame => play::new_game(m, &mut fx),
        Msg::Choose(choice) => {
            m.menus.form.opponent = choice;
            play::new_game(m, &mut fx);
        }
        Msg::Exit => play::exit(m, &mut fx),
        Msg::Continue => files::continue_stored(m, &mut fx),
        Msg::Click(sq) => {
            m.focus = sq;
            click(m, sq, &mut fx);
        }
        Msg::Hover(sq) => m.hover = sq.filter(|s| m.clickable().contains(*s)),
        Msg::Nav(nav) => navigate(m, nav, &mut fx),
        Msg::Activate => {
            // The board keeps the focus unless the move asks for another place (the Pass button).
            fx.push(Effect::Focus(Focus::Board(m.focus)));
            click(m, m.focus, &mut fx);
        }
        Msg::Replay(step) => replay(m, step),
        Msg::ToggleHints => hints::toggle(m, &mut fx),
        Msg::HintReason(sq) => hints::say_reason(m, sq, &mut fx),
        Msg::StartReview => review::start(m, &mut fx),
        Msg::CancelReview => review::cancel(m, &mut fx),
        Msg::ShowPly(ply) => review::show_ply(m, ply),
        Msg::ShowMistake(ply) => review::show_mistake(m, ply, &mut fx),
        Msg::TogglePause => play::toggle_pause(m, &mut fx),
        Msg::Escape => {
            m.alert = None;
            close_scene(m, &mut fx);
        }
        Msg::CloseScene => close_scene(m, &mut fx),
        Msg::CloseAlert => m.alert = None,
        Msg::RetryWorker => {
            m.alert = None;
            jobs::start_pool(m, &mut fx);
        }
        Msg::Opponent { choice, by_key } => choose(m, choice, by_key, &mut fx),
        Msg::ComputerFirst { on, by_key } => {
            m.menus.form.computer_first = on;
            if by_key {
                say(&mut fx, phrase::say_computer_first());
            }
        }
        Msg::WatchSeat(color, character) => m.menus.form.watch[color as usize] = character,
        Msg::Name(color, name) => m.menus.form.names.set(color, name),
        Msg::Theme(theme) => {
            m.prefs.theme = theme;
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::Muted(muted) => set_muted(m, muted, &mut fx),
        Msg::ToggleMute => set_muted(m, !m.prefs.muted, &mut fx),
        Msg::Coords(on) => {
            m.prefs.coords = on;
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::AskClearTrophies => m.menus.confirm_clear = true,
        Msg::ClearTrophies(yes) => clear_trophies(m, yes, &mut fx),
        Msg::WillyLevel(level) => {
            m.prefs.willy_level = level.clamp(1, TOP_LEVEL);
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::Adapt(on) => {
            m.prefs.adapt = on;
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::Dots(on) => {
            m.prefs.dots = on;
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::Overlay(kind, on) => {
            m.prefs.overlays = m.prefs.overlays.with(kind, on);
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::ClockMinutes(minutes) if ClockSetting::MINUTES.contains(&minutes) => {
            m.prefs.clock_minutes = minutes;
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::ClockIncrement(seconds) if ClockSetting::INCREMENTS.contains(&seconds) => {
            m.prefs.clock_increment = seconds;
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::ClockMinutes(_) | Msg::ClockIncrement(_) => {}
        Msg::ClockTick { game } => clock::ticked(m, game),
        Msg::PageHidden if m.game.clock.is_some() => remember(m, &mut fx),
        Msg::PageHidden => {}
        Msg::Pass => play::confirm_pass(m, &mut fx),
        Msg::Workers(n) => {
            m.prefs.workers = n.min(MAX_WORKERS as u8);
            fx.push(Effect::StorePrefs(m.prefs.clone()));
            jobs::resize(m, &mut fx);
            jobs::think_if_computer(m, &mut fx);
        }
        Msg::WillyMs(ms) => {
            m.prefs.willy_ms = ms;
            fx.push(Effect::StorePrefs(m.prefs.clone()));
        }
        Msg::Copy => {
            let text = m.game.record.transcript();
            say(&mut fx, phrase::say_copied(&text));
            fx.push(Effect::CopyText(text));
        }
        Msg::Save => files::save(m, &mut fx),
        Msg::SaveFailed(why) => {
            m.alert(phrase::alert_save_failed(&why), false);
        }
        Msg::Load => fx.push(Effect::PickFile),
        Msg::FileChosen { name, bytes } => files::chosen(m, name, bytes, &mut fx),
        Msg::FileRead { name, bytes } => files::load(m, &name, &bytes, &mut fx),
        Msg::FileUnreadable { name, error } => {
            m.alert(phrase::alert_unreadable(&name, &error), false);
        }
        Msg::Link(text) => open_link(m, &text, &mut fx),
        Msg::Worker {
            generation,
            message,
        } => heard(m, generation, message, &mut fx),
        Msg::WorkerDied { generation, why } => jobs::died(m, generation, why, &mut fx),
        Msg::Explainer(message) => {
            if let Some((q, tags)) = why::heard(m, message) {
                train::explained(m, q, &tags, &mut fx);
            }
        }
        Msg::ExplainerDied => why::died(m),
        Msg::Beat { id } => play::beat(m, id, &mut fx),
        Msg::MoveDeadline { id } => play::deadline(m, id, &mut fx),
        Msg::Frame(now) => play::frame(m, now, &mut fx),
        Msg::Resized => {}
        Msg::Study(msg) => study_msg(m, msg, &mut fx),
        Msg::Language(lang) => {
            m.prefs.lang = Some(lang);
            fx.push(Effect::StorePrefs(m.prefs.clone()));
            want_words(m, &mut fx);
        }
        Msg::WordsLoaded { lang, text } => words_loaded(m, lang, text),
        Msg::Train(msg) => train::msg(m, msg, &mut fx),
        Msg::Online(msg) => online_game::update(m, msg, &mut fx),
        Msg::Explore(msg) => explorer::msg(m, msg, &mut fx),
    }
    why::want(m, &mut fx);
    hints::want(m, &mut fx);
    study::want(m, &mut fx);
    explorer::follow(m, &mut fx);
    train::want(m, &mut fx);
    clock::settle(m, &mut fx);
    remember_announced(m, &fx);
    fx
}

/// The live region holds the last announcement among `fx` (until the next).
fn remember_announced(m: &mut Model, fx: &[Effect]) {
    let said = fx.iter().rev().find_map(|effect| match effect {
        Effect::Announce(phrase) => Some(phrase),
        _ => None,
    });
    if let Some(phrase) = said {
        m.announced = Some(phrase.clone());
    }
}

/// A page address: an online game (`#online=GAMEID`), a puzzle (`#puzzle=ID`, `#daily`) for
/// training, anything else a game or a position to open. A position's address may end with
/// `&why=SQ`: the board opens with that move explained.
fn open_link(m: &mut Model, text: &str, fx: &mut Vec<Effect>) {
    if let Some(game) = text.strip_prefix("online=") {
        online_game::open(m, game.trim(), fx);
        return;
    }
    let (text, why) = match text.split_once("&why=") {
        Some((link, sq)) => (link, sq.trim().parse::<Square>().ok()),
        None => (text, None),
    };
    if !train::open_link(m, text, fx) && !explorer::open_link(m, text, fx) {
        files::open_link(m, text, fx);
    }
    if let Some(sq) = why.filter(|_| m.screen == Screen::Study) {
        study::explain(m, sq, None);
    }
}

/// A click or Enter on a square: a move of the game, or of the analysis board.
fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    match m.screen {
        Screen::Study => study::click(m, sq, fx),
        Screen::Drill => train::click(m, sq, fx),
        _ if m.online.is_some() => online_game::click(m, sq, fx),
        _ => play::click(m, sq, fx),
    }
}

/// True for what puts another game on the board: the online game is left (its seat stays kept).
fn leaves_online(msg: &Msg) -> bool {
    matches!(
        msg,
        Msg::NewGame | Msg::Choose(_) | Msg::Exit | Msg::Continue | Msg::FileRead { .. }
    )
}

/// The open box and links go to the file handler, the rest to the analysis board.
fn study_msg(m: &mut Model, msg: StudyMsg, fx: &mut Vec<Effect>) {
    match msg {
        StudyMsg::ImportText(text) => m.menus.import_text = text,
        StudyMsg::Balanced(on) => m.menus.form.balanced = on,
        StudyMsg::Open => files::open_box(m, fx),
        StudyMsg::Dropped { name, bytes } => files::dropped(m, &name, &bytes, fx),
        StudyMsg::CopyLink => files::copy_link(m, fx),
        StudyMsg::SavePicture => {
            let poster = poster(m, study::opening_name(m));
            say(fx, phrase::say_picture());
            fx.push(Effect::SavePicture(Box::new(poster)));
        }
        other => study::update(m, other, fx),
    }
}

/// The page starts: preferences, the stored game, the worker, and the game in the address if any.
fn start(m: &mut Model, startup: Startup, fx: &mut Vec<Effect>) {
    m.prefs = startup.prefs;
    m.stored = startup.stored;
    m.prefs.reduced_motion = startup.reduced_motion;
    m.trophies = startup.trophies;
    m.started = true;
    m.worker.cores = startup.cores;
    m.prefs.browser_lang = Lang::pick(&startup.languages);
    want_words(m, fx);
    m.train.today = startup.today;
    if let Some(text) = startup.progress {
        train::restore(m, &text, fx);
    }
    if let Some(text) = startup.games {
        mine::restore(m, &text, fx);
    }
    jobs::start_pool(m, fx);
    jobs::resize(m, fx);
    if let Some(link) = startup.link.filter(|l| !l.is_empty()) {
        open_link(m, &link, fx);
    }
}

/// A message from worker number `generation` (ignored when it was replaced): Ready lets the
/// computer move; every other reply goes to the job it belongs to, by its id, and a reply for no job
/// in flight (a stopped one) is ignored.
fn heard(m: &mut Model, generation: u32, message: FromWorker, fx: &mut Vec<Effect>) {
    let Some(slot) = m.worker.slot_of(generation) else {
        return;
    };
    if let FromWorker::Ready { .. } = message {
        jobs::ready(m, slot, fx);
        jobs::think_if_computer(m, fx);
        study::joined(m, slot, fx);
        return;
    }
    match jobs::hear(m, slot, &message, fx) {
        Some(JobKind::Move) => play::heard(m, slot, message, fx),
        Some(JobKind::Hints) => hints::heard(m, message),
        Some(JobKind::Review) => review::heard(m, message, fx),
        Some(JobKind::Study) => study::heard(m, slot, message, fx),
        Some(kind @ (JobKind::Values | JobKind::Book)) => train::heard(m, kind, message, fx),
        None => {}
    }
    jobs::settle(m);
}

/// Moves the board focus with an arrow key; the hover circle follows it on a legal square.
fn navigate(m: &mut Model, nav: Nav, fx: &mut Vec<Effect>) {
    m.focus = nav.from(m.focus);
    m.hover = Some(m.focus).filter(|s| m.clickable().contains(*s));
    fx.push(Effect::Focus(Focus::Board(m.focus)));
}

/// Replays a finished (or reviewed) game; the last position leaves the replay.
fn replay(m: &mut Model, step: Step) {
    if !m.ended() && review::current(m).is_none() {
        return;
    }
    m.game.marked = None;
    let last = m.game.record.moves().len();
    let now = m.game.replay.unwrap_or(last);
    let to = match step {
        Step::First => 0,
        Step::Prev => now.saturating_sub(1),
        Step::Next => (now + 1).min(last),
        Step::Last => last,
    };
    m.game.replay = (to != last).then_some(to);
}

/// Closes a cut-scene and gives the focus back to the board.
fn close_scene(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.scene.take().is_some() {
        fx.push(Effect::Focus(Focus::Board(m.focus)));
    }
}

/// The opponent for the next game; a shortcut says so.
fn choose(m: &mut Model, choice: Opponent, by_key: bool, fx: &mut Vec<Effect>) {
    m.menus.form.opponent = choice;
    if by_key {
        let name = match choice {
            Opponent::Human => m.words.get(Key::OpponentHuman),
            Opponent::Character(c) => c.name(),
            Opponent::Watch => m.words.get(Key::OpponentWatch),
        };
        say(fx, phrase::say_opponent(name));
    }
}

/// The answer to "Clear the trophy shelf?".
fn clear_trophies(m: &mut Model, yes: bool, fx: &mut Vec<Effect>) {
    m.menus.confirm_clear = false;
    if yes {
        m.trophies.clear();
        fx.push(Effect::ClearTrophies);
        say(fx, phrase::say_shelf_empty());
    }
}

/// Sound on or off, remembered; turning it off silences what plays.
fn set_muted(m: &mut Model, muted: bool, fx: &mut Vec<Effect>) {
    m.prefs.muted = muted;
    fx.push(Effect::StorePrefs(m.prefs.clone()));
    if muted {
        fx.push(Effect::StopSounds);
    }
}

/// Shows the language the page should speak ([`Model::wanted_lang`]) once its catalogue has come
/// ([`Effect::LoadWords`]; English too: the page's wasm carries no words).
fn want_words(m: &mut Model, fx: &mut Vec<Effect>) {
    let lang = m.wanted_lang();
    if lang != m.words.lang() {
        fx.push(Effect::LoadWords(lang));
    }
}

/// A catalogue came: its words are shown if it is still the language wanted and it is complete;
/// otherwise the page keeps its language and says why.
fn words_loaded(m: &mut Model, lang: Lang, text: Result<String, String>) {
    if lang != m.wanted_lang() || lang == m.words.lang() {
        return;
    }
    let parsed =
        text.and_then(|t| Words::parse(lang, &t).map_err(|e| format!("{}: {e}", lang.file())));
    match parsed {
        Ok(words) => show_words(m, Arc::new(words)),
        Err(detail) => {
            let shown = m.words.lang().native_name();
            let alert = phrase::alert_language(lang.native_name(), &detail, shown);
            m.alert(alert, false);
        }
    }
}

/// Shows `words`; names left at the old language's defaults ("Player 1") take the new ones.
fn show_words(m: &mut Model, words: Arc<Words>) {
    let (old, new) = (m.words.default_names(), words.default_names());
    for color in [Color::Black, Color::White] {
        if m.menus.form.names.get(color) == old.get(color) {
            m.menus.form.names.set(color, new.get(color).to_string());
        }
        if m.game.names.get(color) == old.get(color) && m.game.setup.computer(color).is_none() {
            m.game.names.set(color, new.get(color).to_string());
        }
    }
    m.words = words;
}
