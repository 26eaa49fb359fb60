//! `ethello puzzles`: the puzzle file, built from the archive, re-proved and counted.
//!
//! - `build WTHOR... --out FILE`: finds puzzles in the archive's games ([`find`]), rates them
//!   ([`rate`]) and writes the file; `find` and `rate` are its two halves, for a build in parts.
//! - `check FILE`: re-proves every endgame puzzle (uniqueness and values, by the exact solver) and
//!   re-checks every midgame margin, printing each puzzle that fails.
//! - `stats FILE`: counts by kind, theme and difficulty band.
//!
//! Progress is a bar on standard error when it is a terminal ([`super::progress`]): `find` counts
//! the puzzles found against those asked for (the games tried in its message), `rate` and `check`
//! the puzzles done. The file is written only when the command succeeds (`find` writes each puzzle
//! as it is found, so that a long run keeps what it found).

use std::collections::HashSet;
use std::io::Write;

use super::args::CliError;
use super::clock::Clock;
use super::progress;
use ethello_engine::search::{Host, Search};
use ethello_engine::{wthor, Position};
use ethello_model::training::find::{find, kind_for};
use ethello_model::training::puzzle::{Kind, Puzzle, Source, Step};
use ethello_model::training::rate::{fit, tally, Tally};
use ethello_model::training::set::{write_line, PuzzleSet, HEADER};
use ethello_model::training::{check, stats, themes};

/// The subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Find puzzles in WTHOR archives, rate them and write the puzzle file.
    Build(BuildArgs),
    /// Find puzzles in WTHOR archives and write them unrated (rating 0), each as it is found.
    Find(BuildArgs),
    /// Rate the puzzles of one file or more (merged, renumbered, easiest first) into one file.
    Rate {
        /// The puzzle files.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<String>,
        /// Where to write the rated file.
        #[arg(long, value_name = "FILE")]
        out: String,
    },
    /// Re-prove every endgame puzzle and re-check every midgame margin; print those that fail.
    Check {
        /// The puzzle file.
        file: String,
        /// Check a fixed sample of N puzzles, spread evenly over the file, instead of all.
        #[arg(long, value_name = "N")]
        sample: Option<usize>,
    },
    /// Counts by kind, theme and difficulty band.
    Stats {
        /// The puzzle file.
        file: String,
    },
}

/// The arguments of `build` and `find`.
#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// The WTHOR archive files (.wtb).
    #[arg(required = true, value_name = "WTHOR")]
    pub files: Vec<String>,
    /// Where to write the puzzles.
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// Endgame puzzles to find.
    #[arg(long, value_name = "N", default_value_t = 2600)]
    pub endgame: usize,
    /// Midgame puzzles to find.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub midgame: usize,
    /// The seed of the order in which games are tried and of the positions picked in each.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Skip the first N games of that order (to build in parts).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub skip: usize,
}

/// The endgame puzzles' empties, in bands, and each band's share of them (percent): solving costs
/// about ten times more for every three empties more (25 puzzles took 0.2 s at 8-14 empties,
/// 6 s at 15-18, 45 s at 19-21 and about 280 s at 22-24), so the deepest band gets a small share
/// and the build takes about an hour and a half.
const ENDGAME_SHARES: [(u32, u32, usize); 5] = [
    (8, 12, 25),
    (13, 16, 30),
    (17, 19, 25),
    (20, 21, 15),
    (22, 24, 5),
];

/// How many endgame puzzles each band of [`ENDGAME_SHARES`] wants, out of `total`.
fn endgame_quotas(total: usize) -> Vec<usize> {
    ENDGAME_SHARES
        .iter()
        .map(|&(_, _, share)| (total * share).div_ceil(100))
        .collect()
}

/// The band of [`ENDGAME_SHARES`] that holds `empties`.
fn endgame_band(empties: u32) -> Option<usize> {
    ENDGAME_SHARES
        .iter()
        .position(|&(low, high, _)| (low..=high).contains(&empties))
}

/// Runs the command; see the module doc.
///
/// # Errors
/// An input file cannot be read or is not of its kind, or the output cannot be written.
pub fn run(action: &Action) -> Result<(), CliError> {
    match action {
        Action::Build(args) => {
            let found = find_all(args, None)?;
            write_rated(found, &args.out)
        }
        Action::Find(args) => {
            let mut out = std::fs::File::create(&args.out)?;
            writeln!(out, "{HEADER}")?;
            find_all(args, Some(&mut out)).map(|_| ())
        }
        Action::Rate { files, out } => {
            let mut puzzles = Vec::new();
            for f in files {
                puzzles.extend(read_set(f)?.puzzles().iter().cloned());
            }
            write_rated(puzzles, out)
        }
        Action::Check { file, sample } => check_file(file, *sample),
        Action::Stats { file } => {
            print!("{}", stats::table(&read_set(file)?));
            Ok(())
        }
    }
}

/// Reads a puzzle file.
fn read_set(file: &str) -> Result<PuzzleSet, CliError> {
    let text =
        std::fs::read_to_string(file).map_err(|e| CliError(format!("puzzles: {file}: {e}")))?;
    PuzzleSet::parse(&text).map_err(|e| CliError(format!("{file}: {e}")))
}

/// A game of the archive: its year, number in its file and record.
pub(super) struct ArchiveGame {
    /// The year of its file.
    pub(super) year: u16,
    /// Its number in its file, from 1.
    pub(super) number: u32,
    /// The game.
    pub(super) record: wthor::Record,
}

/// Every game of the archive files, in a seeded random order.
pub(super) fn archive_games(files: &[String], seed: u64) -> Result<Vec<ArchiveGame>, CliError> {
    let mut games = Vec::new();
    for file in files {
        let bad = |e: &dyn std::fmt::Display| CliError(format!("puzzles: {file}: {e}"));
        let bytes = std::fs::read(file).map_err(|e| bad(&e))?;
        let archive = wthor::parse(&bytes).map_err(|e| bad(&e))?;
        let year = archive.header.year;
        games.extend(
            archive
                .games
                .into_iter()
                .enumerate()
                .map(|(i, record)| ArchiveGame {
                    year,
                    number: i as u32 + 1,
                    record,
                }),
        );
    }
    let mut rng = ethello_engine::Rng::new(seed);
    for i in (1..games.len()).rev() {
        games.swap(i, rng.below(i as u64 + 1) as usize);
    }
    Ok(games)
}

/// Finds the puzzles `args` ask for; each is also written to `out` as it is found, when given.
fn find_all(
    args: &BuildArgs,
    mut out: Option<&mut std::fs::File>,
) -> Result<Vec<Puzzle>, CliError> {
    let games = archive_games(&args.files, args.seed)?;
    let mut rng = ethello_engine::Rng::new(args.seed ^ 0x5eed);
    let mut search = Search::new(32);
    let mut seen = HashSet::new();
    let mut found: Vec<Puzzle> = Vec::new();
    let want = |kind| match kind {
        Kind::Endgame => args.endgame,
        Kind::Midgame => args.midgame,
    };
    let count = |found: &[Puzzle], kind| found.iter().filter(|p| p.kind == kind).count();
    let bar = progress::bar((args.endgame + args.midgame) as u64, "puzzles");
    for (n, g) in games.iter().enumerate().skip(args.skip) {
        if [Kind::Endgame, Kind::Midgame]
            .iter()
            .all(|&k| count(&found, k) >= want(k))
        {
            break;
        }
        let Ok(game) = g.record.replay() else {
            continue;
        };
        let wanted_band = neediest_band(&found, &endgame_quotas(args.endgame));
        for (index, kind) in candidates(&game, wanted_band, &mut rng) {
            if count(&found, kind) >= want(kind) {
                continue;
            }
            let position = game.positions()[index];
            if !seen.insert(position.symmetry_key()) {
                continue;
            }
            let Some(steps) = find(&mut search, position) else {
                continue;
            };
            let move_number = game.moves()[..index]
                .iter()
                .filter(|m| matches!(m, ethello_engine::Move::Play(_)))
                .count() as u16
                + 1;
            let source = Source {
                year: g.year,
                game: g.number,
                move_number,
            };
            let puzzle = make(found.len() as u32 + 1, kind, source, position, steps)?;
            if let Some(out) = out.as_deref_mut() {
                writeln!(out, "{}", write_line(&puzzle))?;
                out.flush()?;
            }
            found.push(puzzle);
            bar.inc(1);
        }
        bar.set_message(format!(
            "{} end, {} mid, game {}/{}",
            count(&found, Kind::Endgame),
            count(&found, Kind::Midgame),
            n + 1,
            games.len()
        ));
    }
    Ok(found)
}

/// The band of [`ENDGAME_SHARES`] furthest from its quota, if one still wants puzzles.
fn neediest_band(found: &[Puzzle], quotas: &[usize]) -> Option<usize> {
    let mut have = vec![0; quotas.len()];
    for p in found.iter().filter(|p| p.kind == Kind::Endgame) {
        if let Some(b) = endgame_band(p.position.board.empties().count()) {
            have[b] += 1;
        }
    }
    (0..quotas.len())
        .filter(|&b| have[b] < quotas[b])
        .max_by_key(|&b| (quotas[b] - have[b]) * 1000 / quotas[b])
}

/// The positions of `game` to try: one with an endgame's empties (in `wanted_band` of
/// [`ENDGAME_SHARES`]; none when `None`) and one with a midgame's, each picked at random among
/// the game's positions where the side to move has two moves or more.
fn candidates(
    game: &ethello_engine::Game,
    wanted_band: Option<usize>,
    rng: &mut ethello_engine::Rng,
) -> Vec<(usize, Kind)> {
    let mut out = Vec::new();
    for kind in [Kind::Endgame, Kind::Midgame] {
        let fits: Vec<usize> = game
            .positions()
            .iter()
            .enumerate()
            .filter(|(_, p)| kind_for(p.board.empties().count()) == Some(kind))
            .filter(|(_, p)| {
                kind == Kind::Midgame || endgame_band(p.board.empties().count()) == wanted_band
            })
            .filter(|(_, p)| p.board.legal_moves().count() >= 2)
            .map(|(i, _)| i)
            .collect();
        if !fits.is_empty() {
            out.push((fits[rng.below(fits.len() as u64) as usize], kind));
        }
    }
    out
}

/// An unrated puzzle with its themes.
fn make(
    id: u32,
    kind: Kind,
    source: Source,
    position: Position,
    steps: Vec<Step>,
) -> Result<Puzzle, CliError> {
    let first = &steps[0];
    let themes = themes::themes(kind, position.board, first.solution(), first.best_value());
    Puzzle::new(id, (kind, 0, themes, source), position, steps)
        .map_err(|e| CliError(format!("puzzles: a found puzzle is not one ({e}): a bug")))
}

/// Rates `puzzles`, sorts them easiest first, writes them to `out` and prints how well the
/// ratings order the players' results.
fn write_rated(mut puzzles: Vec<Puzzle>, out: &str) -> Result<(), CliError> {
    let mut host = || Box::new(Clock::new()) as Box<dyn Host>;
    let mut tallies: Vec<Vec<Tally>> = Vec::new();
    let bar = progress::bar(puzzles.len() as u64, "puzzles");
    for p in &mut puzzles {
        let t = tally(p, &mut host);
        p.rating = fit(&t).round() as i32;
        tallies.push(t);
        bar.inc(1);
    }
    bar.finish_and_clear();
    print!("{}", stats::validation(&tallies));
    let mut order: Vec<usize> = (0..puzzles.len()).collect();
    order.sort_by_key(|&i| (puzzles[i].rating, i));
    let sorted = order.into_iter().map(|i| puzzles[i].clone()).collect();
    std::fs::write(out, PuzzleSet::new(sorted).to_text())?;
    Ok(())
}

/// `ethello puzzles check`: prints every failing puzzle; an error when one fails.
fn check_file(file: &str, sample: Option<usize>) -> Result<(), CliError> {
    let set = read_set(file)?;
    let all = set.puzzles();
    let chosen: Vec<_> = check::sample(all, sample.unwrap_or(all.len())).collect();
    let mut search = Search::new(32);
    let clock = Clock::new();
    let mut failed = 0;
    let bar = progress::bar(chosen.len() as u64, "puzzles");
    for p in chosen.iter() {
        if let Err(why) = check::recheck(&mut search, p) {
            failed += 1;
            bar.suspend(|| println!("puzzle {}: {why}", p.id));
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    println!(
        "{} puzzles checked, {failed} failed, {:.1} s",
        chosen.len(),
        clock.seconds()
    );
    match failed {
        0 => Ok(()),
        n => Err(CliError(format!("puzzles: {n} puzzles failed the check"))),
    }
}
