use std::collections::BTreeMap;

use ethello_archive::PlayerRecord;
use ethello_engine::{openings, Game};

use crate::fixture::{archive, raw_games};

/// A result counted the plain way: the player's recorded discs against 32.
fn count(record: &mut PlayerRecord, discs: u8) {
    match discs {
        33.. => record.wins += 1,
        32 => record.draws += 1,
        _ => record.losses += 1,
    }
    record.margin_sum += discs as i64 * 2 - 64;
}

/// The player's discs in a raw game he played.
fn discs(player: u16, r: &ethello_engine::wthor::Record) -> u8 {
    match r.black_player == player {
        true => r.black_discs,
        false => 64 - r.black_discs,
    }
}

fn player(name: &str) -> u16 {
    archive().search_players(name, 1)[0]
}

#[test]
fn a_players_years_match_a_plain_count_over_the_raw_files() {
    for name in ["nicolet stephane", "tamenori", "brightwell"] {
        let p = player(name);
        let mut years: BTreeMap<u16, PlayerRecord> = BTreeMap::new();
        let mut total = PlayerRecord::default();
        let his = raw_games()
            .iter()
            .filter(|(_, r)| r.black_player == p || r.white_player == p);
        for (year, r) in his {
            count(years.entry(*year).or_default(), discs(p, r));
            count(&mut total, discs(p, r));
        }
        let profile = archive().profile(p);
        let expected: Vec<(u16, PlayerRecord)> = years.into_iter().collect();
        assert_eq!(profile.years, expected, "{name}");
        assert_eq!(profile.total, total, "{name}");
        assert!(total.games() > 100, "{name}: {total:?}");
    }
}

#[test]
fn a_players_openings_by_colour_match_a_plain_count() {
    let p = player("nicolet stephane");
    let mut black: BTreeMap<&str, PlayerRecord> = BTreeMap::new();
    let mut white: BTreeMap<&str, PlayerRecord> = BTreeMap::new();
    for (_, r) in raw_games() {
        let side = match (r.black_player == p, r.white_player == p) {
            (true, _) => &mut black,
            (_, true) => &mut white,
            _ => continue,
        };
        let mut game = Game::new();
        for &sq in &r.moves {
            game.play(sq).unwrap();
        }
        if let Some(name) = openings::name_of(&game) {
            count(side.entry(name).or_default(), discs(p, r));
        }
    }
    let profile = archive().profile(p);
    for (found, expected) in [(&profile.as_black, black), (&profile.as_white, white)] {
        let mut sorted: Vec<(&str, PlayerRecord)> = expected.into_iter().collect();
        sorted.sort_by(|a, b| b.1.games().cmp(&a.1.games()).then(a.0.cmp(b.0)));
        assert_eq!(found, &sorted);
        assert!(sorted.len() > 10 && sorted[0].1.games() > 20, "{sorted:?}");
    }
}

#[test]
fn a_head_to_head_matches_a_plain_count() {
    let (p, q) = (player("nicolet stephane"), player("tamenori"));
    let mut expected = PlayerRecord::default();
    let together = raw_games().iter().filter(|(_, r)| {
        (r.black_player, r.white_player) == (p, q) || (r.black_player, r.white_player) == (q, p)
    });
    together.for_each(|(_, r)| count(&mut expected, discs(p, r)));
    let (games, record) = archive().head_to_head(p, q);
    assert_eq!(record, expected);
    assert_eq!(games.len() as u32, expected.games());
    assert!(expected.games() >= 3, "{expected:?}");
}
