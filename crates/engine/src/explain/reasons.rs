//! The reasons an explanation gives: each a true statement about the two moves, chosen by how much
//! of the loss it explains, at most [`MAX_REASONS`] of them.
//!
//! A reason is given only when the played move is worse by the search's values (the compared
//! move's value is higher). Facts that decide by themselves (a corner handed over, a wipe-out, a
//! pass) come first; the others ("usually bad": more moves for the opponent, a longer frontier,
//! fewer stable discs, an X-square, ...) are given only when the evaluation's split of the loss
//! ([`super::attribution`]) agrees, that is when the group they speak of is part of the loss, and
//! are ranked by that part (parity, which the evaluation reads from the number of empties only, is
//! also given when both values are exact).

use super::attribution::Split;
use super::edges::{EdgeShape, Shape};
use super::refute::KeyKind;
use super::side::Side;
use super::stoner::StonerThreat;
use crate::{Move, Square};
use serde::Serialize;

/// The most reasons an explanation gives.
pub const MAX_REASONS: usize = 3;

/// At most this many empties after the move, parity is spoken of.
const PARITY_EMPTIES: u32 = 20;

/// A weight above any part of the loss (centi-discs), for the facts that decide by themselves.
const CONCRETE: i32 = 100_000;

/// What kind of tempo a [`Reason::Tempo`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Tempo {
    /// The compared move forces the opponent to pass; the played one does not.
    ComparedForcesPass,
    /// In the played move's line the mover must pass at this ply (the opponent moves twice).
    MoverPasses {
        /// The index in the line's moves.
        ply: usize,
    },
}

/// One reason, with its data (see the module doc). "After" is the played move, "vs" the compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Reason {
    /// The opponent can take this corner right after the played move, and could not after the
    /// compared one.
    Corner {
        /// The corner.
        square: Square,
    },
    /// The played move's line ends with the mover wiped out (no disc left).
    Wipeout {
        /// The index in the line's moves.
        ply: usize,
    },
    /// A pass: see [`Tempo`].
    Tempo(Tempo),
    /// The played move is this X-square next to an empty corner; the compared one is none.
    XSquare {
        /// The square played.
        square: Square,
    },
    /// The played move is this C-square next to an empty corner; the compared one is none.
    CSquare {
        /// The square played.
        square: Square,
    },
    /// The opponent's legal moves: more after the played move than after the compared one.
    Mobility {
        /// After the played move.
        after: u32,
        /// After the compared move.
        vs: u32,
    },
    /// The mover's frontier discs: more after the played move.
    Frontier {
        /// After the played move.
        after: u32,
        /// After the compared move.
        vs: u32,
    },
    /// The empties next to the turned discs: more for the played move (a loud move).
    Openness {
        /// The played move's openness.
        after: u32,
        /// The compared move's.
        vs: u32,
    },
    /// The mover's stable discs at the end of each line: fewer for the played move.
    Stable {
        /// At the end of the played move's line.
        after: u32,
        /// At the end of the compared move's line.
        vs: u32,
    },
    /// In the endgame, the played move leaves the opponent more odd regions to enter.
    Parity {
        /// Odd regions the opponent can enter after the played move.
        after: u32,
        /// After the compared move.
        vs: u32,
    },
    /// The played move makes this shape of the mover's on an edge; the compared one does not.
    Edge(EdgeShape),
    /// The played move lets the opponent start this Stoner trap; the compared one does not.
    Stoner(StonerThreat),
}

impl Reason {
    /// The reason's test tag, as the issue's contract for tests says: `corner:SQ`, `mobility:A/B`,
    /// `frontier:A/B`, `stable:A/B`, `xsquare:SQ`, `csquare:SQ`, `parity`, `tempo`, `edge`,
    /// `wipeout`; and, added, `openness:A/B` for the openness and `stoner:SQ` for a Stoner trap
    /// (SQ the X-square the opponent can play).
    ///
    /// ```
    /// use ethello_engine::explain::Reason;
    /// let corner = Reason::Corner { square: "a1".parse().unwrap() };
    /// assert_eq!(corner.tag(), "corner:a1");
    /// assert_eq!(Reason::Mobility { after: 9, vs: 4 }.tag(), "mobility:9/4");
    /// ```
    pub fn tag(&self) -> String {
        match self {
            Reason::Corner { square } => format!("corner:{square}"),
            Reason::Wipeout { .. } => "wipeout".into(),
            Reason::Tempo(_) => "tempo".into(),
            Reason::XSquare { square } => format!("xsquare:{square}"),
            Reason::CSquare { square } => format!("csquare:{square}"),
            Reason::Mobility { after, vs } => format!("mobility:{after}/{vs}"),
            Reason::Frontier { after, vs } => format!("frontier:{after}/{vs}"),
            Reason::Openness { after, vs } => format!("openness:{after}/{vs}"),
            Reason::Stable { after, vs } => format!("stable:{after}/{vs}"),
            Reason::Parity { .. } => "parity".into(),
            Reason::Edge(_) => "edge".into(),
            Reason::Stoner(t) => format!("stoner:{}", t.x_square),
        }
    }
}

/// The tag of a line: `line:` and its moves, `pa` for a pass (`line:b1,pa,a1`).
pub fn line_tag(moves: &[Move]) -> String {
    let text: Vec<String> = moves
        .iter()
        .map(|mv| match mv {
            Move::Play(sq) => sq.to_string(),
            Move::Pass => "pa".into(),
        })
        .collect();
    format!("line:{}", text.join(","))
}

/// The reasons why `played` is worse than `vs` (see the module doc), best first; none when it is
/// not worse by their values. `loss` is the attribution's loss; `empties` the board's before the
/// move.
pub fn choose(played: &Side, vs: &Side, loss: &Split, empties: u32) -> Vec<Reason> {
    if vs.line.value <= played.line.value {
        return Vec::new();
    }
    let mut found: Vec<(i32, Reason)> = Vec::new();
    concrete(played, vs, loss, &mut found);
    usual(played, vs, loss, empties, &mut found);
    found.sort_by_key(|(w, _)| -w);
    found
        .into_iter()
        .take(MAX_REASONS)
        .map(|(_, r)| r)
        .collect()
}

/// The part of the loss in the groups given, or 0 when they gained.
fn part(values: &[i32]) -> i32 {
    values.iter().sum::<i32>().max(0)
}

/// The reasons that hold whatever the evaluation says: corners, wipe-outs, passes.
fn concrete(played: &Side, vs: &Side, loss: &Split, found: &mut Vec<(i32, Reason)>) {
    let edge_part = part(&[loss.corners, loss.edges]);
    if let Some(key) = played.key.filter(|k| k.kind == KeyKind::Wipeout) {
        found.push((3 * CONCRETE, Reason::Wipeout { ply: key.ply }));
    }
    let corners = played.features.corners_given & !vs.features.corners_given;
    for square in corners {
        found.push((2 * CONCRETE + edge_part, Reason::Corner { square }));
    }
    let passes = |s: &Side| s.key.filter(|k| k.kind == KeyKind::Pass).map(|k| k.ply);
    if let (Some(ply), None) = (passes(played), passes(vs)) {
        let tempo = Reason::Tempo(Tempo::MoverPasses { ply });
        found.push((CONCRETE + part(&[loss.mobility]), tempo));
    } else if vs.features.forces_pass && !played.features.forces_pass {
        let tempo = Reason::Tempo(Tempo::ComparedForcesPass);
        found.push((CONCRETE / 2 + part(&[loss.mobility]), tempo));
    }
}

/// The reasons that usually hold, each given only when its group is part of the loss.
fn usual(played: &Side, vs: &Side, loss: &Split, empties: u32, found: &mut Vec<(i32, Reason)>) {
    let (a, b) = (&played.features, &vs.features);
    let mut push = |weight: i32, holds: bool, reason: Reason| {
        if holds && weight > 0 {
            found.push((weight, reason));
        }
    };
    let square = a.square;
    let corners = part(&[loss.corners]);
    push(
        corners,
        a.x_square && !b.x_square,
        Reason::XSquare { square },
    );
    let near = part(&[loss.corners, loss.edges]);
    let plain = !b.x_square && !b.c_square;
    push(near, a.c_square && plain, Reason::CSquare { square });
    let (after, than) = (a.opponent_moves.count(), b.opponent_moves.count());
    push(
        part(&[loss.mobility]),
        after > than,
        Reason::Mobility { after, vs: than },
    );
    let (after, than) = (a.frontier.count(), b.frontier.count());
    push(
        part(&[loss.potential]),
        after > than,
        Reason::Frontier { after, vs: than },
    );
    let (after, than) = (a.openness.count(), b.openness.count());
    let openness = Reason::Openness { after, vs: than };
    push(part(&[loss.potential]) / 2, after > than, openness);
    let (after, than) = (played.end_stable, vs.end_stable);
    push(near, after < than, Reason::Stable { after, vs: than });
    let (after, than) = (played.opponent_odd_regions, vs.opponent_odd_regions);
    let endgame = empties <= PARITY_EMPTIES + 1;
    // The evaluation's parity term reads only the number of empties, the same at the end of two
    // lines of one length: an exact loss (both lines solved) is agreement enough.
    let solved = played.line.exact && vs.line.exact;
    let parity = part(&[loss.parity]).max(solved as i32);
    push(
        parity,
        endgame && after > than,
        Reason::Parity { after, vs: than },
    );
    for threat in a.stoner.iter().filter(|t| !b.stoner.contains(t)) {
        push(near, true, Reason::Stoner(*threat));
    }
    for shape in weak_edges(a.edges.iter(), &b.edges) {
        push(part(&[loss.edges]), true, Reason::Edge(shape));
    }
}

/// The mover's wings and unbalanced edges among `made` that `other` does not make.
fn weak_edges<'a>(
    made: impl Iterator<Item = &'a EdgeShape> + 'a,
    other: &'a [EdgeShape],
) -> impl Iterator<Item = EdgeShape> + 'a {
    made.filter(move |s| s.mover && s.shape != Shape::Balanced && !other.contains(s))
        .copied()
}
