//! Fits the pattern evaluation's weights to labelled positions by stochastic gradient descent on
//! the squared error (in discs), then writes them in centi-discs, phase by phase: the canonical
//! pattern weights ([`stored_indices`]), then the scalar ones, the layout `engine::eval` reads,
//! packed by `engine::weights_file` (at its `SHIPPED_STEP`).
//!
//! A pattern and its mirror image share one weight (see [`canonical_map`]); pattern weights decay
//! towards zero (`--l2`); one sample in twenty is held out and its error printed after each epoch,
//! to see the fit generalise. With `--test FILE...` (positions of other years), the error on those
//! is printed at the end, phase by phase: the figure that says how good the evaluation is. On a
//! terminal, a progress bar on standard error counts the positions trained on over all the epochs.

use ethello::progress;
use ethello_engine::patterns::{
    canonical_map, indices, phase, scalars, stored_indices, EMPTIES_PER_PHASE, INSTANCES,
    PATTERN_WEIGHTS, PHASES, PHASE_LEN, SCALARS,
};
use ethello_engine::weights_file::{self, SHIPPED_STEP};
use ethello_engine::Rng;

/// One labelled position.
struct Sample {
    p: u64,
    o: u64,
    label: f32,
}

/// Step size for a pattern weight; scalar weights use it divided by their feature's typical square.
const RATE: f32 = 0.003;
/// The step shrinks by this factor after each epoch.
const DECAY: f32 = 0.75;
/// Weight decay (the default of `--l2`): each step pulls the pattern weights it touches towards zero
/// by this much (times the step size), so that configurations seen a few times stay near zero
/// instead of fitting noise. 10 suited the self-play data; the archive's noisier labels fit best
/// with much less (held-out error at 24 empties, `docs/experiments/eval-archive-training.md`).
const L2: f32 = 10.0;
/// Positions trained on between two steps of the progress bar (a step per position would cost a
/// clock reading each).
const PROGRESS_STEP: usize = 4096;
/// Typical square of each scalar feature, to keep their steps comparable.
const SCALE: [f32; SCALARS] = [1.0, 1.0, 40.0, 60.0, 2.0, 2.0, 4.0, 200.0];

/// The arguments of `ethello-fit fit`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Passes over the data.
    epochs: usize,
    /// The weights file to write.
    weights: String,
    /// Training data files.
    #[arg(required = true)]
    data: Vec<String>,
    /// Start from the weights of this file (phases without samples keep them), not from zero.
    #[arg(long, value_name = "FILE")]
    init: Option<String>,
    /// Held-out data (other years): its error is printed per phase at the end.
    #[arg(long, value_name = "FILE")]
    test: Vec<String>,
    /// Weight decay of the pattern weights.
    #[arg(long, default_value_t = L2)]
    l2: f32,
    /// Step size of the first epoch.
    #[arg(long, default_value_t = RATE)]
    rate: f32,
    /// Factor applied to the step size after each epoch.
    #[arg(long, default_value_t = DECAY)]
    decay: f32,
}

/// `ethello-fit fit`: see the module doc.
pub fn run(args: &Args) -> Result<(), String> {
    let (epochs, data, l2) = (args.epochs, &args.data, args.l2);
    let samples = load(data)?;
    eprintln!("{} positions", samples.len());
    let map = canonical_map();
    let mut w = match &args.init {
        Some(file) => read(file, &map)?,
        None => vec![0f32; PHASES * PHASE_LEN],
    };
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut rng = Rng::new(1);
    let mut rate = args.rate;
    let trained = |i: &&usize| !i.is_multiple_of(20);
    let per_epoch = order.iter().filter(trained).count() as u64;
    let bar = progress::bar(epochs as u64 * per_epoch, "positions");
    for epoch in 0..epochs {
        bar.set_message(format!("epoch {epoch}"));
        shuffle(&mut order, &mut rng);
        let (mut train, mut n) = (0f64, 0usize);
        for &i in order.iter().filter(trained) {
            let f = Features::of(&samples[i], &map);
            let err = samples[i].label - f.predict(&w);
            train += (err * err) as f64;
            n += 1;
            f.update(&mut w, err * rate, 1.0 - rate * l2);
            if n.is_multiple_of(PROGRESS_STEP) {
                bar.inc(PROGRESS_STEP as u64);
            }
        }
        bar.set_position((epoch as u64 + 1) * per_epoch);
        let held = held_out_error(&w, &map, &samples);
        bar.suspend(|| {
            eprintln!(
                "epoch {epoch}: rms error {:.2} discs (held out {held:.2})",
                (train / n as f64).sqrt()
            )
        });
        rate *= args.decay;
    }
    bar.finish_and_clear();
    if !args.test.is_empty() {
        report_by_phase(&w, &map, &load(&args.test)?);
    }
    write(&args.weights, &w, &map)
}

/// Running error sums of one phase, split by the parity of the empties (0 even, 1 odd).
#[derive(Clone, Copy, Default)]
struct Tally {
    abs: f64,
    squares: f64,
    /// Prediction minus label, summed.
    bias: [f64; 2],
    count: [usize; 2],
}

impl Tally {
    fn add(&mut self, err: f64, parity: usize) {
        self.abs += err.abs();
        self.squares += err * err;
        self.bias[parity] -= err;
        self.count[parity] += 1;
    }

    fn positions(&self) -> usize {
        self.count[0] + self.count[1]
    }

    fn mean_bias(&self, parity: usize) -> f64 {
        self.bias[parity] / self.count[parity].max(1) as f64
    }
}

/// Prints the mean absolute and RMS error of `samples`, phase by phase and in all, and the mean
/// error (prediction minus label) at odd and at even empties: a bias the search mostly does not see
/// (its leaves share a parity), unlike the spread.
fn report_by_phase(w: &[f32], map: &[u32], samples: &[Sample]) {
    let mut tallies = [Tally::default(); PHASES + 1];
    for s in samples {
        let empties = (!(s.p | s.o)).count_ones();
        let err = f64::from(s.label - Features::of(s, map).predict(w));
        for k in [phase(empties), PHASES] {
            tallies[k].add(err, empties as usize % 2);
        }
    }
    eprintln!(
        "held-out data: phase, empties, positions, mean absolute error, RMS, \
         mean error at odd / even empties (discs)"
    );
    for (k, t) in tallies
        .iter()
        .enumerate()
        .filter(|(_, t)| t.positions() > 0)
    {
        let n = t.positions();
        let name = match k {
            PHASES => "all".to_string(),
            k => format!(
                "{k} ({}-{})",
                k as u32 * EMPTIES_PER_PHASE,
                (k as u32 + 1) * EMPTIES_PER_PHASE - 1
            ),
        };
        eprintln!(
            "  {name}: {n} positions, {:.2}, {:.2}, {:+.2} / {:+.2}",
            t.abs / n as f64,
            (t.squares / n as f64).sqrt(),
            t.mean_bias(1),
            t.mean_bias(0)
        );
    }
}

fn load(files: &[String]) -> Result<Vec<Sample>, String> {
    let mut out = Vec::new();
    for f in files {
        let bytes = std::fs::read(f).map_err(|e| format!("{f}: {e}"))?;
        for rec in bytes.chunks_exact(18) {
            let word = |k: usize| u64::from_le_bytes(rec[k..k + 8].try_into().expect("8 bytes"));
            let label = i16::from_le_bytes([rec[16], rec[17]]);
            out.push(Sample {
                p: word(0),
                o: word(8),
                label: label as f32,
            });
        }
    }
    Ok(out)
}

fn shuffle(v: &mut [usize], rng: &mut Rng) {
    for i in (1..v.len()).rev() {
        v.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

/// A sample's inputs, computed once per step: the weight slots of its pattern copies (phase and
/// mirror image resolved) and its scalar features.
struct Features {
    slots: [usize; INSTANCES],
    tail: usize,
    x: [i32; SCALARS],
}

impl Features {
    fn of(s: &Sample, map: &[u32]) -> Features {
        let b = phase((!(s.p | s.o)).count_ones()) * PHASE_LEN;
        Features {
            slots: indices(s.p, s.o).map(|i| b + map[i as usize] as usize),
            tail: b + PATTERN_WEIGHTS,
            x: scalars(s.p, s.o),
        }
    }

    fn predict(&self, w: &[f32]) -> f32 {
        let patterns: f32 = self.slots.iter().map(|&k| w[k]).sum();
        let tail = &w[self.tail..self.tail + SCALARS];
        patterns
            + self
                .x
                .iter()
                .zip(tail)
                .map(|(&x, &w)| x as f32 * w)
                .sum::<f32>()
    }

    fn update(&self, w: &mut [f32], step: f32, shrink: f32) {
        for &k in &self.slots {
            w[k] = w[k] * shrink + step;
        }
        for (k, &x) in self.x.iter().enumerate() {
            w[self.tail + k] += step * x as f32 / SCALE[k];
        }
    }
}

fn held_out_error(w: &[f32], map: &[u32], samples: &[Sample]) -> f64 {
    let (mut sum, mut n) = (0f64, 0usize);
    for s in samples.iter().step_by(20) {
        let err = s.label - Features::of(s, map).predict(w);
        sum += (err * err) as f64;
        n += 1;
    }
    (sum / n.max(1) as f64).sqrt()
}

/// Reads weights as `write` writes them, back in discs.
fn read(file: &str, map: &[u32]) -> Result<Vec<f32>, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    let stored = stored_indices(map);
    let per_phase = stored.len() + SCALARS;
    let centi = weights_file::unpack(&bytes).map_err(|e| format!("{file}: {e}"))?;
    if centi.len() != PHASES * per_phase {
        return Err(format!(
            "{file}: {} weights, not the {} of this engine's patterns",
            centi.len(),
            PHASES * per_phase
        ));
    }
    let mut values = centi.into_iter().map(|c| f32::from(c) / 100.0);
    let mut w = vec![0f32; PHASES * PHASE_LEN];
    for ph in 0..PHASES {
        let b = ph * PHASE_LEN;
        for src in stored.iter().copied().chain(PATTERN_WEIGHTS..PHASE_LEN) {
            w[b + src] = values.next().expect("length checked");
        }
    }
    Ok(w)
}

/// Writes, phase by phase, the canonical pattern weights ([`stored_indices`]) and the scalar ones,
/// in centi-discs, packed by [`weights_file`] at [`SHIPPED_STEP`].
fn write(out: &str, w: &[f32], map: &[u32]) -> Result<(), String> {
    let stored = stored_indices(map);
    let mut centi = Vec::with_capacity(w.len());
    for ph in 0..PHASES {
        let b = ph * PHASE_LEN;
        for src in stored.iter().copied().chain(PATTERN_WEIGHTS..PHASE_LEN) {
            centi.push((w[b + src] * 100.0).round().clamp(-32000.0, 32000.0) as i16);
        }
    }
    let bytes = weights_file::pack(&centi, SHIPPED_STEP);
    std::fs::write(out, bytes).map_err(|e| format!("{out}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> String {
        let dir = std::env::temp_dir().join(format!("ethello-fit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name).to_string_lossy().into_owned()
    }

    #[test]
    fn weights_written_read_back_within_the_packing_step() {
        let map = canonical_map();
        let mut w = vec![0f32; PHASES * PHASE_LEN];
        for src in stored_indices(&map)
            .into_iter()
            .chain(PATTERN_WEIGHTS..PHASE_LEN)
            .step_by(97)
        {
            w[src] = (src % 1001) as f32 / 37.0 - 13.0;
            w[PHASE_LEN + src] = -w[src];
        }
        let file = temp("w.bin");
        write(&file, &w, &map).unwrap();
        let back = read(&file, &map).unwrap();
        // Half a centi-disc to the nearest centi-disc, then half a step to the nearest multiple.
        let bound = 0.005 + f32::from(SHIPPED_STEP) / 200.0 + 1e-4;
        for (i, (a, b)) in w.iter().zip(&back).enumerate() {
            assert!((a - b).abs() <= bound, "weight {i}: {a} read as {b}");
        }
        std::fs::remove_file(file).unwrap();
    }

    #[test]
    fn a_file_that_is_not_weights_is_refused_by_name() {
        let file = temp("garbage.bin");
        std::fs::write(&file, b"not weights at all").unwrap();
        let err = read(&file, &canonical_map()).unwrap_err();
        assert!(
            err.contains("garbage.bin") && err.contains("not a weights file"),
            "{err}"
        );
        let short = temp("short.bin");
        std::fs::write(&short, weights_file::pack(&[1, 2, 3], 2)).unwrap();
        let err = read(&short, &canonical_map()).unwrap_err();
        assert!(err.contains("3 weights"), "{err}");
        std::fs::remove_file(file).unwrap();
        std::fs::remove_file(short).unwrap();
    }
}
