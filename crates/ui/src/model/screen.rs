//! The screens of the page: which one shows is the page's (`model.screen`), where Back returns is
//! the menus' ([`Menus`](super::Menus)).

/// The screens of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Logo, main menu and the trophy shelf.
    Title,
    /// Choose your opponent: the three characters, a friend, or two computers.
    Choose,
    /// The board.
    Game,
    /// The rules.
    HowTo,
    /// Theme, sound, Slick Willy's time, the number of workers.
    Options,
    /// The analysis board (the game screen's board, studying a position).
    Study,
    /// Train: puzzles, the daily puzzle, the player's mistakes, the opening trainer, the rating.
    Train,
    /// A drill of training on the game screen's board (a puzzle, a mistake, an opening line).
    Drill,
    /// The opening explorer: the tournament archive's moves and games from a position.
    Explore,
    /// The player's weak spots (issue 48): by reason and by theme, with "Practise this"; Back
    /// returns to Train or to the drill it was opened from.
    WeakSpots,
}
