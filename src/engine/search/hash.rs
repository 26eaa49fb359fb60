//! The transposition table: what earlier searches proved about a board, keyed by its two bitboards.
//!
//! Representation: a fixed-size `Vec` of 16-byte [`Entry`], a power of two long, read in buckets of
//! two (a bucket never straddles a cache line). Slot 0 of a bucket is depth-preferred (replaced only
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

/// The table; see the module doc.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of at most `mb` megabytes (at least 1024 entries; a power of two).
    pub fn new(mb: usize) -> Table {
        let wanted = (mb.max(1) << 20) / std::mem::size_of::<Entry>();
        let len = (1usize << wanted.ilog2()).max(1024);
        Table {
            entries: vec![Entry::default(); len],
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
        self.entries.fill(Entry::default());
    }

    /// The first slot of the bucket of `key` (the key's high bits: its low bit is always set).
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        ((key >> 32) as usize) & self.mask & !1
    }

    /// The entry for this board, if stored.
    #[inline]
    pub fn probe(&self, p: u64, o: u64, kind: Kind) -> Option<Entry> {
        let k = key(p, o, kind);
        let i = self.bucket(k);
        self.entries[i..i + 2].iter().find(|e| e.key == k).copied()
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
        let i = self.bucket(k);
        let fresh = Entry {
            key: k,
            lower,
            upper,
            depth,
            best,
            generation: self.generation,
        };
        let same = |e: &Entry| e.key == k;
        let slot = if same(&self.entries[i]) {
            i
        } else if same(&self.entries[i + 1]) {
            i + 1
        } else if depth >= self.entries[i].depth || self.entries[i].generation != self.generation {
            self.entries[i + 1] = self.entries[i];
            i
        } else {
            i + 1
        };
        let old = self.entries[slot];
        if same(&old) && old.depth > depth && old.generation == self.generation {
            return; // keep the deeper result for this board
        }
        if same(&old) && old.depth == depth {
            // Both results hold at this depth: keep their intersection (e.g. two null windows).
            let (lo, up) = (old.lower.max(lower), old.upper.min(upper));
            if lo <= up {
                let best = if best == NO_MOVE { old.best } else { best };
                self.entries[slot] = Entry {
                    lower: lo,
                    upper: up,
                    best,
                    ..fresh
                };
                return;
            }
        }
        self.entries[slot] = fresh;
    }
}
