//! The e-mail to the owner for each new inquiry, through the built binary and a local SMTP sink
//! the tests start: sent after the inquiry is stored, never delaying the visitor's 201 or losing
//! the inquiry, plain text only, retried after a temporary failure and not after a permanent one.
//!
//! One test binary: the sink is in `sink`, the tests and their small helpers here.

#[path = "../support/mod.rs"]
mod support;

mod sink;

use std::collections::VecDeque;
use std::net::TcpListener;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;

use sink::{Fail, Sink};
use support::{OWNER, OWNER_PASSWORD, Server, create_admin, inquiry, run};

/// Points the site's notifications at the sink through its settings.
fn notify_through_settings(db: &Path, port: u16) {
    for (name, value) in [
        ("notify-email", "owner@example.com"),
        ("smtp-host", "127.0.0.1"),
        ("smtp-port", &port.to_string()),
        ("smtp-security", "none"),
    ] {
        run(db, &["settings", "set", name, value]).ok();
    }
}

/// Posts an inquiry; asserts the 201 came back within a second; returns its id.
fn post_inquiry(server: &Server, body: &serde_json::Value) -> i64 {
    let started = Instant::now();
    let reply = server.send("POST", "/api/contact", None, body);
    let took = started.elapsed();
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert!(took < Duration::from_secs(1), "the visitor waited {took:?} for the mail to be sent");
    reply.json()["id"].as_i64().expect("id")
}

/// The inquiries an admin sees, newest first.
fn inbox(server: &Server) -> Vec<serde_json::Value> {
    let token = server.token(OWNER, OWNER_PASSWORD);
    let reply = server.get("/api/admin/contact-submissions", Some(&token));
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.json()["submissions"].as_array().unwrap().clone()
}

#[test]
fn each_new_inquiry_is_mailed_to_the_owner_as_plain_text() {
    let sink = Sink::start(Fail::Never);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    notify_through_settings(&db, sink.port);
    let server = Server::start(&db);

    let message = "Hello <b>team</b>,\n<script>alert('x')</script>\nCan you film our launch? Zoë says hi.";
    let id = post_inquiry(&server, &inquiry("Ada Lovelace", "ada@example.com", "Launch video", message));
    let mails = sink.wait_for(1, Duration::from_secs(10));
    assert_eq!(mails.len(), 1, "one message for one inquiry; log:\n{}", server.log());
    let mail = &mails[0].1;

    assert_eq!(mail.rcpt_to, ["<owner@example.com>"]);
    assert_eq!(mail.mail_from, "<owner@example.com>", "the sender falls back to the recipient");
    assert!(mail.header("To").unwrap().contains("owner@example.com"), "{}", mail.raw);
    let subject = mail.header("Subject").expect("a subject");
    assert!(subject.contains("Launch video"), "{subject}");
    let reply_to = mail.header("Reply-To").expect("a Reply-To");
    assert!(reply_to.contains("<ada@example.com>") && reply_to.contains("Ada Lovelace"), "{reply_to}");
    let content_type = mail.header("Content-Type").expect("a Content-Type");
    assert!(content_type.to_ascii_lowercase().starts_with("text/plain"), "{content_type}");
    assert!(!mail.raw.to_ascii_lowercase().contains("text/html"), "no HTML part: {}", mail.raw);
    let message_id = mail.header("Message-ID").expect("a Message-ID");
    assert!(message_id.starts_with('<') && message_id.contains('@'), "{message_id}");
    assert!(mail.header("Date").is_some());
    let text = mail.text();
    assert!(text.contains("Ada Lovelace") && text.contains("ada@example.com"), "{text}");
    assert!(text.contains(message), "the visitor's message, literally: {text}");

    // The inquiry is stored, and a second one makes a second message; a bot's makes none.
    assert_eq!(inbox(&server)[0]["id"], id);
    let bot = json!({ "name": "Bot", "email": "bot@example.com", "subject": "Buy now",
        "message": "Cheap followers for sale today.", "website": "http://spam.example" });
    assert_eq!(server.send("POST", "/api/contact", None, &bot).status, 201);
    assert!(text.contains("Language: English"), "{text}");
    // One sent from a Spanish page says so, for an answer in Spanish.
    let mut spanish = inquiry("Grace Hopper", "grace@example.com", "Second one", "Otra consulta aquí.");
    spanish["lang"] = json!("es");
    post_inquiry(&server, &spanish);
    let mails = sink.wait_for(2, Duration::from_secs(10));
    assert_eq!(mails.len(), 2);
    assert!(mails[1].1.header("Subject").unwrap().contains("Second one"));
    assert!(mails[1].1.text().contains("Language: Spanish"), "{}", mails[1].1.text());
    assert_eq!(inbox(&server)[0]["lang"], "es");
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(sink.mails().len(), 2, "no duplicate and nothing for the bot");
    assert_eq!(sink.commands("DATA").len(), 2, "each sent once");
}

#[test]
fn a_temporary_failure_is_retried_after_a_second() {
    // Configured by environment variables this time, with nothing in the settings.
    let sink = Sink::start(Fail::DataTemporarily(1));
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let port = sink.port.to_string();
    let server = Server::start_with_env(
        &db,
        &[
            ("AGENCY_NOTIFY_EMAIL", "owner@example.com"),
            ("AGENCY_SMTP_HOST", "127.0.0.1"),
            ("AGENCY_SMTP_PORT", &port),
            ("AGENCY_SMTP_SECURITY", "none"),
            ("AGENCY_SMTP_FROM", "site@example.com"),
        ],
    );

    let posted = Instant::now();
    post_inquiry(
        &server,
        &inquiry("Ada Lovelace", "ada@example.com", "Retry please", "Sent on the second try."),
    );
    let mails = sink.wait_for(1, Duration::from_secs(10));
    assert_eq!(mails.len(), 1, "the retry got through; log:\n{}", server.log());
    let (arrived, mail) = &mails[0];
    let data = sink.commands("DATA");
    assert_eq!(data.len(), 2, "one refused try, one accepted");
    let backoff = data[1] - data[0];
    assert!(backoff >= Duration::from_millis(900), "retried after {backoff:?}, expected about 1 s");
    assert!(*arrived - posted < Duration::from_secs(5), "not the 5 s or 25 s backoff");
    assert_eq!(mail.mail_from, "<site@example.com>");
    assert_eq!(mail.rcpt_to, ["<owner@example.com>"]);
    assert!(mail.header("Subject").unwrap().contains("Retry please"));

    // A refused MAIL FROM is retried the same way.
    let sink = Sink::start(Fail::MailTemporarily(2));
    run(&db, &["settings", "set", "smtp-port", &sink.port.to_string()]).ok();
    let server = Server::start_with_env(
        &db,
        &[
            ("AGENCY_NOTIFY_EMAIL", "owner@example.com"),
            ("AGENCY_SMTP_HOST", "127.0.0.1"),
            ("AGENCY_SMTP_SECURITY", "none"),
        ],
    );
    post_inquiry(
        &server,
        &inquiry("Grace Hopper", "grace@example.com", "Third time", "Accepted on the third try."),
    );
    let mails = sink.wait_for(1, Duration::from_secs(15));
    assert_eq!(mails.len(), 1, "the third try got through; log:\n{}", server.log());
    let tries = sink.commands("MAIL FROM");
    assert_eq!(tries.len(), 3);
    assert!(tries[1] - tries[0] >= Duration::from_millis(900), "first backoff about 1 s");
    assert!(tries[2] - tries[1] >= Duration::from_millis(4500), "second backoff about 5 s");
}

#[test]
fn a_permanent_failure_is_not_retried_and_the_inquiry_stays() {
    let sink = Sink::start(Fail::MailPermanently);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    notify_through_settings(&db, sink.port);
    let server = Server::start(&db);

    let id = post_inquiry(
        &server,
        &inquiry("Ada Lovelace", "ada@example.com", "Rejected mail", "The lead stays."),
    );
    let deadline = Instant::now() + Duration::from_secs(5);
    while sink.commands("MAIL FROM").is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    // A retry would come after 1 s; wait past it.
    std::thread::sleep(Duration::from_millis(2000));
    assert_eq!(sink.commands("MAIL FROM").len(), 1, "a 550 is not retried");
    assert!(sink.mails().is_empty());
    assert_eq!(inbox(&server)[0]["id"], id, "the inquiry is stored whatever the mail did");
}

#[test]
fn an_unreachable_or_silent_mail_server_never_delays_or_loses_an_inquiry() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    // A port nothing listens on.
    let closed = support::free_port();
    notify_through_settings(&db, closed);
    let server = Server::start(&db);

    let first =
        post_inquiry(&server, &inquiry("Ada Lovelace", "ada@example.com", "Nobody home", "Mail is down."));

    // A server that accepts the connection and then says nothing, ever.
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let silent_port = silent.local_addr().unwrap().port();
    let held = Arc::new(Mutex::new(VecDeque::new()));
    let holder = Arc::clone(&held);
    std::thread::spawn(move || {
        for stream in silent.incoming().flatten() {
            holder.lock().unwrap().push_back(stream);
        }
    });
    // The server reads the mail settings for each inquiry, so the change applies at once.
    run(&db, &["settings", "set", "smtp-port", &silent_port.to_string()]).ok();
    let mut ids = vec![first];
    for n in 0..3 {
        let body = inquiry("Grace Hopper", "grace@example.com", &format!("Silent {n}"), "Mail hangs here.");
        ids.push(post_inquiry(&server, &body));
    }
    let deadline = Instant::now() + Duration::from_secs(5);
    while held.lock().unwrap().len() < 3 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(held.lock().unwrap().len() >= 3, "the notifications were attempted in the background");

    let stored: Vec<i64> = inbox(&server).iter().map(|s| s["id"].as_i64().unwrap()).rev().collect();
    assert_eq!(stored, ids, "every inquiry is stored");
    assert_eq!(server.get("/api/health", None).status, 200);

    // Sends still waiting do not hold up a clean stop.
    let stopping = Instant::now();
    let status = server.stop();
    assert!(status.success(), "{status}");
    assert!(stopping.elapsed() < Duration::from_secs(10), "stopping took {:?}", stopping.elapsed());
}
