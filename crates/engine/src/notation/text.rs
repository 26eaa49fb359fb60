//! A text as its characters, each with its place: the representation every reader works on, so
//! that each fault it finds is placed by line and column.
//!
//! A [`Place`] is 1-based and counted in characters (not bytes); a `\n` ends a line, so a `\r`
//! before it is the last character of its line. The place "after" a text is the column after its
//! last character, where a reader that wants more finds the end.

use super::error::{ErrorKind, ReadError};

/// A 1-based line and column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Place {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
}

impl Place {
    /// The first character's place.
    pub const START: Place = Place { line: 1, column: 1 };

    /// An error here.
    pub fn error(self, kind: ErrorKind) -> ReadError {
        ReadError {
            line: self.line,
            column: self.column,
            kind,
        }
    }

    /// The place of the character after `c`, which stands here.
    fn next(self, c: char) -> Place {
        match c {
            '\n' => Place {
                line: self.line + 1,
                column: 1,
            },
            _ => Place {
                column: self.column + 1,
                ..self
            },
        }
    }
}

/// A character and its place.
pub(crate) type Char = (char, Place);

/// Every character of `text` with its place, and the place just after the last one.
pub(crate) fn places(text: &str) -> (Vec<Char>, Place) {
    let mut place = Place::START;
    let mut chars = Vec::with_capacity(text.len());
    for c in text.chars() {
        chars.push((c, place));
        place = place.next(c);
    }
    (chars, place)
}

/// The place just after `chars`, or `end` when there are none.
pub(crate) fn after(chars: &[Char], end: Place) -> Place {
    chars.last().map_or(end, |&(_, p)| Place {
        column: p.column + 1,
        ..p
    })
}

/// `chars` without white space at either end.
pub(crate) fn trim(chars: &[Char]) -> &[Char] {
    let start = chars
        .iter()
        .position(|c| !c.0.is_whitespace())
        .unwrap_or(chars.len());
    let end = chars
        .iter()
        .rposition(|c| !c.0.is_whitespace())
        .map_or(start, |i| i + 1);
    &chars[start..end]
}
