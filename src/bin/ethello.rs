//! `ethello`: the E-Thello engine as a command-line program (see `ethello help`).

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = ethello::cli::run(&args) {
        eprintln!("ethello: {e}");
        std::process::exit(2);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
