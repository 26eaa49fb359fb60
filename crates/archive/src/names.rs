//! The archive's name lists: `WTHOR.JOU` (players) and `WTHOR.TRN` (tournaments).
//!
//! Both have the `.wtb` files' 16-byte header, whose `u16` at offset 8 is the number of records, then
//! fixed-size records (a player 20 bytes, a tournament 26) each holding a Latin-1 name padded with
//! NUL bytes. A game's player or tournament number is an index into its list.
//!
//! Representation: a [`Names`] keeps each name's Latin-1 bytes exactly as recorded (up to the first
//! NUL) and the header, so the file can be written back byte for byte ([`Names::to_bytes`]); the
//! text is decoded on demand: Latin-1 is the first 256 code points of Unicode, so byte `b` is
//! `char::from(b)` (`0xE9` is `é`). Invariants: a name holds no control byte (below 0x20, or
//! 0x7F-0x9F) and nothing but NULs after its first NUL; [`read_names`] refuses any other file with a
//! [`NamesError`] naming the record.

use std::fmt;

/// Which list a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// `WTHOR.JOU`: players, 20-byte records.
    Players,
    /// `WTHOR.TRN`: tournaments, 26-byte records.
    Tournaments,
}

impl NameKind {
    /// The size of one record in bytes.
    pub const fn record_bytes(self) -> usize {
        match self {
            NameKind::Players => 20,
            NameKind::Tournaments => 26,
        }
    }
}

/// A name list, as recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    /// The list's kind.
    pub kind: NameKind,
    /// The file's 16-byte header, verbatim.
    pub header: [u8; 16],
    latin1: Vec<Vec<u8>>,
}

/// Why bytes are not a name list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamesError {
    /// Fewer bytes than the 16-byte header.
    NoHeader {
        /// The number of bytes.
        len: usize,
    },
    /// The length does not match the header's number of records.
    Length {
        /// Records the header announces.
        records: usize,
        /// Bytes in the file.
        len: usize,
    },
    /// A byte that is no letter of a name: a control character, or not a NUL after the padding began.
    BadByte {
        /// The record, 0-based (the number games use).
        record: usize,
        /// The byte's offset in the record.
        offset: usize,
        /// The byte.
        byte: u8,
    },
}

impl fmt::Display for NamesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NamesError::NoHeader { len } => {
                write!(f, "names: {len} bytes, shorter than the 16-byte header")
            }
            NamesError::Length { records, len } => write!(
                f,
                "names: the header announces {records} records, the file has {len} bytes"
            ),
            NamesError::BadByte {
                record,
                offset,
                byte,
            } => write!(
                f,
                "names: record {record}, byte {offset}: 0x{byte:02x} is not part of a name"
            ),
        }
    }
}

impl std::error::Error for NamesError {}

/// Reads a `WTHOR.JOU` or `WTHOR.TRN` file.
///
/// ```
/// use ethello_archive::names::{read_names, NameKind};
/// let mut bytes = vec![0u8; 16];
/// bytes[8] = 1; // one record
/// bytes.extend(b"Championnat de Su\xe8de\0\0\0\0\0\0");
/// let names = read_names(&bytes, NameKind::Tournaments).unwrap();
/// assert_eq!(names.name(0).as_deref(), Some("Championnat de Suède"));
/// ```
///
/// # Errors
/// A [`NamesError`] when the header, the length or a name's byte is wrong.
pub fn read_names(bytes: &[u8], kind: NameKind) -> Result<Names, NamesError> {
    let header: [u8; 16] = bytes
        .get(..16)
        .and_then(|h| h.try_into().ok())
        .ok_or(NamesError::NoHeader { len: bytes.len() })?;
    let records = u16::from_le_bytes([header[8], header[9]]) as usize;
    let size = kind.record_bytes();
    if bytes.len() != 16 + records * size {
        return Err(NamesError::Length {
            records,
            len: bytes.len(),
        });
    }
    let latin1 = bytes[16..]
        .chunks_exact(size)
        .enumerate()
        .map(|(i, r)| record_name(i, r))
        .collect::<Result<_, _>>()?;
    Ok(Names {
        kind,
        header,
        latin1,
    })
}

fn record_name(record: usize, r: &[u8]) -> Result<Vec<u8>, NamesError> {
    let len = r.iter().position(|&b| b == 0).unwrap_or(r.len());
    let bad = |offset: usize| NamesError::BadByte {
        record,
        offset,
        byte: r[offset],
    };
    if let Some(offset) = r[..len].iter().position(|&b| is_control(b)) {
        return Err(bad(offset));
    }
    if let Some(offset) = r[len..].iter().position(|&b| b != 0) {
        return Err(bad(len + offset));
    }
    Ok(r[..len].to_vec())
}

/// True for the bytes no name holds: C0 and C1 control characters.
pub(crate) fn is_control(b: u8) -> bool {
    b < 0x20 || (0x7f..0xa0).contains(&b)
}

/// Latin-1 bytes as text.
pub fn latin1_to_string(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

impl Names {
    /// A list from names' Latin-1 bytes and a header (for the archive file's reader).
    pub(crate) fn from_parts(kind: NameKind, header: [u8; 16], latin1: Vec<Vec<u8>>) -> Names {
        Names {
            kind,
            header,
            latin1,
        }
    }

    /// The number of names.
    pub fn len(&self) -> usize {
        self.latin1.len()
    }

    /// True when the list is empty.
    pub fn is_empty(&self) -> bool {
        self.latin1.is_empty()
    }

    /// Name `i` as text, if there is one.
    pub fn name(&self, i: usize) -> Option<String> {
        self.latin1.get(i).map(|b| latin1_to_string(b))
    }

    /// Name `i`'s bytes as recorded.
    pub fn latin1(&self, i: usize) -> Option<&[u8]> {
        self.latin1.get(i).map(Vec::as_slice)
    }

    /// Every name as text, in record order.
    pub fn to_strings(&self) -> Vec<String> {
        self.latin1.iter().map(|b| latin1_to_string(b)).collect()
    }

    /// The file again, byte for byte as read.
    pub fn to_bytes(&self) -> Vec<u8> {
        let size = self.kind.record_bytes();
        let mut out = self.header.to_vec();
        for name in &self.latin1 {
            let start = out.len();
            out.extend(name);
            out.resize(start + size, 0);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(names: &[&[u8]], size: usize) -> Vec<u8> {
        let mut bytes = vec![0u8; 16];
        bytes[8] = names.len() as u8;
        for n in names {
            let start = bytes.len();
            bytes.extend(*n);
            bytes.resize(start + size, 0);
        }
        bytes
    }

    #[test]
    fn accents_are_decoded_and_the_file_written_back() {
        let bytes = file(&[b"Nicolet Stephane", b"L\xe9v\xeaque Ren\xe9"], 20);
        let names = read_names(&bytes, NameKind::Players).unwrap();
        assert_eq!(names.to_strings(), ["Nicolet Stephane", "Lévêque René"]);
        assert_eq!(names.to_bytes(), bytes);
    }

    #[test]
    fn a_bad_file_is_refused_with_its_record() {
        assert_eq!(
            read_names(&[0; 3], NameKind::Players),
            Err(NamesError::NoHeader { len: 3 })
        );
        let bytes = file(&[b"ok", b"bad\x07"], 26);
        let e = read_names(&bytes, NameKind::Tournaments).unwrap_err();
        assert_eq!(
            e.to_string(),
            "names: record 1, byte 3: 0x07 is not part of a name"
        );
        let bytes = file(&[b"ok\0x"], 20);
        let e = read_names(&bytes, NameKind::Players).unwrap_err();
        assert_eq!(
            e,
            NamesError::BadByte {
                record: 0,
                offset: 3,
                byte: b'x'
            }
        );
        let e = read_names(&bytes, NameKind::Tournaments).unwrap_err();
        assert_eq!(
            e,
            NamesError::Length {
                records: 1,
                len: 36
            }
        );
    }
}
