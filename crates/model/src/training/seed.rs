//! The seeded choices of training (the stream's next puzzle, the daily one, a run's next): one
//! 64-bit mix, the same on every target and build, so a seed names the same choice everywhere.

/// A 64-bit mix of `x` (SplitMix64's finaliser): the same everywhere, for every build.
pub(crate) fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
