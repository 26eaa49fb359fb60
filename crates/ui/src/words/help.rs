//! The keyboard help (`page.keys`) in a language, the characters listed from their table where it
//! says `{characters}`, each with his shortcut ([`Character::shortcut`]).

use super::{phrase, Lang, Words};
use ethello_engine::Character;

/// The characters' shortcuts as the keyboard help lists them, in `words`' language: "Alt+D Dubya,
/// Alt+M Iron Mike, Alt+W Slick Willy" (Japanese separates them with "、").
pub fn shortcut_list(words: &Words) -> String {
    let separator = match words.lang() {
        Lang::Ja => "、",
        Lang::En | Lang::Fr | Lang::Nl | Lang::De | Lang::Es => ", ",
    };
    let mut list = String::new();
    for c in Character::ALL {
        if !list.is_empty() {
            list.push_str(separator);
        }
        list.push_str("Alt+");
        list.push(c.shortcut());
        list.push(' ');
        list.push_str(c.name());
    }
    list
}

/// The keyboard help (`page.keys`) worded in `words`' language, its `{characters}` listed
/// ([`shortcut_list`]).
pub fn keys_help(words: &Words) -> String {
    words.text(&phrase::page_keys(shortcut_list(words)))
}
