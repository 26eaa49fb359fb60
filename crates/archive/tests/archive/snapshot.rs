use ethello_archive::{read, read_snapshot, ArchiveError, Filter, Side};
use ethello_engine::Game;

use crate::fixture::{archive, built, raw, small_source};

/// A small archive file: the games of 1980 and the names.
fn small() -> Vec<u8> {
    let files = small_source(vec![("WTH_1980.wtb".into(), raw("WTH_1980.wtb").to_vec())]);
    ethello_archive::build_from_files(files).unwrap()
}

#[test]
fn a_snapshot_gives_back_every_game_and_the_same_answers() {
    let (file, a) = (built(), archive());
    let back = read_snapshot(file, &a.snapshot(file)).expect("its own snapshot reads");
    assert_eq!(back.len(), a.len());
    assert_eq!(back.infos(), a.infos());
    assert!((0..a.len() as u32).all(|g| back.moves(g) == a.moves(g)));
    assert_eq!(back.players().to_strings(), a.players().to_strings());
    assert_eq!(back.to_wtb(1990), a.to_wtb(1990));
    let nicolet = a.search_players("nicolet", 1)[0];
    let filters = [
        Filter::default(),
        Filter {
            player: Some((nicolet, Side::Black)),
            years: Some((1990, 1999)),
            ..Filter::default()
        },
    ];
    for line in ["", "f5d6", "f5d6c3d3c4", "f5f6e6f4e3c5c4"] {
        let position = Game::from_transcript(line).unwrap().position();
        for filter in &filters {
            assert_eq!(back.stats(position, filter), a.stats(position, filter));
            assert_eq!(
                back.games_at(position, filter),
                a.games_at(position, filter)
            );
        }
    }
}

#[test]
fn a_stale_or_damaged_snapshot_is_refused_without_panicking() {
    let file = small();
    let archive = read(&file).unwrap();
    let good = archive.snapshot(&file);
    assert!(read_snapshot(&file, &good).is_ok());
    let not_ours = ArchiveError::Snapshot("another file's");
    // Another version of the file (the archive rebuilt): its checksum differs.
    assert_eq!(read_snapshot(built(), &good).err(), Some(not_ours.clone()));
    let mut flipped = good.clone();
    flipped[40] ^= 4;
    assert_eq!(
        read_snapshot(&file, &flipped).err(),
        Some(ArchiveError::Snapshot("damaged"))
    );
    let cut = &good[..good.len() - 3];
    assert!(read_snapshot(&file, cut).is_err());
    assert_eq!(
        read_snapshot(&file, b"").err(),
        Some(ArchiveError::Snapshot("cut short"))
    );
    // Garbage of every length, and the snapshot cut at every tenth of its length: each refused.
    let mut seed = 7u64;
    for len in (0..2_000)
        .step_by(37)
        .chain((1..10).map(|t| good.len() * t / 10))
    {
        let garbage: Vec<u8> = (0..len)
            .map(|_| {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                (seed >> 56) as u8
            })
            .collect();
        assert!(read_snapshot(&file, &garbage).is_err());
        assert!(read_snapshot(&file, &good[..len.min(good.len() - 1)]).is_err());
    }
    // A file that is no archive is refused as the reader refuses it.
    assert_eq!(read_snapshot(b"", &good).err(), Some(ArchiveError::Magic));
}
