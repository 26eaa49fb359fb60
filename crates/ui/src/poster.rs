//! "Save picture": what the PNG of a finished game or of the analysis board shows, as data for the
//! browser to draw (the final board, the players' names, the score, the opening and the date, which
//! the runtime stamps because the model has no clock).

use super::model::{Model, Screen};
use super::words::Key;
use crate::phrase;
use ethello_engine::Position;
use ethello_model::setup::Theme;

/// The picture's side in pixels: the board, with a band of text under it.
pub const WIDTH: u32 = 800;
/// The picture's height: the board and the text band.
pub const HEIGHT: u32 = 960;

/// Everything a saved picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Poster {
    /// The board.
    pub position: Position,
    /// The board's colours.
    pub theme: Theme,
    /// "Ann (black) 40 - 24 Dubya (white)", or the analysis board's counts.
    pub title: String,
    /// "Opening: Tiger", or that none is named, in the page's language.
    pub opening: String,
    /// "E-Thello, {date}": the stamp under the board, with `{date}` for the runtime to fill.
    pub stamp: String,
    /// The file's name, without the date the runtime adds.
    pub file: String,
}

/// The picture of the screen shown: the game's board (the position shown) with its players and
/// score, or the analysis board's position.
pub fn poster(m: &Model, opening: Option<&str>) -> Poster {
    let (position, _) = m.shown_position();
    let (b, w) = (position.black().count(), position.white().count());
    let words = &m.words;
    let title = match m.screen {
        Screen::Study => words.text(&phrase::poster_study(&b, &w)),
        _ => words.text(&phrase::poster_game(
            &m.game.names.black,
            &b,
            &w,
            &m.game.names.white,
        )),
    };
    let opening = match opening {
        Some(name) => words.text(&phrase::poster_opening(words.opening(name))),
        None => words.text(&phrase::poster_opening(words.get(Key::PosterNoOpening))),
    };
    let file = match m.screen {
        Screen::Study => "analysis".to_string(),
        _ => format!("{}-vs-{}", m.game.names.black, m.game.names.white),
    };
    Poster {
        position,
        theme: m.prefs.theme,
        title,
        opening,
        stamp: words.get(Key::PosterStamp).to_string(),
        file: file.replace(|c: char| !c.is_ascii_alphanumeric() && c != '-', "_"),
    }
}
