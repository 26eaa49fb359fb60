//! The search's budget: counts nodes and asks the [`Host`] for the time and the stop flag every
//! [`CHECK_EVERY`] nodes, so a search stops within a few thousand nodes of its limit.
//!
//! Invariant: once [`Budget::stopped`] is true it stays true; every search function returns at once
//! (with a meaningless score that callers discard) when it sees it.

use super::{Host, Limits};

/// Nodes between two looks at the clock and the stop flag.
pub const CHECK_EVERY: u64 = 2048;

/// Node and time accounting for one call of [`Search::run`](super::Search::run).
pub struct Budget<'h> {
    host: &'h mut dyn Host,
    /// Nodes searched so far.
    pub nodes: u64,
    node_limit: u64,
    time_ms: Option<u64>,
    next_check: u64,
    stopped: bool,
}

impl<'h> Budget<'h> {
    /// A budget for `limits`, asking `host` for the time.
    pub fn new(limits: &Limits, host: &'h mut dyn Host) -> Budget<'h> {
        Budget {
            host,
            nodes: 0,
            node_limit: limits.nodes.max(1),
            time_ms: limits.time_ms,
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

    /// The time limit, if any.
    pub fn time_ms(&self) -> Option<u64> {
        self.time_ms
    }

    /// Hands a report to the host's listener.
    pub fn progress(&mut self, report: &super::Report) {
        self.host.progress(report);
    }
}
