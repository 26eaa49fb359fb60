//! The page's WebAssembly entry point (built by Trunk from `index.html`).

#[cfg(target_arch = "wasm32")]
fn main() {
    ethello_page::runtime::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `app` binary runs in the browser: use the README's serve command");
}
