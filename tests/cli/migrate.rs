//! `migrate`: everything applied once and then nothing, random secrets for each new site, the
//! migrations listed in the order they apply, and a migration that leaves an admin's title alone.

use rusqlite::Connection;
use tempfile::TempDir;

use crate::helpers::{bin, integrity, stdout};

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
        conn.execute_batch(include_str!("../../migrations/V12__undated_article_copy.sql")).unwrap();
        drop(conn);
        read("title")
    };
    assert_eq!(
        replay("Social Media Marketing in Miami: What Works in 2024"),
        "Social Media Marketing in Miami: What Works Now"
    );
    assert_eq!(replay("Our Miami playbook"), "Our Miami playbook");
}
