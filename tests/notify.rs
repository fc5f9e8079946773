//! The e-mail to the owner for each new inquiry, through the built binary and a local SMTP sink
//! the tests start: sent after the inquiry is stored, never delaying the visitor's 201 or losing
//! the inquiry, plain text only, retried after a temporary failure and not after a permanent one.

mod support;

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;

use support::{OWNER, OWNER_PASSWORD, Server, create_admin, inquiry, run};

/// One message the sink accepted.
#[derive(Debug, Clone)]
struct Mail {
    mail_from: String,
    rcpt_to: Vec<String>,
    /// The message as sent (headers and encoded body), dot-stuffing undone.
    raw: String,
}

impl Mail {
    fn headers_and_body(&self) -> (&str, &str) {
        self.raw.split_once("\r\n\r\n").expect("a blank line after the headers")
    }

    /// A header's value, unfolded; None when absent.
    fn header(&self, name: &str) -> Option<String> {
        let (headers, _) = self.headers_and_body();
        let unfolded = headers.replace("\r\n ", " ").replace("\r\n\t", " ");
        unfolded.split("\r\n").find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim().to_owned())
        })
    }

    /// The body decoded from its Content-Transfer-Encoding, with `\n` line ends.
    fn text(&self) -> String {
        let (_, body) = self.headers_and_body();
        let encoding = self.header("Content-Transfer-Encoding").unwrap_or_default().to_ascii_lowercase();
        let bytes = match encoding.as_str() {
            "quoted-printable" => quoted_printable(body),
            "base64" => base64(body),
            _ => body.as_bytes().to_vec(),
        };
        String::from_utf8(bytes).expect("a UTF-8 body").replace("\r\n", "\n")
    }
}

fn quoted_printable(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'=' if bytes[i + 1..].starts_with(b"\r\n") => i += 3, // a soft line break
            b'=' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).expect("hex");
                out.push(u8::from_str_radix(hex, 16).expect("a quoted-printable escape"));
                i += 3;
            }
            b'=' => i = bytes.len(), // a soft break at the very end
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    out
}

fn base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace() && *c != b'=') {
        let value = ALPHABET.iter().position(|a| *a == c).expect("a base64 character") as u32;
        buffer = (buffer << 6) | value;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
            buffer &= (1 << bits) - 1;
        }
    }
    out
}

/// How the sink answers the first few attempts.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Fail {
    Never,
    /// Answer this many MAIL FROM commands with `451` (temporary) first.
    MailTemporarily(usize),
    /// Answer this many DATA commands with `451` (temporary) first.
    DataTemporarily(usize),
    /// Answer every MAIL FROM with `550` (permanent).
    MailPermanently,
}

#[derive(Default)]
struct SinkState {
    mails: Vec<(Instant, Mail)>,
    /// Every command received, in order, with when it came.
    commands: Vec<(Instant, String)>,
    connections: usize,
}

/// A minimal SMTP server on 127.0.0.1 that records what it is sent.
struct Sink {
    port: u16,
    state: Arc<Mutex<SinkState>>,
}

impl Sink {
    fn start(fail: Fail) -> Sink {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the sink");
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(SinkState::default()));
        let failures = Arc::new(Mutex::new(match fail {
            Fail::MailTemporarily(n) | Fail::DataTemporarily(n) => n,
            Fail::Never | Fail::MailPermanently => 0,
        }));
        let shared = Arc::clone(&state);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (state, failures) = (Arc::clone(&shared), Arc::clone(&failures));
                std::thread::spawn(move || {
                    let _ = serve_smtp(stream, fail, &state, &failures);
                });
            }
        });
        Sink { port, state }
    }

    fn mails(&self) -> Vec<(Instant, Mail)> {
        self.state.lock().unwrap().mails.clone()
    }

    fn commands(&self, verb: &str) -> Vec<Instant> {
        let state = self.state.lock().unwrap();
        state
            .commands
            .iter()
            .filter(|(_, c)| c.to_ascii_uppercase().starts_with(verb))
            .map(|(t, _)| *t)
            .collect()
    }

    /// Waits (at most `limit`) until `count` messages arrived; returns them.
    fn wait_for(&self, count: usize, limit: Duration) -> Vec<(Instant, Mail)> {
        let deadline = Instant::now() + limit;
        loop {
            let mails = self.mails();
            if mails.len() >= count || Instant::now() > deadline {
                return mails;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn serve_smtp(
    stream: TcpStream,
    fail: Fail,
    state: &Mutex<SinkState>,
    failures: &Mutex<usize>,
) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    state.lock().unwrap().connections += 1;
    let mut writer = stream.try_clone()?;
    let mut reader = BufReader::new(stream);
    let mut say = |text: &str| writer.write_all(text.as_bytes());
    say("220 sink.test ESMTP ready\r\n")?;
    let (mut from, mut to) = (String::new(), Vec::new());
    let mut line = String::new();
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let command = line.trim_end().to_owned();
        state.lock().unwrap().commands.push((Instant::now(), command.clone()));
        let verb = command.to_ascii_uppercase();
        let take_failure = || {
            let mut left = failures.lock().unwrap();
            let fail_now = *left > 0;
            *left = left.saturating_sub(1);
            fail_now
        };
        if verb.starts_with("EHLO") {
            say("250-sink.test greets you\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n")?;
        } else if verb.starts_with("HELO") || verb.starts_with("NOOP") {
            say("250 OK\r\n")?;
        } else if verb.starts_with("MAIL FROM:") {
            if fail == Fail::MailPermanently {
                say("550 5.7.1 Sender rejected\r\n")?;
            } else if matches!(fail, Fail::MailTemporarily(_)) && take_failure() {
                say("451 4.3.0 Try again later\r\n")?;
            } else {
                from = command["MAIL FROM:".len()..].trim().to_owned();
                to.clear();
                say("250 OK\r\n")?;
            }
        } else if verb.starts_with("RCPT TO:") {
            to.push(command["RCPT TO:".len()..].trim().to_owned());
            say("250 OK\r\n")?;
        } else if verb == "DATA" {
            if matches!(fail, Fail::DataTemporarily(_)) && take_failure() {
                say("451 4.3.0 Try again later\r\n")?;
                continue;
            }
            say("354 End data with <CR><LF>.<CR><LF>\r\n")?;
            let mut raw = String::new();
            loop {
                let mut data = String::new();
                if reader.read_line(&mut data)? == 0 {
                    return Ok(());
                }
                if data == ".\r\n" {
                    break;
                }
                raw.push_str(data.strip_prefix('.').unwrap_or(&data));
            }
            let mail = Mail { mail_from: from.clone(), rcpt_to: to.clone(), raw };
            state.lock().unwrap().mails.push((Instant::now(), mail));
            say("250 OK queued\r\n")?;
        } else if verb.starts_with("RSET") {
            (from, to) = (String::new(), Vec::new());
            say("250 OK\r\n")?;
        } else if verb.starts_with("QUIT") {
            say("221 Bye\r\n")?;
            return Ok(());
        } else {
            say("502 Command not implemented\r\n")?;
        }
    }
}

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
    post_inquiry(
        &server,
        &inquiry("Grace Hopper", "grace@example.com", "Second one", "Another inquiry here."),
    );
    let mails = sink.wait_for(2, Duration::from_secs(10));
    assert_eq!(mails.len(), 2);
    assert!(mails[1].1.header("Subject").unwrap().contains("Second one"));
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
