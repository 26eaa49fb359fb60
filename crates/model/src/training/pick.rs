//! Which puzzle comes next: the daily puzzle, and a stream at the player's rating with filters.

use super::day::Day;
use super::progress::Progress;
use super::puzzle::{Kind, Puzzle, Theme};
use super::seed::mix;
use super::set::PuzzleSet;
use super::stats::{band, BANDS};

/// The ratings the daily puzzle is drawn from: neither trivial nor for experts only.
pub const DAILY_RATINGS: std::ops::RangeInclusive<i32> = 1300..=2300;

/// How many of the puzzles nearest the wanted rating the stream draws its next one from.
const NEAREST: usize = 12;

/// What the player asked for: any puzzle, or one kind, theme or difficulty band.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Endgame or midgame only.
    pub kind: Option<Kind>,
    /// One theme only.
    pub theme: Option<Theme>,
    /// One band of [`BANDS`] only.
    pub band: Option<usize>,
}

impl Filter {
    /// True when `puzzle` passes the filter.
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.kind.is_none_or(|k| puzzle.kind == k)
            && self.theme.is_none_or(|t| puzzle.themes.contains(t))
            && self.band.is_none_or(|b| band(puzzle.rating) == b)
    }
}

/// The daily puzzle of `day`: the same for every player on that date (drawn from the puzzles
/// rated within [`DAILY_RATINGS`], by the date alone).
///
/// ```
/// use ethello_model::training::pick::daily;
/// use ethello_model::training::day::Day;
/// use ethello_model::training::set::PuzzleSet;
/// assert!(daily(&PuzzleSet::default(), Day(0)).is_none());
/// ```
pub fn daily(set: &PuzzleSet, day: Day) -> Option<&Puzzle> {
    let pool: Vec<&Puzzle> = set
        .puzzles()
        .iter()
        .filter(|p| DAILY_RATINGS.contains(&p.rating))
        .collect();
    let pool = if pool.is_empty() {
        set.puzzles().iter().collect()
    } else {
        pool
    };
    let i = mix(day.0 as u64) % (pool.len().max(1) as u64);
    pool.get(i as usize).copied()
}

/// The next puzzle of the stream: one the player has not tried, passing `filter`, among the
/// [`NEAREST`] to the wanted rating (the player's, or the middle of the filter's band), chosen
/// by `seed` (so two calls with other seeds give other puzzles). When every puzzle that passes has
/// been tried, the least recently tried one comes back.
pub fn next<'a>(
    set: &'a PuzzleSet,
    progress: &Progress,
    filter: &Filter,
    seed: u64,
) -> Option<&'a Puzzle> {
    let wanted = match filter.band {
        Some(b) => band_middle(b),
        None => progress.rating.rating.round() as i32,
    };
    let mut fresh: Vec<&Puzzle> = set
        .puzzles()
        .iter()
        .filter(|p| filter.admits(p) && progress.attempt(p.id).is_none())
        .collect();
    if fresh.is_empty() {
        return oldest_tried(set, progress, filter);
    }
    fresh.sort_by_key(|p| ((p.rating - wanted).abs(), p.id));
    fresh.truncate(NEAREST);
    let i = mix(seed) % fresh.len() as u64;
    fresh.get(i as usize).copied()
}

/// The middle rating of band `b`.
fn band_middle(b: usize) -> i32 {
    let low = BANDS.get(b).map_or(0, |&(low, _)| low.max(600));
    let high = BANDS.get(b + 1).map_or(low + 400, |&(high, _)| high);
    (low + high) / 2
}

/// The puzzle passing `filter` tried the longest ago.
fn oldest_tried<'a>(
    set: &'a PuzzleSet,
    progress: &Progress,
    filter: &Filter,
) -> Option<&'a Puzzle> {
    set.puzzles()
        .iter()
        .filter(|p| filter.admits(p))
        .min_by_key(|p| progress.attempt(p.id).map(|a| (a.day, a.id)))
}
