//! The seats' acts on a [`Table`]: each checks everything first and changes the table only once
//! nothing can refuse it.

use ethello_engine::{Color, Game, Move, Square};

use super::{Table, AWAY_LIMIT_MS};
use crate::clock::{slot, Ms};
use crate::ids::GameId;
use crate::protocol::{Act, EndReason, ErrorCode, Event, Phrase};

impl Table {
    /// `color`'s seat does `act` at `now`. [`Act::Download`] changes nothing (the caller answers
    /// it with the record).
    ///
    /// # Errors
    /// The [`ErrorCode`] of the refusal; the table is then unchanged.
    pub fn act(&mut self, color: Color, act: Act, now: Ms) -> Result<Event, ErrorCode> {
        match act {
            Act::Move { square, ply } => self.play(color, square, ply, now),
            Act::Resign => self.resign(color, now),
            Act::OfferDraw => self.offer_draw(color, now),
            Act::AcceptDraw => self.accept_draw(color, now),
            Act::DeclineDraw => self.decline_draw(color),
            Act::AskTakeBack => self.ask_take_back(color),
            Act::AcceptTakeBack => self.accept_take_back(color, now),
            Act::DeclineTakeBack => self.decline_take_back(color),
            Act::Rematch => self.ask_rematch(color),
            Act::Chat { phrase } => Ok(self.chat(color, phrase)),
            Act::ClaimWin => self.claim_win(color, now),
            Act::Abort => self.abort(color, now),
            Act::Download => Ok(Event::Sync),
        }
    }

    /// The table of the rematch, once both asked for it: colours swapped, the same secrets,
    /// names and clock; `None` before.
    pub fn rematch_table(&self, now: Ms) -> Option<Table> {
        let id = self.next?;
        let mut table = Table::empty(id, self.clock, now);
        for color in [Color::Black, Color::White] {
            let seat = &self.seats[slot(color)];
            let mut swapped = seat.clone();
            swapped.links = 0;
            swapped.away_since = Some(now);
            table.seats[slot(color.opposite())] = swapped;
        }
        Some(table)
    }

    /// Refuses unless both seats are taken and the game goes on.
    fn require_playing(&self) -> Result<(), ErrorCode> {
        if self.outcome.is_some() {
            Err(ErrorCode::GameOver)
        } else if self.seats.iter().any(|s| s.secret.is_none()) {
            Err(ErrorCode::NotStarted)
        } else {
            Ok(())
        }
    }

    fn play(
        &mut self,
        color: Color,
        square: Square,
        ply: u16,
        now: Ms,
    ) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        if ply != self.ply() {
            return Err(ErrorCode::Stale);
        }
        if self.game.position().side != color {
            return Err(ErrorCode::NotYourTurn);
        }
        if self.clocks.flagged(now).is_some() {
            return Err(ErrorCode::GameOver);
        }
        let played = self.game.play(square).map_err(|_| ErrorCode::IllegalMove)?;
        self.after_move(color, now);
        Ok(Event::Moved {
            color,
            square,
            passed: played.passed,
        })
    }

    /// The clocks after `mover`'s move (charged, then its increment), offers lapsed, and the end
    /// when neither side can move.
    fn after_move(&mut self, mover: Color, now: Ms) {
        self.draw_offer = None;
        self.take_back = None;
        self.last_active = now;
        if let (Some(choice), Some(_)) = (self.clock, self.clocks.running) {
            self.clocks.stop(now);
            self.clocks.add(mover, choice.increment_ms());
        }
        if self.game.is_over() {
            let position = self.game.position();
            let (black, white) = (position.black().count(), position.white().count());
            let winner = match position.black_score() {
                0 => None,
                s if s > 0 => Some(Color::Black),
                _ => Some(Color::White),
            };
            self.end(winner, EndReason::Discs { black, white }, now);
        } else {
            self.restart_clock(now);
        }
    }

    /// Starts the side to move's clock when the game has one and both sides have moved.
    pub(super) fn restart_clock(&mut self, now: Ms) {
        self.clocks.stop(now);
        if self.clock.is_some() && self.both_moved() {
            self.clocks.start(self.game.position().side, now);
        }
    }

    fn resign(&mut self, color: Color, now: Ms) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        self.end(Some(color.opposite()), EndReason::Resigned, now);
        Ok(Event::Ended)
    }

    fn offer_draw(&mut self, color: Color, now: Ms) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        match self.draw_offer {
            Some(by) if by == color => Err(ErrorCode::AlreadyAsked),
            Some(_) => self.accept_draw(color, now),
            None => {
                self.draw_offer = Some(color);
                Ok(Event::DrawOffered { by: color })
            }
        }
    }

    fn accept_draw(&mut self, color: Color, now: Ms) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        self.require_offer(self.draw_offer, color)?;
        self.end(None, EndReason::Agreed, now);
        Ok(Event::Ended)
    }

    fn decline_draw(&mut self, color: Color) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        self.require_offer(self.draw_offer, color)?;
        self.draw_offer = None;
        Ok(Event::DrawDeclined { by: color })
    }

    /// Refuses unless `standing` is the opponent of `color`'s.
    fn require_offer(&self, standing: Option<Color>, color: Color) -> Result<(), ErrorCode> {
        match standing {
            Some(by) if by == color.opposite() => Ok(()),
            _ => Err(ErrorCode::NothingToAnswer),
        }
    }

    fn ask_take_back(&mut self, color: Color) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        if self.take_back.is_some() {
            return Err(ErrorCode::AlreadyAsked);
        }
        if !self.has_moved(color) {
            return Err(ErrorCode::NothingToTakeBack);
        }
        self.take_back = Some(color);
        Ok(Event::TakeBackAsked { by: color })
    }

    fn accept_take_back(&mut self, color: Color, now: Ms) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        self.require_offer(self.take_back, color)?;
        let keep = self.last_play_of(color.opposite());
        let plies = self.ply() - u16::try_from(keep).expect("at most 120 moves");
        self.game = replay(self.game.moves(), keep);
        self.take_back = None;
        self.draw_offer = None;
        self.last_active = now;
        self.restart_clock(now);
        Ok(Event::TookBack { plies })
    }

    /// The index in the record of `color`'s last square (there is one: checked when asked).
    fn last_play_of(&self, color: Color) -> usize {
        let positions = self.game.positions();
        (0..self.game.moves().len())
            .rev()
            .find(|&i| matches!(self.game.moves()[i], Move::Play(_)) && positions[i].side == color)
            .expect("a take-back is asked only by a side that has moved")
    }

    fn decline_take_back(&mut self, color: Color) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        self.require_offer(self.take_back, color)?;
        self.take_back = None;
        Ok(Event::TakeBackDeclined { by: color })
    }

    fn ask_rematch(&mut self, color: Color) -> Result<Event, ErrorCode> {
        if self.outcome.is_none() {
            return Err(ErrorCode::NotOver);
        }
        match self.rematch {
            _ if self.next.is_some() => Err(ErrorCode::AlreadyAsked),
            Some(by) if by == color => Err(ErrorCode::AlreadyAsked),
            Some(_) => {
                self.next = Some(GameId::random());
                Ok(Event::RematchStarted)
            }
            None => {
                self.rematch = Some(color);
                Ok(Event::RematchAsked { by: color })
            }
        }
    }

    fn chat(&self, color: Color, phrase: Phrase) -> Event {
        Event::Chat { by: color, phrase }
    }

    fn claim_win(&mut self, color: Color, now: Ms) -> Result<Event, ErrorCode> {
        self.require_playing()?;
        let away = self.seats[slot(color.opposite())].away_since;
        let long_enough = away.is_some_and(|since| now.saturating_sub(since) >= AWAY_LIMIT_MS);
        if self.clock.is_none() || !self.both_moved() || !long_enough {
            return Err(ErrorCode::CannotClaim);
        }
        self.end(Some(color), EndReason::Abandoned, now);
        Ok(Event::Ended)
    }

    fn abort(&mut self, _color: Color, now: Ms) -> Result<Event, ErrorCode> {
        if self.outcome.is_some() {
            return Err(ErrorCode::GameOver);
        }
        if self.both_moved() {
            return Err(ErrorCode::TooLateToAbort);
        }
        self.end(None, EndReason::Aborted, now);
        Ok(Event::Ended)
    }
}

/// The game of the first `keep` moves of `moves` (passes replayed as the record has them).
fn replay(moves: &[Move], keep: usize) -> Game {
    let mut game = Game::new();
    for mv in &moves[..keep] {
        game.replay_move(*mv)
            .expect("a prefix of a legal record is legal");
    }
    game
}
