use ethello_server::hub::Hub;
use ethello_server::protocol::{Act, ColorChoice, EndReason, ErrorCode, ServerMsg, Status};
use ethello_server::store::{Store, Writer};
use ethello_server::table::Expiry;

use crate::store::TempDb;

fn hub(db: &TempDb, expiry: Expiry) -> Hub {
    Hub::new(Writer::start(Store::open(&db.0).unwrap()), expiry, None)
}

/// The status in a follower's first state.
fn status_of(first: &str) -> Status {
    let ServerMsg::Update { state, .. } = serde_json::from_str(first).unwrap() else {
        panic!("{first}")
    };
    state.status
}

#[tokio::test]
async fn a_finished_game_nobody_follows_leaves_memory_and_is_read_back() {
    let db = TempDb::new();
    let hub = hub(&db, Expiry::default());
    let (follow, _, secret) = hub.create(ColorChoice::White, None, None).await.unwrap();
    let game = follow.room.id();
    assert_eq!(
        hub.act(game, secret, Act::Resign).await,
        Err(ErrorCode::NotStarted)
    );
    assert_eq!(hub.act(game, secret, Act::Abort).await, Ok(None));
    hub.tick().await;
    assert_eq!(hub.len(), 1, "still followed");
    hub.leave(follow).await;
    hub.tick().await;
    assert!(hub.is_empty());
    let watcher = hub.watch(game).await.unwrap();
    let Status::Ended { outcome } = status_of(&watcher.first) else {
        panic!("not over")
    };
    assert_eq!(outcome.reason, EndReason::Aborted);
    let reply = hub.act(game, secret, Act::Download).await.unwrap();
    assert!(matches!(reply, Some(ServerMsg::Transcript { .. })));
}

#[tokio::test]
async fn a_game_nobody_attends_expires_and_is_stored_as_finished() {
    let db = TempDb::new();
    let hub = hub(
        &db,
        Expiry {
            waiting_ms: 0,
            idle_ms: 0,
        },
    );
    let (follow, _, _) = hub
        .create(ColorChoice::Random, None, Some("Ann".into()))
        .await
        .unwrap();
    let game = follow.room.id();
    hub.tick().await;
    assert_eq!(
        status_of(&follow.room.resync(hub.now()).await),
        Status::Waiting,
        "attended"
    );
    hub.leave(follow).await;
    hub.tick().await;
    let watcher = hub.watch(game).await.unwrap();
    let Status::Ended { outcome } = status_of(&watcher.first) else {
        panic!("not over")
    };
    assert_eq!(outcome.reason, EndReason::Expired);
    assert!(Store::open(&db.0).unwrap().unfinished().unwrap().is_empty());
}
