//! Browser tests (wasm-bindgen-test in headless Chromium); see the README's test command.
#![cfg(target_arch = "wasm32")]
