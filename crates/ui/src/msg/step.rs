//! A step through a line of moves ([`Step`]): shared by the replay's messages and the analysis
//! board's, a leaf that both import.

/// A step through a line of moves: the replay bar's buttons, and the analysis board's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The start position.
    First,
    /// One move back.
    Prev,
    /// One move on.
    Next,
    /// The final position (leaves the replay).
    Last,
}
