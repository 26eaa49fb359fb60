//! The view: [`view`] turns the [`Model`] into a [`View`], plain data describing everything the
//! page shows that the model decides (the screen, the state published on `#app`, the status, every
//! text, `hidden`, attribute, value and check by id, the lists made from data, the scene and the
//! alert, and the board's picture, [`Board`]). The page applies it to the DOM, writing only what
//! differs from the last view it applied, and paints the canvas and the accessible grid from its
//! board. The training, coach and explanation panels are [`train`], [`coach`] and [`why`]; the
//! explorer's screen, its player page and the analysis board's explorer panel are [`explore`] and
//! [`player`].
//!
//! `#app` publishes, for tests and tools: `data-ready` (the page handles input, every listener
//! being attached before the start message that sets it), `data-worker` (starting, ready or dead),
//! `data-workers` (how many are ready), `data-explainer` (off, starting or ready: the explanations'
//! own worker), `data-busy` (how many compute for the page now), `data-thinking`, `data-search`
//! (how the last computer move was found), `data-flipping`, `data-ended` (`time` for a game lost
//! on time, `board` for one over on the board, empty while it goes on) and `data-online`.
//!
//! The view is pure and worded in the language shown (`Model::words`), so `tests/ui` reads what a
//! player would read: `view(&model).text_of(ids::STATUS)`.

mod board;
mod clock;
mod coach;
mod explore;
mod game;
mod menus;
mod online;
mod palette;
mod patch;
mod player;
mod review;
mod study;
mod train;
mod why;

pub use explore::years_hint;
pub use game::level_caption;
pub use menus::opponent_id;
pub use palette::{palette, Palette};
pub use patch::{Board, HintMark, List, Mark, Node, Patch, Target, View};
pub use review::verdict_label;
pub use study::{depth_text, side_id};

use crate::model::{Model, Screen};

/// Everything the page shows of `m` that the model decides, worded in the language shown.
pub fn view(m: &Model) -> View {
    let mut v = View::new(m.screen, m.words.lang().code());
    menus::screens(m, &mut v);
    menus::app_state(m, &mut v);
    menus::mute_button(m, &mut v);
    menus::form(m, &mut v);
    clock::form(m, &mut v);
    menus::options(m, &mut v);
    menus::trophy_shelf(m, &mut v);
    menus::scene(m, &mut v);
    menus::alert(m, &mut v);
    if matches!(m.screen, Screen::Game | Screen::Study | Screen::Drill) {
        v.board = Some(board::board(m));
        game::panel(m, &mut v);
        clock::clocks(m, &mut v);
        review::panel(m, &mut v);
    }
    study::panel(m, &mut v);
    online::panel(m, &mut v);
    explore::screen(m, &mut v);
    player::page(m, &mut v);
    explore::panel(m, &mut v);
    train::panel(m, &mut v);
    coach::panel(m, &mut v);
    why::panel(m, &mut v);
    v
}
