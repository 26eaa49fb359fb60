//! `ethello archive`: the tournament archive (crates/archive, docs/archive.md) on the command line.
//!
//! - `build WTHOR_DIR --out FILE`: every `WTH_*.wtb`, `WTHOR.JOU` and `WTHOR.TRN` of the folder into
//!   one archive file, read back before it is written.
//! - `stats [TRANSCRIPT|POSITION]`: the moves played from a position (the start without one), most
//!   played first, with their games, results and black's average final disc difference; `--json`
//!   for programs.
//! - `games [TRANSCRIPT|POSITION]`: the games (of a player, in years...) that reached the position,
//!   a page of 20 at a time (`--page N`, from 1).
//! - `export --format transcript|ggf`: the same games as transcripts or GGF records, one a line.
//!
//! Every subcommand reads the file given by `--file` (default: the shipped `www/data/archive.bin`)
//! and takes the same filters: `--player NAME` (searched as the page does: accents and case
//! ignored, best match first) with `--as black|white|either`, `--tournament NAME`, `--years
//! FROM-TO` (or one year). A file that is not an archive, or a name that matches nothing, is an
//! error that says so.

use std::io::Write;

use super::args::CliError;
use super::input::read_line;
use ethello_archive::{fold, Archive, Filter, GameId, Page, Side, SortBy, Stats, Tally};
use ethello_engine::Position;

/// The archive the page ships, where the commands look for it by default.
pub const DEFAULT_FILE: &str = "www/data/archive.bin";

/// The games a page of `ethello archive games` lists.
const PAGE_SIZE: usize = 20;

/// What to do with the archive.
#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Build the archive file from a WTHOR folder (the .wtb files, WTHOR.JOU and WTHOR.TRN).
    Build {
        /// The folder.
        dir: String,
        /// The archive file to write.
        #[arg(long, value_name = "FILE")]
        out: String,
    },
    /// The moves played from a position, with their games and results.
    Stats {
        /// A transcript (`f5d6`) or a position (64 squares and the side to move); the start
        /// without one.
        position: Option<String>,
        /// Which games.
        #[command(flatten)]
        select: Select,
        /// As JSON.
        #[arg(long)]
        json: bool,
    },
    /// The games that reached a position (the start without one), a page at a time.
    Games {
        /// A transcript or a position.
        position: Option<String>,
        /// Which games.
        #[command(flatten)]
        select: Select,
        /// The page, from 1 (20 games a page).
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        page: u32,
    },
    /// The games as transcripts or GGF records, one a line.
    Export {
        /// `transcript` or `ggf`.
        #[arg(long, value_enum)]
        format: Format,
        /// Only the games that reached this position (a transcript or a position).
        position: Option<String>,
        /// Which games.
        #[command(flatten)]
        select: Select,
        /// The file to write (default: stdout).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
    },
}

/// The export's notation.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Format {
    /// `f5d6c3...`
    Transcript,
    /// Generic Game Format, with players, tournament, year and result.
    Ggf,
}

/// The colour a player filter asks for.
#[derive(Clone, Copy, Debug, Default, clap::ValueEnum)]
pub enum Colour {
    /// His games as black.
    Black,
    /// His games as white.
    White,
    /// Both.
    #[default]
    Either,
}

/// The archive file and the filters every subcommand but `build` takes.
#[derive(Debug, clap::Args)]
pub struct Select {
    /// The archive file.
    #[arg(long, value_name = "FILE", default_value = DEFAULT_FILE)]
    pub file: String,
    /// A player, by (part of) his name.
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// The colour the player had.
    #[arg(long = "as", value_enum, default_value = "either", requires = "player")]
    pub colour: Colour,
    /// A tournament, by (part of) its name.
    #[arg(long, value_name = "NAME")]
    pub tournament: Option<String>,
    /// The years, as FROM-TO (both included) or one year.
    #[arg(long, value_name = "FROM-TO", value_parser = years)]
    pub years: Option<(u16, u16)>,
}

/// Runs the command; see the module doc.
///
/// # Errors
/// A file cannot be read or written or is not what it should be, a position does not read, or a
/// name matches nothing.
pub fn run(action: &Action) -> Result<(), CliError> {
    match action {
        Action::Build { dir, out } => build(dir, out),
        Action::Stats {
            position,
            select,
            json,
        } => {
            let (archive, filter) = open(select)?;
            let stats = archive.stats(position_of(position.as_deref())?, &filter);
            let text = match json {
                true => format!("{}\n", stats_json(&stats)),
                false => stats_table(&stats),
            };
            print(&text)
        }
        Action::Games {
            position,
            select,
            page,
        } => {
            let (archive, filter) = open(select)?;
            let games = chosen(&archive, position.as_deref(), &filter)?;
            print(&games_page(&archive, games, *page as usize))
        }
        Action::Export {
            format,
            position,
            select,
            out,
        } => {
            let (archive, filter) = open(select)?;
            let games = chosen(&archive, position.as_deref(), &filter)?;
            let text: String = games
                .into_iter()
                .map(|id| match format {
                    Format::Transcript => archive.transcript(id) + "\n",
                    Format::Ggf => archive.ggf(id) + "\n",
                })
                .collect();
            match out {
                Some(file) => write_file("export", file, text.as_bytes()),
                None => print(&text),
            }
        }
    }
}

/// `archive build`: the folder's files into an archive file.
fn build(dir: &str, out: &str) -> Result<(), CliError> {
    let failed = |e: &dyn std::fmt::Display| CliError(format!("archive build: {dir}: {e}"));
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| failed(&e))? {
        let path = entry.map_err(|e| failed(&e))?.path();
        if path.is_file() {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            let bytes = std::fs::read(&path).map_err(|e| failed(&e))?;
            files.push((name.into_owned(), bytes));
        }
    }
    let bytes = ethello_archive::build_from_files(files).map_err(|e| failed(&e))?;
    let archive = ethello_archive::read(&bytes).map_err(|e| failed(&e))?;
    write_file("archive build", out, &bytes)?;
    print(&format!(
        "{out}: {} bytes, {} games\n",
        bytes.len(),
        archive.len()
    ))
}

/// The archive file read, and the filter its names ask for.
fn open(select: &Select) -> Result<(Archive, Filter), CliError> {
    let file = &select.file;
    let bytes = std::fs::read(file).map_err(|e| CliError(format!("archive: {file}: {e}")))?;
    let archive = ethello_archive::read(&bytes).map_err(|e| CliError(format!("{file}: {e}")))?;
    let side = match select.colour {
        Colour::Black => Side::Black,
        Colour::White => Side::White,
        Colour::Either => Side::Either,
    };
    let player = match &select.player {
        Some(name) => Some((player(&archive, name)?, side)),
        None => None,
    };
    let tournament = match &select.tournament {
        Some(name) => Some(tournament(&archive, name)?),
        None => None,
    };
    let years = select.years;
    let filter = Filter {
        player,
        tournament,
        years,
    };
    Ok((archive, filter))
}

/// The player a name asks for: the best match of the page's search.
fn player(archive: &Archive, name: &str) -> Result<u16, CliError> {
    let found = archive.search_players(name, 1);
    let none = || CliError(format!("archive: no player's name matches \"{name}\""));
    found.first().copied().ok_or_else(none)
}

/// The tournament a name asks for: the first whose name holds it (accents and case ignored).
fn tournament(archive: &Archive, name: &str) -> Result<u16, CliError> {
    let text = fold(name.trim());
    let names = archive.tournaments().to_strings();
    let found = names.iter().position(|n| fold(n).contains(&text));
    let none = || CliError(format!("archive: no tournament's name matches \"{name}\""));
    found.map(|i| i as u16).ok_or_else(none)
}

/// The position a transcript or position text gives; the start without one.
fn position_of(text: Option<&str>) -> Result<Position, CliError> {
    let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
        return Ok(Position::start());
    };
    match read_line(text) {
        Some(Ok((position, _))) => Ok(position),
        Some(Err(e)) => Err(CliError(format!("archive: \"{text}\": {e}"))),
        None => Err(CliError(format!("archive: \"{text}\" is not a position"))),
    }
}

/// The games the filter lets through, only those that reached the position when one is given.
fn chosen(
    archive: &Archive,
    position: Option<&str>,
    filter: &Filter,
) -> Result<Vec<GameId>, CliError> {
    Ok(match position {
        Some(_) => archive.games_at(position_of(position)?, filter),
        None => archive.filtered(filter),
    })
}

/// Black's average final disc difference to one decimal, `-` without games.
fn average(tally: &Tally) -> String {
    tally
        .average_margin()
        .map_or_else(|| "-".into(), |avg| format!("{avg:+.1}"))
}

/// The statistics as a table, a move a line.
fn stats_table(stats: &Stats) -> String {
    let t = &stats.tally;
    let mut text = format!(
        "{} games: black {}, draws {}, white {}, black's average {}\n",
        t.games,
        t.black_wins,
        t.draws,
        t.white_wins,
        average(t)
    );
    if let Some(exact) = stats.exact {
        text += &format!("perfect play: {exact:+}\n");
    }
    text += "move  games  black  draws  white  average\n";
    for m in &stats.moves {
        let t = &m.tally;
        text += &format!(
            "{:<4} {:>6} {:>6} {:>6} {:>6} {:>8}\n",
            m.square.to_string(),
            t.games,
            t.black_wins,
            t.draws,
            t.white_wins,
            average(t)
        );
    }
    text
}

/// A tally's fields as JSON, the average to one decimal (`null` without games).
fn tally_json(t: &Tally) -> serde_json::Map<String, serde_json::Value> {
    let avg = t.average_margin().map(|a| (a * 10.0).round() / 10.0);
    let value = serde_json::json!({
        "games": t.games, "black_wins": t.black_wins, "draws": t.draws,
        "white_wins": t.white_wins, "avg": avg,
    });
    match value {
        serde_json::Value::Object(map) => map,
        _ => unreachable!("a JSON object"),
    }
}

/// The statistics as JSON: the position's tally, `exact`, and `moves` (each with `move`).
fn stats_json(stats: &Stats) -> serde_json::Value {
    let moves: Vec<serde_json::Value> = stats
        .moves
        .iter()
        .map(|m| {
            let mut map = tally_json(&m.tally);
            map.insert("move".into(), m.square.to_string().into());
            map.insert("exact_after".into(), m.exact_after.into());
            serde_json::Value::Object(map)
        })
        .collect();
    let mut map = tally_json(&stats.tally);
    map.insert("exact".into(), stats.exact.into());
    map.insert("moves".into(), moves.into());
    serde_json::Value::Object(map)
}

/// A page of games, by year: one a line with its number, year, tournament, players and score.
fn games_page(archive: &Archive, games: Vec<GameId>, page: usize) -> String {
    let ask = Page {
        sort: SortBy::Year,
        descending: false,
        offset: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
    };
    let listed = archive.page(games, &ask);
    let pages = listed.total.div_ceil(PAGE_SIZE).max(1);
    let mut text = format!("{} games, page {page} of {pages}\n", listed.total);
    let name =
        |names: &ethello_archive::names::Names, i: u16| names.name(i as usize).unwrap_or_default();
    for id in listed.games {
        let g = archive.info(id);
        text += &format!(
            "{id:>6} {} {} | {} - {} | {}-{}\n",
            g.year,
            name(archive.tournaments(), g.tournament),
            name(archive.players(), g.black),
            name(archive.players(), g.white),
            g.black_discs,
            64 - g.black_discs
        );
    }
    text
}

/// `FROM-TO` or one year.
fn years(text: &str) -> Result<(u16, u16), String> {
    let year = |t: &str| {
        t.trim()
            .parse::<u16>()
            .map_err(|_| format!("\"{t}\" is not a year"))
    };
    let (from, to) = match text.split_once('-') {
        Some((a, b)) => (year(a)?, year(b)?),
        None => (year(text)?, year(text)?),
    };
    match from <= to {
        true => Ok((from, to)),
        false => Err(format!("{from} is after {to}")),
    }
}

/// Writes a file, errors naming the command and the file.
fn write_file(command: &str, file: &str, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(file, bytes).map_err(|e| CliError(format!("{command}: {file}: {e}")))
}

/// Prints the text on stdout.
fn print(text: &str) -> Result<(), CliError> {
    Ok(std::io::stdout().lock().write_all(text.as_bytes())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_read_as_a_range_or_one_year() {
        assert_eq!(years("1990-1999"), Ok((1990, 1999)));
        assert_eq!(years("2001"), Ok((2001, 2001)));
        assert!(years("1999-1990").is_err());
        assert!(years("then").is_err());
    }
}
