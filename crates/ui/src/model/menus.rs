//! The menus' choices: what the player has picked or typed outside the game itself, kept while he
//! moves between screens: the next game's form, where the Back buttons return, the question to
//! clear the trophy shelf, the text typed in "Open a game or position", the next online game's
//! choices.

use super::screen::Screen;
use crate::online::OnlineForm;
use ethello_engine::Color;
use ethello_model::savefile::clean_name;
use ethello_model::setup::{Character, Names, Setup};

/// The menus' choices (`model.menus`).
#[derive(Clone, Debug)]
pub struct Menus {
    /// The options form: the next game's setup.
    pub form: Form,
    /// Where the Back buttons of How to play and Options return to.
    pub back_to: Screen,
    /// The analysis board or the drill, when How to play was opened from it (an explanation's
    /// term), or Train or the drill, when the weak spots were: their Back returns there.
    pub rules_from: Option<Screen>,
    /// Options asks "Clear the trophy shelf?" and waits for Yes or No.
    pub confirm_clear: bool,
    /// The text typed in "Open a game or position".
    pub import_text: String,
    /// The choices for the next online game created.
    pub online_form: OnlineForm,
}

impl Menus {
    /// The menus of a page that has just started: the form names the players `names`, Back
    /// returns to the title screen.
    pub fn new(names: Names) -> Menus {
        Menus {
            form: Form {
                names,
                ..Form::default()
            },
            back_to: Screen::Title,
            rules_from: None,
            confirm_clear: false,
            import_text: String::new(),
            online_form: OnlineForm::default(),
        }
    }
}

/// The opponent chosen in the options form beside the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Another person at the same screen.
    Human,
    /// One of the characters.
    Character(Character),
    /// Two characters play each other.
    Watch,
}

/// The options form beside the board: the setup of the next new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// Who the human plays.
    pub opponent: Opponent,
    /// The computer takes black (moves first) against a human.
    pub computer_first: bool,
    /// The characters of a watch game: black, white.
    pub watch: [Character; 2],
    /// The names typed for black and white (cleaned when a game starts).
    pub names: Names,
    /// A game with a computer starts from a random balanced opening, 6 to 10 moves in.
    pub balanced: bool,
}

impl Default for Form {
    fn default() -> Self {
        Form {
            opponent: Opponent::Human,
            computer_first: false,
            watch: [Character::Mike, Character::Willy],
            names: Names::players(),
            balanced: false,
        }
    }
}

impl Form {
    /// The setup and names of the next new game. A character's side is called by his name; an
    /// empty human name falls back to `defaults` ("Player 1" or "Player 2" in the page's language).
    pub fn game_setup(&self, defaults: &Names) -> (Setup, Names) {
        let setup = match self.opponent {
            Opponent::Human => Setup::Humans,
            Opponent::Character(character) => Setup::Against {
                character,
                computer: if self.computer_first {
                    Color::Black
                } else {
                    Color::White
                },
            },
            Opponent::Watch => Setup::Watch {
                black: self.watch[0],
                white: self.watch[1],
            },
        };
        let name = |color: Color| match setup.computer(color) {
            Some(character) => character.name().to_string(),
            None => {
                let typed = clean_name(self.names.get(color));
                let fallback = defaults.get(color).to_string();
                if typed.is_empty() {
                    fallback
                } else {
                    typed
                }
            }
        };
        let names = Names {
            black: name(Color::Black),
            white: name(Color::White),
        };
        (setup, names)
    }

    /// The form showing a game's setup (after a load), so that the next New game keeps it.
    pub fn show(&mut self, setup: Setup, names: &Names) {
        match setup {
            Setup::Humans => self.opponent = Opponent::Human,
            Setup::Against {
                character,
                computer,
            } => {
                self.opponent = Opponent::Character(character);
                self.computer_first = computer == Color::Black;
            }
            Setup::Watch { black, white } => {
                self.opponent = Opponent::Watch;
                self.watch = [black, white];
            }
        }
        for color in [Color::Black, Color::White] {
            if setup.computer(color).is_none() {
                self.names.set(color, names.get(color).to_string());
            }
        }
    }
}
