//! What can happen to the page: player actions, worker replies, timers, files, animation frames.

mod explore;
mod step;
mod study;
mod train;

pub use explore::ExploreMsg;
pub use step::Step;
pub use study::StudyMsg;
pub use train::TrainMsg;

use super::model::{Opponent, OverlayKind, Prefs, Screen};
use super::online::OnlineMsg;
use super::trophies::Trophy;
use super::words::Lang;
use ethello_engine::{Color, Square};
use ethello_model::protocol::FromWorker;
use ethello_model::setup::{Character, Theme};
use ethello_model::training::day::Day;

/// One event for [`update`](super::update).
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The opening explorer's events.
    Explore(ExploreMsg),
    /// A message of the explainer's worker ([`Effect::StartExplainer`](super::effect::Effect::StartExplainer)).
    Explainer(FromWorker),
    /// The explainer's worker failed to start or crashed.
    ExplainerDied,
    /// The page has loaded: what the browser knows at start-up.
    Started(Startup),
    /// A menu button: show a screen.
    Show(Screen),
    /// A Back button: return to the screen before How to play or Options.
    Back,
    /// New, New game or Alt+N: start a game with the options form's setup.
    NewGame,
    /// A card of the choice screen: start a game against this opponent at once.
    Choose(Opponent),
    /// Exit or Alt+X: back to the title screen (the game stays).
    Exit,
    /// The title screen's Continue: restore the stored game.
    Continue,
    /// A click (or tap) on a board square.
    Click(Square),
    /// The pointer is over this square (or left the board).
    Hover(Option<Square>),
    /// An arrow key (or Home, End) on the board.
    Nav(Nav),
    /// Enter or Space on the board: play the focused square.
    Activate,
    /// A button of the replay bar of a finished game: step through it.
    Replay(Step),
    /// The Hints button or Alt+I: the switch flips.
    ToggleHints,
    /// "W" on a square of the board: say the one-line reason of its hinted move.
    HintReason(Square),
    /// The Analyse button (or the ending's "Analyse the game"): the engine reviews the game.
    StartReview,
    /// The review's Cancel button.
    CancelReview,
    /// A point of the evaluation graph or a move of the review: show the position before move
    /// `ply` (the number of moves played before it).
    ShowPly(usize),
    /// One of the biggest mistakes: show the position before move `ply`, the played and the best
    /// squares marked.
    ShowMistake(usize),
    /// The Pause or Resume button of a watch game.
    TogglePause,
    /// Escape: close the alert and the scene.
    Escape,
    /// A click on the scene (or its Continue button).
    CloseScene,
    /// The alert's Close button.
    CloseAlert,
    /// The alert's Retry button: start a new worker.
    RetryWorker,
    /// The opponent in the options form; `by_key` when chosen with a shortcut (it is announced).
    Opponent {
        /// The choice.
        choice: Opponent,
        /// Chosen with Alt+D/M/W/H.
        by_key: bool,
    },
    /// "Computer moves first"; `by_key` for Alt+C (announced).
    ComputerFirst {
        /// Checked.
        on: bool,
        /// Chosen with Alt+C.
        by_key: bool,
    },
    /// The character of one side of a watch game.
    WatchSeat(Color, Character),
    /// A name typed in the options form.
    Name(Color, String),
    /// A board theme chosen in Options.
    Theme(Theme),
    /// The Options screen's mute box.
    Muted(bool),
    /// The Sound button.
    ToggleMute,
    /// The Options screen's coordinates box: show a-h and 1-8 around the board.
    Coords(bool),
    /// Options' "Clear the trophy shelf" button: ask first.
    AskClearTrophies,
    /// The answer to "Clear the trophy shelf?": Yes clears it, No keeps it.
    ClearTrophies(bool),
    /// Slick Willy's time per move chosen in Options (ms).
    WillyMs(u64),
    /// The Options' number of AI workers (0: automatic).
    Workers(u8),
    /// Slick Willy's level for the next game, from his card (1 to `TOP_LEVEL`).
    WillyLevel(u8),
    /// The "Adapt to me" switch on Willy's card.
    Adapt(bool),
    /// The "mark legal moves" option.
    Dots(bool),
    /// A board overlay switched on or off in Options.
    Overlay(OverlayKind, bool),
    /// The choice screen's clock: minutes a side for the next game (0: no clock).
    ClockMinutes(u64),
    /// The choice screen's increment: seconds a move for the next game.
    ClockIncrement(u64),
    /// The game clock's tick timer of game number `game` (the model's `games`): the running clock
    /// is charged, and the flag falls if its time ran out.
    ClockTick {
        /// The game it was set for (a tick of an earlier game is stale).
        game: u32,
    },
    /// The page is hidden or closed: the game in progress is stored with its clocks as they are.
    PageHidden,
    /// The Pass button: the human who has no move goes on.
    Pass,
    /// Copy transcript.
    Copy,
    /// Save or Alt+S.
    Save,
    /// The download could not be made.
    SaveFailed(String),
    /// Load or Alt+L.
    Load,
    /// A file was chosen to load; nothing is read yet.
    FileChosen {
        /// Its name.
        name: String,
        /// Its size in bytes.
        bytes: f64,
    },
    /// The chosen file's contents.
    FileRead {
        /// Its name.
        name: String,
        /// Its bytes.
        bytes: Vec<u8>,
    },
    /// The chosen file could not be read.
    FileUnreadable {
        /// Its name.
        name: String,
        /// Why.
        error: String,
    },
    /// The page address names a game (`#f5d6c3`, already decoded).
    Link(String),
    /// A message from worker number `generation`.
    Worker {
        /// The worker it came from.
        generation: u32,
        /// The message.
        message: FromWorker,
    },
    /// Worker number `generation` failed to start or crashed.
    WorkerDied {
        /// The worker.
        generation: u32,
        /// Why, as the browser says it; empty when its script did not load.
        why: String,
    },
    /// The least visible thinking time of request `id` is over.
    Beat {
        /// The request.
        id: u32,
    },
    /// The deadline of move request `id` split over the pool: its search stops.
    MoveDeadline {
        /// The request.
        id: u32,
    },
    /// An animation frame, at this time (ms).
    Frame(f64),
    /// The window changed size: redraw.
    Resized,
    /// The analysis board or the open box.
    Study(StudyMsg),
    /// The language chosen in Options (remembered).
    Language(Lang),
    /// A language's catalogue came (`Effect::LoadWords`): its text, or why it did not.
    WordsLoaded {
        /// The language asked for.
        lang: Lang,
        /// The catalogue's text, or what went wrong.
        text: Result<String, String>,
    },
    /// Training: the Train screen and its drills.
    Train(TrainMsg),
    /// An online game: the player's choices and acts, the socket's news.
    Online(OnlineMsg),
}

/// What the browser knows when the page starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Startup {
    /// The remembered preferences.
    pub prefs: Prefs,
    /// The stored game in progress (`.etl` text), if any.
    pub stored: Option<String>,
    /// The game named in the page address, if any (decoded).
    pub link: Option<String>,
    /// The player asked the system for less motion.
    pub reduced_motion: bool,
    /// The stored trophy shelf, oldest first.
    pub trophies: Vec<Trophy>,
    /// The machine's logical cores (`navigator.hardwareConcurrency`), which size the pool of workers.
    pub cores: u32,
    /// The browser's languages, preferred first (`navigator.languages`: `ja-JP`, `en`).
    pub languages: Vec<String>,
    /// The stored training progress (its file's text), if any.
    pub progress: Option<String>,
    /// The player's stored games ("My games", one a line), if any.
    pub games: Option<String>,
    /// Today in the player's calendar.
    pub today: Day,
}

/// A move of the keyboard focus on the board (it stays put at the edge).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
    /// The row's first square.
    Home,
    /// The row's last square.
    End,
}

impl Nav {
    /// The key of a `KeyboardEvent` (`"ArrowUp"`, `"Home"`, ...), if it moves the focus.
    pub fn from_key(key: &str) -> Option<Nav> {
        Some(match key {
            "ArrowUp" => Nav::Up,
            "ArrowDown" => Nav::Down,
            "ArrowLeft" => Nav::Left,
            "ArrowRight" => Nav::Right,
            "Home" => Nav::Home,
            "End" => Nav::End,
            _ => return None,
        })
    }

    /// The square this moves the focus to from `from`.
    pub fn from(self, from: Square) -> Square {
        let (r, c) = (from.row() as i8, from.col() as i8);
        let (r, c) = match self {
            Nav::Up => (r - 1, c),
            Nav::Down => (r + 1, c),
            Nav::Left => (r, c - 1),
            Nav::Right => (r, c + 1),
            Nav::Home => (r, 0),
            Nav::End => (r, 7),
        };
        Square::at(r.clamp(0, 7) as u8, c.clamp(0, 7) as u8).unwrap_or(from)
    }
}
