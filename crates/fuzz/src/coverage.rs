//! Edge coverage from LLVM's sanitizer coverage, on the stable toolchain.
//!
//! `scripts/fuzz` builds this binary with `-C passes=sancov-module` and
//! `-C llvm-args=-sanitizer-coverage-inline-8bit-counters`: every edge of the instrumented code then
//! bumps a byte counter, and each module hands its counters to [`__sanitizer_cov_8bit_counters_init`]
//! when the program starts. After each run of a target, [`Coverage::take_new`] folds the counters into
//! buckets (1, 2, 3, 4-7, 8-15, 16-31, 32-127, 128+ hits, as AFL does), says whether any edge reached a
//! bucket never seen before, and zeroes them for the next run.
//!
//! Built without the flags (as `cargo build` does), nothing calls the hook and the coverage stays
//! empty: the fuzzer then mutates blindly, which still finds panics, only more slowly.

use std::sync::Mutex;

/// The counter regions the instrumented modules registered: (start, end) addresses.
static REGIONS: Mutex<Vec<(usize, usize)>> = Mutex::new(Vec::new());

/// Called by each instrumented module at start-up with its counters.
///
/// # Safety
/// The instrumentation passes a valid, live region of counters that lasts as long as the program.
#[no_mangle]
pub unsafe extern "C" fn __sanitizer_cov_8bit_counters_init(start: *mut u8, stop: *mut u8) {
    if start < stop {
        let mut regions = REGIONS.lock().unwrap_or_else(|e| e.into_inner());
        regions.push((start as usize, stop as usize));
    }
}

/// The best bucket ever seen on each edge.
pub struct Coverage {
    seen: Vec<u8>,
}

/// The AFL bucket of a hit count: one bit per range.
fn bucket(hits: u8) -> u8 {
    match hits {
        0 => 0,
        1 => 1,
        2 => 2,
        3 => 4,
        4..=7 => 8,
        8..=15 => 16,
        16..=31 => 32,
        32..=127 => 64,
        _ => 128,
    }
}

impl Coverage {
    /// Coverage with nothing seen; zeroes the counters of the runs so far (start-up code).
    pub fn new() -> Coverage {
        let mut edges = 0;
        for_each_region(|_, counters| {
            counters.fill(0);
            edges += counters.len();
        });
        Coverage {
            seen: vec![0; edges],
        }
    }

    /// The number of instrumented edges (0 for a build without coverage).
    pub fn edges(&self) -> usize {
        self.seen.len()
    }

    /// The number of (edge, bucket) pairs seen so far.
    pub fn features(&self) -> usize {
        self.seen.iter().map(|b| b.count_ones() as usize).sum()
    }

    /// Folds the counters of the last run into what was seen, zeroes them, and says whether the run
    /// reached anything new.
    pub fn take_new(&mut self) -> bool {
        let mut new = false;
        let seen = &mut self.seen;
        for_each_region(|offset, counters| {
            let best = &mut seen[offset..offset + counters.len()];
            for (count, best) in counters.iter_mut().zip(best) {
                if *count != 0 {
                    let b = bucket(*count);
                    new |= *best & b == 0;
                    *best |= b;
                    *count = 0;
                }
            }
        });
        new
    }
}

/// Calls `f` with each counter region and the index of its first counter among all of them.
fn for_each_region(mut f: impl FnMut(usize, &mut [u8])) {
    let regions = REGIONS.lock().unwrap_or_else(|e| e.into_inner());
    let mut offset = 0;
    for &(start, end) in regions.iter() {
        // Safety: the instrumentation registered the region, which lives as long as the program;
        // the fuzzer runs its targets on this one thread, so nothing else writes it meanwhile.
        let counters = unsafe { std::slice::from_raw_parts_mut(start as *mut u8, end - start) };
        f(offset, counters);
        offset += end - start;
    }
}
