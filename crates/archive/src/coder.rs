//! A range coder (Subbotin's carry-less one, 32 bits) and the adaptive frequency table that feeds it.
//!
//! A symbol is coded as its cumulative frequency `cum`, its frequency `freq` and the table's total
//! `total`, with `0 < freq`, `cum + freq <= total <= MAX_TOTAL`. Invariant: after every step the
//! range is at least `BOTTOM` (2^16), so `range / total >= 1` and no division is by zero. The
//! decoder never panics: past the end of its bytes it reads zeros, and a symbol it reads is clamped
//! into `0..total`, so garbage decodes to some symbol sequence (the file's checksum refuses it).

/// The largest total a frequency table may have (the range's lower bound).
pub const MAX_TOTAL: u32 = 1 << 16;
const TOP: u32 = 1 << 24;
const BOTTOM: u32 = 1 << 16;

/// Writes symbols into bytes.
#[derive(Default)]
pub struct Encoder {
    low: u32,
    range: u32,
    out: Vec<u8>,
}

impl Encoder {
    /// An empty stream.
    pub fn new() -> Encoder {
        Encoder {
            low: 0,
            range: u32::MAX,
            out: Vec::new(),
        }
    }

    /// Codes the symbol `[cum, cum + freq)` of `total`.
    pub fn encode(&mut self, cum: u32, freq: u32, total: u32) {
        debug_assert!(freq > 0 && cum + freq <= total && total <= MAX_TOTAL);
        self.range /= total;
        self.low = self.low.wrapping_add(cum * self.range);
        self.range *= freq;
        self.normalize();
    }

    fn normalize(&mut self) {
        loop {
            if (self.low ^ self.low.wrapping_add(self.range)) >= TOP {
                if self.range >= BOTTOM {
                    return;
                }
                self.range = self.low.wrapping_neg() & (BOTTOM - 1);
            }
            self.out.push((self.low >> 24) as u8);
            self.low <<= 8;
            self.range <<= 8;
        }
    }

    /// The bytes, after the last symbol.
    pub fn finish(mut self) -> Vec<u8> {
        for _ in 0..4 {
            self.out.push((self.low >> 24) as u8);
            self.low <<= 8;
        }
        self.out
    }
}

/// Reads symbols from bytes written by an [`Encoder`].
pub struct Decoder<'a> {
    low: u32,
    range: u32,
    code: u32,
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Decoder<'a> {
    /// A stream over `bytes`.
    pub fn new(bytes: &'a [u8]) -> Decoder<'a> {
        let mut d = Decoder {
            low: 0,
            range: u32::MAX,
            code: 0,
            bytes,
            at: 0,
        };
        for _ in 0..4 {
            d.code = (d.code << 8) | d.next_byte() as u32;
        }
        d
    }

    fn next_byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    /// The cumulative frequency the next symbol falls on, in `0..total`; then call
    /// [`Decoder::consume`] with that symbol's interval.
    pub fn peek(&mut self, total: u32) -> u32 {
        self.range /= total;
        (self.code.wrapping_sub(self.low) / self.range).min(total - 1)
    }

    /// Takes the symbol `[cum, cum + freq)` that [`Decoder::peek`] fell in.
    pub fn consume(&mut self, cum: u32, freq: u32) {
        self.low = self.low.wrapping_add(cum * self.range);
        self.range *= freq;
        loop {
            if (self.low ^ self.low.wrapping_add(self.range)) >= TOP {
                if self.range >= BOTTOM {
                    return;
                }
                self.range = self.low.wrapping_neg() & (BOTTOM - 1);
            }
            self.code = (self.code << 8) | self.next_byte() as u32;
            self.low <<= 8;
            self.range <<= 8;
        }
    }

    /// True when the decoder read exactly its bytes (the last symbol's flush included).
    pub fn at_end(&self) -> bool {
        self.at == self.bytes.len()
    }
}

/// An adaptive frequency table over `0..n`: every symbol starts at 1 and gains `STEP` when coded;
/// all counts are halved (kept above 0) before the total would pass [`MAX_TOTAL`].
#[derive(Clone)]
pub struct Adaptive {
    counts: Vec<u32>,
    total: u32,
}

const STEP: u32 = 24;

impl Adaptive {
    /// A table of `n` symbols (`1 <= n <= 1024`), all equally likely.
    pub fn new(n: usize) -> Adaptive {
        Adaptive {
            counts: vec![1; n],
            total: n as u32,
        }
    }

    /// Codes `symbol` (below `n`) and learns it.
    pub fn encode(&mut self, e: &mut Encoder, symbol: usize) {
        let cum: u32 = self.counts[..symbol].iter().sum();
        e.encode(cum, self.counts[symbol], self.total);
        self.learn(symbol);
    }

    /// Reads a symbol and learns it.
    pub fn decode(&mut self, d: &mut Decoder) -> usize {
        let target = d.peek(self.total);
        let (mut cum, mut symbol) = (0, 0);
        while cum + self.counts[symbol] <= target {
            cum += self.counts[symbol];
            symbol += 1;
        }
        d.consume(cum, self.counts[symbol]);
        self.learn(symbol);
        symbol
    }

    fn learn(&mut self, symbol: usize) {
        self.counts[symbol] += STEP;
        self.total += STEP;
        if self.total > MAX_TOTAL - STEP {
            for c in &mut self.counts {
                *c = c.div_ceil(2);
            }
            self.total = self.counts.iter().sum();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_come_back_in_order() {
        let symbols: Vec<usize> = (0..20_000).map(|i| (i * 7919 % 13) % (1 + i % 5)).collect();
        let mut e = Encoder::new();
        let mut m = Adaptive::new(5);
        symbols.iter().for_each(|&s| m.encode(&mut e, s));
        let bytes = e.finish();
        let mut d = Decoder::new(&bytes);
        let mut m = Adaptive::new(5);
        let back: Vec<usize> = symbols.iter().map(|_| m.decode(&mut d)).collect();
        assert_eq!(back, symbols);
        assert!(d.at_end());
    }

    #[test]
    fn garbage_decodes_without_panicking() {
        let mut d = Decoder::new(&[0xff; 3]);
        let mut m = Adaptive::new(7);
        for _ in 0..100 {
            assert!(m.decode(&mut d) < 7);
        }
    }
}
