//! The menus' choices: what the player has picked or typed outside the game itself, kept while he
//! moves between screens: the next game's form, where the Back buttons return, the question to
//! clear the trophy shelf, the text typed in "Open a game or position", the next online game's
//! choices.

use super::{Form, Screen};
use crate::online::OnlineForm;
use ethello_model::setup::Names;

/// The menus' choices (`model.menus`).
#[derive(Clone, Debug)]
pub struct Menus {
    /// The options form: the next game's setup.
    pub form: Form,
    /// Where the Back buttons of How to play and Options return to.
    pub back_to: Screen,
    /// The analysis board or the drill, when How to play was opened from it (an explanation's
    /// term): its Back returns there.
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
