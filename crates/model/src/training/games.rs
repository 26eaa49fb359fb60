//! "My games": every game finished on this browser (against a character, a friend on the same
//! screen, or online), kept in browser storage and in the exported progress.
//!
//! Representation: a [`Played`] is one line of text, its fields separated by tabs:
//!
//! ```text
//! ID  DAY         EVENT  ME     BLACK  WHITE   BLACK_DISCS  MOVES
//! a1  2026-11-29  dubya  black  You    Dubya   40           f5d6c3...
//! ```
//!
//! `ID` names the game once: an online game's is `online:` and the server's id, so that its end,
//! heard again after a reload, is not added twice ([`add`]). `ME` is `black`, `white` or `-` (two
//! people on one screen). `BLACK_DISCS` is black's disc count at the end, the empty squares to
//! the winner, as the archive counts it. `MOVES` is the transcript from the start (passes left
//! out), and it replays: a stored list or an imported file cannot bring an illegal game in.
//!
//! Invariants of a list [`parse_list`] gives or [`add`] keeps: ids are unique, at most
//! [`MAX_GAMES`] games, oldest first (past the limit the oldest go).

use super::day::Day;
use ethello_engine::{Color, Game};

/// The most games kept: about 200 bytes each, a megabyte of the browser's storage. Past it, the
/// oldest go.
pub const MAX_GAMES: usize = 5000;

/// One finished game of the player's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Names the game once (`online:ID` for an online game).
    pub id: String,
    /// The day it ended.
    pub day: Day,
    /// Where it was played: a character's id, `friend` or `online`.
    pub event: String,
    /// The colour the player had (none: two people on one screen).
    pub me: Option<Color>,
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
    /// Black's disc count at the end, the empty squares to the winner (0 to 64).
    pub black_discs: u8,
    /// The moves from the start, a transcript (`f5d6c3`).
    pub moves: String,
}

impl Played {
    /// A finished game: black's disc count and the moves come from `game`. Tabs and line breaks
    /// in the names become spaces.
    pub fn new(
        id: String,
        day: Day,
        event: &str,
        me: Option<Color>,
        names: [&str; 2],
        game: &Game,
    ) -> Played {
        let margin = game.position().black_score();
        Played {
            id: clean(&id),
            day,
            event: clean(event),
            me,
            black: clean(names[0]),
            white: clean(names[1]),
            black_discs: ((64 + margin) / 2).clamp(0, 64) as u8,
            moves: game.squares().map(|s| s.to_string()).collect(),
        }
    }

    /// The game's line (without its line break).
    pub fn to_line(&self) -> String {
        let me = match self.me {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "-",
        };
        let discs = self.black_discs.to_string();
        let day = self.day.to_string();
        let fields: [&str; 8] = [
            &self.id,
            &day,
            &self.event,
            me,
            &self.black,
            &self.white,
            &discs,
            &self.moves,
        ];
        fields.join("\t")
    }

    /// Reads a line, or says which field is wrong.
    pub fn from_line(line: &str) -> Result<Played, &'static str> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, day, event, me, black, white, discs, moves] = fields[..] else {
            return Err("not 8 fields");
        };
        let me = match me {
            "black" => Some(Color::Black),
            "white" => Some(Color::White),
            "-" => None,
            _ => return Err("the colour is not black, white or -"),
        };
        let black_discs = discs.parse().ok().filter(|&d: &u8| d <= 64);
        Game::from_transcript(moves).map_err(|_| "the moves do not replay")?;
        Ok(Played {
            id: id.into(),
            day: day.parse().map_err(|_| "the day is not a date")?,
            event: event.into(),
            me,
            black: black.into(),
            white: white.into(),
            black_discs: black_discs.ok_or("the disc count is not 0 to 64")?,
            moves: moves.into(),
        })
    }
}

/// Tabs and line breaks as spaces: a field stays on its line.
fn clean(text: &str) -> String {
    let field = |c: char| if c.is_control() { ' ' } else { c };
    text.chars().map(field).collect()
}

/// Reads a list, one game a line (blank lines skipped); the first bad line is the error, with its
/// number from 1 and what is wrong.
pub fn parse_list(text: &str) -> Result<Vec<Played>, (usize, &'static str)> {
    let mut games = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let game = Played::from_line(line).map_err(|what| (i + 1, what))?;
        add(&mut games, game);
    }
    Ok(games)
}

/// The list's text, one game a line.
pub fn list_text(games: &[Played]) -> String {
    games.iter().map(|g| g.to_line() + "\n").collect()
}

/// Adds a game unless one with its id is there; past [`MAX_GAMES`] the oldest go. True when it
/// was added.
pub fn add(games: &mut Vec<Played>, game: Played) -> bool {
    if games.iter().any(|g| g.id == game.id) {
        return false;
    }
    games.push(game);
    let extra = games.len().saturating_sub(MAX_GAMES);
    games.drain(..extra);
    true
}
