//! A disk turning read-only under a running server (strace injects EROFS into its database
//! writes): a 503 while it lasts, writes resume when it heals, and writes racing the change are
//! stored or refused, never lost.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::json;

use crate::helpers::{assert_unavailable, integrity, lead, post_status, stored_subjects, stored_visits};
use crate::support::{OWNER, OWNER_PASSWORD, Server, create_admin};

/// The file syscalls that change a file or flush it: what a read-only disk refuses.
const FILE_WRITES: &str = "write,pwrite64,pwritev,pwritev2,fsync,fdatasync,ftruncate,fallocate";

/// The server's disk turned read-only under it, as after a disk error (ext4 `errors=remount-ro`):
/// every write or flush of its database files fails with EROFS. A remount cannot do this (the
/// kernel refuses to make a disk read-only while a program has files open for writing), so strace
/// injects the error into those syscalls; `-P` limits it to the database files, so sockets, the
/// log and tokio's wake-ups go on. Ending strace detaches it: the disk is writable again.
struct ReadOnlyDisk {
    strace: Child,
}

impl ReadOnlyDisk {
    fn under(server: &Server, db: &Path) -> ReadOnlyDisk {
        let said = db.with_extension("strace.log");
        let mut command = Command::new("strace");
        command.args(["-f", "-o", "/dev/null", "-p", &server.pid().to_string()]).args([
            "-e",
            &format!("trace={FILE_WRITES}"),
            "-e",
            &format!("inject={FILE_WRITES}:error=EROFS"),
        ]);
        for suffix in ["", "-wal", "-shm", "-journal"] {
            command.arg("-P").arg(format!("{}{suffix}", db.display()));
        }
        let strace = match command.stdout(Stdio::null()).stderr(std::fs::File::create(&said).unwrap()).spawn()
        {
            Ok(strace) => strace,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => panic!(
                "this test makes the disk read-only with strace, which is not installed: \
                 apt-get install strace (.ci/run does)"
            ),
            Err(e) => panic!("cannot run strace: {e}"),
        };
        let mut disk = ReadOnlyDisk { strace };
        // "Process N attached with M threads": from here every thread of the server is traced.
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let log = std::fs::read_to_string(&said).unwrap_or_default();
            if log.contains("attached") {
                return disk;
            }
            let exited = disk.strace.try_wait().unwrap();
            assert!(
                exited.is_none() && Instant::now() < deadline,
                "strace could not attach to the server: run the tests as root, or let a user trace \
                 their own processes (sysctl kernel.yama.ptrace_scope=0; in a container, CAP_SYS_PTRACE): \
                 {}",
                log.trim().replace('\n', "; ")
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The disk is writable again: strace detaches (on SIGTERM) and exits.
    fn heal(mut self) {
        self.detach();
    }

    fn detach(&mut self) {
        if let Ok(None) = self.strace.try_wait() {
            let _ = Command::new("kill").args(["-TERM", &self.strace.id().to_string()]).status();
            let _ = self.strace.wait();
        }
    }
}

impl Drop for ReadOnlyDisk {
    fn drop(&mut self) {
        self.detach();
    }
}

#[test]
fn a_disk_turning_read_only_while_serving_is_a_503_and_writes_resume_when_it_heals() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let visit = json!({ "page": "/" });
    let (mut answered, mut visits) = (vec!["Inquiry 0".to_owned()], 1);
    assert_eq!(server.send("POST", "/api/contact", None, &lead(0)).status, 201);
    assert_eq!(server.send("POST", "/api/analytics/visit", None, &visit).status, 202);

    let disk = ReadOnlyDisk::under(&server, &db);
    let mut refused = Vec::new();
    for n in 1..=3 {
        assert_unavailable(server.send("POST", "/api/contact", None, &lead(n)), "an inquiry");
        refused.push(format!("Inquiry {n}"));
        assert_unavailable(server.send("POST", "/api/analytics/visit", None, &visit), "a visit");
        let edit = json!({ "title": format!("Refused {n}") });
        assert_unavailable(server.send("PATCH", "/api/services/1", Some(&token), &edit), "an admin edit");
    }
    // Health tells a monitor, with the same sentence, once the last good write it trusts (a few
    // seconds) is older than the fault: one probe, one 503.
    let deadline = Instant::now() + Duration::from_secs(15);
    let health = loop {
        let reply = server.get("/api/health", None);
        if reply.status != 200 || Instant::now() > deadline {
            break reply;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_unavailable(health, "health on a read-only disk");
    // Everything that only reads goes on: the site, the lists, an admin's login and inbox.
    for path in ["/", "/api/services", "/api/projects", "/api/analytics/public"] {
        let reply = server.get(path, None);
        assert_eq!(reply.status, 200, "GET {path} on a read-only disk: {}", reply.body);
    }
    let token = server.token(OWNER, OWNER_PASSWORD);
    let inbox = server.get("/api/admin/contact-submissions", Some(&token));
    assert_eq!((inbox.status, inbox.json()["total"].as_i64()), (200, Some(1)), "{}", inbox.body);
    assert_eq!(server.get("/api/analytics/public", None).json()["totalVisits"], 1);

    disk.heal();
    assert_eq!(server.get("/api/health", None).status, 200, "health trusts no failure: it writes again");
    // The pool hands out the connection returned last, so these reuse the ones that met the faults:
    // none was left broken (in a transaction, holding the write lock).
    for n in 10..30 {
        let reply = server.send("POST", "/api/contact", None, &lead(n));
        assert_eq!(reply.status, 201, "inquiry {n} after the disk healed: {}", reply.body);
        answered.push(format!("Inquiry {n}"));
        let reply = server.send("POST", "/api/analytics/visit", None, &visit);
        assert_eq!(reply.status, 202, "visit after the disk healed: {}", reply.body);
        visits += 1;
    }
    let edit = server.send("PATCH", "/api/services/1", Some(&token), &json!({ "title": "Healed" }));
    assert_eq!(edit.status, 200, "an admin edit after the disk healed: {}", edit.body);
    assert_eq!(server.get("/api/analytics/public", None).json()["totalVisits"], visits);

    let log = server.log();
    let status = server.stop();
    assert!(status.success(), "the server ran to a clean stop: {status}\n{log}");
    assert!(!log.contains("panicked"), "{log}");
    // One error line with the cause for each refused write, the health probe (the 503 itself
    // says nothing inside) and the activity log's entry of the login, which still succeeded.
    let causes = log.lines().filter(|l| l.contains("cannot write its database") && l.contains("I/O error"));
    assert_eq!(causes.count(), 11, "{log}");
    assert!(log.contains("cannot write the activity log"), "{log}");

    assert_eq!(integrity(&db), "ok");
    let stored = stored_subjects(&db);
    assert!(answered.iter().all(|s| stored.contains(s)), "every 201 is stored: {stored:?}");
    assert!(refused.iter().all(|s| !stored.contains(s)), "no 503 is stored, so a retry is no duplicate");
    assert_eq!(stored_visits(&db), (visits, visits), "every 202 and only them, counted");
    let title: String = Connection::open(&db)
        .unwrap()
        .query_row("select title from services where id = 1", [], |r| r.get(0))
        .unwrap();
    assert_eq!(title, "Healed");
}

#[test]
fn writes_racing_the_disk_turning_read_only_and_back_are_stored_or_refused_never_lost() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let server = Server::start(&db);
    let port = server.port;
    let stop = Arc::new(AtomicBool::new(false));
    // (subject, status of the inquiry, status of the visit sent after it), in the order sent.
    let answers = Arc::new(Mutex::new(Vec::new()));
    let writers: Vec<_> = (0..4)
        .map(|worker| {
            let (stop, answers) = (stop.clone(), answers.clone());
            std::thread::spawn(move || {
                let mut n = worker * 1_000_000;
                while !stop.load(Ordering::Relaxed) {
                    n += 1;
                    let inquiry = post_status(port, "/api/contact", &lead(n));
                    let visit = post_status(port, "/api/analytics/visit", &json!({ "page": "/" }));
                    answers.lock().unwrap().push((format!("Inquiry {n}"), inquiry, visit));
                }
            })
        })
        .collect();
    // Each phase lasts until 40 more pairs were answered, however busy the machine is.
    let answered_40_more = || {
        let goal = answers.lock().unwrap().len() + 40;
        let deadline = Instant::now() + Duration::from_secs(60);
        while answers.lock().unwrap().len() < goal {
            assert!(Instant::now() < deadline, "the writers stalled");
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    answered_40_more();
    let disk = ReadOnlyDisk::under(&server, &db);
    answered_40_more();
    disk.heal();
    answered_40_more();
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.join().unwrap();
    }
    let log = server.log();
    let status = server.stop();
    assert!(status.success(), "the server ran to a clean stop: {status}\n{log}");

    let answers = answers.lock().unwrap().clone();
    let unexpected: Vec<_> = answers
        .iter()
        .filter(|(_, i, v)| !matches!(i, Some(201 | 503)) || !matches!(v, Some(202 | 503)))
        .collect();
    assert!(
        unexpected.is_empty(),
        "only 201/202 or 503, never a 500 or a dropped connection: {unexpected:?}"
    );
    let refused = answers.iter().filter(|(_, i, v)| *i == Some(503) || *v == Some(503)).count();
    assert!(refused > 0, "the disk was read-only for a while");
    let healed = &answers[answers.len() - 8..];
    assert!(healed.iter().all(|(_, i, v)| (*i, *v) == (Some(201), Some(202))), "healed: {healed:?}");

    assert_eq!(integrity(&db), "ok");
    let stored = stored_subjects(&db);
    for (subject, inquiry, _) in &answers {
        assert_eq!(stored.contains(subject), *inquiry == Some(201), "{subject} answered {inquiry:?}");
    }
    let visits = answers.iter().filter(|(_, _, v)| *v == Some(202)).count() as i64;
    assert_eq!(stored_visits(&db), (visits, visits), "every 202 and only them, counted");
}
