//! The players a game can have on the computer's side: the three characters and plain engines.
//!
//! Text names (for the command line and the worker protocol): `random`, `greedy`, `dubya`, `mike`,
//! `willy`, `depth:N`, `time:MS`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::bitboard::Bitboard;
use super::board::{Board, Move};
use super::rng::Rng;
use super::search::{Host, Limits, Report, Search};

/// A computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// Any legal move, uniformly at random.
    Random,
    /// The move that flips the most discs.
    Greedy,
    /// Dubya (easy): the seed's 2-ply alpha-beta and evaluation, with deliberate mistakes.
    Dubya,
    /// Iron Mike (medium): the seed's 4-ply alpha-beta and evaluation.
    Mike,
    /// Slick Willy (hard): the full engine under a time budget.
    Willy,
    /// The full engine to a fixed depth.
    Depth(u32),
    /// The full engine with a fixed time per move, in milliseconds.
    Time(u64),
}

impl Player {
    /// The characters, easiest first.
    pub const CHARACTERS: [Player; 3] = [Player::Dubya, Player::Mike, Player::Willy];

    /// The name shown to a player: "Dubya", "Iron Mike", "Slick Willy", or the text name.
    pub fn display_name(self) -> String {
        match self {
            Player::Dubya => "Dubya".into(),
            Player::Mike => "Iron Mike".into(),
            Player::Willy => "Slick Willy".into(),
            other => other.to_string(),
        }
    }
}

impl fmt::Display for Player {
    /// The text name, as [`FromStr`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Dubya => f.write_str("dubya"),
            Player::Mike => f.write_str("mike"),
            Player::Willy => f.write_str("willy"),
            Player::Depth(d) => write!(f, "depth:{d}"),
            Player::Time(ms) => write!(f, "time:{ms}"),
        }
    }
}

/// The text does not name a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePlayerError(pub String);

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a player (random, greedy, dubya, mike, willy, depth:N, time:MS)",
            self.0
        )
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Player {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        let err = || ParsePlayerError(s.chars().take(32).collect());
        let number = |n: &str| n.parse::<u64>().map_err(|_| err());
        match s.to_ascii_lowercase().as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            "dubya" => Ok(Player::Dubya),
            "mike" | "iron-mike" => Ok(Player::Mike),
            "willy" | "slick-willy" => Ok(Player::Willy),
            other => match other.split_once(':') {
                Some(("depth", n)) => Ok(Player::Depth(number(n)?.clamp(1, 60) as u32)),
                Some(("time", n)) => Ok(Player::Time(number(n)?)),
                _ => Err(err()),
            },
        }
    }
}

/// A computer player's memory between moves: the search tables and a seeded random generator.
pub struct Brain {
    search: Search,
    rng: Rng,
}

impl Brain {
    /// A brain whose random choices follow `seed`.
    pub fn new(seed: u64) -> Brain {
        Brain {
            search: Search::new(16),
            rng: Rng::new(seed),
        }
    }

    /// Chooses `player`'s move on `board`. `willy_ms` is Slick Willy's time per move (a setting).
    /// Always returns a legal move, or a pass when no square is legal.
    pub fn choose(
        &mut self,
        player: Player,
        board: Board,
        willy_ms: u64,
        host: &mut dyn Host,
    ) -> Report {
        let moves = board.legal_moves();
        if moves.is_empty() {
            return Report {
                best: Move::Pass,
                score: 0,
                exact: false,
                depth: 0,
                nodes: 0,
                pv: vec![],
            };
        }
        match player {
            Player::Random => {
                let sq = Bitboard(self.rng.pick_bit(moves.0))
                    .first()
                    .expect("non-empty");
                Report {
                    best: Move::Play(sq),
                    score: 0,
                    exact: false,
                    depth: 0,
                    nodes: 0,
                    pv: vec![sq],
                }
            }
            Player::Time(ms) => self.search.run(board, &Limits::time(ms), host),
            Player::Willy => self.search.run(board, &Limits::time(willy_ms), host),
            Player::Depth(d) => self.search.run(board, &Limits::depth(d), host),
            _ => self.search.run(board, &Limits::depth(2), host),
        }
    }
}
