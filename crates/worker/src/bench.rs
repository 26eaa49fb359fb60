//! The worker's side of the benchmarks' protocol ([`BenchRequest`]): perft and the evaluation's
//! speed, timed inside the worker with its own clock. Nothing here serves the game.

use crate::clock::now_ms;
use ethello_engine::eval_workload::EvalWorkload;
use ethello_model::protocol::bench::{BenchReply, BenchRequest};

/// Serves one benchmark request.
pub fn answer(request: BenchRequest) -> BenchReply {
    match request {
        BenchRequest::Perft {
            id,
            position,
            depth,
        } => {
            let start = now_ms();
            let leaves = ethello_engine::perft(position.board, depth.min(14));
            BenchReply::PerftDone {
                id,
                leaves,
                micros: ((now_ms() - start) * 1000.0) as u64,
            }
        }
        BenchRequest::EvalBench { id, rounds } => eval_bench(id, rounds.clamp(1, 100)),
    }
}

/// Times `rounds` passes of each kind over the evaluation workload.
fn eval_bench(id: u32, rounds: u32) -> BenchReply {
    let work = EvalWorkload::new();
    let timed = |pass: &dyn Fn() -> i64| {
        let start = now_ms();
        let sum = (0..rounds).map(|_| pass()).sum::<i64>();
        (((now_ms() - start) * 1000.0) as u64, sum)
    };
    let (scratch_micros, a) = timed(&|| work.scratch_pass());
    let (incremental_micros, b) = timed(&|| work.incremental_pass());
    BenchReply::EvalBenchDone {
        id,
        evaluations: u64::from(rounds) * work.children() as u64,
        scratch_micros,
        incremental_micros,
        checksums: [a, b],
    }
}
