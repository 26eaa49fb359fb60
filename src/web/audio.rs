//! Sounds through `HTMLAudioElement`s, one per sound, kept in the page (`#sounds`) so their state can
//! be inspected. All are this project's own (made by `tools/gen_sounds.py`). A muted page plays
//! nothing; a refused autoplay (no user gesture yet) is swallowed quietly: sound is a garnish.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use web_sys::HtmlAudioElement;

use super::dom;

/// The game's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A black disc is placed.
    MoveBlack,
    /// A white disc is placed.
    MoveWhite,
    /// A game starts.
    Start,
    /// The computer took a corner.
    CornerGloat,
    /// A human took a corner.
    CornerCongrats,
    /// The human (or, between humans, someone) won.
    Win,
    /// The human lost to the computer.
    Loss,
    /// A draw.
    Draw,
}

impl Sound {
    /// Every sound.
    pub const ALL: [Sound; 8] = [
        Sound::MoveBlack,
        Sound::MoveWhite,
        Sound::Start,
        Sound::CornerGloat,
        Sound::CornerCongrats,
        Sound::Win,
        Sound::Loss,
        Sound::Draw,
    ];

    /// The file's base name, also the element id's suffix (`#sound-move-black`).
    pub const fn name(self) -> &'static str {
        match self {
            Sound::MoveBlack => "move-black",
            Sound::MoveWhite => "move-white",
            Sound::Start => "start",
            Sound::CornerGloat => "corner-gloat",
            Sound::CornerCongrats => "corner-congrats",
            Sound::Win => "win",
            Sound::Loss => "loss",
            Sound::Draw => "draw",
        }
    }
}

thread_local! {
    /// Swallows a refused `play()` (autoplay before a user gesture, or a missing file): nothing to tell
    /// the player. One closure for the page's lifetime.
    static IGNORE: Closure<dyn FnMut(JsValue)> = Closure::new(|_: JsValue| {});
}

/// Adds one preloaded `<audio>` element per sound to `#sounds`.
///
/// # Errors
/// When the container is missing.
pub fn install() -> Result<(), JsValue> {
    let doc = dom::document();
    let holder = dom::html("sounds")?;
    for sound in Sound::ALL {
        let audio = doc.create_element("audio")?;
        audio.set_id(&format!("sound-{}", sound.name()));
        audio.set_attribute("preload", "auto")?;
        audio.set_attribute("src", &format!("sounds/{}.wav", sound.name()))?;
        holder.append_child(&audio)?;
    }
    Ok(())
}

/// Plays `sound` from its start, unless `muted`. Records it in `#app[data-last-sound]`.
pub fn play(sound: Sound, muted: bool) {
    if muted {
        return;
    }
    let Ok(audio) = dom::by_id::<HtmlAudioElement>(&format!("sound-{}", sound.name())) else {
        return;
    };
    audio.set_current_time(0.0);
    if let Ok(promise) = audio.play() {
        IGNORE.with(|ignore| {
            let _ = promise.catch(ignore);
        });
    }
    if let Ok(app) = dom::html("app") {
        let _ = app.set_attribute("data-last-sound", sound.name());
    }
}

/// Stops every sound (on mute).
pub fn stop_all() {
    for sound in Sound::ALL {
        if let Ok(audio) = dom::by_id::<HtmlAudioElement>(&format!("sound-{}", sound.name())) {
            let _ = audio.pause();
        }
    }
}
