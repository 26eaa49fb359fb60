//! Puzzles on the board: the file fetched once, the stream, the daily puzzle, a puzzle by its id,
//! and a try (right, wrong, solved, the solution).

use std::rc::Rc;

use super::super::effect::{Effect, Sound};
use super::super::model::{Drill, Model, Origin, Puzzles, Question, Screen, Wanted};
use super::super::ops::{move_sound, open_drill, say, show, sound};
use super::record;
use super::words;
use ethello_engine::{Move, Square};
use ethello_model::training::pick;
use ethello_model::training::set::PuzzleSet;
use ethello_model::training::solving::{Answer, Solving};

/// Fetches the puzzle file unless it is here or on its way.
pub(super) fn fetch(m: &mut Model, fx: &mut Vec<Effect>) {
    if matches!(m.train.puzzles, Puzzles::NotAsked | Puzzles::Failed(_)) {
        m.train.puzzles = Puzzles::Loading;
        fx.push(Effect::FetchPuzzles);
    }
}

/// The puzzle file came: read it, and open what was asked for meanwhile.
pub(super) fn loaded(m: &mut Model, text: &str, fx: &mut Vec<Effect>) {
    match PuzzleSet::parse(text) {
        Ok(set) => {
            m.train.puzzles = Puzzles::Ready(Rc::new(set));
            if let Some(wanted) = m.train.wanted.take() {
                open(m, wanted, fx);
            }
        }
        Err(e) => failed(m, e.to_string()),
    }
}

/// The puzzle file could not be had: Train says why and offers to try again.
pub(super) fn failed(m: &mut Model, why: String) {
    m.train.wanted = None;
    m.train.puzzles = Puzzles::Failed(why);
}

/// Opens `wanted` now, or once the puzzles come (they are fetched if need be).
pub(super) fn want(m: &mut Model, wanted: Wanted, fx: &mut Vec<Effect>) {
    if m.train.set().is_some() {
        return open(m, wanted, fx);
    }
    m.train.wanted = Some(wanted);
    if m.screen != Screen::Train {
        show(m, Screen::Train);
    }
    fetch(m, fx);
}

/// Opens `wanted` from the puzzles that are here.
fn open(m: &mut Model, wanted: Wanted, fx: &mut Vec<Effect>) {
    let Some(set) = m.train.set().cloned() else {
        return;
    };
    let (puzzle, origin) = match wanted {
        Wanted::Next => {
            m.train.served += 1;
            let seed = m.train.served ^ m.seed;
            let p = pick::next(&set, &m.train.progress, &m.train.filter, seed);
            (p, Origin::Stream)
        }
        Wanted::Daily => (pick::daily(&set, m.train.today), Origin::Daily),
        Wanted::Puzzle(id) => (set.get(id), Origin::Link),
    };
    let Some(puzzle) = puzzle else {
        let text = match wanted {
            Wanted::Puzzle(id) => words::no_such_puzzle(&id.to_string()),
            _ => words::no_puzzle_left(),
        };
        m.alert(text, false);
        return;
    };
    let solving = Solving::new(puzzle.clone());
    let prompt = words::prompt(&m.words, &solving.puzzle);
    open_drill(m, Drill::Puzzle { solving, origin }, &prompt, fx);
}

/// A square played on the puzzle's board.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    let Some(Drill::Puzzle { solving, .. }) = &mut m.train.drill else {
        return;
    };
    let (player, before) = (solving.position.side, solving.position);
    let solution = solving.puzzle.steps.get(solving.step).map(|s| s.solution());
    let answer = solving.play(sq);
    let (first, id, rating) = (solving.first, solving.puzzle.id, solving.puzzle.rating);
    let text = match answer {
        Answer::Ignored => return,
        Answer::Right { reply } => {
            let after = solving.position;
            words::right(&m.words, sq, reply, after.side)
        }
        Answer::Solved => words::solved(&m.words, &solving.puzzle),
        Answer::Wrong { value, best } => words::wrong(&m.words, &solving.puzzle, sq, value, best),
    };
    sound(m, move_sound(player), fx);
    if let Answer::Right {
        reply: Move::Play(_),
    } = answer
    {
        sound(m, move_sound(player.opposite()), fx);
    }
    if matches!(answer, Answer::Solved) {
        sound(m, Sound::Win, fx);
    }
    say(fx, &text);
    if let Answer::Wrong { .. } = answer {
        let vs = solution.filter(|&s| s != sq);
        m.why.ask(Question {
            position: before,
            played: sq,
            vs,
        });
    }
    let ended = matches!(answer, Answer::Solved | Answer::Wrong { .. });
    if let (true, Some(first)) = (ended, first) {
        let solved = matches!(answer, Answer::Solved);
        record::puzzle_tried(m, (id, rating), first, solved, fx);
    }
}

/// Solution: the whole line on the board.
pub(super) fn solution(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(Drill::Puzzle { solving, .. }) = &mut m.train.drill else {
        return;
    };
    solving.show_solution();
    let (id, rating) = (solving.puzzle.id, solving.puzzle.rating);
    say(fx, &words::solution(&m.words, &solving.puzzle));
    record::puzzle_tried(m, (id, rating), false, false, fx);
}
