//! `ethello`: the E-Thello engine as a command-line program (see `ethello --help`).

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use clap::Parser;
    let cli = ethello::Cli::parse();
    if let Err(e) = ethello::run(cli) {
        eprintln!("ethello: {e}");
        std::process::exit(2);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
