//! One game as a protocol plays it: [`Session`].
//!
//! A session holds the game record, whom the engine plays as (Slick Willy, at a level or at full
//! strength), his memory between moves (a [`Brain`]: tables, the random generator, the time bank)
//! and a [`Reviewer`] for the questions a GUI asks about the position (every move valued, the game
//! analysed). The command line's protocols (`engine`, seed 004's tournament protocol, and `nboard`)
//! are shells around it: they read commands and write answers, while choosing, ranking and scoring
//! happen here, once, with the engine's own hints and review.
//!
//! The clock policy is [`move_budget_ms`]: a move's usual and longest time, from a time per move
//! and the time left on a game clock (with the engine's [`game_budget_ms`] sharing of the clock).
//!
//! Invariant: [`Session::think`] always returns a legal move of the game's position, or a pass when
//! it has none; the game changes only through [`Session::game_mut`] and [`Session::set_game`].

use crate::hints::{hint_pass, Hint};
use crate::review::Reviewer;
use crate::search::split::Think;
use crate::search::time::game_budget_ms;
use crate::search::{Host, Limits, Report};
use crate::{Board, Brain, Game, Player, Square};

/// Positions with this many empties or fewer are solved to the end by depth-limited questions
/// ([`Session::depth_limits`]): solving them costs about as much as a deep search.
pub const SOLVE_EMPTIES: u32 = 14;

/// A time per move is kept with this share of it (percent), less [`MOVE_MARGIN_MS`], so that the
/// answer arrives in time.
const MOVE_SHARE_PERCENT: u64 = 80;
/// The fixed part of a time per move's safety margin, in milliseconds.
const MOVE_MARGIN_MS: u64 = 10;

/// One move valued by [`Session::rank`]: the move, its value and its expected line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked {
    /// The move with its value for the side to move.
    pub hint: Hint,
    /// The expected line, starting with the move.
    pub line: Vec<Square>,
    /// Plies searched from the position (the move itself included).
    pub depth: u32,
}

/// A game in progress and the engine that plays and judges it; see the module doc.
pub struct Session {
    game: Game,
    level: Option<u8>,
    brain: Brain,
    reviewer: Reviewer,
}

impl Session {
    /// A session on a new game, the engine playing as Slick Willy at `level` (`None`: at full
    /// strength), with search tables of `hash_mb` megabytes and random choices from `seed`.
    /// Depth-limited questions ([`Session::rank`], [`Session::analyze`]) search `depth` plies.
    pub fn new(level: Option<u8>, hash_mb: usize, seed: u64, depth: u32) -> Session {
        Session {
            game: Game::new(),
            level,
            brain: Brain::new(seed).with_table_mb(hash_mb),
            reviewer: Reviewer::new(hash_mb, SOLVE_EMPTIES, Limits::depth(depth)),
        }
    }

    /// The same session whose full engine thinks with `thinker` (e.g. a pool of workers: see
    /// [`Brain::with_thinker`]).
    pub fn with_thinker(self, thinker: Box<dyn Think>) -> Session {
        Session {
            brain: self.brain.with_thinker(thinker),
            ..self
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, to play moves on.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// Replaces the game (a GUI sent another).
    pub fn set_game(&mut self, game: Game) {
        self.game = game;
    }

    /// Depth-limited questions search `depth` plies from now on.
    pub fn set_depth(&mut self, depth: u32) {
        self.reviewer
            .set_limits(SOLVE_EMPTIES, Limits::depth(depth));
    }

    /// The limits of a search to `depth` plies of the current position, to the end of the game
    /// from [`SOLVE_EMPTIES`] empties down.
    pub fn depth_limits(&self, depth: u32) -> Limits {
        match self.board().empties().count() <= SOLVE_EMPTIES {
            true => Limits::depth(60),
            false => Limits::depth(depth.max(1)),
        }
    }

    /// The engine's move in the current position within `limits`: at a level, that level's choice
    /// ([`Player::Level`]); at full strength, Slick Willy with his opening book when `book`, else
    /// the full engine's search alone. The game is not changed.
    pub fn think(&mut self, limits: &Limits, book: bool, host: &mut dyn Host) -> Report {
        let board = self.board();
        match (self.level, book) {
            (Some(n), _) => self.brain.choose(Player::Level(n), board, limits, host),
            (None, true) => self.brain.choose(Player::Willy, board, limits, host),
            (None, false) => self.brain.search(board, limits, host),
        }
    }

    /// The full engine's search of the current position within `limits`, whatever the level (no
    /// book, no slips): the best line a GUI asks for. The game is not changed.
    pub fn search(&mut self, limits: &Limits, host: &mut dyn Host) -> Report {
        let board = self.board();
        self.brain.search(board, limits, host)
    }

    /// Slick Willy's level when the engine plays at one, `None` at full strength.
    pub fn level(&self) -> Option<u8> {
        self.level
    }

    /// Every legal move of the current position with its value and line, best first: the engine's
    /// hints ([`hint_pass`]), each move's reply searched one ply less than `depth` (to the end of
    /// the game near it), the line from the reviewer's table. Empty when the host stopped the pass
    /// or there is no legal move.
    pub fn rank(&mut self, depth: u32, host: &mut dyn Host) -> Vec<Ranked> {
        let board = self.board();
        let reply_depth = depth.saturating_sub(1);
        let hints = hint_pass(&mut self.reviewer, board, reply_depth, host);
        let mut ranked: Vec<Ranked> = hints
            .unwrap_or_default()
            .into_iter()
            .map(|hint| Ranked {
                hint,
                line: self.reviewer.line(board, hint.square, hint.exact),
                depth: reply_depth + 1,
            })
            .collect();
        ranked.sort_by_key(|r| -r.hint.score);
        ranked
    }

    /// Scores every position of the game, the last first, as the engine's review does (to the
    /// session's depth, exact near the end); each goes to `each` with its index in the game
    /// (passes counted) and its score in discs for its side to move.
    pub fn analyze(&mut self, host: &mut dyn Host, each: &mut dyn FnMut(usize, i32)) {
        let boards: Vec<Board> = self.game.positions().iter().map(|p| p.board).collect();
        for (index, board) in boards.into_iter().enumerate().rev() {
            each(index, self.reviewer.score(board, host).score);
        }
    }

    /// Nodes of every question answered so far ([`Session::rank`], [`Session::analyze`]).
    pub fn question_nodes(&self) -> u64 {
        self.reviewer.nodes()
    }

    /// The current position's board.
    fn board(&self) -> Board {
        self.game.position().board
    }
}

/// A move's time as `(usual, longest)` in milliseconds, or `None` when neither clock is set: within
/// a time per move `per_move_ms` (kept with a safety margin), and within a game clock's fair share
/// of `game_left_ms` ([`game_budget_ms`]: a hard move may take more than its share), the stricter
/// of the two when both are set. `empties` is the position's.
///
/// ```
/// use ethello_engine::session::move_budget_ms;
/// assert_eq!(move_budget_ms(Some(1000), None, 40), Some((790, 790)));
/// assert_eq!(move_budget_ms(None, None, 40), None);
/// let (usual, longest) = move_budget_ms(None, Some(60_000), 40).unwrap();
/// assert!(usual < longest && longest < 60_000);
/// ```
pub fn move_budget_ms(
    per_move_ms: Option<u64>,
    game_left_ms: Option<u64>,
    empties: u32,
) -> Option<(u64, u64)> {
    let per_move =
        per_move_ms.map(|ms| (ms * MOVE_SHARE_PERCENT / 100).saturating_sub(MOVE_MARGIN_MS));
    let game = game_left_ms.map(|left| game_budget_ms(left, empties));
    match (per_move, game) {
        (Some(a), Some((usual, longest))) => Some((a.min(usual), a.min(longest))),
        (Some(a), None) => Some((a, a)),
        (None, game) => game,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Quiet;
    use crate::Move;

    fn session_after(transcript: &str, level: Option<u8>) -> Session {
        let mut s = Session::new(level, 4, 7, 4);
        s.set_game(Game::from_transcript(transcript).unwrap());
        s
    }

    #[test]
    fn every_way_of_thinking_gives_a_legal_move_and_leaves_the_game_alone() {
        for level in [None, Some(1), Some(6)] {
            for book in [false, true] {
                let mut s = session_after("f5d6c3d3c4f4", level);
                let before = s.game().clone();
                let report = s.think(&Limits::depth(4), book, &mut Quiet);
                let Move::Play(sq) = report.best else {
                    panic!("{level:?} {book}: a pass with moves to play")
                };
                assert!(s.game().position().board.legal_moves().contains(sq));
                assert_eq!(s.game(), &before, "thinking plays nothing");
            }
        }
    }

    #[test]
    fn rank_values_every_legal_move_best_first_each_with_its_line() {
        let mut s = session_after("f5d6c3d3c4", None);
        let board = s.game().position().board;
        let ranked = s.rank(4, &mut Quiet);
        assert_eq!(ranked.len() as u32, board.legal_moves().count());
        assert!(ranked
            .windows(2)
            .all(|w| w[0].hint.score >= w[1].hint.score));
        for r in &ranked {
            assert_eq!(
                r.line.first(),
                Some(&r.hint.square),
                "the line starts with its move"
            );
            assert_eq!(r.depth, 4);
        }
        // The same values as the engine's hints at the reply's depth.
        let mut reviewer = Reviewer::new(4, SOLVE_EMPTIES, Limits::depth(4));
        let mut hints = hint_pass(&mut reviewer, board, 3, &mut Quiet).unwrap();
        hints.sort_by_key(|h| (-h.score, h.square));
        let mut got: Vec<Hint> = ranked.iter().map(|r| r.hint).collect();
        got.sort_by_key(|h| (-h.score, h.square));
        assert_eq!(got, hints);
        assert!(s.question_nodes() > 0);
    }

    #[test]
    fn analyze_scores_every_position_last_first_as_the_review_does() {
        let mut s = session_after("f5d6c3d3c4f4f6", None);
        let mut seen = Vec::new();
        s.analyze(&mut Quiet, &mut |i, score| seen.push((i, score)));
        // The review's scores, positions taken in the same order by a reviewer of the same kind.
        let mut reviewer = Reviewer::new(4, SOLVE_EMPTIES, Limits::depth(4));
        let positions = s.game().positions();
        let expected: Vec<(usize, i32)> = (0..positions.len())
            .rev()
            .map(|i| (i, reviewer.score(positions[i].board, &mut Quiet).score))
            .collect();
        assert_eq!(seen, expected);
    }

    #[test]
    fn the_clock_policy_keeps_a_margin_and_takes_the_stricter_clock() {
        assert_eq!(move_budget_ms(Some(100), None, 30), Some((70, 70)));
        assert_eq!(move_budget_ms(Some(5), None, 30), Some((0, 0)));
        let game = move_budget_ms(None, Some(10_000), 30).unwrap();
        assert_eq!(game, game_budget_ms(10_000, 30));
        let both = move_budget_ms(Some(100_000), Some(10_000), 30).unwrap();
        assert_eq!(
            both, game,
            "a generous time per move leaves the game clock's share"
        );
        let tight = move_budget_ms(Some(200), Some(10_000), 30).unwrap();
        assert_eq!(tight, (150.min(game.0), 150.min(game.1)));
    }
}
