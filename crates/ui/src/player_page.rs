//! The explorer's player page (issue 50): a player's record in all, by year, by opening as each
//! colour, and against another player chosen by typing a name. His games are the explorer's own
//! list, its player filter set to him when his page opens.
//!
//! Pure, like [`Explorer`](crate::explore::Explorer) which holds it: the page says which question
//! to send ([`PlayerPage::question`]) and keeps the worker's answer ([`Profile`]). Invariant: the
//! profile, once answered, is the open player's, against the opponent chosen when it was asked
//! (an answer for another is stale and never kept: the explorer awaits only the latest question).

use ethello_model::protocol::explore::{Ask, Profile};

use crate::pick::Pick;

/// The player page: whose it is (closed when nobody's), the opponent's filter, the answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerPage {
    /// The player whose page is open: his number and name.
    pub player: Option<(u16, String)>,
    /// The head to head's opponent, typed and chosen as the explorer's name filters are.
    pub opponent: Pick,
    /// What the worker said of him, once answered.
    pub profile: Option<Profile>,
}

impl PlayerPage {
    /// Opens the page of a player (the opponent kept unless it is the player himself).
    pub fn open(&mut self, number: u16, name: &str) {
        if self.opponent.chosen.as_ref().is_some_and(|o| o.0 == number) {
            self.opponent = Pick::default();
        }
        self.player = Some((number, name.into()));
        self.profile = None;
    }

    /// Closes the page.
    pub fn close(&mut self) {
        self.player = None;
        self.profile = None;
    }

    /// The question for the open player's page, with the head to head when an opponent is
    /// chosen (the last head to head is forgotten until it is answered); `None` when the page is
    /// closed.
    pub fn question(&mut self) -> Option<Ask> {
        let player = self.player.as_ref()?.0;
        let opponent = self.opponent.chosen.as_ref().map(|o| o.0);
        if let Some(profile) = &mut self.profile {
            profile.against = None;
        }
        Some(Ask::Player { player, opponent })
    }
}
