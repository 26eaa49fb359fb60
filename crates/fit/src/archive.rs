//! Training positions from the WTHOR archive: every position of every tournament game, from the start
//! down to [`MIN_EMPTIES`] empty squares, labelled with the game's exact score at 24 empties.
//!
//! The archive gives, for each game, black's final margin under perfect play from its position with
//! 24 empties. That label is exact for the 24-empty position and the best estimate the archive has
//! for its neighbours: the players' later mistakes (for the positions before) or earlier ones (after)
//! make it noisy, more so far from 24 empties, but it is unbiased where the players are equally good,
//! and it comes from the positions real games reach. The positions the evaluation meets with fewer
//! empties are left to the solver-labelled self-play data (`games`), whose weights the fit starts from.
//!
//! `ethello-fit archive OUT FILE...` appends the records (the `fit` format) of the games of FILE...
//! to OUT; the caller picks the years, so that some can be held out for testing. With `--exact A-B`
//! it writes instead the positions with A to B empties, each labelled exactly by the solver (of
//! every `--every`-th game, since a solve costs microseconds with few empties but seconds with
//! 18): the labels the phases under 18 empties need. With `--searched A-B --depth D` the positions
//! with A to B empties are labelled by Willy's selective search to D plies instead (in whole
//! discs): labels for the midgame phases free of the players' later mistakes, at the cost of the
//! evaluation's own (the leaves lie D plies nearer the end, where it errs less).
//!
//! On a terminal, a progress bar on standard error counts the games read (all the files are
//! read first, so that it knows their number).

use std::io::Write;

use std::ops::RangeInclusive;

use ethello::progress;
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::wthor::{self, Archive, Record};
use ethello_engine::{Board, Color};

/// Positions with fewer empties than this are not written.
pub const MIN_EMPTIES: u32 = 18;

/// The arguments of `ethello-fit archive`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The data file to append to.
    out: String,
    /// Archive files (.wtb); pick the years, so that others can be held out.
    #[arg(required = true)]
    files: Vec<String>,
    /// Label the positions with A to B empties by an exact solve instead (A-B).
    #[arg(long, value_name = "A-B", value_parser = empties_range)]
    exact: Option<RangeInclusive<u32>>,
    /// Label the positions with A to B empties by a selective search to --depth plies instead.
    #[arg(long, value_name = "A-B", value_parser = empties_range, conflicts_with = "exact")]
    searched: Option<RangeInclusive<u32>>,
    /// The depth of --searched's searches.
    #[arg(long, value_name = "D", default_value_t = 10, requires = "searched")]
    depth: u32,
    /// With --exact or --searched, use every N-th game only.
    #[arg(long, value_name = "N", default_value_t = 1)]
    every: usize,
    /// With --every, start from the K-th game of each file (0 = the first), so that several runs
    /// can label disjoint games.
    #[arg(long, value_name = "K", default_value_t = 0)]
    offset: usize,
    /// Stop after writing this many positions (the first ones in file and game order).
    #[arg(long, value_name = "N")]
    limit: Option<usize>,
}

/// `A-B` as an inclusive range of empties.
fn empties_range(text: &str) -> Result<RangeInclusive<u32>, String> {
    let (a, b) = text.split_once('-').ok_or("expected A-B")?;
    let n = |t: &str| {
        t.parse::<u32>()
            .map_err(|_| format!("{t:?} is not a number"))
    };
    Ok(n(a)?..=n(b)?)
}

/// `ethello-fit archive`: see the module doc.
pub fn run(args: &Args) -> Result<(), String> {
    let (out, files) = (&args.out, &args.files);
    let mut solver = Search::new(64);
    let mut out = append_to(out)?;
    let (mut games, mut positions) = (0usize, 0usize);
    let limit = args.limit.unwrap_or(usize::MAX);
    let archives: Vec<Archive> = files.iter().map(|f| read(f)).collect::<Result<_, _>>()?;
    let total = archives.iter().map(|a| chosen(args, a).count() as u64);
    let bar = progress::bar(total.sum(), "games");
    'files: for archive in &archives {
        for record in chosen(args, archive) {
            let samples = match (&args.exact, &args.searched) {
                (Some(range), _) => scored(record, range, |b| {
                    solver.run(b, &Limits::depth(60), &mut Quiet).score
                }),
                (None, Some(range)) => scored(record, range, |b| {
                    solver.run_deepening(b, args.depth, true, &mut Quiet).score
                }),
                (None, None) => labelled(record, archive.header.score_empties),
            };
            games += usize::from(!samples.is_empty());
            for (board, label) in samples {
                if positions == limit {
                    break 'files;
                }
                out.write_all(&encode(board, label))
                    .map_err(|e| e.to_string())?;
                positions += 1;
            }
            bar.inc(1);
        }
    }
    bar.finish_and_clear();
    eprintln!("{games} games, {positions} positions");
    out.flush().map_err(|e| e.to_string())
}

/// The games of `archive` that `args` pick: every `--every`-th from the `--offset`-th.
fn chosen<'a>(args: &Args, archive: &'a Archive) -> impl Iterator<Item = &'a Record> {
    let games = archive.games.iter().skip(args.offset);
    games.step_by(args.every.max(1))
}

/// The WTHOR archive in the file `name`.
pub fn read(name: &str) -> Result<Archive, String> {
    let bytes = std::fs::read(name).map_err(|e| format!("{name}: {e}"))?;
    wthor::parse(&bytes).map_err(|e| format!("{name}: {e}"))
}

/// The game's positions with at least [`MIN_EMPTIES`] empties where the side to move has a move,
/// each with the exact 24-empty score from its side to move's view; none when the game does not
/// replay or ends before it is scored.
fn labelled(record: &Record, score_empties: u8) -> Vec<(Board, i32)> {
    let Ok(game) = record.replay() else {
        return Vec::new();
    };
    if record.moves.len() < 60 - score_empties as usize {
        return Vec::new();
    }
    let margin = record.theoretical_margin();
    game.positions()
        .iter()
        .filter(|p| p.board.empties().count() >= MIN_EMPTIES && p.board.can_move())
        .map(|p| {
            let label = if p.side == Color::Black {
                margin
            } else {
                -margin
            };
            (p.board, label)
        })
        .collect()
}

/// The game's positions with empties in `range` where the side to move has a move, each with the
/// label `score` gives it (an exact solve, or a selective search to a depth).
fn scored(
    record: &Record,
    range: &RangeInclusive<u32>,
    mut score: impl FnMut(Board) -> i32,
) -> Vec<(Board, i32)> {
    let Ok(game) = record.replay() else {
        return Vec::new();
    };
    game.positions()
        .iter()
        .filter(|p| range.contains(&p.board.empties().count()) && p.board.can_move())
        .map(|p| (p.board, score(p.board)))
        .collect()
}

/// The data file `path`, opened for appending records.
pub fn append_to(path: &str) -> Result<std::io::BufWriter<std::fs::File>, String> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{path}: {e}"))?;
    Ok(std::io::BufWriter::new(file))
}

/// An 18-byte record: player and opponent bitboards, little-endian, then the label as `i16`.
pub fn encode(board: Board, label: i32) -> [u8; 18] {
    let mut rec = [0u8; 18];
    rec[..8].copy_from_slice(&board.player.0.to_le_bytes());
    rec[8..16].copy_from_slice(&board.opponent.0.to_le_bytes());
    rec[16..].copy_from_slice(&(label as i16).to_le_bytes());
    rec
}
