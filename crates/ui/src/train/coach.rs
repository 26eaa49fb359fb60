//! The coach (issue 48): the weak spots recorded ([`Progress::explained`]: an explained mistake of
//! the player's marks its reasons missed; a puzzle marks its themes; a mistake replayed marks the
//! reasons it was explained by), and "Practise this" on the weak-spots page: for a reason, the
//! player's own mistakes explained by it, in turn with puzzles of the theme nearest to it; for a
//! theme, its puzzles. The drill's Next serves the next while the practice lasts.
//!
//! [`Progress::explained`]: ethello_model::training::progress::Progress::explained

use super::super::effect::Effect;
use super::super::model::{Drill, Model, Question, Wanted};
use super::record::store;
use super::{mistakes, puzzles, words};
use ethello_engine::{Position, Square};
use ethello_model::training::coach::Topic;
use ethello_model::training::puzzle::Theme;

/// "Practise this" on `topic`: its first drill.
pub(super) fn practise(m: &mut Model, topic: Topic, fx: &mut Vec<Effect>) {
    m.train.practise = Some((topic, 0));
    next(m, fx);
}

/// The practice's next drill: one of the player's mistakes of its kind every other time when he
/// has some, else a puzzle of its theme.
pub(super) fn next(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some((topic, served)) = m.train.practise else {
        return;
    };
    m.train.practise = Some((topic, served + 1));
    let kept: Vec<usize> = m
        .train
        .progress
        .mistakes
        .iter()
        .enumerate()
        .filter(|(_, k)| k.reasons.contains(&topic))
        .map(|(i, _)| i)
        .collect();
    let theme = theme_of(topic);
    let mistake_turn = served % 2 == 0 || theme.is_none();
    match (kept.is_empty(), theme) {
        (false, _) if mistake_turn => {
            let i = kept[(served as usize / 2) % kept.len()];
            mistakes::open_at(m, i, fx);
        }
        (_, Some(theme)) => puzzles::want(m, Wanted::Practise(theme), fx),
        (_, None) => {
            m.train.practise = None;
            m.alert(words::nothing_to_practise(topic), false);
        }
    }
}

/// The puzzle theme that practises `topic` (a reason's nearest theme).
pub fn theme_of(topic: Topic) -> Option<Theme> {
    match topic {
        Topic::Theme(t) => Some(t),
        Topic::Reason(_) => match topic.word() {
            "corner" | "xsquare" | "csquare" => Some(Theme::Corner),
            "edge" | "stoner" => Some(Theme::Edge),
            "parity" => Some(Theme::Parity),
            "tempo" | "mobility" => Some(Theme::Tempo),
            "openness" | "frontier" => Some(Theme::Quiet),
            "wipeout" => Some(Theme::Wipeout),
            _ => None,
        },
    }
}

/// An explanation came (its question and tags): when it explains a move of the player's (a wrong
/// answer to the drill on the board, or his move in the game reviewed against a character), its
/// reasons are marked.
pub(super) fn explained(m: &mut Model, q: Question, tags: &[String], fx: &mut Vec<Effect>) {
    if !players(m, q.position, q.played) {
        return;
    }
    let today = m.train.today;
    let progress = &mut m.train.progress;
    progress.explained(q.position, q.played, tags, today);
    store(m, fx);
}

/// True when `played` in `position` is the player's own move: on the drill's board, or his move
/// in the game against a character (not "Why?" asked on the analysis board).
fn players(m: &Model, position: Position, played: Square) -> bool {
    let drill = match &m.train.drill {
        Some(Drill::Puzzle { solving, .. }) => solving.position == position,
        Some(Drill::Mistake(run)) => run.mistake.position == position,
        _ => false,
    };
    let studied = m.study.why == Some(played) && m.study.position() == position;
    let human = m
        .game
        .setup
        .opponent()
        .is_some_and(|(_, computer)| position.side != computer);
    let in_game = human && m.game.record.positions().contains(&position);
    drill || (in_game && !studied)
}
