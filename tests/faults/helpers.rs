//! What the fault tests share: one POST on its own connection, a database's integrity check, a
//! numbered inquiry, what was stored of the inquiries and visits, and the 503 of a failing disk.

use std::path::Path;

use rusqlite::Connection;
use serde_json::Value;

use crate::support::{self, Reply, try_http};

/// The status of one POST on its own connection, or None when the connection failed.
pub fn post_status(port: u16, path: &str, body: &Value) -> Option<u16> {
    try_http(port, "POST", path, None, Some(body)).ok().map(|reply| reply.status)
}

pub fn integrity(db: &Path) -> String {
    Connection::open(db).unwrap().query_row("pragma integrity_check", [], |r| r.get(0)).unwrap()
}

pub fn lead(n: usize) -> Value {
    support::inquiry(
        &format!("Lead {n}"),
        &format!("lead{n}@example.com"),
        &format!("Inquiry {n}"),
        "A message long enough to keep.",
    )
}

pub fn stored_subjects(db: &Path) -> std::collections::HashSet<String> {
    let conn = Connection::open(db).unwrap();
    let mut stmt = conn.prepare("select subject from contact_submissions").unwrap();
    stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect()
}

/// `(page loads counted by page, the counter of page loads)` as stored.
pub fn stored_visits(db: &Path) -> (i64, i64) {
    Connection::open(db)
        .unwrap()
        .query_row(
            "select (select coalesce(sum(visits), 0) from visit_pages), (select visits from visit_total where id = 1)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

pub fn assert_unavailable(reply: Reply, what: &str) {
    assert_eq!(reply.status, 503, "{what}: {}", reply.body);
    let message = reply.json()["message"].as_str().unwrap_or_default().to_owned();
    assert!(message.contains("cannot save or load data right now"), "{what}: {}", reply.body);
    assert!(message.ends_with("Please try again in a few minutes."), "{what}: {}", reply.body);
}
