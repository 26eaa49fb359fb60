//! The page's state and what each player action does to it.
//!
//! One [`App`] lives in a thread-local for the page's lifetime; event handlers reach it through
//! [`with`]. Every action changes the state and then calls [`App::refresh`], which redraws everything
//! from the state (the DOM is never the source of truth, except the options form, which is read when
//! a new game starts).
//!
//! Invariants: the [`Game`] is only changed through its checked `play`, so the board on screen is
//! always a legal game; `epoch` changes whenever the game is replaced, so a delayed computer move from
//! an older game is dropped.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::ai::{Ai, Heard};
use super::audio::{self, Sound};
use super::prefs::Prefs;
use super::scenes::{self, Outcome};
use super::{dom, files, grid, input, view};
use crate::engine::{Bitboard, Color, Game, Move, Played, Player, Square};
use crate::protocol::FromWorker;

/// How long a flip takes, in milliseconds.
pub const FLIP_MS: f64 = 320.0;
/// The computer's move appears at least this long after it started thinking.
pub const BEAT_MS: f64 = 550.0;

/// Who plays each colour: a human (`None`) or a computer player; and the names of black and white.
/// One computer seat is a game against that character; two make a watch game.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Setup {
    /// The computer player of black (index 0) and white (index 1), if any.
    pub seats: [Option<Player>; 2],
    /// The names of black and white.
    pub names: [String; 2],
}

impl Setup {
    /// Two humans with the default names.
    pub fn humans() -> Setup {
        Setup {
            seats: [None, None],
            names: ["Player 1".into(), "Player 2".into()],
        }
    }

    /// A human against `player`, who plays `color`; the human keeps `human_name`.
    pub fn against(player: Player, color: Color, human_name: String) -> Setup {
        let mut setup = Setup::humans();
        setup.seats[color as usize] = Some(player);
        setup.names[color as usize] = player.display_name();
        setup.names[color.opposite() as usize] = human_name;
        setup
    }

    /// The name of the player of `color`.
    pub fn name(&self, color: Color) -> &str {
        &self.names[color as usize]
    }

    /// The computer player of `color`, if any.
    pub fn computer_for(&self, color: Color) -> Option<Player> {
        self.seats[color as usize]
    }

    /// The computer opponent and its colour, when exactly one side is a computer.
    pub fn opponent(&self) -> Option<(Player, Color)> {
        match self.seats {
            [Some(p), None] => Some((p, Color::Black)),
            [None, Some(p)] => Some((p, Color::White)),
            _ => None,
        }
    }

    /// True when computers play both sides.
    pub fn is_watch(&self) -> bool {
        self.seats.iter().all(Option::is_some)
    }
}

/// The screens of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Logo and main menu.
    Title,
    /// The board.
    Game,
    /// The rules.
    HowTo,
    /// Theme, sound, Willy's time.
    Options,
}

/// Everything the page knows.
pub struct App {
    /// The game on the board.
    pub game: Game,
    /// Who plays it.
    pub setup: Setup,
    /// The position shown while stepping through a finished game (index into `game.positions()`).
    pub review: Option<usize>,
    /// A legal square under the pointer.
    pub hover: Option<Square>,
    /// The cell with the keyboard focus.
    pub focus: Square,
    /// Discs turning over and when they started (ms).
    pub flip: Option<(Bitboard, f64)>,
    /// Remembered preferences.
    pub prefs: Prefs,
    /// The AI worker.
    pub ai: Ai,
    /// Seed of this game's random choices.
    pub seed: u64,
    /// Changes whenever the game is replaced.
    pub epoch: u32,
    /// The computer's answer is in and will be shown after the beat.
    pub waiting: bool,
    /// A watch game (computer against computer) is paused.
    pub paused: bool,
    /// The screen shown.
    pub screen: Screen,
    /// Where the Back buttons of How to play and Options return to.
    pub back_to: Screen,
    /// The board canvas and its 2D context.
    pub canvas: HtmlCanvasElement,
    /// Drawing context of `canvas`.
    pub ctx: CanvasRenderingContext2d,
    /// The canvas's side in device pixels.
    pub size: f64,
}

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Runs `f` on the app. Returns `None` before start-up or if the app is already borrowed (an event
/// fired synchronously from inside another handler), which is then simply not handled.
pub fn with<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|cell| cell.try_borrow_mut().ok()?.as_mut().map(f))
}

/// Starts the page: builds the grid, wires events, starts the worker, draws the board.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(e) = try_start() {
        let text = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        view::alert(&format!("E-Thello could not start: {text}"), false);
    }
}

fn try_start() -> Result<(), JsValue> {
    let doc = dom::document();
    grid::build(&doc)?;
    audio::install()?;
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    let ctx = canvas
        .get_context("2d")?
        .ok_or("the canvas has no 2D context")?
        .dyn_into::<CanvasRenderingContext2d>()?;
    let app = App {
        game: Game::new(),
        setup: Setup::humans(),
        review: None,
        hover: None,
        focus: Square::at(2, 3).expect("d3"),
        flip: None,
        prefs: Prefs::load(),
        ai: Ai::new(),
        seed: random_seed(),
        epoch: 0,
        waiting: false,
        paused: false,
        screen: Screen::Title,
        back_to: Screen::Title,
        canvas,
        ctx,
        size: 0.0,
    };
    APP.with(|cell| *cell.borrow_mut() = Some(app));
    input::wire()?;
    with(|app| {
        app.ai.spawn(on_heard);
        view::init_options(app);
        app.resize();
        app.refresh();
        app.open_link();
    });
    dom::html("app")?.set_attribute("data-ready", "true")?;
    Ok(())
}

/// A fresh seed from the browser's random numbers.
fn random_seed() -> u64 {
    (js_sys::Math::random() * 9.0e15) as u64
}

/// Worker messages and failures arrive here.
pub fn on_heard(heard: Heard) {
    with(|app| app.heard(heard));
}

impl App {
    /// Redraws everything from the state.
    pub fn refresh(&mut self) {
        view::refresh(self);
    }

    /// Matches the canvas's backing store to its CSS size times the device pixel ratio.
    pub fn resize(&mut self) {
        let css = self.canvas.client_width().max(64) as f64;
        let dpr = dom::window().device_pixel_ratio().max(1.0);
        let size = (css * dpr).round();
        if size != self.size {
            self.size = size;
            self.canvas.set_width(size as u32);
            self.canvas.set_height(size as u32);
        }
    }

    /// Shows a screen.
    pub fn show(&mut self, screen: Screen) {
        if matches!(self.screen, Screen::Title | Screen::Game) {
            self.back_to = self.screen;
        }
        self.screen = screen;
        self.refresh();
        if screen == Screen::Game {
            self.resize();
            self.refresh();
        }
    }

    /// Starts a new game with the options in the form.
    pub fn new_game(&mut self) {
        let setup = view::read_setup();
        self.replace_game(Game::new(), setup);
        audio::play(Sound::Start, self.prefs.muted);
        match self.setup.opponent() {
            Some((player, _)) => scenes::show(&scenes::intro(player), "intro"),
            None => scenes::close(),
        }
        view::announce(&format!("New game. {}", view::turn_text(self)));
    }

    /// Puts a game on the board (new, loaded, or from a link) and lets the computer move if it is its
    /// turn.
    pub fn replace_game(&mut self, game: Game, setup: Setup) {
        self.ai.cancel(on_heard);
        self.epoch = self.epoch.wrapping_add(1);
        self.waiting = false;
        self.paused = false;
        self.game = game;
        self.setup = setup;
        self.review = None;
        self.hover = None;
        self.flip = None;
        self.seed = random_seed();
        files::remember(self);
        self.show(Screen::Game);
        self.think_if_computer();
    }

    /// Leaves the game for the title screen (the game stays, in case the player comes back).
    pub fn exit(&mut self) {
        self.ai.cancel(on_heard);
        self.epoch = self.epoch.wrapping_add(1);
        self.waiting = false;
        self.show(Screen::Title);
    }

    /// True when a human may play on the board now.
    pub fn human_to_move(&self) -> bool {
        let pos = self.game.position();
        self.screen == Screen::Game
            && self.review.is_none()
            && !self.game.is_over()
            && self.setup.computer_for(pos.side).is_none()
    }

    /// True while the computer is to move (its request may still wait for the worker's Ready) or its
    /// answer is on the way; false when paused, dead or finished.
    pub fn is_thinking(&self) -> bool {
        let computer_to_move = self.screen == Screen::Game
            && !self.game.is_over()
            && self.review.is_none()
            && self.setup.computer_for(self.game.position().side).is_some();
        self.ai.pending.is_some()
            || self.waiting
            || (computer_to_move && !self.paused && self.ai.dead.is_none())
    }

    /// The squares a human may click now (empty when it is not a human's turn).
    pub fn clickable(&self) -> Bitboard {
        if self.human_to_move() {
            self.game.position().board.legal_moves()
        } else {
            Bitboard::EMPTY
        }
    }

    /// A click or Enter on `sq`: plays it when legal for a human, otherwise changes nothing.
    pub fn click(&mut self, sq: Square) {
        if self.clickable().contains(sq) {
            self.play(sq);
        }
    }

    /// Plays a legal square for the side to move, with animation and announcements.
    fn play(&mut self, sq: Square) {
        let Ok(played) = self.game.play(sq) else {
            return;
        };
        self.hover = None;
        self.flip = (!view::reduced_motion()).then(|| (played.flips, dom::now_ms()));
        let mut words = format!(
            "{} plays {sq}, flipping {}.",
            played.color,
            played.flips.count()
        );
        if let Some(passer) = played.passed {
            words.push_str(&format!(" {passer} has no move and passes."));
        }
        if self.game.is_over() {
            words.push(' ');
            words.push_str(&view::result_text(self));
        }
        view::announce(&words);
        files::remember(self);
        self.sounds_for(&played);
        if self.game.is_over() {
            self.game_over();
        }
        self.refresh();
        if self.flip.is_some() {
            input::next_frame(view::animate);
        }
        self.think_if_computer();
    }

    /// The move's sound, and a corner's gloat (computer) or congratulations (human).
    fn sounds_for(&self, played: &Played) {
        let muted = self.prefs.muted;
        audio::play(
            if played.color == Color::Black {
                Sound::MoveBlack
            } else {
                Sound::MoveWhite
            },
            muted,
        );
        if Bitboard::CORNERS.contains(played.square) {
            let by_computer = self.setup.computer_for(played.color).is_some();
            audio::play(
                if by_computer {
                    Sound::CornerGloat
                } else {
                    Sound::CornerCongrats
                },
                muted,
            );
        }
    }

    /// The end: the result's sound and, against the computer, the prize or the penalty.
    fn game_over(&self) {
        let score = self.game.position().black_score();
        let Some((player, computer)) = self.setup.opponent() else {
            audio::play(
                if score == 0 { Sound::Draw } else { Sound::Win },
                self.prefs.muted,
            );
            return;
        };
        let human_score = if computer == Color::Black {
            -score
        } else {
            score
        };
        let outcome = match human_score {
            s if s > 0 => Outcome::Won,
            s if s < 0 => Outcome::Lost,
            _ => Outcome::Draw,
        };
        let sound = match outcome {
            Outcome::Won => Sound::Win,
            Outcome::Lost => Sound::Loss,
            Outcome::Draw => Sound::Draw,
        };
        audio::play(sound, self.prefs.muted);
        scenes::show(&scenes::ending(player, outcome), "ending");
    }

    /// Asks the worker for a move when the computer is to move.
    pub fn think_if_computer(&mut self) {
        let pos = self.game.position();
        if self.screen != Screen::Game
            || self.game.is_over()
            || self.ai.pending.is_some()
            || self.waiting
            || self.paused
        {
            return;
        }
        if let Some(player) = self.setup.computer_for(pos.side) {
            self.ai
                .think(pos, player, self.prefs.willy_ms, self.seed, dom::now_ms());
            self.refresh();
        }
    }

    /// Handles a worker message or failure.
    fn heard(&mut self, heard: Heard) {
        match heard {
            Heard::Message(FromWorker::Ready { .. }) => {
                self.ai.ready = true;
                self.think_if_computer();
                self.refresh();
            }
            Heard::Message(FromWorker::Best { id, best, .. }) => {
                if let Some(sent) = self.ai.accept(id) {
                    self.schedule_computer_move(best, sent);
                }
            }
            Heard::Message(FromWorker::Failed { id, message }) if self.ai.accept(id).is_some() => {
                view::alert(&format!("The computer could not move: {message}"), true);
                self.refresh();
            }
            Heard::Message(_) => {}
            Heard::Died(why) => {
                self.ai.died(why.clone());
                view::alert(
                    &format!("The computer player stopped working ({why}). Your game is safe."),
                    true,
                );
                self.refresh();
            }
        }
    }

    /// Plays the computer's answer after a short visible beat, unless the game changed meanwhile.
    fn schedule_computer_move(&mut self, best: Move, sent: f64) {
        let (epoch, ply) = (self.epoch, self.game.moves().len());
        let delay = (BEAT_MS - (dom::now_ms() - sent)).max(0.0);
        self.waiting = true;
        input::after(delay, move || {
            with(|app| {
                app.waiting = false;
                if app.epoch == epoch && app.game.moves().len() == ply {
                    if let Move::Play(sq) = best {
                        app.play(sq);
                    }
                }
                app.refresh();
            });
        });
    }

    /// Opens the game in the page address (`#f5d6c3`) between two humans. A broken link gets a message
    /// and changes nothing.
    pub fn open_link(&mut self) {
        let hash = dom::window().location().hash().unwrap_or_default();
        let text = hash.trim_start_matches('#');
        if text.is_empty() {
            return;
        }
        let text = js_sys::decode_uri_component(text)
            .map(String::from)
            .unwrap_or_else(|_| text.to_string());
        match Game::from_transcript(&text) {
            Ok(game) => {
                self.replace_game(game, Setup::humans());
                view::announce(&format!(
                    "Opened the game from the link. {}",
                    view::status_text(self)
                ));
            }
            Err(e) => view::alert(
                &format!("The game in this link could not be opened: {e}"),
                false,
            ),
        }
    }

    /// Pauses or resumes a watch game.
    pub fn toggle_pause(&mut self) {
        self.paused = !self.paused;
        view::announce(if self.paused { "Paused." } else { "Resumed." });
        self.refresh();
        self.think_if_computer();
    }

    /// Restarts a dead worker (the Retry button).
    pub fn retry_worker(&mut self) {
        self.ai.spawn(on_heard);
        self.refresh();
    }
}
