//! Everything the page knows, and the questions the view and the update ask of it.
//!
//! Representation: a few parts and the page's own state. The game on the board is one part
//! ([`GameState`], `model.game`: its record, players, replay, hints, review, clock...), replaced
//! whole by a new game; the menus' choices are another ([`Menus`], `model.menus`); the player's
//! preferences a third ([`Prefs`], `model.prefs`). The screens that keep their own state have
//! theirs (`study`, `train`, `explorer`, `why`, `online`); the rest (the screen, the scene, the
//! alert, the live region, the workers, the words) is the page's.
//!
//! Invariants, kept by [`update`](super::update) (and [`GameState`]'s own):
//! - the pool of workers does at most one [`Job`] at a time, and only that job's replies count: its
//!   id must match, and a reply from a replaced worker (a generation no slot has) is ignored
//!   ([`WorkerState`]);
//! - `stored` is what browser storage holds for the game in progress;
//! - `online` is `Some` exactly while the board shows an online game, whose moves only the server
//!   plays (`ui::online`).

mod clock;
mod game;
mod hints;
mod menus;
mod overlay_set;
pub mod passes;
mod review;
mod screen;
mod study_board;
mod train;
mod why;
mod worker;

pub use clock::GameClock;
pub use game::{Flip, GameState};
pub use hints::Hints;
pub use menus::{Form, Menus, Opponent};
pub use overlay_set::{OverlayKind, Overlays};
pub use review::Review;
pub use screen::Screen;
pub use study_board::{EditError, Editor, Ghost, Pen, StudyBoard, Verdict};
pub use train::{
    Drill, LineChoice, MistakeRun, MistakeState, OpeningRun, OpeningState, Origin, Puzzles,
    ReasonRun, RushRun, Training, Wanted, CHARACTER_DEVIATION, GOOD_ENOUGH, LINE_MARGIN,
    LINE_MOVES, PUZZLE_DEVIATION,
};
pub use why::{Explainer, Explanations, Question};
pub use worker::{
    pool_size, Job, JobKind, MoveJob, MoveSearch, Running, Slot, SplitMove, Task, WorkerState,
    MAX_TRIES, MAX_WORKERS,
};

use super::explore::Explorer;
use super::online::Online;
use super::scenes::{Scene, SceneText};
use super::trophies::Trophy;
use super::words::{Lang, Phrase, Words};
use ethello_engine::TOP_LEVEL;
use ethello_engine::{Bitboard, Color, Move, Player, Position, Rng, Square};
use ethello_model::setup::{Character, ClockSetting, Theme};
use ethello_model::why::Why;
use std::sync::Arc;

/// How long a flip takes, in milliseconds.
pub const FLIP_MS: f64 = 320.0;
/// The computer's move appears at least this long after it started thinking, so a player sees it
/// coming.
pub const BEAT_MS: f64 = 550.0;

/// The player's preferences: those chosen in Options and remembered across visits, and two the
/// browser tells on each visit (less motion, its languages), never stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// The board theme.
    pub theme: Theme,
    /// No sound at all.
    pub muted: bool,
    /// Slick Willy's time per move, in milliseconds (100 to 10,000).
    pub willy_ms: u64,
    /// Show the coordinates (a-h, 1-8) around the board.
    pub coords: bool,
    /// Show the value of every legal move (the Hints switch).
    pub hints: bool,
    /// Mark the legal squares with a small dot (a touch screen has no hover).
    pub dots: bool,
    /// Slick Willy's level for the next game, 1 to [`TOP_LEVEL`].
    pub willy_level: u8,
    /// "Adapt to me": Willy's level moves up one after a win against him, down one after a loss.
    pub adapt: bool,
    /// How many AI workers the page runs: 0 for automatic (every core, up to 8), else 1 to
    /// [`MAX_WORKERS`].
    pub workers: u8,
    /// The language chosen in Options; `None` follows the browser's languages.
    pub lang: Option<Lang>,
    /// The next game's clock, minutes a side: one of [`ClockSetting::MINUTES`], 0 for none.
    pub clock_minutes: u64,
    /// The next game's increment, seconds a move: one of [`ClockSetting::INCREMENTS`].
    pub clock_increment: u64,
    /// The board overlays switched on.
    pub overlays: Overlays,
    /// The player asked the system for less motion: no flip animation.
    pub reduced_motion: bool,
    /// The first of the browser's languages that the page speaks (English when none is).
    pub browser_lang: Lang,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            theme: Theme::Classic,
            muted: false,
            willy_ms: 1000,
            coords: true,
            hints: false,
            dots: true,
            willy_level: TOP_LEVEL,
            adapt: false,
            workers: 0,
            lang: None,
            clock_minutes: 0,
            clock_increment: 0,
            overlays: Overlays::default(),
            reduced_motion: false,
            browser_lang: Lang::En,
        }
    }
}

impl Prefs {
    /// The stored texts of the preferences but the language (stored apart, absent for the
    /// browser's own), in the order [`Prefs::from_stored`] reads them, which reads them back as
    /// they are.
    pub fn to_stored(&self) -> [String; 12] {
        let flag = |on: bool| if on { "1" } else { "0" }.to_string();
        [
            self.theme.id().to_string(),
            flag(self.muted),
            self.willy_ms.to_string(),
            flag(self.coords),
            flag(self.hints),
            flag(self.dots),
            self.willy_level.to_string(),
            flag(self.adapt),
            self.workers.to_string(),
            self.clock_minutes.to_string(),
            self.clock_increment.to_string(),
            self.overlays.to_stored(),
        ]
    }

    /// The preferences from their stored texts (theme, muted, Willy's time, coordinates, hints,
    /// dots, Willy's level, adapt, workers, the clock's minutes and increment, the overlays); a
    /// missing or broken value gives the default.
    pub fn from_stored(texts: [Option<&str>; 12]) -> Prefs {
        let [theme, muted, willy_ms, coords, hints, dots, level, adapt, workers, minutes, increment, overlays] =
            texts;
        let offered = |text: Option<&str>, choices: &[u64]| {
            text.and_then(|v| v.parse().ok())
                .filter(|n| choices.contains(n))
                .unwrap_or(0)
        };
        let d = Prefs::default();
        Prefs {
            theme: theme.and_then(|t| t.parse().ok()).unwrap_or(d.theme),
            muted: muted == Some("1"),
            willy_ms: willy_ms
                .and_then(|v| v.parse().ok())
                .filter(|ms| (100..=10_000).contains(ms))
                .unwrap_or(d.willy_ms),
            coords: coords != Some("0"),
            hints: hints == Some("1"),
            dots: dots != Some("0"),
            willy_level: level
                .and_then(|v| v.parse().ok())
                .filter(|l| (1..=TOP_LEVEL).contains(l))
                .unwrap_or(d.willy_level),
            adapt: adapt == Some("1"),
            workers: workers
                .and_then(|v| v.parse().ok())
                .filter(|n| *n as usize <= MAX_WORKERS)
                .unwrap_or(d.workers),
            lang: None,
            clock_minutes: offered(minutes, &ClockSetting::MINUTES),
            clock_increment: offered(increment, &ClockSetting::INCREMENTS),
            overlays: Overlays::from_stored(overlays),
            ..d
        }
    }

    /// The next game's time control, `None` for no clock.
    pub fn time_control(&self) -> Option<ClockSetting> {
        ClockSetting::of(self.clock_minutes, self.clock_increment)
    }
}

/// A message in the alert box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alert {
    /// The words, worded when shown (in the language shown then).
    pub text: Phrase,
    /// Offer a Retry button for the worker.
    pub retry: bool,
}

/// Everything the page knows.
#[derive(Clone, Debug)]
pub struct Model {
    /// The game on the board: its record, players, replay, hints, review, clock ([`GameState`]).
    pub game: GameState,
    /// A legal square under the pointer.
    pub hover: Option<Square>,
    /// The cell with the keyboard focus.
    pub focus: Square,
    /// The player's preferences.
    pub prefs: Prefs,
    /// The menus' choices: the next game's form, where Back returns ([`Menus`]).
    pub menus: Menus,
    /// The AI worker's bookkeeping.
    pub worker: WorkerState,
    /// Where new games' seeds come from.
    pub rng: Rng,
    /// Games put on the board during this visit (new, loaded, continued or from a link).
    pub games: u32,
    /// The screen shown.
    pub screen: Screen,
    /// The cut-scene shown over the page.
    pub scene: Option<Scene>,
    /// The message in the alert box.
    pub alert: Option<Alert>,
    /// The game in progress as browser storage holds it (`.etl` text), offered by Continue.
    pub stored: Option<String>,
    /// Every game finished against a character, oldest first (the trophy shelf).
    pub trophies: Vec<Trophy>,
    /// The page has started (the worker is asked for, the preferences are read).
    pub started: bool,
    /// The analysis board.
    pub study: StudyBoard,
    /// The explanations asked and given (the review's mistakes, "Why?", a wrong answer).
    pub why: Explanations,
    /// Training: the progress, the puzzles, the drill on the board.
    pub train: Training,
    /// The opening explorer.
    pub explorer: Explorer,
    /// The page's clock (ms, `performance.now()`) when the message being handled came: the runtime
    /// sets it before each update. A split move's search reads it (its 45 % rule and deadline),
    /// and the game clock runs on it (`ui::clock`).
    pub now_ms: f64,
    /// The words the page shows, in the language shown (English until another one has loaded).
    pub words: Arc<Words>,
    /// The online game on the board, if the board shows one.
    pub online: Option<Box<Online>>,
    /// Sockets opened during this visit (each new one takes the next number).
    pub sockets: u32,
    /// What the live region says: the last announcement, worded in the language shown, so a change
    /// of language re-words it.
    pub announced: Option<Phrase>,
}

impl Model {
    /// The page before it starts: the title screen, a fresh game between two humans; `seed` feeds
    /// every game's random choices; `words` are the language it starts in (the page fetches them
    /// first), whose default names the players take.
    pub fn new(seed: u64, words: Arc<Words>) -> Model {
        let names = words.default_names();
        Model {
            game: GameState::new(seed, names.clone()),
            hover: None,
            focus: Square::at(2, 3).expect("d3 is on the board"),
            prefs: Prefs::default(),
            menus: Menus::new(names),
            worker: WorkerState {
                next_id: 1,
                ..WorkerState::default()
            },
            rng: Rng::new(seed),
            games: 0,
            screen: Screen::Title,
            scene: None,
            alert: None,
            stored: None,
            trophies: Vec::new(),
            started: false,
            study: StudyBoard::default(),
            why: Explanations::default(),
            train: Training::default(),
            explorer: Explorer::default(),
            now_ms: 0.0,
            words,
            online: None,
            sockets: 0,
            announced: None,
        }
    }

    /// The side that lost on time, if the game ended so.
    pub fn lost_on_time(&self) -> Option<Color> {
        self.game.clock.as_ref().and_then(GameClock::flagged)
    }

    /// True when the game is over: neither side can move, or a side's time ran out.
    pub fn ended(&self) -> bool {
        self.game.record.is_over() || self.lost_on_time().is_some()
    }

    /// The winner of the finished game (`None`: a draw, or not over): the side with more discs,
    /// or the side whose opponent's time ran out.
    pub fn winner(&self) -> Option<Color> {
        if let Some(loser) = self.lost_on_time() {
            return Some(loser.opposite());
        }
        match self.game.record.position().black_score() {
            _ if !self.game.record.is_over() => None,
            s if s > 0 => Some(Color::Black),
            s if s < 0 => Some(Color::White),
            _ => None,
        }
    }

    /// The language the page should speak: the one chosen in Options, else the browser's.
    pub fn wanted_lang(&self) -> Lang {
        self.prefs.lang.unwrap_or(self.prefs.browser_lang)
    }

    /// The engine player behind `character` in the game on the board: Slick Willy plays at the
    /// game's level.
    pub fn player_of(&self, character: Character) -> Player {
        match character {
            Character::Willy if self.game.level < TOP_LEVEL => Player::Level(self.game.level),
            other => other.player(),
        }
    }

    /// The character playing the side to move, if a computer is to move.
    pub fn computer_to_move(&self) -> Option<Character> {
        self.game.setup.computer(self.game.record.position().side)
    }

    /// True when a human may play on the board now.
    pub fn human_to_move(&self) -> bool {
        self.screen == Screen::Game
            && self.game.replay.is_none()
            && self.game.pass_notice.is_none()
            && !self.reviewing()
            && !self.ended()
            && self.computer_to_move().is_none()
            && self.online.as_ref().is_none_or(|o| o.my_turn())
    }

    /// True while the computer is to move (its request may still wait for the worker's Ready) or its
    /// answer is on the way; false when paused, dead or finished.
    pub fn is_thinking(&self) -> bool {
        let other_job = matches!(
            self.worker.running_kind(),
            Some(JobKind::Hints | JobKind::Review)
        );
        let computer_to_move = self.screen == Screen::Game
            && !self.ended()
            && self.game.replay.is_none()
            && self.game.pass_notice.is_none()
            && !other_job
            && self.computer_to_move().is_some();
        self.worker.move_job().is_some()
            || (computer_to_move && !self.game.paused && self.worker.dead.is_none())
    }

    /// True while the worker reviews the game (nobody moves on the board meanwhile).
    pub fn reviewing(&self) -> bool {
        self.worker.running_kind() == Some(JobKind::Review)
    }

    /// Shows a message in the alert box; `retry` offers a Retry button for the worker.
    pub fn alert(&mut self, text: Phrase, retry: bool) {
        self.alert = Some(Alert { text, retry });
    }

    /// The alert's words in the language shown.
    pub fn alert_text(&self) -> Option<String> {
        Some(self.words.text(&self.alert.as_ref()?.text))
    }

    /// The live region's words in the language shown.
    pub fn announced_text(&self) -> Option<String> {
        Some(self.words.text(self.announced.as_ref()?))
    }

    /// The open scene's words in the language shown.
    pub fn scene_text(&self) -> Option<SceneText> {
        Some(self.scene.as_ref()?.worded(&self.words))
    }

    /// The squares a human may click now (empty when it is not a human's turn).
    pub fn clickable(&self) -> Bitboard {
        if self.screen == Screen::Study {
            self.study.clickable()
        } else if self.screen == Screen::Drill {
            // A run of Streak or Storm that is over takes no more moves.
            let over = self.train.rush.as_ref().is_some_and(|r| r.rush.over);
            let drill = self.train.drill.as_ref().filter(|_| !over);
            drill.map_or(Bitboard::EMPTY, Drill::clickable)
        } else if self.human_to_move() {
            self.game.record.position().board.legal_moves()
        } else {
            Bitboard::EMPTY
        }
    }

    /// The explanation of the move "Why?" or "Compare" asked about on the analysis board, once
    /// given.
    pub fn study_why(&self) -> Option<&Why> {
        let sq = self.study.why?;
        self.why.of(self.study.position(), sq, self.study.why_vs)
    }

    /// The position of the explanation's line the analysis board steps through, and its newest
    /// disc (the explained move, then the line's last move played).
    fn refutation_shown(&self) -> Option<(Position, Option<Square>)> {
        let k = self.study.refute?;
        let why = self.study_why()?;
        let position = *why.positions(self.study.position()).get(k)?;
        let moves = std::iter::once(Move::Play(why.played)).chain(why.line.iter().copied());
        let last = moves.take(k + 1).filter_map(|m| match m {
            Move::Play(sq) => Some(sq),
            Move::Pass => None,
        });
        Some((position, last.last()))
    }

    /// The position on the board (the replayed one while stepping through a finished game, the
    /// analysis board's on that screen) and its newest disc.
    pub fn shown_position(&self) -> (Position, Option<Square>) {
        if self.screen == Screen::Study {
            return self
                .refutation_shown()
                .unwrap_or_else(|| self.study.shown());
        }
        if let (Screen::Drill, Some(drill)) = (self.screen, &self.train.drill) {
            return drill.shown();
        }
        let ply = self.game.replay.unwrap_or(self.game.record.moves().len());
        let last = self.game.record.moves()[..ply]
            .iter()
            .rev()
            .find_map(|m| match m {
                Move::Play(sq) => Some(*sq),
                Move::Pass => None,
            });
        (self.game.record.positions()[ply], last)
    }
}
