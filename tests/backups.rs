//! Scheduled backups and `restore` through the built binary (docs/DESIGN.md "HTTP contract, phase
//! 3", Backups): the schedule keeps checked copies and only the newest; a backup taken while
//! inquiries pour in holds every one acknowledged before it, and so does the database restored from
//! it; restore refuses a running server and any file that is not a sound backup of this site; the
//! API is the super admin's alone.

mod support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags};
use serde_json::json;
use tempfile::TempDir;

use support::{OWNER, OWNER_PASSWORD, Server, create_admin, files_in, inquiry, run};

fn site() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    (dir, db)
}

/// `serve` with a backup folder, given through the environment as systemd's unit gives it.
fn serve_with_backups(db: &Path, folder: &Path, every: &str, keep: &str) -> Server {
    let folder = folder.to_str().unwrap();
    Server::start_with_env(
        db,
        &[("AGENCY_BACKUP_DIR", folder), ("AGENCY_BACKUP_EVERY", every), ("AGENCY_BACKUP_KEEP", keep)],
    )
}

/// The names of the server's backups in `folder`, oldest first.
fn backups_in(folder: &Path) -> Vec<String> {
    let named = |n: &str| n.len() == "agency-20260102-030405.db".len() && n.starts_with("agency-2");
    files_in(folder).into_iter().filter(|n| named(n) && n.ends_with(".db")).collect()
}

fn integrity(path: &Path) -> String {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    conn.query_row("pragma integrity_check", [], |r| r.get(0)).unwrap()
}

fn inquiry_ids(path: &Path) -> BTreeSet<i64> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let mut stmt = conn.prepare("select id from contact_submissions").unwrap();
    stmt.query_map([], |r| r.get(0)).unwrap().collect::<Result<_, _>>().unwrap()
}

/// GET with a token, the body as bytes (a download is not text).
fn download(port: u16, path: &str, token: &str) -> reqwest::blocking::Response {
    reqwest::blocking::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(60))
        .build()
        .unwrap()
        .get(format!("http://127.0.0.1:{port}{path}"))
        .bearer_auth(token)
        .send()
        .expect("download")
}

#[test]
fn the_schedule_takes_checked_private_copies_and_keeps_only_the_newest() {
    let (dir, db) = site();
    let folder = dir.path().join("backups");
    std::fs::create_dir(&folder).unwrap();
    // What the server did not make is never its to delete, whatever it is called.
    let others = ["notes.txt", "agency.db", "agency-1.db", "agency-20260102-030405.db.keep"];
    for other in others {
        std::fs::write(folder.join(other), b"the owner's").unwrap();
    }
    let server = serve_with_backups(&db, &folder, "2s", "2");
    let started = Instant::now();
    // Four backups taken (the first one interval after start): two of them deleted since.
    while server.log().matches("took a backup").count() < 4 {
        assert!(started.elapsed() < Duration::from_secs(30), "too few backups:\n{}", server.log());
        std::thread::sleep(Duration::from_millis(100));
    }
    let token = server.token(OWNER, OWNER_PASSWORD);
    let activity = server.get("/api/admin/activity", Some(&token)).json();
    let scheduled: Vec<_> = activity["activity"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "took a scheduled backup")
        .collect();
    assert!(scheduled.len() >= 3, "{activity}");
    assert_eq!(scheduled[0]["actor"], "The server");
    assert!(scheduled[0]["subject"].as_str().unwrap().starts_with("agency-"), "{activity}");
    assert!(server.stop().success());

    let kept = backups_in(&folder);
    assert_eq!(kept.len(), 2, "{:?}", files_in(&folder));
    for name in &kept {
        let path = folder.join(name);
        assert_eq!(integrity(&path), "ok", "{name}");
        assert_eq!(support::mode(&path), 0o600, "{name}");
        let users: i64 = Connection::open(&path)
            .unwrap()
            .query_row("select count(*) from users", [], |r| r.get(0))
            .unwrap();
        assert_eq!(users, 1, "{name} is the site's database");
    }
    for other in others {
        assert_eq!(std::fs::read(folder.join(other)).unwrap(), b"the owner's", "{other}");
    }
    assert!(files_in(&folder).iter().all(|n| !n.contains(".tmp-")), "{:?}", files_in(&folder));
    assert!(started.elapsed() >= Duration::from_secs(8), "the first came one interval after start");
}

/// One inquiry the server acknowledged: its id and when its 201 arrived.
struct Acknowledged {
    id: i64,
    at: Instant,
}

#[test]
fn a_backup_under_200_inquiries_a_second_holds_every_acknowledged_one_and_so_does_its_restore() {
    let (dir, db) = site();
    // 64 MB more to copy, so the backup takes a while and the inquiries go on during it.
    Connection::open(&db)
        .unwrap()
        .execute_batch(
            "create table filler (b blob);
             with recursive n(x) as (select 1 union all select x + 1 from n limit 64)
             insert into filler select randomblob(1048576) from n;",
        )
        .unwrap();
    let folder = dir.path().join("backups");
    let server = serve_with_backups(&db, &folder, "24h", "7");
    let token = server.token(OWNER, OWNER_PASSWORD);
    let port = server.port;

    // Four writers, each sending one inquiry every 20 ms on a fixed beat: 200 a second in all.
    const WRITERS: u32 = 4;
    let acknowledged = Arc::new(Mutex::new(Vec::<Acknowledged>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let load_started = Instant::now();
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let (acknowledged, stop) = (Arc::clone(&acknowledged), Arc::clone(&stop));
            std::thread::spawn(move || {
                let beat = Duration::from_millis(20);
                let start = Instant::now() + beat * w / WRITERS;
                for n in 0u32.. {
                    if stop.load(Ordering::SeqCst) || n > 5_000 {
                        break;
                    }
                    if let Some(wait) = (start + beat * n).checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    let body = inquiry(
                        &format!("Writer {w}"),
                        "load@example.com",
                        &format!("Load {n}"),
                        "Sent while the server takes a backup.",
                    );
                    let reply = support::http(port, "POST", "/api/contact", None, Some(&body));
                    assert_eq!(reply.status, 201, "{}", reply.body);
                    let id = reply.json()["id"].as_i64().unwrap();
                    acknowledged.lock().unwrap().push(Acknowledged { id, at: Instant::now() });
                }
            })
        })
        .collect();

    // The backup is asked for once 200 inquiries are in, however long a busy machine takes to get
    // the writers going (a fixed two seconds gave 178 at a load of 14).
    let waiting = Instant::now();
    while acknowledged.lock().unwrap().len() < 200 && waiting.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let asked = Instant::now();
    let reply = server.send("POST", "/api/admin/backups", Some(&token), &json!({}));
    let answered = Instant::now();
    std::thread::sleep(Duration::from_secs(1));
    stop.store(true, Ordering::SeqCst);
    for writer in writers {
        writer.join().expect("writer");
    }
    assert_eq!(reply.status, 201, "{}", reply.body);
    let name = reply.json()["backup"]["name"].as_str().unwrap().to_owned();
    let backup = folder.join(&name);

    let acknowledged = acknowledged.lock().unwrap();
    let before: BTreeSet<i64> = acknowledged.iter().filter(|a| a.at < asked).map(|a| a.id).collect();
    let after = acknowledged.iter().filter(|a| a.at > answered).count();
    let during = acknowledged.iter().filter(|a| a.at > asked && a.at < answered).count();
    let rate = acknowledged.len() as f64 / load_started.elapsed().as_secs_f64();
    eprintln!(
        "{} acknowledged before the backup, {during} while it ran, {after} after it; {rate:.0} a second; \
         the backup took {:?}",
        before.len(),
        answered - asked
    );
    assert!(before.len() >= 200, "the load ran before the backup: {} acknowledged", before.len());
    assert!(after > 0, "the load went on after the backup");
    assert!(during > 0, "inquiries were acknowledged while the backup ran: it blocks no writer");
    assert!(rate >= 100.0, "the writers kept up a real load: {rate:.0} inquiries a second");

    assert_eq!(integrity(&backup), "ok");
    let in_backup = inquiry_ids(&backup);
    let missing: Vec<&i64> = before.difference(&in_backup).collect();
    assert!(missing.is_empty(), "acknowledged before the backup, missing from it: {missing:?}");
    // One moment: every acknowledged inquiry up to the newest it holds, no gap.
    let all: BTreeSet<i64> = acknowledged.iter().map(|a| a.id).collect();
    let newest = *in_backup.iter().next_back().unwrap();
    assert_eq!(in_backup, all.iter().copied().filter(|id| *id <= newest).collect());

    // Restored once the server is stopped: the database opens with exactly the backup's inquiries.
    assert!(server.stop().success());
    let out = run(&db, &["restore", backup.to_str().unwrap()]);
    let said = out.ok();
    assert!(said.contains("Restored") && said.contains("integrity check ok"), "{said}");
    assert_eq!(integrity(&db), "ok");
    assert_eq!(inquiry_ids(&db), in_backup);
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let listed = server.get("/api/admin/contact-submissions", Some(&token)).json();
    let served: BTreeSet<i64> =
        listed["submissions"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
    assert!(before.is_subset(&served), "after the restore the site serves every acknowledged inquiry");
    assert!(server.stop().success());
}

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
fn the_backups_api_is_the_super_admins_alone_and_names_only_its_own_files() {
    let (dir, db) = site();
    create_admin(&db, "helper", "helper-pass-1");
    let folder = dir.path().join("backups");
    let server = serve_with_backups(&db, &folder, "7d", "3");
    let owner = server.token(OWNER, OWNER_PASSWORD);
    let helper = server.token("helper", "helper-pass-1");

    for (method, path) in [
        ("GET", "/api/admin/backups"),
        ("POST", "/api/admin/backups"),
        ("GET", "/api/admin/backups/agency-20260102-030405.db"),
    ] {
        let anonymous = server.send(method, path, None, &json!({}));
        assert_eq!(anonymous.status, 401, "{method} {path}: {}", anonymous.body);
        let plain = server.send(method, path, Some(&helper), &json!({}));
        assert_eq!(plain.status, 403, "{method} {path}: {}", plain.body);
        assert_eq!(plain.json()["message"], "Only the super admin can do this.");
    }
    assert!(backups_in(&folder).is_empty(), "nobody but the super admin took one");

    let empty = server.get("/api/admin/backups", Some(&owner)).json();
    assert_eq!(empty["configured"], true);
    assert_eq!(empty["backups"], json!([]));
    assert_eq!((empty["every"].as_str(), empty["keep"].as_i64()), (Some("7d"), Some(3)));
    assert_eq!(empty["dir"].as_str().map(PathBuf::from), Some(folder.clone()));

    let mut names = Vec::new();
    for _ in 0..2 {
        let taken = server.send("POST", "/api/admin/backups", Some(&owner), &json!({}));
        assert_eq!(taken.status, 201, "{}", taken.body);
        let backup = &taken.json()["backup"];
        let name = backup["name"].as_str().unwrap().to_owned();
        assert_eq!(backup["size"].as_u64(), Some(std::fs::metadata(folder.join(&name)).unwrap().len()));
        assert!(backup["createdAt"].as_str().unwrap().ends_with('Z'), "{backup}");
        names.push(name);
    }
    assert_ne!(names[0], names[1], "two backups in one second get two names");
    let listed = server.get("/api/admin/backups", Some(&owner)).json();
    let listed: Vec<&str> =
        listed["backups"].as_array().unwrap().iter().map(|b| b["name"].as_str().unwrap()).collect();
    assert_eq!(listed, [names[1].as_str(), names[0].as_str()], "newest first");
    let activity = server.get("/api/admin/activity", Some(&owner)).json();
    assert!(
        activity["activity"].as_array().unwrap().iter().any(|e| e["actor"] == OWNER
            && e["action"] == "took a backup"
            && e["subject"] == names[0].as_str()),
        "{activity}"
    );

    // The download is the file, byte for byte, as an attachment.
    let response = download(server.port, &format!("/api/admin/backups/{}", names[1]), &owner);
    assert_eq!(response.status(), 200);
    let header = |name: &str| response.headers()[name].to_str().unwrap().to_owned();
    assert_eq!(header("content-type"), "application/vnd.sqlite3");
    assert_eq!(header("content-disposition"), format!("attachment; filename=\"{}\"", names[1]));
    assert_eq!(header("cache-control"), "no-store");
    let body = response.bytes().unwrap();
    assert_eq!(body.as_ref(), std::fs::read(folder.join(&names[1])).unwrap().as_slice());

    // Only the server's own names, only in its folder: everything else is a 404.
    std::fs::write(folder.join("notes.txt"), "private").unwrap();
    for name in [
        "notes.txt",
        "agency-20260102-030405.db",
        "agency-20261302-030405.db",
        "..%2Fsite.db",
        "%2E%2E%2Fsite.db",
        "agency-20260102-030405.db%00",
        "site.db",
        "agency-20260102-030405.db-wal",
    ] {
        let reply = server.get(&format!("/api/admin/backups/{name}"), Some(&owner));
        assert_eq!(reply.status, 404, "{name}: {}", reply.body);
        assert_eq!(reply.json()["message"], "Backup not found", "{name}");
    }
    assert!(server.stop().success());
}

#[test]
fn without_a_backup_folder_the_list_says_so_and_backing_up_is_a_409_that_says_how() {
    let (_dir, db) = site();
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let listed = server.get("/api/admin/backups", Some(&token)).json();
    assert_eq!(
        listed,
        json!({ "backups": [], "configured": false, "dir": null, "every": null, "keep": null })
    );
    let refused = server.send("POST", "/api/admin/backups", Some(&token), &json!({}));
    assert_eq!(refused.status, 409, "{}", refused.body);
    let message = refused.json()["message"].as_str().unwrap().to_owned();
    assert!(message.contains("--backup-dir") && message.contains("AGENCY_BACKUP_DIR"), "{message}");
    let missing = server.get("/api/admin/backups/agency-20260102-030405.db", Some(&token));
    assert_eq!(missing.status, 404);
    assert!(server.stop().success());
}

#[test]
fn bad_backup_flags_stop_serve_at_start_in_one_sentence() {
    let (dir, db) = site();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let folder = dir.path().join("backups");
    let s = |p: &Path| p.to_str().unwrap().to_owned();
    let cases: Vec<(Vec<String>, &[&str])> = vec![
        (
            vec!["--backup-dir".into(), s(&folder), "--backup-every".into(), "5x".into()],
            &["--backup-every", "such as 30m, 6h, 24h or 7d"],
        ),
        (
            vec!["--backup-dir".into(), s(&folder), "--backup-every".into(), "0s".into()],
            &["--backup-every", "longer than nothing"],
        ),
        (vec!["--backup-dir".into(), s(&folder), "--backup-keep".into(), "0".into()], &["--backup-keep"]),
        (vec!["--backup-every".into(), "1h".into()], &["--backup-dir"]),
        (
            vec!["--backup-dir".into(), "/no/such/folder/backups".into()],
            &["The folder /no/such/folder for the backups does not exist", "AGENCY_BACKUP_DIR"],
        ),
        (vec!["--backup-dir".into(), s(&file)], &["a-file is a file, not a folder", "--backup-dir"]),
    ];
    for (flags, expected) in cases {
        let mut args =
            vec!["serve".to_owned(), "--listen".into(), format!("127.0.0.1:{}", support::free_port())];
        args.extend(flags.iter().cloned());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = run(&db, &args);
        let line = out.error(2);
        for part in expected {
            assert!(line.contains(part), "{flags:?}: expected {part:?} in {line:?}");
        }
    }
    // The same through the environment.
    let out = support::cmd(&db)
        .args(["serve", "--listen", &format!("127.0.0.1:{}", support::free_port())])
        .env("AGENCY_BACKUP_DIR", &folder)
        .env("AGENCY_BACKUP_EVERY", "1.5h")
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("1.5h") && stderr.trim().lines().count() == 1,
        "{stderr}"
    );
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
