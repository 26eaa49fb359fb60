use ethello_archive::names::{read_names, NameKind, NamesError};
use ethello_archive::{fold, PlayerRecord};

use crate::fixture::{archive, raw};

#[test]
fn tournament_names_with_accents_are_decoded() {
    let t = archive().tournaments();
    assert_eq!(t.len(), 439);
    let names = t.to_strings();
    assert!(names.iter().any(|n| n == "Championnat de Suède"));
    assert!(names.iter().any(|n| n == "Pérenchies (prg)"));
    assert!(names.iter().any(|n| n == "Thématique semi-rapide"));
    assert_eq!(archive().players().len(), 3_884);
}

#[test]
fn the_raw_lists_read_and_a_bad_one_is_refused_at_its_record() {
    let players = read_names(raw("WTHOR.JOU"), NameKind::Players).unwrap();
    assert!(players
        .to_strings()
        .iter()
        .any(|n| n.starts_with("Nicolet")));
    let mut bytes = raw("WTHOR.TRN").to_vec();
    bytes[16 + 26 * 5 + 2] = 0x05;
    assert_eq!(
        read_names(&bytes, NameKind::Tournaments),
        Err(NamesError::BadByte {
            record: 5,
            offset: 2,
            byte: 5
        })
    );
}

#[test]
fn players_are_found_by_any_part_of_their_name_without_accents() {
    let a = archive();
    let found = a.search_players("NICOLET", 10);
    let first = a.players().name(found[0] as usize).unwrap();
    assert!(fold(&first).starts_with("nicolet"), "{first}");
    assert!(a
        .search_players("tamenori", 50)
        .iter()
        .all(|&p| { fold(&a.players().name(p as usize).unwrap()).contains("tamenori") }));
    let accented = a.tournaments().to_strings();
    assert!(accented.iter().any(|n| fold(n).contains("perenchies")));
}

#[test]
fn tournaments_are_found_by_name_without_accents() {
    let a = archive();
    let found = a.search_tournaments("PERENCHIES", 5);
    assert!(!found.is_empty());
    let names: Vec<String> = found
        .iter()
        .map(|&t| a.tournaments().name(t as usize).unwrap())
        .collect();
    assert!(
        names.iter().all(|n| fold(n).contains("perenchies")),
        "{names:?}"
    );
    assert!(a.search_tournaments("no such tournament", 5).is_empty());
}

#[test]
fn a_players_results_add_up_by_year_and_against_another() {
    let a = archive();
    let player = a.search_players("nicolet stephane", 1)[0];
    let games = a.player_games(player);
    let by_year = a.results_by_year(player);
    assert_eq!(
        by_year.iter().map(|y| y.1.games()).sum::<u32>() as usize,
        games.len()
    );
    assert!(by_year.windows(2).all(|w| w[0].0 < w[1].0));
    let opponent = a.info(games[0]).white;
    let (together, record) = a.head_to_head(player, opponent);
    assert!(together.contains(&games[0]));
    let (theirs, back) = a.head_to_head(opponent, player);
    assert_eq!(theirs, together);
    assert_eq!(
        back,
        PlayerRecord {
            wins: record.losses,
            draws: record.draws,
            losses: record.wins,
            margin_sum: -record.margin_sum,
        }
    );
}
