//! An explanation in the player's language: the contrast of issue 48, two or three sentences.
//!
//! The first sentence names the move, its value and the reason that explains most of the loss
//! ("Your b2 (-12) lets White take the corner a1 at once."); a second reason, when there is one,
//! follows ("And it is an X-square next to an empty corner."); then the compared move, its value
//! and the moves it leaves both sides ("The best, c6 (+2), leaves you 7 moves against White's 4.").
//! A reason's template is a clause (`why.corner`) said after the move; its `{names}` are typed by
//! the [`Reason`] they come from: squares, counts, the opponent's colour.

use super::catalogue::{Lang, Words};
use super::key::Key;
use ethello_engine::explain::features::glance;
use ethello_engine::explain::{KeyKind, Reason, Shape, Tempo};
use ethello_engine::{Move, Position, Square};
use ethello_model::why::Why;
use std::fmt::Display;

/// The reasons worded: at most this many (the tags keep them all).
const WORDED: usize = 2;

/// `why` in two or three sentences (see the module doc).
pub fn why_text(w: &Words, why: &Why) -> String {
    compared_text(w, why, false)
}

/// `why` in two or three sentences, its compared move `chosen` by the player ("Compare") rather
/// than the best: it is named without "the best", and a played move better than it says so.
pub fn compared_text(w: &Words, why: &Why, chosen: bool) -> String {
    let value = format!("{:+}", why.played_value);
    let head: [(&str, &dyn Display); 2] = [("move", &why.played), ("value", &value)];
    let best = format!("{} ({:+})", why.vs, why.vs_value);
    // Japanese sets its sentences one after the other, with no space.
    let gap = if w.lang() == Lang::Ja { "" } else { " " };
    let mut reasons = why.reasons.iter().take(WORDED).map(|r| reason(w, why, r));
    let mut out = match reasons.next() {
        Some(first) => w.fill(Key::WhyPlayed, &[head[0], head[1], ("reason", &first)]),
        None if why.vs == why.played => w.fill(Key::WhyIsBest, &head),
        None if chosen && why.loss() < 0 => {
            w.fill(Key::WhyBetter, &[head[0], head[1], ("other", &best)])
        }
        None if why.loss() <= 0 => w.fill(Key::WhyEven, &[head[0], head[1], ("best", &best)]),
        None => {
            let loss = why.loss();
            w.fill(
                Key::WhyLoses,
                &[head[0], head[1], ("best", &best), ("loss", &loss)],
            )
        }
    };
    for next in reasons {
        out.push_str(gap);
        out.push_str(&w.fill(Key::WhyAlso, &[("reason", &next)]));
    }
    if why.vs != why.played {
        let vs_value = format!("{:+}", why.vs_value);
        out.push_str(gap);
        out.push_str(&w.fill(
            if chosen { Key::WhyOther } else { Key::WhyBest },
            &[
                ("move", &why.vs),
                ("value", &vs_value),
                ("own", &why.vs_own_moves),
                ("side", &w.color(why.mover.opposite())),
                ("theirs", &why.vs_opponent_moves),
            ],
        ));
    }
    out
}

/// The played move's line, its key ply in brackets: "The line: c5 d2 [a1] f5".
pub fn line_text(w: &Words, why: &Why) -> String {
    let key = why.key.map(|k| k.ply);
    let moves: Vec<String> = why
        .line
        .iter()
        .enumerate()
        .map(|(ply, &mv)| match Some(ply) == key {
            true => format!("[{}]", w.move_text(mv)),
            false => w.move_text(mv),
        })
        .collect();
    w.fill(Key::WhyLine, &[("moves", &moves.join(" "))])
}

/// Where the board is in the explanation's line: `None`, the position studied; `Some(k)`, after
/// the explained move and `k` moves of its line (the key move said as such).
pub fn step_text(w: &Words, why: &Why, refute: Option<usize>) -> String {
    let Some(k) = refute else {
        return w.fill(Key::WhyStepStart, &[("move", &why.played)]);
    };
    let mv = match k {
        0 => Move::Play(why.played),
        _ => why.line.get(k - 1).copied().unwrap_or(Move::Pass),
    };
    let key = match why.key.is_some_and(|key| key.ply + 1 == k) {
        true => Key::WhyStepKey,
        false => Key::WhyStep,
    };
    let (number, count) = (k + 1, why.line.len() + 1);
    let mv = w.move_text(mv);
    w.fill(
        key,
        &[("number", &number), ("count", &count), ("move", &mv)],
    )
}

/// A hint's one-line reason: what a glance at `square` shows for the side to move of `position`
/// ([`glance`]: no search), the most telling fact first (a corner taken, a pass forced, a corner
/// given, an X- or C-square), then the opponent's moves; `None` for an illegal move.
pub fn hint_reason(w: &Words, position: Position, square: Square) -> Option<String> {
    let seen = glance(position.board, square)?;
    let side = w.color(position.side.opposite());
    let mut parts = Vec::new();
    if seen.takes_corner {
        parts.push(w.get(Key::WhyHintCorner).to_string());
    }
    if seen.forces_pass {
        parts.push(w.fill(Key::WhyHintPass, &[("side", &side)]));
    }
    if let Some(corner) = seen.corner_given {
        parts.push(w.fill(Key::WhyHintGiven, &[("side", &side), ("square", &corner)]));
    }
    if seen.x_square {
        parts.push(w.get(Key::WhyHintXsquare).to_string());
    } else if seen.c_square {
        parts.push(w.get(Key::WhyHintCsquare).to_string());
    }
    if !seen.forces_pass {
        let count = seen.opponent_moves;
        parts.push(w.fill(Key::WhyHintMoves, &[("side", &side), ("count", &count)]));
    }
    let gap = if w.lang() == Lang::Ja { "、" } else { "; " };
    Some(parts.join(gap))
}

/// One reason as a clause.
fn reason(w: &Words, why: &Why, reason: &Reason) -> String {
    let side = w.color(why.mover.opposite());
    let counts =
        |key, after: &u32, vs: &u32| w.fill(key, &[("side", &side), ("after", after), ("vs", vs)]);
    match reason {
        Reason::Corner { square } => {
            let taken = why.key.map(|k| k.kind) == Some(KeyKind::Corner(*square));
            let count = why.opponent_stable;
            let key = match taken && count > 0 {
                true => Key::WhyCornerStable,
                false => Key::WhyCorner,
            };
            w.fill(
                key,
                &[("side", &side), ("square", square), ("count", &count)],
            )
        }
        Reason::Wipeout { .. } => w.fill(Key::WhyWipeout, &[("side", &side)]),
        Reason::Tempo(Tempo::MoverPasses { .. }) => w.fill(Key::WhyTempoPass, &[("side", &side)]),
        Reason::Tempo(Tempo::ComparedForcesPass) => w.fill(Key::WhyTempoLost, &[("side", &side)]),
        Reason::XSquare { .. } => w.get(Key::WhyXsquare).into(),
        Reason::CSquare { .. } => w.get(Key::WhyCsquare).into(),
        Reason::Mobility { after, vs } => counts(Key::WhyMobility, after, vs),
        Reason::Frontier { after, vs } => counts(Key::WhyFrontier, after, vs),
        Reason::Openness { after, vs } => counts(Key::WhyOpenness, after, vs),
        Reason::Stable { after, vs } => counts(Key::WhyStable, after, vs),
        Reason::Parity { after, vs } => counts(Key::WhyParity, after, vs),
        Reason::Edge(e) if e.shape == Shape::Wing => w.get(Key::WhyWing).into(),
        Reason::Edge(_) => w.get(Key::WhyUnbalanced).into(),
        Reason::Stoner(t) => w.fill(Key::WhyStoner, &[("side", &side), ("square", &t.x_square)]),
    }
}
