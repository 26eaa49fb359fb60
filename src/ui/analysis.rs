//! The review of a game by the engine ("Analyse"): every position scored in the worker, every move
//! rated by the discs it lost, a graph of black's margin, the biggest mistakes of each side.
//!
//! Invariants: an [`Analysis`] belongs to the game on the board: a move played after it started,
//! or another game, drops it (and a file's review is checked against its game on load). `scores[i]` is the score
//! of `game.positions()[i]` (`None` until scored); `id` is `Some` exactly while the worker is busy
//! with it (the worker's `job`). Cancel keeps what was scored. While it runs nobody moves on the
//! board; stepping through the positions is allowed, as on a finished game.

use super::effect::Effect;
use super::model::{Model, Screen};
use super::ops::{alert, say};
use super::play::stop_job;
use crate::engine::review::{black_margins, rate_moves, worst, MoveVerdict, PositionScore};
use crate::engine::{Color, Game, Move, Square};
use crate::protocol::ToWorker;

/// Positions with at most this many empties are solved exactly.
pub const EXACT_EMPTIES: u32 = 20;
/// The search time for each position before the exact part, in milliseconds.
pub const MIDGAME_MS: u64 = 300;
/// How many mistakes of each side are listed.
pub const LISTED: usize = 3;

/// The engine's review of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The running request, while the worker scores positions.
    pub id: Option<u32>,
    /// Each position's score, once known.
    pub scores: Vec<Option<PositionScore>>,
}

impl Analysis {
    /// A review with these scores (a file's, or none yet) that is not running.
    pub fn loaded(scores: Vec<Option<PositionScore>>) -> Analysis {
        Analysis { id: None, scores }
    }

    /// True while the worker is at it.
    pub fn running(&self) -> bool {
        self.id.is_some()
    }

    /// Positions scored so far.
    pub fn scored(&self) -> usize {
        self.scores.iter().flatten().count()
    }

    /// Every position scored.
    pub fn complete(&self) -> bool {
        self.scored() == self.scores.len()
    }

    /// The verdicts on the moves whose positions are scored.
    pub fn verdicts(&self, game: &Game) -> Vec<MoveVerdict> {
        rate_moves(game, &self.scores)
    }

    /// Black's margin in each position (`None` where unscored).
    pub fn margins(&self, game: &Game) -> Vec<Option<i32>> {
        black_margins(game, &self.scores)
    }

    /// The [`LISTED`] moves of `color` that lost most (at least one disc), biggest first.
    pub fn mistakes(&self, game: &Game, color: Color) -> Vec<MoveVerdict> {
        worst(&self.verdicts(game), color, LISTED)
    }
}

/// "move 37, Black played b2 (-12); best was g7".
pub fn mistake_text(v: &MoveVerdict) -> String {
    let best = match v.best {
        Move::Play(sq) => format!("; best was {sq}"),
        Move::Pass => String::new(),
    };
    format!(
        "move {}, {} played {} (-{}){best}",
        v.ply + 1,
        v.color,
        v.played,
        v.loss
    )
}

/// The analysis of the game on the board, if there is one.
pub fn current(m: &Model) -> Option<&Analysis> {
    m.analysis.as_ref()
}

/// True when Analyse may start: a game with moves that is over or came from a file or link, with
/// no computer thinking, the worker free (not even finding hints: a review posted to a worker
/// replaced to stop them would be lost before its Ready), and no complete or running analysis.
pub fn available(m: &Model) -> bool {
    let done_or_running = current(m).is_some_and(|a| a.running() || a.complete());
    m.screen == Screen::Game
        && !m.game.moves().is_empty()
        && (m.game.is_over() || m.from_file)
        && m.worker.free()
        && !done_or_running
        && !m.is_thinking()
}

/// Analyse: the worker reviews every position, last first.
pub(super) fn start(m: &mut Model, fx: &mut Vec<Effect>) {
    if !available(m) {
        return;
    }
    super::hints::forget(m, fx);
    // The engine's opinion of a game still being played against a character is a hint too.
    if !m.game.is_over() && m.setup.opponent().is_some() {
        m.hinted = true;
    }
    let id = m.worker.take_id();
    m.worker.job = Some(id);
    let positions = m.game.positions().len();
    // A cancelled or loaded review keeps its scores until the worker sends new ones.
    let a = m
        .analysis
        .get_or_insert_with(|| Analysis::loaded(vec![None; positions]));
    a.id = Some(id);
    fx.push(Effect::Post(ToWorker::Review {
        id,
        start: m.game.start(),
        moves: m.game.transcript(),
        exact_empties: EXACT_EMPTIES,
        midgame_ms: MIDGAME_MS,
    }));
    say(fx, &format!("Analysing the game: {positions} positions."));
}

/// Cancel: the worker stops; what was scored stays.
pub(super) fn cancel(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(a) = m.analysis.as_mut().filter(|a| a.running()) else {
        return;
    };
    a.id = None;
    stop_job(m, fx);
    say(fx, "Analysis cancelled.");
}

/// Drops the analysis (a move was played or the game replaced), stopping the worker if it runs.
pub(super) fn forget(m: &mut Model, fx: &mut Vec<Effect>) {
    if m.analysis.take().is_some_and(|a| a.running()) {
        stop_job(m, fx);
    }
    m.marked = None;
}

/// Position `index` of review `id` is scored.
pub(super) fn scored(m: &mut Model, id: u32, index: u32, score: PositionScore) {
    if let Some(a) = m.analysis.as_mut().filter(|a| a.id == Some(id)) {
        if let Some(slot) = a.scores.get_mut(index as usize) {
            *slot = Some(score);
        }
    }
}

/// Review `id` is done.
pub(super) fn finished(m: &mut Model, id: u32, fx: &mut Vec<Effect>) {
    let Some(a) = m.analysis.as_mut().filter(|a| a.id == Some(id)) else {
        return;
    };
    a.id = None;
    if m.worker.job == Some(id) {
        m.worker.job = None;
    }
    let worst: Vec<String> = [Color::Black, Color::White]
        .into_iter()
        .filter_map(|c| m.analysis.as_ref()?.mistakes(&m.game, c).first().copied())
        .map(|v| mistake_text(&v))
        .collect();
    let words = match worst.is_empty() {
        true => "Analysis done: no move lost a disc.".to_string(),
        false => format!("Analysis done. Biggest mistakes: {}.", worst.join("; ")),
    };
    say(fx, &words);
}

/// The review request `id` failed: what was scored stays.
pub(super) fn failed(m: &mut Model, id: u32, message: &str) {
    if let Some(a) = m.analysis.as_mut().filter(|a| a.id == Some(id)) {
        a.id = None;
        m.worker.job = None;
        alert(m, format!("The analysis stopped: {message}"), false);
    }
}

/// Shows position `ply` (a point of the graph, a move of the list): the live position when it is
/// the last.
pub(super) fn show_ply(m: &mut Model, ply: usize) {
    if !m.game.is_over() && current(m).is_none() {
        return;
    }
    let last = m.game.moves().len();
    let ply = ply.min(last);
    m.review = (ply != last).then_some(ply);
    m.marked = None;
}

/// Shows the position before move `ply`, with the square played and the best one marked.
pub(super) fn show_mistake(m: &mut Model, ply: usize, fx: &mut Vec<Effect>) {
    show_ply(m, ply);
    if m.review != Some(ply) {
        return;
    }
    m.marked = Some(ply);
    let verdict = current(m).and_then(|a| a.verdicts(&m.game).into_iter().find(|v| v.ply == ply));
    if let Some(v) = verdict {
        say(fx, &format!("Showing {}.", mistake_text(&v)));
    }
}

/// The graph's label for screen readers: what the margin did over the game.
pub fn summary(game: &Game, a: &Analysis) -> String {
    let margins: Vec<(usize, i32)> = a
        .margins(game)
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.map(|m| (i, m)))
        .collect();
    let (Some(first), Some(last)) = (margins.first(), margins.last()) else {
        return "Evaluation graph: no position scored yet.".to_string();
    };
    let low = margins.iter().min_by_key(|(_, m)| *m).expect("not empty");
    let high = margins.iter().max_by_key(|(_, m)| *m).expect("not empty");
    let s = super::hints::signed;
    let at = |i: usize| match i {
        0 => "at the start".to_string(),
        i => format!("after move {i}"),
    };
    format!(
        "Evaluation graph, black's margin in discs: {} {}, {} {}; highest {} {}, lowest {} {}.",
        s(first.1),
        at(first.0),
        s(last.1),
        at(last.0),
        s(high.1),
        at(high.0),
        s(low.1),
        at(low.0)
    )
}

/// The squares marked on the board while a move is shown: the one played and the best one (when
/// the review found another).
pub fn marks(m: &Model) -> Option<(Square, Option<Square>)> {
    let ply = m.marked.filter(|p| m.review == Some(*p))?;
    let Move::Play(played) = *m.game.moves().get(ply)? else {
        return None;
    };
    let best = match current(m)?.scores.get(ply).copied().flatten()?.best {
        Move::Play(b) if b != played => Some(b),
        _ => None,
    };
    Some((played, best))
}
