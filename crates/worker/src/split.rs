//! The archive's cold read on two workers: the archive's worker decodes the moves' chunk 0 while a
//! helper worker (`explore-chunk`) decodes chunk [`HELPED`] ([`help`]) and hands it over as
//! bytes ([`ethello_archive::ChunkMoves::to_bytes`]) through the page; the archive's worker joins
//! them ([`join`]). Pure, tested natively; the messages are the store's (`store`, WebAssembly).
//!
//! Invariant: whatever the helper gives (nothing, too late, another file's chunk, damaged bytes),
//! [`join`] gives the archive [`ethello_archive::read`] gives, decoding the chunk itself when it
//! must: the helper can make the read faster, never make it fail or differ.

use ethello_archive::{decode_chunk, read_with, Archive, ArchiveError, ChunkMoves};

/// The chunk the helper worker decodes for the archive's.
pub const HELPED: usize = 1;

/// The helper's side: chunk `k` of `file` as bytes, empty when it does not decode.
pub fn help(file: &[u8], k: usize) -> Vec<u8> {
    decode_chunk(file, k).map_or_else(|_| Vec::new(), |c| c.to_bytes())
}

/// The archive of `file` from its chunk 0 decoded here (`own`) and chunk [`HELPED`] as the helper
/// gave it (`None` when it did not in time): decoded here when missing or not usable.
///
/// # Errors
/// The file's own errors ([`ethello_archive::read`]), never the helper's.
pub fn join(file: &[u8], own: ChunkMoves, helped: Option<&[u8]>) -> Result<Archive, ArchiveError> {
    let theirs = helped.and_then(|b| ChunkMoves::from_bytes(b).ok());
    let theirs = match theirs.filter(|t| t.index() == HELPED && t.is_of(file)) {
        Some(theirs) => theirs,
        None => decode_chunk(file, HELPED)?,
    };
    read_with(file, vec![own, theirs])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file() -> Vec<u8> {
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/data/archive.bin");
        std::fs::read(file).unwrap()
    }

    #[test]
    fn the_helpers_chunk_or_none_or_a_bad_one_give_the_same_archive() {
        let file = file();
        let whole = ethello_archive::read(&file).unwrap().snapshot(&file);
        let own = || decode_chunk(&file, 0).unwrap();
        let helped = help(&file, HELPED);
        let mut damaged = helped.clone();
        damaged[100] ^= 1;
        let wrong_chunk = help(&file, 0);
        for given in [
            Some(&helped[..]),
            None,
            Some(&damaged),
            Some(&wrong_chunk),
            Some(&[]),
        ] {
            let joined = join(&file, own(), given).expect("the archive");
            assert!(
                joined.snapshot(&file) == whole,
                "{:?}",
                given.map(<[u8]>::len)
            );
        }
        assert!(
            help(b"junk", HELPED).is_empty(),
            "a file that is not an archive"
        );
    }
}
