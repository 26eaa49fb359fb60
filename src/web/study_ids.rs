//! The ids of the page elements of the analysis board, the opening name and the open box: the one
//! place `index.html`'s ids for them are written in Rust (the view and the input code both read
//! them from here).

/// The game screen, whose `data-mode` is `game` or `study`.
pub const GAME_SCREEN: &str = "game-screen";
/// The analysis board's panel beside the board.
pub const PANEL: &str = "study";
/// The engine's verdict: best move, depth, best line, every move's value.
pub const ENGINE: &str = "study-engine";
/// The step bar (first, back, next, last).
pub const STEPS: &str = "study-steps";
/// The best move and its value (`data-testid="analysis-best"`, `data-exact`).
pub const BEST: &str = "analysis-best";
/// How deep the engine got.
pub const DEPTH: &str = "study-depth";
/// The best line, in notation.
pub const PV: &str = "study-pv";
/// Every legal move with its value.
pub const VALUES: &str = "study-values";
/// Whose turn it is on the analysis board.
pub const TURN: &str = "study-turn";
/// "Position after N of M moves".
pub const POS: &str = "study-pos";
/// "Play from here" with its opponent and colour.
pub const PLAY: &str = "study-play";
/// The opponent of "Play from here".
pub const OPPONENT: &str = "study-opponent";
/// "Computer plays black" for "Play from here".
pub const COMPUTER_FIRST: &str = "study-computer-first";
/// The board editor's controls.
pub const EDITOR: &str = "editor";
/// "Edit position".
pub const EDIT: &str = "btn-edit";
/// "Play from here".
pub const PLAY_HERE: &str = "btn-play-here";
/// The radio group name of the editor's pens.
pub const PEN: &str = "pen";
/// The radio group name of the editor's side to move.
pub const SIDE: &str = "edit-side";
/// "Analyse this position" beside a game.
pub const STUDY_HERE: &str = "btn-study-here";
/// "Balanced start" on the choice screen.
pub const BALANCED: &str = "balanced";
/// The opening reached (`data-testid="opening-name"`).
pub const OPENING: &str = "opening-name";
/// The open box's form.
pub const OPEN_FORM: &str = "open-box";
/// The open box's text.
pub const OPEN_TEXT: &str = "open-text";
/// Where a dropped file is accepted: the board.
pub const DROP_ZONE: &str = "board-wrap";

/// The buttons of the analysis board, each with its message.
pub const BUTTONS: [(&str, crate::ui::StudyMsg); 17] = {
    use crate::ui::{Step, StudyMsg as S};
    [
        ("btn-study", S::Enter),
        (STUDY_HERE, S::FromGame),
        ("btn-study-back", S::Leave),
        ("btn-study-first", S::Step(Step::First)),
        ("btn-study-prev", S::Step(Step::Prev)),
        ("btn-study-next", S::Step(Step::Next)),
        ("btn-study-last", S::Step(Step::Last)),
        (PLAY_HERE, S::PlayFromHere),
        (EDIT, S::Edit),
        ("btn-edit-clear", S::Clear),
        ("btn-edit-start", S::StartPosition),
        ("btn-edit-done", S::EditDone),
        ("btn-edit-cancel", S::EditCancel),
        ("btn-copy-link", S::CopyLink),
        ("btn-study-link", S::CopyLink),
        ("btn-picture", S::SavePicture),
        ("btn-study-picture", S::SavePicture),
    ]
};
