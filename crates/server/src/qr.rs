//! The invite link's QR code, for a phone: `GET /qr.svg?u=LINK` answers an SVG image of `LINK`.
//!
//! It is drawn here rather than on the page so that the page's WebAssembly stays small. The server
//! draws only its own invite links, so that it is no free QR service (for someone else's
//! phishing address) and the work per request is bounded: `LINK` is at most [`MAX_LINK_BYTES`]
//! long, `http` or `https`, on a host this server answers for (the request's `Host`, or an origin
//! allowed by configuration), with a plain path and no query, and ends in `#online=GAMEID` with a
//! well-formed id. Anything else is a [`QrError`] (400, no image). The image depends only on the
//! link, so it is cached for a day.

use std::fmt;

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};
use serde::Deserialize;

use crate::ids::GameId;

/// The longest link drawn, in bytes (a page address and a game id need some 60).
pub const MAX_LINK_BYTES: usize = 256;

/// The image's cache policy: the same link always gives the same image.
pub const QR_CACHE: &str = "public, max-age=86400";

/// The side of one module (a QR code's square) in the image's own units.
const MODULE: u32 = 4;

/// Why a link is not drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum QrError {
    /// The request has no `u`.
    Missing,
    /// Longer than [`MAX_LINK_BYTES`].
    TooLong,
    /// Not `http(s)://HOST/PATH#online=GAMEID`.
    NotAnInvite,
    /// The link's host is not this server's.
    OtherHost,
}

impl fmt::Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            QrError::Missing => "missing the link to draw (?u=)",
            QrError::TooLong => "the link is too long",
            QrError::NotAnInvite => "not an invite link (http(s)://HOST/PATH#online=GAMEID)",
            QrError::OtherHost => "the link is not this server's",
        })
    }
}

impl std::error::Error for QrError {}

/// The query of `/qr.svg`.
#[derive(Deserialize)]
pub struct QrQuery {
    /// The invite link.
    pub u: Option<String>,
}

/// Checks that `link` is an invite link of `hosts` (each `host[:port]`): see the module's
/// documentation.
///
/// # Errors
/// The [`QrError`] that says what is wrong.
pub fn check_invite(link: &str, hosts: &[&str]) -> Result<(), QrError> {
    if link.len() > MAX_LINK_BYTES {
        return Err(QrError::TooLong);
    }
    let rest = link
        .strip_prefix("https://")
        .or_else(|| link.strip_prefix("http://"))
        .ok_or(QrError::NotAnInvite)?;
    let (page, id) = rest.split_once("#online=").ok_or(QrError::NotAnInvite)?;
    id.parse::<GameId>().map_err(|_| QrError::NotAnInvite)?;
    let (host, path) = page.split_at(page.find('/').ok_or(QrError::NotAnInvite)?);
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._~-".contains(c);
    if !path.chars().all(plain) {
        return Err(QrError::NotAnInvite);
    }
    if !hosts.contains(&host) {
        return Err(QrError::OtherHost);
    }
    Ok(())
}

/// The SVG image of `link`'s QR code (error correction M, with its quiet zone, black on white).
///
/// # Errors
/// [`QrError::TooLong`] when no QR code holds it (never under [`MAX_LINK_BYTES`]).
pub fn svg_of(link: &str) -> Result<String, QrError> {
    let code =
        QrCode::with_error_correction_level(link, EcLevel::M).map_err(|_| QrError::TooLong)?;
    Ok(code
        .render::<svg::Color>()
        .module_dimensions(MODULE, MODULE)
        .build())
}

/// The hosts a link may name: the request's `Host`, and the allowed origins' hosts.
fn hosts<'a>(headers: &'a HeaderMap, allowed_origins: &'a [String]) -> Vec<&'a str> {
    let own = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let others = allowed_origins.iter().filter_map(|origin| {
        origin
            .strip_prefix("https://")
            .or_else(|| origin.strip_prefix("http://"))
    });
    own.into_iter().chain(others).collect()
}

/// The answer to `GET /qr.svg?u=LINK` with these request `headers` on a server that also answers
/// for `allowed_origins`: the image, or the error as text with 400.
pub fn respond(query: QrQuery, headers: &HeaderMap, allowed_origins: &[String]) -> Response {
    let link = query.u.unwrap_or_default();
    let drawn = if link.is_empty() {
        Err(QrError::Missing)
    } else {
        check_invite(&link, &hosts(headers, allowed_origins)).and_then(|()| svg_of(&link))
    };
    let (status, kind, cache, body) = match drawn {
        Ok(svg) => (StatusCode::OK, "image/svg+xml", QR_CACHE, svg),
        Err(e) => (
            StatusCode::BAD_REQUEST,
            "text/plain; charset=utf-8",
            "no-store",
            e.to_string(),
        ),
    };
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "0123456789abcdef01234567";

    #[test]
    fn only_this_servers_invite_links_are_drawn() {
        let hosts = ["play.example.org", "127.0.0.1:8080"];
        for good in [
            format!("https://play.example.org/#online={ID}"),
            format!("http://127.0.0.1:8080/index.html#online={ID}"),
            format!("https://play.example.org/e-thello/#online={ID}"),
        ] {
            assert_eq!(check_invite(&good, &hosts), Ok(()), "{good}");
        }
        let long = format!("https://play.example.org/{}#online={ID}", "a".repeat(300));
        assert_eq!(check_invite(&long, &hosts), Err(QrError::TooLong));
        for bad in [
            format!("ftp://play.example.org/#online={ID}"),
            format!("https://play.example.org#online={ID}"),
            format!("https://play.example.org/?x=1#online={ID}"),
            format!("https://play.example.org/\"><script>#online={ID}"),
            "https://play.example.org/#online=xyz".to_owned(),
            "https://play.example.org/".to_owned(),
        ] {
            assert_eq!(
                check_invite(&bad, &hosts),
                Err(QrError::NotAnInvite),
                "{bad}"
            );
        }
        let phishing = format!("https://evil.example.com/#online={ID}");
        assert_eq!(check_invite(&phishing, &hosts), Err(QrError::OtherHost));
    }

    #[test]
    fn the_image_is_an_svg_of_a_few_kilobytes() {
        let svg = svg_of(&format!("https://play.example.org/#online={ID}")).unwrap();
        assert!(
            svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            "{svg}"
        );
        assert!(svg.ends_with("</svg>"));
        assert!(svg.len() < 40_000, "{} bytes", svg.len());
    }
}
