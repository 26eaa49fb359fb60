//! E-Thello's online games: the server that keeps them.
//!
//! Two people play by link: one creates a game and sends the invite link, the other opens it and
//! takes the free seat; anyone after them watches. The game is the server's: every move is checked
//! by the engine ([`ethello_engine`], its API only), the clocks run here, and every accepted change
//! is stored in SQLite before it is acknowledged.
//!
//! The layers, each depending only on those above it in this list:
//! - [`ids`]: game ids and seat secrets (random, unguessable);
//! - [`clock`]: the clock choice and the clocks' arithmetic, on time passed in;
//! - [`protocol`]: the typed messages and errors, JSON over a WebSocket;
//! - [`table`]: one game's rules, pure (fake time in tests);
//! - [`store`]: SQLite, one writer thread that commits before it answers;
//! - the server: live games and their broadcasts, the WebSocket connections and their limits, the
//!   static site, the invite link's QR code ([`qr`]), and [`serve`], which `ethello serve` calls with a [`Config`].
#![cfg(not(target_arch = "wasm32"))]
#![deny(missing_docs)]

pub mod clock;
mod conn;
pub mod fds;
pub mod hub;
pub mod ids;
pub mod limits;
pub mod protocol;
pub mod qr;
mod server;
pub mod site;
pub mod store;
pub mod table;
pub mod transcript;

pub use server::{run, serve, start, Config, Server, ServerError};
