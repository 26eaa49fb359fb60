//! The trophy shelf: every game finished against a character is kept, won (his prize), drawn or lost
//! (his penalty), with its date and score, and the title screen shows what was won.
//!
//! Storage form: one trophy a line, `DATE CHARACTER OUTCOME HUMAN-COMPUTER [level:N] [hints]`, for
//! example `2026-11-23 dubya won 13-0`; `level:N` follows the score of a game against Slick Willy
//! below his top level, and the word `hints` ends the line of a game played with hints on. A line that does not read back is skipped, so a damaged store loses
//! one entry, never the shelf.

use super::scenes::Outcome;
use ethello_engine::TOP_LEVEL;
use ethello_model::setup::Character;

/// One game finished against a character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trophy {
    /// The opponent.
    pub character: Character,
    /// From the human's side.
    pub outcome: Outcome,
    /// The human's final disc count.
    pub human: u8,
    /// The character's final disc count.
    pub computer: u8,
    /// The day it was won (`YYYY-MM-DD`); the model does not know dates, so the runtime stamps it
    /// when it stores the trophy.
    pub date: Option<String>,
    /// The human saw hints during the game.
    pub hints: bool,
    /// Slick Willy's level, when he played below the top.
    pub level: Option<u8>,
}

/// A character's record on the shelf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    /// Whose record.
    pub character: Character,
    /// Games won against him (his prize, this many times).
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost (his penalty paid).
    pub losses: u32,
    /// Games played with hints on (any outcome).
    pub hinted: u32,
    /// The highest level of his beaten (Slick Willy's levels; the top level for a win at full
    /// strength, and for the other characters, who have one level).
    pub best_level: Option<u8>,
}

impl Outcome {
    /// The word stored for this outcome.
    pub const fn id(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Lost => "lost",
            Outcome::Draw => "draw",
        }
    }
}

impl Trophy {
    /// The stored line (`-` for an unknown date).
    pub fn to_line(&self) -> String {
        let level = self
            .level
            .map(|l| format!(" level:{l}"))
            .unwrap_or_default();
        format!(
            "{} {} {} {}-{}{level}",
            self.date.as_deref().unwrap_or("-"),
            self.character.id(),
            self.outcome.id(),
            self.human,
            self.computer
        ) + if self.hints { " hints" } else { "" }
    }

    /// The level played: Slick Willy's, or [`TOP_LEVEL`] at full strength and for the others.
    pub fn level_played(&self) -> u8 {
        self.level.unwrap_or(TOP_LEVEL)
    }

    /// Reads a stored line back.
    pub fn from_line(line: &str) -> Option<Trophy> {
        let mut parts = line.split_whitespace();
        let date = parts.next()?;
        let character = parts.next()?.parse().ok()?;
        let outcome = match parts.next()? {
            "won" => Outcome::Won,
            "lost" => Outcome::Lost,
            "draw" => Outcome::Draw,
            _ => return None,
        };
        let (human, computer) = parts.next()?.split_once('-')?;
        let mut next = parts.next();
        let level = match next.and_then(|p| p.strip_prefix("level:")) {
            Some(n) => {
                next = parts.next();
                Some(n.parse().ok().filter(|l| (1..TOP_LEVEL).contains(l))?)
            }
            None => None,
        };
        let hints = match next {
            None => false,
            Some("hints") => true,
            Some(_) => return None,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Trophy {
            character,
            outcome,
            human: human.parse().ok()?,
            computer: computer.parse().ok()?,
            date: (date != "-").then(|| date.to_string()),
            hints,
            level,
        })
    }
}

/// Every trophy in a stored text, skipping lines that do not read.
pub fn parse_trophies(text: &str) -> Vec<Trophy> {
    text.lines().filter_map(Trophy::from_line).collect()
}

/// The stored text of `trophies`.
pub fn trophies_text(trophies: &[Trophy]) -> String {
    trophies.iter().map(|t| t.to_line() + "\n").collect()
}

/// Each character's wins, draws and losses, in the order of [`Character::ALL`].
pub fn shelf(trophies: &[Trophy]) -> [Record; Character::ALL.len()] {
    Character::ALL.map(|character| {
        let count = |o: Outcome| {
            trophies
                .iter()
                .filter(|t| t.character == character && t.outcome == o)
                .count() as u32
        };
        Record {
            character,
            wins: count(Outcome::Won),
            draws: count(Outcome::Draw),
            losses: count(Outcome::Lost),
            hinted: trophies
                .iter()
                .filter(|t| t.character == character && t.hints)
                .count() as u32,
            best_level: trophies
                .iter()
                .filter(|t| t.character == character && t.outcome == Outcome::Won)
                .map(Trophy::level_played)
                .max(),
        }
    })
}
