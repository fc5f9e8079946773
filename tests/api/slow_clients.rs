//! Slow clients against the real connection loop: bodies that trickle, readers that stop reading,
//! and one address opening too many connections. The times are shortened through
//! `ConnectionRules`; docs/SECURITY.md has the real ones.

use std::time::{Duration, Instant};

use agency_site::state::{BodyTime, ConnectionRules, ServeConfig};
use reqwest::StatusCode;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::{PASSWORD, SUPER_NAME, TestApp};
use crate::images::mp4;
use crate::media::uploaded;

fn quick(rules: ConnectionRules) -> ServeConfig {
    ServeConfig { rate_limits: false, connections: rules, ..ServeConfig::default() }
}

fn short_times() -> ConnectionRules {
    ConnectionRules {
        write_timeout: Duration::from_secs(1),
        body: BodyTime {
            first: Duration::from_secs(1),
            per_64k: Duration::from_secs(1),
            ahead: Duration::from_secs(2),
        },
        ..ConnectionRules::default()
    }
}

async fn connect(app: &TestApp) -> TcpStream {
    TcpStream::connect(app.base.trim_start_matches("http://")).await.expect("connect")
}

/// Reads one answer: its status line's code and the whole text, once its body is in (or the
/// connection ends).
async fn read_answer(stream: &mut (impl AsyncRead + Unpin)) -> (u16, String) {
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let text = String::from_utf8_lossy(&seen).into_owned();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length = head
                .lines()
                .find_map(|line| {
                    line.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().to_owned())
                })
                .and_then(|v| v.parse::<usize>().ok());
            if length.is_some_and(|length| body.len() >= length) {
                break;
            }
        }
        match stream.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => seen.extend_from_slice(&buf[..n]),
        }
    }
    let text = String::from_utf8_lossy(&seen).into_owned();
    let status = text.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or(0);
    (status, text)
}

/// A multipart upload of `file` as a video, for a raw connection.
fn multipart(file: &[u8]) -> Vec<u8> {
    let mut body =
        b"--XBOUNDARYX\r\nContent-Disposition: form-data; name=\"alt\"\r\n\r\nA reel sent slowly\r\n\
        --XBOUNDARYX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"reel.mp4\"\r\n\
        Content-Type: video/mp4\r\n\r\n"
            .to_vec();
    body.extend_from_slice(file);
    body.extend_from_slice(b"\r\n--XBOUNDARYX--\r\n");
    body
}

/// Sends an upload's headers at once, then its body in `piece`-byte parts every `every`; returns
/// the answer's status and how long it took.
async fn upload_slowly(
    app: &TestApp,
    token: &str,
    file: &[u8],
    piece: usize,
    every: Duration,
) -> (u16, Duration) {
    let body = multipart(file);
    let mut stream = connect(app).await;
    let head = format!(
        "POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary=XBOUNDARYX\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let started = Instant::now();
    let (mut reader, mut writer) = stream.into_split();
    let sender = tokio::spawn(async move {
        for part in body.chunks(piece) {
            tokio::time::sleep(every).await;
            if writer.write_all(part).await.is_err() {
                break;
            }
        }
        writer
    });
    let mut seen = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(20), async {
        let mut buf = [0u8; 1024];
        while !String::from_utf8_lossy(&seen).contains("\r\n\r\n") {
            match reader.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => seen.extend_from_slice(&buf[..n]),
            }
        }
    })
    .await;
    let took = started.elapsed();
    sender.abort();
    let text = String::from_utf8_lossy(&seen).into_owned();
    (text.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or(0), took)
}

#[tokio::test]
async fn a_body_sent_a_byte_at_a_time_gets_408_while_the_site_keeps_answering() {
    let app = TestApp::spawn_with(quick(short_times())).await;
    let (mut reader, mut writer) = connect(&app).await.into_split();
    let head = "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
                Content-Length: 300\r\n\r\n{";
    writer.write_all(head.as_bytes()).await.unwrap();
    let started = Instant::now();
    let trickle = tokio::spawn(async move {
        for _ in 0..100 {
            tokio::time::sleep(Duration::from_millis(200)).await;
            if writer.write_all(b" ").await.is_err() {
                break;
            }
        }
    });
    assert_eq!(app.get("/", None).await.status(), StatusCode::OK, "the site answers meanwhile");

    let answer = tokio::time::timeout(Duration::from_secs(6), read_answer(&mut reader)).await;
    trickle.abort();
    let (status, text) = answer.expect("no answer within 6 s: the trickling body still holds its connection");
    assert_eq!(status, 408, "{text}");
    assert!(text.contains(r#"{"message":"The request body arrived too slowly"#), "{text}");
    assert!(text.to_ascii_lowercase().contains("x-content-type-options: nosniff"), "{text}");
    // The body had 1 s, plus what its few bytes earned.
    assert!(started.elapsed() < Duration::from_secs(4), "{:?}", started.elapsed());
    assert_eq!(app.get("/", None).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn an_upload_slower_than_the_minimum_rate_gets_408() {
    let app = TestApp::spawn_with(quick(short_times())).await;
    let token = app.create_admin(SUPER_NAME, PASSWORD).await;
    // 1 KB every 100 ms is 10 KB/s, below the 64 KB/s these rules ask for.
    let (status, took) =
        upload_slowly(&app, &token, &mp4(b"avc1", 640, 360, 200_000), 1024, Duration::from_millis(100)).await;
    assert_eq!(status, 408);
    assert!(took < Duration::from_secs(4), "{took:?}");
}

#[tokio::test]
async fn an_upload_that_keeps_the_minimum_rate_may_take_longer_than_a_small_body() {
    let app = TestApp::spawn_with(quick(short_times())).await;
    let token = app.create_admin(SUPER_NAME, PASSWORD).await;
    // 32 KB every 250 ms is 128 KB/s: about 2.5 s in all, past the 1 s a small body gets.
    let (status, took) =
        upload_slowly(&app, &token, &mp4(b"avc1", 640, 360, 300_000), 32 * 1024, Duration::from_millis(250))
            .await;
    assert_eq!(status, 201);
    assert!(took > Duration::from_secs(2), "{took:?}");
}

/// A 16 MB video in the library, more than the sockets' buffers on loopback hold; its URL.
async fn large_video(app: &TestApp) -> (String, usize) {
    let token = app.create_admin(SUPER_NAME, PASSWORD).await;
    let clip = mp4(b"avc1", 640, 360, 16 * 1024 * 1024);
    let video = uploaded(app, &token, clip.clone(), "large.mp4", "A large reel").await;
    (video["url"].as_str().unwrap().to_owned(), clip.len())
}

/// A connection that asked for `url` and read the first 100 bytes of the answer, then stopped.
/// Its receive buffer is small and fixed, as a phone's would be: loopback's grows to 32 MB here.
async fn stalled_reader(app: &TestApp, url: &str) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(64 * 1024).unwrap();
    let address = app.base.trim_start_matches("http://").parse().unwrap();
    let mut stream = socket.connect(address).await.expect("connect");
    let request = format!("GET {url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut first = [0u8; 100];
    stream.read_exact(&mut first).await.unwrap();
    stream
}

/// Whether the server has ended the connection, seen from its TCP state: reading to find out
/// would make the stalled reader a reader again.
fn ended(stream: &TcpStream) -> bool {
    use std::os::fd::AsRawFd;
    /// Linux's TCP_ESTABLISHED state.
    const ESTABLISHED: u8 = 1;
    // SAFETY: tcp_info is plain data, and getsockopt writes at most `len` bytes into it.
    let mut info: libc::tcp_info = unsafe { std::mem::zeroed() };
    let mut len = std::mem::size_of::<libc::tcp_info>() as libc::socklen_t;
    let done = unsafe {
        libc::getsockopt(
            stream.as_raw_fd(),
            libc::IPPROTO_TCP,
            libc::TCP_INFO,
            (&mut info as *mut libc::tcp_info).cast(),
            &mut len,
        )
    };
    assert_eq!(done, 0, "getsockopt TCP_INFO");
    info.tcpi_state != ESTABLISHED
}

#[tokio::test]
async fn a_reader_that_stops_reading_a_large_file_is_reset_after_the_write_timeout() {
    let app = TestApp::spawn_with(quick(short_times())).await;
    let (url, _) = large_video(&app).await;
    let stalled = stalled_reader(&app, &url).await;
    // Reset, not closed politely: a polite close would leave the unsent bytes in the kernel, and
    // the connection open, for as long as the peer does not read.
    let started = Instant::now();
    while !ended(&stalled) {
        assert!(started.elapsed() < Duration::from_secs(6), "the stalled reader is still connected");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(app.get("/api/health", None).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn stalled_readers_hold_no_more_than_the_media_budget_and_the_next_viewer_waits_then_gets_503() {
    let rules = ConnectionRules {
        media_budget: 4 * 64 * 1024,
        media_wait: Duration::from_millis(300),
        ..ConnectionRules::default()
    };
    let app = TestApp::spawn_with(quick(rules)).await;
    let (url, len) = large_video(&app).await;
    let mut stalled = Vec::new();
    for _ in 0..6 {
        stalled.push(stalled_reader(&app, &url).await);
    }

    // Once the sockets' buffers are full (a few MB each: it takes a moment in a debug build), the
    // stalled readers hold every byte of the budget and a new viewer is refused.
    let deadline = Instant::now() + Duration::from_secs(10);
    let response = loop {
        let response = app.get(&url, None).await;
        if response.status() != StatusCode::OK || Instant::now() > deadline {
            break response;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(response.headers()["retry-after"], "10");
    let body: serde_json::Value = response.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("try again"), "{body}");
    let started = Instant::now();
    assert_eq!(app.get("/api/health", None).await.status(), StatusCode::OK);
    assert!(started.elapsed() < Duration::from_millis(500), "{:?}", started.elapsed());

    // Their pieces go back to the budget with their connections.
    drop(stalled);
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let response = app.get(&url, None).await;
        if response.status() == StatusCode::OK {
            assert_eq!(response.bytes().await.unwrap().len(), len);
            break;
        }
        assert!(Instant::now() < deadline, "the budget never came back: {}", response.status());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn one_address_past_its_connection_cap_gets_429_and_a_trusted_proxy_is_not_capped() {
    let capped =
        TestApp::spawn_with(quick(ConnectionRules { per_address: 3, ..ConnectionRules::default() })).await;
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(connect(&capped).await);
    }
    let mut fourth = connect(&capped).await;
    fourth.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await.unwrap();
    let (status, text) =
        tokio::time::timeout(Duration::from_secs(5), read_answer(&mut fourth)).await.unwrap();
    assert_eq!(status, 429, "{text}");
    assert!(
        text.contains(r#"{"message":"#) && text.to_ascii_lowercase().contains("retry-after: 5"),
        "{text}"
    );

    // A slot frees when one of them closes.
    drop(open.pop());
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let mut fresh = connect(&capped).await;
        fresh.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await.unwrap();
        let (status, _) = read_answer(&mut fresh).await;
        if status == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "no slot came back");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Behind the trusted proxy, every visitor comes from the proxy's address.
    let rules = ConnectionRules { per_address: 1, ..ConnectionRules::default() };
    let proxied = TestApp::spawn_with(ServeConfig { trust_proxy: true, ..quick(rules) }).await;
    let _open = [connect(&proxied).await, connect(&proxied).await];
    assert_eq!(proxied.get("/api/health", None).await.status(), StatusCode::OK);
}
