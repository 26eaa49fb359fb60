//! Telling the notations apart by how a text begins, as the page's "Open" box and the command
//! line both do before they read it.

use super::position::square_of;

/// The notation a text is written in, told by its first characters (white space skipped).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Notation {
    /// Moves (`f5d6c3`, `1. F5 d6`): anything that begins as neither of the others.
    Transcript,
    /// A position text: it begins with 8 square characters (white space between them aside),
    /// which no transcript does.
    Position,
    /// A GGF game: it begins with `(;`.
    Ggf,
}

impl Notation {
    /// The notation `text` begins with.
    ///
    /// ```
    /// use ethello_engine::notation::Notation;
    /// assert_eq!(Notation::of(" f5d6c3"), Notation::Transcript);
    /// assert_eq!(Notation::of("--------\n---OX---"), Notation::Position);
    /// assert_eq!(Notation::of("(;GM[Othello];)"), Notation::Ggf);
    /// ```
    pub fn of(text: &str) -> Notation {
        let text = text.trim_start();
        let mut first = text.chars().filter(|c| !c.is_whitespace());
        if text.starts_with("(;") {
            Notation::Ggf
        } else if first
            .by_ref()
            .take(8)
            .filter(|&c| square_of(c).is_some())
            .count()
            == 8
        {
            Notation::Position
        } else {
            Notation::Transcript
        }
    }
}
