//! The moves' model: what the range coder is told about each move, the same for the writer and the
//! reader, so that both keep identical state.
//!
//! A game is coded as its length (an adaptive table over 0..=60), then each move as a choice among
//! the legal moves of its position (forced passes are implied, so they cost nothing):
//!
//! - **The opening tree.** Each position that at least two earlier games reached through the same move
//!   has a node listing the moves played from it with their counts. While the game stays in the
//!   tree, a move is coded as one of the node's moves (frequency = its count) or an escape
//!   (frequency = the number of moves listed, as in PPM's method C). A node is made the second
//!   time a game takes the move into its position. Once the game reaches a position without a node
//!   it leaves the tree for good.
//! - **The fallback.** Outside the tree, or after an escape, the move is one of the legal moves
//!   left (those the node did not list), each with a frequency learnt from its context
//!   ([`crate::fallback`]).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use ethello_engine::{Board, Square};

use crate::coder::{Adaptive, Decoder, Encoder, MAX_TOTAL};
use crate::fallback::Fallback;

/// A multiplicative hasher for the tree's boards (already well-mixed bits).
#[derive(Default)]
struct BoardHasher(u64);

impl Hasher for BoardHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.write_u64(b as u64));
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(23) ^ x).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type Tree = HashMap<(u64, u64), Vec<(Square, u32)>, BuildHasherDefault<BoardHasher>>;

/// The state both sides keep while coding the games in file order.
pub struct Model {
    tree: Tree,
    lengths: Adaptive,
    fallback: Fallback,
}

/// One move's coding: the node it was coded from, if any.
struct Step {
    node: Option<(u64, u64)>,
}

fn board_key(b: Board) -> (u64, u64) {
    (b.player.0, b.opponent.0)
}

/// The board after `sq`, with a forced pass made.
pub fn advance(b: Board, sq: Square) -> Board {
    let next = b.play_unchecked(sq);
    if next.must_pass() {
        next.pass()
    } else {
        next
    }
}

impl Default for Model {
    fn default() -> Self {
        Self::new()
    }
}

impl Model {
    /// A fresh model: the tree holds the start position alone.
    pub fn new() -> Model {
        let mut tree = Tree::default();
        tree.insert(board_key(Board::start()), Vec::new());
        Model {
            tree,
            lengths: Adaptive::new(61),
            fallback: Fallback::new(),
        }
    }

    /// Writes one game (its moves legal from the start, at most 60).
    pub fn encode_game(&mut self, e: &mut Encoder, moves: &[Square]) {
        self.lengths.encode(e, moves.len());
        let (mut b, mut in_tree) = (Board::start(), true);
        for (ply, &sq) in moves.iter().enumerate() {
            let step = self.enter(b, &mut in_tree);
            let excluded = self.encode_in_node(e, &step, sq);
            if let Some(excluded) = excluded {
                self.fallback
                    .encode(e, ply, b, b.legal_moves().0 & !excluded, sq);
            }
            self.learn(&step, b, sq);
            b = advance(b, sq);
        }
    }

    /// Reads one game; `None` when the bytes name a move in a finished game.
    pub fn decode_game(&mut self, d: &mut Decoder) -> Option<Vec<Square>> {
        let len = self.lengths.decode(d);
        let (mut b, mut in_tree) = (Board::start(), true);
        let mut moves = Vec::with_capacity(len);
        for ply in 0..len {
            let legal = b.legal_moves().0;
            if legal == 0 {
                return None;
            }
            let step = self.enter(b, &mut in_tree);
            let sq = match self.decode_in_node(d, &step) {
                Ok(sq) => sq,
                Err(excluded) => self.fallback.decode(d, ply, b, legal & !excluded)?,
            };
            self.learn(&step, b, sq);
            b = advance(b, sq);
            moves.push(sq);
        }
        Some(moves)
    }

    fn enter(&self, b: Board, in_tree: &mut bool) -> Step {
        let key = board_key(b);
        *in_tree = *in_tree && self.tree.contains_key(&key);
        Step {
            node: in_tree.then_some(key),
        }
    }

    /// The node's frequencies: the moves' counts shifted down so that the total with the escape
    /// (the number of moves listed) stays within the coder's limit.
    fn frequencies(children: &[(Square, u32)]) -> (Vec<u32>, u32) {
        let esc = children.len() as u32;
        let mut shift = 0;
        loop {
            let freqs: Vec<u32> = children.iter().map(|c| (c.1 >> shift).max(1)).collect();
            if freqs.iter().sum::<u32>() + esc <= MAX_TOTAL {
                return (freqs, esc);
            }
            shift += 1;
        }
    }

    /// Codes `sq` from the node; the squares the fallback must leave out, or `None` when coded.
    fn encode_in_node(&self, e: &mut Encoder, step: &Step, sq: Square) -> Option<u64> {
        let Some(children) = step.node.and_then(|k| self.tree.get(&k)) else {
            return Some(0);
        };
        if children.is_empty() {
            return Some(0);
        }
        let (freqs, esc) = Self::frequencies(children);
        let total = freqs.iter().sum::<u32>() + esc;
        match children.iter().position(|c| c.0 == sq) {
            Some(i) => {
                e.encode(freqs[..i].iter().sum(), freqs[i], total);
                None
            }
            None => {
                e.encode(total - esc, esc, total);
                Some(squares(children))
            }
        }
    }

    fn decode_in_node(&self, d: &mut Decoder, step: &Step) -> Result<Square, u64> {
        let children = step.node.and_then(|k| self.tree.get(&k)).ok_or(0u64)?;
        if children.is_empty() {
            return Err(0);
        }
        let (freqs, esc) = Self::frequencies(children);
        let total = freqs.iter().sum::<u32>() + esc;
        let target = d.peek(total);
        let mut cum = 0;
        for (i, &f) in freqs.iter().enumerate() {
            if target < cum + f {
                d.consume(cum, f);
                return Ok(children[i].0);
            }
            cum += f;
        }
        d.consume(cum, esc);
        Err(squares(children))
    }

    /// Counts the move in its node, and makes a node for the position it leads to the second time
    /// the move is taken.
    fn learn(&mut self, step: &Step, b: Board, sq: Square) {
        let Some(key) = step.node else { return };
        let children = self.tree.get_mut(&key).expect("the step's node exists");
        let seen = match children.iter_mut().find(|c| c.0 == sq) {
            Some(c) => {
                c.1 += 1;
                true
            }
            None => {
                children.push((sq, 1));
                false
            }
        };
        if seen {
            self.tree.entry(board_key(advance(b, sq))).or_default();
        }
    }
}

fn squares(children: &[(Square, u32)]) -> u64 {
    children.iter().fold(0, |m, c| m | 1u64 << c.0.index())
}
