//! The load generator (to come): N games over real WebSockets on loopback.

fn main() {}
