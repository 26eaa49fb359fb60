//! The file format of the trained evaluation's weights (`eval_weights.bin`), made small for the
//! worker's download.
//!
//! The weights are `i16` centi-discs, and most of them are 0: pattern configurations that no
//! training position showed (806,382 of the 1,138,850 shipped). The file holds, in order:
//!
//! 1. the magic [`MAGIC`], the number of weights `count` (`u32`, little-endian) and the `step`
//!    (`u8`, at least 1): every weight is a multiple of it;
//! 2. a bitmap of `ceil(count / 8)` bytes: bit `i % 8` of byte `i / 8` is set when weight `i` is
//!    not 0 (the bits past `count` are 0);
//! 3. for each weight that is not 0, in order, its quotient by `step`: one byte (`i8`, never 0 or
//!    -128), or the byte `0x80` then the quotient as an `i16`, little-endian, when it does not fit.
//!
//! So a file has exactly one reading: [`unpack`] refuses anything else (a zero quotient, a
//! quotient escaped that fitted in a byte, bytes left over), and `pack(&unpack(f)?, step) == f`.
//! Zeros cost a bit each in the bitmap, and the values that follow are mostly single bytes: gzip
//! makes far less of plain `i16`s, whose zeros and small values it must find among the others.
//!
//! [`pack`] can round each weight to a multiple of a step, for a smaller file. The shipped file uses
//! [`SHIPPED_STEP`], 1: every weight exactly as fitted, 452 KB gzipped instead of 596 KB for plain
//! `i16`s. Step 2 would make it 383 KB and move the held-out errors at 24 empties by under 0.01
//! disc, but it changes the solver's and Willy's searches (`docs/experiments/weights-packing.md`).

use std::fmt;

/// The first four bytes of a weights file.
pub const MAGIC: [u8; 4] = *b"ETW1";

/// The step the fitter packs the shipped weights with, in centi-discs: 1, no rounding.
pub const SHIPPED_STEP: u8 = 1;

/// Bytes before the bitmap: the magic, the count and the step.
const HEADER: usize = 9;

/// The escape byte: an `i16` quotient follows.
const ESCAPE: u8 = 0x80;

/// Why bytes are not a weights file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsError {
    /// The file does not start with [`MAGIC`].
    NotWeights,
    /// The step is 0.
    ZeroStep,
    /// The file ends before its last weight.
    Truncated,
    /// A bitmap bit past the count is set.
    BitPastCount,
    /// The weight at this index is marked as not 0 but its quotient is 0, or it was escaped
    /// although it fits in a byte.
    NotCanonical(usize),
    /// The weight at this index, its quotient times the step, does not fit in an `i16`.
    Overflow(usize),
    /// Bytes follow the last weight.
    TrailingBytes(usize),
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::NotWeights => write!(f, "not a weights file (no ETW1 header)"),
            WeightsError::ZeroStep => write!(f, "the weights file's step is 0"),
            WeightsError::Truncated => write!(f, "the weights file ends too early"),
            WeightsError::BitPastCount => {
                write!(f, "the weights file marks a weight past its count")
            }
            WeightsError::NotCanonical(i) => write!(f, "weight {i} is encoded the wrong way"),
            WeightsError::Overflow(i) => write!(f, "weight {i} is out of range"),
            WeightsError::TrailingBytes(n) => write!(f, "{n} bytes follow the last weight"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// The file holding `weights`, each rounded to the nearest multiple of `step` (a weight halfway
/// between two goes to the one whose quotient is even, so rounding adds no bias; the extremes stay
/// inside the `i16` range).
///
/// # Panics
/// When `step` is 0 or there are more than `u32::MAX` weights.
pub fn pack(weights: &[i16], step: u8) -> Vec<u8> {
    assert!(step > 0, "the step of a weights file is at least 1");
    let count = u32::try_from(weights.len()).expect("at most u32::MAX weights");
    let step = i32::from(step);
    let quotients = weights.iter().map(|&w| {
        let q = (f64::from(w) / f64::from(step)).round_ties_even() as i32;
        q.clamp(i32::from(i16::MIN) / step, i32::from(i16::MAX) / step) as i16
    });
    let mut bitmap = vec![0u8; weights.len().div_ceil(8)];
    let mut values = Vec::new();
    for (i, q) in quotients.enumerate() {
        if q == 0 {
            continue;
        }
        bitmap[i / 8] |= 1 << (i % 8);
        match i8::try_from(q) {
            Ok(b) if b != i8::MIN => values.push(b as u8),
            _ => {
                values.push(ESCAPE);
                values.extend_from_slice(&q.to_le_bytes());
            }
        }
    }
    let mut file = Vec::with_capacity(HEADER + bitmap.len() + values.len());
    file.extend_from_slice(&MAGIC);
    file.extend_from_slice(&count.to_le_bytes());
    file.push(step as u8);
    file.extend_from_slice(&bitmap);
    file.extend_from_slice(&values);
    file
}

/// The weights a file holds (see the module doc for what it refuses).
pub fn unpack(file: &[u8]) -> Result<Vec<i16>, WeightsError> {
    if file.len() < HEADER || file[..4] != MAGIC {
        return Err(WeightsError::NotWeights);
    }
    let count = u32::from_le_bytes([file[4], file[5], file[6], file[7]]) as usize;
    let step = i32::from(file[8]);
    if step == 0 {
        return Err(WeightsError::ZeroStep);
    }
    let bitmap = file
        .get(HEADER..HEADER + count.div_ceil(8))
        .ok_or(WeightsError::Truncated)?;
    if !count.is_multiple_of(8) && bitmap[count / 8] >> (count % 8) != 0 {
        return Err(WeightsError::BitPastCount);
    }
    let mut values = Values {
        bytes: &file[HEADER + bitmap.len()..],
        at: 0,
    };
    let mut weights = vec![0i16; count];
    for (i, w) in weights.iter_mut().enumerate() {
        if bitmap[i / 8] >> (i % 8) & 1 == 1 {
            let q = values.next(i)?;
            *w = i16::try_from(i32::from(q) * step).map_err(|_| WeightsError::Overflow(i))?;
        }
    }
    match values.bytes.len() - values.at {
        0 => Ok(weights),
        n => Err(WeightsError::TrailingBytes(n)),
    }
}

/// The values part of a file, read from the front.
struct Values<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Values<'_> {
    /// The quotient of weight `i`, which the bitmap marks as not 0.
    fn next(&mut self, i: usize) -> Result<i16, WeightsError> {
        let &b = self.bytes.get(self.at).ok_or(WeightsError::Truncated)?;
        self.at += 1;
        if b != ESCAPE {
            return match b as i8 {
                0 => Err(WeightsError::NotCanonical(i)),
                q => Ok(i16::from(q)),
            };
        }
        let pair = self
            .bytes
            .get(self.at..self.at + 2)
            .ok_or(WeightsError::Truncated)?;
        self.at += 2;
        let q = i16::from_le_bytes([pair[0], pair[1]]);
        match i8::try_from(q) {
            Ok(b) if b != i8::MIN => Err(WeightsError::NotCanonical(i)),
            _ => Ok(q),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Weights of every kind: zeros, small, escaped (beyond a byte, and -128 itself), extremes.
    fn sample() -> Vec<i16> {
        let mut w = vec![
            0, 1, -1, 4, -4, 127, -127, -128, 128, 508, -512, 2068, -1491, 0, 0,
        ];
        w.extend([i16::MAX, i16::MIN, 6, -6, 10, 0, 0, 3]);
        assert_eq!(
            w.len() % 8,
            7,
            "the last bitmap byte has a bit past the count"
        );
        w
    }

    #[test]
    fn step_one_round_trips_every_weight_exactly() {
        let w = sample();
        assert_eq!(unpack(&pack(&w, 1)), Ok(w));
    }

    #[test]
    fn a_larger_step_rounds_each_weight_to_its_nearest_multiple() {
        let w = sample();
        let back = unpack(&pack(&w, 4)).unwrap();
        for (a, b) in w.iter().zip(&back) {
            if a.unsigned_abs() > 32_000 {
                continue; // clamped into the i16 range, tested below
            }
            assert_eq!(b % 4, 0, "{b} is not a multiple of 4");
            assert!((i32::from(*a) - i32::from(*b)).abs() <= 2, "{a} became {b}");
        }
        assert_eq!(
            &back[..5],
            &[0, 0, 0, 4, -4],
            "0.25 rounds to 0, 1 step stays"
        );
        assert_eq!(
            &back[15..17],
            &[8191 * 4, -8192 * 4],
            "the extremes stay in range"
        );
    }

    #[test]
    fn packing_what_was_unpacked_gives_the_same_bytes() {
        for step in [1, 2, 4, 8, 255] {
            let file = pack(&sample(), step);
            assert_eq!(pack(&unpack(&file).unwrap(), step), file, "step {step}");
        }
    }

    #[test]
    fn zeros_cost_one_bit_each() {
        let file = pack(&vec![0; 800], 4);
        assert_eq!(file.len(), HEADER + 100);
        assert_eq!(unpack(&file), Ok(vec![0; 800]));
    }

    #[test]
    fn every_truncation_is_refused() {
        let file = pack(&sample(), 2);
        for len in 0..file.len() {
            assert!(unpack(&file[..len]).is_err(), "{len} bytes accepted");
        }
    }

    #[test]
    fn malformed_files_are_refused_with_their_reason() {
        let file = pack(&sample(), 4);
        let with = |i: usize, b: u8| {
            let mut f = file.clone();
            f[i] = b;
            unpack(&f)
        };
        assert_eq!(with(0, b'X'), Err(WeightsError::NotWeights));
        assert_eq!(with(8, 0), Err(WeightsError::ZeroStep));
        assert_eq!(with(HEADER + 2, 0xff), Err(WeightsError::BitPastCount));
        let mut longer = file.clone();
        longer.push(1);
        assert_eq!(unpack(&longer), Err(WeightsError::TrailingBytes(1)));
        // Weight 3, the first one not 0, given the quotient 0.
        assert_eq!(with(HEADER + 3, 0), Err(WeightsError::NotCanonical(3)));
        let big = pack(&[i16::MAX / 255 * 255], 255);
        assert_eq!(unpack(&big), Ok(vec![i16::MAX / 255 * 255]));
        let mut over = big.clone();
        over[HEADER + 2] = 129; // the escaped quotient 128 becomes 129
        assert_eq!(unpack(&over), Err(WeightsError::Overflow(0)));
    }

    #[test]
    fn a_quotient_escaped_needlessly_is_refused() {
        let mut file = pack(&[5], 1);
        file.truncate(HEADER + 1);
        file.extend_from_slice(&[ESCAPE, 5, 0]);
        assert_eq!(unpack(&file), Err(WeightsError::NotCanonical(0)));
    }

    #[test]
    fn the_messages_say_what_is_wrong() {
        assert!(WeightsError::Truncated
            .to_string()
            .contains("ends too early"));
        assert!(WeightsError::Overflow(7).to_string().contains("weight 7"));
    }
}
