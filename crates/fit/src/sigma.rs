//! The calibration behind ProbCut's margins (`engine::search::midgame`): how far a deep search's
//! score strays from a shallower one's, by game phase.
//!
//! Positions come from tournament games (`ethello-fit sigma WTHOR_FILE...`: per game one position
//! with a random number of empties, 12 to 53) or, with no file, from seeded random games. Each is
//! searched full width to every depth up to [`MAX_DEPTH`]; for every (shallow, deep) pair of the same
//! parity the program prints the mean and standard deviation of `deep - shallow` in centi-discs, per
//! phase of [`PHASE_EMPTIES`] empties. Then it fits `sigma = a + b * shallow + c * deep` by least
//! squares in each phase and prints the table ProbCut reads,
//! [`PROBCUT_SIGMA`](ethello_engine::search::midgame::PROBCUT_SIGMA).
//!
//! On a terminal, a progress bar on standard error counts the positions searched.

use ethello::progress;
use ethello_engine::search::budget::Budget;
use ethello_engine::search::hash::Table;
use ethello_engine::search::midgame::{probcut_phase, Midgame, PHASE_EMPTIES, PROBCUT_PHASES};
use ethello_engine::search::score::INF;
use ethello_engine::search::{Limits, Quiet};
use ethello_engine::wthor;
use ethello_engine::{Board, Rng};

/// The deepest full-width search of each position.
const MAX_DEPTH: usize = 12;

/// Positions per phase.
const PER_PHASE: usize = 100;

/// The fewest and most empties of a sampled position.
const EMPTIES: (u32, u32) = (12, 53);

/// Sums of `deep - shallow` for one cell: (sum, sum of squares, count).
type Sums = (f64, f64, usize);

/// `ethello-fit sigma [WTHOR_FILE...]`.
pub fn run(files: &[String]) -> Result<(), String> {
    let boards = if files.is_empty() {
        random_boards()
    } else {
        archive_boards(files)?
    };
    let mut tt = Table::new(64);
    let mut cells = vec![[[(0.0, 0.0, 0); MAX_DEPTH + 1]; MAX_DEPTH + 1]; PROBCUT_PHASES];
    let bar = progress::bar(boards.len() as u64, "positions");
    for b in &boards {
        let phase = phase(b);
        let scores: Vec<f64> = (0..=MAX_DEPTH).map(|d| score(&mut tt, *b, d)).collect();
        for s in 0..MAX_DEPTH {
            for d in (s + 2..=MAX_DEPTH).step_by(2) {
                let e = scores[d] - scores[s];
                let c: &mut Sums = &mut cells[phase][s][d];
                *c = (c.0 + e, c.1 + e * e, c.2 + 1);
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let fits: Vec<Option<[f64; 3]>> = cells.iter().enumerate().map(fit_phase).collect();
    print_table(&fits);
    Ok(())
}

/// The ProbCut phase of `b`.
fn phase(b: &Board) -> usize {
    probcut_phase(b.empties().count())
}

/// Prints the mean and sigma of each of `phase`'s cells with at least 10 positions and returns
/// the least-squares fit `(a, b, c)` of `sigma = a + b * shallow + c * deep` over them, `None` when
/// the phase has no such cell.
fn fit_phase((phase, cells): (usize, &[[Sums; MAX_DEPTH + 1]; MAX_DEPTH + 1])) -> Option<[f64; 3]> {
    let lo = phase * PHASE_EMPTIES;
    println!("empties {lo}-{}:", lo + PHASE_EMPTIES - 1);
    let mut rows = Vec::new();
    for (s, row) in cells.iter().enumerate() {
        for (d, &(sum, sum2, n)) in row.iter().enumerate().filter(|c| c.1 .2 >= 10) {
            let mean = sum / n as f64;
            let sigma = (sum2 / n as f64 - mean * mean).sqrt();
            println!("  depth {s} -> {d}: mean {mean:.0}, sigma {sigma:.0} ({n} positions)");
            rows.push(([1.0, s as f64, d as f64], sigma));
        }
    }
    let fit = (!rows.is_empty()).then(|| least_squares(&rows));
    if let Some([a, b, c]) = fit {
        println!("  fit: sigma = {a:.0} {b:+.1} * shallow {c:+.1} * deep");
    }
    fit
}

/// Least squares of `y` over `x` by the normal equations (3x3, well conditioned here).
fn least_squares(rows: &[([f64; 3], f64)]) -> [f64; 3] {
    let mut a = [[0.0; 4]; 3];
    for (x, y) in rows {
        for i in 0..3 {
            for j in 0..3 {
                a[i][j] += x[i] * x[j];
            }
            a[i][3] += x[i] * y;
        }
    }
    // Gauss-Jordan elimination with partial pivoting.
    for col in 0..3 {
        let pivot = (col..3)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        let pivot_row = a[col];
        for r in a
            .iter_mut()
            .enumerate()
            .filter(|(row, _)| *row != col)
            .map(|(_, r)| r)
        {
            let f = r[col] / pivot_row[col];
            for (x, y) in r.iter_mut().zip(pivot_row).skip(col) {
                *x -= f * y;
            }
        }
    }
    std::array::from_fn(|i| a[i][3] / a[i][i])
}

/// Prints the fits as the engine's constant; a phase without data takes the nearest measured one's.
fn print_table(fits: &[Option<[f64; 3]>]) {
    println!("pub const PROBCUT_SIGMA: [[i16; 3]; PROBCUT_PHASES] = [");
    for phase in 0..fits.len() {
        let nearest = (0..fits.len())
            .filter(|&q| fits[q].is_some())
            .min_by_key(|&q| q.abs_diff(phase));
        let Some([a, b, c]) = nearest.and_then(|q| fits[q]) else {
            continue;
        };
        println!("    [{a:.0}, {b:.0}, {c:.0}],");
    }
    println!("];");
}

/// [`PER_PHASE`] positions of each phase with [`EMPTIES`], one from each of the games of `files`
/// in turn, at a random number of empties.
fn archive_boards(files: &[String]) -> Result<Vec<Board>, String> {
    let mut rng = Rng::new(9);
    let mut candidates = Vec::new();
    for file in files {
        let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
        let archive = wthor::parse(&bytes).map_err(|e| format!("{file}: {e}"))?;
        for game in &archive.games {
            let empties = EMPTIES.0 + rng.below((EMPTIES.1 - EMPTIES.0 + 1) as u64) as u32;
            if let Ok(Some(position)) = game.position_with_empties(empties) {
                candidates.push(position.board);
            }
        }
    }
    Ok(per_phase(candidates.into_iter().filter(|b| b.can_move())))
}

/// [`PER_PHASE`] positions a phase from seeded random games.
fn random_boards() -> Vec<Board> {
    let mut rng = Rng::new(9);
    per_phase((0..100 * PER_PHASE).filter_map(|_| random_board(&mut rng)))
}

/// The first [`PER_PHASE`] boards of each phase among `candidates`, in order.
fn per_phase(candidates: impl Iterator<Item = Board>) -> Vec<Board> {
    let mut counts = [0usize; PROBCUT_PHASES];
    candidates
        .filter(|b| {
            let count = &mut counts[phase(b)];
            *count += 1;
            *count <= PER_PHASE
        })
        .collect()
}

/// A random game stopped with [`EMPTIES`], if the side to move can play there.
fn random_board(rng: &mut Rng) -> Option<Board> {
    let mut b = Board::start();
    let target = EMPTIES.0 + rng.below((EMPTIES.1 - EMPTIES.0 + 1) as u64) as u32;
    while b.empties().count() > target {
        let Some(sq) = rng.pick(b.legal_moves()) else {
            b = b.pass();
            if !b.can_move() {
                return None;
            }
            continue;
        };
        b = b.play_unchecked(sq);
    }
    b.can_move().then_some(b)
}

/// The full-width search score of `b` at `depth` (0: the evaluation).
fn score(tt: &mut Table, b: Board, depth: usize) -> f64 {
    let mut host = Quiet;
    let mut budget = Budget::new(&Limits::depth(depth.max(1) as u32), &mut host);
    tt.new_search();
    Midgame::new(tt, &mut budget).pvs(b.player.0, b.opponent.0, -INF, INF, depth as u32) as f64
}
