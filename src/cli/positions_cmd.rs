//! `ethello positions`: endgame test sets as `ethello solve` reads them.
//!
//! - `ethello positions wthor FILE... [--empties N]`: from WTHOR archives (`.wtb`), the position of
//!   every game with N empties (default 24), followed by its exact score when N is the archive's
//!   scored depth (24), else `?`.
//! - `ethello positions random COUNT [--seed S] [--empties A-B]`: COUNT positions reached by seeded
//!   random legal play (default seed 1, 14-22 empties); the score is `?` (unknown).
//!
//! Output, a line per position: `<64 squares> <side> <score> <empties> <id>`, the id naming the
//! source (`wthor-2001-17`: the 17th game of the 2001 file; `random-1-3`: the 3rd of seed 1). A game
//! whose moves do not replay is reported on stderr and skipped.

use std::io::Write;

use super::{parse_num, CliError};
use crate::engine::random_play::random_endgames;
use crate::engine::wthor;

const USAGE: &str = "positions: usage: ethello positions wthor FILE... [--empties N] | \
                     ethello positions random COUNT [--seed S] [--empties A-B]";

/// Runs the command; see the module doc.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let (mut rest, mut empties) = (Vec::new(), None);
    let mut seed = 1u64;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--empties" => empties = Some(it.next().ok_or_else(|| CliError(USAGE.into()))?),
            "--seed" => seed = parse_num("--seed", it.next().map_or("", |s| s))?,
            _ => rest.push(a.as_str()),
        }
    }
    match rest.split_first() {
        Some((&"wthor", files)) if !files.is_empty() => {
            let n = empties.map_or(Ok(24), |e| parse_num("--empties", e))?;
            files.iter().try_for_each(|f| wthor_file(f, n))
        }
        Some((&"random", [count])) => {
            let count: usize = parse_num("COUNT", count)?;
            let (low, high) = empty_range(empties.map_or("14-22", |e| e))?;
            let mut out = std::io::stdout().lock();
            for (i, p) in random_endgames(seed, count, low..=high).iter().enumerate() {
                let n = p.board.empties().count();
                writeln!(out, "{p} ? {n} random-{seed}-{}", i + 1)?;
            }
            Ok(())
        }
        _ => Err(CliError(USAGE.into())),
    }
}

/// `A-B` (or `A`) as an inclusive range.
fn empty_range(text: &str) -> Result<(u32, u32), CliError> {
    let (a, b) = text.split_once('-').unwrap_or((text, text));
    Ok((parse_num("--empties", a)?, parse_num("--empties", b)?))
}

/// Prints the position with `empties` empties of every game of one archive file.
fn wthor_file(file: &str, empties: u32) -> Result<(), CliError> {
    let bytes = std::fs::read(file).map_err(|e| CliError(format!("positions: {file}: {e}")))?;
    let archive = wthor::parse(&bytes).map_err(|e| CliError(format!("positions: {file}: {e}")))?;
    let year = archive.header.year;
    let scored = empties == archive.header.score_empties as u32;
    let mut out = std::io::stdout().lock();
    for (i, game) in archive.games.iter().enumerate() {
        let id = format!("wthor-{year}-{}", i + 1);
        let line = if scored {
            let s = game.scored_position(archive.header.score_empties);
            s.map(|s| s.map(|s| format!("{} {:+}", s.position, s.score)))
        } else {
            let p = game.position_with_empties(empties);
            p.map(|p| p.map(|p| format!("{p} ?")))
        };
        match line {
            Ok(Some(line)) => writeln!(out, "{line} {empties} {id}")?,
            Ok(None) => {}
            Err(e) => eprintln!("ethello: positions: {file}: game {}: {e}", i + 1),
        }
    }
    Ok(())
}
