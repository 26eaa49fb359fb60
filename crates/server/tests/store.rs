use std::path::PathBuf;

use ethello_engine::Color;
use ethello_server::clock::ClockChoice;
use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::Act;
use ethello_server::store::{Save, Store, Writer};
use ethello_server::table::Table;

/// A database file of its own under the system's temporary folder, removed when dropped.
pub struct TempDb(pub PathBuf);

impl TempDb {
    pub fn new() -> TempDb {
        let dir = std::env::temp_dir().join(format!("ethello-server-test-{}", GameId::random()));
        TempDb(dir.join("games.sqlite3"))
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(self.0.parent().unwrap());
    }
}

fn save(table: &Table, keep: usize, now: u64) -> Save {
    Save {
        record: table.record(now),
        squares: table.squares(),
        keep,
    }
}

/// Plays the side to move's first legal square.
fn step(table: &mut Table, now: u64) {
    let color = table.game().position().side;
    let square = table.game().position().board.legal_moves().first().unwrap();
    let ply = table.game().moves().len() as u16;
    table.act(color, Act::Move { square, ply }, now).unwrap();
}

fn two_games() -> (Table, Table) {
    let clock = Some(ClockChoice {
        minutes: 5,
        increment_s: 2,
    });
    let mut playing = Table::new(
        GameId::random(),
        Color::Black,
        clock,
        Some("Ann".into()),
        Secret::random(),
        0,
    )
    .unwrap();
    playing
        .join(Some("Bo".into()), Secret::random(), 0)
        .unwrap();
    let mut over = Table::new(
        GameId::random(),
        Color::White,
        None,
        None,
        Secret::random(),
        0,
    )
    .unwrap();
    over.join(None, Secret::random(), 0).unwrap();
    over.act(Color::Black, Act::Resign, 1).unwrap();
    (playing, over)
}

#[test]
fn games_are_the_same_after_a_crash() {
    let db = TempDb::new();
    let (mut playing, over) = two_games();
    let mut store = Store::open(&db.0).unwrap();
    store
        .apply(&[save(&playing, 0, 0), save(&over, 0, 1)])
        .unwrap();
    for now in 1..=6 {
        let keep = playing.squares().len();
        step(&mut playing, now * 1_000);
        store.apply(&[save(&playing, keep, now * 1_000)]).unwrap();
    }
    std::mem::forget(store); // a crash: no clean close, no checkpoint of the log
    let store = Store::open(&db.0).unwrap();
    let unfinished = store.unfinished().unwrap();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(unfinished[0].record, playing.record(6_000));
    assert_eq!(unfinished[0].squares, playing.squares());
    let restored =
        Table::restore(unfinished[0].record.clone(), &unfinished[0].squares, 6_000).unwrap();
    assert_eq!(restored.record(6_000), playing.record(6_000));
    assert_eq!(restored.game(), playing.game());
    assert_eq!(
        restored.snapshot(9_000).clocks_ms,
        playing.snapshot(9_000).clocks_ms
    );
    let kept = store.load(over.id()).unwrap().unwrap();
    assert_eq!(kept.record, over.record(1));
    assert_eq!(store.load(GameId::random()).unwrap(), None);
}

#[test]
fn a_take_back_deletes_the_moves_past_it() {
    let db = TempDb::new();
    let (mut playing, _) = two_games();
    let mut store = Store::open(&db.0).unwrap();
    for now in 1..=4 {
        step(&mut playing, now);
    }
    store.apply(&[save(&playing, 0, 4)]).unwrap();
    playing.act(Color::Black, Act::AskTakeBack, 5).unwrap();
    playing.act(Color::White, Act::AcceptTakeBack, 6).unwrap();
    store.apply(&[save(&playing, 2, 6)]).unwrap();
    assert_eq!(
        store.load(playing.id()).unwrap().unwrap().squares,
        playing.squares()
    );
    assert_eq!(playing.squares().len(), 2);
}

#[tokio::test]
async fn the_writer_answers_once_committed() {
    let db = TempDb::new();
    let (playing, over) = two_games();
    let writer = Writer::start(Store::open(&db.0).unwrap());
    let (a, b) = (writer.clone(), writer.clone());
    let (first, second) = tokio::join!(
        a.save(vec![save(&playing, 0, 0)]),
        b.save(vec![save(&over, 0, 1)])
    );
    first.unwrap();
    second.unwrap();
    // Committed: another connection sees both at once.
    let other = Store::open(&db.0).unwrap();
    assert_eq!(
        other.load(playing.id()).unwrap().unwrap().record,
        playing.record(0)
    );
    assert_eq!(
        writer.load(over.id()).await.unwrap().unwrap().record,
        over.record(1)
    );
}
