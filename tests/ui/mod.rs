//! The page's state machine, natively: messages in, model and effects out, no browser. The worker is
//! played by the test (it answers requests with a legal move), timers by sending their messages.
//!
//! - `clock`: the game clock on a fake time: only the side to move runs, increments, the computer
//!   charged its search and not the beat, the flag, saving, storing and loading the clocks.
//! - `coach`: Puzzle Streak and Storm on a fake time (the difficulty rising, a miss ending a
//!   streak, a storm's clock with its bonus and penalty, the bests kept), the weak spots recorded
//!   from explained mistakes and puzzles, "Practise this", and the progress file's version 3.
//! - `computer`: the worker's requests and answers, stale answers, cancels, a dead worker, watch games
//!   (pause, resume, the end, save and load).
//! - `explain`: explanations asked of the worker: the review's mistakes, "Why?" and `&why=` on the
//!   analysis board, a wrong puzzle answer.
//! - `game`: endings and scenes, passes, links, the replay, the flip animation, sound, files,
//!   Continue, shortcuts, screens and keyboard focus.
//! - `journey`: the choice screen, the trophy shelf and the coordinates option.
//! - `explore`: the opening explorer's state: its address, moves, filters, questions and stale
//!   answers, the table's rows.
//! - `explore_panel`: the analysis board's panel of tournament games: fetched when opened, its
//!   rows following the board's position, kept apart from the explorer's.
//! - `explore_player`: the explorer's player page: opened from the filter, his page and a head to
//!   head asked, stale answers ignored; games counted in the singular and the plural.
//! - `explore_view`: what the explorer's screen shows (`ui::view`): its board, the moves' rows
//!   and bars, the filters, the games list (its players' names open their pages) and pager, My
//!   games against the tournament games, the player page's tables and head to head.
//! - `hints`: the Hints switch: the values asked for on a human's turn, cancelled by a move, and
//!   remembered by the ending and the shelf.
//! - `mine`: "My games": every finished game recorded once, exported and imported, and the
//!   explorer over them.
//! - `levels`: Slick Willy's levels, Adapt to me, and the Pass notice.
//! - `live`: the live region said again in the language chosen: a drill's prompt, a puzzle's
//!   answer, a mistake judged, an opening line's move, a reason drill graded, an online game's end.
//! - `jobs`: the worker's one job model: each kind of job takes its own replies and failure only.
//! - `online`: online games: created, joined by link, the server's states on the board, moves
//!   sent on this page's turn only, offers, the away countdown, reconnection, leaving.
//! - `overlays`: the board overlays: switched on in Options and remembered, their facts and words
//!   on the game's board and the analysis board, none on a drill's.
//! - `panels`: the training panels read from the view: a drill's prompt, result and buttons, the
//!   ratings and their graph, the Train screen's choices, Streak and Storm, a reason drill's
//!   choices, a wrong answer's explanation and its marks.
//! - `pool`: the pool of workers: its start, the hints and the review dealt over it, a dead
//!   worker's share redone, the Options' count.
//! - `review`: the engine's review of a game (Analyse): the moves rated, the mistakes shown, Cancel,
//!   and the review saved with the game.
//! - `split`: Slick Willy's move split over the pool: the book at once, tasks on every worker, the
//!   deadline, a dead worker's task redone.
//! - `train`: training: puzzles (right, wrong, retry, next, daily, links), the rating after a
//!   first try and after a game (not with hints), the mistakes of a reviewed game replayed, the
//!   opening trainer's book moves and its stop, the progress exported and imported.
//! - `study`: the analysis board (its job, take-backs, the editor, Play from here) and the open box.
//! - `why`: an explanation worded: the contrast, every reason in every language, the line.
//! - `view`: what the page shows of the model (`ui::view`): the screen, `#app`'s state, the board's
//!   panel, the portrait, the move list, the clocks, the analysis board's and the review's panels,
//!   the choice screen, the online panel; tests elsewhere read the status, the scene
//!   and the alert from the view too ([`shown_status`], [`shown_scene`], [`shown_alert`]).
//! - `words`: the page's language: the browser's, the choice in Options, catalogues fetched and
//!   checked.

mod clock;
mod coach;
mod computer;
mod explain;
mod explore;
mod explore_panel;
mod explore_player;
mod explore_view;
mod game;
mod hints;
mod jobs;
mod journey;
mod levels;
mod live;
mod mine;
mod online;
mod overlays;
mod panels;
mod pool;
mod review;
mod split;
mod study;
mod train;
mod view;
mod weak_spots;
mod why;
mod words;

use ethello_engine::{Color, Game, Move, Player, Position, Square};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::savefile::{parse, SaveGame, Settings};
use ethello_model::setup::{Character, Names, Setup, Theme};
use ethello_ui::{
    ids, update, Effect, Focus, Model, Msg, Nav, Opponent, Prefs, SceneKind, SceneText, Screen,
    Sound, Startup, Step, BEAT_MS, FLIP_MS,
};

/// A game that ends after nine moves (white is wiped out), and the same one move short of its end.
const WIPE_OUT: &str = "d3c3b3d2e1d6d7e3f4";
const ALMOST: &str = "d3c3b3d2e1d6d7e3";
/// White plays h6 next, and black must then pass.
const PASS_SETUP: &str = "f5f6d3g5h5h4g7";

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn startup(link: Option<&str>, stored: Option<String>) -> Startup {
    Startup {
        prefs: Prefs::default(),
        stored,
        link: link.map(String::from),
        reduced_motion: false,
        trophies: Vec::new(),
        cores: 1,
        languages: Vec::new(),
        progress: None,
        games: None,
        today: Default::default(),
    }
}

/// The status line the page shows above the board (the view's `#status`).
fn shown_status(m: &Model) -> String {
    let v = ethello_ui::view(m);
    v.text_of(ids::STATUS)
        .expect("a board shows a status")
        .to_string()
}

/// The scene the page shows, as the view words it: its title, line and detail.
fn shown_scene(m: &Model) -> Option<SceneText> {
    let v = ethello_ui::view(m);
    let text = |id| v.text_of(id).unwrap_or_default().to_string();
    (v.hidden(ids::SCENE) == Some(false)).then(|| SceneText {
        title: text(ids::SCENE_TITLE),
        line: text(ids::SCENE_LINE),
        detail: text(ids::SCENE_DETAIL),
    })
}

/// The words of the alert box the page shows (the first item of the view's `#alert`).
fn shown_alert(m: &Model) -> Option<String> {
    let v = ethello_ui::view(m);
    let list = v.list_of(ids::ALERT).filter(|_| v.shows(ids::ALERT))?;
    Some(list.items.first()?.text.clone())
}

/// A started page (title screen, worker asked for but not ready).
fn page() -> Model {
    let mut m = Model::new(7, ethello_ui::Words::english());
    update(&mut m, Msg::Started(startup(None, None)));
    m
}

/// The current worker says Ready.
fn ready(m: &mut Model) -> Vec<Effect> {
    let generation = m.worker.generation;
    let message = FromWorker::Ready {
        version: "test".into(),
    };
    update(
        m,
        Msg::Worker {
            generation,
            message,
        },
    )
}

/// A started page whose worker is ready.
fn ready_page() -> Model {
    let mut m = page();
    ready(&mut m);
    m
}

/// The preferences read from a storage that holds only `texts`: each the place of a stored text in
/// [`Prefs::to_stored`]'s order (0 theme, 1 muted, 2 Willy's time, 3 coordinates, 4 hints, 5 dots,
/// 6 Willy's level, 7 adapt, 8 workers, 9 the clock's minutes, 10 its increment, 11 the overlays) and
/// the text.
fn stored_prefs(texts: &[(usize, &str)]) -> Prefs {
    let mut all = [None; 12];
    for &(at, text) in texts {
        all[at] = Some(text);
    }
    Prefs::from_stored(all)
}

/// The Think request among `fx`: id, position, player.
fn think(fx: &[Effect]) -> Option<(u32, Position, Player)> {
    fx.iter().find_map(|e| match e {
        Effect::Post {
            request:
                ToWorker::Think {
                    id,
                    position,
                    player,
                    ..
                },
            ..
        } => Some((*id, *position, *player)),
        _ => None,
    })
}

/// The current worker answers request `id` with `square`.
fn best(m: &mut Model, id: u32, square: Square) -> Vec<Effect> {
    let message = FromWorker::Best {
        id,
        best: Move::Play(square),
        score: 0,
        exact: false,
        depth: 1,
        nodes: 1,
    };
    let generation = m.worker.generation;
    update(
        m,
        Msg::Worker {
            generation,
            message,
        },
    )
}

/// The first legal square of `position`.
fn first_legal(position: Position) -> Square {
    position.board.legal_moves().first().unwrap()
}

/// Answers the request in `fx` with its first legal square, then ends the beat; returns the effects.
fn computer_plays(m: &mut Model, fx: &[Effect]) -> Vec<Effect> {
    let (id, position, _) = think(fx).expect("a request was posted");
    let mut out = best(m, id, first_legal(position));
    out.extend(update(m, Msg::Beat { id }));
    out
}

/// Starts a game with this opponent from the options form.
fn new_game(m: &mut Model, choice: Opponent) -> Vec<Effect> {
    let by_key = false;
    update(m, Msg::Opponent { choice, by_key });
    update(m, Msg::NewGame)
}

fn sounds(fx: &[Effect]) -> Vec<Sound> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Sound(s) => Some(*s),
            _ => None,
        })
        .collect()
}

/// The announcements among `fx`, in English (the tests' language), joined by " | ".
fn announced(fx: &[Effect]) -> String {
    let english = ethello_ui::Words::english();
    fx.iter()
        .filter_map(|e| match e {
            Effect::Announce(said) => Some(english.text(said)),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// The save file of the Download among `fx`.
fn downloaded(fx: &[Effect]) -> Option<SaveGame> {
    fx.iter().find_map(|e| match e {
        Effect::Download { save, .. } => Some((**save).clone()),
        _ => None,
    })
}

/// Asserts that the page's `save` of `game` names the opening the game reached, and is version 5
/// when it has one, else `without` (the version its other fields need).
fn assert_version(save: &SaveGame, game: &Game, without: u64) {
    let named = ethello_engine::openings::name_of(game);
    let version = if named.is_some() { 5 } else { without };
    assert_eq!((save.version, save.opening.as_deref()), (version, named));
}

/// Worker number `generation` dies, for the reason `why`; the effects of the update.
fn died(m: &mut Model, generation: u32, why: &str) -> Vec<Effect> {
    let why = why.into();
    update(m, Msg::WorkerDied { generation, why })
}

/// The current worker sends `message`.
fn hear(m: &mut Model, message: FromWorker) -> Vec<Effect> {
    let generation = m.worker.generation;
    update(
        m,
        Msg::Worker {
            generation,
            message,
        },
    )
}

fn spawned(fx: &[Effect]) -> bool {
    fx.iter().any(|e| matches!(e, Effect::SpawnWorker { .. }))
}

/// A page that loaded Ann's game against Dubya (white), one move (black f4) from a 13-0 win, saved
/// with `theme`.
fn almost_beating_dubya(theme: Theme) -> Model {
    let mut m = ready_page();
    let settings = crate::savefile::ann_against_dubya(theme);
    let game = Game::from_transcript(ALMOST).unwrap();
    let bytes = SaveGame::from_game(&game, &settings, None)
        .to_text()
        .into_bytes();
    let name = "almost.etl".into();
    update(&mut m, Msg::FileRead { name, bytes });
    m
}
