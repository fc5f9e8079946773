//! A real `serve`: a sound database and a clean stop on SIGTERM, no password, key or secret in its
//! logs, colour only at a terminal, and one warning when visitors use an address that is not the
//! public URL.

use std::io::{BufRead, BufReader};
use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::json;
use tempfile::TempDir;

use crate::helpers::{bin, integrity, stdout};
use crate::support::{self, http};

#[test]
fn serve_creates_a_sound_database_and_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = StdCommand::new(assert_cmd::cargo::cargo_bin("agency-site"))
        .args(["--db", db.to_str().unwrap(), "serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("AGENCY_LOG", "info")
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");

    // The server logs its address once it is listening.
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut line = String::new();
    while !line.contains("serving on") {
        line.clear();
        assert!(stderr.read_line(&mut line).unwrap() > 0, "server exited early");
        assert!(Instant::now() < deadline, "server did not start");
    }
    let health = http(port, "GET", "/api/health", None, None);
    assert!(health.status == 200 && health.body.contains("\"ok\""), "{health:?}");

    StdCommand::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "serve should exit 0 on SIGTERM, got {status}");
    assert_eq!(integrity(&db), "ok");
}

#[test]
fn passwords_keys_and_secrets_never_reach_the_logs() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    stdout(
        bin(&dir)
            .args(["create-admin", "--username", "owner", "--password-stdin"])
            .write_stdin("owner-pass-123"),
    );
    let conn = Connection::open(&db).unwrap();
    let setting = |key: &str| -> String {
        conn.query_row("select value from settings where key = ?1", [key], |r| r.get(0)).unwrap()
    };
    let (key, secret) = (setting("registration_key"), setting("jwt_secret"));

    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let log = dir.path().join("serve.log");
    let mut child = StdCommand::new(assert_cmd::cargo::cargo_bin("agency-site"))
        .args(["--db", db.to_str().unwrap(), "serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("AGENCY_LOG", "trace")
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }

    let login = |password: &str| {
        let body = json!({ "username": "owner", "password": password });
        http(port, "POST", "/api/auth/login", None, Some(&body))
    };
    let logged_in = login("owner-pass-123");
    assert_eq!(logged_in.status, 200, "{}", logged_in.body);
    let token = logged_in.json()["token"].as_str().unwrap().to_owned();
    login("wrong-pass-456");
    let register = json!({ "username": "helper", "password": "helper-pass-789", "registrationKey": key });
    assert_eq!(http(port, "POST", "/api/auth/register", None, Some(&register)).status, 201);
    assert_eq!(http(port, "GET", "/api/admin/settings", Some(&token), None).status, 200);

    StdCommand::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    child.wait().unwrap();
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(logged.contains("admin logged in"), "the log is being written: {logged}");
    assert!(!logged.contains('\u{1b}'), "a log written to a file has no colour codes: {logged}");
    for secret_text in
        ["owner-pass-123", "wrong-pass-456", "helper-pass-789", key.as_str(), secret.as_str(), token.as_str()]
    {
        assert!(!logged.contains(secret_text), "the log contains a secret ({secret_text})");
    }
}

/// `serve` on a port that is taken, at a pseudo-terminal: it logs the migrations it applies, then
/// stops. Returns what the terminal showed.
fn serve_at_a_terminal(dir: &TempDir, no_color: bool) -> String {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let command = format!(
        "{} --db {} serve --listen {}",
        assert_cmd::cargo::cargo_bin("agency-site").display(),
        dir.path().join("site.db").display(),
        taken.local_addr().unwrap()
    );
    let mut script = StdCommand::new("script");
    script.args(["-qec", &command, "/dev/null"]).env_remove("AGENCY_LOG").env_remove("NO_COLOR");
    if no_color {
        script.env("NO_COLOR", "1");
    }
    let output = script.stdin(Stdio::null()).output().expect("script (util-linux) runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn logs_have_colour_only_at_a_terminal_and_never_with_no_color() {
    let screen = serve_at_a_terminal(&tempfile::tempdir().unwrap(), false);
    assert!(screen.contains("applied migration") && screen.contains('\u{1b}'), "{screen:?}");
    let screen = serve_at_a_terminal(&tempfile::tempdir().unwrap(), true);
    assert!(screen.contains("applied migration") && !screen.contains('\u{1b}'), "{screen:?}");
}

#[test]
fn serve_says_once_that_the_public_url_was_never_set_when_visitors_use_another_address() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let page_at = |server: &support::Server, host: &str| {
        let client = reqwest::blocking::Client::new();
        let url = format!("http://127.0.0.1:{}/", server.port);
        let response = client.get(url).header(reqwest::header::HOST, host).send().expect("request");
        assert_eq!(response.status(), 200);
    };
    let warnings = |server: &support::Server| server.log().matches("public URL is still").count();

    let server = support::Server::start(&db);
    page_at(&server, "127.0.0.1:8080");
    assert_eq!(warnings(&server), 0, "the default address is the public URL: {}", server.log());
    page_at(&server, "mythagency.example");
    page_at(&server, "www.mythagency.example");
    assert_eq!(warnings(&server), 1, "{}", server.log());
    assert!(server.log().contains("settings set public-url"), "it says how: {}", server.log());
    server.stop();

    support::run(&db, &["settings", "set", "public-url", "https://mythagency.example"]).ok();
    let server = support::Server::start(&db);
    page_at(&server, "mythagency.example");
    assert_eq!(warnings(&server), 0, "{}", server.log());
    server.stop();
}
