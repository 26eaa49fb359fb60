//! The protocol between the page and the server: JSON text messages over one WebSocket.
//!
//! Every message is an object with a `type` (snake_case). The client sends [`ClientMsg`]s; the
//! server answers with [`ServerMsg`]s and broadcasts an [`ServerMsg::Update`] (the whole
//! [`Snapshot`] and the [`Event`] that caused it) to every connection following a game, so a
//! client never depends on a change it might have missed (a full resync each time).
//!
//! Invariants: a message is at most [`MAX_MESSAGE_BYTES`] long, and every field is typed and
//! checked when read ([`decode`]): squares as text (`"d3"`), ids and secrets as hexadecimal of
//! their exact length, names cleaned by [`clean_name`]. Unknown fields are refused.
//! `docs/online.md` describes each message.

mod client;
mod error;
mod server;

pub use client::{Act, ClientMsg, ColorChoice, Phrase};
pub use error::ErrorCode;
pub use server::{EndReason, Event, Outcome, SeatView, ServerMsg, Snapshot, Status};

/// The longest message the server reads, in bytes; a longer one is refused as
/// [`ErrorCode::Oversized`].
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// The longest player name kept, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Reads a client's message.
///
/// # Errors
/// [`ErrorCode::Oversized`] past [`MAX_MESSAGE_BYTES`], [`ErrorCode::Malformed`] for anything
/// that is not one of the protocol's messages.
pub fn decode(text: &str) -> Result<ClientMsg, ErrorCode> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(ErrorCode::Oversized);
    }
    serde_json::from_str(text).map_err(|_| ErrorCode::Malformed)
}

/// Writes a server's message as JSON text.
pub fn encode(msg: &ServerMsg) -> String {
    serde_json::to_string(msg).expect("server messages always serialize")
}

/// A name as players will see it: control and invisible formatting characters dropped (so no
/// text direction override or zero-width trick), runs of white space made one space, trimmed, at
/// most [`MAX_NAME_CHARS`] characters; `None` when nothing is left. Clients show it as text,
/// never as HTML.
pub fn clean_name(raw: &str) -> Option<String> {
    let kept = raw.chars().filter(|c| !is_hidden(*c));
    let words: Vec<String> = kept
        .collect::<String>()
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    let name: String = words.join(" ").chars().take(MAX_NAME_CHARS).collect();
    let name = name.trim_end().to_owned();
    (!name.is_empty()).then_some(name)
}

/// Control characters and the invisible formatting ones (zero widths, direction marks and
/// overrides, the byte-order mark).
fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}')
        || c == '\u{FEFF}'
}

/// Squares on the wire are their text (`"d3"`).
pub(crate) mod square_text {
    use ethello_engine::Square;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(sq)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = <&str>::deserialize(d)?;
        text.parse()
            .map_err(|_| serde::de::Error::custom("not a square"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_and_bounded() {
        assert_eq!(clean_name("  Ann \t  Lee \n"), Some("Ann Lee".into()));
        assert_eq!(
            clean_name("a\u{202E}b\u{200B}c\u{0007}"),
            Some("abc".into())
        );
        assert_eq!(clean_name(" \u{200B} "), None);
        assert_eq!(
            clean_name(&"é".repeat(40)).unwrap().chars().count(),
            MAX_NAME_CHARS
        );
        assert_eq!(
            clean_name("<b>x</b>"),
            Some("<b>x</b>".into()),
            "shown as text"
        );
    }

    #[test]
    fn decode_refuses_oversized_and_malformed_text() {
        assert_eq!(
            decode(&" ".repeat(MAX_MESSAGE_BYTES + 1)),
            Err(ErrorCode::Oversized)
        );
        for bad in [
            "",
            "{",
            "[]",
            r#"{"type":"fly"}"#,
            r#"{"type":"ping","n":1,"x":2}"#,
        ] {
            assert_eq!(decode(bad), Err(ErrorCode::Malformed), "{bad}");
        }
    }
}
