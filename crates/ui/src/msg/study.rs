//! What can happen on the analysis board, in the "Open a game or position" box, and to the other
//! study options (links, pictures, balanced starts).

use super::step::Step;
use crate::model::Pen;
use ethello_engine::Color;

/// One event of the analysis board or the open box, for [`update`](crate::update).
#[derive(Clone, Debug, PartialEq)]
pub enum StudyMsg {
    /// "Analysis board" on the title screen: the board opens on the study left there.
    Enter,
    /// "Analyse this position" beside a game: the board opens on the game at the position shown.
    FromGame,
    /// The analysis board's Back: return to the title or the game.
    Leave,
    /// A step through the study line (take-backs allowed).
    Step(Step),
    /// "Play from here": a game from the position shown, with the options form's opponent.
    PlayFromHere,
    /// "Edit position": the editor opens on the position shown.
    Edit,
    /// The editor's pen.
    Pen(Pen),
    /// The editor's side to move.
    Side(Color),
    /// The editor's Clear: no disc left.
    Clear,
    /// The editor's "Start position".
    StartPosition,
    /// The editor's Done: study its position, or say why nobody can play it.
    EditDone,
    /// The editor's Cancel: the board goes back to the study.
    EditCancel,
    /// "Why?": the next legal square clicked is explained against the best move (pressed again:
    /// the board plays again).
    Why,
    /// "Compare": the next two legal squares clicked are explained, the first against the second
    /// (pressed again: the board plays again).
    Compare,
    /// Back (`Prev`) and Forward (`Next`) through the explanation's line on the board, from the
    /// position studied to the line's end.
    Refute(Step),
    /// "Save picture": a PNG of the board shown, with the names, the score, the opening, the date.
    SavePicture,
    /// "Copy link": a link that opens the game on the board, or on the analysis board its position.
    CopyLink,
    /// "Balanced start" on the choice screen, on or off.
    Balanced(bool),
    /// Text typed in "Open a game or position".
    ImportText(String),
    /// The Open button: open the box's text.
    Open,
    /// A file dropped on the board, with its contents.
    Dropped {
        /// Its name.
        name: String,
        /// Its bytes.
        bytes: Vec<u8>,
    },
}
