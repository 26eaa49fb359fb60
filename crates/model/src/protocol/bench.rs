//! The benchmarks' messages to the worker: what `scripts/bench-wasm` (tools/bench-browser.mjs) and
//! the browser tests ask of the shipped worker to time its move generator and evaluation. Kept apart
//! from the game's [`ToWorker`](super::ToWorker): the page never sends these, and the game's
//! message type carries no benchmark plumbing.
//!
//! Same conventions as the game's protocol: a `type` tag, an `id` echoed in the answer, positions as
//! text. The worker tells the two protocols apart by the `type` ([`BenchRequest::is_bench_type`]).

use serde::{Deserialize, Serialize};

use super::as_text;
use ethello_engine::Position;

/// From a benchmark driver to the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum BenchRequest {
    /// Count perft leaves from `position` (the worker's move generator).
    Perft {
        /// Request number, echoed in the answer.
        id: u32,
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
        /// Plies.
        depth: u32,
    },
    /// Time the static evaluation: `rounds` passes over the children of the fixed
    /// [`EvalWorkload`](ethello_engine::eval_workload::EvalWorkload), from scratch and incrementally.
    EvalBench {
        /// Request number, echoed in the answer.
        id: u32,
        /// Passes of each kind (at most 100).
        rounds: u32,
    },
}

impl BenchRequest {
    /// The `type` tags of this protocol.
    pub const TYPES: [&'static str; 2] = ["Perft", "EvalBench"];

    /// True when a message with this `type` tag is a benchmark request.
    pub fn is_bench_type(tag: &str) -> bool {
        Self::TYPES.contains(&tag)
    }
}

/// From the worker to a benchmark driver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum BenchReply {
    /// The answer to [`BenchRequest::Perft`].
    PerftDone {
        /// The request.
        id: u32,
        /// Leaves counted.
        leaves: u64,
        /// Microseconds the count took inside the worker.
        micros: u64,
    },
    /// The answer to [`BenchRequest::EvalBench`].
    EvalBenchDone {
        /// The request.
        id: u32,
        /// Evaluations of each kind.
        evaluations: u64,
        /// Microseconds the evaluations from scratch took inside the worker.
        scratch_micros: u64,
        /// Microseconds the incremental evaluations took (the index update included).
        incremental_micros: u64,
        /// The sums of the scores of the two kinds (equal: the same scores either way).
        checksums: [i64; 2],
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_requests_keep_their_wire_form_and_are_told_apart_by_type() {
        let perft = BenchRequest::Perft {
            id: 2,
            position: Position::start(),
            depth: 9,
        };
        let text = serde_json::to_string(&perft).unwrap();
        assert!(text.starts_with("{\"type\":\"Perft\",\"id\":2,"), "{text}");
        assert_eq!(serde_json::from_str::<BenchRequest>(&text).unwrap(), perft);
        for tag in BenchRequest::TYPES {
            assert!(BenchRequest::is_bench_type(tag));
        }
        assert!(!BenchRequest::is_bench_type("Think"));
        let game = r#"{"type":"Perft","id":2,"position":"x","depth":1}"#;
        assert!(serde_json::from_str::<super::super::ToWorker>(game).is_err());
    }
}
