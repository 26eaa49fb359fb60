//! Board colours: the palette the page's canvas paints each [`Theme`] with (the board's, the
//! poster's, and the swatches of Options).

use ethello_model::setup::Theme;

/// The colours of one board look.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// The squares.
    pub felt: &'static str,
    /// A second shade for a subtle checker (equal to `felt` for a plain board).
    pub felt_alt: &'static str,
    /// Grid lines and star points.
    pub lines: &'static str,
    /// The frame around the board.
    pub frame: &'static str,
}

/// The palette of `theme`.
pub const fn palette(theme: Theme) -> Palette {
    match theme {
        Theme::Classic => Palette {
            felt: "#1f8a4c",
            felt_alt: "#1f8a4c",
            lines: "#0b4d27",
            frame: "#0d3b22",
        },
        Theme::Wood => Palette {
            felt: "#a0703c",
            felt_alt: "#976a38",
            lines: "#4a2d12",
            frame: "#3a220e",
        },
        Theme::Marble => Palette {
            felt: "#5b7f95",
            felt_alt: "#557a90",
            lines: "#22384a",
            frame: "#1b2a36",
        },
        Theme::Night => Palette {
            felt: "#2b2f4a",
            felt_alt: "#282c45",
            lines: "#0e1020",
            frame: "#0a0b16",
        },
    }
}
