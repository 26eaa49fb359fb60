//! The store on a thread of its own: saves are queued, written in batches (one transaction, one
//! sync to disk for every save waiting), and each answered once its batch is committed.
//!
//! Invariant: saves are written in the order they were queued, so a game's saves, queued while its
//! lock is held, reach the disk in the game's order.

use std::sync::mpsc;

use tokio::sync::oneshot;

use super::{Save, Store, StoreError, Stored};
use crate::ids::GameId;

/// The most saves written in one transaction.
const BATCH: usize = 1024;

enum Job {
    Save(Vec<Save>, oneshot::Sender<Result<(), StoreError>>),
    Load(GameId, oneshot::Sender<Result<Option<Stored>, StoreError>>),
}

/// A handle on the store's thread; the thread ends when every handle is dropped.
#[derive(Clone)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
}

impl Writer {
    /// Moves `store` to a thread of its own.
    pub fn start(store: Store) -> Writer {
        let (jobs, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("ethello-store".into())
            .spawn(move || run(store, &queue))
            .expect("a thread can be started");
        Writer { jobs }
    }

    /// Writes `saves` and answers once they are committed.
    ///
    /// # Errors
    /// The [`StoreError`]: nothing of them was written.
    pub async fn save(&self, saves: Vec<Save>) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Save(saves, done))
            .map_err(|_| StoreError::Stopped)?;
        answer.await.map_err(|_| StoreError::Stopped)?
    }

    /// Reads the game `id` back.
    ///
    /// # Errors
    /// The [`StoreError`].
    pub async fn load(&self, id: GameId) -> Result<Option<Stored>, StoreError> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Load(id, done))
            .map_err(|_| StoreError::Stopped)?;
        answer.await.map_err(|_| StoreError::Stopped)?
    }
}

/// The thread: waits for a job, takes every job waiting behind it, writes the saves among them in
/// one transaction, answers them, then does the loads.
fn run(mut store: Store, queue: &mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut saves = Vec::new();
        let mut waiting = Vec::new();
        let mut loads = Vec::new();
        let mut next = Some(first);
        while let Some(job) = next {
            match job {
                Job::Save(batch, done) => {
                    saves.extend(batch);
                    waiting.push(done);
                }
                Job::Load(id, done) => loads.push((id, done)),
            }
            next = (waiting.len() < BATCH)
                .then(|| queue.try_recv().ok())
                .flatten();
        }
        let result = if saves.is_empty() {
            Ok(())
        } else {
            store.apply(&saves)
        };
        for done in waiting {
            let _ = done.send(result.clone());
        }
        for (id, done) in loads {
            let _ = done.send(store.load(id));
        }
    }
}
