//! Carries out one [`Effect`]. Nothing here reads or changes the model: what an effect learns later
//! (a timer, a frame, a file's bytes, a failure) comes back through `dispatch` as a [`Msg`].

use super::{archive_link, audio, dom, explainer, files, grid, online, pool, poster, storage};
use ethello_ui::ids;
use ethello_ui::{Effect, Focus, Msg, TrainMsg, Words};
use files::Fetched;

/// The id of the scene's Continue button.
const SCENE_BUTTON: &str = ids::SCENE_CONTINUE;

/// Does what `effect` says; `words` are the language shown (an announcement's).
pub fn run(effect: Effect, words: &Words, dispatch: fn(Msg)) {
    match effect {
        Effect::Sound(sound) => audio::play(sound),
        Effect::StopSounds => audio::stop_all(),
        Effect::Announce(said) => announce(&words.text(&said)),
        Effect::StorePrefs(prefs) => storage::save_prefs(&prefs),
        Effect::AddTrophy(mut trophy) => {
            let now = js_sys::Date::new_0().to_iso_string();
            trophy.date = now.as_string().map(|d| d.chars().take(10).collect());
            storage::add_trophy(&trophy);
        }
        Effect::ClearTrophies => storage::clear_trophies(),
        Effect::StoreGame(text) => storage::save_game(text.as_deref()),
        Effect::Download { name, mut save } => {
            save.saved_at = js_sys::Date::new_0().to_iso_string().as_string();
            if let Err(e) = files::download(&name, &save.to_text()) {
                dispatch(Msg::SaveFailed(format!("{e:?}")));
            }
        }
        Effect::PickFile => files::pick(),
        Effect::ReadFile { name } => files::read_chosen(name, dispatch),
        Effect::CopyText(text) => files::copy(&text),
        Effect::SavePicture(poster) => {
            let today = js_sys::Date::new_0().to_iso_string();
            let date: String = today
                .as_string()
                .unwrap_or_default()
                .chars()
                .take(10)
                .collect();
            if let Err(e) = poster::save(&poster, &date) {
                dispatch(Msg::SaveFailed(format!("{e:?}")));
            }
        }
        Effect::CopyLink(hash) => files::copy(&files::page_link(&hash)),
        Effect::SpawnWorker { slot, generation } => pool::spawn(slot, generation, dispatch),
        Effect::StopWorkers { from } => pool::stop_from(from),
        Effect::Post { slot, request } => pool::post(slot, &request, dispatch),
        Effect::After { ms, msg } => dom::after(ms, move || dispatch(*msg)),
        Effect::NextFrame => dom::next_frame(move |now| dispatch(Msg::Frame(now))),
        Effect::Focus(Focus::Board(sq)) => grid::focus(sq),
        Effect::Focus(Focus::SceneButton) => dom::focus(SCENE_BUTTON),
        Effect::Focus(Focus::PassButton) => dom::focus(ids::BTN_PASS),
        Effect::Focus(Focus::PlayerPage) => dom::focus(ids::EXPLORE_PROFILE_NAME),
        Effect::LoadWords(lang) => files::fetch_words(lang, dispatch),
        Effect::FetchPuzzles => {
            let msgs: Fetched = (TrainMsg::PuzzlesLoaded, TrainMsg::PuzzlesFailed);
            files::fetch_text(PUZZLES, msgs, dispatch)
        }
        Effect::FetchDrills => {
            let msgs: Fetched = (TrainMsg::DrillsLoaded, TrainMsg::DrillsFailed);
            files::fetch_text(DRILLS, msgs, dispatch)
        }
        Effect::FetchArchive => archive_link::fetch(dispatch),
        Effect::Explore(request) => archive_link::post(&request, dispatch),
        Effect::StartExplainer => explainer::start(dispatch),
        Effect::Explain(request) => explainer::post(&request, dispatch),
        Effect::StoreProgress(text) => storage::save_progress(&text),
        Effect::SetAsideProgress => storage::set_aside_progress(),
        Effect::StoreGames(text) => storage::save_games(&text),
        Effect::SetAsideGames => storage::set_aside_games(),
        Effect::DownloadText { name, text } => {
            if let Err(e) = files::download(&name, &text) {
                dispatch(Msg::SaveFailed(format!("{e:?}")));
            }
        }
        Effect::PickProgressFile => files::pick_in(ids::PROGRESS_INPUT),
        Effect::ReplaceTrophies(trophies) => storage::replace_trophies(&trophies),
        Effect::Online(fx) => online::run(fx, dispatch),
    }
}

/// The puzzle file, beside the page (Trunk copies `www/data` there).
const PUZZLES: &str = "data/puzzles.txt";
/// The reason drills' file, fetched the first time a drill is asked for.
const DRILLS: &str = "data/drills.txt";

/// Says `text` to screen readers: the live region is emptied first so that the same words twice are
/// spoken twice.
fn announce(text: &str) {
    dom::set_text(ids::ANNOUNCE, "");
    dom::set_text(ids::ANNOUNCE, text);
}
