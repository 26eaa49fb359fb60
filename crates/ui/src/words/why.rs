//! An explanation in the player's language: the contrast of issue 48, two or three sentences.
//!
//! The first sentence names the move, its value and the reason that explains most of the loss
//! ("Your b2 (-12) lets White take the corner a1 at once."); a second reason, when there is one,
//! follows ("And it is an X-square next to an empty corner."); then the compared move, its value
//! and the moves it leaves both sides ("The best, c6 (+2), leaves you 7 moves against White's 4.").
//! A reason's template is a clause (`why.corner`) said after the move; its `{names}` are typed by
//! the [`Reason`] they come from: squares, counts, the opponent's colour.

use super::catalogue::{Lang, Words};
use super::key::{phrase, Key, Phrase};
use crate::ids;
use ethello_engine::explain::features::glance;
use ethello_engine::explain::{KeyKind, Reason, Shape, Tempo};
use ethello_engine::{Move, Position, Square};
use ethello_model::why::Why;

/// The reasons worded: at most this many (the tags keep them all).
const WORDED: usize = 2;

/// `why` in two or three sentences (see the module doc).
pub fn why_text(w: &Words, why: &Why) -> String {
    compared_text(w, why, false)
}

/// `why` in two or three sentences, its compared move `chosen` by the player ("Compare") rather
/// than the best: it is named without "the best", and a played move better than it says so.
pub fn compared_text(w: &Words, why: &Why, chosen: bool) -> String {
    let (played, value) = (&why.played, format!("{:+}", why.played_value));
    let best = format!("{} ({:+})", why.vs, why.vs_value);
    // Japanese sets its sentences one after the other, with no space.
    let gap = if w.lang() == Lang::Ja { "" } else { " " };
    let mut reasons = why.reasons.iter().take(WORDED).map(|r| reason(why, r));
    let first = match reasons.next() {
        Some(first) => phrase::why_played(played, &value, first),
        None if why.vs == why.played => phrase::why_is_best(played, &value),
        None if chosen && why.loss() < 0 => phrase::why_better(played, &value, &best),
        None if why.loss() <= 0 => phrase::why_even(played, &value, &best),
        None => phrase::why_loses(played, &value, &why.loss(), &best),
    };
    let mut out = w.text(&first);
    for next in reasons {
        out.push_str(gap);
        out.push_str(&w.text(&phrase::why_also(next)));
    }
    if why.vs != why.played {
        let vs_value = format!("{:+}", why.vs_value);
        let side = side(why);
        let (own, theirs) = (&why.vs_own_moves, &why.vs_opponent_moves);
        let make = match chosen {
            true => phrase::why_other,
            false => phrase::why_best,
        };
        out.push_str(gap);
        out.push_str(&w.text(&make(&why.vs, &vs_value, own, side, theirs)));
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
    w.text(&phrase::why_line(moves.join(" ")))
}

/// Where the board is in the explanation's line: `None`, the position studied; `Some(k)`, after
/// the explained move and `k` moves of its line (the key move said as such).
pub fn step_text(w: &Words, why: &Why, refute: Option<usize>) -> String {
    w.text(&step_phrase(why, refute))
}

/// Where the board is in the line ([`step_text`]) as a phrase, for the live region.
pub fn step_phrase(why: &Why, refute: Option<usize>) -> Phrase {
    let Some(k) = refute else {
        return phrase::why_step_start(&why.played);
    };
    let mv = match k {
        0 => Move::Play(why.played),
        _ => why.line.get(k - 1).copied().unwrap_or(Move::Pass),
    };
    let make = match why.key.is_some_and(|key| key.ply + 1 == k) {
        true => phrase::why_step_key,
        false => phrase::why_step,
    };
    let (number, count) = (k + 1, why.line.len() + 1);
    make(&number, &count, Phrase::move_text(mv))
}

/// A hint's one-line reason: what a glance at `square` shows for the side to move of `position`
/// ([`glance`]: no search), the most telling fact first (a corner taken, a pass forced, a corner
/// given, an X- or C-square), then the opponent's moves; `None` for an illegal move.
pub fn hint_reason(w: &Words, position: Position, square: Square) -> Option<String> {
    let seen = glance(position.board, square)?;
    let side = || Phrase::color(position.side.opposite());
    let mut parts = Vec::new();
    if seen.takes_corner {
        parts.push(w.get(Key::WhyHintCorner).to_string());
    }
    if seen.forces_pass {
        parts.push(w.text(&phrase::why_hint_pass(side())));
    }
    if let Some(corner) = seen.corner_given {
        parts.push(w.text(&phrase::why_hint_given(side(), &corner)));
    }
    if seen.x_square {
        parts.push(w.get(Key::WhyHintXsquare).to_string());
    } else if seen.c_square {
        parts.push(w.get(Key::WhyHintCsquare).to_string());
    }
    if !seen.forces_pass {
        let count = seen.opponent_moves;
        parts.push(w.text(&phrase::why_hint_moves(side(), &count)));
    }
    let gap = if w.lang() == Lang::Ja { "、" } else { "; " };
    Some(parts.join(gap))
}

/// The opponent's colour, as the reasons name him.
fn side(why: &Why) -> Phrase {
    Phrase::color(why.mover.opposite())
}

/// Whether the clause of the corner `square` given counts the opponent's stable discs: the line
/// takes it at its key move, and some of his discs are then stable.
fn counts_stable(why: &Why, square: Square) -> bool {
    why.key.map(|k| k.kind) == Some(KeyKind::Corner(square)) && why.opponent_stable > 0
}

/// One reason as a clause.
fn reason(why: &Why, reason: &Reason) -> Phrase {
    let side = side(why);
    match reason {
        Reason::Corner { square } => {
            let count = why.opponent_stable;
            match counts_stable(why, *square) {
                true => phrase::why_corner_stable(side, square, &count),
                false => phrase::why_corner(side, square),
            }
        }
        Reason::Wipeout { .. } => phrase::why_wipeout(side),
        Reason::Tempo(Tempo::MoverPasses { .. }) => phrase::why_tempo_pass(side),
        Reason::Tempo(Tempo::ComparedForcesPass) => phrase::why_tempo_lost(side),
        Reason::XSquare { .. } => phrase::why_xsquare(),
        Reason::CSquare { .. } => phrase::why_csquare(),
        Reason::Mobility { after, vs } => phrase::why_mobility(side, after, vs),
        Reason::Frontier { after, vs } => phrase::why_frontier(after, vs),
        Reason::Openness { after, vs } => phrase::why_openness(after, vs),
        Reason::Stable { after, vs } => phrase::why_stable(after, vs),
        Reason::Parity { after, vs } => phrase::why_parity(side, after, vs),
        Reason::Edge(e) if e.shape == Shape::Wing => phrase::why_wing(),
        Reason::Edge(_) => phrase::why_unbalanced(),
        Reason::Stoner(t) => phrase::why_stoner(side, &t.x_square),
    }
}

/// The glossary entries of the concepts `why`'s worded reasons name, in their order and each
/// once: the entry's element id on the rules page (one of [`ids`]'s `GLOSSARY_*`) and the key of its name. A
/// corner given names stable discs when the sentence counts them; a wipe-out names none.
pub fn terms(why: &Why) -> Vec<(&'static str, Key)> {
    let mut out: Vec<(&'static str, Key)> = Vec::new();
    for r in why.reasons.iter().take(WORDED) {
        let term = match r {
            Reason::Corner { square } if counts_stable(why, *square) => {
                (ids::GLOSSARY_STABLE_DISC, Key::PageGlossaryStable)
            }
            Reason::Corner { .. } | Reason::Wipeout { .. } => continue,
            Reason::Tempo(_) => (ids::GLOSSARY_TEMPO, Key::PageGlossaryTempo),
            Reason::XSquare { .. } => (ids::GLOSSARY_X_SQUARE, Key::PageGlossaryXsquare),
            Reason::CSquare { .. } => (ids::GLOSSARY_C_SQUARE, Key::PageGlossaryCsquare),
            Reason::Mobility { .. } => (ids::GLOSSARY_MOBILITY, Key::PageGlossaryMobility),
            Reason::Frontier { .. } => (ids::GLOSSARY_FRONTIER, Key::PageGlossaryFrontier),
            Reason::Openness { .. } => (ids::GLOSSARY_QUIET_MOVE, Key::PageGlossaryQuiet),
            Reason::Stable { .. } => (ids::GLOSSARY_STABLE_DISC, Key::PageGlossaryStable),
            Reason::Parity { .. } => (ids::GLOSSARY_PARITY, Key::PageGlossaryParity),
            Reason::Edge(e) if e.shape == Shape::Wing => {
                (ids::GLOSSARY_WING, Key::PageGlossaryWing)
            }
            Reason::Edge(_) => (ids::GLOSSARY_UNBALANCED_EDGE, Key::PageGlossaryUnbalanced),
            Reason::Stoner(_) => (ids::GLOSSARY_STONER_TRAP, Key::PageGlossaryStoner),
        };
        if !out.contains(&term) {
            out.push(term);
        }
    }
    out
}
