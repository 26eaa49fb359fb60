//! A game reviewed by the engine: every position scored, every move rated by the discs it lost
//! against the best move.
//!
//! A review scores the positions of a [`Game`] one at a time
//! ([`Session::review`](crate::Session::review), so that a worker can report progress and stop
//! between positions), exactly (to the end of the game) from a given number of empties down, by a
//! search within the given limits before. Then [`rate_moves`] turns the scores into verdicts: a
//! move's loss is the score of the position before it less the score after it (from the mover's
//! side, across a forced pass), never below zero; in the midgame the value of the move played is
//! searched to the same horizon as the position before it ([`PositionScore::played`]), since two
//! searches of different depths differ by some noise that would otherwise count as lost discs.
//! Losses are exact where both scores are; elsewhere they are as good as the search.
//!
//! Scores are discs for the side to move of their position; [`black_margins`] turns them into the
//! graph's view, black's margin.

use super::order::first_by_key;
use super::{Color, Game, Move, Square};

/// Loss, in discs, from which a move is an inaccuracy.
pub const INACCURACY: i32 = 1;
/// Loss from which a move is a mistake.
pub const MISTAKE: i32 = 4;
/// Loss from which a move is a blunder.
pub const BLUNDER: i32 = 8;

/// A review's default: positions with at most this many empties are solved exactly (the page's
/// Analyse, the worker's hints table and `ethello review`).
pub const EXACT_EMPTIES: u32 = 20;
/// A review's default search time for each position before the exact part, in milliseconds.
pub const MIDGAME_MS: u64 = 300;
/// How many mistakes of each side a review lists.
pub const LISTED: usize = 3;

/// How good a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Rating {
    /// Lost nothing.
    Best,
    /// Lost [`INACCURACY`] to [`MISTAKE`] - 1 discs.
    Inaccuracy,
    /// Lost [`MISTAKE`] to [`BLUNDER`] - 1 discs.
    Mistake,
    /// Lost [`BLUNDER`] discs or more.
    Blunder,
}

impl Rating {
    /// The rating of a move that lost `loss` discs.
    pub fn of(loss: i32) -> Rating {
        match loss {
            l if l >= BLUNDER => Rating::Blunder,
            l if l >= MISTAKE => Rating::Mistake,
            l if l >= INACCURACY => Rating::Inaccuracy,
            _ => Rating::Best,
        }
    }
}

/// One position's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PositionScore {
    /// Discs for the side to move.
    pub score: i32,
    /// The best move found (a pass when the game is over or the side must pass).
    pub best: Move,
    /// True when the score is the exact final result under perfect play.
    pub exact: bool,
    /// The value, in discs for the side to move, of the move played from here in the game,
    /// searched to the same horizon as `score` (so that the two compare fairly); `None` when no
    /// move was played from here, for exact scores (the next position's score is as good), and
    /// in reviews that did not look.
    #[serde(default)]
    pub played: Option<i32>,
}

/// The verdict on one move of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveVerdict {
    /// Its index in [`Game::moves`] (passes count).
    pub ply: usize,
    /// Who played it.
    pub color: Color,
    /// The square played.
    pub played: Square,
    /// The best move of the position before it.
    pub best: Move,
    /// Discs lost against the best move (0 for a best move).
    pub loss: i32,
    /// [`Rating::of`] the loss.
    pub rating: Rating,
    /// True when the loss is exact.
    pub exact: bool,
}

/// One worker's part of a review split over `of` workers: the positions whose index is `index`
/// modulo `of`. Each worker still scores its own positions last first, so its exact endgame fills
/// its table before its earlier searches; the shares together hold every position once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Share {
    /// This part's number, below `of`.
    pub index: u32,
    /// How many parts.
    pub of: u32,
}

impl Share {
    /// The whole game, on one worker.
    pub const WHOLE: Share = Share { index: 0, of: 1 };

    /// True when position `i` is in this part.
    pub fn holds(self, i: usize) -> bool {
        i % self.of.max(1) as usize == self.index as usize
    }
}

/// The verdicts on the moves of `game` (passes have none), from `scores[i]`, the score of
/// `game.positions()[i]`; a move whose scores are missing (a review stopped early) has none.
pub fn rate_moves(game: &Game, scores: &[Option<PositionScore>]) -> Vec<MoveVerdict> {
    let positions = game.positions();
    let mut verdicts = Vec::new();
    for (i, mv) in game.moves().iter().enumerate() {
        let Move::Play(played) = *mv else { continue };
        // The next position where someone moves: across the opponent's forced pass, if any.
        let next = (i + 1..positions.len())
            .find(|&k| game.moves().get(k) != Some(&Move::Pass))
            .unwrap_or(positions.len() - 1);
        let (Some(Some(before)), Some(Some(after))) = (scores.get(i), scores.get(next)) else {
            continue;
        };
        let color = positions[i].side;
        let after_for_mover = if positions[next].side == color {
            after.score
        } else {
            -after.score
        };
        let loss = (before.score - before.played.unwrap_or(after_for_mover)).max(0);
        verdicts.push(MoveVerdict {
            ply: i,
            color,
            played,
            best: before.best,
            loss,
            rating: Rating::of(loss),
            exact: before.exact && after.exact,
        });
    }
    verdicts
}

/// The `n` moves of `color` among `verdicts` that lost most (at least one disc), biggest first
/// (the earlier first among equals).
pub fn worst(verdicts: &[MoveVerdict], color: Color, n: usize) -> Vec<MoveVerdict> {
    let own = verdicts
        .iter()
        .copied()
        .filter(|v| v.color == color && v.loss > 0);
    first_by_key(own, n, |v| (-v.loss, v.ply))
}

/// A mistake in words: "move 37, Black played b2 (-12); best was g7".
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

/// Black's margin in each scored position (the evaluation graph), `None` where unscored.
pub fn black_margins(game: &Game, scores: &[Option<PositionScore>]) -> Vec<Option<i32>> {
    game.positions()
        .iter()
        .zip(scores)
        .map(|(p, s)| {
            s.map(|s| {
                if p.side == Color::Black {
                    s.score
                } else {
                    -s.score
                }
            })
        })
        .collect()
}
