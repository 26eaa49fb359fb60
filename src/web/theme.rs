//! Board looks: the colours the canvas is painted with. The ids are the save file's
//! ([`savefile::Theme`]), so a theme is chosen in Options, remembered in browser storage, and
//! restored from an `.etl` file by the same name.

use crate::savefile;

/// The colours of one board look.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    /// Stable id (the save file's).
    pub id: &'static str,
    /// Name shown in Options.
    pub name: &'static str,
    /// The squares.
    pub felt: &'static str,
    /// A second shade for a subtle checker (equal to `felt` for a plain board).
    pub felt_alt: &'static str,
    /// Grid lines and star points.
    pub lines: &'static str,
    /// The frame around the board.
    pub frame: &'static str,
}

/// The palette of a save-file theme.
pub const fn palette(theme: savefile::Theme) -> Theme {
    match theme {
        savefile::Theme::Classic => Theme {
            id: "classic",
            name: "Classic green",
            felt: "#1f8a4c",
            felt_alt: "#1f8a4c",
            lines: "#0b4d27",
            frame: "#0d3b22",
        },
        savefile::Theme::Wood => Theme {
            id: "wood",
            name: "Walnut wood",
            felt: "#a0703c",
            felt_alt: "#976a38",
            lines: "#4a2d12",
            frame: "#3a220e",
        },
        savefile::Theme::Marble => Theme {
            id: "marble",
            name: "Blue marble",
            felt: "#5b7f95",
            felt_alt: "#557a90",
            lines: "#22384a",
            frame: "#1b2a36",
        },
        savefile::Theme::Night => Theme {
            id: "night",
            name: "Night",
            felt: "#2b2f4a",
            felt_alt: "#282c45",
            lines: "#0e1020",
            frame: "#0a0b16",
        },
    }
}

/// Every theme, the default first.
pub fn all() -> impl Iterator<Item = Theme> {
    savefile::Theme::ALL.into_iter().map(palette)
}

/// The theme with this id, or the default.
pub fn by_id(id: &str) -> Theme {
    palette(id.parse().unwrap_or_default())
}
