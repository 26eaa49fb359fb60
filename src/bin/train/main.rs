//! `ethello-train`: makes the training data for the pattern evaluation and fits its weights.
//!
//! ```text
//! ethello-train games N SEED OUT          self-play N games, append labelled positions to OUT
//! ethello-train archive OUT FILE...      archive games' positions, labelled by their exact score
//! ethello-train fit EPOCHS WEIGHTS DATA...  fit weights on the positions in DATA..., write WEIGHTS
//!                                           (from the weights of the file given by --init FILE,
//!                                           placed before EPOCHS, else from zero)
//! ethello-train versus GAMES MS WHAT      engine variants against each other, MS a move
//! ethello-train sigma                     ProbCut's calibration: deep against shallow scores
//! ```
//!
//! The data file is a flat list of 18-byte records: player and opponent bitboards (little-endian
//! `u64`, side to move first) and the label, the final disc difference for the side to move
//! (`i16`). See `tools/train-eval` for the whole recipe and [`ethello::engine::patterns`] for the
//! features.

#[cfg(not(target_arch = "wasm32"))]
mod archive;
#[cfg(not(target_arch = "wasm32"))]
mod fit;
#[cfg(not(target_arch = "wasm32"))]
mod games;
#[cfg(not(target_arch = "wasm32"))]
mod sigma;
#[cfg(not(target_arch = "wasm32"))]
mod versus;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("games") if args.len() == 4 => games::run(&args[1], &args[2], &args[3]),
        Some("archive") if args.len() >= 3 => archive::run(&args[1], &args[2..]),
        Some("fit") if args.len() >= 6 && args[1] == "--init" => {
            fit::run(Some(&args[2]), &args[3], &args[4], &args[5..])
        }
        Some("fit") if args.len() >= 4 => fit::run(None, &args[1], &args[2], &args[3..]),
        Some("versus") if args.len() == 4 => versus::run(&args[1], &args[2], &args[3]),
        Some("sigma") if args.len() == 1 => sigma::run(),
        _ => Err(
            "usage: ethello-train games N SEED OUT | archive OUT FILE... | fit [--init WEIGHTS] EPOCHS WEIGHTS DATA... | versus GAMES MS eval|probcut | sigma"
                .to_string(),
        ),
    };
    if let Err(e) = result {
        eprintln!("ethello-train: {e}");
        std::process::exit(2);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
