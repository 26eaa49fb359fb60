//! What the page knows about training: the player's progress, the puzzle file, and the drill on the
//! board (a puzzle, one of the player's own mistakes, or a line of the opening trainer).
//!
//! Representation: the puzzle file is fetched the first time it is needed ([`Puzzles`]) and shared
//! (`Rc`), never copied; a [`Drill`] holds everything its board needs, so the game on the game
//! screen is untouched by training. Invariants: `progress` is what browser storage holds (every
//! change is followed by a store); a drill's position is always a legal position of its own line.

use std::rc::Rc;

use ethello_engine::hints::Hint;
use ethello_engine::review::MoveVerdict;
use ethello_engine::{Color, Game, Move, Position, Square};
use ethello_model::training::coach::Topic;
use ethello_model::training::day::Day;
use ethello_model::training::drills::{Grade, ReasonDrill};
use ethello_model::training::games::Played;
use ethello_model::training::glicko::Outcome;
use ethello_model::training::pick::Filter;
use ethello_model::training::progress::{Mistake, Progress};
use ethello_model::training::puzzle::Theme;
use ethello_model::training::repetition::Schedule;
use ethello_model::training::rush::{Mode, Rush};
use ethello_model::training::set::PuzzleSet;
use ethello_model::training::solving::Solving;

/// The puzzle file, as far as the page has it.
#[derive(Clone, Debug, Default)]
pub enum Puzzles {
    /// Not asked for yet (it is fetched when Train first needs it, never with the page).
    #[default]
    NotAsked,
    /// On its way.
    Loading,
    /// Read.
    Ready(Rc<PuzzleSet>),
    /// It could not be fetched or read: why (Train offers to try again).
    Failed(String),
}

/// What was asked for before the puzzles came, to open once they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// The next puzzle of the stream.
    Next,
    /// Today's puzzle.
    Daily,
    /// The puzzle with this id (`#puzzle=ID`).
    Puzzle(u32),
    /// A new run of Streak or Storm.
    Rush(Mode),
    /// The run's next puzzle.
    RushNext,
    /// A puzzle of this theme, for "Practise this".
    Practise(Theme),
}

/// Where the puzzle on the board came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The stream at the player's rating (Next gives another).
    Stream,
    /// Today's puzzle.
    Daily,
    /// A link (`#puzzle=ID`).
    Link,
    /// A run of Puzzle Streak or Puzzle Storm ([`Training::rush`]).
    Rush,
    /// "Practise this" on the weak-spots page ([`Training::practise`]).
    Practise,
}

/// A run of Puzzle Streak or Storm on the board, with what the page adds to its state machine.
#[derive(Clone, Debug, PartialEq)]
pub struct RushRun {
    /// The run.
    pub rush: Rush,
    /// A Storm's tick is on its way ([`TrainMsg::RushTick`](super::super::TrainMsg::RushTick)).
    pub tick_pending: bool,
    /// The run ended with a new personal best.
    pub new_best: bool,
}

impl RushRun {
    /// A new run of `mode`, started at `now_ms`.
    pub fn new(mode: Mode, now_ms: f64) -> RushRun {
        RushRun {
            rush: Rush::new(mode, now_ms),
            tick_pending: false,
            new_best: false,
        }
    }
}

/// One of the player's mistakes on the board: "You played b2 here: find better".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MistakeRun {
    /// Its place in the progress's list when it was opened.
    pub index: usize,
    /// The mistake.
    pub mistake: Mistake,
    /// Every legal move's value, once the worker has them (the deepest pass so far, and its depth).
    pub values: Option<(Vec<Hint>, u32)>,
    /// Where the try stands.
    pub state: MistakeState,
    /// The first try was judged and counted in the spaced repetition (a Retry does not count).
    pub counted: bool,
}

impl MistakeRun {
    /// The best move: the worker's best valued one, once its values are in, else the review's.
    pub fn best_move(&self) -> Square {
        let values = self
            .values
            .as_ref()
            .map(|(v, _)| v.as_slice())
            .unwrap_or(&[]);
        values
            .iter()
            .max_by_key(|h| h.score)
            .map_or(self.mistake.best, |h| h.square)
    }
}

/// Where a try at a mistake stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MistakeState {
    /// The player is to find a better move.
    Playing,
    /// A move was played before the values came: it is judged when they do.
    Judging(Square),
    /// Found: the move, within [`GOOD_ENOUGH`] of the best.
    Right(Square),
    /// Not better: the move and its value (the best is shown).
    Wrong(Square, i32),
}

/// A move of a mistake counts as found when it loses at most this many discs against the best.
pub const GOOD_ENOUGH: i32 = 1;

/// The opening trainer's line on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningRun {
    /// The line so far, from the standard start.
    pub game: Game,
    /// The colour the player plays.
    pub player: Color,
    /// The named opening it started from, if any (its name).
    pub opening: Option<&'static str>,
    /// The missed line being played again (its place in the progress's list), if it is one.
    pub again: Option<usize>,
    /// The book's moves of the position on the board with their values, once the worker sent them.
    pub book: Option<Vec<Hint>>,
    /// Every legal move's value, when a move outside the book must be judged.
    pub values: Option<Vec<Hint>>,
    /// Where the line stands.
    pub state: OpeningState,
}

/// The moves of a line the trainer plays: the end of the book or this move, whichever comes first.
pub const LINE_MOVES: usize = 20;
/// A player's answer counts when it is at most this many discs below the book's best.
pub const LINE_MARGIN: i32 = 2;

/// Where an opening line stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningState {
    /// The computer is to move (waiting for the book's moves).
    Computer,
    /// The player is to move.
    Player,
    /// The player played this move outside the book: the worker values the moves.
    Judging(Square),
    /// The player's answer was more than [`LINE_MARGIN`] below the best: the move and its value.
    Missed(Square, i32),
    /// The end of the book or of the line's moves, without a miss.
    Learned,
}

/// The drill on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drill {
    /// A puzzle from the file.
    Puzzle {
        /// The try.
        solving: Solving,
        /// Where it came from.
        origin: Origin,
    },
    /// One of the player's own mistakes.
    Mistake(MistakeRun),
    /// A line of the opening trainer.
    Opening(OpeningRun),
    /// A reason drill: the better of two moves, and why.
    Reason(ReasonRun),
}

/// A reason drill on the board: the player's picks, graded once both are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReasonRun {
    /// The drill.
    pub drill: ReasonDrill,
    /// The move picked (one of the drill's two).
    pub picked: Option<Square>,
    /// The reason picked (one of the drill's choices).
    pub reason: Option<Topic>,
    /// The grade, once both are picked.
    pub grade: Option<Grade>,
}

impl ReasonRun {
    /// A fresh try at `drill`.
    pub fn new(drill: ReasonDrill) -> ReasonRun {
        ReasonRun {
            drill,
            picked: None,
            reason: None,
            grade: None,
        }
    }

    /// Picks a move or a reason (a later pick replaces an earlier one until the grade); grades
    /// once both are picked, and returns the grade then.
    pub fn pick(&mut self, square: Option<Square>, reason: Option<Topic>) -> Option<Grade> {
        if self.grade.is_some() {
            return None;
        }
        let moves = self.drill.moves();
        self.picked = square.filter(|s| moves.contains(s)).or(self.picked);
        let choices = self.drill.choices();
        self.reason = reason.filter(|r| choices.contains(r)).or(self.reason);
        let (sq, r) = (self.picked?, self.reason?);
        self.grade = Some(self.drill.grade(sq, r));
        self.grade
    }
}

impl Drill {
    /// The position on the board and its newest disc.
    pub fn shown(&self) -> (Position, Option<Square>) {
        match self {
            Drill::Puzzle { solving, .. } => (solving.position, solving.last_square()),
            Drill::Mistake(run) => match run.state {
                MistakeState::Right(sq) => (
                    run.mistake
                        .position
                        .play(ethello_engine::Move::Play(sq))
                        .unwrap_or(run.mistake.position),
                    Some(sq),
                ),
                _ => (run.mistake.position, None),
            },
            Drill::Opening(run) => (run.game.position(), run.game.last_square()),
            Drill::Reason(run) => (run.drill.position, None),
        }
    }

    /// The squares the player may play now.
    pub fn clickable(&self) -> ethello_engine::Bitboard {
        let open = match self {
            Drill::Puzzle { solving, .. } => {
                solving.state == ethello_model::training::solving::State::Playing
            }
            Drill::Mistake(run) => run.state == MistakeState::Playing,
            Drill::Opening(run) => run.state == OpeningState::Player,
            Drill::Reason(run) => {
                let [a, b] = run.drill.moves();
                return match run.grade {
                    None => ethello_engine::Bitboard::from_square(a).with(b),
                    Some(_) => ethello_engine::Bitboard::EMPTY,
                };
            }
        };
        match open {
            true => self.shown().0.board.legal_moves(),
            false => ethello_engine::Bitboard::EMPTY,
        }
    }
}

/// The opening trainer's choice for its next line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineChoice {
    /// The named opening to start from (its index in the opening table), or any (`None`: the
    /// start position).
    pub opening: Option<usize>,
    /// The colour the player plays.
    pub player: Color,
}

impl Default for LineChoice {
    fn default() -> LineChoice {
        LineChoice {
            opening: None,
            player: Color::Black,
        }
    }
}

/// Everything about training.
#[derive(Clone, Debug, Default)]
pub struct Training {
    /// The player's progress (what storage holds).
    pub progress: Progress,
    /// The player's finished games ("My games"), oldest first; stored apart from the progress,
    /// exported with it.
    pub games: Vec<Played>,
    /// The puzzle file.
    pub puzzles: Puzzles,
    /// The stream's filter.
    pub filter: Filter,
    /// Puzzles served by the stream so far: the seed of its next choice.
    pub served: u64,
    /// The drill on the board.
    pub drill: Option<Drill>,
    /// Today, in the player's calendar (the runtime tells the model at start).
    pub today: Day,
    /// What to open when the puzzles come.
    pub wanted: Option<Wanted>,
    /// The opening trainer's choice.
    pub line: LineChoice,
    /// The Streak or Storm being run (kept after it ends, for its result, until the drill is
    /// left).
    pub rush: Option<RushRun>,
    /// The weak spot being practised ("Practise this"), and how many drills it served.
    pub practise: Option<(Topic, u32)>,
    /// The reason drills' file: none until fetched (`Some(None)` on its way), then the drills.
    pub reasons: Option<Option<Rc<Vec<ReasonDrill>>>>,
}

/// The deviation of a character's rating, as a rated game's opponent: the ladder measured each
/// step within about 25 Elo (one standard error), and they add up.
pub const CHARACTER_DEVIATION: f64 = 60.0;
/// The deviation of a puzzle's rating, as a rated try's opponent: each is fitted from a dozen
/// players' results.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// A move of the player's reviewed games that lost this many discs or more becomes a mistake to
/// replay.
pub const MISTAKE_LOSS: i32 = 4;

impl Training {
    /// Rates a result `score` (1 a win or a solved puzzle, 0.5 a draw, 0 a loss) against an
    /// opponent rated `rating` with `deviation`: the new rating and a history point, today.
    pub fn rate(&mut self, rating: f64, deviation: f64, score: f64) {
        let after = self.progress.rating.update(&[Outcome {
            rating,
            deviation,
            score,
        }]);
        self.progress.record(self.today, after);
    }

    /// The progress as browser storage keeps it.
    pub fn stored(&self) -> String {
        self.progress.to_text(&[], &[], self.today)
    }

    /// Keeps the moves of `color` in `game` that the review `verdicts` found to lose
    /// [`MISTAKE_LOSS`] discs or more, as mistakes to replay from today; returns how many were new.
    pub fn keep_mistakes(&mut self, game: &Game, verdicts: &[MoveVerdict], color: Color) -> usize {
        let before = self.progress.mistakes.len();
        for v in verdicts
            .iter()
            .filter(|v| v.color == color && v.loss >= MISTAKE_LOSS)
        {
            let Move::Play(best) = v.best else { continue };
            if best == v.played {
                continue;
            }
            self.progress.add_mistake(Mistake {
                position: game.positions()[v.ply],
                played: v.played,
                best,
                loss: v.loss,
                schedule: Schedule {
                    stage: 0,
                    due: self.today,
                },
                reasons: Vec::new(),
            });
        }
        self.progress.mistakes.len().saturating_sub(before)
    }

    /// The puzzle file, if it is read.
    pub fn set(&self) -> Option<&Rc<PuzzleSet>> {
        match &self.puzzles {
            Puzzles::Ready(set) => Some(set),
            _ => None,
        }
    }

    /// How many of the player's mistakes wait today.
    pub fn mistakes_due(&self) -> usize {
        self.progress.due_mistakes(self.today).count()
    }

    /// How many missed opening lines wait today.
    pub fn lines_due(&self) -> usize {
        let today = self.today;
        self.progress
            .lines
            .missed
            .iter()
            .filter(|l| l.schedule.is_due(today))
            .count()
    }
}
