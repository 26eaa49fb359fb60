use ethello_server::{start, Config};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::store::TempDb;

/// The status line and headers (lower-cased) of `GET path` from `address`.
async fn head_of(address: std::net::SocketAddr, path: &str) -> String {
    let response = get(address, path, "gzip").await;
    response.split("\r\n\r\n").next().unwrap().to_lowercase()
}

/// The whole answer to `GET path` from `address`, as text.
async fn get(address: std::net::SocketAddr, path: &str, encodings: &str) -> String {
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {address}\r\nAccept-Encoding: {encodings}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    let read = stream.read_to_end(&mut response);
    tokio::time::timeout(std::time::Duration::from_secs(5), read)
        .await
        .unwrap()
        .unwrap();
    String::from_utf8_lossy(&response).into_owned()
}

#[tokio::test]
async fn the_site_is_served_with_its_policy_caching_and_compression() {
    let db = TempDb::new();
    let site = db.0.with_extension("site");
    std::fs::create_dir_all(&site).unwrap();
    let script = "console.log('registered')";
    let index = format!("<!doctype html><script>{script}</script><script type=module src=app-0123456789abcdef.js></script>");
    std::fs::write(site.join("index.html"), index).unwrap();
    std::fs::write(
        site.join("app-0123456789abcdef.js"),
        "export const x = 1;\n".repeat(50),
    )
    .unwrap();
    let config = Config {
        port: 0,
        db: db.0.clone(),
        site,
        ..Config::default()
    };
    let server = start(config).await.unwrap();
    let index = head_of(server.address(), "/").await;
    assert!(index.starts_with("http/1.1 200"), "{index}");
    assert!(index.contains("cache-control: no-cache"), "{index}");
    assert!(index.contains("content-security-policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-"));
    assert!(index.contains("x-content-type-options: nosniff"));
    let app = head_of(server.address(), "/app-0123456789abcdef.js").await;
    assert!(
        app.contains("cache-control: public, max-age=31536000, immutable"),
        "{app}"
    );
    assert!(app.contains("content-encoding: gzip"), "{app}");
    assert!(head_of(server.address(), "/missing.js")
        .await
        .starts_with("http/1.1 404"));
    server.stop().await;
}

#[tokio::test]
async fn the_invite_links_qr_code_is_drawn_for_this_server_only() {
    let db = TempDb::new();
    let config = Config {
        port: 0,
        db: db.0.clone(),
        site: db.0.with_extension("no-site"),
        ..Config::default()
    };
    let server = start(config).await.unwrap();
    let address = server.address();
    let id = "0123456789abcdef01234567";
    let link = format!("http%3A%2F%2F{address}%2F%23online%3D{id}");
    let image = get(address, &format!("/qr.svg?u={link}"), "identity").await;
    let (head, body) = image.split_once("\r\n\r\n").unwrap();
    let head = head.to_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-type: image/svg+xml"), "{head}");
    assert!(
        head.contains("cache-control: public, max-age=86400"),
        "{head}"
    );
    assert!(
        head.contains("content-security-policy: default-src 'self'"),
        "{head}"
    );
    assert!(
        body.starts_with("<?xml") && body.ends_with("</svg>"),
        "{body}"
    );
    assert!(
        body.contains("<path fill=\"#000\" d=\"M"),
        "dark modules drawn"
    );
    let zipped = head_of(address, &format!("/qr.svg?u={link}")).await;
    assert!(zipped.contains("content-encoding: gzip"), "{zipped}");
    let other = format!("http%3A%2F%2Fevil.example.com%2F%23online%3D{id}");
    let long = format!(
        "http%3A%2F%2F{address}%2F{}%23online%3D{id}",
        "a".repeat(300)
    );
    for (query, why) in [
        (format!("u={other}"), "the link is not this server's"),
        (format!("u={long}"), "the link is too long"),
        ("u=hello".to_owned(), "not an invite link"),
        (String::new(), "missing the link to draw"),
    ] {
        let refused = get(address, &format!("/qr.svg?{query}"), "identity").await;
        assert!(refused.starts_with("HTTP/1.1 400"), "{query}: {refused}");
        assert!(refused.contains(why), "{query}: {refused}");
        assert!(
            refused.to_lowercase().contains("cache-control: no-store"),
            "{refused}"
        );
    }
    server.stop().await;
}
