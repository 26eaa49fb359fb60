//! The static site (the release build of the page, Trunk's `dist/`) and the headers of every
//! response: a content security policy, long caching for hashed files, no caching for the rest.
//!
//! Trunk names the files it builds with a hash of their contents (`app-4f0c…e1.js`,
//! `app-…_bg.wasm`, `style-….css`): such a file never changes, so it is cached for a year,
//! `immutable`. Every other file (index.html, the service worker, the manifest, images, the
//! language files) is `no-cache`: the browser asks again each time, and an unchanged file costs a
//! 304. The policy allows scripts from the site itself and the inline scripts of index.html by
//! their SHA-256 (read when the server starts), WebAssembly, and nothing from elsewhere.

use std::path::Path;

use axum::extract::{Request, State};
use axum::http::header::{self, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine as _;
use sha2::{Digest, Sha256};

/// The cache policy of a hashed file: a year, never revalidated.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// The cache policy of every other file: revalidated each time.
pub const NO_CACHE: &str = "no-cache";

/// The least number of hexadecimal digits Trunk's hash has in a file name.
const HASH_DIGITS: usize = 16;

/// The cache policy of the file at `path`: [`IMMUTABLE`] when its name carries a content hash
/// (`-` then at least 16 hexadecimal digits, then `.` or `_`), [`NO_CACHE`] otherwise.
pub fn cache_control(path: &str) -> &'static str {
    let name = path.rsplit('/').next().unwrap_or(path);
    let hashed = name.match_indices('-').any(|(at, _)| {
        let rest = &name[at + 1..];
        let digits = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
        digits >= HASH_DIGITS && matches!(rest.as_bytes().get(digits), Some(b'.' | b'_'))
    });
    if hashed {
        IMMUTABLE
    } else {
        NO_CACHE
    }
}

/// The inline scripts of an HTML page (the text of each `<script>` without a `src`).
fn inline_scripts(html: &str) -> Vec<&str> {
    let mut scripts = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find("<script") {
        let Some(tag_end) = rest[open..].find('>') else {
            break;
        };
        let tag = &rest[open..open + tag_end];
        let body = &rest[open + tag_end + 1..];
        let Some(close) = body.find("</script>") else {
            break;
        };
        if !tag.contains(" src=") {
            scripts.push(&body[..close]);
        }
        rest = &body[close..];
    }
    scripts
}

/// The content security policy for the page `index_html` (its inline scripts allowed by hash).
pub fn content_security_policy(index_html: &str) -> String {
    let hashes: String = inline_scripts(index_html)
        .iter()
        .map(|script| {
            let digest = Sha256::digest(script.as_bytes());
            format!(
                " 'sha256-{}'",
                base64::engine::general_purpose::STANDARD.encode(digest)
            )
        })
        .collect();
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{hashes}; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' data: blob:; \
         connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; \
         base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
}

/// The policy for the site in `dir` (from its index.html; without one, no inline script).
pub fn policy_for(dir: &Path) -> HeaderValue {
    let html = std::fs::read_to_string(dir.join("index.html")).unwrap_or_default();
    HeaderValue::try_from(content_security_policy(&html)).expect("the policy is ASCII")
}

/// Adds the security and cache headers to every response.
pub async fn headers(State(policy): State<HeaderValue>, request: Request, next: Next) -> Response {
    let cache = cache_control(request.uri().path());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static(cache));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_files_are_cached_for_good_and_the_rest_revalidated() {
        for path in [
            "/app-4c1f6b2a8d9e0f13.js",
            "/app-4c1f6b2a8d9e0f13_bg.wasm",
            "/style-0123456789abcdef01.css",
        ] {
            assert_eq!(cache_control(path), IMMUTABLE, "{path}");
        }
        for path in [
            "/",
            "/index.html",
            "/sw.js",
            "/img/favicon.svg",
            "/lang/fr.json",
            "/app-12.js",
            "/e-thello-manifest.json",
        ] {
            assert_eq!(cache_control(path), NO_CACHE, "{path}");
        }
    }

    #[test]
    fn inline_scripts_are_allowed_by_their_hash() {
        let html = r#"<script src="a.js"></script><script>alert(1)</script><script type="module">x()</script>"#;
        assert_eq!(inline_scripts(html), ["alert(1)", "x()"]);
        let policy = content_security_policy(html);
        // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
        assert!(
            policy.contains("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"),
            "{policy}"
        );
        assert_eq!(policy.matches("'sha256-").count(), 2);
        assert!(!policy.contains(" 'unsafe-eval'"), "only wasm-unsafe-eval");
    }
}
