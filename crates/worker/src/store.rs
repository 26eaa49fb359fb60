//! The archive's read through a cache in IndexedDB (WebAssembly only): the first read decodes the
//! file (about two seconds of CPU in a browser) and keeps a snapshot of what it decoded
//! ([`ethello_archive::snapshot`], 24 MB) under one key; a later read, after a reload or on another
//! day, takes the snapshot back instead of decoding. The snapshot names the file it was made from
//! (its checksum and length), so a new version of the file is decoded afresh and its snapshot
//! replaces the old one.
//!
//! Any failure of the cache (no IndexedDB, a private window that refuses it, a full disk, a stale
//! or damaged snapshot) falls back to the plain read: the cache can make the read faster, never
//! make it fail. While the read is under way the archive's other questions wait here, in order.
//! The archive's worker asks IndexedDB for the snapshot as soon as it starts ([`prefetch`]), while
//! the page is still fetching the file.
//!
//! A read without a snapshot decodes the moves' two chunks on two workers ([`crate::split`]): the
//! archive's worker asks a helper (`explore-chunk`, which the page starts for it) for chunk 1 and
//! decodes chunk 0 meanwhile, then waits
//! for the other at most half as long as its own took before decoding it itself (a helper that
//! does not answer costs that half). The two workers speak
//! in JavaScript arrays, which the page relays untouched (`page::archive_link`): `["decode", k,
//! file]` to the helper, `["decoded", bytes]` back (empty bytes: it failed) ([`relayed`]).

use std::cell::RefCell;

use js_sys::{Array, Promise, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{IdbDatabase, IdbOpenDbRequest, IdbRequest, IdbTransactionMode, WorkerGlobalScope};

use crate::clock::now_ms;
use crate::{explore, split};
use ethello_archive::{decode_chunk, Archive, ArchiveError};
use ethello_model::protocol::explore::Ask;
use ethello_model::protocol::FromWorker;

/// The database, its one object store and the snapshot's key.
const DB: &str = "ethello-archive";
const STORE: &str = "snapshots";
const KEY: &str = "archive";

/// How long after a fresh read the snapshot is made and stored: the page's first questions come
/// first (making it takes a few tens of milliseconds).
const KEEP_AFTER_MS: i32 = 1500;

/// How often the archive's worker looks for the helper's chunk once its own is decoded.
const POLL_MS: i32 = 5;

thread_local! {
    /// The questions that came while the archive is read (`None` when no read is under way).
    static WAITING: RefCell<Option<Vec<(u32, Ask)>>> = const { RefCell::new(None) };
    /// The kept snapshot's value, asked of IndexedDB when the worker started ([`prefetch`]).
    static PREFETCHED: RefCell<Option<Promise>> = const { RefCell::new(None) };
    /// The helper's chunk: `None` when none is awaited, `Some(None)` until it comes.
    static HELPED: RefCell<Option<Option<Vec<u8>>>> = const { RefCell::new(None) };
}

/// Asks IndexedDB for the kept snapshot now, while the page fetches the file: the read that
/// follows ([`load`]) finds it ready instead of waiting for it after the file came.
pub fn prefetch() {
    let value = wasm_bindgen_futures::future_to_promise(get());
    PREFETCHED.with(|p| *p.borrow_mut() = Some(value));
}

/// The kept snapshot's bytes: the [`prefetch`]ed value, else asked now; `None` for none or on
/// any failure.
async fn kept() -> Option<Vec<u8>> {
    let promise = PREFETCHED.with(|p| p.borrow_mut().take());
    let value = match promise {
        Some(promise) => wasm_bindgen_futures::JsFuture::from(promise).await,
        None => get().await,
    };
    let bytes = value.ok()?.dyn_into::<Uint8Array>().ok()?;
    Some(bytes.to_vec())
}

/// Reads the archive file `bytes` (from the cache when it holds this file's snapshot) and posts
/// the answer to the [`Ask::Load`] `id` with `post`, then the answers of the questions that waited.
pub fn load(id: u32, bytes: Vec<u8>, post: fn(&FromWorker)) {
    WAITING.with(|w| *w.borrow_mut() = Some(Vec::new()));
    wasm_bindgen_futures::spawn_local(async move {
        let kept = kept().await;
        let from_kept = explore::from_snapshot(&bytes, kept.as_deref());
        let decoded = from_kept.is_none();
        let read = match from_kept {
            Some(archive) => Ok(archive),
            None => decode(&bytes).await,
        };
        let fresh = decoded && read.is_ok();
        post(&explore::keep(id, read));
        let waiting = WAITING.with(|w| w.borrow_mut().take()).unwrap_or_default();
        for (id, question) in waiting {
            post(&explore::answer(id, question));
        }
        if fresh {
            sleep(KEEP_AFTER_MS).await;
            if let Some(snapshot) = explore::snapshot(&bytes) {
                if let Err(e) = put(&snapshot).await {
                    web_sys::console::warn_2(&"archive cache not written:".into(), &e);
                }
            }
        }
    });
}

/// Decodes `file` with the helper worker's help: chunk 0 here, chunk [`split::HELPED`] there.
async fn decode(file: &[u8]) -> Result<Archive, ArchiveError> {
    HELPED.with(|h| *h.borrow_mut() = Some(None));
    let ask = Array::of3(
        &"decode".into(),
        &(split::HELPED as u32).into(),
        &Uint8Array::from(file),
    );
    to_page(&ask);
    let start = now_ms();
    let own = decode_chunk(file, 0);
    let waited_until = now_ms() + (now_ms() - start) / 2.0;
    let mut helped = None;
    while own.is_ok() && now_ms() < waited_until {
        helped = HELPED.with(|h| h.borrow_mut().as_mut().and_then(Option::take));
        if helped.is_some() {
            break;
        }
        sleep(POLL_MS).await;
    }
    HELPED.with(|h| *h.borrow_mut() = None);
    split::join(file, own?, helped.as_deref())
}

/// A message of the other explorer worker, relayed by the page: a chunk to decode (answered with
/// its bytes), or the chunk decoded (kept when awaited).
pub fn relayed(message: &Array) {
    let bytes = |i| message.get(i).dyn_into::<Uint8Array>().map(|b| b.to_vec());
    match message.get(0).as_string().as_deref() {
        Some("decode") => {
            let k = message.get(1).as_f64().unwrap_or(0.0) as usize;
            let chunk = split::help(&bytes(2).unwrap_or_default(), k);
            to_page(&Array::of2(
                &"decoded".into(),
                &Uint8Array::from(&chunk[..]),
            ));
        }
        Some("decoded") => HELPED.with(|h| {
            if let Some(slot) = h.borrow_mut().as_mut() {
                *slot = Some(bytes(1).unwrap_or_default());
            }
        }),
        _ => {}
    }
}

/// Posts `message` to the page (which relays it to the other explorer worker).
fn to_page(message: &JsValue) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    if let Err(e) = scope.post_message(message) {
        web_sys::console::warn_2(&"archive: not relayed:".into(), &e);
    }
}

/// Keeps `question` for after the read under way (true), or false when no read is.
pub fn wait(id: u32, question: &Ask) -> bool {
    WAITING.with(|w| match w.borrow_mut().as_mut() {
        Some(waiting) => {
            waiting.push((id, question.clone()));
            true
        }
        None => false,
    })
}

/// The value kept under the snapshot's key (`undefined` when none is).
async fn get() -> Result<JsValue, JsValue> {
    let db = open().await?;
    let store = db.transaction_with_str(STORE)?.object_store(STORE)?;
    let value = done(&store.get(&KEY.into())?).await;
    db.close();
    value
}

/// Keeps `snapshot` in place of the one kept.
async fn put(snapshot: &[u8]) -> Result<(), JsValue> {
    let db = open().await?;
    let tx = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)?;
    let value = Uint8Array::from(snapshot);
    done(&tx.object_store(STORE)?.put_with_key(&value, &KEY.into())?).await?;
    db.close();
    Ok(())
}

/// The database, its store made on the first opening (or where a database of that name lacks
/// it: opened again one version up, which makes it).
async fn open() -> Result<IdbDatabase, JsValue> {
    let db = open_at(None).await?;
    if db.object_store_names().contains(STORE) {
        return Ok(db);
    }
    let next = db.version() as u32 + 1;
    db.close();
    open_at(Some(next)).await
}

/// The database at `version` (the one it has when `None`), its store made by an upgrade.
async fn open_at(version: Option<u32>) -> Result<IdbDatabase, JsValue> {
    let scope: WorkerGlobalScope = js_sys::global().unchecked_into();
    let factory = scope.indexed_db()?.ok_or("no IndexedDB")?;
    let request: IdbOpenDbRequest = match version {
        Some(v) => factory.open_with_u32(DB, v)?,
        None => factory.open(DB)?,
    };
    let upgrade = Closure::once(move |e: web_sys::Event| {
        let made = e.target().and_then(|t| t.dyn_into::<IdbRequest>().ok());
        if let Some(db) = made.and_then(|r| r.result().ok()) {
            let _ = db
                .unchecked_into::<IdbDatabase>()
                .create_object_store(STORE);
        }
    });
    request.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
    let db = done(&request).await;
    request.set_onupgradeneeded(None);
    Ok(db?.unchecked_into())
}

/// The result of `request` once it succeeds, or its error.
async fn done(request: &IdbRequest) -> Result<JsValue, JsValue> {
    let promise = Promise::new(&mut |resolve, reject| {
        request.set_onsuccess(Some(&resolve));
        request.set_onerror(Some(&reject));
    });
    wasm_bindgen_futures::JsFuture::from(promise).await?;
    request.result()
}

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) {
    let promise = Promise::new(&mut |resolve, _| {
        let scope: WorkerGlobalScope = js_sys::global().unchecked_into();
        let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
