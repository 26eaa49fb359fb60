//! Sounds through `HTMLAudioElement`s, one per [`Sound`], kept in the page (`#sounds`) so their state
//! can be inspected. All are this project's own (made by `tools/gen_sounds.py`). Whether to play is
//! the model's decision (it asks for none when sound is off); a refused autoplay (no user gesture
//! yet) is swallowed quietly: sound is a garnish.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use web_sys::HtmlAudioElement;

use super::dom;
use ethello_ui::ids;
use ethello_ui::Sound;

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
    let holder = dom::html(ids::SOUNDS)?;
    for sound in Sound::ALL {
        let audio = doc.create_element("audio")?;
        audio.set_id(&format!("sound-{}", sound.name()));
        audio.set_attribute("preload", "auto")?;
        audio.set_attribute("src", &format!("sounds/{}", sound.file()))?;
        holder.append_child(&audio)?;
    }
    Ok(())
}

/// Plays `sound` from its start. Records it in `#app[data-last-sound]`.
pub fn play(sound: Sound) {
    let Ok(audio) = dom::by_id::<HtmlAudioElement>(&format!("sound-{}", sound.name())) else {
        return;
    };
    audio.set_current_time(0.0);
    if let Ok(promise) = audio.play() {
        IGNORE.with(|ignore| {
            let _ = promise.catch(ignore);
        });
    }
    if let Ok(app) = dom::html(ids::APP) {
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
