//! The moves' fallback model: a move outside the opening tree, coded with a frequency for each
//! candidate learnt from the games coded before it.
//!
//! Each candidate square gets a context: the phase of the game (four of 15 moves), the square, how
//! many of its eight neighbours are empty (a move beside empties opens the position), how many hold
//! the mover's discs (0, 1, 2, 3 or more), how many discs it flips (1, 2, 3 or more) and how many of
//! those are next to an empty square (0, 1, 2, 3 or more: a quiet move flips none), 110,592
//! contexts. A context keeps how often a candidate in it was legal (`seen`) and how often it was
//! played (`played`); a candidate's frequency is `1 + SCALE * (played + 0.1) / (seen + 1)`, so the
//! total over at most 64 candidates stays below the coder's limit. Both counts are halved when
//! `seen` reaches `HALVE`.
//!
//! The table is 885 KB. With which neighbours are empty (a 3x3 window) instead of how many, and no
//! count of the flipped discs next to empties, it was 12.6 MB: the file took a quarter longer to
//! read, for moves 1.8 % smaller than without the window; the flipped discs next to empties took the
//! moves 70 KB (4 %) smaller.

use ethello_engine::{Board, Square};

use crate::coder::{Decoder, Encoder};

const PHASES: usize = 4;
const PLIES_PER_PHASE: usize = 15;
const SCALE: u64 = 1000;
const HALVE: u32 = 1 << 20;

/// The counts of every context.
pub struct Fallback {
    /// Per context: `seen` in the low 32 bits and `played` in the high ones, side by side for one
    /// cache miss a candidate (and all zero, so the allocator hands out untouched zero pages).
    counts: Vec<u64>,
    king: [u64; 64],
}

/// The candidates of one move: squares, contexts and frequencies, in square order.
struct Candidates {
    squares: [u8; 64],
    contexts: [u32; 64],
    freqs: [u32; 64],
    n: usize,
    total: u32,
}

impl Default for Fallback {
    fn default() -> Self {
        Self::new()
    }
}

impl Fallback {
    /// Fresh counts.
    pub fn new() -> Fallback {
        let contexts = PHASES * 64 * 9 * 4 * 3 * 4;
        Fallback {
            counts: vec![0; contexts],
            king: std::array::from_fn(|s| king_mask(s as i32)),
        }
    }

    /// Every candidate of `set` with its context and frequency.
    fn candidates(&self, ply: usize, b: Board, set: u64) -> Candidates {
        let phase = (ply / PLIES_PER_PHASE).min(PHASES - 1);
        let empties = b.empties().0;
        let open = near_empty(empties);
        let mut c = Candidates {
            squares: [0; 64],
            contexts: [0; 64],
            freqs: [0; 64],
            n: 0,
            total: 0,
        };
        let mut rest = set;
        while rest != 0 {
            let s = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let ctx = self.context(phase, b, (empties, open), s);
            let (seen, played) = split(self.counts[ctx]);
            let f = 1 + (SCALE * (10 * played as u64 + 1) / (10 * seen as u64 + 10)) as u32;
            (c.squares[c.n], c.contexts[c.n], c.freqs[c.n]) = (s as u8, ctx as u32, f);
            c.total += f;
            c.n += 1;
        }
        c
    }

    /// The context of a disc on `s`; `open` is the squares next to an empty one.
    fn context(&self, phase: usize, b: Board, (empties, open): (u64, u64), s: usize) -> usize {
        let around = (empties & self.king[s]).count_ones() as usize;
        let own = ((b.player.0 & self.king[s]).count_ones() as usize).min(3);
        let sq = Square::from_index(s as u8).expect("a square");
        let flipped = b.flips(sq).0;
        let flips = (flipped.count_ones() as usize).clamp(1, 3) - 1;
        let loud = ((flipped & open).count_ones() as usize).min(3);
        ((((phase * 64 + s) * 9 + around) * 4 + own) * 3 + flips) * 4 + loud
    }

    /// Counts every candidate as seen and the chosen one as played.
    fn learn(&mut self, c: &Candidates, chosen: usize) {
        for (i, &ctx) in c.contexts[..c.n].iter().enumerate() {
            let (mut seen, mut played) = split(self.counts[ctx as usize]);
            (seen, played) = (seen + 1, played + (i == chosen) as u32);
            if seen >= HALVE {
                (seen, played) = (seen / 2, played / 2);
            }
            self.counts[ctx as usize] = seen as u64 | (played as u64) << 32;
        }
    }

    /// Codes `sq`, one of the squares of `set` (legal in `b`).
    pub fn encode(&mut self, e: &mut Encoder, ply: usize, b: Board, set: u64, sq: Square) {
        let c = self.candidates(ply, b, set);
        let i = c.squares[..c.n]
            .iter()
            .position(|&s| s == sq.index())
            .expect("a candidate");
        if c.n > 1 {
            e.encode(c.freqs[..i].iter().sum(), c.freqs[i], c.total);
        }
        self.learn(&c, i);
    }

    /// Reads one of the squares of `set`; `None` when `set` is empty.
    pub fn decode(&mut self, d: &mut Decoder, ply: usize, b: Board, set: u64) -> Option<Square> {
        let c = self.candidates(ply, b, set);
        let i = match c.n {
            0 => return None,
            1 => 0,
            _ => {
                let target = d.peek(c.total);
                let (mut cum, mut i) = (0, 0);
                while cum + c.freqs[i] <= target {
                    cum += c.freqs[i];
                    i += 1;
                }
                d.consume(cum, c.freqs[i]);
                i
            }
        };
        self.learn(&c, i);
        Square::from_index(c.squares[i])
    }
}

/// A context's (seen, played).
fn split(counts: u64) -> (u32, u32) {
    (counts as u32, (counts >> 32) as u32)
}

/// The squares next to an empty square (in any of the eight directions).
fn near_empty(e: u64) -> u64 {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let w = (e >> 1) & NOT_H;
    let east = (e << 1) & NOT_A;
    let row = e | w | east;
    row | row << 8 | row >> 8
}

fn king_mask(s: i32) -> u64 {
    let (row, col) = (s / 8, s % 8);
    let mut mask = 0;
    for r in (row - 1).max(0)..=(row + 1).min(7) {
        for c in (col - 1).max(0)..=(col + 1).min(7) {
            mask |= 1u64 << (r * 8 + c);
        }
    }
    mask & !(1u64 << s)
}
