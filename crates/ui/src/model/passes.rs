//! Hint passes from a pool of workers, merged into passes of one depth.
//!
//! Each worker values its share of the legal moves pass by pass (depth 1, 2, ... then to the end)
//! and posts every completed pass of its share. The page may show a depth only once every legal
//! move has reached it, so that the values shown together come from one depth and can be compared
//! (the contract of [`engine::hints`](ethello_engine::hints)). All the workers deepen along the same
//! sequence ([`next_depth`](ethello_engine::hints::next_depth) depends on the position only), so the
//! deepest complete depth is well defined.
//!
//! Representation: for each depth heard, the values heard at that depth, one per square (a pass
//! heard twice, as a worker's last reply repeats its last pass, replaces itself). Depths below the
//! deepest complete one are dropped, so at most one pass per worker is held beyond it.
//!
//! Invariant: a complete pass holds exactly `moves` values, one per legal move, in square order.

use std::collections::BTreeMap;

use ethello_engine::hints::Hint;
use ethello_engine::Square;

/// The passes heard so far for one position's legal moves.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Passes {
    /// The number of legal moves (a pass is complete with this many values).
    moves: usize,
    /// The values heard at each depth, by square.
    by_depth: BTreeMap<u32, BTreeMap<Square, Hint>>,
}

impl Passes {
    /// No pass heard yet for a position with `moves` legal moves.
    pub fn new(moves: usize) -> Passes {
        Passes {
            moves,
            by_depth: BTreeMap::new(),
        }
    }

    /// A worker completed a pass at `depth` over its share `hints`.
    pub fn add(&mut self, depth: u32, hints: &[Hint]) {
        let pass = self.by_depth.entry(depth).or_default();
        pass.extend(hints.iter().map(|h| (h.square, *h)));
        if let Some(top) = self.deepest_depth() {
            self.by_depth.retain(|d, _| *d >= top);
        }
    }

    /// The deepest pass every legal move has reached: its depth and values in square order.
    pub fn complete(&self) -> Option<(u32, Vec<Hint>)> {
        let depth = self.deepest_depth()?;
        Some((depth, self.by_depth[&depth].values().copied().collect()))
    }

    /// The deepest depth whose pass is complete.
    fn deepest_depth(&self) -> Option<u32> {
        let full = |pass: &BTreeMap<Square, Hint>| self.moves > 0 && pass.len() >= self.moves;
        self.by_depth
            .iter()
            .rev()
            .find(|(_, pass)| full(pass))
            .map(|(d, _)| *d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hint(square: &str, score: i32) -> Hint {
        let square = square.parse().unwrap();
        Hint {
            square,
            score,
            exact: false,
        }
    }

    #[test]
    fn a_depth_shows_once_every_move_reached_it() {
        let mut p = Passes::new(3);
        p.add(1, &[hint("d3", 1), hint("f5", 2)]);
        assert_eq!(p.complete(), None, "c4 has no value yet");
        p.add(2, &[hint("d3", 3), hint("f5", 4)]);
        p.add(1, &[hint("c4", 5)]);
        let (depth, list) = p.complete().unwrap();
        assert_eq!(depth, 1, "depth 2 still lacks c4");
        let scores: Vec<i32> = list.iter().map(|h| h.score).collect();
        assert_eq!(
            scores,
            [1, 5, 2],
            "square order (a1 first, by rows): d3, c4, f5"
        );
        p.add(2, &[hint("c4", 6)]);
        assert_eq!(p.complete().unwrap().0, 2);
    }

    #[test]
    fn a_repeated_pass_replaces_itself_and_older_depths_go() {
        let mut p = Passes::new(2);
        p.add(1, &[hint("d3", 1), hint("c4", 2)]);
        p.add(2, &[hint("d3", 3), hint("c4", 4)]);
        p.add(2, &[hint("d3", 3), hint("c4", 4)]);
        assert_eq!(p.complete().unwrap().1.len(), 2);
        assert_eq!(p.by_depth.len(), 1, "depth 1 is dropped once 2 is complete");
    }

    #[test]
    fn a_worker_ahead_waits_for_the_others() {
        let mut p = Passes::new(2);
        p.add(1, &[hint("d3", 1)]);
        p.add(1, &[hint("c4", 2)]);
        for depth in 2..=5 {
            p.add(depth, &[hint("d3", depth as i32)]);
        }
        let (depth, list) = p.complete().unwrap();
        assert_eq!((depth, list.len()), (1, 2));
        assert!(
            list.iter().all(|h| h.score <= 2),
            "values from depth 1 only"
        );
    }
}
