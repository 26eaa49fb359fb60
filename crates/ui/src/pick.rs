//! A filter by name, as the explorer's player and tournament filters and the player page's head to
//! head have it: what was typed, the name chosen, and the names the worker found for the text.
//! Invariant: a choice is dropped as soon as the text is no longer its name
//! ([`Explorer::type_name`](crate::explore::Explorer::type_name)).

/// A filter by name: the text typed, the name chosen among the suggestions (its number in the
/// archive's list), and the names matching the text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pick {
    /// The text as typed.
    pub text: String,
    /// The name chosen: its number and the name.
    pub chosen: Option<(u16, String)>,
    /// The names matching the text typed.
    pub suggestions: Vec<(u16, String)>,
}
