use super::reference::{bit, flips, positions};
use ethello_engine::explain;
use ethello_engine::{random_play, Bitboard, Rng};
use std::collections::HashSet;

/// The four lines through a square, each as its two directions.
const LINES: [[(i32, i32); 2]; 4] = [
    [(0, -1), (0, 1)],
    [(-1, 0), (1, 0)],
    [(-1, 1), (1, -1)],
    [(-1, -1), (1, 1)],
];

/// The squares from `(r, c)` on in direction `(dr, dc)`, `(r, c)` excluded.
fn ray(r: i32, c: i32, (dr, dc): (i32, i32)) -> Vec<u64> {
    let mut out = Vec::new();
    let (mut rr, mut cc) = (r + dr, c + dc);
    while let Some(b) = bit(rr, cc) {
        out.push(b);
        (rr, cc) = (rr + dr, cc + dc);
    }
    out
}

/// The stable-disc fixpoint, square by square: on each line, full, on the edge, or beside a stable
/// disc of the same colour.
fn reference_stable(p: u64, o: u64) -> u64 {
    let filled = p | o;
    let mut stable = 0u64;
    loop {
        let mut next = stable;
        for sq in (0..64).filter(|s| p >> s & 1 == 1) {
            let (r, c) = (sq / 8, sq % 8);
            let holds = LINES.iter().all(|dirs| {
                let rays = dirs.map(|d| ray(r, c, d));
                let full = rays.iter().flatten().all(|b| filled & b != 0);
                let edge = rays.iter().any(|ray| ray.is_empty());
                let anchored = rays
                    .iter()
                    .any(|ray| ray.first().is_some_and(|b| b & stable != 0));
                full || edge || anchored
            });
            if holds {
                next |= 1 << sq;
            }
        }
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

#[test]
fn stable_discs_match_the_square_by_square_fixpoint() {
    for pos in positions(40, 400) {
        let (p, o) = (pos.board.player, pos.board.opponent);
        assert_eq!(
            explain::stable(p, o).0,
            reference_stable(p.0, o.0),
            "{p:?}{o:?}"
        );
        assert_eq!(
            explain::stable(o, p).0,
            reference_stable(o.0, p.0),
            "{p:?}{o:?}"
        );
    }
}

#[test]
fn stable_discs_on_hand_made_boards() {
    // A full board: every disc.
    let p = 0x0f0f_0f0f_0f0f_0f0f;
    assert_eq!(explain::stable(Bitboard(p), Bitboard(!p)), Bitboard(p));
    assert_eq!(explain::stable(Bitboard(!p), Bitboard(p)), Bitboard(!p));
    // A full first row of both colours: all of it, whatever the colours.
    let (p, o) = (0b1010_0110u64, 0b0101_1001u64);
    assert_eq!(explain::stable(Bitboard(p), Bitboard(o)), Bitboard(p));
    assert_eq!(explain::stable(Bitboard(o), Bitboard(p)), Bitboard(o));
    // From corner a1: a1-c1 and a2 along the edges, then b2, which touches a stable disc of its
    // own on each of its four lines (a2, b1, a1, c1); d1 is not (e1 is empty).
    let p = 0b111 | 1 << 8 | 1 << 9;
    let o = 1 << 3;
    assert_eq!(explain::stable(Bitboard(p), Bitboard(o)).0, p);
    assert_eq!(explain::stable(Bitboard(o), Bitboard(p)).0, 0);
    // Without c1, b2's a3-c1 diagonal is open and unanchored: b2 is not stable.
    let p = 0b11 | 1 << 8 | 1 << 9;
    assert_eq!(explain::stable(Bitboard(p), Bitboard(o)).0, 0b11 | 1 << 8);
    // d4 alone of its colour, its four lines full of the other's, the rest empty: stable through
    // its full lines alone.
    let d4 = 1u64 << 27;
    let lines = LINES
        .iter()
        .flatten()
        .flat_map(|&d| ray(3, 3, d))
        .fold(0, |a, b| a | b);
    assert_eq!(explain::stable(Bitboard(d4), Bitboard(lines)).0, d4);
    // Corners held: just the corners, on an otherwise empty board.
    let corners = Bitboard::CORNERS;
    assert_eq!(explain::stable(corners, Bitboard(1 << 27)), corners);
}

/// Every board reachable from `(black, white)` with either side playing any legal move, in any
/// order: a disc stable now keeps its colour on all of them.
fn assert_never_flipped(black: u64, white: u64) {
    let fixed_black = explain::stable(Bitboard(black), Bitboard(white)).0;
    let fixed_white = explain::stable(Bitboard(white), Bitboard(black)).0;
    let mut seen = HashSet::new();
    let mut todo = vec![(black, white)];
    while let Some((b, w)) = todo.pop() {
        if !seen.insert((b, w)) {
            continue;
        }
        assert_eq!(b & fixed_black, fixed_black, "a stable black disc turned");
        assert_eq!(w & fixed_white, fixed_white, "a stable white disc turned");
        for sq in 0..64 {
            let t = flips(b, w, sq);
            if t != 0 {
                todo.push((b | t | 1 << sq, w & !t));
            }
            let t = flips(w, b, sq);
            if t != 0 {
                todo.push((b & !t, w | t | 1 << sq));
            }
        }
    }
}

#[test]
fn no_stable_disc_ever_turns_in_small_endgames() {
    let mut rng = Rng::new(5);
    let mut checked = 0;
    while checked < 60 {
        let empties = 5 + rng.below(3) as u32;
        let Some(pos) = random_play::random_position(&mut rng, empties) else {
            continue;
        };
        assert_never_flipped(pos.board.player.0, pos.board.opponent.0);
        checked += 1;
    }
}
