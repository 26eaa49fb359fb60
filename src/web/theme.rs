//! Board themes: the colours the canvas is painted with. A theme is chosen in Options, remembered in
//! browser storage by its `id`, and saved in `.etl` files.

/// The colours of one board look.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    /// Stable id, stored in preferences and save files.
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

/// Every theme; the first is the default.
pub const THEMES: [Theme; 5] = [
    Theme {
        id: "classic",
        name: "Classic green",
        felt: "#1f8a4c",
        felt_alt: "#1f8a4c",
        lines: "#0b4d27",
        frame: "#0d3b22",
    },
    Theme {
        id: "tournament",
        name: "Tournament",
        felt: "#2e7d32",
        felt_alt: "#2a7530",
        lines: "#0f3d13",
        frame: "#3e2a14",
    },
    Theme {
        id: "walnut",
        name: "Walnut",
        felt: "#a0703c",
        felt_alt: "#9a6a36",
        lines: "#4a2d12",
        frame: "#3a220e",
    },
    Theme {
        id: "ocean",
        name: "Ocean",
        felt: "#1f6f8b",
        felt_alt: "#1d6881",
        lines: "#0a3140",
        frame: "#08232e",
    },
    Theme {
        id: "contrast",
        name: "High contrast",
        felt: "#0a7a0a",
        felt_alt: "#0a7a0a",
        lines: "#000000",
        frame: "#000000",
    },
];

/// The theme with this id, or the default.
pub fn by_id(id: &str) -> Theme {
    THEMES
        .iter()
        .copied()
        .find(|t| t.id == id)
        .unwrap_or(THEMES[0])
}
