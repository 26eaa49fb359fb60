//! Times the archive's reading and its queries:
//! `cargo run --release -p ethello-archive --example bench -- www/data/archive.bin`.
//!
//! Prints the file read (decode and index) once, each chunk of the moves decoded alone, then for each position and filter the median of
//! 21 runs of `Archive::stats`, and of `games_at` with a sorted page.

use std::time::{Duration, Instant};
use std::{env, fs};

use ethello_archive::{Archive, Filter, Page, Side, SortBy};
use ethello_engine::{Game, Position};

fn median(mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..21)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn deep(a: &Archive, id: u32, moves: usize) -> Position {
    let mut g = Game::new();
    for &sq in &a.moves(id)[..moves] {
        g.play(sq).expect("legal");
    }
    g.position()
}

fn main() {
    let path = env::args()
        .nth(1)
        .unwrap_or_else(|| "www/data/archive.bin".into());
    let bytes = fs::read(&path).expect("the archive file");
    let t = Instant::now();
    let a = ethello_archive::read(&bytes).expect("an archive");
    println!("read {path}: {} games in {:?}", a.len(), t.elapsed());
    for k in 0..ethello_archive::encode::CHUNKS {
        let t = Instant::now();
        let c = ethello_archive::decode_chunk(&bytes, k).expect("a chunk");
        println!("chunk {k}: {} games in {:?}", c.games(), t.elapsed());
    }
    let at = |t: &str| Game::from_transcript(t).expect("a transcript").position();
    let positions = [
        ("start", Position::start()),
        ("f5d6", at("f5d6")),
        ("tiger", at("f5d6c3d3c4")),
        ("game 60000 after 10", deep(&a, 60_000, 10)),
        ("game 60000 after 20", deep(&a, 60_000, 20)),
        ("game 90000 after 40", deep(&a, 90_000, 40)),
    ];
    let player = a.search_players("nicolet", 1)[0];
    let filters = [
        ("none", Filter::default()),
        (
            "player",
            Filter {
                player: Some((player, Side::Either)),
                ..Filter::default()
            },
        ),
        (
            "1990-1999",
            Filter {
                years: Some((1990, 1999)),
                ..Filter::default()
            },
        ),
        (
            "tournament",
            Filter {
                tournament: Some(a.info(100_000).tournament),
                ..Filter::default()
            },
        ),
    ];
    let page = Page {
        sort: SortBy::Black,
        descending: false,
        offset: 0,
        limit: 50,
    };
    for (name, p) in &positions {
        for (fname, f) in &filters {
            let games = a.stats(*p, f).tally.games;
            let stats = median(|| drop(a.stats(*p, f)));
            let list = median(|| drop(a.page(a.games_at(*p, f), &page)));
            println!("{name:>20} | {fname:>10} | {games:>6} games | stats {stats:>10.2?} | page {list:>10.2?}");
        }
    }
    println!(
        "search 'nic': {:?}",
        median(|| drop(a.search_players("nic", 20)))
    );
}
