//! How each player chooses a move: the [`Brain`] a session thinks with (its tables, its random
//! generator, the searcher of its full engine), within limits its timekeeper gave.
//!
//! - Random: any legal move. Greedy: the most flips, ties at random.
//! - Dubya: the classic 2-ply alpha-beta and evaluation; with [`DUBYA_RANDOM_PERCENT`] he plays at
//!   random, else with [`DUBYA_SECOND_PERCENT`] his second-best move.
//! - Mike: the classic 4-ply alpha-beta and evaluation, ties at random, no mistakes.
//! - Willy: a move of the opening book ([`Book::shipped`]) while the game is in it, picked at random
//!   among the book's best (unless the book is off); then the full engine within the limits.
//! - `level:N`: below [`TOP_LEVEL`](crate::levels::TOP_LEVEL), the level's search and slips
//!   ([`levels::Level::choose`]) within the limits' usual time; at the top, Willy.
//! - `time:MS`, `depth:N`: the full engine with its own fixed limits, without the book.
//!
//! Invariant: [`Brain::choose`] always returns a legal move, or a pass when no square is legal.
//! Without a clock (a host whose time stays at 0) every choice is fixed by the random generator's
//! seed.

use crate::bitboard::Bitboard;
use crate::board::{Board, Move};
use crate::book::Book;
use crate::character::PlayStyle;
use crate::levels;
use crate::movegen;
use crate::player::Player;
use crate::reviewer::Reviewer;
use crate::rng::Rng;
use crate::search::{classic, Host, Limits, Report, Search, Think};
use crate::square::Square;

/// Dubya's chance (in percent) of playing a uniformly random move instead of his search's choice.
pub const DUBYA_RANDOM_PERCENT: u64 = 70;
/// Dubya's chance (in percent) of playing his second-best move when he does not play at random.
pub const DUBYA_SECOND_PERCENT: u64 = 25;

/// The table of a slipping level's valuation of every move, in megabytes: its searches are shallow.
const VALUER_HASH_MB: usize = 2;

/// A player's memory between moves: the search tables and a seeded random generator.
pub struct Brain {
    search: Search,
    rng: Rng,
    /// Values every move for the levels that slip; made on their first move.
    valuer: Option<Reviewer>,
    /// Thinks for Willy, `time:MS` and `depth:N` instead of `search` when set (several workers).
    thinker: Option<Box<dyn Think>>,
}

impl Brain {
    /// A brain whose random choices follow `seed`, with a single search's table of `table_mb`
    /// megabytes.
    pub fn new(seed: u64, table_mb: usize) -> Brain {
        Brain {
            search: Search::new(table_mb),
            rng: Rng::new(seed),
            valuer: None,
            thinker: None,
        }
    }

    /// The same brain thinking with `thinker` (e.g. a pool of workers) for Slick Willy at the top
    /// level, `time:MS` and `depth:N`; the weaker players keep the single search.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_thinker(self, thinker: Box<dyn Think>) -> Brain {
        Brain {
            thinker: Some(thinker),
            ..self
        }
    }

    /// The full engine's search of `board` within `limits`, without the opening book or any
    /// player's choices: the thinker when set, else the single search.
    pub fn search(&mut self, board: Board, limits: &Limits, host: &mut dyn Host) -> Report {
        self.full_engine().think(board, limits, host)
    }

    /// The searcher the full engine's players use: the thinker when set, else the single search.
    fn full_engine(&mut self) -> &mut dyn Think {
        match &mut self.thinker {
            Some(t) => t.as_mut(),
            None => &mut self.search,
        }
    }

    /// `player`'s move on `board` (see the module doc) within `limits` (Willy's and his levels'
    /// time; the other players have their own), Willy opening from his book when `book`.
    pub fn choose(
        &mut self,
        player: Player,
        board: Board,
        limits: &Limits,
        book: bool,
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
            Player::Character(c) => match c.style() {
                PlayStyle::Classic { depth, slips } => self.classic_player(board, depth, slips),
                PlayStyle::Full => self.willy(board, limits, book, host),
            },
            Player::Time(ms) => self.full_engine().think(board, &Limits::time(ms), host),
            Player::Depth(d) => self.full_engine().think(board, &Limits::depth(d), host),
            Player::Level(n) => self.level(n, board, limits, book, host),
        }
    }

    /// Slick Willy at level `n` (0 plays as 1, [`TOP_LEVEL`](crate::levels::TOP_LEVEL) and above
    /// as Willy).
    fn level(
        &mut self,
        n: u8,
        board: Board,
        limits: &Limits,
        book: bool,
        host: &mut dyn Host,
    ) -> Report {
        let Some(level) = levels::below_top(n) else {
            return self.willy(board, limits, book, host);
        };
        let valuer = self
            .valuer
            .get_or_insert_with(|| Reviewer::new(VALUER_HASH_MB, 0, Limits::depth(1)));
        let (search, rng) = (&mut self.search, &mut self.rng);
        level.choose(search, valuer, rng, board, limits, host)
    }

    /// Slick Willy's move: from the opening book while the game is in it (when `book`; picked
    /// among the book's best), else the full engine's search within `limits`.
    fn willy(&mut self, board: Board, limits: &Limits, book: bool, host: &mut dyn Host) -> Report {
        let from_book = book.then(|| Book::shipped().pick(board, &mut self.rng));
        match from_book.flatten() {
            Some(m) => quick_report(Move::Play(m.square), m.score, 0),
            None => self.full_engine().think(board, limits, host),
        }
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
