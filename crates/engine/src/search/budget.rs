//! The search's budget: counts nodes and asks the [`Host`] for the time and the stop flag every
//! [`CHECK_EVERY`] nodes, so a search stops within a few thousand nodes of its limit.
//!
//! Invariant: once [`Budget::stopped`] is true it stays true; every search function returns at once
//! (with a meaningless score that callers discard) when it sees it. The deadline starts at the
//! move's usual time ([`Limits::time_ms`]) and only ever moves later, never past
//! [`Limits::max_time_ms`].

use super::limits::{Host, Limits};

/// Nodes between two looks at the clock and the stop flag.
pub const CHECK_EVERY: u64 = 2048;

/// Node and time accounting for one call of [`Search::run`](super::Search::run).
pub struct Budget<'h> {
    host: &'h mut dyn Host,
    /// Nodes searched so far.
    pub nodes: u64,
    node_limit: u64,
    /// The current deadline: [`Limits::time_ms`], or later for a hard move.
    time_ms: Option<u64>,
    /// The latest the deadline may move to.
    max_ms: Option<u64>,
    next_check: u64,
    stopped: bool,
}

impl<'h> Budget<'h> {
    /// A budget for `limits`, asking `host` for the time.
    pub fn new(limits: &Limits, host: &'h mut dyn Host) -> Budget<'h> {
        Budget {
            host,
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            time_ms: limits.time_ms,
            max_ms: limits.max_time_ms.max(limits.time_ms),
            next_check: 0,
            stopped: false,
        }
    }

    /// Counts one node; true when the search must stop.
    #[inline(always)]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.check();
        }
        self.stopped
    }

    /// True when the search must stop (sticky).
    #[inline(always)]
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Looks at the node limit, the stop flag and the clock now.
    pub fn check(&mut self) {
        self.next_check = self.nodes + CHECK_EVERY.min(self.node_limit);
        let out_of_time = self.time_ms.is_some_and(|t| self.host.elapsed_ms() >= t);
        if self.nodes >= self.node_limit || out_of_time || self.host.stopped() {
            self.stopped = true;
        }
    }

    /// Milliseconds since the search began, from the host.
    pub fn elapsed_ms(&mut self) -> u64 {
        self.host.elapsed_ms()
    }

    /// The current deadline, if any.
    pub fn time_ms(&self) -> Option<u64> {
        self.time_ms
    }

    /// Moves the deadline to `ms` after the start, or to [`Limits::max_time_ms`] if that comes
    /// first; never earlier than it is. No effect without a time limit or with no time to add.
    pub fn extend_to(&mut self, ms: u64) {
        if let (Some(t), Some(max)) = (self.time_ms, self.max_ms) {
            self.time_ms = Some(t.max(ms.min(max)));
        }
    }

    /// Moves the deadline as late as the limits allow ([`Budget::extend_to`] the maximum).
    pub fn extend_to_max(&mut self) {
        if let Some(max) = self.max_ms {
            self.extend_to(max);
        }
    }

    /// Starts the next stage of the same search afresh within `limits` (their deadline, not
    /// stopped), with the nodes counted so far.
    pub fn restart(&mut self, limits: &Limits) {
        self.node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        self.time_ms = limits.time_ms;
        self.max_ms = limits.max_time_ms.max(limits.time_ms);
        self.next_check = 0;
        self.stopped = false;
    }

    /// Hands a report to the host's listener.
    pub fn progress(&mut self, report: &super::limits::Report) {
        self.host.progress(report);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Quiet;

    #[test]
    fn the_deadline_moves_only_later_and_never_past_the_maximum() {
        let mut host = Quiet;
        let mut b = Budget::new(&Limits::game(100, 250), &mut host);
        b.extend_to(50);
        assert_eq!(b.time_ms(), Some(100));
        b.extend_to(200);
        assert_eq!(b.time_ms(), Some(200));
        b.extend_to(1_000);
        assert_eq!(b.time_ms(), Some(250));
        let mut host = Quiet;
        let mut fixed = Budget::new(&Limits::time(100), &mut host);
        fixed.extend_to_max();
        assert_eq!(fixed.time_ms(), Some(100));
    }
}
