//! The players a game can have on the computer's side: the three characters and plain engines.
//!
//! Text names (for the command line and the worker protocol): `random`, `greedy`, a character's id
//! (`dubya`, `mike`, `willy`, or his name in kebab case: `iron-mike`; see [`Character`]),
//! `level:N` (Slick Willy's levels, 1 to [`TOP_LEVEL`]; see [`levels`](super::levels)),
//! `depth:N`, `time:MS`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::bitboard::Bitboard;
use super::board::{Board, Move};
use super::book::{Book, SHIPPED_MIN_EMPTIES};
use super::character::Character;
use super::levels::{self, TOP_LEVEL};
use super::movegen;
use super::review::Reviewer;
use super::rng::Rng;
use super::search::split::deepen::Deepening;
use super::search::split::Think;
use super::search::time::TimeBank;
use super::search::{classic, Host, Limits, Report, Search};
use super::square::Square;

/// A computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// Any legal move, uniformly at random.
    Random,
    /// The move that flips the most discs.
    Greedy,
    /// Dubya (easy): the classic 2-ply alpha-beta and evaluation, with deliberate mistakes.
    Dubya,
    /// Iron Mike (medium): the classic 4-ply alpha-beta and evaluation.
    Mike,
    /// Slick Willy (hard): the full engine under a time budget.
    Willy,
    /// Slick Willy at a level, 1 to [`TOP_LEVEL`] (which plays as [`Player::Willy`]); see
    /// [`levels`](super::levels).
    Level(u8),
    /// The full engine to a fixed depth.
    Depth(u32),
    /// The full engine with a fixed time per move, in milliseconds.
    Time(u64),
}

impl Player {
    /// True for Slick Willy at full strength ([`Player::Willy`], or a level at or above
    /// [`TOP_LEVEL`]): the book, then the full engine, the player [`SplitWilly`] splits.
    pub fn is_full_willy(self) -> bool {
        match self {
            Player::Willy => true,
            Player::Level(n) => levels::below_top(n).is_none(),
            _ => false,
        }
    }

    /// The character this player is, for the three characters' own players.
    pub fn character(self) -> Option<Character> {
        Character::ALL.into_iter().find(|c| c.player() == self)
    }

    /// The name shown to a player: a character's name, "Slick Willy (level 3)", or the text name.
    pub fn display_name(self) -> String {
        match (self, self.character()) {
            (_, Some(character)) => character.name().into(),
            (Player::Level(n), None) => format!("{} (level {n})", Character::Willy.name()),
            (other, None) => other.to_string(),
        }
    }
}

impl fmt::Display for Player {
    /// The text name, as [`FromStr`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Level(n) => write!(f, "level:{n}"),
            Player::Depth(d) => write!(f, "depth:{d}"),
            Player::Time(ms) => write!(f, "time:{ms}"),
            Player::Dubya | Player::Mike | Player::Willy => {
                let character = self.character().expect("a character's own player");
                f.write_str(character.id())
            }
        }
    }
}

/// The text does not name a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePlayerError {
    /// No player has this name (the text, cut to 32 characters).
    Unknown(String),
    /// `level:N` with N not a level (the text).
    Level(String),
}

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePlayerError::Unknown(text) => {
                let ids = Character::ALL.map(Character::id).join(", ");
                write!(
                    f,
                    "{text:?} is not a player (random, greedy, {ids}, level:N, depth:N, time:MS)"
                )
            }
            ParsePlayerError::Level(text) => write!(
                f,
                "{text:?} is not a level: Slick Willy's levels are level:1 to level:{TOP_LEVEL}"
            ),
        }
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Player {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        let text = || s.chars().take(32).collect::<String>();
        let err = || ParsePlayerError::Unknown(text());
        let number = |n: &str| n.parse::<u64>().map_err(|_| err());
        let lower = s.to_ascii_lowercase();
        let kebab = |c: Character| c.name().to_ascii_lowercase().replace(' ', "-");
        let named = |c: &Character| c.id() == lower || kebab(*c) == lower;
        if let Some(character) = Character::ALL.into_iter().find(named) {
            return Ok(character.player());
        }
        match lower.as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            other => match other.split_once(':') {
                Some(("depth", n)) => Ok(Player::Depth(number(n)?.clamp(1, 60) as u32)),
                Some(("time", n)) => Ok(Player::Time(number(n)?)),
                Some(("level", n)) => match n.parse::<u8>() {
                    Ok(level @ 1..=TOP_LEVEL) => Ok(Player::Level(level)),
                    _ => Err(ParsePlayerError::Level(text())),
                },
                _ => Err(err()),
            },
        }
    }
}

/// Dubya's chance (in percent) of playing a uniformly random move instead of his search's choice.
pub const DUBYA_RANDOM_PERCENT: u64 = 70;
/// Dubya's chance (in percent) of playing his second-best move when he does not play at random.
pub const DUBYA_SECOND_PERCENT: u64 = 25;

/// The table of a slipping level's valuation of every move, in megabytes: its searches are shallow.
const VALUER_HASH_MB: usize = 2;

/// A computer player's memory between moves: the search tables and a seeded random generator.
pub struct Brain {
    search: Search,
    rng: Rng,
    /// Values every move for the levels that slip; made on their first move.
    valuer: Option<Reviewer>,
    /// Slick Willy's time setting over the game, when it is a time per move.
    bank: Option<TimeBank>,
    /// Thinks for Willy, `time:MS` and `depth:N` instead of `search` when set (several workers).
    thinker: Option<Box<dyn Think>>,
}

impl Brain {
    /// A brain whose random choices follow `seed`.
    pub fn new(seed: u64) -> Brain {
        Brain {
            search: Search::new(16),
            rng: Rng::new(seed),
            valuer: None,
            bank: None,
            thinker: None,
        }
    }

    /// The same brain with a single search's table of `mb` megabytes (16 by default).
    pub fn with_table_mb(self, mb: usize) -> Brain {
        Brain {
            search: Search::new(mb),
            ..self
        }
    }

    /// The full engine's search of `board` within `limits`, without the opening book or any
    /// player's choices: the thinker when set, else the single search.
    pub fn search(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        self.full_engine().think(board, limits, host)
    }

    /// The same brain thinking with `thinker` (e.g. a pool of workers) for Slick Willy at the top
    /// level, `time:MS` and `depth:N`; the weaker players keep the single search.
    pub fn with_thinker(self, thinker: Box<dyn Think>) -> Brain {
        Brain {
            thinker: Some(thinker),
            ..self
        }
    }

    /// The searcher the full engine's players use: the thinker when set, else the single search.
    fn full_engine(&mut self) -> &mut dyn Think {
        match &mut self.thinker {
            Some(t) => t.as_mut(),
            None => &mut self.search,
        }
    }

    /// Chooses `player`'s move on `board`. `willy_time` is Slick Willy's time: a setting of
    /// [`Limits::time`] is his *average* time per searched move, spread over the game by a
    /// [`TimeBank`] (the brain's, which starts afresh with each game); any other limits (a game
    /// clock's share, [`Limits::game`], or a depth) are used as they are.
    /// Always returns a legal move, or a pass when no square is legal.
    ///
    /// - Random: any legal move. Greedy: the most flips, ties at random.
    /// - Dubya: the classic 2-ply alpha-beta and evaluation; with `DUBYA_RANDOM_PERCENT` he plays at
    ///   random, else with `DUBYA_SECOND_PERCENT` his second-best move.
    /// - Mike: the classic 4-ply alpha-beta and evaluation, ties at random, no mistakes.
    /// - Willy: a move of the opening book ([`Book::shipped`]) while the game is in it, picked at
    ///   random among the book's best; then the full engine ([`Search::run`]).
    /// - `level:N`: below [`TOP_LEVEL`], the level's search and slips ([`levels::Level::choose`]),
    ///   within the time of `willy_time`; at the top, Willy.
    /// - `time:MS`, `depth:N`: the full engine, without the book.
    pub fn choose(
        &mut self,
        player: Player,
        board: Board,
        willy_time: &Limits,
        host: &mut dyn Host,
    ) -> Report {
        let moves = board.legal_moves();
        if moves.is_empty() {
            return quick_report(Move::Pass, 0, 0);
        }
        match player {
            Player::Random => {
                let sq = self.rng.pick_bit(moves.0);
                quick_report(to_move(sq), 0, 0)
            }
            Player::Greedy => self.greedy(board),
            Player::Dubya => self.classic_player(board, 2, true),
            Player::Mike => self.classic_player(board, 4, false),
            Player::Time(ms) => self.full_engine().think(board, &Limits::time(ms), host),
            Player::Willy => self.willy(board, willy_time, host),
            Player::Depth(d) => self.full_engine().think(board, &Limits::depth(d), host),
            Player::Level(n) => self.level(n, board, willy_time, host),
        }
    }

    /// Slick Willy at level `n` (0 plays as 1, [`TOP_LEVEL`] and above as Willy).
    fn level(&mut self, n: u8, board: Board, willy_time: &Limits, host: &mut dyn Host) -> Report {
        let Some(level) = levels::below_top(n) else {
            return self.willy(board, willy_time, host);
        };
        let valuer = self
            .valuer
            .get_or_insert_with(|| Reviewer::new(VALUER_HASH_MB, 0, Limits::depth(1)));
        let (search, rng) = (&mut self.search, &mut self.rng);
        level.choose(search, valuer, rng, board, willy_time, host)
    }

    /// Slick Willy's move ([`willy`]) with the full engine's searcher (the thinker when set). A
    /// setting of a time per move is kept by the brain's [`TimeBank`]: the bank gives the move its
    /// limits and is told the time the move took (from `host`'s clock, which starts with the move).
    fn willy(&mut self, board: Board, willy_time: &Limits, host: &mut dyn Host) -> Report {
        let rng = &mut self.rng;
        let think: &mut dyn Think = match &mut self.thinker {
            Some(t) => t.as_mut(),
            None => &mut self.search,
        };
        let empties = board.empties().count();
        let limits = banked_limits(&mut self.bank, willy_time, empties);
        let report = willy(think, rng, board, &limits, host);
        if report.depth > 0 || report.nodes > 0 {
            bank_spent(&mut self.bank, willy_time, empties, host.elapsed_ms());
        }
        report
    }

    /// The move flipping the most discs; ties broken at random.
    fn greedy(&mut self, board: Board) -> Report {
        let (p, o) = (board.player.0, board.opponent.0);
        let count = |sq: Square| movegen::flips(sq.index() as usize, p, o).count_ones();
        let most = board.legal_moves().squares().map(count).max().unwrap_or(0);
        let ties: u64 = board
            .legal_moves()
            .squares()
            .filter(|&sq| count(sq) == most)
            .fold(0, |acc, sq| acc | 1 << sq.index());
        quick_report(to_move(self.rng.pick_bit(ties)), most as i32, 1)
    }

    /// The classic search to `plies`, best score first with ties at random; with `mistakes`, Dubya's
    /// random and second-best slips.
    fn classic_player(&mut self, board: Board, plies: u32, mistakes: bool) -> Report {
        let (p, o) = (board.player.0, board.opponent.0);
        let mut nodes = 0;
        let mut scored = classic::score_moves(p, o, plies, &mut nodes);
        // Shuffle, then a stable sort: equal scores end up in random order.
        for i in (1..scored.len()).rev() {
            scored.swap(i, self.rng.below(i as u64 + 1) as usize);
        }
        scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        let mut pick = 0;
        if mistakes && self.rng.below(100) < DUBYA_RANDOM_PERCENT {
            pick = self.rng.below(scored.len() as u64) as usize;
        } else if mistakes && scored.len() > 1 && self.rng.below(100) < DUBYA_SECOND_PERCENT {
            pick = 1;
        }
        let (sq, score) = scored[pick];
        let mut r = quick_report(to_move(1 << sq), score, plies);
        r.nodes = nodes;
        r
    }
}

/// Slick Willy's move: from the opening book while the game is in it (picked with `rng` among the
/// book's best), else the full engine's search within `limits`. `board` has a legal move.
pub fn willy(
    search: &mut dyn Think,
    rng: &mut Rng,
    board: Board,
    limits: &Limits,
    host: &mut dyn Host,
) -> Report {
    match Book::shipped().pick(board, rng) {
        Some(m) => quick_report(Move::Play(m.square), m.score, 0),
        None => search.think(board, limits, host),
    }
}

/// The limits of Slick Willy's move on a board with `empties` empties: a setting of a time per
/// move is spread over the game by the [`TimeBank`] in `bank` (a new one when the setting changed);
/// any other limits are used as they are.
fn banked_limits(bank: &mut Option<TimeBank>, willy_time: &Limits, empties: u32) -> Limits {
    let Some(setting) = willy_time.time_per_move() else {
        return *willy_time;
    };
    match bank {
        Some(b) if b.setting_ms() == setting => b,
        slot => slot.insert(TimeBank::new(setting)),
    }
    .limits(empties)
}

/// Tells the bank of a time-per-move setting that the search of a move at `empties` empties took
/// `used_ms` (nothing for other limits).
fn bank_spent(bank: &mut Option<TimeBank>, willy_time: &Limits, empties: u32, used_ms: u64) {
    if let (Some(bank), Some(_)) = (bank.as_mut(), willy_time.time_per_move()) {
        bank.spent(empties, used_ms);
    }
}

/// Slick Willy on the coordinating side of a search split over workers that an event loop drives
/// (the page's Web Workers), past his opening book: the [`TimeBank`], which a [`Brain`] keeps for
/// the searches it runs itself. The search is a [`Deepening`] for the transport to step;
/// [`SplitWilly::spent`] hears how long it took. It carries no book, so that the page need not
/// download one: a board that may be in the book is a [`Brain`]'s. One per game, like a brain.
#[derive(Clone, Debug, Default)]
pub struct SplitWilly {
    bank: Option<TimeBank>,
}

/// How Slick Willy's move begins on the coordinating side ([`SplitWilly::begin`]).
#[derive(Clone, Debug)]
pub enum SplitStart {
    /// Answered at once: a pass, when no square is legal.
    Now(Report),
    /// A search for the transport to drive; when it ends, tell [`SplitWilly::spent`] its time.
    Search(Box<Deepening>),
}

impl SplitWilly {
    /// Slick Willy with nothing spent.
    pub fn new() -> SplitWilly {
        SplitWilly::default()
    }

    /// Slick Willy's move on `board` (`willy_time` read as [`Brain::choose`] reads it): the full
    /// engine's search as a [`Deepening`] (ProbCut on) whose tasks are numbered from `first_id`;
    /// `None` when the board may be in the opening book (at least
    /// [`book::SHIPPED_MIN_EMPTIES`](super::book::SHIPPED_MIN_EMPTIES) empties): ask a [`Brain`].
    pub fn begin(
        &mut self,
        board: Board,
        willy_time: &Limits,
        first_id: u64,
    ) -> Option<SplitStart> {
        let empties = board.empties().count();
        if board.legal_moves().is_empty() {
            return Some(SplitStart::Now(quick_report(Move::Pass, 0, 0)));
        }
        if empties >= SHIPPED_MIN_EMPTIES {
            return None;
        }
        let limits = banked_limits(&mut self.bank, willy_time, empties);
        let search = Deepening::new(board, &limits, true, first_id);
        Some(SplitStart::Search(Box::new(search)))
    }

    /// The search [`SplitWilly::begin`] started on a board with `empties` empties took `used_ms`
    /// under `willy_time`: the time bank hears it.
    pub fn spent(&mut self, willy_time: &Limits, empties: u32, used_ms: u64) {
        bank_spent(&mut self.bank, willy_time, empties, used_ms);
    }
}

/// The move on the one set bit of `bit`.
fn to_move(bit: u64) -> Move {
    Move::Play(Bitboard(bit).first().expect("a legal square"))
}

/// A report for a player that does not use the full search.
fn quick_report(best: Move, score: i32, depth: u32) -> Report {
    Report {
        best,
        score,
        exact: false,
        depth,
        nodes: 0,
        pv: match best {
            Move::Play(sq) => vec![sq],
            Move::Pass => vec![],
        },
    }
}
