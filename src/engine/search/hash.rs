//! The transposition table: what earlier searches proved about a board, keyed by its two bitboards.
//!
//! Representation: a fixed-size `Vec` of 32-byte [`Bucket`]s of two 16-byte [`Entry`]s, a power of
//! two long. A bucket is aligned to 32 bytes, so it never straddles a cache line: one probe is one
//! memory access (with a 16-byte alignment half of the buckets spanned two lines). Slot 0 of a bucket is depth-preferred (replaced only
//! by a search at least as deep, or by an entry from an older search), slot 1 is always-replace. An
//! entry keeps a 64-bit hash of the board and the kind as its key (the bucket index uses part of the
//! same hash): two boards sharing a key would need a 64-bit collision, which over the billions of
//! probes of a long solve has a chance of about 1e-10, so a hit is taken as the board's. The entry
//! holds a pair of bounds `lower <= score <= upper` proven at `depth`. Keeping the key in 8 bytes
//! instead of the 16 of both bitboards fits twice as many boards in the same memory, which the
//! endgame solver turns into fewer nodes (it fills any table).
//!
//! Midgame entries (centi-disc estimates at a depth) and endgame entries (exact disc differences) must
//! never meet: the caller passes a different [`Kind`], which is hashed into the key.

use super::pages::{Zeroable, ZeroedArray};

/// The best-move field of an entry that has no best move (a square index is below 64).
pub const NO_MOVE: u8 = 64;

/// Which search stored an entry.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Kind {
    /// The midgame search: scores are estimates at `depth` plies.
    Midgame = 1,
    /// The exact solver: scores are final disc differences; `depth` is the number of empties.
    Endgame = 2,
}

/// One stored board: its key, bounds proven at `depth`, and the best move found ([`NO_MOVE`] = none).
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(16))]
pub struct Entry {
    key: u64,
    /// Lower bound on the score.
    pub lower: i16,
    /// Upper bound on the score.
    pub upper: i16,
    /// Search depth (plies, or empties for the endgame) the bounds hold for.
    pub depth: u8,
    /// Best move's square index, or [`NO_MOVE`].
    pub best: u8,
    generation: u8,
}

/// The key of a board: a 64-bit hash of both bitboards and the kind (never 0 for a real board, so
/// an empty slot never matches).
#[inline]
fn key(p: u64, o: u64, kind: Kind) -> u64 {
    let h = mix(p ^ mix(o ^ (kind as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)));
    h | 1
}

/// A 64-bit finaliser (MurmurHash3's fmix64): every input bit affects every output bit.
#[inline]
fn mix(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

/// Two entries that share a cache line; see the module doc.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(32))]
struct Bucket([Entry; 2]);

// SAFETY: a bucket is integers only; all-zero bytes are two empty entries (key 0 never matches).
unsafe impl Zeroable for Bucket {}

/// The table; see the module doc.
pub struct Table {
    buckets: ZeroedArray<Bucket>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of at most `mb` megabytes (at least 1024 entries; a power of two).
    pub fn new(mb: usize) -> Table {
        let wanted = (mb.max(1) << 20) / std::mem::size_of::<Bucket>();
        let len = (1usize << wanted.ilog2()).max(512);
        Table {
            buckets: ZeroedArray::new(len),
            mask: len - 1,
            generation: 1,
        }
    }

    /// A new, empty table of the same size.
    pub fn same_size(&self) -> Table {
        Table {
            buckets: ZeroedArray::new(self.buckets.len()),
            mask: self.mask,
            generation: 1,
        }
    }

    /// Makes this table a copy of `other` (for example to give a helper thread what a first search
    /// stored). Panics if the sizes differ: make the copy with [`Table::same_size`].
    pub fn copy_from(&mut self, other: &Table) {
        self.buckets.copy_from_slice(&other.buckets);
        self.generation = other.generation;
    }

    /// Starts a new search: older entries become the first to go.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }

    /// The index of the bucket of `key` (bits from 33 up: the low bit is always set, and bit 32
    /// chose between the two halves of a bucket before buckets were a type).
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        ((key >> 33) as usize) & self.mask
    }

    /// The entry for this board, if stored.
    #[inline]
    pub fn probe(&self, p: u64, o: u64, kind: Kind) -> Option<Entry> {
        let k = key(p, o, kind);
        self.buckets[self.bucket(k)]
            .0
            .iter()
            .find(|e| e.key == k)
            .copied()
    }

    /// Asks the processor to start loading this board's bucket, so that a [`Table::probe`] soon after
    /// does not wait for memory: probing several boards in a row overlaps their cache misses. A hint
    /// only (no effect on results; nothing on targets without a prefetch instruction).
    #[inline]
    pub fn prefetch(&self, p: u64, o: u64, kind: Kind) {
        #[cfg(target_arch = "x86_64")]
        {
            let bucket = &self.buckets[self.bucket(key(p, o, kind))];
            // SAFETY: prefetching is a hint that never faults; the pointer is to a live bucket.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>((bucket as *const Bucket).cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (p, o, kind);
    }

    /// Records that the score of this board lies in `lower..=upper` at `depth`, with best move `best`.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        p: u64,
        o: u64,
        kind: Kind,
        depth: u8,
        lower: i16,
        upper: i16,
        best: u8,
    ) {
        let k = key(p, o, kind);
        let generation = self.generation;
        let i = self.bucket(k);
        let bucket = &mut self.buckets[i].0;
        let fresh = Entry {
            key: k,
            lower,
            upper,
            depth,
            best,
            generation,
        };
        let same = |e: &Entry| e.key == k;
        let slot = if same(&bucket[0]) {
            0
        } else if same(&bucket[1]) {
            1
        } else if depth >= bucket[0].depth || bucket[0].generation != generation {
            bucket[1] = bucket[0];
            0
        } else {
            1
        };
        let old = bucket[slot];
        if same(&old) && old.depth > depth && old.generation == generation {
            return; // keep the deeper result for this board
        }
        if same(&old) && old.depth == depth {
            // Both results hold at this depth: keep their intersection (e.g. two null windows).
            let (lo, up) = (old.lower.max(lower), old.upper.min(upper));
            if lo <= up {
                let best = if best == NO_MOVE { old.best } else { best };
                bucket[slot] = Entry {
                    lower: lo,
                    upper: up,
                    best,
                    ..fresh
                };
                return;
            }
        }
        bucket[slot] = fresh;
    }
}
