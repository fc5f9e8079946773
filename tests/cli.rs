//! The owner's CLI through the built binary: commands, messages and exit codes (docs/DESIGN.md
//! "CLI contract"), and a real `serve` that stops cleanly on SIGTERM.

mod support;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::Command;
use rusqlite::Connection;
use serde_json::json;
use tempfile::TempDir;

use support::http;

fn bin(dir: &TempDir) -> Command {
    let mut cmd = Command::cargo_bin("agency-site").expect("binary");
    cmd.env_remove("AGENCY_DB").env_remove("AGENCY_LISTEN").arg("--db").arg(dir.path().join("site.db"));
    cmd
}

fn stdout(cmd: &mut Command) -> String {
    let output = cmd.output().expect("run");
    assert!(output.status.success(), "failed: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("utf-8")
}

fn integrity(path: &Path) -> String {
    let conn = Connection::open(path).expect("open");
    conn.query_row("pragma integrity_check", [], |r| r.get(0)).expect("check")
}

#[test]
fn migrate_applies_everything_once_and_then_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let first = stdout(bin(&dir).arg("migrate"));
    assert!(first.contains("applied V1__schema"), "{first}");
    assert!(first.contains("applied V2__seed_content"), "{first}");

    let db = dir.path().join("site.db");
    let before = std::fs::read(&db).unwrap();
    let second = stdout(bin(&dir).arg("migrate"));
    assert!(second.contains("up to date"), "{second}");
    assert_eq!(before, std::fs::read(&db).unwrap(), "a second migrate must change nothing");
    assert_eq!(integrity(&db), "ok");

    let status = stdout(bin(&dir).args(["migrate", "--status"]));
    assert!(status.lines().all(|l| l.starts_with("applied ")), "{status}");
}

#[test]
fn first_migrate_makes_random_secrets() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    stdout(bin(&a).arg("migrate"));
    stdout(bin(&b).arg("migrate"));
    let read = |dir: &TempDir, key: &str| -> String {
        let conn = Connection::open(dir.path().join("site.db")).unwrap();
        conn.query_row("select value from settings where key = ?1", [key], |r| r.get(0)).unwrap()
    };
    for key in ["jwt_secret", "registration_key"] {
        assert!(read(&a, key).len() >= 24, "{key} too short");
        assert_ne!(read(&a, key), read(&b, key), "{key} must differ between sites");
    }
}

#[test]
fn every_command_has_help() {
    let dir = tempfile::tempdir().unwrap();
    for command in
        [&["--help"][..], &["serve", "--help"], &["migrate", "--help"], &["create-admin", "--help"]]
    {
        let out = stdout(bin(&dir).args(command));
        assert!(out.contains("Usage:"), "{command:?}: {out}");
    }
    let serve = stdout(bin(&dir).args(["serve", "--help"]));
    assert!(serve.contains("AGENCY_LISTEN") && serve.contains("AGENCY_DB"), "{serve}");
}

#[test]
fn usage_errors_exit_2_and_runtime_errors_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    bin(&dir).arg("no-such-command").assert().code(2);
    bin(&dir).args(["serve", "--listen", "not-an-address"]).assert().code(2);

    // A database in a folder that does not exist is a path the owner must fix, whatever the
    // command, and nothing is listed as if it were there.
    for args in
        [&["migrate"][..], &["migrate", "--status"], &["serve"], &["create-admin", "--username", "owner"]]
    {
        let missing = Command::cargo_bin("agency-site")
            .unwrap()
            .args(["--db", "/no/such/folder/site.db"])
            .args(args)
            .write_stdin("a-long-password\n")
            .assert()
            .code(2);
        let output = missing.get_output();
        let stderr = String::from_utf8_lossy(&output.stderr).to_string();
        assert!(
            stderr.starts_with("error: The folder /no/such/folder for the database does not exist"),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.trim().lines().count(), 1, "one sentence: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?} printed {:?}", String::from_utf8_lossy(&output.stdout));
    }
}

/// Runs the binary with `args` and returns its one-line stderr, asserting exit code 2.
fn usage_error(dir: &TempDir, args: &[&str]) -> String {
    let out = bin(dir).args(args).assert().code(2);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).trim().to_owned();
    assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: one sentence, got {stderr}");
    stderr
}

#[test]
fn usage_errors_name_what_is_missing_and_where_to_read_more() {
    let dir = tempfile::tempdir().unwrap();
    let missing = usage_error(&dir, &["create-admin"]);
    assert!(
        missing.contains("--username <NAME>") && missing.contains("`agency-site create-admin --help`"),
        "{missing}"
    );

    let nothing = usage_error(&dir, &[]);
    for command in ["serve", "migrate", "create-admin", "export", "import", "backup", "settings"] {
        assert!(nothing.contains(command), "{nothing}");
    }
    assert!(!nothing.contains("MYTH Agency site"), "not the description: {nothing}");

    let settings = usage_error(&dir, &["settings"]);
    assert!(settings.contains("`agency-site settings` needs a command"), "{settings}");
    for action in ["list", "get", "set", "rotate-registration-key", "rotate-token-secret"] {
        assert!(settings.contains(action), "{settings}");
    }

    let typo = usage_error(&dir, &["serv"]);
    assert!(typo.contains("'serv'") && typo.contains("serve"), "{typo}");
    let value = usage_error(&dir, &["settings", "set", "site-name"]);
    assert!(value.contains("<VALUE>"), "{value}");
}

#[test]
fn an_existing_username_points_to_reset_password_before_asking_for_one() {
    let dir = tempfile::tempdir().unwrap();
    stdout(
        bin(&dir)
            .args(["create-admin", "--username", "owner", "--password-stdin"])
            .write_stdin("s3cret-pw\n"),
    );
    let out = bin(&dir)
        .args(["create-admin", "--username", "OWNER", "--password-stdin"])
        .write_stdin("")
        .assert()
        .code(2);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(stderr.contains("already taken") && stderr.contains("--reset-password"), "{stderr}");
}

/// `create-admin` at a terminal (a pseudo-terminal made by util-linux's `script`), typing `typed`.
fn at_a_terminal(dir: &TempDir, typed: &str) -> (i32, String) {
    let bin = assert_cmd::cargo::cargo_bin("agency-site");
    let command = format!(
        "{} --db {} create-admin --username owner",
        bin.display(),
        dir.path().join("site.db").display()
    );
    let output = StdCommand::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env_remove("AGENCY_DB")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("stdin").write_all(typed.as_bytes())?;
            child.wait_with_output()
        })
        .expect("script (util-linux) runs");
    (output.status.code().unwrap_or(-1), String::from_utf8_lossy(&output.stdout).into_owned())
}

#[test]
fn the_prompt_asks_again_for_a_password_that_breaks_a_rule_or_does_not_match() {
    let dir = tempfile::tempdir().unwrap();
    let (code, screen) =
        at_a_terminal(&dir, "abc\nlong-enough-1\nmistyped-1\nlong-enough-1\nlong-enough-1\n");
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("Password must be at least 6 characters. Try again."), "{screen}");
    assert!(screen.contains("do not match. Try again."), "{screen}");
    assert!(screen.contains("Created the super admin 'owner'"), "{screen}");

    let other = tempfile::tempdir().unwrap();
    let (code, screen) = at_a_terminal(&other, "a\nb\nc\n");
    assert_eq!(code, 2, "{screen}");
    assert!(screen.contains("No valid password after 3 tries"), "{screen}");
    assert!(!other.path().join("site.db").exists() || !screen.contains("Created"), "{screen}");
}

#[test]
fn a_db_that_is_a_folder_or_not_sqlite_is_the_owners_to_fix_in_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("site.db");
    std::fs::write(&junk, "this is not a database, just text ".repeat(200)).unwrap();
    let folder = dir.path().join("data");
    std::fs::create_dir(&folder).unwrap();
    for args in [&["migrate"][..], &["migrate", "--status"], &["serve"], &["settings", "list"], &["export"]] {
        for (db, says) in
            [(&junk, "is not an SQLite database"), (&folder, "is a folder, not a database file")]
        {
            let out =
                Command::cargo_bin("agency-site").unwrap().arg("--db").arg(db).args(args).assert().code(2);
            let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
            assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: one sentence: {stderr}");
            let said = format!("error: {} {says}", db.display());
            assert!(stderr.starts_with(&said) && stderr.contains("--db"), "{args:?}: {stderr}");
            assert!(!stderr.contains("Error code") && !stderr.contains("writable"), "{args:?}: {stderr}");
        }
    }
    assert!(std::fs::read_dir(&folder).unwrap().next().is_none(), "nothing was made in the folder");
}

#[test]
fn create_admin_at_the_default_path_refuses_to_start_a_new_site_unless_asked() {
    let elsewhere = tempfile::tempdir().unwrap();
    let create = |extra: &[&str]| {
        let mut cmd = Command::cargo_bin("agency-site").unwrap();
        cmd.env_remove("AGENCY_DB").current_dir(elsewhere.path());
        cmd.args(["create-admin", "--username", "owner", "--password-stdin"]).args(extra);
        cmd.write_stdin("a-long-password\n").output().unwrap()
    };
    let refused = create(&[]);
    let stderr = String::from_utf8_lossy(&refused.stderr).to_string();
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    let default = elsewhere.path().join("agency.db");
    assert!(stderr.contains(&format!("There is no database at {}", default.display())), "{stderr}");
    assert!(stderr.contains("--db") && stderr.contains("--new-database"), "{stderr}");
    assert!(!default.exists(), "no database was made");

    let created = create(&["--new-database"]);
    assert!(created.status.success(), "{}", String::from_utf8_lossy(&created.stderr));
    let said = String::from_utf8_lossy(&created.stdout).to_string();
    let path = default.canonicalize().unwrap();
    assert!(said.contains(&format!("Created the super admin 'owner' in {}.", path.display())), "{said}");

    // A database the owner names (--db or AGENCY_DB) is made without the flag.
    let named = tempfile::tempdir().unwrap();
    let db = named.path().join("new.db");
    let mut cmd = Command::cargo_bin("agency-site").unwrap();
    cmd.env("AGENCY_DB", &db).current_dir(elsewhere.path());
    let out = cmd
        .args(["create-admin", "--username", "owner", "--password-stdin"])
        .write_stdin("a-long-password\n");
    let said = String::from_utf8(out.output().unwrap().stdout).unwrap();
    assert!(said.contains(&format!("in {}.", db.canonicalize().unwrap().display())), "{said}");
}

#[test]
fn commands_that_write_the_database_name_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let migrated = stdout(bin(&dir).arg("migrate"));
    let path = db.canonicalize().unwrap().display().to_string();
    assert!(migrated.contains(&format!("migration(s) to {path}.")), "{migrated}");
    for args in [
        &["migrate"][..],
        &["create-admin", "--username", "owner", "--password-stdin"],
        &["create-admin", "--username", "owner", "--password-stdin", "--reset-password"],
        &["settings", "set", "site-name", "Myth Studio"],
        &["settings", "rotate-registration-key"],
        &["settings", "rotate-token-secret"],
        &["media", "regenerate", "--id", "1"],
    ] {
        let said =
            stdout(bin(&dir).args(args).env_remove("AGENCY_JWT_SECRET").write_stdin("a-long-password\n"));
        assert!(said.contains(&path), "{args:?} does not name {path}: {said}");
    }
    let regenerated = stdout(bin(&dir).args(["media", "regenerate", "--id", "1"]));
    assert!(regenerated.contains("variants of 1 item in"), "{regenerated}");
}

#[test]
fn migrate_status_lists_the_migrations_in_the_order_they_apply() {
    let dir = tempfile::tempdir().unwrap();
    let versions = |listed: &str| -> Vec<u32> {
        let number = |l: &str| l.split(" V").nth(1)?.split("__").next()?.parse().ok();
        listed.lines().map(|l| number(l).unwrap_or_else(|| panic!("{l}"))).collect()
    };
    let pending = versions(&stdout(bin(&dir).args(["migrate", "--status"])));
    stdout(bin(&dir).arg("migrate"));
    let applied = versions(&stdout(bin(&dir).args(["migrate", "--status"])));
    assert!(applied.len() >= 14, "{applied:?}");
    assert_eq!(applied, (1..=applied.len() as u32).collect::<Vec<_>>());
    assert_eq!(pending, applied);
}

#[test]
fn a_listen_address_without_an_address_shows_one() {
    let dir = tempfile::tempdir().unwrap();
    let line = usage_error(&dir, &["serve", "--listen", "8081"]);
    assert!(line.contains("'8081'") && line.contains("such as 127.0.0.1:8081"), "{line}");
    let line = usage_error(&dir, &["serve", "--listen", "localhost"]);
    assert!(line.contains("such as 127.0.0.1:8080"), "{line}");
}

#[test]
fn an_export_read_by_a_reader_that_stops_early_ends_quietly() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    stdout(bin(&dir).arg("migrate"));
    // A fresh site's export (its artwork) is larger than a pipe holds: the export is still writing
    // when the reader goes, as with `export | head`.
    let mut export = StdCommand::new(assert_cmd::cargo::cargo_bin("agency-site"))
        .arg("--db")
        .arg(dir.path().join("site.db"))
        .arg("export")
        .env_remove("AGENCY_DB")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut head = [0u8; 100];
    export.stdout.take().unwrap().read_exact(&mut head).unwrap();
    let output = export.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr, "", "nothing to say when the reader stopped");
    assert_ne!(output.status.code(), Some(1), "{:?}", output.status);
}

#[test]
fn create_admin_makes_the_first_admin_super_and_the_next_ordinary() {
    let dir = tempfile::tempdir().unwrap();
    let first = stdout(
        bin(&dir)
            .args(["create-admin", "--username", "owner", "--password-stdin"])
            .write_stdin("s3cret-pw\n"),
    );
    assert!(first.contains("super admin") && first.contains("registration key"), "{first}");
    let second = stdout(
        bin(&dir).args(["create-admin", "--username", "helper", "--password-stdin"]).write_stdin("s3cret-pw"),
    );
    assert!(second.contains("Created the admin 'helper'"), "{second}");

    let conn = Connection::open(dir.path().join("site.db")).unwrap();
    let supers: Vec<String> = conn
        .prepare("select username from users where is_super_admin = 1")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(supers, ["owner"]);
    let hash: String =
        conn.query_row("select password_hash from users where username = 'owner'", [], |r| r.get(0)).unwrap();
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("s3cret-pw"));
}

#[test]
fn create_admin_refuses_bad_input_with_the_spec_messages() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("ab", "s3cret-pw", "Username must be at least 3 characters"),
        ("owner", "12345", "Password must be at least 6 characters"),
    ];
    for (username, password, message) in cases {
        let out = bin(&dir)
            .args(["create-admin", "--username", username, "--password-stdin"])
            .write_stdin(password)
            .assert()
            .code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
        assert!(stderr.contains(message), "{stderr}");
    }
    stdout(
        bin(&dir).args(["create-admin", "--username", "owner", "--password-stdin"]).write_stdin("s3cret-pw"),
    );
    let taken = bin(&dir)
        .args(["create-admin", "--username", "OWNER", "--password-stdin"])
        .write_stdin("s3cret-pw")
        .assert()
        .code(2);
    assert!(String::from_utf8_lossy(&taken.get_output().stderr).contains("already taken"));
}

#[test]
fn create_admin_without_a_terminal_asks_for_password_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let out = bin(&dir).args(["create-admin", "--username", "owner"]).write_stdin("").assert().code(2);
    assert!(String::from_utf8_lossy(&out.get_output().stderr).contains("--password-stdin"));
}

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

#[test]
fn command_line_mistakes_are_one_sentence_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["export", "--format", "xml"][..],
        &["serve", "--listen", "nowhere"],
        &["no-such-command"],
        &["import"],
        &["serve", "--smtp-port", "99999"],
    ] {
        let out = bin(&dir).args(args).assert().code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
        assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("error: ") && stderr.contains("--help"), "{args:?}: {stderr}");
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

#[test]
fn the_seeded_article_loses_its_year_unless_an_admin_retitled_it() {
    let dir = tempfile::tempdir().unwrap();
    stdout(bin(&dir).arg("migrate"));
    let db = dir.path().join("site.db");
    let slug = "miami-social-media-marketing-2024";
    let read = |column: &str| -> String {
        let conn = Connection::open(&db).unwrap();
        conn.query_row(&format!("select {column} from posts where slug = ?1"), [slug], |r| r.get(0)).unwrap()
    };
    assert_eq!(read("title"), "Social Media Marketing in Miami: What Works Now");
    assert!(read("body_markdown").contains("Here is what is working now,"));
    assert!(read("body_html").contains("Here is what is working now,"), "upgrade renders the new text");

    // V12's text again over an article as it was seeded, and over one an admin retitled.
    let replay = |title: &str| {
        let conn = Connection::open(&db).unwrap();
        conn.execute("update posts set title = ?1 where slug = ?2", [title, slug]).unwrap();
        conn.execute_batch(include_str!("../migrations/V12__undated_article_copy.sql")).unwrap();
        drop(conn);
        read("title")
    };
    assert_eq!(
        replay("Social Media Marketing in Miami: What Works in 2024"),
        "Social Media Marketing in Miami: What Works Now"
    );
    assert_eq!(replay("Our Miami playbook"), "Our Miami playbook");
}
