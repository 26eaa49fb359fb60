//! Builds the English catalogue into the page without its comments and blank lines (the page's
//! download has a budget; `www/lang/en.txt` keeps them for the translators). The catalogue's reader
//! skips both, so the words are the same.

use std::{env, fs, path::Path};

fn main() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../www/lang/en.txt");
    println!("cargo:rerun-if-changed={}", source.display());
    let text = fs::read_to_string(&source).expect("www/lang/en.txt is readable");
    let words: String = text
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .flat_map(|line| [line, "\n"])
        .collect();
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("en.txt");
    fs::write(out, words).expect("OUT_DIR is writable");
}
