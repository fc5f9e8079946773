//! `agency-site restore`: the backup put in place atomically, refused while a server holds the
//! database or when the file is not a sound backup of this site.

use std::path::PathBuf;
use std::time::Duration;

use rusqlite::Connection;

use crate::helpers::{inquiry_ids, integrity, site};
use crate::support::{self, OWNER, OWNER_PASSWORD, Server, files_in, inquiry, run};

#[test]
fn restore_puts_the_backup_in_place_and_no_stale_wal_of_the_old_database_reaches_it() {
    let (dir, db) = site();
    let server = Server::start(&db);
    for n in 0..5 {
        let reply = server.send(
            "POST",
            "/api/contact",
            None,
            &inquiry(
                "Before",
                "a@example.com",
                "Before the backup",
                &format!("An early inquiry, number {n}."),
            ),
        );
        assert_eq!(reply.status, 201);
    }
    let backup = dir.path().join("before.db");
    run(&db, &["backup", "--out", backup.to_str().unwrap()]).ok();
    for n in 0..20 {
        let reply = server.send(
            "POST",
            "/api/contact",
            None,
            &inquiry("After", "b@example.com", "After the backup", &format!("A late inquiry, number {n}.")),
        );
        assert_eq!(reply.status, 201);
    }
    // A power cut: the later inquiries are only in the old database's WAL.
    server.kill_hard();
    let wal = dir.path().join("site.db-wal");
    assert!(wal.metadata().map(|m| m.len()).unwrap_or(0) > 0, "the old database left a WAL behind");

    let out = run(&db, &["restore", backup.to_str().unwrap()]);
    let said = out.ok().to_owned();
    assert_eq!(inquiry_ids(&db).len(), 5, "the restored database is the backup, nothing of the old WAL");
    assert_eq!(support::mode(&db), 0o600);
    let kept =
        files_in(dir.path()).into_iter().find(|n| n.starts_with("site.db.before-restore-")).expect("kept");
    assert!(said.contains(&kept), "{said}");
    assert_eq!(inquiry_ids(&dir.path().join(&kept)).len(), 25, "the old database is kept whole");
    assert!(files_in(dir.path()).iter().all(|n| !n.contains(".tmp-")), "{:?}", files_in(dir.path()));

    // And it serves: the site starts on it and reads it.
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let listed = server.get("/api/admin/contact-submissions", Some(&token)).json();
    assert_eq!(listed["submissions"].as_array().unwrap().len(), 5, "{listed}");
    assert!(server.stop().success());
}

#[test]
fn restore_refuses_while_a_server_holds_the_database() {
    let (dir, db) = site();
    let backup = dir.path().join("copy.db");
    run(&db, &["backup", "--out", backup.to_str().unwrap()]).ok();
    let server = Server::start(&db);
    let before = std::fs::read(&db).unwrap();
    let out = run(&db, &["restore", backup.to_str().unwrap()]);
    let line = out.error(1);
    assert!(line.contains("A server is running on") && line.contains("site.db.lock"), "{line}");
    assert!(line.contains("stop it first"), "{line}");
    assert_eq!(std::fs::read(&db).unwrap(), before, "the database is untouched");
    assert!(files_in(dir.path()).iter().all(|n| !n.contains("before-restore") && !n.contains(".tmp-")));
    // The server never noticed.
    assert_eq!(server.get("/api/health", None).status, 200);
    assert!(server.stop().success());
    run(&db, &["restore", backup.to_str().unwrap()]).ok();
}

#[test]
fn restore_refuses_what_is_not_a_sound_backup_of_this_site_in_one_sentence() {
    let (dir, db) = site();
    let path = |name: &str| dir.path().join(name);
    let good = path("good.db");
    run(&db, &["backup", "--out", good.to_str().unwrap()]).ok();

    // Damaged: a page in the middle overwritten, as a bad disk or a cut-off copy leaves it.
    let mut bytes = std::fs::read(&good).unwrap();
    let page = 4096;
    assert!(bytes.len() > 8 * page);
    for b in &mut bytes[4 * page..5 * page] {
        *b = 0x5a;
    }
    std::fs::write(path("damaged.db"), &bytes).unwrap();
    let mut cut = std::fs::read(&good).unwrap();
    cut.truncate(cut.len() / 2);
    std::fs::write(path("cut.db"), &cut).unwrap();
    std::fs::write(path("notes.txt"), "not a database at all\n").unwrap();
    std::fs::write(path("empty.db"), "").unwrap();
    let other = Connection::open(path("other.db")).unwrap();
    other.execute_batch("create table recipes (name text); insert into recipes values ('flan');").unwrap();
    drop(other);
    // From a newer agency-site: a migration this binary does not know.
    std::fs::copy(&good, path("newer.db")).unwrap();
    let newer = Connection::open(path("newer.db")).unwrap();
    newer
        .execute(
            "insert into refinery_schema_history (version, name, applied_on, checksum) \
             values (9999, 'from_the_future', '2030-01-01T00:00:00Z', '1')",
            [],
        )
        .unwrap();
    drop(newer);
    std::fs::create_dir(path("a-folder")).unwrap();

    let before = std::fs::read(&db).unwrap();
    let s = |p: PathBuf| p.to_str().unwrap().to_owned();
    let cases: [(String, &[&str]); 9] = [
        (s(path("damaged.db")), &["damaged.db is damaged", "choose another backup"]),
        (s(path("cut.db")), &["cut.db is damaged", "choose another backup"]),
        (s(path("notes.txt")), &["notes.txt is not an SQLite database", "not a backup of this site"]),
        (s(path("empty.db")), &["empty.db is not an SQLite database"]),
        (s(path("other.db")), &["other.db is an SQLite database, but not one of agency-site's"]),
        (s(path("newer.db")), &["newer.db comes from a newer agency-site", "V9999__from_the_future"]),
        (s(path("no-such.db")), &["There is no file at", "no-such.db"]),
        (s(path("a-folder")), &["a-folder is a folder", "a-folder/agency-20260101-030000.db"]),
        (s(db.clone()), &["is the database itself"]),
    ];
    for (file, expected) in cases {
        let out = run(&db, &["restore", &file]);
        let line = out.error(2);
        for part in expected {
            assert!(line.contains(part), "restore {file}: expected {part:?} in {line:?}");
        }
        assert_eq!(std::fs::read(&db).unwrap(), before, "restore {file} changed the database");
    }
    let left: Vec<String> = files_in(dir.path())
        .into_iter()
        .filter(|n| n.contains(".tmp-") || n.contains("before-restore"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn restore_onto_a_new_server_makes_the_database_where_db_names_it_but_not_at_the_default_path() {
    let (dir, db) = site();
    let backup = dir.path().join("copy.db");
    run(&db, &["backup", "--out", backup.to_str().unwrap()]).ok();

    // A fresh machine: no database yet where --db points.
    let fresh = dir.path().join("new-server");
    std::fs::create_dir(&fresh).unwrap();
    let restored = fresh.join("agency.db");
    // A WAL left of a database that is gone would be replayed into the restored one.
    std::fs::write(fresh.join("agency.db-wal"), vec![7u8; 8192]).unwrap();
    let said = run(&restored, &["restore", backup.to_str().unwrap()]).ok().to_owned();
    assert!(!fresh.join("agency.db-wal").exists(), "{:?}", files_in(&fresh));
    assert!(said.contains("Restored") && !said.contains("kept as"), "{said}");
    assert_eq!(integrity(&restored), "ok");
    assert_eq!(support::mode(&restored), 0o600);
    let server = Server::start(&restored);
    assert_eq!(server.login(OWNER, OWNER_PASSWORD).status, 200, "the restored site knows its admins");
    assert!(server.stop().success());

    // Without --db, in a folder with no site: most likely the wrong folder.
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir(&elsewhere).unwrap();
    let mut cmd = assert_cmd::Command::new(support::bin_path());
    cmd.env_remove("AGENCY_DB").current_dir(&elsewhere).args(["restore", backup.to_str().unwrap()]);
    let out = cmd.timeout(Duration::from_secs(60)).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("There is no database at") && stderr.contains("the default --db"), "{stderr}");
    assert!(files_in(&elsewhere).is_empty(), "{:?}", files_in(&elsewhere));
}
