//! The engine as every front end drives it: [`Session`].
//!
//! A session is one game and the engine at it: the game record, the player the engine plays
//! ([`Player`]: a character, Slick Willy at a level, the full engine at a depth or a time; Willy
//! with his opening book or, as the protocols' plain engine, without), the [`Timekeeper`] that
//! turns the front end's [`TimeControl`] into each move's limits (with Willy's time bank), the
//! player's tables and random generator, and a reviewer with its own table for the questions
//! asked about the game: every move valued ([`Session::hints`], [`Session::rank`]), the game
//! reviewed ([`Session::review`], [`Session::analyze`]), the analysis board's study
//! ([`Session::study`]), the opening book's moves ([`Session::book_moves`]).
//! The command line's `engine`, `nboard`, `match`, `play`, `review` and `study`, and the page's
//! worker, are shells around it: they read their input and their clock, and write the answers.
//!
//! Tables are made on first use ([`Session::prepare`] makes the player's before his first move is
//! timed), so a session costs nothing until it thinks.
//!
//! Invariants: [`Session::think`] and [`Session::search`] always return a legal move of the game's
//! position, or a pass when it has none, and never change the game; the game changes only through
//! [`Session::game_mut`], [`Session::set_game`] and [`Session::set_position`].

use crate::book::{Book, BookMove};
use crate::brain::Brain;
use crate::hints::Hint;
use crate::review::{PositionScore, Share, EXACT_EMPTIES, MIDGAME_MS};
use crate::reviewer::{deepen_among, hint_pass, score_share, Reviewer};
#[cfg(not(target_arch = "wasm32"))]
use crate::search::Search;
use crate::search::{Host, Limits, Report};
use crate::study::{self, Study};
use crate::time_control::{TimeControl, Timekeeper};
use crate::{Bitboard, Board, Game, Player, Position, Square};

/// The size of a session's tables unless told otherwise, in megabytes (each of them: the
/// player's, the reviewer's).
const TABLE_MB: usize = 16;

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

/// The workers of a session's split search (natively).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
struct Workers {
    count: usize,
    table_mb: usize,
    nesting: Option<u32>,
}

/// A game and the engine at it; see the module doc.
pub struct Session {
    game: Game,
    player: Player,
    book: bool,
    keeper: Timekeeper,
    seed: u64,
    table_mb: usize,
    #[cfg(not(target_arch = "wasm32"))]
    workers: Option<Workers>,
    /// The player's tables and random generator, made on the first move.
    brain: Option<Brain>,
    /// The questions' tables, made on the first question.
    reviewer: Option<Reviewer>,
    /// The review's settings: exact from this many empties down, within these limits before.
    review: (u32, Limits),
}

impl Session {
    /// A session on a new game, the engine playing as `player` (Slick Willy with his opening
    /// book), random choices from seed 0, tables of 16 megabytes, reviews as the page's
    /// (exact from [`EXACT_EMPTIES`] empties down, [`MIDGAME_MS`] a position before).
    pub fn new(player: Player) -> Session {
        Session {
            game: Game::new(),
            player,
            book: true,
            keeper: Timekeeper::new(),
            seed: 0,
            table_mb: TABLE_MB,
            #[cfg(not(target_arch = "wasm32"))]
            workers: None,
            brain: None,
            reviewer: None,
            review: (EXACT_EMPTIES, Limits::time(MIDGAME_MS)),
        }
    }

    /// The same session whose random choices (Dubya's slips, the book's picks, ties) follow
    /// `seed`.
    pub fn with_seed(self, seed: u64) -> Session {
        Session {
            seed,
            brain: None,
            ..self
        }
    }

    /// The same session with tables of `mb` megabytes.
    pub fn with_table_mb(self, mb: usize) -> Session {
        Session {
            table_mb: mb,
            brain: None,
            reviewer: None,
            ..self
        }
    }

    /// The same session whose full engine (Slick Willy, `time:MS`, `depth:N`) searches on
    /// `workers` threads, each with a table of `table_mb` megabytes (the split search, its best
    /// moves split `nesting` plies below the root if given, else as suits that many workers); one
    /// worker is the single search.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_workers(self, workers: usize, table_mb: usize, nesting: Option<u32>) -> Session {
        Session {
            workers: (workers > 1).then_some(Workers {
                count: workers,
                table_mb,
                nesting,
            }),
            brain: None,
            ..self
        }
    }

    /// Slick Willy plays from his opening book while the game is in it (`true`, the default), or
    /// searches from the first move (`false`: a plain engine, as the protocols' engine without a
    /// level).
    pub fn set_book(&mut self, book: bool) {
        self.book = book;
    }

    /// The review's settings from now on: exact from `exact_empties` empties down, within
    /// `midgame` before (the table stays).
    pub fn set_review(&mut self, exact_empties: u32, midgame: Limits) {
        self.review = (exact_empties, midgame);
        if let Some(reviewer) = &mut self.reviewer {
            reviewer.set_limits(exact_empties, midgame);
        }
    }

    /// A new game for the player: random choices from `seed`, fresh tables for the player's
    /// searches, an empty time bank. The reviewer's table stays (it serves any game).
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.brain = None;
        self.keeper = Timekeeper::new();
    }

    /// Makes the player's tables now (they are otherwise made on his first move) and decodes the
    /// evaluation's weights (otherwise decoded on the first search), so that no move's clock pays
    /// for them.
    pub fn prepare(&mut self) {
        crate::eval::prepare();
        self.brain();
    }

    /// The player the engine plays.
    pub fn player(&self) -> Player {
        self.player
    }

    /// The engine plays `player` from now on (the tables and the time bank stay).
    pub fn set_player(&mut self, player: Player) {
        self.player = player;
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

    /// Replaces the game with one that starts at `position`.
    pub fn set_position(&mut self, position: Position) {
        self.game = Game::from_position(position);
    }

    /// The limits of the player's move in the current position under `control`
    /// ([`Timekeeper::limits`]: Willy's time bank for his setting).
    pub fn limits(&mut self, control: TimeControl) -> Limits {
        let board = self.board();
        self.keeper.limits(self.player, control, board)
    }

    /// The player's move in the current position under `control`: its limits
    /// ([`Session::limits`]; [`TimeControl::Fixed`] for limits made elsewhere), the move (see the
    /// players below), and the time bank told the time a searched move took (`host`'s clock,
    /// which starts with the move). The game is not changed.
    ///
    /// - Random: any legal move. Greedy: the most flips, ties at random.
    /// - Dubya: the classic 2-ply alpha-beta and evaluation, with deliberate slips. Mike: the
    ///   classic 4-ply alpha-beta, ties at random.
    /// - Willy: a move of his opening book while the game is in it (unless the book is off,
    ///   [`Session::set_book`]), picked at random among the book's best; then the full engine
    ///   within the limits.
    /// - `level:N`: below the top, the level's search and slips within the limits' usual time; at
    ///   the top, Willy.
    /// - `time:MS`, `depth:N`: the full engine with its own fixed limits, without the book.
    pub fn think(&mut self, control: TimeControl, host: &mut dyn Host) -> Report {
        let (player, board, book) = (self.player, self.board(), self.book);
        // A pass asks nothing of the time bank, and a report of a pass spends nothing from it.
        let limits = match board.legal_moves().is_empty() {
            true => Limits::depth(1),
            false => self.limits(control),
        };
        let report = self.brain().choose(player, board, &limits, book, host);
        if report.depth > 0 || report.nodes > 0 {
            self.keeper.spent(host.elapsed_ms());
        }
        report
    }

    /// The opening book's moves of the current position, best first, each with its value for the
    /// side to move (never exact); none when the position is not in the book (the opening
    /// trainer's).
    pub fn book_moves(&self) -> Vec<Hint> {
        let moves = Book::shipped().moves(self.board());
        let hint = |m: BookMove| Hint {
            square: m.square,
            score: m.score,
            exact: false,
        };
        moves.into_iter().map(hint).collect()
    }

    /// The full engine's search of the current position within `limits`, whatever the player (no
    /// book, no slips): the best line a GUI asks for. The game is not changed.
    pub fn search(&mut self, limits: &Limits, host: &mut dyn Host) -> Report {
        let board = self.board();
        self.brain().search(board, limits, host)
    }

    /// Every legal move of the current position with its value and line, best first: the engine's
    /// hints (one hint pass), each move's reply searched one ply less than `depth` (to the end of
    /// the game near it), the line from the reviewer's table. Empty when the host stopped the pass
    /// or there is no legal move.
    pub fn rank(&mut self, depth: u32, host: &mut dyn Host) -> Vec<Ranked> {
        let board = self.board();
        let reply_depth = depth.saturating_sub(1);
        let reviewer = self.reviewer();
        let hints = hint_pass(reviewer, board, reply_depth, host);
        let mut ranked: Vec<Ranked> = hints
            .unwrap_or_default()
            .into_iter()
            .map(|hint| Ranked {
                hint,
                line: reviewer.line(board, hint.square, hint.exact),
                depth: reply_depth + 1,
            })
            .collect();
        ranked.sort_by_key(|r| -r.hint.score);
        ranked
    }

    /// Hint passes of the current position's legal moves among `among` (a pool's share; all:
    /// [`Bitboard::FULL`]), one after another (depth 1, 2, ... and at last to the end of the game),
    /// each handed to `pass` with its depth as it completes, until `host` stops them. Returns the
    /// last completed pass and its depth: `None` when not even the first finished.
    pub fn hints(
        &mut self,
        among: Bitboard,
        host: &mut dyn Host,
        pass: &mut dyn FnMut(&[Hint], u32),
    ) -> Option<(Vec<Hint>, u32)> {
        let board = self.board();
        let each = &mut |_: &mut Reviewer, hints: &[Hint], depth: u32| pass(hints, depth);
        deepen_among(self.reviewer(), (board, among), 60, host, each)
    }

    /// The analysis board's study of the current position ([`Study`]: estimates, then the
    /// best move exact, then every move exact), each step handed to `report`; returns the last.
    pub fn study(&mut self, host: &mut dyn Host, report: &mut dyn FnMut(&Study)) -> Study {
        let board = self.board();
        study::study(self.reviewer(), board, host, report)
    }

    /// The exact value of the legal move `square` of the current position (a share of a study
    /// on a pool); `None` when `host` stopped the solve or the move is not legal.
    pub fn solve_move(&mut self, square: Square, host: &mut dyn Host) -> Option<Hint> {
        let board = self.board();
        study::solve_move(self.reviewer(), board, square, host)
    }

    /// The review of the game: the positions of `share` scored with the review's settings
    /// ([`Session::set_review`]), the last first (the exact scores of the end fill the table the
    /// earlier searches read), each handed to `scored` with its index as soon as it is known;
    /// `host` makes each position's host (its clock starts then).
    pub fn review<H: Host>(
        &mut self,
        share: Share,
        host: impl FnMut() -> H,
        scored: impl FnMut(usize, PositionScore),
    ) {
        let game = self.game.clone();
        score_share(self.reviewer(), &game, share, host, scored);
    }

    /// The review's score of the game's position `index` (passes counted), with the value of the
    /// move played from it searched to the same horizon (see [`PositionScore::played`]).
    ///
    /// # Panics
    /// When the game has no position `index`.
    pub fn score_position(&mut self, index: usize, host: &mut dyn Host) -> PositionScore {
        let game = self.game.clone();
        crate::reviewer::score_at(self.reviewer(), &game, index, host)
    }

    /// Scores every position of the game, the last first, with the review's settings but without
    /// weighing the moves played (NBoard's `analyze`); each goes to `each` with its index in the
    /// game (passes counted) and its score in discs for its side to move.
    pub fn analyze(&mut self, host: &mut dyn Host, each: &mut dyn FnMut(usize, i32)) {
        let boards: Vec<Board> = self.game.positions().iter().map(|p| p.board).collect();
        for (index, board) in boards.into_iter().enumerate().rev() {
            each(index, self.reviewer().score(board, host).score);
        }
    }

    /// Nodes of every question answered so far ([`Session::rank`], [`Session::analyze`], the
    /// hints, the review, the study).
    pub fn question_nodes(&self) -> u64 {
        self.reviewer.as_ref().map_or(0, Reviewer::nodes)
    }

    /// The current position's board.
    fn board(&self) -> Board {
        self.game.position().board
    }

    /// The player's brain, made on first use.
    fn brain(&mut self) -> &mut Brain {
        let (seed, mb) = (self.seed, self.table_mb);
        #[cfg(not(target_arch = "wasm32"))]
        let workers = self.workers;
        self.brain.get_or_insert_with(|| {
            let brain = Brain::new(seed, mb);
            #[cfg(not(target_arch = "wasm32"))]
            if let Some(w) = workers {
                let pool = crate::search::threads::Pool::new(w.count, |_| Search::new(w.table_mb));
                let pool = match w.nesting {
                    Some(levels) => pool.with_nesting(levels),
                    None => pool,
                };
                return brain.with_thinker(Box::new(pool));
            }
            brain
        })
    }

    /// The reviewer, made on first use.
    fn reviewer(&mut self) -> &mut Reviewer {
        let (mb, (exact, midgame)) = (self.table_mb, self.review);
        self.reviewer
            .get_or_insert_with(|| Reviewer::new(mb, exact, midgame))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;
    use crate::search::Quiet;
    use crate::Move;

    fn session_after(transcript: &str, player: Player) -> Session {
        let mut s = Session::new(player).with_seed(7).with_table_mb(4);
        s.set_review(14, Limits::depth(4));
        s.set_game(Game::from_transcript(transcript).unwrap());
        s
    }

    #[test]
    fn every_way_of_thinking_gives_a_legal_move_and_leaves_the_game_alone() {
        for player in [
            Player::Character(Character::Willy),
            Player::Level(1),
            Player::Level(6),
        ] {
            for book in [false, true] {
                let mut s = session_after("f5d6c3d3c4f4", player);
                s.set_book(book);
                let before = s.game().clone();
                let report = s.think(TimeControl::Depth(4), &mut Quiet);
                let Move::Play(sq) = report.best else {
                    panic!("{player:?} {book}: a pass with moves to play")
                };
                assert!(s.game().position().board.legal_moves().contains(sq));
                assert_eq!(s.game(), &before, "thinking plays nothing");
            }
        }
    }

    #[test]
    fn a_finished_game_gets_a_pass() {
        for player in [
            Player::Random,
            Player::Character(Character::Willy),
            Player::Level(2),
        ] {
            let mut s = session_after("f5d6c3d3c4f4", player);
            let over: Position = format!("{}{} X", "X".repeat(40), "O".repeat(24))
                .parse()
                .unwrap();
            s.set_position(over);
            let report = s.think(TimeControl::Average(100), &mut Quiet);
            assert_eq!(report.best, Move::Pass, "{player}");
        }
    }

    #[test]
    fn rank_values_every_legal_move_best_first_each_with_its_line() {
        let mut s = session_after("f5d6c3d3c4", Player::Character(Character::Willy));
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
        let mut reviewer = Reviewer::new(4, 14, Limits::depth(4));
        let mut hints = hint_pass(&mut reviewer, board, 3, &mut Quiet).unwrap();
        hints.sort_by_key(|h| (-h.score, h.square));
        let mut got: Vec<Hint> = ranked.iter().map(|r| r.hint).collect();
        got.sort_by_key(|h| (-h.score, h.square));
        assert_eq!(got, hints);
        assert!(s.question_nodes() > 0);
    }

    #[test]
    fn analyze_scores_every_position_last_first_as_the_review_does() {
        let mut s = session_after("f5d6c3d3c4f4f6", Player::Character(Character::Willy));
        let mut seen = Vec::new();
        s.analyze(&mut Quiet, &mut |i, score| seen.push((i, score)));
        // The review's scores, positions taken in the same order by a reviewer of the same kind.
        let mut reviewer = Reviewer::new(4, 14, Limits::depth(4));
        let positions = s.game().positions();
        let expected: Vec<(usize, i32)> = (0..positions.len())
            .rev()
            .map(|i| (i, reviewer.score(positions[i].board, &mut Quiet).score))
            .collect();
        assert_eq!(seen, expected);
    }

    #[test]
    fn the_review_scores_each_position_once_with_the_move_played() {
        let mut s = session_after("f5d6c3d3c4f4f6", Player::Character(Character::Willy));
        let mut seen = Vec::new();
        s.review(Share::WHOLE, || Quiet, |i, score| seen.push((i, score)));
        let indices: Vec<usize> = seen.iter().map(|(i, _)| *i).collect();
        assert_eq!(indices, [7, 6, 5, 4, 3, 2, 1, 0]);
        let mut again = session_after("f5d6c3d3c4f4f6", Player::Character(Character::Willy));
        for (i, score) in seen.into_iter() {
            assert_eq!(again.score_position(i, &mut Quiet), score, "position {i}");
        }
    }
}
