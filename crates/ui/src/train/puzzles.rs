//! Puzzles on the board: the file fetched once, the stream, the daily puzzle, a puzzle by its id,
//! and a try (right, wrong, solved, the solution).

use std::rc::Rc;

use super::super::effect::{Effect, Sound};
use super::super::model::{Drill, Model, Origin, Puzzles, Question, RushRun, Screen, Wanted};
use super::super::ops::{move_sound, open_drill, say, show, sound};
use super::record;
use super::words;
use ethello_engine::{Move, Square};
use ethello_model::training::pick::{self, Filter};
use ethello_model::training::puzzle::Puzzle;
use ethello_model::training::set::PuzzleSet;
use ethello_model::training::solving::{Answer, Solving, State};

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
    m.train.served += 1;
    let seed = m.train.served ^ m.game.seed;
    if let Wanted::Rush(mode) = wanted {
        m.train.rush = Some(RushRun::new(mode, m.now_ms));
    }
    let (puzzle, origin) = match wanted {
        Wanted::Next => {
            let p = pick::next(&set, &m.train.progress, &m.train.filter, seed);
            (p, Origin::Stream)
        }
        Wanted::Daily => (pick::daily(&set, m.train.today), Origin::Daily),
        Wanted::Puzzle(id) => (set.get(id), Origin::Link),
        Wanted::Rush(_) | Wanted::RushNext => {
            let run = m.train.rush.as_mut().map(|r| &mut r.rush);
            (run.and_then(|r| r.next(&set, seed)), Origin::Rush)
        }
        Wanted::Practise(theme) => {
            let filter = Filter {
                theme: Some(theme),
                ..Filter::default()
            };
            let p = pick::next(&set, &m.train.progress, &filter, seed);
            (p, Origin::Practise)
        }
    };
    let Some(puzzle) = puzzle else {
        let text = match wanted {
            Wanted::Puzzle(id) => words::no_such_puzzle(&id.to_string()),
            _ => words::no_puzzle_left(),
        };
        m.alert(text, false);
        return;
    };
    let puzzle = puzzle.clone();
    if origin != Origin::Rush {
        m.train.rush = None;
    }
    open_puzzle(m, puzzle, origin, fx);
}

/// Opens `puzzle` on the board, from `origin`.
fn open_puzzle(m: &mut Model, puzzle: Puzzle, origin: Origin, fx: &mut Vec<Effect>) {
    let solving = Solving::new(puzzle);
    let prompt = words::prompt(&solving.puzzle);
    open_drill(m, Drill::Puzzle { solving, origin }, prompt, fx);
}

/// A square played on the puzzle's board. Returns, when the try ended, whether it was solved and
/// where the puzzle came from.
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) -> Option<(bool, Origin)> {
    let Some(Drill::Puzzle { solving, origin }) = &mut m.train.drill else {
        return None;
    };
    let origin = *origin;
    let running = m.train.rush.as_ref().is_some_and(|r| !r.rush.over);
    if origin == Origin::Rush && !running {
        return None;
    }
    let (player, before) = (solving.position.side, solving.position);
    let solution = solving.puzzle.steps.get(solving.step).map(|s| s.solution());
    let fresh = solving.first.is_none();
    let answer = solving.play(sq);
    let (first, id, rating) = (solving.first, solving.puzzle.id, solving.puzzle.rating);
    let themes = solving.puzzle.themes;
    let text = match answer {
        Answer::Ignored => return None,
        Answer::Right { reply } => {
            let after = solving.position;
            words::right(sq, reply, after.side)
        }
        Answer::Solved => words::solved(&solving.puzzle),
        Answer::Wrong { value, best } => words::wrong(&solving.puzzle, sq, value, best),
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
    say(fx, text);
    let rush = origin == Origin::Rush;
    if let (Answer::Wrong { .. }, false) = (answer, rush) {
        let vs = solution.filter(|&s| s != sq);
        m.why.ask(Question {
            position: before,
            played: sq,
            vs,
        });
    }
    let ended = matches!(answer, Answer::Solved | Answer::Wrong { .. });
    let solved = matches!(answer, Answer::Solved);
    if let (true, Some(first), false) = (ended, first, rush) {
        record::puzzle_tried(m, (id, rating), first, solved, fx);
    }
    if ended && (rush || fresh) {
        record::themes_tried(m, themes, solved, fx);
    }
    ended.then_some((solved, origin))
}

/// The run's wrong answer that ended it is explained, as any puzzle's.
pub(super) fn explain_wrong(m: &mut Model) {
    let Some(Drill::Puzzle { solving, .. }) = &m.train.drill else {
        return;
    };
    if let State::Wrong { played, .. } = solving.state {
        let step = &solving.puzzle.steps[solving.step];
        let vs = Some(step.solution()).filter(|&s| s != played);
        m.why.ask(Question {
            position: solving.position,
            played,
            vs,
        });
    }
}

/// Solution: the whole line on the board.
pub(super) fn solution(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(Drill::Puzzle { solving, .. }) = &mut m.train.drill else {
        return;
    };
    solving.show_solution();
    let (id, rating) = (solving.puzzle.id, solving.puzzle.rating);
    say(fx, words::solution_phrase(&solving.puzzle));
    record::puzzle_tried(m, (id, rating), false, false, fx);
}
