//! The explanations (`ethello_engine::explain`, issue 48): every feature against a plain, slow
//! reference on seeded random positions, the stable discs on hand-made boards and against every
//! continuation of small endgames, the attribution summing exactly to the evaluation, and each
//! reason's truth; the board overlays' facts, and who plays last in a region against every
//! order of play.

/// Plain, slow references: square by square, direction by direction.
mod reference;

/// Mobility, given and taken squares, potential mobility, frontier, openness, corners, X and C
/// squares, edge shapes and regions against the references.
mod features;

/// Stable discs: the reference fixpoint, hand-made boards, and soundness over every continuation.
mod stability;

/// The attribution sums to the evaluation's difference, exactly.
mod attribution;

/// Each reason is true of its position; a known blunder names its corner.
mod reasons;

/// The board overlays: stable, frontier, given squares, corners, and who plays last in a region.
mod overlay;
