use ethello_archive::encode::{checksum, CHUNKS};
use ethello_archive::{decode_chunk, read, read_with, ArchiveError, ChunkMoves, Filter, Side};
use ethello_engine::Game;

use crate::fixture::{archive, built, raw, small_source};

/// A small archive file: the games of 1980 and the names.
fn small() -> Vec<u8> {
    let files = small_source(vec![("WTH_1980.wtb".into(), raw("WTH_1980.wtb").to_vec())]);
    ethello_archive::build_from_files(files).unwrap()
}

/// Every chunk of `file`, decoded apart and passed through bytes as between two workers.
fn chunks(file: &[u8]) -> Vec<ChunkMoves> {
    (0..CHUNKS)
        .map(|k| decode_chunk(file, k).unwrap().to_bytes())
        .map(|b| ChunkMoves::from_bytes(&b).unwrap())
        .collect()
}

#[test]
fn chunks_decoded_apart_give_the_same_archive_and_answers() {
    let (file, a) = (built(), archive());
    let parts = chunks(file);
    assert_eq!(
        parts.iter().map(ChunkMoves::games).collect::<Vec<_>>(),
        [61_356, 61_355]
    );
    let joined = read_with(file, parts).expect("its own chunks join");
    assert!(
        joined.snapshot(file) == a.snapshot(file),
        "the same games, moves and index"
    );
    let nicolet = a.search_players("nicolet", 1)[0];
    let filters = [
        Filter::default(),
        Filter {
            player: Some((nicolet, Side::White)),
            years: Some((1985, 2005)),
            ..Filter::default()
        },
    ];
    for line in ["", "f5d6", "f5f6e6f4e3c5c4"] {
        let p = Game::from_transcript(line).unwrap().position();
        for f in &filters {
            assert_eq!(joined.stats(p, f), a.stats(p, f), "{line:?} {f:?}");
        }
    }
}

#[test]
fn a_chunk_of_another_file_or_out_of_place_is_refused() {
    let (file, other) = (built(), small());
    let mut mixed = chunks(file);
    mixed[1] = decode_chunk(&other, 1).unwrap();
    let refused = Some(ArchiveError::Chunk("not this file's"));
    assert_eq!(read_with(file, mixed).err(), refused);
    let mut swapped = chunks(&other);
    swapped.swap(0, 1);
    assert_eq!(read_with(&other, swapped).err(), refused);
    assert_eq!(
        read_with(&other, chunks(&other)[..1].to_vec()).err(),
        refused
    );
    let no_such = Some(ArchiveError::Chunk("no such chunk"));
    assert_eq!(decode_chunk(&other, CHUNKS).err(), no_such);
    assert_eq!(
        read_with(&other, chunks(&other)).unwrap().len(),
        read(&other).unwrap().len()
    );
}

#[test]
fn a_damaged_chunk_is_refused_never_a_panic() {
    let bytes = decode_chunk(&small(), 1).unwrap().to_bytes();
    assert_eq!(
        ChunkMoves::from_bytes(&bytes[..4]).err(),
        Some(ArchiveError::Chunk("cut short"))
    );
    for at in [0, 7, 21, bytes.len() / 2, bytes.len() - 9, bytes.len() - 1] {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x40;
        assert!(ChunkMoves::from_bytes(&damaged).is_err(), "byte {at}");
    }
    assert!(ChunkMoves::from_bytes(&bytes[..bytes.len() - 1]).is_err());
}

#[test]
fn a_version_1_file_is_refused_by_its_version() {
    let mut old = small();
    old[8..10].copy_from_slice(&1u16.to_le_bytes());
    let sum = checksum(&old[14..]);
    old[10..14].copy_from_slice(&sum.to_le_bytes());
    assert_eq!(read(&old).err(), Some(ArchiveError::Version(1)));
    assert_eq!(
        ArchiveError::Version(1).to_string(),
        "archive: version 1 is not known"
    );
}
