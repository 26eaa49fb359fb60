use ethello_archive::{Filter, MyFilter, MyGame, MyGames, Side};
use ethello_engine::{Color, Game, Position};

use crate::fixture::{archive, raw_games};

fn game(id: usize) -> Game {
    let mut g = Game::new();
    raw_games()[id].1.moves.iter().for_each(|&s| {
        g.play(s).unwrap();
    });
    g
}

fn mine() -> MyGames {
    let mut games = MyGames::default();
    games.push(MyGame::new(
        &game(10),
        "Me",
        "Slick Willy",
        Some(Color::Black),
        2025,
        "level 5",
    ));
    games.push(MyGame::new(
        &game(11),
        "Iron Mike",
        "Me",
        Some(Color::White),
        2026,
        "Iron Mike",
    ));
    games.push(MyGame::new(
        &game(12),
        "Me",
        "Léa",
        Some(Color::Black),
        2026,
        "friend",
    ));
    games.push(MyGame::new(&game(13), "Ann", "Bob", None, 2026, "friend"));
    games
}

#[test]
fn my_games_give_the_same_statistics_as_the_archive_over_the_same_games() {
    let games = mine();
    let start = Position::start();
    let s = games.stats(start, &MyFilter::default());
    assert_eq!(s.tally.games, 4);
    let ids: Vec<u32> = (10..14).collect();
    let a = archive();
    let recorded: u32 = ids
        .iter()
        .map(|&id| (a.info(id).black_discs > 32) as u32)
        .sum();
    let replayed = games.games.iter().filter(|g| g.black_discs > 32).count() as u32;
    assert_eq!(s.tally.black_wins, replayed);
    assert!(
        recorded.abs_diff(replayed) <= 1,
        "recorded counts can differ from a replay"
    );
    assert_eq!(s.exact, None);
    let f5 = Game::from_transcript("f5").unwrap().position();
    assert_eq!(games.stats(f5, &MyFilter::default()).tally.games, 4);
    let _ = Filter::default();
}

#[test]
fn my_games_are_filtered_by_colour_opponent_and_year() {
    let games = mine();
    let start = Position::start();
    let by = |f: MyFilter| games.games_at(start, &f);
    assert_eq!(
        by(MyFilter {
            side: Side::Black,
            ..MyFilter::default()
        }),
        [0, 2]
    );
    assert_eq!(
        by(MyFilter {
            side: Side::White,
            ..MyFilter::default()
        }),
        [1]
    );
    assert_eq!(
        by(MyFilter {
            opponent: Some("lea".into()),
            ..MyFilter::default()
        }),
        [2]
    );
    assert_eq!(
        by(MyFilter {
            opponent: Some("MIKE".into()),
            ..MyFilter::default()
        }),
        [1]
    );
    assert_eq!(
        by(MyFilter {
            years: Some((2026, 2026)),
            ..MyFilter::default()
        }),
        [1, 2, 3]
    );
    let s = games.stats(
        start,
        &MyFilter {
            side: Side::Black,
            ..MyFilter::default()
        },
    );
    assert_eq!(s.tally.games, 2);
}

#[test]
fn my_games_are_stored_as_json_with_transcripts_and_exported() {
    let games = mine();
    let json = serde_json::to_string(&games).unwrap();
    assert!(json.contains(r#""moves":"f5"#), "{json}");
    assert!(json.contains("Léa"));
    let back: MyGames = serde_json::from_str(&json).unwrap();
    assert_eq!(back, games);
    let bad = json.replacen(r#""moves":"f5"#, r#""moves":"a1"#, 1);
    assert!(
        serde_json::from_str::<MyGames>(&bad).is_err(),
        "an illegal game is refused"
    );
    let lines = games.transcripts();
    assert_eq!(lines.len(), 4);
    assert_eq!(Game::from_transcript(&lines[1]).unwrap(), game(11));
}

#[test]
fn my_games_are_listed_in_order_and_opened_in_the_frame_asked() {
    use ethello_archive::{Page, SortBy};
    let games = mine();
    let all = games.games_at(Position::start(), &MyFilter::default());
    let page = |sort, descending, offset, limit| {
        let p = games.page(
            all.clone(),
            &Page {
                sort,
                descending,
                offset,
                limit,
            },
        );
        (p.total, p.games)
    };
    assert_eq!(page(SortBy::Year, true, 0, 10), (4, vec![3, 2, 1, 0]));
    assert_eq!(page(SortBy::Year, false, 1, 2), (4, vec![1, 2]));
    assert_eq!(page(SortBy::Black, false, 0, 10).1, [3, 1, 0, 2]);
    assert_eq!(page(SortBy::Tournament, false, 0, 10).1, [2, 3, 1, 0]);
    let by_score = page(SortBy::Score, true, 0, 10).1;
    let discs: Vec<u8> = by_score
        .iter()
        .map(|&i| games.games[i as usize].black_discs)
        .collect();
    assert!(discs.windows(2).all(|w| w[0] >= w[1]), "{discs:?}");
    // The first game seen from another frame: opened, its moves turned to show that frame.
    let first = &games.games[0].moves;
    let turned = |k| {
        let mut other = Game::new();
        let moves = first[..3].iter();
        let played = moves.map(|&sq| other.play(ethello_archive::symmetry::image_square(k, sq)));
        played.collect::<Result<Vec<_>, _>>().ok().map(|_| other)
    };
    let other = (1..8)
        .find_map(turned)
        .expect("a frame that keeps the start");
    assert_ne!(other.position(), game(10).positions()[3]);
    let asked = games.moves_as_asked(0, other.position()).unwrap();
    assert_eq!(asked[..3], other.squares().collect::<Vec<_>>()[..]);
    assert_eq!(games.moves_as_asked(9, Position::start()), None);
}
