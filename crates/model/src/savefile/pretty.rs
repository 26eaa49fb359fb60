//! The file's layout: serde_json's pretty printing (two-space indentation, one value per line), except
//! that an object inside a list (a review entry) is written on one line,
//! `{ "score": 0, "best": "f5", "exact": false }`, so a 60-move review is 61 readable lines.
//!
//! The layout is cosmetic: any JSON layout of the same values reads the same.

use std::io::{self, Write};

use serde_json::ser::{Formatter, PrettyFormatter};

/// A [`PrettyFormatter`] that writes objects inside lists on one line.
///
/// Invariant: `stack` holds one entry per open container, `true` for a list; while `inline` is above
/// zero the formatter is inside such a one-line object and the pretty formatter is not told of it,
/// so its indentation stays that of the enclosing list.
pub(super) struct OneLineEntries<'a> {
    pretty: PrettyFormatter<'a>,
    stack: Vec<bool>,
    inline: usize,
}

impl OneLineEntries<'_> {
    /// A formatter indenting by two spaces.
    pub(super) fn new() -> Self {
        OneLineEntries {
            pretty: PrettyFormatter::with_indent(b"  "),
            stack: Vec::new(),
            inline: 0,
        }
    }
}

impl Formatter for OneLineEntries<'_> {
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.stack.push(true);
        match self.inline {
            0 => self.pretty.begin_array(w),
            _ => w.write_all(b"["),
        }
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.stack.pop();
        match self.inline {
            0 => self.pretty.end_array(w),
            _ => w.write_all(b"]"),
        }
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        match (self.inline, first) {
            (0, _) => self.pretty.begin_array_value(w, first),
            (_, true) => Ok(()),
            (_, false) => w.write_all(b", "),
        }
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        match self.inline {
            0 => self.pretty.end_array_value(w),
            _ => Ok(()),
        }
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        let in_list = self.stack.last() == Some(&true);
        self.stack.push(false);
        if self.inline > 0 || in_list {
            self.inline += 1;
            return w.write_all(b"{ ");
        }
        self.pretty.begin_object(w)
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.stack.pop();
        if self.inline > 0 {
            self.inline -= 1;
            return w.write_all(b" }");
        }
        self.pretty.end_object(w)
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        match (self.inline, first) {
            (0, _) => self.pretty.begin_object_key(w, first),
            (_, true) => Ok(()),
            (_, false) => w.write_all(b", "),
        }
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        match self.inline {
            0 => self.pretty.begin_object_value(w),
            _ => w.write_all(b": "),
        }
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        match self.inline {
            0 => self.pretty.end_object_value(w),
            _ => Ok(()),
        }
    }
}
