//! The game flow: new games, moves with their sounds and words, the computer's turn through the
//! worker, pauses, and the end of the game.
//!
//! The computer's turn is a [`Job::Move`](super::model::Job) (started by
//! [`jobs::think_if_computer`] with a [`Msg::Beat`](super::Msg) timer): its move is played when both
//! the answer and the beat are in, so the player always sees the computer "think" for a moment.
//! Anything that replaces the game (New, Load, Continue, a link) or leaves it (Exit) stops the job:
//! its answer will not match, and a busy worker is replaced so that the next search starts at once.
//!
//! A game on a clock ([`clock`](super::clock)) also ends when a side's time runs out ([`time_up`]):
//! that side loses, whatever the board says.

use super::effect::{Effect, Focus, Sound};
use super::model::{
    Flip, Job, JobKind, Model, MoveJob, MoveSearch, Running, Screen, CHARACTER_DEVIATION, FLIP_MS,
};
use super::ops::{move_sound, remember, replace_game, say, show, sound};
use super::scenes::{self, Outcome};
use super::text::{result_phrase, turn_phrase};
use super::trophies::Trophy;
use super::words::{band_phrase, phrase, Phrase, Value};
use super::{clock, jobs, mine};
use ethello_engine::balanced::balanced_start;
use ethello_engine::{Bitboard, Color, Game, Move, Played, Square, TOP_LEVEL};
use ethello_model::protocol::FromWorker;
use ethello_model::setup::{Character, Clocks};
use ethello_model::training::ladder;

/// Starts a game with the options form's setup, introducing a character opponent; with a computer
/// playing and "Balanced start" on, from a random even opening 6 to 10 moves in; on the clock
/// chosen, if any.
pub(super) fn new_game(m: &mut Model, fx: &mut Vec<Effect>) {
    let (setup, names) = m.menus.form.game_setup(&m.words.default_names());
    m.game.level = m.prefs.willy_level;
    let computer = setup
        .computer(Color::Black)
        .or(setup.computer(Color::White));
    let game = match m.menus.form.balanced && computer.is_some() {
        true => balanced_start(&mut m.rng),
        false => Game::new(),
    };
    let clocks = m.prefs.time_control().map(Clocks::new);
    replace_game(m, game, setup, names, clocks, fx);
    sound(m, Sound::Start, fx);
    m.scene = setup
        .opponent()
        .map(|(character, _)| scenes::intro(character));
    if m.scene.is_some() {
        fx.push(Effect::Focus(Focus::SceneButton));
    }
    say(fx, phrase::say_new_game(turn_phrase(m)));
}

/// Leaves the game for the title screen; the game stays, in case the player comes back (its
/// clocks stop, and are stored as they are for Continue).
pub(super) fn exit(m: &mut Model, fx: &mut Vec<Effect>) {
    jobs::stop_kind(m, JobKind::Move, fx);
    show(m, Screen::Title);
    if m.game.clock.is_some() {
        remember(m, fx);
    }
}

/// A click or Enter on `sq`: plays it when a human may, otherwise changes nothing.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    if m.clickable().contains(sq) {
        play(m, sq, fx);
    }
}

/// Plays a legal square for the side to move, with animation, words and sounds.
fn play(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let Ok(played) = m.game.record.play(sq) else {
        return;
    };
    clock::moved(m, played.color);
    jobs::forget_hints_and_review(m, fx);
    m.hover = None;
    animate(m, played.flips, fx);
    let color = Phrase::color(played.color);
    let mut said = vec![phrase::say_plays(color, &sq, &played.flips.count())];
    if let Some(passer) = played.passed {
        said.push(phrase::say_passes(Phrase::color(passer)));
        if m.game.setup.computer(passer).is_none() && !m.game.record.is_over() {
            m.game.pass_notice = Some(passer);
            said.push(phrase::say_press_pass());
            fx.push(Effect::Focus(Focus::PassButton));
        }
    }
    if m.game.record.is_over() {
        said.push(result_phrase(m));
    }
    say(
        fx,
        Phrase::joined(said.into_iter().map(Value::Phrase).collect()),
    );
    remember(m, fx);
    sounds_for(m, &played, fx);
    if m.game.record.is_over() {
        game_over(m, fx);
    }
    jobs::think_if_computer(m, fx);
}

/// Starts the flip animation (none when the player asked for less motion). One frame loop runs
/// while `flip` is set, so a new flip during an old one restarts it without a second loop.
fn animate(m: &mut Model, discs: Bitboard, fx: &mut Vec<Effect>) {
    if m.prefs.reduced_motion {
        m.game.flip = None;
        return;
    }
    if m.game.flip.is_none() {
        fx.push(Effect::NextFrame);
    }
    m.game.flip = Some(Flip {
        discs,
        started: None,
        progress: 0.0,
    });
}

/// An animation frame: the flip goes on until [`FLIP_MS`] after its first frame.
pub(super) fn frame(m: &mut Model, now: f64, fx: &mut Vec<Effect>) {
    let Some(flip) = m.game.flip.as_mut() else {
        return;
    };
    let started = *flip.started.get_or_insert(now);
    flip.progress = (now - started) / FLIP_MS;
    if flip.progress >= 1.0 {
        m.game.flip = None;
    } else {
        fx.push(Effect::NextFrame);
    }
}

/// The move's sound, and a corner's gloat (computer) or congratulations (human).
fn sounds_for(m: &Model, played: &Played, fx: &mut Vec<Effect>) {
    sound(m, move_sound(played.color), fx);
    if Bitboard::CORNERS.contains(played.square) {
        let by_computer = m.game.setup.computer(played.color).is_some();
        let corner = if by_computer {
            Sound::CornerGloat
        } else {
            Sound::CornerCongrats
        };
        sound(m, corner, fx);
    }
}

/// A side's time ran out (the clock's flag fell): that side loses, and the game ends as any
/// other, with its words, sound, trophy and scene; the computer stops thinking.
pub(super) fn time_up(m: &mut Model, loser: Color, fx: &mut Vec<Effect>) {
    jobs::stop_kind(m, JobKind::Move, fx);
    jobs::stop_kind(m, JobKind::Hints, fx);
    m.game.hints = None;
    m.game.pass_notice = None;
    m.hover = None;
    let time_up = phrase::say_time_up(Phrase::color(loser));
    say(
        fx,
        Phrase::joined(vec![
            Value::Phrase(time_up),
            Value::Phrase(result_phrase(m)),
        ]),
    );
    remember(m, fx);
    game_over(m, fx);
}

/// The end: the result's sound and, against a character, the prize or the penalty.
fn game_over(m: &mut Model, fx: &mut Vec<Effect>) {
    mine::ended_here(m, fx);
    let winner = m.winner();
    let Some((character, computer)) = m.game.setup.opponent() else {
        sound(m, winner.map_or(Sound::Draw, |_| Sound::Win), fx);
        return;
    };
    let (outcome, result) = match winner {
        Some(w) if w == computer => (Outcome::Lost, Sound::Loss),
        Some(_) => (Outcome::Won, Sound::Win),
        None => (Outcome::Draw, Sound::Draw),
    };
    sound(m, result, fx);
    let trophy = trophy(m, character, computer, outcome);
    m.trophies.push(trophy.clone());
    fx.push(Effect::AddTrophy(trophy));
    let rated = rate(m, character, outcome, fx);
    let mut scene = scenes::ending(character, outcome);
    if let Some(loser) = m.lost_on_time() {
        let time = match loser == computer {
            true => phrase::scene_his_time(),
            false => phrase::scene_your_time(),
        };
        scene.detail.insert(0, time);
    }
    if character == Character::Willy {
        scene.detail.push(level_words(m.game.level));
        scene.detail.extend(adapt(m, outcome, fx));
    }
    if m.game.hinted {
        scene.detail.push(phrase::scene_hinted());
    }
    scene.detail.extend(rated);
    m.scene = Some(scene);
    fx.push(Effect::Focus(Focus::SceneButton));
}

/// A finished game against `character` (at the game's level), played without hints, counts for
/// the player's rating against the character's; returns the words for the ending ("Your rating:
/// 1480 ± 90.", or none for a game with hints).
fn rate(
    m: &mut Model,
    character: Character,
    outcome: Outcome,
    fx: &mut Vec<Effect>,
) -> Option<Phrase> {
    let elo = ladder::elo(m.player_of(character)).filter(|_| !m.game.hinted)?;
    let score = match outcome {
        Outcome::Won => 1.0,
        Outcome::Draw => 0.5,
        Outcome::Lost => 0.0,
    };
    m.train.rate(f64::from(elo), CHARACTER_DEVIATION, score);
    fx.push(Effect::StoreProgress(m.train.stored()));
    let rating = m.train.progress.rating.shown();
    Some(phrase::scene_rating(&rating))
}

/// "He played at level 3 (club player)." or "He played at full strength (level 12)."
fn level_words(level: u8) -> Phrase {
    match level {
        TOP_LEVEL => phrase::scene_level_top(&level),
        l => phrase::scene_level(&l, band_phrase(l)),
    }
}

/// "Adapt to me": after a game against Slick Willy his level moves one step up after a win, one
/// down after a loss (remembered); returns the words for the ending.
fn adapt(m: &mut Model, outcome: Outcome, fx: &mut Vec<Effect>) -> Option<Phrase> {
    if !m.prefs.adapt {
        return None;
    }
    let next = match outcome {
        Outcome::Won => (m.game.level + 1).min(TOP_LEVEL),
        Outcome::Lost => m.game.level.saturating_sub(1).max(1),
        Outcome::Draw => m.game.level,
    };
    m.prefs.willy_level = next;
    fx.push(Effect::StorePrefs(m.prefs.clone()));
    Some(match next == m.game.level {
        true => phrase::scene_next_same(&next),
        false => phrase::scene_next(&next, band_phrase(next)),
    })
}

/// The shelf's record of a finished game against `character`, who played `computer`, with the
/// disc counts the status line showed.
fn trophy(m: &Model, character: Character, computer: Color, outcome: Outcome) -> Trophy {
    let position = m.game.record.position();
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
        hints: m.game.hinted,
        level: (character == Character::Willy && m.game.level < TOP_LEVEL).then_some(m.game.level),
    }
}

/// A reply from the worker of `slot` to the move job `id` (the update routed it here by its id).
pub(super) fn heard(m: &mut Model, slot: usize, message: FromWorker, fx: &mut Vec<Effect>) {
    match message {
        FromWorker::Best {
            id,
            best,
            depth,
            nodes,
            exact,
            ..
        } => {
            let now = m.now_ms as u64;
            if let Some(mv) = move_job(m, id) {
                mv.answer = Some(best);
                let ms = now.saturating_sub(mv.started_ms);
                m.worker.last_move = Some(MoveSearch {
                    depth,
                    nodes,
                    exact,
                    ms,
                    workers: 1,
                });
                // Willy's time bank, in the page, hears a searched move's time (not a book move's).
                if depth > 0 || nodes > 0 {
                    jobs::move_spent(m, ms);
                }
            }
        }
        FromWorker::Split { id, done } => jobs::split_heard(m, slot, id, done, fx),
        FromWorker::Failed { id, message } => {
            jobs::done(m, id);
            m.alert(phrase::alert_no_move(&message), true);
            return;
        }
        _ => {}
    }
    finish_if_ready(m, fx);
}

/// The move job of request `id`, if that is the job in flight.
fn move_job(m: &mut Model, id: u32) -> Option<&mut MoveJob> {
    match m.worker.running.as_mut().filter(|r| r.id == id) {
        Some(Running {
            job: Job::Move(mv), ..
        }) => Some(mv),
        _ => None,
    }
}

/// The beat of request `id` is over: its move is played if the answer is in.
pub(super) fn beat(m: &mut Model, id: u32, fx: &mut Vec<Effect>) {
    if let Some(mv) = move_job(m, id) {
        mv.beat_over = true;
        finish_if_ready(m, fx);
    }
}

/// The deadline of the split move `id`: its search stops with the best move so far.
pub(super) fn deadline(m: &mut Model, id: u32, fx: &mut Vec<Effect>) {
    jobs::split_deadline(m, id, fx);
    finish_if_ready(m, fx);
}

/// Plays the move job's answer once it is in, the beat is over and no worker still answers a task
/// of it (a split search's last tasks, about to stop).
fn finish_if_ready(m: &mut Model, fx: &mut Vec<Effect>) {
    let ready = m
        .worker
        .move_job()
        .is_some_and(|mv| mv.answer.is_some() && mv.beat_over);
    if !ready || m.worker.busy() {
        return;
    }
    let answer = m.worker.move_job().and_then(|mv| mv.answer);
    jobs::stop(m, fx);
    if let Some(Move::Play(sq)) = answer {
        play(m, sq, fx);
    }
}

/// The Pass button: the human who had no move has seen it; play goes on.
pub(super) fn confirm_pass(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.game.pass_notice.take().is_some() {
        say(fx, turn_phrase(m));
        fx.push(Effect::Focus(Focus::Board(m.focus)));
        jobs::think_if_computer(m, fx);
    }
}

/// Pauses or resumes a watch game. An answer already on its way still lands; then nothing more.
pub(super) fn toggle_pause(m: &mut Model, fx: &mut Vec<Effect>) {
    m.game.paused = !m.game.paused;
    let said = if m.game.paused {
        phrase::say_paused()
    } else {
        phrase::say_resumed()
    };
    say(fx, said);
    jobs::think_if_computer(m, fx);
}
