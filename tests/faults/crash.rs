//! A server stopped in the middle of its work: a kill -9 during sustained writes loses no answered
//! inquiry or visit, one while photos are processed leaves no half-made media, and SIGTERM lets a
//! request in flight finish.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rusqlite::Connection;
use serde_json::json;

use crate::helpers::{integrity, lead, post_status, stored_subjects, stored_visits};
use crate::support::{self, OWNER, OWNER_PASSWORD, Server, create_admin};

#[test]
fn kill_9_during_writes_loses_no_answered_inquiry_or_visit() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let server = Server::start(&db);
    let port = server.port;
    let stop = Arc::new(AtomicBool::new(false));
    let answered_inquiries = Arc::new(Mutex::new(Vec::new()));
    let answered_visits = Arc::new(Mutex::new(0usize));

    let mut writers = Vec::new();
    for worker in 0..4 {
        let (stop, inquiries, visits) = (stop.clone(), answered_inquiries.clone(), answered_visits.clone());
        writers.push(std::thread::spawn(move || {
            let mut n = worker * 1_000_000;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                if post_status(port, "/api/contact", &lead(n)) == Some(201) {
                    inquiries.lock().unwrap().push(format!("Inquiry {n}"));
                }
                if post_status(port, "/api/analytics/visit", &json!({ "page": "/" })) == Some(202) {
                    *visits.lock().unwrap() += 1;
                }
            }
        }));
    }
    std::thread::sleep(Duration::from_millis(1500));
    server.kill_hard();
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.join().unwrap();
    }

    let inquiries = answered_inquiries.lock().unwrap().clone();
    let visits = *answered_visits.lock().unwrap();
    assert!(
        inquiries.len() > 10 && visits > 10,
        "the load ran ({} inquiries, {visits} visits)",
        inquiries.len()
    );

    // Restarting recovers the WAL; then every answered write must be there.
    let restarted = Server::start(&db);
    let _ = restarted.stop();
    assert_eq!(integrity(&db), "ok");
    let stored = stored_subjects(&db);
    let lost: Vec<&String> = inquiries.iter().filter(|s| !stored.contains(*s)).collect();
    assert!(lost.is_empty(), "{} answered inquiries were lost, e.g. {:?}", lost.len(), lost.first());
    let (rows, total) = stored_visits(&db);
    assert!(rows as usize >= visits, "{rows} visits stored, {visits} answered 202");
    assert_eq!(rows, total, "the counter agrees with the rows");
}

#[test]
fn sigterm_lets_a_request_in_flight_finish() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let server = Server::start(&db);

    // Send the headers now and the body after the signal: the request is in flight meanwhile.
    // A raw socket on purpose: an HTTP client sends a request whole, never half of it.
    let body = lead(1).to_string();
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    let head = format!(
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    // Time for the server to read the headers, even on a machine busy with builds (200 ms was
    // not always enough at a load of 14).
    std::thread::sleep(Duration::from_millis(600));
    Command::new("kill").args(["-TERM", &server.pid().to_string()]).status().unwrap();
    std::thread::sleep(Duration::from_millis(200));
    stream.write_all(body.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 201"), "{response}");

    let status = server.stop();
    assert!(status.success(), "{status}");
    assert!(stored_subjects(&db).contains("Inquiry 1"));
}

#[test]
fn kill_9_while_photos_are_processed_leaves_no_half_made_media() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let (port, token) = (server.port, server.token(OWNER, OWNER_PASSWORD));
    let answered = Arc::new(Mutex::new(Vec::new()));
    let mut uploaders = Vec::new();
    for worker in 0..3u32 {
        let (token, answered) = (token.clone(), answered.clone());
        uploaders.push(std::thread::spawn(move || {
            // Different sizes: different bytes, so none is a duplicate of another.
            for n in 0..20u32 {
                let bytes = support::images::jpeg(&support::images::photo(3000 + worker * 40 + n, 2000));
                match support::upload(port, &token, bytes, "shoot.jpg", "A shoot", &[]) {
                    Ok(reply) if reply.status == 201 => answered
                        .lock()
                        .unwrap()
                        .push(reply.json()["media"]["url"].as_str().unwrap().to_owned()),
                    Ok(reply) => panic!("upload refused: {} {}", reply.status, reply.body),
                    Err(_) => return,
                }
            }
        }));
    }
    std::thread::sleep(Duration::from_millis(2500));
    server.kill_hard();
    for uploader in uploaders {
        uploader.join().unwrap();
    }

    let server = Server::start(&db);
    let conn = Connection::open(&db).unwrap();
    let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
    assert_eq!(
        count(
            "select count(*) from media_files f where not exists (select 1 from media m where m.id = f.media_id)"
        ),
        0
    );
    assert_eq!(
        count(
            "select count(*) from media m where not exists (select 1 from media_files f where f.media_id = m.id and f.original = 1)"
        ),
        0
    );
    let answered = answered.lock().unwrap().clone();
    for url in &answered {
        assert_eq!(server.bytes(url).0, 200, "an answered upload is kept: {url}");
    }
    let integrity: String = conn.query_row("pragma integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(integrity, "ok");
}
