//! Files in and out of the browser: a download made from text, the file chooser, reading the
//! chosen file's bytes (gloo-file), and fetching a language's catalogue. What a file means is the model's business
//! ([`savefile`](ethello_model::savefile) checks it in `update`).

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};

use super::dom;
use ethello_ui::ids;
use ethello_ui::{Lang, Msg, TrainMsg};

/// The hidden `<input type="file">` of Load.
pub const FILE_INPUT: &str = ids::FILE_INPUT;

/// Downloads `text` as a file called `name`.
///
/// # Errors
/// When the browser refuses to make the blob or the link.
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let a: HtmlAnchorElement = dom::document().create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // Revoke later: the download must have started first.
    dom::after(10_000.0, move || {
        let _ = Url::revoke_object_url(&url);
    });
    Ok(())
}

/// Opens the file chooser (its `change` event is turned into [`Msg::FileChosen`] by the input code).
pub fn pick() {
    pick_in(FILE_INPUT);
}

/// Opens the file chooser of the hidden `<input type="file">` with this id.
pub fn pick_in(id: &str) {
    if let Ok(input) = dom::by_id::<HtmlInputElement>(id) {
        input.set_value("");
        input.click();
    }
}

/// Training's two messages for a fetched text: loaded, and failed (why).
pub type Fetched = (fn(String) -> TrainMsg, fn(String) -> TrainMsg);

/// Fetches the text at `path` (beside the page) and sends it as training's `loaded` message (the
/// puzzles' or the drills'), or the failure as `failed`.
pub fn fetch_text(path: &'static str, (loaded, failed): Fetched, dispatch: fn(Msg)) {
    wasm_bindgen_futures::spawn_local(async move {
        dispatch(Msg::Train(match fetch(path).await {
            Ok(text) => loaded(text),
            Err(e) => failed(e),
        }));
    });
}

/// The text at `path`, or why not.
pub async fn fetch(path: &str) -> Result<String, String> {
    let (response, why) = fetched(path).await?;
    let text = wasm_bindgen_futures::JsFuture::from(response.text().map_err(why)?)
        .await
        .map_err(why)?;
    text.as_string().ok_or_else(|| format!("{path}: not text"))
}

/// The answer to a request for `path` (beside the page), when it is a success, and the words
/// for a failure; or why not.
pub async fn fetched(path: &str) -> Result<(web_sys::Response, fn(JsValue) -> String), String> {
    use wasm_bindgen_futures::JsFuture;
    let why: fn(JsValue) -> String = |e| e.as_string().unwrap_or_else(|| format!("{e:?}"));
    let response = JsFuture::from(dom::window().fetch_with_str(path))
        .await
        .map_err(why)?;
    let response: web_sys::Response = response.dyn_into().map_err(why)?;
    match response.ok() {
        true => Ok((response, why)),
        false => Err(format!(
            "{path}: {} {}",
            response.status(),
            response.status_text()
        )),
    }
}

/// The chosen file, if any.
pub fn chosen() -> Option<web_sys::File> {
    dom::by_id::<HtmlInputElement>(FILE_INPUT)
        .ok()?
        .files()?
        .get(0)
}

/// Reads the chosen file and sends its bytes ([`Msg::FileRead`]) or the failure.
pub fn read_chosen(name: String, dispatch: fn(Msg)) {
    if let Some(file) = chosen() {
        read(
            file,
            name,
            |name, bytes| Msg::FileRead { name, bytes },
            dispatch,
        );
    }
}

/// Reads `file` (called `name`) and sends `read(name, bytes)`, or [`Msg::FileUnreadable`].
pub fn read(
    file: web_sys::File,
    name: String,
    read: impl FnOnce(String, Vec<u8>) -> Msg + 'static,
    dispatch: fn(Msg),
) {
    let file = gloo_file::File::from(file);
    wasm_bindgen_futures::spawn_local(async move {
        dispatch(match gloo_file::futures::read_as_bytes(&file).await {
            Ok(bytes) => read(name, bytes),
            Err(e) => Msg::FileUnreadable {
                name,
                error: e.to_string(),
            },
        });
    });
}

/// The address of this page (without its own `#` part) followed by `hash`.
pub fn page_link(hash: &str) -> String {
    let location = dom::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}{hash}")
}

/// Puts text on the clipboard (a refusal is ignored: the transcript is also announced).
pub fn copy(text: &str) {
    let _ = dom::window().navigator().clipboard().write_text(text);
}

/// Fetches the catalogue of `lang` (`lang/CODE.txt`, beside the page) and sends
/// [`Msg::WordsLoaded`] with its text, or why it did not come.
pub fn fetch_words(lang: Lang, dispatch: fn(Msg)) {
    wasm_bindgen_futures::spawn_local(async move {
        let text = fetch(&lang.file()).await;
        dispatch(Msg::WordsLoaded { lang, text });
    });
}
