//! Reason drills (issue 48): a position and two of its moves; the player picks the better move
//! *and* the reason it is better, from the explanation's reasons, and the two are graded apart
//! ("right move, wrong reason").
//!
//! A drill is kept only where one reason explains at least [`SHARE_PERCENT`] % of the loss: the
//! worse move's explanation against the better ([`ethello_engine::explain`]) gives that reason
//! first, and the groups of the evaluation that reason reads ([`groups_part`]) hold that share of
//! the attribution's loss (the difference of the two lines' end evaluations). `ethello drills build`
//! finds them in the archive's games ([`make`]); the page fetches the file `www/data/drills.txt`.
//!
//! The file: a header line, then one drill a line, `ID POSITION SIDE BETTER WORSE REASON BETTER_VALUE
//! WORSE_VALUE` (`7 ---...--- X c4 b2 corner +2 -10`): the position as the engine writes it (64
//! squares and the side to move), the two moves, the reason's kind ([`Topic`]'s word) and the
//! two values in discs for the side to move from the explanation's search.
//!
//! Invariants of a [`ReasonDrill`]: both moves are legal and different, the better's value is
//! higher, and the reason is one of [`CHOICES`].

use super::coach::Topic;
use ethello_engine::explain::{explain, Explanation, Split, LIMITS};
use ethello_engine::search::Search;
use ethello_engine::{Position, Square};

/// The first line of the file.
pub const HEADER: &str = "# E-Thello reason drills, format 1";
/// The least share of the loss (percent) the drill's reason must explain.
pub const SHARE_PERCENT: i32 = 70;
/// How many reasons the player chooses from (the drill's and others that read other groups).
pub const CHOICE_COUNT: usize = 4;

/// The reasons a drill can be about, in the order the page offers them.
pub const CHOICES: [&str; 8] = [
    "corner", "xsquare", "csquare", "mobility", "frontier", "stable", "parity", "edge",
];

/// One drill; see the module doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReasonDrill {
    /// Its number in the file, from 1.
    pub id: u32,
    /// The position, with the player to move.
    pub position: Position,
    /// The better move.
    pub better: Square,
    /// The worse move.
    pub worse: Square,
    /// Why the better is better: the reason that explains most of the loss.
    pub reason: Topic,
    /// The better move's value in discs.
    pub better_value: i32,
    /// The worse move's value in discs.
    pub worse_value: i32,
}

/// The grade of an answer: the move and the reason apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The better move was picked.
    pub move_right: bool,
    /// The drill's reason was picked.
    pub reason_right: bool,
}

impl ReasonDrill {
    /// The two moves in the order the page shows them (by the id, so that the better is not
    /// always first).
    pub fn moves(&self) -> [Square; 2] {
        match self.id % 2 {
            0 => [self.better, self.worse],
            _ => [self.worse, self.better],
        }
    }

    /// The reasons offered: the drill's and [`CHOICE_COUNT`] - 1 others that read other groups
    /// of the evaluation, in [`CHOICES`]' order.
    pub fn choices(&self) -> Vec<Topic> {
        let own = groups(self.reason);
        let others = CHOICES
            .iter()
            .filter_map(|w| Topic::of_tag(w))
            .filter(|t| *t != self.reason && groups(*t) != own);
        let others: Vec<Topic> = others.collect();
        let start = self.id as usize % others.len().max(1);
        let mut picked: Vec<Topic> = (0..CHOICE_COUNT - 1)
            .filter_map(|i| others.get((start + i) % others.len().max(1)).copied())
            .collect();
        picked.push(self.reason);
        picked.sort_by_key(|t| CHOICES.iter().position(|w| *w == t.word()));
        picked
    }

    /// Grades the player's move and reason.
    pub fn grade(&self, picked: Square, reason: Topic) -> Grade {
        Grade {
            move_right: picked == self.better,
            reason_right: reason == self.reason,
        }
    }

    /// The drill's line in the file.
    pub fn to_line(&self) -> String {
        format!(
            "{} {} {} {} {} {:+} {:+}",
            self.id,
            self.position,
            self.better,
            self.worse,
            self.reason.word(),
            self.better_value,
            self.worse_value
        )
    }

    /// Reads a line of the file.
    ///
    /// # Errors
    /// What is wrong with it, in words.
    pub fn parse_line(line: &str) -> Result<ReasonDrill, String> {
        let f: Vec<&str> = line.split_whitespace().collect();
        let [id, squares, side, better, worse, reason, bv, wv] = f[..] else {
            return Err(format!("{} fields instead of 8", f.len()));
        };
        let position: Position = format!("{squares} {side}")
            .parse()
            .map_err(|_| "not a position".to_string())?;
        let square = |s: &str| {
            s.parse::<Square>()
                .map_err(|_| format!("{s}: not a square"))
        };
        let number = |s: &str| s.parse::<i32>().map_err(|_| format!("{s}: not a number"));
        let drill = ReasonDrill {
            id: id.parse().map_err(|_| format!("{id}: not an id"))?,
            position,
            better: square(better)?,
            worse: square(worse)?,
            reason: Topic::of_tag(reason)
                .filter(|_| CHOICES.contains(&reason))
                .ok_or_else(|| format!("{reason}: not a reason drilled"))?,
            better_value: number(bv)?,
            worse_value: number(wv)?,
        };
        drill.check().map(|()| drill)
    }

    /// The invariants (see the module doc).
    fn check(&self) -> Result<(), String> {
        let board = self.position.board;
        for sq in [self.better, self.worse] {
            if !board.is_legal(sq) {
                return Err(format!("{sq} is not legal in the position"));
            }
        }
        match (
            self.better != self.worse,
            self.better_value > self.worse_value,
        ) {
            (true, true) => Ok(()),
            _ => Err("the better move is not better".into()),
        }
    }
}

/// Reads the drill file: every drill, in order.
///
/// # Errors
/// The first bad line, with its number.
pub fn parse(text: &str) -> Result<Vec<ReasonDrill>, String> {
    let lines = text.lines().enumerate();
    let lines = lines.filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'));
    lines
        .map(|(n, l)| ReasonDrill::parse_line(l).map_err(|e| format!("line {}: {e}", n + 1)))
        .collect()
}

/// The groups of the evaluation a reason of kind `topic` reads (see the attribution's groups):
/// as bits, corners 1, edges 2, mobility 4, potential 8, parity 16; none for another topic.
fn groups(topic: Topic) -> u8 {
    match topic.word() {
        "corner" | "csquare" | "stable" => 1 | 2,
        "xsquare" => 1,
        "edge" => 2,
        "mobility" | "tempo" => 4,
        "frontier" | "openness" => 8,
        "parity" => 16,
        _ => 0,
    }
}

/// The part of `loss` in the groups a reason of kind `topic` reads (centi-discs).
pub fn groups_part(topic: Topic, loss: &Split) -> i32 {
    let g = groups(topic);
    let pick = |bit: u8, v: i32| if g & bit != 0 { v } else { 0 };
    pick(1, loss.corners)
        + pick(2, loss.edges)
        + pick(4, loss.mobility)
        + pick(8, loss.potential)
        + pick(16, loss.parity)
}

/// The reason an explanation makes a drill of: its first, when it is one of [`CHOICES`] and its
/// groups hold at least [`SHARE_PERCENT`] % of the loss (a positive loss).
pub fn drill_reason(e: &Explanation) -> Option<Topic> {
    let first = e.reasons.first()?;
    let topic = Topic::of_tag(&first.tag()).filter(|t| CHOICES.contains(&t.word()))?;
    let loss = &e.attribution.loss;
    let total = loss.total();
    let part = groups_part(topic, loss);
    (total > 0 && e.loss > 0 && part * 100 >= SHARE_PERCENT * total).then_some(topic)
}

/// A drill of `worse` against `better` in `position`, when the explanation (within the engine's
/// [`LIMITS`]) gives one reason for at least [`SHARE_PERCENT`] % of the loss.
pub fn make(
    search: &mut Search,
    id: u32,
    position: Position,
    better: Square,
    worse: Square,
) -> Option<ReasonDrill> {
    let e = explain(search, position.board, worse, Some(better), &LIMITS).ok()?;
    let reason = drill_reason(&e)?;
    let drill = ReasonDrill {
        id,
        position,
        better,
        worse,
        reason,
        better_value: e.vs.line.value,
        worse_value: e.played.line.value,
    };
    drill.check().ok().map(|()| drill)
}
