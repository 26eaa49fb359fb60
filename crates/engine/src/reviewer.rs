//! The engine's answers about positions, for a session's questions: a [`Reviewer`] (a searcher
//! with its own table) scores a position for the review ([`Reviewer::score`],
//! [`Reviewer::score_with_move`]), values every legal move in hint passes ([`hint_pass`],
//! [`deepen`]) and gives the expected line from a move ([`Reviewer::line`]); [`score_game`] scores
//! a game's positions, the last first.
//!
//! Scores are discs for the side to move of their position: exact from the reviewer's exact
//! empties down (to the end of the game), estimates within its midgame limits before (never a bare
//! win/draw/loss sign); a forced pass is searched from the opponent's side and negated, a finished
//! game is scored by its discs.

use crate::hints::{next_depth, Hint};
use crate::review::{PositionScore, Share};
use crate::search::{Host, Limits, Quiet, Report, Search};
use crate::{Bitboard, Board, Game, Move, Square};

/// Scores positions for a review.
pub struct Reviewer {
    search: Search,
    exact_empties: u32,
    midgame: Limits,
    /// Nodes of every search so far.
    nodes: u64,
}

impl Reviewer {
    /// A reviewer solving exactly from `exact_empties` empties down and searching within `midgame`
    /// before (estimates, never a bare win/draw/loss sign); `hash_mb` is its table's size.
    pub fn new(hash_mb: usize, exact_empties: u32, midgame: Limits) -> Reviewer {
        Reviewer {
            search: Search::new(hash_mb).with_win_draw_loss(false),
            exact_empties,
            midgame,
            nodes: 0,
        }
    }

    /// The nodes of every search this reviewer has made (scores, hints, lines' solves excluded).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Solves exactly from `exact_empties` empties down and searches within `midgame` before, from
    /// now on (the table stays).
    pub fn set_limits(&mut self, exact_empties: u32, midgame: Limits) {
        self.exact_empties = exact_empties;
        self.midgame = midgame;
    }

    /// The expected line from `board` starting with `first`, as the reviewer's table has it after a
    /// search of the position `first` leads to (exact entries when `exact`). An exact line goes on
    /// to the end of the game: past the table (which keeps no entry near the end) each position is
    /// solved, which costs little with so few empties left.
    pub fn line(&mut self, board: Board, first: Square, exact: bool) -> Vec<Square> {
        let mut pv = self
            .search
            .principal_variation(board, Move::Play(first), exact);
        if !exact {
            return pv;
        }
        let mut b = pv.iter().fold(board, |b, sq| after_move(b, *sq));
        while !b.is_game_over() && pv.len() < 60 {
            let Move::Play(sq) = self.search.run(b, &Limits::depth(60), &mut Quiet).best else {
                break;
            };
            pv.push(sq);
            b = after_move(b, sq);
        }
        pv
    }

    /// The limits for `board`: to the end from the exact empties down, the midgame's before.
    fn limits_for(&self, board: Board) -> Limits {
        match board.empties().count() <= self.exact_empties {
            true => Limits::depth(60),
            false => self.midgame,
        }
    }

    /// The score of `board`: exact from the reviewer's exact empties down, within the midgame
    /// limits before; a finished game is scored by its discs.
    pub fn score(&mut self, board: Board, host: &mut dyn Host) -> PositionScore {
        let limits = self.limits_for(board);
        self.score_within(board, &limits, host)
    }

    /// The score of `board` searched within `limits` (exact when they reach the end of the game);
    /// a forced pass is searched from the opponent's side and negated, a finished game is scored
    /// by its discs.
    pub fn score_within(
        &mut self,
        board: Board,
        limits: &Limits,
        host: &mut dyn Host,
    ) -> PositionScore {
        self.score_by(board, host, &mut |s, b, h| s.run(b, limits, h))
            .0
    }

    /// The score of `board` ([`Reviewer::score`]) with the value of `played`, the move the game
    /// went on with, searched to the same horizon: one ply less deep from the position it leads
    /// to, so that a move is not blamed for the noise between two searches of different depths.
    pub fn score_with_move(
        &mut self,
        board: Board,
        played: Option<Square>,
        host: &mut dyn Host,
    ) -> PositionScore {
        let limits = self.limits_for(board);
        let (mut scored, depth) = self.score_by(board, host, &mut |s, b, h| s.run(b, &limits, h));
        let Some(sq) = played.filter(|sq| !scored.exact && board.is_legal(*sq)) else {
            return scored;
        };
        if scored.best == Move::Play(sq) {
            scored.played = Some(scored.score);
        } else if depth >= 2 {
            // Selective as the timed midgame searches are.
            let selective = self.midgame.time_ms.is_some();
            let (after, _) = self.score_by(board.play_unchecked(sq), host, &mut |s, b, h| {
                s.run_deepening(b, depth - 1, selective, h)
            });
            scored.played = Some(-after.score).filter(|_| !host.stopped());
        }
        scored
    }

    /// `board` scored by `search` (run on the reviewer's searcher), with the depth it completed: a
    /// forced pass is searched from the opponent's side and negated, a finished game is scored by
    /// its discs (depth 0).
    fn score_by(
        &mut self,
        board: Board,
        host: &mut dyn Host,
        search: &mut dyn FnMut(&mut Search, Board, &mut dyn Host) -> Report,
    ) -> (PositionScore, u32) {
        if board.is_game_over() {
            let score = PositionScore {
                score: board.final_score(),
                best: Move::Pass,
                exact: true,
                played: None,
            };
            return (score, 0);
        }
        if !board.can_move() {
            let (after, depth) = self.score_by(board.pass(), host, search);
            let score = PositionScore {
                score: -after.score,
                best: Move::Pass,
                ..after
            };
            return (score, depth);
        }
        let report = search(&mut self.search, board, host);
        self.nodes += report.nodes;
        let score = PositionScore {
            score: report.score,
            best: report.best,
            exact: report.exact,
            played: None,
        };
        (score, report.depth)
    }
}

/// `board` after `sq`, and after the opponent's forced pass if there is one.
fn after_move(board: Board, sq: Square) -> Board {
    let after = board.play_unchecked(sq);
    match after.must_pass() {
        true => after.pass(),
        false => after,
    }
}

/// Scores every position of `game` with `reviewer`, the last first (the exact scores of the end
/// fill the table that the searches of earlier positions then read), handing each score to `scored`
/// with its index as soon as it is known; `host` makes each position's host (its clock starts then).
pub fn score_game<H: Host>(
    reviewer: &mut Reviewer,
    game: &Game,
    host: impl FnMut() -> H,
    scored: impl FnMut(usize, PositionScore),
) {
    score_share(reviewer, game, Share::WHOLE, host, scored);
}

/// [`score_game`] for the positions of `share` only.
pub fn score_share<H: Host>(
    reviewer: &mut Reviewer,
    game: &Game,
    share: Share,
    mut host: impl FnMut() -> H,
    mut scored: impl FnMut(usize, PositionScore),
) {
    let positions = game.positions().iter().enumerate().rev();
    for (index, _) in positions.filter(|(i, _)| share.holds(*i)) {
        scored(index, score_at(reviewer, game, index, &mut host()));
    }
}

/// The review's score of `game`'s position `index`, with the value of the move played from it
/// (none after the last move or before a pass).
///
/// # Panics
/// When the game has no position `index`.
pub(crate) fn score_at(
    reviewer: &mut Reviewer,
    game: &Game,
    index: usize,
    host: &mut dyn Host,
) -> PositionScore {
    let played = match game.moves().get(index) {
        Some(Move::Play(sq)) => Some(*sq),
        _ => None,
    };
    reviewer.score_with_move(game.positions()[index].board, played, host)
}

/// Every legal move of `board` scored by searches `depth` plies deep (exact when `depth` reaches
/// the end of the game), in square order; `None` when `host` stopped the pass part way or there is
/// no legal move.
pub fn hint_pass(
    reviewer: &mut Reviewer,
    board: Board,
    depth: u32,
    host: &mut dyn Host,
) -> Option<Vec<Hint>> {
    hint_pass_among(reviewer, board, board.legal_moves(), depth, host)
}

/// [`hint_pass`] for the legal moves among `moves` only (one worker's share of a pool's hints).
pub fn hint_pass_among(
    reviewer: &mut Reviewer,
    board: Board,
    moves: Bitboard,
    depth: u32,
    host: &mut dyn Host,
) -> Option<Vec<Hint>> {
    let limits = Limits::depth(depth);
    let mut hints = Vec::new();
    let legal = Bitboard(board.legal_moves().0 & moves.0);
    for square in legal.squares() {
        let after = reviewer.score_within(board.play_unchecked(square), &limits, host);
        if host.stopped() {
            return None;
        }
        hints.push(Hint {
            square,
            score: -after.score,
            exact: after.exact,
        });
    }
    (!hints.is_empty()).then_some(hints)
}

/// Hint passes of `board`, one after another ([`next_depth`]), each handed to `pass` with its depth
/// (and the reviewer, to read its table) as it completes, while their depth is at most `max_depth` (60: on to the exact pass). Returns the last
/// completed pass and its depth: `None` when not even the first finished (the host stopped it, or
/// there is no legal move).
pub fn deepen(
    reviewer: &mut Reviewer,
    board: Board,
    max_depth: u32,
    host: &mut dyn Host,
    pass: &mut dyn FnMut(&mut Reviewer, &[Hint], u32),
) -> Option<(Vec<Hint>, u32)> {
    deepen_among(
        reviewer,
        (board, board.legal_moves()),
        max_depth,
        host,
        pass,
    )
}

/// [`deepen`] over the legal moves among `moves` only ([`hint_pass_among`]: one worker's share of
/// a pool's hints).
pub fn deepen_among(
    reviewer: &mut Reviewer,
    (board, moves): (Board, Bitboard),
    max_depth: u32,
    host: &mut dyn Host,
    pass: &mut dyn FnMut(&mut Reviewer, &[Hint], u32),
) -> Option<(Vec<Hint>, u32)> {
    let empties = board.empties().count();
    let mut last = None;
    let mut depth = Some(1);
    while let Some(d) = depth.filter(|&d| d <= max_depth) {
        let Some(found) = hint_pass_among(reviewer, board, moves, d, host) else {
            break;
        };
        pass(reviewer, &found, d);
        last = Some((found, d));
        depth = next_depth(d, empties);
    }
    last
}
