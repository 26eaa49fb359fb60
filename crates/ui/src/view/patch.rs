//! A [`View`] as plain data: what the page shows, as a list of [`Patch`]es (one element's text,
//! attribute, `hidden`, `value` or `checked` each) and of keyed [`List`]s, in the order the view
//! makes them. The page's applier writes each patch that differs from the last `View` it applied,
//! so this module knows no browser and tests read a `View` natively.
//!
//! Invariants: a view makes its patches in the same order for the same screen, so that the applier
//! can compare a patch with the one at its place in the last view; a patch's target is an
//! [`ids`](crate::ids) constant, or a CSS selector for the few elements made from data (a radio
//! button by its value, a trophy-shelf place by its character).

use ethello_engine::explain::overlay::Overlay;
use ethello_engine::{Bitboard, Position, Square};

use crate::{Ghost, Screen};

/// The element a [`Patch`] writes to.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    /// The element with this id (a [`crate::ids`] constant).
    Id(&'static str),
    /// The first element this CSS selector finds.
    Query(String),
    /// The child at this place (from 0) of the element with this id (a square of the explorer's
    /// board, made once by a [`List`]).
    Child(&'static str, u32),
}

/// One write to one element.
#[derive(Clone, Debug, PartialEq)]
pub enum Patch {
    /// Its text.
    Text(Target, String),
    /// Its `hidden` attribute.
    Hidden(Target, bool),
    /// An attribute's value.
    Attr(Target, &'static str, String),
    /// An attribute removed.
    NoAttr(Target, &'static str),
    /// The `value` of an input, a select or a text area (compared with what the control holds,
    /// which the player may have changed).
    Value(Target, String),
    /// The `checked` of a checkbox or radio button (compared with the control, as [`Patch::Value`]).
    Checked(Target, bool),
    /// Its `disabled` (a form control).
    Disabled(Target, bool),
    /// A list rebuilt when its key differs from its `data-key`.
    List(Target, List),
    /// Its markup, made by the view from numbers only (the rating's graph, an inline SVG).
    Html(Target, String),
}

/// A list or box made from data: rebuilt only when its `key` changes (the page keeps it as
/// `data-key`), so the player's place in it (scrolling, focus) survives the renders between.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct List {
    /// What the items are made from: the same key, the same items.
    pub key: String,
    /// The children, in order.
    pub items: Vec<Node>,
    /// The text shown when there is no item.
    pub empty: String,
    /// Scroll to the end after a rebuild (the move list).
    pub scroll_end: bool,
    /// How the list marks its current item, if it has one.
    pub mark: Option<Mark>,
    /// The item marked current; written on every render, not part of the key.
    pub current: Option<usize>,
}

impl List {
    /// A list of `items` keyed by what they hold (their tags, attributes and texts, not an
    /// explanation's): rebuilt exactly when one of them changes.
    pub fn of(items: Vec<Node>) -> List {
        let mut hash = 0xcbf2_9ce4_8422_2325;
        items.iter().for_each(|n| n.digest(&mut hash));
        List {
            key: format!("{hash:x}"),
            items,
            ..List::default()
        }
    }
}

/// How a list marks its current item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `class="current"` on the item (the move list).
    Class,
    /// `aria-current="true"` on the item's first child, `false` on the others' (a review's moves).
    AriaCurrent,
}

/// One element made from data, with its attributes, text and children.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// Its tag: `li`, `button`, `span`.
    pub tag: &'static str,
    /// Its attributes (an `id` among them for the alert's buttons).
    pub attrs: Vec<(&'static str, String)>,
    /// Its text (before its children).
    pub text: String,
    /// Its children.
    pub children: Vec<Node>,
}

impl Node {
    /// A `tag` element with this text.
    pub fn new(tag: &'static str, text: impl Into<String>) -> Node {
        Node::of(tag, text.into())
    }

    /// [`Node::new`] once for every type of text.
    #[inline(never)]
    fn of(tag: &'static str, text: String) -> Node {
        Node {
            tag,
            attrs: Vec::new(),
            text,
            children: Vec::new(),
        }
    }

    /// The same with the attribute `name="value"`.
    pub fn attr(self, name: &'static str, value: impl Into<String>) -> Node {
        self.with_attr(name, value.into())
    }

    /// [`Node::attr`] once for every type of value: the page's download has a budget.
    #[inline(never)]
    fn with_attr(mut self, name: &'static str, value: String) -> Node {
        self.attrs.push((name, value));
        self
    }

    /// The same with `child` appended.
    #[inline(never)]
    pub fn child(mut self, child: Node) -> Node {
        self.children.push(child);
        self
    }

    /// The value of attribute `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        let found = self.attrs.iter().find(|(n, _)| *n == name);
        found.map(|(_, v)| v.as_str())
    }

    /// Its text and its children's, in document order (what a player reads in it).
    pub fn all_text(&self) -> String {
        let inner = self.children.iter().map(Node::all_text);
        std::iter::once(self.text.clone()).chain(inner).collect()
    }

    /// Folds its tag, attributes, text and children into an FNV-1a `hash`.
    fn digest(&self, hash: &mut u64) {
        let attrs = self.attrs.iter().flat_map(|(n, v)| [*n, v.as_str()]);
        for part in [self.tag]
            .into_iter()
            .chain(attrs)
            .chain([self.text.as_str()])
        {
            for byte in part.bytes().chain([0xff]) {
                *hash = (*hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        self.children.iter().for_each(|c| c.digest(hash));
        *hash = hash.wrapping_add(1);
    }
}

/// One hint on the board: a square's value, drawn on the canvas and said in the grid.
#[derive(Clone, Debug, PartialEq)]
pub struct HintMark {
    /// The square.
    pub square: Square,
    /// Its value, signed: "+4".
    pub text: String,
    /// The value is proven to the end of the game.
    pub exact: bool,
    /// It is (one of) the best moves.
    pub best: bool,
}

/// The board of the game screen (the analysis board and a drill included).
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The discs shown.
    pub position: Position,
    /// Where the newest disc stands (gets a marker).
    pub last: Option<Square>,
    /// A legal square under the pointer (gets a circle).
    pub hover: Option<Square>,
    /// The squares a click plays (or edits).
    pub legal: Bitboard,
    /// The squares that get a small dot: the legal moves of a human to move, unless the player
    /// turned the dots off or the editor is open.
    pub dots: Bitboard,
    /// Discs being turned over, and how far the turn is (0..1).
    pub flipping: Option<(Bitboard, f64)>,
    /// The values on the squares.
    pub hints: Vec<HintMark>,
    /// The square played and the best one, ringed.
    pub marks: Option<(Square, Option<Square>)>,
    /// The analysis board's best line, as numbered translucent discs.
    pub ghosts: Vec<Ghost>,
    /// The word under a proven value ("exact").
    pub exact: String,
    /// What each cell's label adds: its value, a ghost, "played here", "best move".
    pub notes: Vec<(Square, String)>,
    /// Each hinted move's one-line reason: the cell's title (hover), and its label too.
    pub reasons: Vec<(Square, String)>,
    /// The cell with the keyboard focus.
    pub focus: Square,
    /// The overlays switched on, if any (`overlays::shown`).
    pub overlay: Option<Overlay>,
    /// The key move of the explanation's line shown (`why::key_shown`).
    pub key: Option<Square>,
}

/// Everything the page shows that the view decides: the screen and the patches that show it.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// The screen shown (the analysis board and a drill show the game screen in their mode).
    pub screen: Screen,
    /// The language the texts are in (`Lang::code`): a view in another language is written whole.
    pub lang: &'static str,
    /// The writes, in the view's order.
    pub patches: Vec<Patch>,
    /// The board, on the game screen (the page paints the canvas and the grid from it).
    pub board: Option<Board>,
}

impl View {
    /// An empty view of `screen` in the language `lang`.
    pub fn new(screen: Screen, lang: &'static str) -> View {
        View {
            screen,
            lang,
            patches: Vec::new(),
            board: None,
        }
    }

    /// Adds `patch`.
    pub fn push(&mut self, patch: Patch) {
        self.patches.push(patch);
    }

    /// Writes `text` into `#id`.
    pub fn text(&mut self, id: &'static str, text: impl Into<String>) {
        self.push(Patch::Text(Target::Id(id), text.into()));
    }

    /// Hides `#id` when `hidden`, shows it otherwise.
    pub fn hide(&mut self, id: &'static str, hidden: bool) {
        self.push(Patch::Hidden(Target::Id(id), hidden));
    }

    /// Sets `#id`'s attribute `name` to `value`.
    pub fn attr(&mut self, id: &'static str, name: &'static str, value: impl Into<String>) {
        let patch = Patch::Attr(Target::Id(id), name, value.into());
        self.push(patch);
    }

    /// Removes `#id`'s attribute `name`.
    pub fn no_attr(&mut self, id: &'static str, name: &'static str) {
        self.push(Patch::NoAttr(Target::Id(id), name));
    }

    /// Sets `target`'s attribute `name` to `value` (an element found by a selector).
    pub fn attr_in(&mut self, target: Target, name: &'static str, value: impl Into<String>) {
        self.push(Patch::Attr(target, name, value.into()));
    }

    /// Sets `#id`'s attribute `name` to `true` or `false`.
    pub fn flag(&mut self, id: &'static str, name: &'static str, on: bool) {
        self.attr(id, name, if on { "true" } else { "false" });
    }

    /// Sets the value of the control `#id`.
    pub fn value(&mut self, id: &'static str, value: impl Into<String>) {
        self.push(Patch::Value(Target::Id(id), value.into()));
    }

    /// Checks or unchecks the checkbox `#id`.
    pub fn check(&mut self, id: &'static str, on: bool) {
        self.push(Patch::Checked(Target::Id(id), on));
    }

    /// Disables or enables the control `#id`.
    pub fn disable(&mut self, id: &'static str, off: bool) {
        self.push(Patch::Disabled(Target::Id(id), off));
    }

    /// Whether the control `#id` is disabled, if the view says.
    pub fn disabled(&self, id: &'static str) -> Option<bool> {
        self.last(&Target::Id(id), |p| match p {
            Patch::Disabled(_, d) => Some(*d),
            _ => None,
        })
    }

    /// Checks or unchecks the radio button `value` of the group `name`.
    pub fn radio(&mut self, name: &str, value: &str, on: bool) {
        let query = format!("input[name={name}][value=\"{value}\"]");
        self.push(Patch::Checked(Target::Query(query), on));
    }

    /// Shows `list` in `#id`.
    pub fn list(&mut self, id: &'static str, list: List) {
        self.push(Patch::List(Target::Id(id), list));
    }

    /// Writes the markup `html` into `#id`.
    pub fn html(&mut self, id: &'static str, html: String) {
        self.push(Patch::Html(Target::Id(id), html));
    }

    /// The markup written into `#id`, if the view writes some.
    pub fn html_of(&self, id: &'static str) -> Option<&str> {
        self.last(&Target::Id(id), |p| match p {
            Patch::Html(_, h) => Some(h.as_str()),
            _ => None,
        })
    }

    /// The last patch written to `target` that `pick` accepts.
    fn last<'a, T>(&'a self, target: &Target, pick: impl Fn(&'a Patch) -> Option<T>) -> Option<T> {
        let at = |p: &&Patch| match p {
            Patch::Text(t, _)
            | Patch::Hidden(t, _)
            | Patch::Attr(t, _, _)
            | Patch::NoAttr(t, _)
            | Patch::Value(t, _)
            | Patch::Checked(t, _)
            | Patch::Disabled(t, _)
            | Patch::List(t, _)
            | Patch::Html(t, _) => t == target,
        };
        self.patches.iter().rev().filter(at).find_map(pick)
    }

    /// The text written into `#id`, if the view writes one.
    pub fn text_of(&self, id: &'static str) -> Option<&str> {
        self.text_at(&Target::Id(id))
    }

    /// The text written into `target`.
    pub fn text_at(&self, target: &Target) -> Option<&str> {
        self.last(target, |p| match p {
            Patch::Text(_, t) => Some(t.as_str()),
            _ => None,
        })
    }

    /// Whether `#id` is hidden, if the view says.
    pub fn hidden(&self, id: &'static str) -> Option<bool> {
        self.last(&Target::Id(id), |p| match p {
            Patch::Hidden(_, h) => Some(*h),
            _ => None,
        })
    }

    /// True when the view shows `#id` (says it is not hidden).
    pub fn shows(&self, id: &'static str) -> bool {
        self.hidden(id) == Some(false)
    }

    /// The value of `#id`'s attribute `name`, if the view writes it.
    pub fn attr_of(&self, id: &'static str, name: &str) -> Option<&str> {
        self.attr_at(&Target::Id(id), name)
    }

    /// The value of `target`'s attribute `name`, if the view writes it.
    pub fn attr_at(&self, target: &Target, name: &str) -> Option<&str> {
        self.last(target, |p| match p {
            Patch::Attr(_, n, v) if *n == name => Some(v.as_str()),
            _ => None,
        })
    }

    /// The value given to the control `#id`.
    pub fn value_of(&self, id: &'static str) -> Option<&str> {
        self.last(&Target::Id(id), |p| match p {
            Patch::Value(_, v) => Some(v.as_str()),
            _ => None,
        })
    }

    /// Whether the checkbox or radio button at `target` is checked, if the view says.
    pub fn checked(&self, target: &Target) -> Option<bool> {
        self.last(target, |p| match p {
            Patch::Checked(_, c) => Some(*c),
            _ => None,
        })
    }

    /// The list shown in `#id`.
    pub fn list_of(&self, id: &'static str) -> Option<&List> {
        self.last(&Target::Id(id), |p| match p {
            Patch::List(_, l) => Some(l),
            _ => None,
        })
    }
}
