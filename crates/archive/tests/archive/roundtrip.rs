use ethello_archive::names::{read_names, NameKind};

use crate::fixture::{archive, built, raw, raw_files, raw_games};

#[test]
fn every_game_comes_back_exactly() {
    let (a, games) = (archive(), raw_games());
    assert_eq!(a.len(), 122_711);
    assert_eq!(games.len(), a.len());
    for (id, (year, record)) in games.iter().enumerate() {
        let id = id as u32;
        assert_eq!(&a.record(id), record, "game {id}");
        assert_eq!(a.info(id).year, *year, "game {id}");
    }
}

#[test]
fn every_file_is_written_back_byte_for_byte() {
    let a = archive();
    for (name, bytes) in raw_files().iter().filter(|f| f.0.ends_with(".wtb")) {
        let year: u16 = name[4..8].parse().unwrap();
        assert!(a.to_wtb(year).as_deref() == Some(&bytes[..]), "{name}");
    }
    assert_eq!(a.years().len(), 42);
    assert_eq!(a.to_wtb(2019), None);
    assert_eq!(a.players().to_bytes(), raw("WTHOR.JOU"));
    assert_eq!(a.tournaments().to_bytes(), raw("WTHOR.TRN"));
    let players = read_names(raw("WTHOR.JOU"), NameKind::Players).unwrap();
    assert_eq!(a.players(), &players);
}

#[test]
fn games_that_end_early_keep_their_length_and_counts() {
    let a = archive();
    let short: Vec<u32> = (0..a.len() as u32)
        .filter(|&id| a.moves(id).len() < 58)
        .collect();
    assert!(short.len() > 100, "the archive has early endings");
    let (_, record) = &raw_games()[short[0] as usize];
    assert_eq!(a.moves(short[0]), &record.moves[..]);
}

#[test]
fn the_build_is_deterministic_and_under_its_budget() {
    let again = ethello_archive::build_from_files(raw_files().to_vec()).unwrap();
    assert!(again == built(), "the same files build the same bytes");
    assert!(built().len() < 2_300_000, "{} bytes", built().len());
}

#[test]
fn a_game_is_exported_as_a_transcript_and_as_ggf() {
    let a = archive();
    let game = ethello_engine::Game::from_transcript(&a.transcript(0)).unwrap();
    assert_eq!(game.squares().collect::<Vec<_>>(), a.moves(0));
    let ggf = a.ggf(0);
    let black = a.players().name(a.info(0).black as usize).unwrap();
    assert!(ggf.contains(&format!("PB[{black}]")), "{ggf}");
    assert!(ggf.contains("DT[1977]"), "{ggf}");
    let back = ethello_engine::parse_ggf(&ggf).unwrap();
    assert_eq!(back, game);
}

/// The shipped file must be remade when the format or the models change
/// (`cargo run --release -p ethello-archive --example build -- ../shared/data/wthor www/data/archive.bin`).
#[test]
fn the_shipped_file_is_the_build_of_the_raw_archive() {
    let shipped =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../www/data/archive.bin");
    let shipped = std::fs::read(shipped).expect("www/data/archive.bin");
    assert!(
        shipped == built(),
        "www/data/archive.bin is stale: build it again"
    );
}
