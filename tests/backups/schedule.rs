//! The schedule: checked private copies, only the newest kept, and a backup under 200 inquiries
//! a second holding every acknowledged one, as does the database restored from it.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::json;

use crate::helpers::{backups_in, inquiry_ids, integrity, serve_with_backups, site};
use crate::support::{self, OWNER, OWNER_PASSWORD, Server, files_in, inquiry, run};

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
