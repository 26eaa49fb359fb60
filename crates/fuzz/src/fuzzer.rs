//! The fuzzing loop and the mutator (see the binary's doc).

use std::panic;
use std::time::Instant;

use ethello_engine::Rng;

use super::coverage::Coverage;
use super::targets::{Target, TARGETS};

/// The longest input tried.
const MAX_LEN: usize = 8 * 1024;

/// Reads `TARGET [EXECS] [SEED]` and fuzzes; exits 1 when a crash was found, 2 on bad arguments.
/// `--list` prints the targets' names, one a line; `--replay TARGET FILE...` runs the target on
/// each file (a saved crash, say) with the panic's message shown, and exits 1 if any panics.
pub fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> = TARGETS.iter().map(|t| t.name).collect();
    let target_named = |n: Option<&String>| n.and_then(|n| TARGETS.iter().find(|t| t.name == n));
    match (args.first().map(String::as_str), target_named(args.get(1))) {
        (Some("--list"), _) => return println!("{}", names.join("\n")),
        (Some("--replay"), Some(target)) => std::process::exit(replay(target, &args[2..])),
        _ => {}
    }
    let Some(target) = target_named(args.first()) else {
        eprintln!(
            "usage: ethello-fuzz TARGET [EXECS] [SEED] | --list | --replay TARGET FILE...; \
             targets: {}",
            names.join(", ")
        );
        std::process::exit(2);
    };
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let crashes = fuzz(target, number(1, 1_000_000), number(2, 1));
    std::process::exit(i32::from(crashes > 0));
}

/// Runs `target` on each file; the exit status: 1 if any panicked or could not be read.
fn replay(target: &Target, files: &[String]) -> i32 {
    let mut status = 0;
    for file in files {
        let ok = std::fs::read(file).map(|input| panic::catch_unwind(|| (target.run)(&input)));
        let verdict = match ok {
            Ok(Ok(())) => "ok",
            Ok(Err(_)) => "panicked",
            Err(e) => &format!("cannot be read: {e}"),
        };
        println!("{}: {file}: {verdict}", target.name);
        status |= i32::from(verdict != "ok");
    }
    status
}

/// Runs `target` `execs` times from `seed`; returns the number of crashes.
fn fuzz(target: &Target, execs: u64, seed: u64) -> u64 {
    panic::set_hook(Box::new(|_| {}));
    let mut coverage = Coverage::new();
    let mut corpus: Vec<Vec<u8>> = Vec::new();
    let mut crashes = 0;
    for input in (target.seeds)() {
        run(target, &input, &mut crashes);
        coverage.take_new();
        corpus.push(input);
    }
    let mut rng = Rng::new(seed);
    let started = Instant::now();
    for done in 1..=execs {
        let input = mutate(&corpus, target.tokens, &mut rng);
        run(target, &input, &mut crashes);
        if coverage.take_new() {
            corpus.push(input);
        }
        if done % 100_000 == 0 || done == execs {
            println!(
                "{}: {done} execs, corpus {}, coverage {} features on {} edges, {crashes} crashes, {:.1} s",
                target.name,
                corpus.len(),
                coverage.features(),
                coverage.edges(),
                started.elapsed().as_secs_f64()
            );
        }
    }
    crashes
}

/// Runs one input; a panic is saved as a crash.
fn run(target: &Target, input: &[u8], crashes: &mut u64) {
    if panic::catch_unwind(|| (target.run)(input)).is_err() {
        *crashes += 1;
        let dir = super::targets::root().join("target/fuzz-crashes");
        let path = dir.join(format!("{}-{}.txt", target.name, *crashes));
        let saved = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, input));
        eprintln!(
            "{}: crash saved as {} ({saved:?}): {:?}",
            target.name,
            path.display(),
            String::from_utf8_lossy(input)
        );
    }
}

/// A new input: a corpus entry with one to four mutations.
fn mutate(corpus: &[Vec<u8>], tokens: &[&str], rng: &mut Rng) -> Vec<u8> {
    let mut data = corpus[rng.below(corpus.len() as u64) as usize].clone();
    for _ in 0..=rng.below(4) {
        let at = |rng: &mut Rng, len: usize| rng.below(len as u64 + 1) as usize;
        match rng.below(7) {
            0 if !data.is_empty() => {
                let i = at(rng, data.len() - 1);
                data[i] ^= 1 << rng.below(8);
            }
            1 if !data.is_empty() => {
                let i = at(rng, data.len() - 1);
                data[i] = rng.below(256) as u8;
            }
            2 => {
                let token = tokens[rng.below(tokens.len() as u64) as usize].as_bytes();
                let i = at(rng, data.len());
                data.splice(i..i, token.iter().copied());
            }
            3 if !data.is_empty() => {
                let i = at(rng, data.len() - 1);
                let end = (i + 1 + rng.below(16) as usize).min(data.len());
                data.drain(i..end);
            }
            4 if !data.is_empty() => {
                let i = at(rng, data.len() - 1);
                let end = (i + 1 + rng.below(16) as usize).min(data.len());
                let copy = data[i..end].to_vec();
                let j = at(rng, data.len());
                data.splice(j..j, copy);
            }
            5 => {
                let other = &corpus[rng.below(corpus.len() as u64) as usize];
                let cut = at(rng, data.len());
                let from = at(rng, other.len());
                data.truncate(cut);
                data.extend_from_slice(&other[from..]);
            }
            _ => {
                let cut = at(rng, data.len());
                data.truncate(cut);
            }
        }
    }
    data.truncate(MAX_LEN);
    data
}
