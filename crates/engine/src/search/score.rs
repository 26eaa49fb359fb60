//! What every search shares about scores: the bound above any score, and the score of a finished
//! game. Scores are from the side to move's point of view; an exact score is a final disc
//! difference in `-64..=64` with the empty squares going to the winner.
//!
//! This module sits below the midgame search, the exact solver and the classic search, so that none
//! of them has to import another for these.

/// Larger than any score of any search (midgame estimates included).
pub const INF: i32 = 30_000;

/// The highest exact score: every square for the side to move.
pub const MAX_SCORE: i32 = 64;

/// The final score of a finished game for the side to move (`p` against `o`), empties to the winner.
///
/// ```
/// use ethello_engine::search::score::final_score;
/// // 10 discs against 4, 50 empties: the winner takes them.
/// assert_eq!(final_score(0x3ff, 0xf << 32), 56);
/// assert_eq!(final_score(0xf << 32, 0x3ff), -56);
/// ```
#[inline]
pub fn final_score(p: u64, o: u64) -> i32 {
    let (pc, oc) = (p.count_ones() as i32, o.count_ones() as i32);
    let diff = pc - oc;
    let empties = 64 - pc - oc;
    match diff.cmp(&0) {
        std::cmp::Ordering::Greater => diff + empties,
        std::cmp::Ordering::Less => diff - empties,
        std::cmp::Ordering::Equal => 0,
    }
}
