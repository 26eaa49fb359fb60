//! How the midgame search scores its leaves, and what each node carries down for that.
//!
//! [`Incremental`] is the trained evaluation with pattern indices kept up to date move by move:
//! every node holds the [`Indices`] of its board, each child's are computed from its parent's, and a
//! leaf only adds up the weights ([`evaluate_view`]). [`Scratch`] scores leaves with any
//! [`Evaluation`] from the board alone and carries nothing. Both give exactly the value their
//! evaluation function gives on the leaf's board, so a search visits the same nodes with either
//! when the function is [`evaluate`](crate::eval::evaluate).

use crate::eval::evaluate_view;
use crate::patterns::incremental::Indices;

/// A static evaluation: centi-discs for the side to move (`p` against `o`), as
/// [`evaluate`](crate::eval::evaluate).
pub type Evaluation = fn(u64, u64) -> i32;

/// A way of scoring leaves; see the module doc.
pub trait Leaves: Copy {
    /// What a node carries for its descendants' leaves, besides the board.
    type State: Copy;
    /// The state of the search's first board `(p, o)`.
    fn root(&self, p: u64, o: u64) -> Self::State;
    /// The state after the side to move of `s` plays `sq` flipping `flips`.
    fn play(&self, s: &Self::State, sq: usize, flips: u64) -> Self::State;
    /// The state after a pass.
    fn pass(&self, s: &Self::State) -> Self::State;
    /// The evaluation of the board `(p, o)`, whose state is `s`.
    fn eval(&self, p: u64, o: u64, s: &Self::State) -> i32;
    /// The evaluation of the child `(np, no)` reached from state `s` by `sq` flipping `flips`.
    fn eval_child(&self, s: &Self::State, sq: usize, flips: u64, np: u64, no: u64) -> i32;
}

/// The trained evaluation, with incremental pattern indices (the default).
#[derive(Clone, Copy, Debug, Default)]
pub struct Incremental;

impl Leaves for Incremental {
    type State = Indices;

    #[inline]
    fn root(&self, p: u64, o: u64) -> Indices {
        Indices::new(p, o)
    }

    #[inline(always)]
    fn play(&self, s: &Indices, sq: usize, flips: u64) -> Indices {
        s.play(sq, flips)
    }

    #[inline(always)]
    fn pass(&self, s: &Indices) -> Indices {
        s.pass()
    }

    #[inline(always)]
    fn eval(&self, p: u64, o: u64, s: &Indices) -> i32 {
        evaluate_view(p, o, s.mover())
    }

    #[inline(always)]
    fn eval_child(&self, s: &Indices, sq: usize, flips: u64, np: u64, no: u64) -> i32 {
        evaluate_view(np, no, &s.child_mover(sq, flips))
    }
}

/// Any evaluation function, called on the leaf's board.
#[derive(Clone, Copy)]
pub struct Scratch(pub Evaluation);

impl Leaves for Scratch {
    type State = ();

    #[inline(always)]
    fn root(&self, _: u64, _: u64) {}

    #[inline(always)]
    fn play(&self, _: &(), _: usize, _: u64) {}

    #[inline(always)]
    fn pass(&self, _: &()) {}

    #[inline(always)]
    fn eval(&self, p: u64, o: u64, _: &()) -> i32 {
        (self.0)(p, o)
    }

    #[inline(always)]
    fn eval_child(&self, _: &(), _: usize, _: u64, np: u64, no: u64) -> i32 {
        (self.0)(np, no)
    }
}
