//! What can happen on the Train screen and on a drill's board.

use ethello_engine::Color;
use ethello_model::training::coach::Topic;
use ethello_model::training::pick::Filter;
use ethello_model::training::rush::Mode;

/// One event of training.
#[derive(Clone, Debug, PartialEq)]
pub enum TrainMsg {
    /// The Train button: the Train screen (the puzzle file is fetched the first time).
    Open,
    /// The puzzle file came: its text.
    PuzzlesLoaded(String),
    /// The puzzle file could not be fetched: why.
    PuzzlesFailed(String),
    /// The next puzzle of the stream (Train's "Puzzles" and the drill's Next).
    Next,
    /// Today's puzzle.
    Daily,
    /// The puzzle with this id (`#puzzle=ID`).
    Puzzle(u32),
    /// The stream's filter changed.
    Filter(Filter),
    /// Retry: the puzzle (or the mistake) from its start.
    Retry,
    /// Solution: the whole line on the board.
    Solution,
    /// Analyse this position: the drill's position on the analysis board.
    Study,
    /// The first of the player's mistakes that are due.
    Mistakes,
    /// The opening trainer's opening changed (its index in the opening table; `None`: any).
    LineOpening(Option<usize>),
    /// The opening trainer's colour changed.
    LineColor(Color),
    /// Start a line of the opening trainer (a missed line that is due first).
    Line,
    /// Back from a drill to the Train screen.
    Back,
    /// "Export my progress": download it as a file.
    Export,
    /// "Import": open the file chooser for a progress file.
    Import,
    /// The chosen progress file's bytes.
    ImportRead(Vec<u8>),
    /// Start a run of Puzzle Streak or Puzzle Storm (also "Play again" after one).
    Rush(Mode),
    /// A Storm's clock tick: its time is checked and shown.
    RushTick,
    /// "Practise this" on a weak spot: his mistakes and puzzles of that kind.
    Practise(Topic),
    /// A reason drill (the file is fetched the first time).
    Reasons,
    /// The reason drills' file came: its text.
    DrillsLoaded(String),
    /// The reason drills' file could not be fetched: why.
    DrillsFailed(String),
    /// A reason picked in a reason drill.
    PickReason(Topic),
}
