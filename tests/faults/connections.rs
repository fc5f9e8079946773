//! Connections that hold the server without finishing: slow, half-sent and idle kept-alive ones are
//! closed, and 600 stalled readers of a large video leave memory bounded and /api/health fast.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::support::{self, OWNER, OWNER_PASSWORD, Server, create_admin};

/// Whether the server closed `stream` (the next read ends) within `limit`.
fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    stream.set_read_timeout(Some(limit)).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue, // an answer (a keep-alive reply, or a 408): read on to the close
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock || e.kind() == std::io::ErrorKind::TimedOut =>
            {
                return false;
            }
            Err(_) => return true,
        }
    }
}

#[test]
fn slow_half_sent_and_idle_kept_alive_connections_are_closed_and_the_site_keeps_answering() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("site.db"));
    let connect = || TcpStream::connect(("127.0.0.1", server.port)).unwrap();

    // Headers that never end, an idle connection, and a kept-alive one after its answer.
    let mut slow = connect();
    slow.write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n").unwrap();
    let mut idle = connect();
    let mut kept = connect();
    kept.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
    let mut head = [0u8; 12];
    kept.read_exact(&mut head).unwrap();
    assert_eq!(&head, b"HTTP/1.1 200");
    assert_eq!(server.get("/api/health", None).status, 200, "the site answers meanwhile");

    // The header timeout is 10 s (src/server.rs); allow some slack for a loaded machine.
    for (name, stream) in [("slow", &mut slow), ("idle", &mut idle), ("kept alive", &mut kept)] {
        assert!(closed_within(stream, Duration::from_secs(15)), "the {name} connection is still open");
    }
    assert_eq!(server.get("/api/health", None).status, 200);
    server.stop();
}

/// The server's resident memory in MB.
fn resident_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kb: f64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap();
    kb / 1024.0
}

#[test]
fn stalled_readers_of_a_large_video_leave_memory_bounded_and_health_fast() {
    /// Enough that their buffers, unbounded, pass the budget by far (about 440 KB each before).
    const READERS: usize = 600;
    /// Readers per source address, under the per-address cap of 256.
    const PER_ADDRESS: usize = 200;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let clip = support::images::mp4(b"avc1", 1280, 720, 16 * 1024 * 1024);
    let reply = server.upload(&token, clip.clone(), "reel.mp4", "Our reel", &[]);
    assert_eq!(reply.status, 201, "{}", reply.body);
    let url = reply.json()["media"]["url"].as_str().unwrap().to_owned();
    assert_eq!(server.bytes(&url).1.len(), clip.len(), "served whole to a reader who reads");
    std::thread::sleep(Duration::from_millis(500));
    let before = resident_mb(server.pid());

    // Each reads the start of the answer, then nothing: what the server holds for them stays.
    // Small receive buffers (a phone's, not loopback's 32 MB) fill the sockets in a moment.
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let mut stalled = Vec::new();
    for n in 0..READERS {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.set_recv_buffer_size(64 * 1024).unwrap();
        socket.bind(([127, 0, 0, 2 + (n / PER_ADDRESS) as u8], 0).into()).unwrap();
        let address = ([127, 0, 0, 1], server.port).into();
        let stream = runtime.block_on(socket.connect(address)).unwrap().into_std().unwrap();
        stream.set_nonblocking(false).unwrap();
        let mut stream = stream;
        stream.write_all(format!("GET {url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").as_bytes()).unwrap();
        let mut first = [0u8; 100];
        stream.read_exact(&mut first).unwrap();
        stalled.push(stream);
    }
    // Until the memory stops growing: every stream has filled what it may hold.
    let mut peak = before;
    let mut slowest = Duration::ZERO;
    let mut steady = 0;
    let deadline = Instant::now() + Duration::from_secs(20);
    while steady < 5 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(300));
        let now = resident_mb(server.pid());
        steady = if now > peak + 0.5 { 0 } else { steady + 1 };
        peak = peak.max(now);
        let started = Instant::now();
        assert_eq!(server.get("/api/health", None).status, 200);
        slowest = slowest.max(started.elapsed());
    }
    println!("{READERS} stalled readers: RSS {before:.1} -> {peak:.1} MB, /api/health at most {slowest:?}");
    // Without the bounds they took 264 MB (50.6 -> 315.2); now a piece or two each and
    // 32 MB for all.
    assert!(peak - before < 60.0, "{READERS} stalled readers took {:.1} MB", peak - before);
    assert!(slowest < Duration::from_millis(500), "/api/health took {slowest:?}");
    drop(stalled);
    server.stop();
}
