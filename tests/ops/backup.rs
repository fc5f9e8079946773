//! `backup` under sustained writes: the copy is sound, private and one consistent moment that holds
//! every inquiry accepted before it began; a second backup to the same name is refused.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::Connection;

use crate::helpers::site;
use crate::support::{
    self, OWNER, OWNER_PASSWORD, Server, create_admin, export_json, files_in, inquiry, run,
};

/// One accepted inquiry: its id and when its 201 arrived.
struct Accepted {
    id: i64,
    at: Instant,
}

#[cfg(unix)]
#[test]
fn a_backup_under_write_load_is_sound_and_complete_up_to_its_moment() {
    let (dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let port = server.port;

    const WRITERS: usize = 2;
    let accepted = Arc::new(Mutex::new(Vec::<Accepted>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let (accepted, stop) = (Arc::clone(&accepted), Arc::clone(&stop));
            std::thread::spawn(move || {
                let deadline = Instant::now() + Duration::from_secs(10);
                for n in 0..5_000 {
                    if stop.load(Ordering::SeqCst) || Instant::now() > deadline {
                        break;
                    }
                    let body = inquiry(
                        &format!("Writer {w}"),
                        "load@example.com",
                        &format!("Load test {n}"),
                        "A message sent while a backup runs.",
                    );
                    let reply = support::http(port, "POST", "/api/contact", None, Some(&body));
                    assert_eq!(reply.status, 201, "{}", reply.body);
                    let id = reply.json()["id"].as_i64().unwrap();
                    accepted.lock().unwrap().push(Accepted { id, at: Instant::now() });
                }
            })
        })
        .collect();

    // Let the load build up, back up in the middle of it, then let it run on a little.
    let warm = Instant::now() + Duration::from_secs(5);
    while accepted.lock().unwrap().len() < 20 && Instant::now() < warm {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    let backup = dir.path().join("backup.db");
    let started = Instant::now();
    let out = run(&db, &["backup", "--out", backup.to_str().unwrap()]);
    let finished = Instant::now();
    std::thread::sleep(Duration::from_millis(500));
    stop.store(true, Ordering::SeqCst);
    for writer in writers {
        writer.join().expect("writer");
    }
    assert!(out.ok().contains("integrity check ok"), "{}", out.stdout);

    let accepted = accepted.lock().unwrap();
    let before: BTreeSet<i64> = accepted.iter().filter(|a| a.at < started).map(|a| a.id).collect();
    let by_end = accepted.iter().filter(|a| a.at <= finished).count();
    let after = accepted.iter().filter(|a| a.at > finished).count();
    eprintln!(
        "accepted: {} before the backup, {by_end} by its end, {after} after; backup took {:?}",
        before.len(),
        finished - started
    );
    assert!(before.len() >= 20, "the load ran before the backup ({} accepted)", before.len());
    assert!(after > 0, "the load went on after the backup");

    assert_eq!(support::mode(&backup), 0o600);
    assert_eq!(files_in(dir.path()).iter().filter(|n| n.contains(".tmp")).count(), 0, "no temp file left");
    let copy = Connection::open(&backup).unwrap();
    let verdict: String = copy.query_row("pragma integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(verdict, "ok");
    let in_backup: BTreeSet<i64> = copy
        .prepare("select id from contact_submissions")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let missing: Vec<&i64> = before.difference(&in_backup).collect();
    assert!(missing.is_empty(), "inquiries accepted before the backup are missing from it: {missing:?}");
    // At most the requests in flight when it finished may be in it without their 201 having arrived.
    assert!(
        in_backup.len() <= by_end + WRITERS,
        "the backup holds {} inquiries, only {by_end} were accepted when it finished",
        in_backup.len()
    );
    // One snapshot: exactly the accepted inquiries up to some point, no gaps.
    let all: BTreeSet<i64> = accepted.iter().map(|a| a.id).collect();
    let last = *in_backup.iter().next_back().unwrap();
    let prefix: BTreeSet<i64> = all.iter().copied().filter(|id| *id <= last).collect();
    assert_eq!(in_backup, prefix, "the backup is one consistent moment");
    let users: i64 = copy.query_row("select count(*) from users", [], |r| r.get(0)).unwrap();
    assert_eq!(users, 1);
    drop(copy);

    // Nothing was lost from the live database either.
    assert!(server.stop().success());
    let live = export_json(&db, &[]);
    assert_eq!(live["contactSubmissions"].as_array().unwrap().len(), accepted.len());

    // A second backup to the same name is refused and the first one left alone.
    let bytes = std::fs::read(&backup).unwrap();
    let refused = run(&db, &["backup", "--out", backup.to_str().unwrap()]);
    let line = refused.error(2);
    assert!(line.contains("already exists"), "{line}");
    assert_eq!(std::fs::read(&backup).unwrap(), bytes, "the existing file is untouched");
}
