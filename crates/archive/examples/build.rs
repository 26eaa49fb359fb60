//! Builds the archive file from a WTHOR folder:
//! `cargo run --release -p ethello-archive --example build -- WTHOR_DIR OUT_FILE`.

use std::{env, fs, process::ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let [dir, out] = args.as_slice() else {
        eprintln!("usage: build WTHOR_DIR OUT_FILE");
        return ExitCode::FAILURE;
    };
    match run(dir, out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("build: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(dir: &str, out: &str) -> Result<(), Box<dyn std::error::Error>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        files.push((name, fs::read(&path)?));
    }
    let bytes = ethello_archive::build_from_files(files)?;
    let archive = ethello_archive::read(&bytes)?;
    fs::write(out, &bytes)?;
    println!("{out}: {} bytes, {} games", bytes.len(), archive.len());
    Ok(())
}
