//! Small steps that several handlers share: words, sounds, the screen, putting a game on the board,
//! and keeping the game in browser storage. Below the handlers, above [`jobs`](super::jobs).

use super::effect::{Effect, Focus, Sound};
use super::jobs;
use super::model::{Drill, GameClock, Model, Screen, StudyBoard};
use super::words::Phrase;
use ethello_engine::{Color, Game};
use ethello_model::savefile::{SaveGame, Settings};
use ethello_model::setup::{Character, Clocks, Names, Setup};

/// Puts a game on the board (new, loaded, continued or from a link), on `clocks` if it is played
/// on a clock, and lets the computer move if it is its turn, Slick Willy at `m.game.level` (set it
/// first). Whatever the worker did for the old game stops.
pub(super) fn replace_game(
    m: &mut Model,
    game: Game,
    setup: Setup,
    names: Names,
    clocks: Option<Clocks>,
    fx: &mut Vec<Effect>,
) {
    jobs::stop(m, fx);
    jobs::forget_hints_and_review(m, fx);
    m.game.hinted = false;
    m.game.from_file = false;
    m.games += 1;
    m.game.paused = false;
    m.game.record = game;
    m.game.setup = setup;
    m.game.names = names;
    m.game.replay = None;
    m.hover = None;
    m.game.flip = None;
    m.game.pass_notice = None;
    m.game.clock = clocks.map(GameClock::new);
    // The seed crosses to the worker as a JavaScript number: it must fit in 53 bits.
    m.game.seed = m.rng.next_u64() >> 11;
    remember(m, fx);
    show(m, Screen::Game);
    jobs::think_if_computer(m, fx);
}

/// Opens the analysis board on `line` at its position after `ply` moves. Whatever the worker did
/// stops (a character's move is asked for again when the player goes back to the game).
pub(super) fn open_study(m: &mut Model, line: Game, ply: usize, fx: &mut Vec<Effect>) {
    jobs::stop(m, fx);
    m.study = StudyBoard::at(line, ply);
    m.hover = None;
    m.game.flip = None;
    if m.screen != Screen::Study {
        show(m, Screen::Study);
    }
}

/// Puts `drill` on the board: says `prompt`, shows the drill's screen and gives the board the focus
/// (a puzzle, a mistake or an opening line, `ui::train`).
pub(super) fn open_drill(m: &mut Model, drill: Drill, prompt: Phrase, fx: &mut Vec<Effect>) {
    say(fx, prompt);
    m.train.drill = Some(drill);
    m.hover = None;
    m.game.flip = None;
    show(m, Screen::Drill);
    fx.push(Effect::Focus(Focus::Board(m.focus)));
}

/// Shows a screen; Back from How to play or Options returns to the title or the game, from How
/// to play to the analysis board or the drill it was opened from, and from the weak spots to Train
/// or the drill.
pub(super) fn show(m: &mut Model, screen: Screen) {
    let from: &[Screen] = match screen {
        Screen::HowTo => &[Screen::Study, Screen::Drill],
        Screen::WeakSpots => &[Screen::Train, Screen::Drill],
        _ => &[],
    };
    if !from.is_empty() {
        m.menus.rules_from = Some(m.screen).filter(|s| from.contains(s));
    }
    if matches!(m.screen, Screen::Title | Screen::Game) {
        m.menus.back_to = m.screen;
    }
    m.screen = screen;
}

/// Back from How to play, Options or the weak spots (see [`show`]).
pub(super) fn back(m: &mut Model) {
    let opener = matches!(m.screen, Screen::HowTo | Screen::WeakSpots);
    let from = m.menus.rules_from.take().filter(|_| opener);
    show(m, from.unwrap_or(m.menus.back_to));
}

/// Words for screen readers, worded when said ([`update`](super::update) keeps the last in
/// [`Model::announced`]).
pub(super) fn say(fx: &mut Vec<Effect>, phrase: Phrase) {
    fx.push(Effect::Announce(phrase));
}

/// `sound`, unless sound is off.
pub(super) fn sound(m: &Model, sound: Sound, fx: &mut Vec<Effect>) {
    if !m.prefs.muted {
        fx.push(Effect::Sound(sound));
    }
}

/// The sound of a disc of `color` being placed.
pub(super) fn move_sound(color: Color) -> Sound {
    match color {
        Color::Black => Sound::MoveBlack,
        Color::White => Sound::MoveWhite,
    }
}

/// The save-file settings of the game on the board.
pub(super) fn settings(m: &Model) -> Settings {
    Settings {
        setup: m.game.setup,
        names: m.game.names.clone(),
        theme: m.prefs.theme,
    }
}

/// The file of the game on the board (without a time stamp), with its review when there is one
/// of the whole game, whether hints were used, and its clocks as they are now.
pub(super) fn save_game(m: &Model) -> SaveGame {
    let willy = [Color::Black, Color::White]
        .into_iter()
        .any(|c| m.game.setup.computer(c) == Some(Character::Willy));
    let save = SaveGame::from_game(&m.game.record, &settings(m), None)
        .with_hints_used(m.game.hinted)
        .with_level(willy.then_some(m.game.level))
        .with_clock(m.game.clock.map(|c| c.clocks));
    match m.game.review.as_ref() {
        Some(a) if a.scored() > 0 => save.with_review(&a.scores),
        _ => save,
    }
}

/// Writes the game in progress to browser storage (a finished or empty game is forgotten). Nothing
/// is written before a game was put on the board in this visit, so the stored one survives until
/// the player starts or continues one. An online game is the server's, never stored here.
pub(super) fn remember(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.games == 0 || m.online.is_some() {
        return;
    }
    m.stored = (!m.ended() && !m.game.record.moves().is_empty()).then(|| save_game(m).to_text());
    fx.push(Effect::StoreGame(m.stored.clone()));
}
