//! The limits that keep one address from taking the server: connections at once, games created a
//! minute, messages a second, and how much abuse a connection may cause before it is closed.
//!
//! Representation: each rate is a token [`Bucket`] on time passed in ([`Ms`]), so it is tested
//! with fake time; [`Addresses`] counts each address's connections and holds its bucket of game
//! creations, and forgets an address once it has no connection and a full bucket.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use crate::clock::Ms;

/// The limits a server applies (see `docs/online.md` for what each defends).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Limits {
    /// WebSocket connections open at once from one address.
    pub connections_per_address: u32,
    /// Games one address may create a minute.
    pub games_per_minute: u32,
    /// Messages a connection may send a second, on average.
    pub messages_per_second: u32,
    /// Messages a connection may send at once above that rate.
    pub message_burst: u32,
    /// Refusals for abuse (malformed, oversized, rate-limited messages) a connection may cause in
    /// a row before it is closed; one is forgiven every 10 s.
    pub strikes: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections_per_address: 64,
            games_per_minute: 20,
            messages_per_second: 10,
            message_burst: 20,
            strikes: 10,
        }
    }
}

/// A token bucket: `burst` tokens at most, refilled at `per_ms` a millisecond.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Bucket {
    tokens: f64,
    burst: f64,
    per_ms: f64,
    last: Ms,
}

impl Bucket {
    /// A full bucket of `burst` tokens, refilled at `per_second`.
    pub fn new(burst: u32, per_second: f64, now: Ms) -> Bucket {
        Bucket {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            per_ms: per_second / 1_000.0,
            last: now,
        }
    }

    fn refill(&mut self, now: Ms) {
        let elapsed = now.saturating_sub(self.last) as f64;
        self.tokens = (self.tokens + elapsed * self.per_ms).min(self.burst);
        self.last = self.last.max(now);
    }

    /// Takes a token at `now`: false when none is left (then nothing is taken).
    pub fn take(&mut self, now: Ms) -> bool {
        self.refill(now);
        let ok = self.tokens >= 1.0;
        if ok {
            self.tokens -= 1.0;
        }
        ok
    }

    /// True when the bucket is full at `now`.
    pub fn is_full(&mut self, now: Ms) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }
}

#[derive(Debug)]
struct Address {
    connections: u32,
    creations: Bucket,
}

/// Every address's connections and game creations.
#[derive(Debug)]
pub struct Addresses {
    limits: Limits,
    table: Mutex<HashMap<IpAddr, Address>>,
}

/// One connection counted for its address; dropping it lets the address open another.
#[derive(Debug)]
pub struct Admission {
    addresses: Arc<Addresses>,
    address: IpAddr,
}

impl Addresses {
    /// No address seen yet.
    pub fn new(limits: Limits) -> Addresses {
        Addresses {
            limits,
            table: Mutex::new(HashMap::new()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Address>> {
        self.table
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn entry(&self, now: Ms) -> Address {
        let per_second = f64::from(self.limits.games_per_minute) / 60.0;
        Address {
            connections: 0,
            creations: Bucket::new(self.limits.games_per_minute, per_second, now),
        }
    }

    /// Counts a new connection from `address`; `None` when it has too many already.
    pub fn admit(self: &Arc<Self>, address: IpAddr, now: Ms) -> Option<Admission> {
        let mut table = self.lock();
        let entry = table.entry(address).or_insert_with(|| self.entry(now));
        if entry.connections >= self.limits.connections_per_address {
            return None;
        }
        entry.connections += 1;
        Some(Admission {
            addresses: Arc::clone(self),
            address,
        })
    }

    /// Takes one game creation for `address` at `now`: false when over the rate.
    pub fn may_create(&self, address: IpAddr, now: Ms) -> bool {
        let mut table = self.lock();
        let entry = table.entry(address).or_insert_with(|| self.entry(now));
        entry.creations.take(now)
    }

    /// Forgets the addresses with no connection and a full bucket.
    pub fn sweep(&self, now: Ms) {
        self.lock()
            .retain(|_, a| a.connections > 0 || !a.creations.is_full(now));
    }

    /// The addresses remembered now.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// True when no address is remembered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Drop for Admission {
    fn drop(&mut self) {
        if let Some(entry) = self.addresses.lock().get_mut(&self.address) {
            entry.connections = entry.connections.saturating_sub(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let mut bucket = Bucket::new(3, 10.0, 0);
        assert!((0..3).all(|_| bucket.take(0)));
        assert!(!bucket.take(0));
        assert!(!bucket.take(99));
        assert!(bucket.take(100));
        assert!(!bucket.is_full(100));
        assert!(bucket.is_full(400));
    }

    #[test]
    fn an_address_has_so_many_connections_and_creations() {
        let limits = Limits {
            connections_per_address: 2,
            games_per_minute: 2,
            ..Limits::default()
        };
        let addresses = Arc::new(Addresses::new(limits));
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        let first = addresses.admit(ip, 0).unwrap();
        let _second = addresses.admit(ip, 0).unwrap();
        assert!(addresses.admit(ip, 0).is_none());
        drop(first);
        assert!(addresses.admit(ip, 0).is_some());
        assert!(addresses.may_create(ip, 0) && addresses.may_create(ip, 0));
        assert!(!addresses.may_create(ip, 1_000));
        assert!(addresses.may_create(ip, 30_000));
        addresses.sweep(1_000_000);
        assert_eq!(addresses.len(), 1, "still connected");
    }
}
