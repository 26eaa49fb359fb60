//! Puzzles: positions from real games where one move is clearly the only good one.
//!
//! A [`Puzzle`] is a position, its side to move and one to three [`Step`]s: at each step every legal
//! move of the player with its value in discs (exact for an endgame puzzle, a deep search's
//! estimate for a midgame one), and the opponent's reply after the solution (none after the last
//! step). The solution of a step is its best-valued move, which is unique: a wrong move is answered
//! from the values alone, with no search.
//!
//! Invariants ([`Puzzle::new`] checks them, so every puzzle the reader gives holds them):
//! - each step's values cover exactly the legal moves of its position, at least two of them;
//! - the best value is reached by one move only, and it is the move that fits the puzzle's
//!   [`Goal`] (the only winning or drawing move, or the only one keeping the best score);
//! - each reply is legal in the position after the solution (a pass only when the opponent has
//!   no square), and the position after it is the player's to move.
//!
//! The text form, one puzzle a line (see `docs/puzzles.md`):
//! `ID KIND RATING THEMES YEAR:GAME:MOVE SQUARES SIDE STEP...`, where a step is the values run
//! together, square then signed value (`a1+12b2-4g7-10`), then `>` and the reply (`>h8`, `>pa`)
//! unless it is the last.

use std::cmp::Reverse;
use std::fmt;

use ethello_engine::order::first_by_key;
use ethello_engine::{Color, Move, Position, Square};

/// Whether the values are exact (an endgame) or a deep search's estimate (a midgame).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// 8 to 24 empties: every value exact, proven by the solver.
    Endgame,
    /// 25 to 44 empties: the values of a deep search; the solution is at least
    /// [`MIDGAME_MARGIN`] discs better than any other move.
    Midgame,
}

/// The fewest discs by which a midgame puzzle's solution beats every other move.
pub const MIDGAME_MARGIN: i32 = 6;

impl Kind {
    /// The word in the text form: `end` or `mid`.
    pub const fn word(self) -> &'static str {
        match self {
            Kind::Endgame => "end",
            Kind::Midgame => "mid",
        }
    }

    /// The kind a word names.
    pub fn from_word(word: &str) -> Option<Kind> {
        [Kind::Endgame, Kind::Midgame]
            .into_iter()
            .find(|k| k.word() == word)
    }
}

/// What the player is asked to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The only move that wins (every other move draws or loses).
    Win,
    /// The only move that draws (every other move loses).
    Draw,
    /// The position is won anyway: the only move that keeps the best score.
    BestScore,
    /// A midgame: the move far better than every other.
    Best,
}

impl Goal {
    /// The goal of a step valued `values` in a puzzle of `kind`, or `None` when the values do not
    /// make a puzzle: no single best move, an endgame whose best move loses, or a midgame best
    /// move less than [`MIDGAME_MARGIN`] ahead.
    pub fn of(kind: Kind, values: &[(Square, i32)]) -> Option<Goal> {
        let (best, second) = best_two(values)?;
        if best <= second {
            return None;
        }
        match kind {
            Kind::Midgame => (best - second >= MIDGAME_MARGIN).then_some(Goal::Best),
            Kind::Endgame if best > 0 && second <= 0 => Some(Goal::Win),
            Kind::Endgame if best == 0 => Some(Goal::Draw),
            Kind::Endgame if best > 0 => Some(Goal::BestScore),
            Kind::Endgame => None,
        }
    }

    /// True when `values` meet this goal: one move reaches the goal's class, or (for
    /// [`Goal::BestScore`]) the best score (see [`Goal::of`]).
    pub fn fits(self, kind: Kind, values: &[(Square, i32)]) -> bool {
        match Goal::of(kind, values) {
            Some(found) => found == self,
            None => false,
        }
    }
}

/// The best and the second-best value of a list of at least two.
fn best_two(values: &[(Square, i32)]) -> Option<(i32, i32)> {
    let sorted = first_by_key(values.iter().map(|&(_, v)| v), 2, |&v| Reverse(v));
    Some((*sorted.first()?, *sorted.get(1)?))
}

/// What a puzzle is about, when the solution shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The solution takes a corner.
    Corner,
    /// The solution plays an edge square (not a corner): a fight for the edge.
    Edge,
    /// An endgame whose solution plays into an odd region of empties while another move was
    /// in an even one: parity, the last word in a region.
    Parity,
    /// The opponent has no move after the solution: a tempo gained.
    Tempo,
    /// The solution turns only discs with no empty neighbour: a quiet move that opens nothing.
    Quiet,
    /// Perfect play leaves the opponent no disc at all.
    Wipeout,
}

impl Theme {
    /// Every theme, in the order of the text form.
    pub const ALL: [Theme; 6] = [
        Theme::Corner,
        Theme::Edge,
        Theme::Parity,
        Theme::Tempo,
        Theme::Quiet,
        Theme::Wipeout,
    ];

    /// The word in the text form (`corner`, `edge`, ...).
    pub const fn word(self) -> &'static str {
        match self {
            Theme::Corner => "corner",
            Theme::Edge => "edge",
            Theme::Parity => "parity",
            Theme::Tempo => "tempo",
            Theme::Quiet => "quiet",
            Theme::Wipeout => "wipeout",
        }
    }

    /// The theme a word names.
    pub fn from_word(word: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.word() == word)
    }
}

/// A set of themes, one bit each in the order of [`Theme::ALL`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Themes(u8);

impl Themes {
    /// The set with `theme` added.
    pub fn with(self, theme: Theme) -> Themes {
        Themes(self.0 | 1 << theme as u8)
    }

    /// True when the set holds `theme`.
    pub fn contains(self, theme: Theme) -> bool {
        self.0 >> theme as u8 & 1 == 1
    }

    /// The themes in the set, in the order of [`Theme::ALL`].
    pub fn iter(self) -> impl Iterator<Item = Theme> {
        Theme::ALL.into_iter().filter(move |t| self.contains(*t))
    }

    /// True when the set holds no theme.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl FromIterator<Theme> for Themes {
    fn from_iter<I: IntoIterator<Item = Theme>>(iter: I) -> Themes {
        iter.into_iter().fold(Themes::default(), Themes::with)
    }
}

/// Where a puzzle comes from: a game of the WTHOR archive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Source {
    /// The year of the archive's file.
    pub year: u16,
    /// The game's number in that file, from 1.
    pub game: u32,
    /// The number of the move to find, from 1 (the game's moves before it, plus one; passes are
    /// not counted, as the archive does not record them).
    pub move_number: u16,
}

/// One of the player's moves to find.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Every legal move with its value in discs for the player, in square order.
    pub values: Vec<(Square, i32)>,
    /// The opponent's reply after the solution; `None` after the last step.
    pub reply: Option<Move>,
}

impl Step {
    /// The solution: the best-valued move.
    pub fn solution(&self) -> Square {
        let best = self
            .values
            .iter()
            .max_by_key(|&&(sq, v)| (v, -i32::from(sq.index())));
        best.expect("a step values at least two moves").0
    }

    /// The solution's value.
    pub fn best_value(&self) -> i32 {
        self.value(self.solution()).expect("the solution is valued")
    }

    /// The value of playing `square`, if it is legal here.
    pub fn value(&self, square: Square) -> Option<i32> {
        self.values
            .iter()
            .find(|&&(sq, _)| sq == square)
            .map(|&(_, v)| v)
    }
}

/// A puzzle; see the module doc.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its number in the set, from 1: the page address `#puzzle=ID`.
    pub id: u32,
    /// Endgame (exact values) or midgame (estimates).
    pub kind: Kind,
    /// Its difficulty on the ladder's Elo scale: the rating at which a player solves it half the
    /// time (`docs/puzzles.md`).
    pub rating: i32,
    /// What it is about.
    pub themes: Themes,
    /// The game it comes from.
    pub source: Source,
    /// The position, with the player to move.
    pub position: Position,
    /// The player's moves to find, one to three.
    pub steps: Vec<Step>,
}

/// Why a puzzle does not hold its invariants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// No step, or more than [`MAX_STEPS`].
    StepCount(usize),
    /// A step's values are not exactly the legal moves of its position (the step, from 1).
    NotTheLegalMoves(usize),
    /// A step's values name no single move that fits the goal (the step, from 1).
    NoSingleAnswer(usize),
    /// A reply that is not legal, or missing before a step, or given after the last (the step
    /// it follows, from 1).
    BadReply(usize),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::StepCount(n) => write!(f, "{n} steps (a puzzle has 1 to {MAX_STEPS})"),
            PuzzleError::NotTheLegalMoves(s) => {
                write!(f, "step {s}: the values are not the legal moves")
            }
            PuzzleError::NoSingleAnswer(s) => {
                write!(f, "step {s}: no single move fits the goal")
            }
            PuzzleError::BadReply(s) => write!(f, "step {s}: the reply is missing or illegal"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// The most steps (moves of the player) in a puzzle.
pub const MAX_STEPS: usize = 3;

impl Puzzle {
    /// A puzzle, checked against the invariants of the module doc.
    ///
    /// # Errors
    /// The first invariant broken.
    pub fn new(
        id: u32,
        (kind, rating, themes, source): (Kind, i32, Themes, Source),
        position: Position,
        steps: Vec<Step>,
    ) -> Result<Puzzle, PuzzleError> {
        let puzzle = Puzzle {
            id,
            kind,
            rating,
            themes,
            source,
            position,
            steps,
        };
        puzzle.check()?;
        Ok(puzzle)
    }

    /// What the player must find (from the first step's values).
    pub fn goal(&self) -> Goal {
        Goal::of(self.kind, &self.steps[0].values).expect("a checked puzzle has a goal")
    }

    /// The colour of the player who solves it.
    pub fn player(&self) -> Color {
        self.position.side
    }

    /// The position before step `step` (from 0): the start after the solutions and replies of
    /// the steps before it.
    pub fn position_at(&self, step: usize) -> Position {
        let mut position = self.position;
        for s in &self.steps[..step.min(self.steps.len())] {
            position = after(position, Move::Play(s.solution()));
            if let Some(reply) = s.reply {
                position = after(position, reply);
            }
        }
        position
    }

    /// The whole solution: the player's moves and the replies between them.
    pub fn line(&self) -> Vec<Move> {
        let mut line = Vec::new();
        for step in &self.steps {
            line.push(Move::Play(step.solution()));
            line.extend(step.reply);
        }
        line
    }

    /// Checks the invariants of the module doc.
    fn check(&self) -> Result<(), PuzzleError> {
        let n = self.steps.len();
        if n == 0 || n > MAX_STEPS {
            return Err(PuzzleError::StepCount(n));
        }
        let goal = Goal::of(self.kind, &self.steps[0].values);
        let mut position = self.position;
        for (i, step) in self.steps.iter().enumerate() {
            let legal = position.board.legal_moves();
            let valued: Vec<Square> = step.values.iter().map(|&(sq, _)| sq).collect();
            if valued.len() < 2 || !valued.iter().copied().eq(legal.squares()) {
                return Err(PuzzleError::NotTheLegalMoves(i + 1));
            }
            if !goal.is_some_and(|g| g.fits(self.kind, &step.values)) {
                return Err(PuzzleError::NoSingleAnswer(i + 1));
            }
            position = after(position, Move::Play(step.solution()));
            let last = i + 1 == n;
            position = match (step.reply, last) {
                (None, true) => position,
                (Some(reply), false) => position
                    .play(reply)
                    .ok()
                    .filter(|p| p.side == self.position.side)
                    .ok_or(PuzzleError::BadReply(i + 1))?,
                _ => return Err(PuzzleError::BadReply(i + 1)),
            };
        }
        Ok(())
    }
}

/// `position` after `mv`, which the caller knows is legal.
fn after(position: Position, mv: Move) -> Position {
    position
        .play(mv)
        .expect("a checked puzzle's moves are legal")
}
