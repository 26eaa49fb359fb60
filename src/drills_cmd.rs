//! `ethello drills`: the reason drills' file (issue 48), built from the archive and re-checked.
//!
//! - `build WTHOR... --out FILE [--count N]`: from games of the archive in a seeded order, one
//!   midgame or endgame position each (20 to 44 empties, three legal moves or more): the best
//!   move of a short search against one other move drawn at random, kept when the worse move's
//!   explanation gives one reason for at least 70 % of the loss
//!   ([`drills::make`](ethello_model::training::drills::make)); one drill per position up to
//!   symmetry. Then `--parity N` parity drills (`super::parity_drills`), from one endgame
//!   position a game (10 to 14 empties), numbered after the others. Written when the command
//!   succeeds.
//! - `check FILE [--sample N]`: reads the file and explains again every drill (or N spread over
//!   the file): the same reason must come first with the same share (a parity drill: made again,
//!   the same); prints those that fail.
//!
//! The shipped file, `www/data/drills.txt`, was made by
//! `ethello drills build /work/shared/data/wthor/WTH_*.wtb --out www/data/drills.txt --count 300`.

use std::collections::HashSet;
use std::io::Write;

use super::args::CliError;
use super::parity_drills;
use super::puzzles_cmd::archive_games;
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::{Move, Position, Rng};
use ethello_model::training::drills::{self, ReasonDrill, HEADER};

/// The subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Find reason drills in WTHOR archives and write the drill file.
    Build {
        /// The WTHOR archive files (.wtb).
        #[arg(required = true, value_name = "WTHOR")]
        files: Vec<String>,
        /// Where to write the drills.
        #[arg(long, value_name = "FILE")]
        out: String,
        /// How many drills to find.
        #[arg(long, value_name = "N", default_value_t = 300)]
        count: usize,
        /// How many parity drills to find after them.
        #[arg(long, value_name = "N", default_value_t = 30)]
        parity: usize,
        /// The seed of the games' order and of the moves drawn.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
    /// Explain every drill again (or a sample) and print those whose reason no longer holds.
    Check {
        /// The drill file.
        file: String,
        /// Check N drills spread evenly over the file instead of all.
        #[arg(long, value_name = "N")]
        sample: Option<usize>,
    },
}

/// A range of empties.
type Empties = std::ops::RangeInclusive<u32>;
/// The empties of the positions drilled for a reason.
const EMPTIES: Empties = 20..=44;
/// The depth of the search that finds the better move.
const BEST_DEPTH: u32 = 6;

/// Runs the command; see the module doc.
///
/// # Errors
/// An input cannot be read or is not of its kind, the output cannot be written, or (`check`) a
/// drill fails.
pub fn run(action: &Action) -> Result<(), CliError> {
    match action {
        Action::Build {
            files,
            out,
            count,
            parity,
            seed,
        } => {
            let found = build(files, (*count, *parity), *seed)?;
            let mut text = format!("{HEADER}\n");
            for d in &found {
                text.push_str(&d.to_line());
                text.push('\n');
            }
            std::fs::File::create(out)?.write_all(text.as_bytes())?;
            eprintln!("drills: {} written to {out}", found.len());
            Ok(())
        }
        Action::Check { file, sample } => check(file, *sample),
    }
}

/// Finds `count` reason drills in the games of `files`, then `parity` parity drills.
fn build(
    files: &[String],
    (count, parity): (usize, usize),
    seed: u64,
) -> Result<Vec<ReasonDrill>, CliError> {
    let games = archive_games(files, seed)?;
    let mut rng = Rng::new(seed ^ 0xd1);
    let mut search = Search::new(32);
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    for (n, g) in games.iter().enumerate() {
        if found.len() >= count {
            break;
        }
        let Ok(game) = g.record.replay() else {
            continue;
        };
        let Some(position) = pick(game.positions(), EMPTIES, &mut rng) else {
            continue;
        };
        if !seen.insert(position.symmetry_key()) {
            continue;
        }
        let id = found.len() as u32 + 1;
        if let Some(d) = drill_at(&mut search, id, position, &mut rng) {
            found.push(d);
        }
        if n % 100 == 0 {
            eprintln!("drills: {} found in {} games", found.len(), n + 1);
        }
    }
    let reasons = found.len();
    for g in &games {
        if found.len() >= reasons + parity {
            break;
        }
        let Ok(game) = g.record.replay() else {
            continue;
        };
        let Some(position) = pick(game.positions(), parity_drills::EMPTIES, &mut rng) else {
            continue;
        };
        if !seen.insert(position.symmetry_key()) {
            continue;
        }
        let id = found.len() as u32 + 1;
        if let Some(d) = parity_drills::parity_drill(&mut search, id, position) {
            eprintln!(
                "drills: parity drill {id} at {} empties",
                position.board.empties().count()
            );
            found.push(d);
        }
    }
    Ok(found)
}

/// A position of the game to try, drawn among those with `empties` and three moves or more.
fn pick(positions: &[Position], empties: Empties, rng: &mut Rng) -> Option<Position> {
    let fits: Vec<&Position> = positions
        .iter()
        .filter(|p| empties.contains(&p.board.empties().count()))
        .filter(|p| p.board.legal_moves().count() >= 3)
        .collect();
    let i = rng.below(fits.len().max(1) as u64) as usize;
    fits.get(i).copied().copied()
}

/// The drill of the best move in `position` against another drawn at random, when it makes one.
fn drill_at(
    search: &mut Search,
    id: u32,
    position: Position,
    rng: &mut Rng,
) -> Option<ReasonDrill> {
    let report = search.run(position.board, &Limits::depth(BEST_DEPTH), &mut Quiet);
    let Move::Play(best) = report.best else {
        return None;
    };
    let others: Vec<_> = position
        .board
        .legal_moves()
        .into_iter()
        .filter(|&s| s != best)
        .collect();
    let worse = *others.get(rng.below(others.len().max(1) as u64) as usize)?;
    drills::make(search, id, position, best, worse)
}

/// Explains the drills of `file` again; fails when one no longer holds.
fn check(file: &str, sample: Option<usize>) -> Result<(), CliError> {
    let text =
        std::fs::read_to_string(file).map_err(|e| CliError(format!("drills: {file}: {e}")))?;
    let all = drills::parse(&text).map_err(|e| CliError(format!("{file}: {e}")))?;
    let n = sample.unwrap_or(all.len()).clamp(1, all.len().max(1));
    let step = (all.len() / n).max(1);
    let mut search = Search::new(32);
    let mut failed = 0;
    for d in all.iter().step_by(step).take(n) {
        let again = match d.reason.word() {
            "parity" => parity_drills::parity_drill(&mut search, d.id, d.position),
            _ => drills::make(&mut search, d.id, d.position, d.better, d.worse),
        };
        let key = |a: &ReasonDrill| (a.reason, a.better, a.worse, a.better_value, a.worse_value);
        let same = match d.reason.word() {
            "parity" => again.as_ref().map(key) == Some(key(d)),
            _ => again.map(|a| a.reason) == Some(d.reason),
        };
        if !same {
            println!(
                "drill {}: {} no longer explains {} against {}",
                d.id, d.reason, d.worse, d.better
            );
            failed += 1;
        }
    }
    match failed {
        0 => Ok(()),
        _ => Err(CliError(format!("drills: {failed} drill(s) of {n} failed"))),
    }
}
