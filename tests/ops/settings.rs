//! `settings` through the CLI: list, get and set every setting (the SMTP password never shown),
//! rotate the registration key under a running server, and refuse to rotate the token secret while
//! an AGENCY_JWT_SECRET variable fixes another.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::site;
use crate::support::{self, OWNER, OWNER_PASSWORD, Server, create_admin, run, snapshot};

#[test]
fn settings_list_get_set_and_rotate_the_registration_key() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);

    let list = run(&db, &["settings", "list"]);
    let names: Vec<&str> = list.ok().lines().map(|l| l.split(" = ").next().unwrap()).collect();
    assert_eq!(
        names,
        [
            "site-name",
            "contact-email",
            "contact-phone",
            "time-zone",
            "public-url",
            "analytics-id",
            "languages",
            "registration-key",
            "notify-email",
            "smtp-host",
            "smtp-port",
            "smtp-username",
            "smtp-password",
            "smtp-from",
            "smtp-security",
        ]
    );
    assert!(list.stdout.contains("smtp-password = (not set)"), "{}", list.stdout);

    for (name, value, stored) in [
        ("site-name", "  Myth Studio  ", "Myth Studio"),
        ("contact-phone", "+1 (305) 555-0100", "+1 (305) 555-0100"),
        ("time-zone", "Europe/Paris", "Europe/Paris"),
        ("public-url", "https://myth.example", "https://myth.example"),
        ("analytics-id", "G-ABC123XYZ", "G-ABC123XYZ"),
        ("notify-email", "owner@example.com", "owner@example.com"),
        ("smtp-host", "smtp.example.com", "smtp.example.com"),
        ("smtp-port", "465", "465"),
        ("smtp-security", "TLS", "tls"),
    ] {
        let set = run(&db, &["settings", "set", name, value]);
        let saved = db.canonicalize().unwrap();
        assert_eq!(set.ok().trim(), format!("{name} = {stored} (saved in {})", saved.display()));
        assert_eq!(run(&db, &["settings", "get", name]).ok().trim(), stored, "{name}");
    }

    // The SMTP password is stored but never shown.
    let set = run(&db, &["settings", "set", "smtp-password", "pa55-word-smtp"]);
    assert!(set.ok().starts_with("smtp-password = (set) (saved in "), "{}", set.stdout);
    assert_eq!(run(&db, &["settings", "get", "smtp-password"]).ok().trim(), "(set)");
    let list = run(&db, &["settings", "list"]);
    assert!(list.ok().contains("smtp-password = (set)") && !list.stdout.contains("pa55-word-smtp"));
    assert_eq!(snapshot(&db)["settings"]["smtp_password"], "pa55-word-smtp");

    // A running server sees the rotation at once: the old key stops working.
    let server = Server::start(&db);
    let old_key = run(&db, &["settings", "get", "registration-key"]).ok().trim().to_owned();
    assert!(old_key.len() >= 16, "{old_key}");
    let rotated = run(&db, &["settings", "rotate-registration-key"]);
    let said = rotated.ok();
    let new_key = run(&db, &["settings", "get", "registration-key"]).ok().trim().to_owned();
    assert_ne!(new_key, old_key);
    assert!(said.contains(&new_key) && !said.contains(&old_key), "{said}");

    let register = |username: &str, key: &str| {
        let body = json!({ "username": username, "password": "new-admin-pw", "registrationKey": key });
        server.send("POST", "/api/auth/register", None, &body)
    };
    let old = register("late-comer", &old_key);
    assert_eq!(old.status, 403, "{}", old.body);
    let new = register("on-time", &new_key);
    assert_eq!(new.status, 201, "{}", new.body);
}

#[test]
fn rotating_the_stored_token_secret_while_a_variable_fixes_another_is_refused() {
    let (_dir, db) = site();
    run(&db, &["migrate"]).ok();
    let before = snapshot(&db);
    let out = support::cmd(&db)
        .args(["settings", "rotate-token-secret"])
        .env("AGENCY_JWT_SECRET", "a-secret-fixed-by-the-environment")
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("AGENCY_JWT_SECRET is set") && stderr.trim().lines().count() == 1, "{stderr}");
    assert_eq!(snapshot(&db), before, "nothing changed");
}

#[test]
fn rotating_the_token_secret_is_refused_while_the_server_signs_with_its_variable() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start_with_env(&db, &[("AGENCY_JWT_SECRET", "a-secret-only-the-server-sees")]);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let before = snapshot(&db);
    // The CLI runs without the variable: only what serve recorded can tell it.
    let line = run(&db, &["settings", "rotate-token-secret"]).error(2).to_owned();
    assert!(line.contains("AGENCY_JWT_SECRET") && line.contains("end no session"), "{line}");
    assert_eq!(snapshot(&db), before, "nothing changed");
    assert_eq!(server.get("/api/admin/dashboard", Some(&token)).status, 200);
    server.stop();

    // A serve that uses the stored secret makes rotating work, and end its sessions, again.
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    // A second serve with the variable that cannot start says nothing about the running one.
    let second = support::cmd(&db)
        .args(["serve", "--listen", &format!("127.0.0.1:{}", server.port)])
        .env("AGENCY_JWT_SECRET", "a-secret-only-the-server-sees")
        .timeout(Duration::from_secs(60))
        .output()
        .expect("run");
    assert_eq!(second.status.code(), Some(1), "the port is taken");
    run(&db, &["settings", "rotate-token-secret"]).ok();
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.get("/api/admin/dashboard", Some(&token)).status != 401 {
        assert!(Instant::now() < deadline, "the old session still works");
        std::thread::sleep(Duration::from_millis(200));
    }
    server.stop();
}
