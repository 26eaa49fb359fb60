//! The named openings: the Tiger, the Rose, the Buffalo and the rest of the commonly published list.
//!
//! The table is data, `openings.txt` (compiled in): one line per opening, `Name: moves`, the moves a
//! transcript from the standard start that begins with f5. It is read once, on first use, into a map
//! from the position each line reaches to the line, keyed by the position's canonical board
//! (the smallest of its eight mirror images) and the colour to move
//! ([`Position::symmetry_key`](crate::Position::symmetry_key)). So a line is recognised by
//! position, not by its move text: a game that reaches the Tiger by a transposition, or in any of
//! the board's eight symmetries (the four first moves f5, d3, c4 and e6 are mirror images of each
//! other), gets the same name.
//!
//! Invariants, checked by `tests/openings.rs`: every line is legal from the start, no name repeats,
//! and no two lines reach the same position. A game's opening is the deepest named position it has
//! passed through ([`of_line`]), wherever the game began.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::board::Board;
use super::game::Game;
use super::position::Position;
use super::square::Color;
use super::symmetry::canonical_key;

/// The table as written: `Name: moves` lines, `#` comments.
const TABLE: &str = include_str!("openings.txt");

/// One named line of the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Opening {
    /// Its name; alternative names are separated by `/` (`Snake/Peasant`).
    pub name: &'static str,
    /// Its moves from the standard start, as a transcript beginning with f5 (`f5d6c3d3c4`).
    pub moves: &'static str,
}

/// The lines and the map from each line's position to it.
struct Table {
    lines: Vec<Opening>,
    by_position: HashMap<Key, usize>,
    /// The most discs on the board at the end of any line: deeper positions are never looked up.
    max_discs: u32,
}

/// A position up to symmetry: its canonical board and the colour to move.
type Key = (Board, Color);

/// The table, read on first use.
fn table() -> &'static Table {
    static TABLE_CELL: OnceLock<Table> = OnceLock::new();
    TABLE_CELL.get_or_init(|| build(TABLE))
}

/// Reads the lines and maps each one's position to it (the first line wins a shared position).
fn build(text: &'static str) -> Table {
    let lines: Vec<Opening> = text.lines().filter_map(parse_line).collect();
    let mut by_position = HashMap::new();
    let mut max_discs = 0;
    for (i, line) in lines.iter().enumerate() {
        let end = Game::from_transcript(line.moves)
            .expect("every opening line is legal (tests/openings.rs)")
            .position();
        max_discs = max_discs.max(end.board.disc_count());
        by_position.entry(canonical_key(end)).or_insert(i);
    }
    Table {
        lines,
        by_position,
        max_discs,
    }
}

/// `Name: moves`, or `None` for a blank or `#` line.
fn parse_line(line: &'static str) -> Option<Opening> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let (name, moves) = line.rsplit_once(':')?;
    Some(Opening {
        name: name.trim(),
        moves: moves.trim(),
    })
}

/// Every named line, in the table's order.
///
/// ```
/// use ethello_engine::openings;
/// assert!(openings::all().len() >= 60);
/// assert!(openings::all().iter().any(|o| o.name == "Tiger" && o.moves == "f5d6c3d3c4"));
/// ```
pub fn all() -> &'static [Opening] {
    &table().lines
}

/// The line that ends at `pos` or at one of its mirror images, if one does.
///
/// ```
/// use ethello_engine::{openings, Game};
/// let tiger = Game::from_transcript("f5d6c3d3c4").unwrap().position();
/// assert_eq!(openings::of_position(tiger).map(|o| o.name), Some("Tiger"));
/// let before = Game::from_transcript("f5d6c3d3").unwrap().position();
/// assert_eq!(openings::of_position(before), None);
/// ```
pub fn of_position(pos: Position) -> Option<&'static Opening> {
    let table = table();
    let found = table.by_position.get(&canonical_key(pos));
    found.map(|&i| &table.lines[i])
}

/// The deepest named line that `game` has reached by its position after `ply` moves (its last
/// position when `ply` is past the end): the line of the latest of its positions up to there that
/// ends one. A position is named by itself, however it was reached, so a game set up from a
/// position (a link, the board editor) is named too. `None` when none of those positions ends a line.
///
/// ```
/// use ethello_engine::{openings, Game};
/// let game = Game::from_transcript("f5d6c3d3c4f4").unwrap();
/// assert_eq!(openings::of_line(&game, 2).map(|o| o.moves), Some("f5d6"));
/// assert_eq!(openings::of_line(&game, 6).map(|o| o.name), Some("Tiger"));
/// assert_eq!(openings::of_line(&game, 1), None);
/// ```
pub fn of_line(game: &Game, ply: usize) -> Option<&'static Opening> {
    let max_discs = table().max_discs;
    let positions = game.positions();
    let reached = &positions[..=ply.min(positions.len() - 1)];
    let shallow = reached
        .iter()
        .rev()
        .filter(|p| p.board.disc_count() <= max_discs);
    shallow.copied().find_map(of_position)
}

/// The deepest named line that the whole of `game` has reached ([`of_line`] at its last position).
///
/// ```
/// use ethello_engine::{openings, Game};
/// let game = Game::from_transcript("f5d6c3").unwrap();
/// assert_eq!(openings::of_game(&game).map(|o| o.moves), Some("f5d6"));
/// ```
pub fn of_game(game: &Game) -> Option<&'static Opening> {
    of_line(game, usize::MAX)
}

/// The name of [`of_game`]'s line: what the page shows beside the move list.
///
/// ```
/// use ethello_engine::{openings, Game};
/// let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
/// assert_eq!(openings::name_of(&tiger), Some("Tiger"));
/// // The same line from another first move (the board mirrored in its a1-h8 diagonal).
/// let mirrored = Game::from_transcript("e6f4c3c4d3").unwrap();
/// assert_eq!(openings::name_of(&mirrored), Some("Tiger"));
/// // Past the end of a line the game keeps its name.
/// let later = Game::from_transcript("f5d6c3d3c4f4c5").unwrap();
/// assert_eq!(openings::name_of(&later), Some("Tiger"));
/// ```
pub fn name_of(game: &Game) -> Option<&'static str> {
    of_game(game).map(|o| o.name)
}
