//! The game flow: new games, moves with their sounds and words, the computer's turn through the
//! worker, pauses, and the end of the game.
//!
//! The computer's turn: when a character is to move and the worker is ready, one request is posted
//! together with a [`Msg::Beat`] timer of [`BEAT_MS`]. Its move is played when both the answer and
//! the beat are in, so the player always sees the computer "think" for a moment. Anything that
//! replaces the game (New, Load, Continue, a link) or leaves it (Exit) cancels the request: its
//! answer will not match, and a busy worker is replaced so that the next search starts at once.

use super::effect::{Effect, Focus, Sound};
use super::model::{Flip, Model, Request, Screen, BEAT_MS, FLIP_MS};
use super::msg::Msg;
use super::ops::{alert, move_sound, remember, say, show, sound};
use super::scenes::{self, Outcome};
use super::text::{result_text, turn_text};
use super::trophies::Trophy;
use super::{analysis, hints};
use crate::engine::{Bitboard, Color, Game, Move, Played, Square};
use crate::protocol::{FromWorker, ToWorker};
use crate::setup::{Character, Names, Setup};

/// Starts a game with the options form's setup, introducing a character opponent.
pub(super) fn new_game(m: &mut Model, fx: &mut Vec<Effect>) {
    let (setup, names) = m.form.game_setup();
    replace_game(m, Game::new(), setup, names, fx);
    sound(m, Sound::Start, fx);
    m.scene = setup
        .opponent()
        .map(|(character, _)| scenes::intro(character));
    if m.scene.is_some() {
        fx.push(Effect::Focus(Focus::SceneButton));
    }
    say(fx, &format!("New game. {}", turn_text(m)));
}

/// Puts a game on the board (new, loaded, continued or from a link) and lets the computer move if
/// it is its turn.
pub(super) fn replace_game(
    m: &mut Model,
    game: Game,
    setup: Setup,
    names: Names,
    fx: &mut Vec<Effect>,
) {
    cancel(m, fx);
    analysis::forget(m, fx);
    hints::forget(m, fx);
    m.hinted = false;
    m.from_file = false;
    m.games += 1;
    m.paused = false;
    m.game = game;
    m.setup = setup;
    m.names = names;
    m.review = None;
    m.hover = None;
    m.flip = None;
    // The seed crosses to the worker as a JavaScript number: it must fit in 53 bits.
    m.seed = m.rng.next_u64() >> 11;
    remember(m, fx);
    show(m, Screen::Game);
    think_if_computer(m, fx);
}

/// Leaves the game for the title screen; the game stays, in case the player comes back.
pub(super) fn exit(m: &mut Model, fx: &mut Vec<Effect>) {
    cancel(m, fx);
    show(m, Screen::Title);
}

/// A click or Enter on `sq`: plays it when a human may, otherwise changes nothing.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    if m.clickable().contains(sq) {
        play(m, sq, fx);
    }
}

/// Plays a legal square for the side to move, with animation, words and sounds.
fn play(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let Ok(played) = m.game.play(sq) else {
        return;
    };
    hints::forget(m, fx);
    analysis::forget(m, fx);
    m.hover = None;
    animate(m, played.flips, fx);
    let mut words = format!(
        "{} plays {sq}, flipping {}.",
        played.color,
        played.flips.count()
    );
    if let Some(passer) = played.passed {
        words.push_str(&format!(" {passer} has no move and passes."));
    }
    if m.game.is_over() {
        words.push(' ');
        words.push_str(&result_text(m));
    }
    say(fx, &words);
    remember(m, fx);
    sounds_for(m, &played, fx);
    if m.game.is_over() {
        game_over(m, fx);
    }
    think_if_computer(m, fx);
}

/// Starts the flip animation (none when the player asked for less motion). One frame loop runs
/// while `flip` is set, so a new flip during an old one restarts it without a second loop.
fn animate(m: &mut Model, discs: Bitboard, fx: &mut Vec<Effect>) {
    if m.reduced_motion {
        m.flip = None;
        return;
    }
    if m.flip.is_none() {
        fx.push(Effect::NextFrame);
    }
    m.flip = Some(Flip {
        discs,
        started: None,
        progress: 0.0,
    });
}

/// An animation frame: the flip goes on until [`FLIP_MS`] after its first frame.
pub(super) fn frame(m: &mut Model, now: f64, fx: &mut Vec<Effect>) {
    let Some(flip) = m.flip.as_mut() else {
        return;
    };
    let started = *flip.started.get_or_insert(now);
    flip.progress = (now - started) / FLIP_MS;
    if flip.progress >= 1.0 {
        m.flip = None;
    } else {
        fx.push(Effect::NextFrame);
    }
}

/// The move's sound, and a corner's gloat (computer) or congratulations (human).
fn sounds_for(m: &Model, played: &Played, fx: &mut Vec<Effect>) {
    sound(m, move_sound(played.color), fx);
    if Bitboard::CORNERS.contains(played.square) {
        let by_computer = m.setup.computer(played.color).is_some();
        let corner = if by_computer {
            Sound::CornerGloat
        } else {
            Sound::CornerCongrats
        };
        sound(m, corner, fx);
    }
}

/// The end: the result's sound and, against a character, the prize or the penalty.
fn game_over(m: &mut Model, fx: &mut Vec<Effect>) {
    let score = m.game.position().black_score();
    let Some((character, computer)) = m.setup.opponent() else {
        sound(m, if score == 0 { Sound::Draw } else { Sound::Win }, fx);
        return;
    };
    let human_score = match computer {
        Color::Black => -score,
        Color::White => score,
    };
    let (outcome, result) = match human_score {
        s if s > 0 => (Outcome::Won, Sound::Win),
        s if s < 0 => (Outcome::Lost, Sound::Loss),
        _ => (Outcome::Draw, Sound::Draw),
    };
    sound(m, result, fx);
    let trophy = trophy(m, character, computer, outcome);
    m.trophies.push(trophy.clone());
    fx.push(Effect::AddTrophy(trophy));
    let mut scene = scenes::ending(character, outcome);
    if m.hinted {
        scene.detail.push_str(" You played with hints on.");
    }
    m.scene = Some(scene);
    fx.push(Effect::Focus(Focus::SceneButton));
}

/// The shelf's record of a finished game against `character`, who played `computer`, with the
/// disc counts the status line showed.
fn trophy(m: &Model, character: Character, computer: Color, outcome: Outcome) -> Trophy {
    let position = m.game.position();
    let (black, white) = (position.black().count(), position.white().count());
    let (human, computer) = match computer {
        Color::Black => (white, black),
        Color::White => (black, white),
    };
    Trophy {
        character,
        outcome,
        human: human as u8,
        computer: computer as u8,
        date: None,
        hints: m.hinted,
    }
}

/// Asks the worker for a move when a character is to move (and the game is shown, not over, not
/// paused, and no request is in flight). Before the worker's Ready nothing is posted; Ready calls
/// this again.
pub(super) fn think_if_computer(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.screen != Screen::Game || m.game.is_over() || m.paused || !m.worker.free() {
        return;
    }
    let Some(character) = m.computer_to_move() else {
        return;
    };
    let id = m.worker.take_id();
    m.worker.pending = Some(Request {
        id,
        character,
        answer: None,
        beat_over: false,
    });
    fx.push(Effect::Post(ToWorker::Think {
        id,
        position: m.game.position(),
        player: character.player(),
        willy_ms: m.prefs.willy_ms,
        seed: m.seed,
    }));
    fx.push(Effect::After {
        ms: BEAT_MS,
        msg: Box::new(Msg::Beat { id }),
    });
}

/// Forgets the request in flight; a worker still searching is replaced, so the next request starts
/// at once instead of after the old search.
fn cancel(m: &mut Model, fx: &mut Vec<Effect>) {
    if let Some(request) = m.worker.pending.take() {
        if request.answer.is_none() {
            spawn_worker(m, fx);
        }
    }
}

/// Stops the worker's hints or review, if one runs, by replacing the worker.
pub(super) fn stop_job(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.worker.job.take().is_some() {
        spawn_worker(m, fx);
    }
}

/// Starts a new worker; replies from the old one are ignored from now on.
pub(super) fn spawn_worker(m: &mut Model, fx: &mut Vec<Effect>) {
    let w = &mut m.worker;
    w.generation += 1;
    w.ready = false;
    w.dead = None;
    w.pending = None;
    w.job = None;
    fx.push(Effect::SpawnWorker {
        generation: w.generation,
    });
}

/// A message from the current worker.
pub(super) fn heard(m: &mut Model, message: FromWorker, fx: &mut Vec<Effect>) {
    match message {
        FromWorker::Ready { .. } => {
            m.worker.ready = true;
            think_if_computer(m, fx);
        }
        FromWorker::Best { id, best, .. } => {
            if let Some(request) = m.worker.pending.as_mut().filter(|r| r.id == id) {
                request.answer = Some(best);
                if request.beat_over {
                    finish(m, fx);
                }
            }
        }
        FromWorker::Failed { id, message } if pending_id(m) == Some(id) => {
            m.worker.pending = None;
            alert(m, format!("The computer could not move: {message}"), true);
        }
        FromWorker::Failed { id, message } if m.worker.job == Some(id) => {
            analysis::failed(m, id, &message);
            hints::heard(m, id, Vec::new(), 0, true);
        }
        FromWorker::Hints {
            id,
            hints: list,
            depth,
            done,
        } => hints::heard(m, id, list, depth, done),
        FromWorker::Scored { id, index, score } => analysis::scored(m, id, index, score),
        FromWorker::Reviewed { id } => analysis::finished(m, id, fx),
        FromWorker::Failed { .. }
        | FromWorker::Progress { .. }
        | FromWorker::PerftDone { .. }
        | FromWorker::EvalBenchDone { .. } => {}
    }
}

/// The id of the request in flight.
fn pending_id(m: &Model) -> Option<u32> {
    m.worker.pending.as_ref().map(|r| r.id)
}

/// The beat of request `id` is over: its move is played if the answer is in.
pub(super) fn beat(m: &mut Model, id: u32, fx: &mut Vec<Effect>) {
    if let Some(request) = m.worker.pending.as_mut().filter(|r| r.id == id) {
        request.beat_over = true;
        if request.answer.is_some() {
            finish(m, fx);
        }
    }
}

/// Plays the answer of the request in flight (both the answer and the beat are in).
fn finish(m: &mut Model, fx: &mut Vec<Effect>) {
    let answer = m.worker.pending.take().and_then(|r| r.answer);
    if let Some(Move::Play(sq)) = answer {
        play(m, sq, fx);
    }
}

/// The worker failed to start or crashed: the game is kept and Retry is offered.
pub(super) fn died(m: &mut Model, why: String, fx: &mut Vec<Effect>) {
    m.worker.ready = false;
    m.worker.pending = None;
    m.worker.job = None;
    m.hints = None;
    if let Some(a) = m.analysis.as_mut() {
        a.id = None;
    }
    m.worker.dead = Some(why.clone());
    fx.push(Effect::StopWorker);
    alert(
        m,
        format!("The computer player stopped working ({why}). Your game is safe."),
        true,
    );
}

/// Pauses or resumes a watch game. An answer already on its way still lands; then nothing more.
pub(super) fn toggle_pause(m: &mut Model, fx: &mut Vec<Effect>) {
    m.paused = !m.paused;
    say(fx, if m.paused { "Paused." } else { "Resumed." });
    think_if_computer(m, fx);
}
