//! `ethello-fuzz`: a coverage-guided fuzzer for every reader of outside text or bytes (save files,
//! GGF, transcripts, positions, the import box, the worker's messages, the engine and NBoard
//! protocols on both sides, the command line's position lines, the WTHOR archive, the opening book,
//! the evaluation's weights, and what the page stores and fetches), on the stable toolchain: `cargo
//! fuzz` needs a nightly compiler, which this project does not use. A crate of its own, because the
//! book and the weights file are the engine's internals.
//!
//! `scripts/fuzz [TARGET...] [EXECS]` builds it with LLVM's sanitizer coverage (see [`coverage`])
//! and runs it. It starts from each target's seeds, mutates a corpus entry (bit flips, random bytes,
//! inserted tokens, deleted or duplicated ranges, splices of two entries), runs the target, and keeps
//! the input when it reached an edge count never seen before. A panic is a crash: the input is saved
//! under `target/fuzz-crashes/` and the run goes on; the exit status says whether any was found.
//! The last line reports executions, corpus size, coverage and crashes. `ethello-fuzz --replay
//! TARGET FILE...` runs saved inputs again with the panic's message.

#[cfg(not(target_arch = "wasm32"))]
mod coverage;
#[cfg(not(target_arch = "wasm32"))]
mod targets;

#[cfg(not(target_arch = "wasm32"))]
mod fuzzer;

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    fuzzer::main();
}
