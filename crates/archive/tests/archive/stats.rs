//! The reference is written plainly: every raw game replayed by the engine's `Game`, its position
//! after each number of moves compared with the query's by the engine's own symmetry key, each move
//! told apart by the key of the position it leads to.

use std::collections::HashMap;

use ethello_archive::{Filter, GameInfo, Side, Stats, Tally};
use ethello_engine::{Board, Color, Game, Position, Square};

use crate::fixture::{archive, raw_games};

type SymKey = (Board, Color);

#[derive(Default, Debug, PartialEq)]
struct Expected {
    tally: Tally,
    moves: HashMap<SymKey, Tally>,
    exact: Option<i32>,
    exact_after: HashMap<SymKey, i32>,
}

fn position_after(transcript: &str) -> Position {
    Game::from_transcript(transcript).unwrap().position()
}

fn raw_position(game: usize, moves: usize) -> Position {
    let mut g = Game::new();
    raw_games()[game].1.moves[..moves].iter().for_each(|&sq| {
        g.play(sq).unwrap();
    });
    g.position()
}

fn child(position: Position, sq: Square) -> SymKey {
    let mut g = Game::from_position(position);
    g.play(sq).unwrap();
    g.position().symmetry_key()
}

fn info(year: u16, r: &ethello_engine::wthor::Record) -> GameInfo {
    GameInfo {
        year,
        tournament: r.tournament,
        black: r.black_player,
        white: r.white_player,
        black_discs: r.black_discs,
        theoretical: r.theoretical,
    }
}

/// The plain count, for every query at once (one replay of each game).
fn expected(queries: &[(Position, Filter)]) -> Vec<Expected> {
    let keys: Vec<(usize, SymKey)> = queries
        .iter()
        .map(|(p, _)| (p.board.disc_count() as usize - 4, p.symmetry_key()))
        .collect();
    let mut out: Vec<Expected> = queries.iter().map(|_| Expected::default()).collect();
    for (year, record) in raw_games() {
        // The key after each number of moves, where a query needs it (and the next one).
        let mut game = Game::new();
        let key_at = |g: &Game, ply: usize| {
            let needed = keys.iter().any(|(p, _)| ply == *p || ply == p + 1);
            needed.then(|| g.position().symmetry_key())
        };
        let mut after = vec![key_at(&game, 0)];
        for (i, &sq) in record.moves.iter().enumerate() {
            game.play(sq).unwrap();
            after.push(key_at(&game, i + 1));
        }
        let g = info(*year, record);
        for (q, (ply, key)) in keys.iter().enumerate() {
            if after.get(*ply) != Some(&Some(*key)) || !queries[q].1.accepts(&g) {
                continue;
            }
            let e = &mut out[q];
            e.tally.add(g.black_discs);
            let value = (record.moves.len() >= 36).then(|| g.theoretical_margin());
            if *ply == 36 {
                e.exact = e.exact.or(value);
            }
            if let Some(Some(next)) = after.get(ply + 1) {
                e.moves.entry(*next).or_default().add(g.black_discs);
                if let (35, Some(v)) = (*ply, value) {
                    e.exact_after.entry(*next).or_insert(v);
                }
            }
        }
    }
    out
}

fn found(position: Position, s: &Stats) -> Expected {
    let mut e = Expected {
        tally: s.tally,
        exact: s.exact,
        ..Expected::default()
    };
    for m in &s.moves {
        assert!(position.board.is_legal(m.square), "{} is legal", m.square);
        let key = child(position, m.square);
        assert!(e.moves.insert(key, m.tally).is_none(), "one row a move");
        if let Some(v) = m.exact_after {
            e.exact_after.insert(key, v);
        }
    }
    e
}

fn check(queries: &[(Position, Filter)]) {
    let expected = expected(queries);
    for ((position, filter), want) in queries.iter().zip(expected) {
        let s = archive().stats(*position, filter);
        assert_eq!(found(*position, &s), want, "{position} {filter:?}");
        let games = s.moves.iter().map(|m| m.tally.games);
        assert!(
            games.clone().zip(games.skip(1)).all(|(a, b)| a >= b),
            "most played first"
        );
        assert_eq!(
            archive().games_at(*position, filter).len() as u32,
            s.tally.games
        );
    }
}

fn openings() -> Vec<Position> {
    [
        "",
        "f5",
        "f5d6",
        "f5f6",
        "f5f4",
        "f5d6c3d3c4",
        "f5f6e6f4",
        "f5d6c5f4e3",
    ]
    .iter()
    .map(|t| position_after(t))
    .collect()
}

fn deep() -> Vec<Position> {
    vec![
        raw_position(5_000, 20),
        raw_position(60_000, 30),
        raw_position(100_000, 36),
        raw_position(120_000, 35),
        raw_position(90_000, 45),
    ]
}

#[test]
fn statistics_match_a_plain_count_without_filters() {
    let queries: Vec<(Position, Filter)> = openings()
        .into_iter()
        .chain(deep())
        .map(|p| (p, Filter::default()))
        .collect();
    check(&queries);
    let start = archive().stats(Position::start(), &Filter::default());
    assert_eq!(start.tally.games, 122_711);
    let f5d6 = archive().stats(position_after("f5d6"), &Filter::default());
    assert!(f5d6.tally.games > 10_000 && f5d6.moves[0].square.to_string() == "c3");
}

#[test]
fn the_exact_values_are_the_archives_at_24_empties() {
    let at36 = archive().stats(raw_position(100_000, 36), &Filter::default());
    assert_eq!(
        at36.exact,
        Some(raw_games()[100_000].1.theoretical_margin())
    );
    let at35 = archive().stats(raw_position(120_000, 35), &Filter::default());
    assert!(at35.moves.iter().any(|m| m.exact_after.is_some()));
    assert_eq!(
        archive()
            .stats(position_after("f5d6"), &Filter::default())
            .exact,
        None
    );
}

#[test]
fn statistics_match_a_plain_count_with_filters() {
    let a = archive();
    let player = a.info(60_000).black;
    let tournament = a.info(100_000).tournament;
    let filters = [
        Filter {
            player: Some((player, Side::Either)),
            ..Filter::default()
        },
        Filter {
            player: Some((player, Side::Black)),
            ..Filter::default()
        },
        Filter {
            player: Some((player, Side::White)),
            years: Some((1990, 2005)),
            ..Filter::default()
        },
        Filter {
            tournament: Some(tournament),
            ..Filter::default()
        },
        Filter {
            years: Some((1995, 1999)),
            ..Filter::default()
        },
    ];
    let mut queries = Vec::new();
    for f in &filters {
        for p in openings()
            .into_iter()
            .take(6)
            .chain([raw_position(60_000, 30)])
        {
            queries.push((p, f.clone()));
        }
    }
    check(&queries);
}
