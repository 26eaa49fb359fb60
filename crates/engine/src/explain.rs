//! Why one move is worse than another: the reasons a teacher would give, computed by the engine
//! and true of the position.
//!
//! Given a board, the move played and the move to compare it with (the best move by default),
//! [`explain`] computes for each of the two moves:
//! - its value and the line that follows it, from a short search ([`refute`](fn@refute); a line
//!   already known may be given instead, [`explain_lines`]), and the line's key ply, where the
//!   loss becomes concrete (a corner taken, the mover forced to pass or left without a safe move,
//!   a wipe-out);
//! - the board's [`Features`] after it, for both sides: mobility, the squares the move gives and
//!   takes and those only the opponent can play, potential mobility and frontier, openness,
//!   corners handed over, X and C squares, [`stable`] discs (full stability, a sound lower bound),
//!   edge shapes ([`edges`]) and the [`stoner`] traps it lets the opponent start, a forced pass;
//! - the stable discs at the end of its line and the odd [`regions`](mod@regions) (8-connected)
//!   it leaves the opponent;
//!
//! then splits the evaluation of the two lines' end positions by pattern group ([`attribution`],
//! exact: the groups sum to the difference) and chooses at most three [`Reason`]s, ranked by how
//! much of the loss they explain ([`reasons`]).
//!
//! For a board alone, [`overlay`](mod@overlay) gives what the board's overlays show, with
//! [`parity`](mod@parity)'s search of who plays last in each small region.
//!
//! Representation and invariants:
//! - The *mover* is the side to move of the board explained. Values are discs for him (exact when
//!   the search reached the end of the game); evaluations and their groups are centi-discs for him.
//!   Counts are read on the board right after each move unless said to be at the end of the line.
//! - A line's moves start with the opponent's reply and write passes out ([`Move::Pass`]).
//! - Every reason is true of the position, and reasons are given only when the played move is
//!   worse by the two values; a reason that only usually holds (more mobility for the opponent, a
//!   longer frontier, an X-square, ...) is given only when the evaluation's split agrees.
//! - Everything is pure: no clock, no I/O. The features take microseconds; an explanation costs
//!   the searches its limits allow (three at most: the best move, then each move's line).
//! - An explanation serialises with serde; [`Explanation::tags`] gives the test tags of the
//!   issue's contract (`corner:a1 mobility:9/4 line:a1,b2,pa`).
//!
//! ```
//! use ethello_engine::explain::{self, Reason};
//! use ethello_engine::search::Search;
//! use ethello_engine::{Game, Square};
//! // Black's X-square b2 here lets White take a1 at once.
//! let game = Game::from_transcript("d3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3").unwrap();
//! let b2: Square = "b2".parse().unwrap();
//! let mut search = Search::new(4);
//! let board = game.position().board;
//! let why = explain::explain(&mut search, board, b2, None, &explain::LIMITS).unwrap();
//! assert!(why.loss > 0, "the best move is better");
//! let a1 = Reason::Corner { square: "a1".parse().unwrap() };
//! assert_eq!(why.reasons[0], a1);
//! assert!(why.tags().contains(&"corner:a1".to_string()));
//! ```

pub mod attribution;
pub mod edges;
pub mod features;
pub mod overlay;
pub mod parity;
pub mod reasons;
pub mod refute;
pub mod regions;
mod set;
pub mod side;
pub mod stability;
pub mod stoner;

pub use attribution::{attribute, split, Attribution, Split};
pub use edges::{edge_shapes, shape_of, Edge, EdgeShape, Shape};
pub use features::{features, frontier, openness, Features};
pub use reasons::{choose, line_tag, Reason, Tempo, MAX_REASONS};
pub use refute::{key_ply, line_end, refute, with_passes, KeyKind, KeyPly, Line};
pub use regions::{components, regions, Region};
pub use side::Side;
pub use stability::{stable, stable_both};
pub use stoner::{stoner_threats, StonerThreat};

use crate::search::{Limits, Quiet, Search};
use crate::{Board, Move, Square};
use serde::Serialize;
use std::fmt;

/// The limits a front end may give [`explain`]: a depth of 8 plies. Measured natively (test
/// profile, one shared core, 60 random-play positions of 20 to 49 empties): 12 ms an explanation
/// on average, 58 ms at worst; a depth of 6 takes 2 ms (7 ms at worst), one of 10 about 90 ms
/// (500 ms at worst). The features alone take under half a microsecond a move (0.14-0.4 µs).
pub const LIMITS: Limits = Limits::depth(8);

/// Why the played move is worse than the compared one (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// The move explained.
    pub played: Side,
    /// The move it is compared with.
    pub vs: Side,
    /// The compared move's value minus the played one's, in discs (positive: the played move
    /// loses this much).
    pub loss: i32,
    /// The evaluation of the two lines' ends, split by group.
    pub attribution: Attribution,
    /// The reasons, the one that explains most first (none when the played move is not worse).
    pub reasons: Vec<Reason>,
}

impl Explanation {
    /// The test tags: each reason's, then the played move's line (`line:...`).
    pub fn tags(&self) -> Vec<String> {
        let mut tags: Vec<String> = self.reasons.iter().map(Reason::tag).collect();
        tags.push(line_tag(&self.played.line.moves));
        tags
    }
}

/// Why a move cannot be explained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplainError {
    /// The square is not a legal move of the board.
    Illegal(Square),
    /// The side to move has no legal move.
    NoMove,
}

impl fmt::Display for ExplainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExplainError::Illegal(sq) => write!(f, "{sq} is not a legal move here"),
            ExplainError::NoMove => f.write_str("the side to move has no legal move"),
        }
    }
}

impl std::error::Error for ExplainError {}

/// Explains `played` against `vs` (the best move of a search within `limits` when `None`): each
/// move's line from a search of the position it leads to, one ply shallower than `limits` when
/// they are depth-limited (the horizon of the root's search), then [`explain_lines`].
///
/// # Errors
/// [`ExplainError`] when a move is not legal or there is none.
pub fn explain(
    search: &mut Search,
    board: Board,
    played: Square,
    vs: Option<Square>,
    limits: &Limits,
) -> Result<Explanation, ExplainError> {
    for sq in std::iter::once(played).chain(vs) {
        if !board.is_legal(sq) {
            return Err(ExplainError::Illegal(sq));
        }
    }
    let vs = match vs {
        Some(sq) => sq,
        None => match search.run(board, limits, &mut Quiet).best {
            Move::Play(sq) => sq,
            Move::Pass => return Err(ExplainError::NoMove),
        },
    };
    let child = Limits {
        depth: limits.depth.saturating_sub(1).max(1),
        ..*limits
    };
    let mut line = |sq| refute(search, board, sq, &child).ok_or(ExplainError::Illegal(sq));
    let played = line(played)?;
    let vs = if vs == played.square {
        played.clone()
    } else {
        line(vs)?
    };
    explain_lines(board, played, vs)
}

/// Explains the move of `played` against that of `vs`, lines and values already known (from a
/// search made before, [`refute`](fn@refute)).
///
/// # Errors
/// [`ExplainError::Illegal`] when a line's square is not legal on `board`.
pub fn explain_lines(board: Board, played: Line, vs: Line) -> Result<Explanation, ExplainError> {
    let side = |line: Line| {
        let sq = line.square;
        Side::new(board, line).ok_or(ExplainError::Illegal(sq))
    };
    let (played, vs) = (side(played)?, side(vs)?);
    let attribution = attribute(board, &played.line, &vs.line);
    let empties = board.empties().count();
    let reasons = choose(&played, &vs, &attribution.loss, empties);
    Ok(Explanation {
        loss: vs.line.value - played.line.value,
        played,
        vs,
        attribution,
        reasons,
    })
}
