//! The board as the page draws it on the canvas and says it in the accessible grid: the position
//! shown, the newest disc, the hover, the legal-move dots, the flip, the values on the squares
//! (the hints; the analysis board's; a drill's after its answer), the squares marked (a review's
//! move played and the best; a drill's wrong answer and the solution), the best line's ghosts, the
//! overlays and an explanation's key move, and what each grid cell adds to its label and title.

use super::patch::{Board, HintMark};
use super::study::{editing, marks as study_marks};
use crate::model::{Drill, MistakeState, Model, OpeningState, ReasonRun, Screen};
use crate::words::{hint_reason, phrase, Key};
use crate::{hints, overlays, review, signed, study, why, Ghost};
use ethello_engine::explain::overlay::Overlay;
use ethello_engine::{Bitboard, Position, Square};
use ethello_model::training::puzzle::Kind;
use ethello_model::training::solving::State;

/// The board of `m`.
pub fn board(m: &Model) -> Board {
    let (position, last) = m.shown_position();
    let legal = m.clickable();
    let marks = marks(m);
    let hints = hint_marks(m);
    let ghosts = study::ghosts(m);
    let overlay = overlays::shown(m);
    Board {
        position,
        last,
        hover: m.hover.filter(|sq| legal.contains(*sq)),
        legal,
        dots: match m.prefs.dots && !editing(m) {
            true => legal,
            false => Bitboard::EMPTY,
        },
        flipping: m.game.flip.map(|f| (f.discs, f.progress)),
        notes: notes(m, &hints, &ghosts, marks, overlay.as_ref()),
        reasons: reasons(m, position),
        hints,
        marks,
        ghosts,
        exact: m.words.get(Key::NoteExact).to_string(),
        focus: m.focus,
        overlay,
        key: why::key_shown(m),
    }
}

/// The one-line reason of each hinted move of `position` (the board shown).
fn reasons(m: &Model, position: Position) -> Vec<(Square, String)> {
    let hinted = hints::values(m).into_iter();
    let reason = |(sq, _)| Some((sq, hint_reason(&m.words, position, sq)?));
    hinted.filter_map(reason).collect()
}

/// What the grid's labels add for each square: its value ("+4, exact, best"), the best line's
/// move number, and while a move is marked "played here" and "best move".
fn notes(
    m: &Model,
    hints: &[HintMark],
    ghosts: &[Ghost],
    marks: Option<(Square, Option<Square>)>,
    overlay: Option<&Overlay>,
) -> Vec<(Square, String)> {
    let w = &m.words;
    let mut notes = Vec::new();
    for mark in hints {
        let mut text = mark.text.clone();
        for (on, key) in [(mark.exact, Key::NoteExact), (mark.best, Key::NoteBest)] {
            if on {
                text.push_str(", ");
                text.push_str(w.get(key));
            }
        }
        notes.push((mark.square, text));
    }
    for ghost in ghosts {
        notes.push((ghost.square, w.text(&phrase::note_ghost(&ghost.number))));
    }
    if let Some((played, best)) = marks {
        notes.push((played, w.get(Key::NotePlayed).to_string()));
        if let Some(b) = best {
            notes.push((b, w.get(Key::NoteBestMove).to_string()));
        }
    }
    notes.extend(overlay_notes(m, overlay));
    notes
}

/// The notes the overlays and the key move add to the grid's labels, worded.
fn overlay_notes(m: &Model, overlay: Option<&Overlay>) -> Vec<(Square, String)> {
    let w = &m.words;
    let mut notes = Vec::new();
    let position = m.shown_position().0;
    for (set, phrase) in overlay.map_or_else(Vec::new, |o| overlays::notes_of(position, o)) {
        let text = w.text(&phrase);
        notes.extend(set.squares().map(|sq| (sq, text.clone())));
    }
    if let Some(sq) = why::key_shown(m) {
        notes.push((sq, w.get(Key::NoteKey).to_string()));
    }
    notes
}

/// The values the board shows: the hints, the analysis board's values of its position (none while
/// an explanation's line is on it), or a drill's after its answer.
fn hint_marks(m: &Model) -> Vec<HintMark> {
    match m.screen {
        Screen::Study if m.study.refute.is_some() => Vec::new(),
        Screen::Study => study_marks(m),
        Screen::Drill => drill_marks(m),
        _ => {
            let ranked = hints::shown(m).into_iter().flat_map(|h| h.ranked());
            let mark = |(hint, best): (ethello_engine::hints::Hint, bool)| HintMark {
                square: hint.square,
                text: signed(hint.score),
                exact: hint.exact,
                best,
            };
            ranked.map(mark).collect()
        }
    }
}

/// The squares marked on the board: a review's move played and the best one, or a drill's wrong
/// answer and the solution.
fn marks(m: &Model) -> Option<(Square, Option<Square>)> {
    match (m.screen, m.train.drill.as_ref()) {
        (Screen::Drill, Some(drill)) => drill_answer(drill),
        (Screen::Drill, None) => None,
        _ => review::marks(m),
    }
}

/// A drill's wrong answer (ringed red) and the solution (green).
fn drill_answer(drill: &Drill) -> Option<(Square, Option<Square>)> {
    match drill {
        Drill::Puzzle { solving, .. } => match solving.state {
            State::Wrong { played, .. } => {
                let step = &solving.puzzle.steps[solving.step];
                Some((played, Some(step.solution())))
            }
            _ => None,
        },
        Drill::Mistake(run) => match run.state {
            MistakeState::Wrong(played, _) => Some((played, Some(run.best_move()))),
            _ => None,
        },
        Drill::Opening(run) => match run.state {
            OpeningState::Missed(played, _) => {
                let best = run.values.iter().flatten().max_by_key(|h| h.score);
                Some((played, best.map(|h| h.square)))
            }
            _ => None,
        },
        Drill::Reason(run) => {
            let d = &run.drill;
            run.grade.map(|_| (d.worse, Some(d.better)))
        }
    }
}

/// After a wrong answer to a puzzle, every move's value on its square (the solution marked best);
/// a reason drill's two moves.
fn drill_marks(m: &Model) -> Vec<HintMark> {
    if let Some(Drill::Reason(run)) = &m.train.drill {
        return reason_marks(run);
    }
    let Some(Drill::Puzzle { solving, .. }) = &m.train.drill else {
        return Vec::new();
    };
    if !matches!(solving.state, State::Wrong { .. }) {
        return Vec::new();
    }
    let step = &solving.puzzle.steps[solving.step];
    let exact = solving.puzzle.kind == Kind::Endgame;
    let mark = |&(square, v): &(Square, i32)| HintMark {
        square,
        text: signed(v),
        exact,
        best: square == step.solution(),
    };
    step.values.iter().map(mark).collect()
}

/// A reason drill's two moves on the board: their names until graded (the one picked marked),
/// then their values.
fn reason_marks(run: &ReasonRun) -> Vec<HintMark> {
    let d = &run.drill;
    let mark = |square: Square| {
        let value = match square == d.better {
            true => d.better_value,
            false => d.worse_value,
        };
        HintMark {
            square,
            text: match run.grade {
                Some(_) => signed(value),
                None => square.to_string(),
            },
            exact: false,
            best: match run.grade {
                Some(_) => square == d.better,
                None => run.picked == Some(square),
            },
        }
    };
    d.moves().into_iter().map(mark).collect()
}
