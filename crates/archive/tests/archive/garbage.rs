use ethello_archive::encode::checksum;
use ethello_archive::{read, ArchiveError};

use crate::fixture::{built, raw, small_source};

/// A small archive: the file of 1980 and the names.
fn small() -> Vec<u8> {
    let files = small_source(vec![("WTH_1980.wtb".into(), raw("WTH_1980.wtb").to_vec())]);
    ethello_archive::build_from_files(files).unwrap()
}

fn seal(mut bytes: Vec<u8>) -> Vec<u8> {
    let sum = checksum(&bytes[14..]);
    bytes[10..14].copy_from_slice(&sum.to_le_bytes());
    bytes
}

#[test]
fn garbage_is_refused_with_a_reason() {
    assert_eq!(read(b"").err(), Some(ArchiveError::Magic));
    assert_eq!(read(raw("WTH_1980.wtb")).err(), Some(ArchiveError::Magic));
    let mut bytes = small();
    bytes[8] = 9;
    assert_eq!(read(&bytes).err(), Some(ArchiveError::Version(9)));
    let mut bytes = small();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    assert!(matches!(read(&bytes), Err(ArchiveError::Checksum { .. })));
    let mut short = small();
    short.truncate(short.len() - 100);
    assert_eq!(
        read(&seal(short)).err(),
        Some(ArchiveError::Truncated("moves"))
    );
    let mut huge = small();
    let header = &raw("WTH_1980.wtb")[..16];
    let at = huge
        .windows(16)
        .position(|w| w == header)
        .expect("the file's header, verbatim");
    huge[at + 4..at + 8].copy_from_slice(&5_000_000u32.to_le_bytes());
    assert_eq!(
        read(&seal(huge)).err(),
        Some(ArchiveError::TooManyGames(5_000_000))
    );
    let mut long = small();
    long.push(0);
    assert_eq!(read(&seal(long)).err(), Some(ArchiveError::Trailing(1)));
    assert!(read(built()).is_ok());
}

#[test]
fn any_damage_with_a_good_checksum_is_an_error_or_an_archive_never_a_panic() {
    let bytes = small();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for i in 0..600 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mut damaged = bytes.clone();
        let at = 14 + (state as usize % (bytes.len() - 14));
        damaged[at] = (state >> 40) as u8;
        if i % 7 == 0 {
            damaged.truncate(at.max(14));
        }
        if let Ok(a) = read(&seal(damaged)) {
            assert!(a.len() < 10_000);
        }
    }
}

#[test]
fn a_bad_raw_file_is_refused_by_name() {
    let mut files = small_source(vec![("WTH_1980.wtb".into(), raw("WTH_1980.wtb").to_vec())]);
    files[0].1[16 + 68 + 8 + 1] = 11; // game 2's second move: a1, not legal
    let e = ethello_archive::build_from_files(files).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("WTH_1980.wtb: game 2: move 2 (a1) is not legal"),
        "{e}"
    );
    let e = ethello_archive::build_from_files(vec![]).unwrap_err();
    assert_eq!(e.to_string(), "archive: no WTHOR.JOU among the files");
}
