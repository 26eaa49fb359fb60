//! Serialises a [`Bitboard`] as the list of its squares (in index order, each a [`Square`]'s
//! index), for `#[serde(with = "set")]`: a JSON reader gets squares, not a 64-bit number that
//! JavaScript cannot hold exactly.

use crate::{Bitboard, Square};
use serde::ser::{SerializeSeq, Serializer};

/// Writes `set` as a sequence of squares.
pub fn serialize<S: Serializer>(set: &Bitboard, serializer: S) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(set.count() as usize))?;
    for sq in set.squares() {
        seq.serialize_element::<Square>(&sq)?;
    }
    seq.end()
}
