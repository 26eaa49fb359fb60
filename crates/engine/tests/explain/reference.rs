//! Slow references for the explanations' features: loops over squares and the eight directions.

use ethello_engine::{random_play, Board, Position, Rng};

/// The eight directions as (row, column) steps.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The square `(r, c)` as a bit, if on the board.
pub fn bit(r: i32, c: i32) -> Option<u64> {
    ((0..8).contains(&r) && (0..8).contains(&c)).then(|| 1u64 << (r * 8 + c))
}

/// The squares next to square `sq` (not `sq` itself).
pub fn around(sq: u32) -> u64 {
    let (r, c) = ((sq / 8) as i32, (sq % 8) as i32);
    DIRECTIONS
        .iter()
        .filter_map(|(dr, dc)| bit(r + dr, c + dc))
        .fold(0, |a, b| a | b)
}

/// The discs of `o` that `p` turns by playing `sq`, walking each direction.
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    if (p | o) >> sq & 1 == 1 {
        return 0;
    }
    let (r, c) = ((sq / 8) as i32, (sq % 8) as i32);
    let mut all = 0;
    for (dr, dc) in DIRECTIONS {
        let (mut rr, mut cc, mut run) = (r + dr, c + dc, 0);
        while let Some(b) = bit(rr, cc).filter(|b| o & b != 0) {
            run |= b;
            (rr, cc) = (rr + dr, cc + dc);
        }
        if bit(rr, cc).is_some_and(|b| p & b != 0) {
            all |= run;
        }
    }
    all
}

/// The legal moves of `p` against `o`.
pub fn moves(p: u64, o: u64) -> u64 {
    (0..64)
        .filter(|&sq| flips(p, o, sq) != 0)
        .fold(0, |a, sq| a | 1 << sq)
}

/// The squares of `set` that touch a square of `other`.
pub fn touching(set: u64, other: u64) -> u64 {
    (0..64)
        .filter(|&sq| set >> sq & 1 == 1 && around(sq) & other != 0)
        .fold(0, |a, sq| a | 1 << sq)
}

/// Seeded random-play positions with a spread of empties (`count` of them).
pub fn positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let empties = 4 + rng.below(54) as u32;
        out.extend(random_play::random_position(&mut rng, empties));
    }
    out
}

/// Every board of `positions` with a legal move, with that move: `(board, square index)`.
pub fn moves_of(positions: &[Position]) -> Vec<(Board, u32)> {
    let mut out = Vec::new();
    for pos in positions {
        let b = pos.board;
        for sq in b.legal_moves() {
            out.push((b, sq.index() as u32));
        }
    }
    out
}
