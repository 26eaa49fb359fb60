//! Which board overlays the player switched on in Options (issue 48): a set of [`OverlayKind`]s,
//! remembered with the preferences as one number (bit `i` for `OverlayKind::ALL[i]`).

/// One board overlay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverlayKind {
    /// The stable discs ringed.
    Stable,
    /// The frontier discs outlined.
    Frontier,
    /// The squares the last move gave the side to move, marked.
    Given,
    /// The corners the side to move can take, framed.
    Corner,
    /// The small empty regions tinted, with who plays last in each.
    Parity,
}

impl OverlayKind {
    /// Every overlay, in the order of Options and of the stored bits.
    pub const ALL: [OverlayKind; 5] = [
        OverlayKind::Stable,
        OverlayKind::Frontier,
        OverlayKind::Given,
        OverlayKind::Corner,
        OverlayKind::Parity,
    ];

    /// Its id: the `value` of its checkbox in Options.
    pub fn id(self) -> &'static str {
        match self {
            OverlayKind::Stable => "stable",
            OverlayKind::Frontier => "frontier",
            OverlayKind::Given => "given",
            OverlayKind::Corner => "corner",
            OverlayKind::Parity => "parity",
        }
    }

    /// The overlay of `id` ([`OverlayKind::id`]).
    pub fn from_id(id: &str) -> Option<OverlayKind> {
        OverlayKind::ALL.into_iter().find(|k| k.id() == id)
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The overlays switched on (none by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overlays(u8);

impl Overlays {
    /// Whether `kind` is on.
    pub fn has(self, kind: OverlayKind) -> bool {
        self.0 & kind.bit() != 0
    }

    /// The set with `kind` switched `on` or off.
    pub fn with(self, kind: OverlayKind, on: bool) -> Overlays {
        match on {
            true => Overlays(self.0 | kind.bit()),
            false => Overlays(self.0 & !kind.bit()),
        }
    }

    /// True when none is on.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The stored text: the bits as a number.
    pub fn to_stored(self) -> String {
        self.0.to_string()
    }

    /// The set of a stored text; none on for a missing or broken one, or unknown bits.
    pub fn from_stored(text: Option<&str>) -> Overlays {
        let all = (1u8 << OverlayKind::ALL.len()) - 1;
        let bits = text.and_then(|t| t.parse::<u8>().ok()).unwrap_or(0);
        Overlays(if bits & !all == 0 { bits } else { 0 })
    }
}
