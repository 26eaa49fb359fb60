//! The positions the command line reads: `solve`, `eval` and `study` (and their `--simulate`) take
//! a file of them, or stdin. What the page's "Open" box opens reads here too, so a position or a
//! game copied from the page (or a save it wrote) can be solved, evaluated or studied as it is.
//!
//! A text is one of:
//! - an `.etl` save (it begins with `{`): the position its game reached;
//! - one position text, on one line or several (8 lines of 8 with the side to move after them),
//!   with nothing else;
//! - lines, each one item, blank lines and `#` lines skipped:
//!   - a position text ([`Notation::of`]: 8 square characters first; any form the page reads),
//!     then perhaps white space and fields: `<64 squares> <side> +38 a2 20 ffo40` is the form of
//!     `tests/data` and of `ethello positions`;
//!   - a GGF game on one line: the position at its end (what follows the game is not read);
//!   - a transcript or a link that the page opens (`f5d6c3`, `1. f5 d6 2. c3`,
//!     `http://.../#pos=..._X`), then perhaps fields, which begin at the first word that starts
//!     with a sign and a digit, or with `?` (`+2`, `-12`, `?`): the position the game reached.
//!
//! The first field, when it is a number (`+38`, `-12`, `0`), is the known exact score for the side
//! to move; the commands ignore the others. A line that does not read gives an [`ImportError`] at
//! its line and column in the text ("line 5, column 37: expected a square: X, O or -, found 'Z'"),
//! as the page's reader places it.

use super::args::CliError;
use ethello_engine::notation::Notation;
use ethello_engine::Position;
use ethello_model::import::{self, ImportError, Opened};

/// One position of an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item<'a> {
    /// The 1-based line where it begins.
    pub line: usize,
    /// The position (of a game: the one it reached).
    pub position: Position,
    /// The words after it on its line.
    pub fields: Vec<&'a str>,
}

impl Item<'_> {
    /// The known exact score in the first field, if it is a number (`+38`, `-12`, `0`).
    pub fn expected_score(&self) -> Option<i32> {
        self.fields.first()?.trim_start_matches('+').parse().ok()
    }
}

/// The text of `file`, or of stdin when it is `-`; errors name `command` and the file.
///
/// # Errors
/// The file cannot be read or is not UTF-8.
pub fn read_text(command: &str, file: &str) -> Result<String, CliError> {
    let text = match file {
        "-" => std::io::read_to_string(std::io::stdin()),
        _ => std::fs::read_to_string(file),
    };
    text.map_err(|e| CliError(format!("{command}: {file}: {e}")))
}

/// The number of positions among `items`: the total of a command's progress bar.
pub fn count_positions(items: &[Result<Item<'_>, ImportError>]) -> u64 {
    items.iter().filter(|item| item.is_ok()).count() as u64
}

/// Every position of `text` in order, or the error of each line that does not read (see the
/// module doc).
pub fn items(text: &str) -> Vec<Result<Item<'_>, ImportError>> {
    if let Some(item) = whole(text) {
        return vec![item];
    }
    let numbered = text.lines().zip(1..);
    let read = numbered.filter_map(|(line, number)| Some(item(read_line(line)?, number)));
    read.collect()
}

/// The whole text as one item, when it is a save or one position text.
fn whole(text: &str) -> Option<Result<Item<'_>, ImportError>> {
    let body = text.trim_start();
    let line = 1 + text[..text.len() - body.len()].matches('\n').count();
    let at = |position| Item {
        line,
        position,
        fields: Vec::new(),
    };
    if body.starts_with('{') {
        return Some(import::open(text).map(|opened| at(position_of(&opened))));
    }
    let one_position = Notation::of(text) == Notation::Position;
    one_position
        .then(|| text.parse().ok())
        .flatten()
        .map(|position| Ok(at(position)))
}

/// A line's result as an item of line `number`.
fn item(
    read: Result<(Position, Vec<&str>), ImportError>,
    number: usize,
) -> Result<Item<'_>, ImportError> {
    match read {
        Ok((position, fields)) => Ok(Item {
            line: number,
            position,
            fields,
        }),
        Err(err) => Err(ImportError {
            line: number + err.line - 1,
            ..err
        }),
    }
}

/// One line: its position and fields; `None` for a blank or `#` line. Errors are placed in the
/// line (line 1).
///
/// # Errors
/// The line is neither a position nor a game the page opens.
pub fn read_line(line: &str) -> Option<Result<(Position, Vec<&str>), ImportError>> {
    let text = line.trim();
    if text.is_empty() || text.starts_with('#') {
        return None;
    }
    Some(match Notation::of(line) {
        Notation::Position => position_line(line),
        Notation::Ggf => import::open(line).map(|opened| (position_of(&opened), Vec::new())),
        Notation::Transcript => game_line(line),
    })
}

/// A game (or a link) the page opens, and the fields after it.
fn game_line(line: &str) -> Result<(Position, Vec<&str>), ImportError> {
    let (game, fields) = line.split_at(fields_start(line));
    let opened = import::open(game)?;
    Ok((position_of(&opened), fields.split_whitespace().collect()))
}

/// A position text and the fields after it, which white space must part from it.
fn position_line(line: &str) -> Result<(Position, Vec<&str>), ImportError> {
    let (position, rest) = Position::read_prefix(line)?;
    if rest.is_empty() || rest.starts_with(char::is_whitespace) {
        return Ok((position, rest.split_whitespace().collect()));
    }
    // What is glued to the position is faulted as the page faults it.
    let word = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let head = &line[..line.len() - rest.len() + word];
    match head.parse::<Position>() {
        Err(err) => Err(err.into()),
        Ok(position) => Ok((position, rest[word..].split_whitespace().collect())),
    }
}

/// The position an opened text holds: a game's current one, or the position.
fn position_of(opened: &Opened) -> Position {
    match opened {
        Opened::Position { position, .. } => *position,
        other => other.game().position(),
    }
}

/// Where the fields after a game begin: at the first word that begins with a sign and a digit,
/// or with `?`; the line's length when none does.
fn fields_start(line: &str) -> usize {
    let mut blank_before = true;
    for (i, c) in line.char_indices() {
        if blank_before && begins_field(&line[i..]) {
            return i;
        }
        blank_before = c.is_whitespace();
    }
    line.len()
}

/// True when `text` begins with `?`, or with `+` or `-` and a digit.
fn begins_field(text: &str) -> bool {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some('?'), _) => true,
        (Some('+' | '-'), Some(digit)) => digit.is_ascii_digit(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ethello_engine::random_play::random_endgames;
    use ethello_engine::{Color, Game};
    use ethello_model::import::position_link;
    use ethello_model::savefile::{SaveGame, Settings};

    /// The one item of `text`.
    fn one(text: &str) -> Item<'_> {
        let mut all = items(text);
        assert_eq!(all.len(), 1, "{text:?}: {all:?}");
        all.remove(0).unwrap_or_else(|e| panic!("{text:?}: {e}"))
    }

    fn tiger() -> Position {
        Game::from_transcript("f5d6c3d3c4").unwrap().position()
    }

    #[test]
    fn reads_the_test_files_lines_with_their_fields() {
        let line =
            "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X +38 a2 20 ffo40";
        let item = one(line);
        assert_eq!(item.position.to_string(), line[..66]);
        assert_eq!(item.fields, ["+38", "a2", "20", "ffo40"]);
        assert_eq!(item.expected_score(), Some(38));
        assert_eq!(one(&format!("{} 0", &line[..66])).expected_score(), Some(0));
        assert_eq!(one(&format!("{} ? 20", &line[..66])).expected_score(), None);
    }

    #[test]
    fn reads_back_what_ethello_positions_writes() {
        let positions = random_endgames(7, 30, 10..=20);
        let text: String = positions
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{p} ? {} random-7-{}\n", p.board.empties().count(), i + 1))
            .collect();
        let read: Vec<Position> = items(&text)
            .into_iter()
            .map(|i| i.unwrap().position)
            .collect();
        assert_eq!(read, positions);
    }

    #[test]
    fn reads_a_position_text_the_page_opens() {
        let text = tiger().to_string();
        let rows: Vec<&str> = (0..8).map(|r| &text[r * 8..r * 8 + 8]).collect();
        let spaced = format!("{} {} +1", rows.join(" ").to_lowercase(), &text[65..]);
        let item = one(&spaced);
        assert_eq!((item.position, item.expected_score()), (tiger(), Some(1)));
        // 8 lines of 8, the side after them: one position.
        let lines = format!("{}\n{}\n", rows.join("\n"), &text[65..]);
        assert_eq!(one(&lines).position, tiger());
        // No side: black moves, unless black must pass.
        let only_white = format!("OX{}", "-".repeat(62));
        assert_eq!(one(&only_white).position.side, Color::White);
        let link = format!("http://127.0.0.1:8080/{} +4", position_link(tiger()));
        assert_eq!(one(&link).position, tiger());
    }

    #[test]
    fn reads_a_game_the_page_opens_as_the_position_it_reached() {
        for line in [
            "f5d6c3d3c4",
            "F5 d6 3. c3 d3 c4 +2 tiger",
            "1. f5 d6 2. c3 d3 3. c4 ?",
            "http://127.0.0.1:8080/#f5d6c3d3c4",
            "(;GM[Othello]TY[8]B[F5]W[D6]B[C3]W[D3]B[C4];)",
        ] {
            assert_eq!(one(line).position, tiger(), "{line}");
        }
        let item = one("F5 d6 3. c3 d3 c4 -2 tiger");
        assert_eq!(
            (item.expected_score(), item.fields),
            (Some(-2), vec!["-2", "tiger"])
        );
        // A save: the position its game reached.
        let save = SaveGame::from_game(
            &Game::from_transcript("f5d6c3d3c4").unwrap(),
            &Settings::default(),
            None,
        );
        assert_eq!(one(&save.to_text()).position, tiger());
    }

    #[test]
    fn skips_comments_and_places_each_fault_at_its_line_and_column() {
        let start = Position::start().to_string();
        let text = format!(
            "# a comment\n\n{start} +0\nf5 d9\n{}Z{}\n{start}junk\nf5d6c3c3 +1\n",
            &start[..36],
            &start[37..]
        );
        let read = items(&text);
        assert_eq!(read.len(), 5);
        assert_eq!(read[0].as_ref().map(|i| i.line), Ok(3));
        let faults: Vec<String> = read[1..]
            .iter()
            .map(|r| r.as_ref().unwrap_err().to_string())
            .collect();
        assert_eq!(
            faults,
            [
                "line 4, column 4: d9 is not a square",
                "line 5, column 37: expected a square: X, O or -, found 'Z'",
                "line 6, column 67: expected the end of the position after the side to move, \
                 found 'j'",
                "line 7, column 7: c3 is not a legal move for White at move 4 (c3 is already \
                 taken)",
            ]
        );
    }
}
