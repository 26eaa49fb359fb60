//! The names of games and seats: a [`GameId`] anyone with the invite link knows, and a seat's
//! [`Secret`] that only its player's browser holds.
//!
//! Representation: both are random bytes from the operating system's generator (`getrandom`),
//! written as lower-case hexadecimal. A game id is 96 bits (24 characters), too many to guess or to
//! enumerate; a secret is 128 bits (32 characters). Text of any other length or alphabet is refused
//! when read, so a malformed id never reaches a lookup.
//!
//! Invariants: a [`Secret`] is never written by `Debug` (it prints `Secret(..)`), never logged and
//! never put in a link; two secrets are compared in constant time ([`Secret::matches`]).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The bytes of a game id.
const ID_BYTES: usize = 12;
/// The bytes of a seat's secret (128 bits).
const SECRET_BYTES: usize = 16;

/// A game's id: 96 random bits, 24 hexadecimal characters; public (the invite link holds it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId([u8; ID_BYTES]);

/// A seat's secret: 128 random bits, 32 hexadecimal characters; whoever holds it plays the seat.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Secret([u8; SECRET_BYTES]);

/// Why text is not a [`GameId`] or a [`Secret`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BadId;

impl fmt::Display for BadId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not an id: the wrong length or a character that is not lower-case hexadecimal")
    }
}

impl std::error::Error for BadId {}

/// Random bytes from the operating system.
///
/// # Panics
/// When the operating system has no random source: nothing safe can be done without one.
fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
    bytes
}

/// A fair coin from the operating system's generator.
pub fn coin() -> bool {
    random::<1>()[0] & 1 == 1
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex<const N: usize>(text: &str) -> Result<[u8; N], BadId> {
    let digits = text.as_bytes();
    if digits.len() != 2 * N {
        return Err(BadId);
    }
    let mut bytes = [0; N];
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks(2)) {
        *byte = (nibble(pair[0])? << 4) | nibble(pair[1])?;
    }
    Ok(bytes)
}

fn nibble(digit: u8) -> Result<u8, BadId> {
    match digit {
        b'0'..=b'9' => Ok(digit - b'0'),
        b'a'..=b'f' => Ok(digit - b'a' + 10),
        _ => Err(BadId),
    }
}

impl GameId {
    /// A fresh random id.
    pub fn random() -> GameId {
        GameId(random())
    }
}

impl Secret {
    /// A fresh random secret.
    pub fn random() -> Secret {
        Secret(random())
    }

    /// True when `other` is this secret; the time taken does not depend on where they differ.
    pub fn matches(&self, other: &Secret) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(0, |acc, (a, b)| acc | (a ^ b))
            == 0
    }

    /// The secret's text, for the one reply that hands it to its seat and for the store.
    pub fn expose(&self) -> String {
        to_hex(&self.0)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&to_hex(&self.0))
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameId({self})")
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

impl std::str::FromStr for GameId {
    type Err = BadId;
    fn from_str(text: &str) -> Result<GameId, BadId> {
        from_hex(text).map(GameId)
    }
}

impl std::str::FromStr for Secret {
    type Err = BadId;
    fn from_str(text: &str) -> Result<Secret, BadId> {
        from_hex(text).map(Secret)
    }
}

impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl Serialize for Secret {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.expose())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let text = <&str>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl<'de> Deserialize<'de> for Secret {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Secret, D::Error> {
        let text = <&str>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_secrets_read_back_and_refuse_other_text() {
        let id = GameId::random();
        assert_eq!(id.to_string().len(), 24);
        assert_eq!(id.to_string().parse::<GameId>(), Ok(id));
        let secret = Secret::random();
        assert!(secret.expose().parse::<Secret>().unwrap().matches(&secret));
        assert!(!Secret::random().matches(&secret));
        assert_eq!(format!("{secret:?}"), "Secret(..)");
        for bad in ["", "abc", &"A".repeat(24), &"g".repeat(24), &"0".repeat(26)] {
            assert_eq!(bad.parse::<GameId>(), Err(BadId), "{bad}");
        }
    }
}
