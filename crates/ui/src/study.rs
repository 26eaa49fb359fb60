//! The analysis board: a position studied by the engine while the player plays moves for either
//! side, steps back and forward and branches (take-backs allowed), edits the board, and starts a
//! game from the position shown ("Play from here").
//!
//! The engine's study of the position shown is a [`Job::Study`], started by `want` whenever the
//! board is shown, the worker is free and the position has no verdict yet. Its passes arrive as
//! [`FromWorker::Study`], routed here by the job's id, and fill the [`Verdict`] of the job's
//! position only. On a pool, the other ready workers help: each is dealt one move at a time to
//! solve exactly ([`ToWorker::Solve`]), the lowest valued first while the study goes from the
//! highest, and their values are laid over the study's estimates (never over the best line's first
//! move before the study proves it best); once every move is exact the verdict is complete and
//! the job ends. Any change of the position shown (a move, a step, the editor, another study) or
//! leaving the board stops the job, by replacing the worker if it is still searching, so the page
//! never waits for a study nobody sees. The board's state is [`StudyBoard`] (`ui::model`).

use super::effect::Effect;
use super::jobs;
use super::model::EditError;
use super::model::{Editor, Ghost, Job, JobKind, Model, Question, Screen, StudyBoard, Verdict};
use super::msg::{Step, StudyMsg};
use super::ops::{open_study, replace_game, say, show};
use super::text::signed;
use super::words::{step_phrase, Key, Words};
use crate::{phrase, Phrase};
use ethello_engine::{openings, Game, Move, Position, Square};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::setup::Clocks;

/// Handles a message of the analysis board (the open box's are the file handler's).
pub(super) fn update(m: &mut Model, msg: StudyMsg, fx: &mut Vec<Effect>) {
    match msg {
        StudyMsg::Enter => {
            let StudyBoard { line, ply, .. } = m.study.clone();
            open_study(m, line, ply, fx);
        }
        StudyMsg::FromGame => {
            let ply = m.game.replay.unwrap_or(m.game.record.moves().len());
            open_study(m, m.game.record.clone(), ply, fx);
            say(fx, phrase::say_study_from_game());
        }
        StudyMsg::Leave => leave(m, fx),
        StudyMsg::Step(step) => step_to(m, step, fx),
        StudyMsg::PlayFromHere => play_from_here(m, fx),
        StudyMsg::Edit => {
            m.study.editor = Some(Editor::of(m.study.position()));
            position_changed(m, fx);
            say(fx, phrase::say_editing());
        }
        StudyMsg::Pen(pen) => edit(m, |e| e.pen = pen),
        StudyMsg::Side(side) => edit(m, |e| e.side = side),
        StudyMsg::Clear => edit(m, Editor::clear),
        StudyMsg::StartPosition => edit(m, |e| {
            *e = Editor {
                pen: e.pen,
                ..Editor::of(Position::start())
            }
        }),
        StudyMsg::EditDone => edit_done(m, fx),
        StudyMsg::EditCancel => m.study.editor = None,
        StudyMsg::Why => {
            m.study.why_mode = !m.study.why_mode;
            m.study.compare = None;
        }
        StudyMsg::Compare => {
            m.study.compare = m.study.compare.is_none().then_some(None);
            m.study.why_mode = false;
        }
        StudyMsg::Refute(step) => refute(m, step, fx),
        StudyMsg::ImportText(_)
        | StudyMsg::Open
        | StudyMsg::Dropped { .. }
        | StudyMsg::CopyLink
        | StudyMsg::SavePicture
        | StudyMsg::Balanced(_) => {}
    }
}

/// A click (or Enter) on `sq` of the analysis board: the editor's pen, or a move for the side to
/// move (cutting the line there: a branch).
pub(super) fn click(m: &mut Model, sq: Square, fx: &mut Vec<Effect>) {
    if let Some(editor) = m.study.editor.as_mut() {
        editor.paint(sq);
        return;
    }
    if m.study.why_mode {
        explain(m, sq, None);
        return;
    }
    if let Some(first) = m.study.compare {
        compare(m, first, sq, fx);
        return;
    }
    let side = m.study.position().side;
    if m.study.play(sq) {
        position_changed(m, fx);
        let turn = turn_words(m);
        say(fx, phrase::say_study_plays(Phrase::color(side), &sq, &turn));
    }
}

/// Starts the study of the position shown when it has no verdict yet and the worker is free;
/// stops it when the board is no longer shown.
pub(super) fn want(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.screen != Screen::Study {
        jobs::stop_kind(m, JobKind::Study, fx);
        return;
    }
    let position = m.study.position();
    let have = m.study.current_verdict().is_some();
    let movable = !position.board.legal_moves().is_empty();
    if have || !movable || m.study.editor.is_some() || !m.worker.free() {
        return;
    }
    m.study.verdict = Some(Verdict::asked(position));
    let request = |id| ToWorker::Study { id, position };
    jobs::start(m, Job::Study { position }, request, fx);
    for slot in m.worker.ready_slots().into_iter().skip(1) {
        deal(m, slot, fx);
    }
}

/// The worker of `slot` has just become ready: it helps the study running, if any.
pub(super) fn joined(m: &mut Model, slot: usize, fx: &mut Vec<Effect>) {
    if slot > 0 && m.worker.running_kind() == Some(JobKind::Study) {
        deal(m, slot, fx);
    }
}

/// Deals the next move of the study to the helping worker of `slot` (solved exactly, the lowest
/// valued first, while the first worker studies from the highest); nothing when none is left.
fn deal(m: &mut Model, slot: usize, fx: &mut Vec<Effect>) {
    let Some(v) = m.study.verdict.as_mut().filter(|v| !v.done) else {
        return;
    };
    let Some(square) = v.next_to_deal() else {
        return;
    };
    let position = v.position;
    if jobs::give(
        m,
        slot,
        |id| ToWorker::Solve {
            id,
            position,
            square,
        },
        fx,
    ) {
        if let Some(v) = m.study.verdict.as_mut() {
            v.dealt.push(square);
        }
    }
}

/// A reply from the worker of `slot` to the study job (routed here by its id): a pass of the
/// study, or a helper's exact value (and the helper gets the next move), fills the verdict of the
/// job's position; the best move proven is announced once. The job ends when the verdict is
/// complete (every value exact: workers still at it are stopped), or on the study's last reply or
/// a failure.
pub(super) fn heard(m: &mut Model, slot: usize, message: FromWorker, fx: &mut Vec<Effect>) {
    let id = message.id();
    let Some(Job::Study { position }) = id.and_then(|id| m.worker.job(id)).cloned() else {
        return;
    };
    let proven = |m: &Model| {
        m.study
            .current_verdict()
            .and_then(Verdict::best)
            .filter(|b| b.exact)
    };
    let was_proven = proven(m).is_some();
    let verdict = m.study.verdict.as_mut().filter(|v| v.position == position);
    let mut last = false;
    if let FromWorker::Solved { hint, .. } = message {
        if let Some(v) = verdict {
            v.helper_solved(hint);
        }
        deal(m, slot, fx);
    } else if let Some(reply) = jobs::values_reply(message) {
        if let (Some(v), Some(pass)) = (verdict, reply.pass) {
            v.pass(pass.hints, pass.depth, pass.pv);
        }
        last = reply.done;
    }
    let complete = m.study.verdict.as_ref().is_some_and(|v| v.done);
    if let Some(v) = m.study.verdict.as_mut().filter(|v| v.position == position) {
        v.done |= last;
    }
    if complete || last {
        jobs::stop(m, fx);
    }
    if let Some(best) = proven(m).filter(|_| !was_proven) {
        say(fx, phrase::say_best_exact(best_text(best)));
    }
}

/// The name of the opening reached by the line on the board (the game's up to the position shown,
/// or the analysis board's): [`openings::of_line`].
pub fn opening_name(m: &Model) -> Option<&'static str> {
    let (line, ply) = match m.screen {
        Screen::Study => (&m.study.line, m.study.ply),
        _ => (
            &m.game.record,
            m.game.replay.unwrap_or(m.game.record.moves().len()),
        ),
    };
    openings::of_line(line, ply).map(|o| o.name)
}

/// How many moves of the best line the board shows as ghosts.
pub const GHOSTS: usize = 10;

/// The ghost discs the analysis board draws: the first [`GHOSTS`] moves of the best line of the
/// position shown, in order (none elsewhere, while editing, while an explanation's line is on the
/// board, or before the engine has a line).
pub fn ghosts(m: &Model) -> Vec<Ghost> {
    let verdict = m
        .study
        .current_verdict()
        .filter(|_| m.screen == Screen::Study && m.study.refute.is_none());
    verdict.map_or(Vec::new(), |v| v.ghosts(GHOSTS))
}

/// "c4 +6": a move and its value for the side to move.
pub fn best_text(hint: ethello_engine::hints::Hint) -> String {
    format!("{} {}", hint.square, signed(hint.score))
}

/// Whose turn it is on the analysis board (or in the editor), or how its game ended, with the
/// discs.
pub fn turn_words(m: &Model) -> String {
    let w = &m.words;
    let (position, _) = m.study.shown();
    let side = Phrase::color(position.side);
    let turn = w.text(&if m.study.editor.is_some() {
        phrase::study_editing(side)
    } else if position.board.is_game_over() {
        phrase::study_over()
    } else if position.board.legal_moves().is_empty() {
        phrase::study_passes(side)
    } else {
        phrase::study_to_move(side)
    });
    let (black, white) = (position.black().count(), position.white().count());
    w.text(&phrase::study_counts(&turn, &black, &white))
}

/// The position shown changed: its study stops and its old verdict goes.
fn position_changed(m: &mut Model, fx: &mut Vec<Effect>) {
    jobs::stop_kind(m, JobKind::Study, fx);
    m.study.verdict = None;
    m.study.why = None;
    m.study.refute = None;
    m.hover = None;
}

/// Explains the legal move `sq` of the position shown against `vs`, or the study's best move (the
/// explanation's own when the study has none yet). The explainer answers it; the study goes on.
pub(super) fn explain(m: &mut Model, sq: Square, vs: Option<Square>) {
    let position = m.study.position();
    if !position.board.is_legal(sq) {
        return;
    }
    m.study.why_mode = false;
    m.study.compare = None;
    m.study.refute = None;
    m.study.why = Some(sq);
    m.study.why_vs = vs;
    let best = m.study.current_verdict().and_then(Verdict::best);
    let vs = vs.or(best.map(|h| h.square)).filter(|&b| b != sq);
    m.why.ask(Question {
        position,
        played: sq,
        vs,
    });
}

/// "Compare"'s click on `sq`: the first legal move picked, then the second, explained against it.
fn compare(m: &mut Model, first: Option<Square>, sq: Square, fx: &mut Vec<Effect>) {
    if !m.study.position().board.is_legal(sq) {
        return;
    }
    match first {
        None => {
            m.study.compare = Some(Some(sq));
            say(fx, phrase::why_compare_pick(&sq));
        }
        Some(first) if first != sq => explain(m, first, Some(sq)),
        Some(_) => {}
    }
}

/// Back and Forward through the line of the explanation shown, on the board: from the position
/// studied (`None`) to the line's end; each step is said.
fn refute(m: &mut Model, step: Step, fx: &mut Vec<Effect>) {
    let Some(why) = m.study_why() else {
        return;
    };
    let last = why.positions(m.study.position()).len();
    let to = match (step, m.study.refute) {
        (Step::First, _) | (Step::Prev, Some(0) | None) => None,
        (Step::Prev, Some(k)) => Some(k - 1),
        (Step::Next, None) => Some(0),
        (Step::Next, Some(k)) => Some((k + 1).min(last.saturating_sub(1))),
        (Step::Last, _) => last.checked_sub(1),
    };
    m.study.refute = to;
    if let Some(why) = m.study_why() {
        say(fx, step_phrase(why, m.study.refute));
    }
}

/// Back: to the title or the game (where a character to move is asked for his move again).
fn leave(m: &mut Model, fx: &mut Vec<Effect>) {
    jobs::stop_kind(m, JobKind::Study, fx);
    m.study.editor = None;
    show(m, m.menus.back_to);
    jobs::think_if_computer(m, fx);
}

/// Steps through the study line; positions where the side to move must pass are stepped over.
fn step_to(m: &mut Model, step: Step, fx: &mut Vec<Effect>) {
    if m.study.editor.is_some() {
        return;
    }
    let moves = m.study.line.moves();
    let (now, last) = (m.study.ply, moves.len());
    let passes = |i: usize| i < last && moves[i] == Move::Pass;
    let mut to = match step {
        Step::First => 0,
        Step::Prev => now.saturating_sub(1),
        Step::Next => (now + 1).min(last),
        Step::Last => last,
    };
    while passes(to) {
        match step {
            Step::Prev if to > 0 => to -= 1,
            _ => to += 1,
        }
    }
    if to != now {
        m.study.ply = to;
        position_changed(m, fx);
        let turn = turn_words(m);
        say(fx, phrase::say_position_after(&to, &turn));
    }
}

/// Play from here: a game from the position shown, with the options form's opponent, on the
/// clock chosen for new games.
fn play_from_here(m: &mut Model, fx: &mut Vec<Effect>) {
    let game: Game = m.study.line_to_ply();
    if game.is_over() {
        return;
    }
    let (setup, names) = m.menus.form.game_setup(&m.words.default_names());
    let clocks = m.prefs.time_control().map(Clocks::new);
    replace_game(m, game, setup, names, clocks, fx);
    let said = phrase::say_from_here(&m.game.names.black, &m.game.names.white);
    say(fx, said);
}

/// Changes the open editor (nothing without one).
fn edit(m: &mut Model, change: impl FnOnce(&mut Editor)) {
    if let Some(editor) = m.study.editor.as_mut() {
        change(editor);
    }
}

/// The editor's Done: its position is studied, or refused with the reason and the board stays.
fn edit_done(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(editor) = m.study.editor else {
        return;
    };
    match editor.position() {
        Ok(position) => {
            // After a forced pass, if the side to move has none.
            m.study = StudyBoard::at(Game::from_position(position), usize::MAX);
            position_changed(m, fx);
            let turn = turn_words(m);
            say(fx, phrase::say_position_set(&turn));
        }
        Err(why) => {
            let error = edit_error(&m.words, why);
            m.alert(phrase::alert_edit(error), false);
        }
    }
}

/// Why the editor's position cannot be studied.
fn edit_error(w: &Words, why: EditError) -> &str {
    w.get(match why {
        EditError::NoDisc => Key::EditNoDisc,
        EditError::NoMove => Key::EditNoMove,
    })
}
