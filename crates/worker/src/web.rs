//! The worker's side of the browser: its message loop, the engine's requests, the benchmarks'.
//! WebAssembly only; see the crate's documentation.

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::clock::Clock;
use crate::{bench, explore, jobs, store};
use ethello_engine::review::Share;
use ethello_engine::search::split::{Done, Task, Work, Worker};
use ethello_engine::search::{Host, Report, Search};
use ethello_engine::{Bitboard, Session};
use ethello_model::protocol::bench::{BenchReply, BenchRequest};
use ethello_model::protocol::explore::Ask;
use ethello_model::protocol::{FromWorker, ToWorker};

thread_local! {
    /// The searcher of Slick Willy's split moves ([`ToWorker::Split`]), made on the first task; its
    /// table lives as long as the worker, a new generation for each move.
    static SPLITTER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// The table of the split moves' searcher, in megabytes (the brain's size).
const SPLIT_TABLE_MB: usize = 16;

/// The name the page gives the explorer's archive worker; its values' worker's name begins so
/// (`page::archive_link`).
const EXPLORE: &str = "explore";

/// The worker's global scope.
fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Posts one message to the page (or to a benchmark driver).
fn post<T: serde::Serialize>(msg: &T) {
    match serde_wasm_bindgen::to_value(msg) {
        Ok(value) => scope().post_message(&value).unwrap_or_default(),
        Err(e) => web_sys::console::error_1(&JsValue::from_str(&format!("worker: encode: {e}"))),
    }
}

/// A reply of the worker: to one of the game's requests, or to a benchmark's.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The answer to a [`ToWorker`].
    Game(FromWorker),
    /// The answer to a [`BenchRequest`].
    Bench(BenchReply),
    /// None yet: the archive's read ([`ethello_model::protocol::explore::Ask::Load`]), or a
    /// question that waits for it, is answered when the read is done (`store`).
    Later,
}

/// Starts listening and says `Ready`.
pub fn start() {
    console_error_panic_hook::set_once();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        match handle(event.data(), &mut |m| post(&m)) {
            Some(Reply::Game(reply)) => post(&reply),
            Some(Reply::Bench(reply)) => post(&reply),
            Some(Reply::Later) => {}
            None => {
                web_sys::console::error_1(&JsValue::from_str("worker: a request without an id"))
            }
        }
    });
    scope().set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // Safe to forget: the handler must live as long as the worker, which never replaces it.
    handler.forget();
    post(&FromWorker::Ready {
        version: env!("CARGO_PKG_VERSION").to_string(),
    });
    // The explorer's workers never run a split task: their first work (the archive's read, My
    // games, a position's values) must not wait behind one.
    let name = scope().name();
    if name == EXPLORE {
        store::prefetch();
    }
    if name.starts_with(EXPLORE) {
        return;
    }
    // Decode the trained evaluation's weights, allocate the split searcher's table and run its code
    // once (V8 compiles each function on its first call) now, while the player reads the page,
    // rather than in the computer's first move.
    let start = ethello_engine::Board::start();
    start.evaluate();
    warm_up(start);
}

/// A small split task on `board`, so that the first real one finds its table and code ready.
fn warm_up(board: ethello_engine::Board) {
    let task = Task {
        id: 0,
        search: u64::MAX,
        board,
        work: Work::Midgame {
            depth: 6,
            selective: true,
        },
        alpha: -INFINITE_WINDOW,
        beta: INFINITE_WINDOW,
    };
    split_task(&task, Some(200));
}

/// Runs a split task on the worker's split searcher (made on the first), stopping after `stop_ms`.
fn split_task(task: &Task, stop_ms: Option<u64>) -> Done {
    SPLITTER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let worker = slot.get_or_insert_with(|| Worker::new(0, Search::new(SPLIT_TABLE_MB)));
        worker.run(task, &mut Clock::start(stop_ms))
    })
}

/// The full window, as the split search's own tasks give it (the search's infinite score).
const INFINITE_WINDOW: i32 = 30_000;

/// Decodes and serves one request as it was posted: an array from the other explorer worker
/// (`store`), a benchmark's by its `type` ([`BenchRequest::is_bench_type`]), else the game's. A game request that does not decode gets
/// [`FromWorker::Failed`] for its `id` (`None` when it has not even an id).
pub fn handle(data: JsValue, progress: &mut dyn FnMut(FromWorker)) -> Option<Reply> {
    if let Some(relayed) = data.dyn_ref::<js_sys::Array>() {
        store::relayed(relayed);
        return Some(Reply::Later);
    }
    let field = |name: &str| js_sys::Reflect::get(&data, &JsValue::from_str(name)).ok();
    let tag = field("type")
        .and_then(|t| t.as_string())
        .unwrap_or_default();
    if BenchRequest::is_bench_type(&tag) {
        let request = serde_wasm_bindgen::from_value::<BenchRequest>(data.clone()).ok()?;
        return Some(Reply::Bench(bench::answer(request)));
    }
    match serde_wasm_bindgen::from_value::<ToWorker>(data.clone()) {
        Ok(ToWorker::Explore {
            id,
            ask: Ask::Load { bytes },
        }) => {
            store::load(id, bytes.0, post::<FromWorker>);
            Some(Reply::Later)
        }
        Ok(ToWorker::Explore { id, ask }) if store::wait(id, &ask) => Some(Reply::Later),
        Ok(request) => Some(Reply::Game(answer(request, progress))),
        Err(e) => Some(Reply::Game(FromWorker::Failed {
            id: field("id")?.as_f64()? as u32,
            message: e.to_string(),
        })),
    }
}

/// Serves one request; progress reports go to `progress` as they come.
pub fn answer(request: ToWorker, progress: &mut dyn FnMut(FromWorker)) -> FromWorker {
    match request {
        ToWorker::Think {
            id,
            position,
            player,
            control,
            seed,
        } => {
            let mut host = WorkerHost {
                id,
                clock: Clock::start(None),
                progress,
            };
            let report = jobs::with_session(Some(seed), |session: &mut Session| {
                session.set_player(player);
                session.set_position(position);
                session.think(control, &mut host)
            });
            FromWorker::Best {
                id,
                best: report.best,
                score: report.score,
                exact: report.exact,
                depth: report.depth,
                nodes: report.nodes,
            }
        }
        ToWorker::Hints {
            id,
            position,
            time_ms,
            moves,
        } => {
            let among = moves.map_or(Bitboard::FULL, |m| m.into_iter().collect());
            jobs::hints(id, (position, among), time_ms, progress)
        }
        ToWorker::Review {
            id,
            start,
            moves,
            exact_empties,
            midgame_ms,
            share,
        } => {
            let limits = (exact_empties, midgame_ms, share.unwrap_or(Share::WHOLE));
            jobs::review(id, start, &moves, limits, progress)
        }
        ToWorker::Split { id, task, stop_ms } => FromWorker::Split {
            id,
            done: split_task(&task, stop_ms),
        },
        ToWorker::Study { id, position } => jobs::study(id, position, progress),
        ToWorker::Solve {
            id,
            position,
            square,
        } => jobs::solve(id, position, square),
        ToWorker::Book { id, position } => jobs::book(id, position),
        ToWorker::Explain {
            id,
            position,
            played,
            vs,
        } => jobs::explain(id, position, played, vs),
        ToWorker::Explore { id, ask } => explore::answer(id, ask),
    }
}

/// The engine's clock and listener inside the worker.
struct WorkerHost<'a> {
    id: u32,
    clock: Clock,
    progress: &'a mut dyn FnMut(FromWorker),
}

impl Host for WorkerHost<'_> {
    fn elapsed_ms(&mut self) -> u64 {
        self.clock.elapsed_ms()
    }

    fn progress(&mut self, report: &Report) {
        (self.progress)(FromWorker::Progress {
            id: self.id,
            depth: report.depth,
            best: report.best,
            score: report.score,
            nodes: report.nodes,
        });
    }
}
