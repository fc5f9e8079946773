//! `migrate --status` before and after the first migrate, and `serve`'s one warning about a local
//! proxy whose forwarded addresses it does not trust.

use rusqlite::Connection;
use serde_json::json;

use crate::helpers::site;
use crate::support::{Server, run};

#[test]
fn migrate_status_lists_the_applied_migrations() {
    let (_dir, db) = site();
    // Before the first migrate: everything pending, and no database made by asking.
    let fresh = run(&db, &["migrate", "--status"]);
    let lines: Vec<&str> = fresh.ok().lines().collect();
    assert!(
        lines.contains(&"pending V1__schema") && lines.contains(&"pending V2__seed_content"),
        "{lines:?}"
    );
    assert!(lines.iter().all(|l| l.starts_with("pending V")), "{lines:?}");
    assert!(!db.exists(), "migrate --status created the database");
    Connection::open(&db).unwrap().execute_batch("create table unrelated (x integer)").unwrap();
    let empty = run(&db, &["migrate", "--status"]);
    assert!(empty.ok().lines().all(|l| l.starts_with("pending V")), "{}", empty.stdout);

    run(&db, &["migrate"]).ok();
    let status = run(&db, &["migrate", "--status"]);
    let lines: Vec<&str> = status.ok().lines().collect();
    assert!(
        lines.contains(&"applied V1__schema") && lines.contains(&"applied V2__seed_content"),
        "{lines:?}"
    );
    assert!(lines.iter().all(|l| l.starts_with("applied V")), "{lines:?}");
}

#[test]
fn serve_warns_once_when_a_local_proxy_forwards_visitors_it_does_not_trust() {
    let (_dir, db) = site();
    let server = Server::start(&db);
    let visit = || {
        let client = reqwest::blocking::Client::new();
        let sent = client
            .post(format!("http://127.0.0.1:{}/api/analytics/visit", server.port))
            .header("x-forwarded-for", "203.0.113.9")
            .json(&json!({ "page": "/" }))
            .send()
            .expect("request");
        assert_eq!(sent.status(), 202);
    };
    visit();
    visit();
    let warnings = server.log().matches("--trust-proxy is off").count();
    assert_eq!(warnings, 1, "{}", server.log());
    server.stop();
}
