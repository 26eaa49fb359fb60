//! The Web Worker's WebAssembly entry point: the engine thinks here, off the page's main thread.

#[cfg(target_arch = "wasm32")]
fn main() {
    ethello_worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `worker` binary runs in a browser Web Worker");
}
