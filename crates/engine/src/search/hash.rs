//! The transposition table: what earlier searches proved about a board, keyed by its two bitboards.
//!
//! Representation: a fixed-size array of 32-byte buckets of two 16-byte slots (each one
//! [`Entry`]), a power of two long. A bucket is aligned to 32 bytes, so it never straddles a cache
//! line: one probe is one memory access (with a 16-byte alignment half of the buckets spanned two
//! lines). Slot 0 of a bucket is depth-preferred (replaced only by a search at least as deep, or by
//! an entry from an older search), slot 1 is always-replace. An
//! entry keeps a 64-bit hash of the board and the kind as its key (the bucket index uses part of the
//! same hash): two boards sharing a key would need a 64-bit collision, which over the billions of
//! probes of a long solve has a chance of about 1e-10, so a hit is taken as the board's. The entry
//! holds a pair of bounds `lower <= score <= upper` proven at `depth`. Keeping the key in 8 bytes
//! instead of the 16 of both bitboards fits twice as many boards in the same memory, which the
//! endgame solver turns into fewer nodes (it fills any table).
//!
//! Each entry is two 64-bit words, written and read without locks (relaxed atomics, plain moves on
//! x86): the entry's fields packed into one word, and the key XOR that word in the other. So threads
//! can share a table ([`super::parallel`]): a slot that two threads wrote at once may hold one's key
//! word and the other's data word, and then it matches no board and reads as empty.
//!
//! Midgame entries (centi-disc estimates at a depth) and endgame entries (exact disc differences) must
//! never meet: the caller passes a different [`Kind`], which is hashed into the key.

use super::pages::{Zeroable, ZeroedArray};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

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

/// One stored board: bounds proven at `depth`, and the best move found ([`NO_MOVE`] = none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Entry {
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

impl Entry {
    /// The entry in 56 bits: lower, upper, depth, best, generation from the low bits up.
    fn encode(self) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.depth) << 32
            | u64::from(self.best) << 40
            | u64::from(self.generation) << 48
    }

    fn decode(d: u64) -> Entry {
        Entry {
            lower: d as u16 as i16,
            upper: (d >> 16) as u16 as i16,
            depth: (d >> 32) as u8,
            best: (d >> 40) as u8,
            generation: (d >> 48) as u8,
        }
    }
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

/// One stored entry: the key XOR the encoded entry, and the encoded entry. Two threads writing the
/// same slot at once can leave one's key word with the other's data word; the XOR then matches no
/// board, so a torn slot reads as empty instead of as a wrong entry.
#[derive(Default, Debug)]
#[repr(C)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// `(key, entry)` as stored (key 0: empty or torn).
    #[inline]
    fn read(&self) -> (u64, Entry) {
        let d = self.data.load(Relaxed);
        (self.check.load(Relaxed) ^ d, Entry::decode(d))
    }

    #[inline]
    fn write(&self, key: u64, e: Entry) {
        let d = e.encode();
        self.data.store(d, Relaxed);
        self.check.store(key ^ d, Relaxed);
    }
}

/// Two entries that share a cache line; see the module doc.
#[derive(Default, Debug)]
#[repr(C, align(32))]
struct Bucket([Slot; 2]);

// SAFETY: a bucket is atomic integers only; all-zero bytes are two empty slots (key 0 never matches).
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

    /// Starts a new search: older entries become the first to go.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        for slot in self.buckets.iter().flat_map(|b| &b.0) {
            slot.write(0, Entry::default());
        }
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
            .map(Slot::read)
            .find(|&(key, _)| key == k)
            .map(|(_, e)| e)
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
    /// Through a shared reference: threads may store into one table at once (see the module doc).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn store(&self, p: u64, o: u64, kind: Kind, depth: u8, lower: i16, upper: i16, best: u8) {
        let k = key(p, o, kind);
        let generation = self.generation;
        let slots = &self.buckets[self.bucket(k)].0;
        let (k0, e0) = slots[0].read();
        let (k1, e1) = slots[1].read();
        let fresh = Entry {
            lower,
            upper,
            depth,
            best,
            generation,
        };
        let (slot, old) = if k0 == k {
            (0, Some(e0))
        } else if k1 == k {
            (1, Some(e1))
        } else if depth >= e0.depth || e0.generation != generation {
            slots[1].write(k0, e0);
            (0, None)
        } else {
            (1, None)
        };
        let entry = match old {
            Some(old) if old.depth > depth && old.generation == generation => return, // keep the deeper result
            Some(old) if old.depth == depth => merge(old, fresh),
            _ => fresh,
        };
        slots[slot].write(k, entry);
    }
}

/// Two results for the same board at the same depth: both hold, so keep their intersection (e.g. two
/// null windows); the newer one alone if they disagree (as the table always did).
fn merge(old: Entry, fresh: Entry) -> Entry {
    let (lower, upper) = (old.lower.max(fresh.lower), old.upper.min(fresh.upper));
    if lower > upper {
        return fresh;
    }
    let best = if fresh.best == NO_MOVE {
        old.best
    } else {
        fresh.best
    };
    Entry {
        lower,
        upper,
        best,
        ..fresh
    }
}
