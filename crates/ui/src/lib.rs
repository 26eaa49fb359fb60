//! The page's state machine: every change of what the page knows goes through one function.
//!
//! ```text
//!   browser event ──input──▶ Msg ──▶ update(&mut Model, Msg) ──▶ Vec<Effect> ──runtime──▶ browser
//!                                          │                                     │
//!                                          ▼                                     │ later: worker
//!                                     view(&Model)                               │ replies, timers,
//!                                                                                ▼ files, frames
//!                                                                               Msg ...
//! ```
//!
//! - [`Model`]: everything the page knows (the game, who plays, the screen, the options form, the
//!   worker's bookkeeping, the open scene and alert). Only [`update`] changes it.
//! - [`Msg`]: what happened (a click, a key, a worker reply, a timer, a loaded file, a frame).
//! - [`Effect`]: what the page must do outside the model (a sound, storage, a download, a message to
//!   the worker, a message scheduled for later, words for screen readers, a focus move). Effects
//!   never change the model; what they learn comes back as a new [`Msg`].
//!
//! This module is pure Rust with no browser types, so it compiles for every target and `cargo test`
//! checks it natively (`tests/ui/`). The browser half lives in the page crate (`ethello-page`) (WebAssembly only):
//! the runtime that queues messages and carries out effects, the read-only view, and the input code
//! that turns DOM events into messages.
//!
//! Adding a screen: a [`Screen`] variant, its section in `index.html`, a line in the view. Adding an
//! action: a [`Msg`] variant, its arm in [`update`], and the event that sends it in
//! `page::input` (crates/page).
//!
//! The player's words live in [`words`]: one catalogue per language, checked complete; the model
//! holds the language shown ([`Model::words`]), and the update and the view ask it for every text.
//!
//! The game clock ([`GameClock`], `GameState::clock`) runs in here too, on the time the runtime
//! gives the model ([`Model::now_ms`]) and its tick timer: docs/design.md, "The game clock".
//!
//! Online games ([`online`], handled by [`online_game`]) are the server's: the model shows the state it sends and sends the
//! player's acts, through [`OnlineFx`](online::OnlineFx) effects that the page's socket carries.
//!
//! Words (docs/design.md, "Words"): the **review** is the engine's verdict on a finished or loaded
//! game ([`review`], [`Review`]); the **study** is the analysis board ([`study`], [`StudyBoard`]);
//! the **hints** are the values of the legal moves shown during a game ([`hints`], [`Hints`]); the
//! **replay** is stepping through a finished game ([`Msg::Replay`], [`GameState::replay`]).
#![deny(missing_docs)]

mod clock;
mod effect;
pub mod explore;
mod explorer;
mod files;
pub mod hints;
pub mod ids;
mod jobs;
mod mine;
mod model;
mod msg;
pub mod online;
pub mod online_game;
mod ops;
pub mod overlays;
mod pick;
mod play;
pub mod player_page;
pub mod poster;
pub mod review;
mod scenes;
pub mod study;
mod text;
pub mod train;
mod trophies;
mod update;
pub mod view;
pub mod why;
pub mod words;

pub use clock::{TICK_MS, WARN_MS};
pub use effect::{Effect, Focus, Sound};
pub use jobs::SPLIT_FROM;
pub use model::passes::Passes;
pub use model::{
    pool_size, Alert, EditError, Editor, Flip, Form, GameClock, GameState, Ghost, Hints, Job,
    JobKind, Menus, Model, MoveJob, MoveSearch, Opponent, OverlayKind, Overlays, Pen, Prefs,
    Review, Running, Screen, Slot, SplitMove, StudyBoard, Task, Verdict, WorkerState, BEAT_MS,
    FLIP_MS, MAX_TRIES, MAX_WORKERS,
};
pub use model::{
    Drill, LineChoice, MistakeRun, MistakeState, OpeningRun, OpeningState, Origin, Puzzles,
    ReasonRun, RushRun, Training, Wanted,
};
pub use model::{Explainer, Explanations, Question};
pub use msg::{ExploreMsg, Msg, Nav, Startup, Step, StudyMsg, TrainMsg};
pub use scenes::{ending, intro, picture, Outcome, Scene, SceneKind, SceneText};
pub use text::{pass_text, result_text, signed, status_text, turn_text, workers_text};
pub use trophies::{parse_trophies, shelf, trophies_text, Record, Trophy};
pub use update::update;
pub use view::{view, View};
pub use words::{phrase, Key, Lang, Part, Phrase, Words};
