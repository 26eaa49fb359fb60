use ethello_server::{start, Config};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::store::TempDb;

/// The status line and headers (lower-cased) of `GET path` from `address`.
async fn head_of(address: std::net::SocketAddr, path: &str) -> String {
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {address}\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    let read = stream.read_to_end(&mut response);
    tokio::time::timeout(std::time::Duration::from_secs(5), read)
        .await
        .unwrap()
        .unwrap();
    let text = String::from_utf8_lossy(&response);
    text.split("\r\n\r\n").next().unwrap().to_lowercase()
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
