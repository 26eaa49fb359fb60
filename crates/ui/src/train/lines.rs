//! The opening trainer: the computer plays book moves (variety weighted by their values), the
//! player must answer within [`LINE_MARGIN`] discs of the book's best. The first answer outside
//! that stops the line and shows the better moves; reaching the end of the book, or move
//! [`LINE_MOVES`], learns it. A missed line comes back (spaced repetition) before new ones.
//!
//! The book lives in the worker ([`Job::Book`]: the book's moves of a position with their values);
//! a move outside the book is judged by the worker's values of every move ([`values`]).

use super::super::effect::Effect;
use super::super::jobs;
use super::super::model::{
    Drill, Job, Model, OpeningRun, OpeningState, Question, Screen, LINE_MARGIN, LINE_MOVES,
};
use super::super::ops::{move_sound, open_drill, say, show, sound};
use super::record::store;
use super::{values, words};
use crate::phrase;
use ethello_engine::hints::Hint;
use ethello_engine::{openings, Game, Square};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::training::progress::MissedLine;
use ethello_model::training::repetition::Schedule;

/// The time the worker spends valuing the moves of a position left out of the book.
const VALUES_MS: u64 = 1500;
/// The temperature of the computer's choice among the book's moves, in discs: a move `L` below
/// the best is played with weight `exp(-L / T)`.
const VARIETY: f64 = 1.0;

/// Starts a line: a missed line that is due first, else the trainer's choice.
pub(super) fn open(m: &mut Model, fx: &mut Vec<Effect>) {
    let today = m.train.today;
    let due = m
        .train
        .progress
        .lines
        .missed
        .iter()
        .position(|l| l.schedule.is_due(today));
    let (game, player, again) = match due {
        Some(i) => {
            let moves = &m.train.progress.lines.missed[i].moves;
            let game = Game::from_transcript(moves).unwrap_or_default();
            let player = game.position().side;
            (game, player, Some(i))
        }
        None => {
            let choice = m.train.line;
            let opening = choice.opening.and_then(|i| openings::all().get(i));
            let line = opening.map_or("", |o| o.moves);
            (
                Game::from_transcript(line).unwrap_or_default(),
                choice.player,
                None,
            )
        }
    };
    let run = OpeningRun {
        opening: openings::name_of(&game),
        state: state_for(&game, player),
        game,
        player,
        again,
        book: None,
        values: None,
    };
    let prompt = words::line_started(&run);
    open_drill(m, Drill::Opening(run), prompt, fx);
}

/// Whose turn it is on `game` for a line played by `player`.
fn state_for(game: &Game, player: ethello_engine::Color) -> OpeningState {
    match game.position().side == player {
        true => OpeningState::Player,
        false => OpeningState::Computer,
    }
}

/// The worker is asked for the book's moves of the position on the board (or for the values of
/// every move, while a move outside the book is judged), unless they are here.
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(Drill::Opening(run)) = &m.train.drill else {
        return;
    };
    let position = run.game.position();
    match run.state {
        OpeningState::Computer | OpeningState::Player if run.book.is_none() => {
            let request = |id| ToWorker::Book { id, position };
            jobs::start(m, Job::Book { position }, request, fx);
        }
        OpeningState::Judging(_) if run.values.is_none() => {
            if let Some(Drill::Opening(run)) = &mut m.train.drill {
                run.values = Some(Vec::new());
            }
            values::ask(m, position, VALUES_MS, fx);
        }
        _ => {}
    }
}

/// The book's moves came: the computer plays one, or the line is learned when the book ends (or
/// the line is long enough).
pub(super) fn heard_book(m: &mut Model, message: FromWorker, fx: &mut Vec<Effect>) {
    let FromWorker::Book { moves, .. } = message else {
        if let FromWorker::Failed { message, .. } = message {
            // The line cannot go on: it is neither learned nor missed.
            m.train.drill = None;
            show(m, Screen::Train);
            m.alert(words::book_failed(&message), false);
        }
        return;
    };
    let Some(Drill::Opening(run)) = &mut m.train.drill else {
        return;
    };
    let ended = moves.is_empty() || run.game.moves().len() >= LINE_MOVES;
    run.book = Some(moves.clone());
    if ended {
        return finish(m, true, fx);
    }
    if run.state == OpeningState::Computer {
        let pick = weighted(&moves, m.rng.next_u64());
        play(m, pick, fx);
    }
}

/// The values of every move came: the move being judged is accepted or stops the line.
pub(super) fn heard_values(m: &mut Model, message: FromWorker, fx: &mut Vec<Effect>) {
    let Some((pass, ready)) = values::heard(message) else {
        return;
    };
    let Some(Drill::Opening(run)) = &mut m.train.drill else {
        return;
    };
    if let Some((hints, _)) = pass {
        run.values = Some(hints);
    }
    let (true, OpeningState::Judging(sq)) = (ready, run.state) else {
        return;
    };
    let (best, value) = values::best_and(run.values.as_deref().unwrap_or(&[]), sq);
    match (value, best) {
        (Some(v), Some(b)) if v < b - LINE_MARGIN => missed(m, sq, v, fx),
        _ => play(m, sq, fx),
    }
}

/// A square played by the player: a book move (within the book's margin of its best) goes on; any
/// other is judged by the worker's values.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let Some(Drill::Opening(run)) = &mut m.train.drill else {
        return;
    };
    if run.state != OpeningState::Player || !run.game.position().board.is_legal(sq) {
        return;
    }
    let in_book = run
        .book
        .as_ref()
        .is_some_and(|b| b.iter().any(|h| h.square == sq));
    if in_book {
        return play(m, sq, fx);
    }
    run.state = OpeningState::Judging(sq);
    run.values = None;
    say(fx, phrase::train_judging());
}

/// Plays `sq` for the side to move; the line then goes on with the other side, or ends.
fn play(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let Some(Drill::Opening(run)) = &mut m.train.drill else {
        return;
    };
    let side = run.game.position().side;
    if run.game.play(sq).is_err() {
        return;
    }
    sound(m, move_sound(side), fx);
    let Some(Drill::Opening(run)) = &mut m.train.drill else {
        return;
    };
    run.book = None;
    run.values = None;
    run.opening = openings::name_of(&run.game).or(run.opening);
    run.state = state_for(&run.game, run.player);
    let text = words::line_move(side, sq, run);
    if run.game.is_over() || run.game.moves().len() >= LINE_MOVES {
        return finish(m, true, fx);
    }
    say(fx, text);
}

/// The player's answer `sq`, worth `value`, was too far below the best: the line stops, and comes
/// back; the move is explained against the book's best (the best value when the book has none).
fn missed(m: &mut Model, sq: Square, value: i32, fx: &mut Vec<Effect>) {
    let Some(Drill::Opening(run)) = &mut m.train.drill else {
        return;
    };
    run.state = OpeningState::Missed(sq, value);
    let best = run.book.as_ref().and_then(|b| b.first()).copied();
    let valued = run.values.as_deref().unwrap_or(&[]);
    let best = best.or_else(|| valued.iter().max_by_key(|h| h.score).copied());
    m.why.ask(Question {
        position: run.game.position(),
        played: sq,
        vs: best.map(|h| h.square).filter(|&b| b != sq),
    });
    say(fx, words::line_missed(run, sq, value));
    finish(m, false, fx);
}

/// The line ends: learned (`true`) or missed; the record follows, and a line played again moves in
/// the spaced repetition.
fn finish(m: &mut Model, learned: bool, fx: &mut Vec<Effect>) {
    let today = m.train.today;
    let Some(Drill::Opening(run)) = &mut m.train.drill else {
        return;
    };
    if learned {
        run.state = OpeningState::Learned;
        say(fx, words::line_learned(run));
    }
    let lines = &mut m.train.progress.lines;
    match run.again {
        Some(i) => {
            if let Some(line) = lines.missed.get_mut(i) {
                line.schedule = line.schedule.after(today, learned);
                if line.schedule.learned() {
                    lines.missed.remove(i);
                }
            }
        }
        None if !learned => lines.missed.push(MissedLine {
            moves: run.game.transcript(),
            schedule: Schedule::missed(today),
        }),
        None => {}
    }
    if learned {
        lines.learned += 1;
    }
    store(m, fx);
}

/// A book move drawn with weight `exp(-L / VARIETY)` for a move `L` discs below the best, by `r`.
fn weighted(moves: &[Hint], r: u64) -> Square {
    let best = moves.iter().map(|h| h.score).max().unwrap_or(0);
    let weights: Vec<f64> = moves
        .iter()
        .map(|h| (-f64::from(best - h.score) / VARIETY).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = (r >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (h, w) in moves.iter().zip(&weights) {
        if x < *w {
            return h.square;
        }
        x -= w;
    }
    moves[moves.len() - 1].square
}
