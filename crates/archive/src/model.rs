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
//! - **The fallback.** Outside the tree, or after an escape, the move is its rank among the legal
//!   moves left (those the node did not list), ordered by a per-phase square priority (the squares
//!   sorted by how often they were played when legal, in four phases of 15 moves, measured by the
//!   writer and stored in the file). The rank goes through an adaptive table chosen by the phase and
//!   the number of moves left; a single move left costs nothing.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use ethello_engine::{Board, Square};

use crate::coder::{Adaptive, Decoder, Encoder, MAX_TOTAL};

/// The number of phases the priority tables split a game into.
pub const PHASES: usize = 4;
const PLIES_PER_PHASE: usize = 15;

/// Per phase, the 64 squares from the most to the least often played when legal.
pub type Priority = [[u8; 64]; PHASES];

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
    ranks: Vec<Adaptive>,
    before: [[u64; 65]; PHASES],
    rank: [[u8; 64]; PHASES],
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

impl Model {
    /// A fresh model with these priority tables (each a permutation of 0..64).
    pub fn new(priority: &Priority) -> Model {
        let mut rank = [[0u8; 64]; PHASES];
        let mut before = [[0u64; 65]; PHASES];
        for phase in 0..PHASES {
            for (r, &sq) in priority[phase].iter().enumerate() {
                rank[phase][sq as usize] = r as u8;
                before[phase][r + 1] = before[phase][r] | 1u64 << sq;
            }
        }
        let mut root = Tree::default();
        root.insert(board_key(Board::start()), Vec::new());
        Model {
            tree: root,
            lengths: Adaptive::new(61),
            ranks: (0..PHASES * 65)
                .map(|i| Adaptive::new((i % 65).max(1)))
                .collect(),
            before,
            rank,
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
                self.encode_rank(e, ply, b.legal_moves().0 & !excluded, sq);
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
                Err(excluded) => self.decode_rank(d, ply, legal & !excluded)?,
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

    fn phase(ply: usize) -> usize {
        (ply / PLIES_PER_PHASE).min(PHASES - 1)
    }

    fn encode_rank(&mut self, e: &mut Encoder, ply: usize, candidates: u64, sq: Square) {
        let n = candidates.count_ones() as usize;
        let phase = Self::phase(ply);
        let before = self.before[phase][self.rank[phase][sq.index() as usize] as usize];
        let symbol = (candidates & before).count_ones() as usize;
        if n > 1 {
            self.ranks[phase * 65 + n].encode(e, symbol);
        }
    }

    fn decode_rank(&mut self, d: &mut Decoder, ply: usize, candidates: u64) -> Option<Square> {
        let n = candidates.count_ones() as usize;
        let phase = Self::phase(ply);
        let symbol = if n > 1 {
            self.ranks[phase * 65 + n].decode(d)
        } else {
            0
        };
        ethello_engine::Bitboard(candidates).squares().find(|s| {
            let before = self.before[phase][self.rank[phase][s.index() as usize] as usize];
            (candidates & before).count_ones() as usize == symbol
        })
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

/// The priority tables measured over `games`: per phase, squares by how often they were played
/// when legal (ties by square index).
pub fn measure_priority(games: &[Vec<Square>]) -> Priority {
    let mut played = [[0u64; 64]; PHASES];
    let mut legal = [[1u64; 64]; PHASES];
    for moves in games {
        let mut b = Board::start();
        for (ply, &sq) in moves.iter().enumerate() {
            let phase = Model::phase(ply);
            for s in b.legal_moves() {
                legal[phase][s.index() as usize] += 1;
            }
            played[phase][sq.index() as usize] += 1;
            b = advance(b, sq);
        }
    }
    let mut priority = [[0u8; 64]; PHASES];
    for phase in 0..PHASES {
        let mut order: Vec<u8> = (0..64).collect();
        let rate = |s: u8| played[phase][s as usize] as f64 / legal[phase][s as usize] as f64;
        order.sort_by(|&a, &b| rate(b).total_cmp(&rate(a)).then(a.cmp(&b)));
        priority[phase].copy_from_slice(&order);
    }
    priority
}
