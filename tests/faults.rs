//! Faults, through the built binary: a kill -9 in the middle of sustained writes loses no
//! answered inquiry or visit and leaves a sound database; a full disk, a read-only disk at start
//! and a disk turning read-only while serving are a clear 503 (or one sentence at start) that
//! heals when the disk does; SIGTERM lets requests in flight finish.
//!
//! The disk tests need no root: a small tmpfs is mounted in a mount namespace of the test's own
//! (inside a user namespace unless the tests run as root), and strace attaches to the server, a
//! process of the same user. A machine that allows neither says so in one line.

mod support;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::{Value, json};

use support::{OWNER, OWNER_PASSWORD, Reply, Server, create_admin, try_http};

/// The status of one POST on its own connection, or None when the connection failed.
fn post_status(port: u16, path: &str, body: &Value) -> Option<u16> {
    try_http(port, "POST", path, None, Some(body)).ok().map(|reply| reply.status)
}

fn integrity(db: &Path) -> String {
    Connection::open(db).unwrap().query_row("pragma integrity_check", [], |r| r.get(0)).unwrap()
}

fn lead(n: usize) -> Value {
    support::inquiry(
        &format!("Lead {n}"),
        &format!("lead{n}@example.com"),
        &format!("Inquiry {n}"),
        "A message long enough to keep.",
    )
}

fn stored_subjects(db: &Path) -> std::collections::HashSet<String> {
    let conn = Connection::open(db).unwrap();
    let mut stmt = conn.prepare("select subject from contact_submissions").unwrap();
    stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect()
}

/// `(page loads counted by page, the counter of page loads)` as stored.
fn stored_visits(db: &Path) -> (i64, i64) {
    Connection::open(db)
        .unwrap()
        .query_row(
            "select (select coalesce(sum(visits), 0) from visit_pages), (select visits from visit_total where id = 1)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

#[test]
fn kill_9_during_writes_loses_no_answered_inquiry_or_visit() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let server = Server::start(&db);
    let port = server.port;
    let stop = Arc::new(AtomicBool::new(false));
    let answered_inquiries = Arc::new(Mutex::new(Vec::new()));
    let answered_visits = Arc::new(Mutex::new(0usize));

    let mut writers = Vec::new();
    for worker in 0..4 {
        let (stop, inquiries, visits) = (stop.clone(), answered_inquiries.clone(), answered_visits.clone());
        writers.push(std::thread::spawn(move || {
            let mut n = worker * 1_000_000;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                if post_status(port, "/api/contact", &lead(n)) == Some(201) {
                    inquiries.lock().unwrap().push(format!("Inquiry {n}"));
                }
                if post_status(port, "/api/analytics/visit", &json!({ "page": "/" })) == Some(202) {
                    *visits.lock().unwrap() += 1;
                }
            }
        }));
    }
    std::thread::sleep(Duration::from_millis(1500));
    server.kill_hard();
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.join().unwrap();
    }

    let inquiries = answered_inquiries.lock().unwrap().clone();
    let visits = *answered_visits.lock().unwrap();
    assert!(
        inquiries.len() > 10 && visits > 10,
        "the load ran ({} inquiries, {visits} visits)",
        inquiries.len()
    );

    // Restarting recovers the WAL; then every answered write must be there.
    let restarted = Server::start(&db);
    let _ = restarted.stop();
    assert_eq!(integrity(&db), "ok");
    let stored = stored_subjects(&db);
    let lost: Vec<&String> = inquiries.iter().filter(|s| !stored.contains(*s)).collect();
    assert!(lost.is_empty(), "{} answered inquiries were lost, e.g. {:?}", lost.len(), lost.first());
    let (rows, total) = stored_visits(&db);
    assert!(rows as usize >= visits, "{rows} visits stored, {visits} answered 202");
    assert_eq!(rows, total, "the counter agrees with the rows");
}

#[test]
fn sigterm_lets_a_request_in_flight_finish() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let server = Server::start(&db);

    // Send the headers now and the body after the signal: the request is in flight meanwhile.
    // A raw socket on purpose: an HTTP client sends a request whole, never half of it.
    let body = lead(1).to_string();
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    let head = format!(
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    Command::new("kill").args(["-TERM", &server.pid().to_string()]).status().unwrap();
    std::thread::sleep(Duration::from_millis(200));
    stream.write_all(body.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 201"), "{response}");

    let status = server.stop();
    assert!(status.success(), "{status}");
    assert!(stored_subjects(&db).contains("Inquiry 1"));
}

/// A tmpfs of `size` mounted at a new folder in a mount namespace of its own, which a sleeping
/// process holds: mounting needs no root then (a user namespace maps the test's user to its root),
/// and the mount goes when the holder is killed on drop. Programs run in the namespace through
/// `enter`; the test reaches the files through the holder's view, `/proc/<pid>/root/…`.
struct SmallDisk {
    holder: Child,
    /// The folder, as programs in the namespace see it.
    path: PathBuf,
    as_root: bool,
}

impl SmallDisk {
    fn mount(size: &str) -> SmallDisk {
        let path = tempfile::tempdir().unwrap().keep();
        // SAFETY: geteuid only reads the process's user id.
        let as_root = unsafe { libc::geteuid() } == 0;
        let mut unshare = Command::new("unshare");
        if !as_root {
            unshare.args(["--user", "--map-root-user"]);
        }
        let script = r#"mount -t tmpfs -o "size=$1" tmpfs "$0" && echo mounted && exec sleep 3600"#;
        let holder = unshare
            .args(["--mount", "sh", "-c", script])
            .arg(&path)
            .arg(size)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run unshare (util-linux)");
        let mut disk = SmallDisk { holder, path, as_root };
        let mut said = String::new();
        let _ = BufReader::new(disk.holder.stdout.take().unwrap()).read_line(&mut said);
        if said.trim() != "mounted" {
            let mut why = String::new();
            let _ = disk.holder.stderr.take().unwrap().read_to_string(&mut why);
            panic!(
                "these disk-fault tests mount a small tmpfs in a namespace of their own, which this machine \
                 refuses ({}): run them as root, or allow user namespaces (sysctl \
                 kernel.unprivileged_userns_clone=1, on Ubuntu kernel.apparmor_restrict_unprivileged_userns=0)",
                why.trim().replace('\n', "; ")
            );
        }
        disk
    }

    /// `program` run inside the namespace, where the tmpfs is mounted.
    fn enter(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut prefix = self.prefix();
        let mut command = Command::new(prefix.remove(0));
        command.args(prefix).arg(program);
        command
    }

    /// `nsenter` into the holder's namespaces, as a prefix for a command line; it execs the
    /// program, so that process is the program.
    fn prefix(&self) -> Vec<std::ffi::OsString> {
        let mut prefix: Vec<std::ffi::OsString> =
            vec!["nsenter".into(), "--target".into(), self.holder.id().to_string().into(), "--mount".into()];
        if !self.as_root {
            prefix.extend(["--user".into(), "--preserve-credentials".into()]);
        }
        prefix.push("--".into());
        prefix
    }

    /// A file on the disk as programs in the namespace see it.
    fn inside(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }

    /// The same file as this test sees it: through the holder's root.
    fn outside(&self, name: &str) -> PathBuf {
        let inside = self.inside(name);
        PathBuf::from(format!("/proc/{}/root", self.holder.id())).join(inside.strip_prefix("/").unwrap())
    }

    /// `ro` or `rw` for this mount alone (a bind remount: allowed in a user namespace).
    fn remount(&self, options: &str) {
        let status =
            self.enter("mount").args(["-o", &format!("remount,bind,{options}")]).arg(&self.path).status();
        assert!(status.is_ok_and(|s| s.success()), "cannot remount the small disk {options}");
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        // The namespace, and the tmpfs with it, ends with its last process.
        let _ = self.holder.kill();
        let _ = self.holder.wait();
        let _ = std::fs::remove_dir(&self.path);
    }
}

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

fn assert_unavailable(reply: Reply, what: &str) {
    assert_eq!(reply.status, 503, "{what}: {}", reply.body);
    let message = reply.json()["message"].as_str().unwrap_or_default().to_owned();
    assert!(message.contains("cannot save or load data right now"), "{what}: {}", reply.body);
    assert!(message.ends_with("Please try again in a few minutes."), "{what}: {}", reply.body);
}

#[test]
fn a_full_disk_is_a_503_and_the_site_recovers_when_space_returns() {
    let disk = SmallDisk::mount("3m");
    let server = Server::start_under(&disk.prefix(), &disk.inside("site.db"), &[]);
    let db = disk.outside("site.db");
    // Fill the disk to the last byte with a file we can delete later.
    let filler = disk.outside("filler");
    let mut file = std::fs::File::create(&filler).unwrap();
    let chunk = vec![0u8; 64 * 1024];
    while file.write_all(&chunk).is_ok() {}
    let _ = file.write_all(&[0u8; 1]);
    drop(file);

    let mut refused = None;
    for n in 0..200 {
        let reply = server.send("POST", "/api/contact", None, &lead(n));
        if reply.status != 201 {
            refused = Some(reply);
            break;
        }
    }
    assert_unavailable(refused.expect("a refusal within 200 inquiries"), "contact on a full disk");
    assert_eq!(server.get("/api/services", None).status, 200, "reads still work");

    std::fs::remove_file(&filler).unwrap();
    let reply = server.send("POST", "/api/contact", None, &lead(999));
    assert_eq!(reply.status, 201, "after space returns: {}", reply.body);
    assert!(server.stop().success());
    assert_eq!(integrity(&db), "ok");
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

#[test]
fn a_read_only_disk_stops_serve_with_one_clear_sentence() {
    // The read-only disk an owner meets at start: after a remount or a disk error. (A disk that
    // turns read-only while serving is the strace test above.)
    let disk = SmallDisk::mount("4m");
    let db = disk.inside("site.db");
    let migrated = disk.enter(support::bin_path()).arg("--db").arg(&db).arg("migrate").output().unwrap();
    assert!(migrated.status.success(), "{}", String::from_utf8_lossy(&migrated.stderr));
    disk.remount("ro");
    let listen = format!("127.0.0.1:{}", support::free_port());
    let mut serve = disk.enter(support::bin_path());
    serve.arg("--db").arg(&db).args(["serve", "--listen", &listen]).env("AGENCY_LOG", "off");
    let served = assert_cmd::Command::from_std(serve).timeout(Duration::from_secs(60)).output().unwrap();
    assert_eq!(served.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&served.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("the disk is mounted read-only") && stderr.contains("--db"), "{stderr}");
    disk.remount("rw");
}

/// Whether the server closed `stream` (the next read ends) within `limit`.
fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    stream.set_read_timeout(Some(limit)).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue, // an answer (a keep-alive reply, or a 408): read on to the close
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock || e.kind() == std::io::ErrorKind::TimedOut =>
            {
                return false;
            }
            Err(_) => return true,
        }
    }
}

#[test]
fn slow_half_sent_and_idle_kept_alive_connections_are_closed_and_the_site_keeps_answering() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("site.db"));
    let connect = || TcpStream::connect(("127.0.0.1", server.port)).unwrap();

    // Headers that never end, an idle connection, and a kept-alive one after its answer.
    let mut slow = connect();
    slow.write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n").unwrap();
    let mut idle = connect();
    let mut kept = connect();
    kept.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
    let mut head = [0u8; 12];
    kept.read_exact(&mut head).unwrap();
    assert_eq!(&head, b"HTTP/1.1 200");
    assert_eq!(server.get("/api/health", None).status, 200, "the site answers meanwhile");

    // The header timeout is 10 s (src/server.rs); allow some slack for a loaded machine.
    for (name, stream) in [("slow", &mut slow), ("idle", &mut idle), ("kept alive", &mut kept)] {
        assert!(closed_within(stream, Duration::from_secs(15)), "the {name} connection is still open");
    }
    assert_eq!(server.get("/api/health", None).status, 200);
    server.stop();
}

#[test]
fn kill_9_while_photos_are_processed_leaves_no_half_made_media() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let (port, token) = (server.port, server.token(OWNER, OWNER_PASSWORD));
    let answered = Arc::new(Mutex::new(Vec::new()));
    let mut uploaders = Vec::new();
    for worker in 0..3u32 {
        let (token, answered) = (token.clone(), answered.clone());
        uploaders.push(std::thread::spawn(move || {
            // Different sizes: different bytes, so none is a duplicate of another.
            for n in 0..20u32 {
                let bytes = support::images::jpeg(&support::images::photo(3000 + worker * 40 + n, 2000));
                match support::upload(port, &token, bytes, "shoot.jpg", "A shoot", &[]) {
                    Ok(reply) if reply.status == 201 => answered
                        .lock()
                        .unwrap()
                        .push(reply.json()["media"]["url"].as_str().unwrap().to_owned()),
                    Ok(reply) => panic!("upload refused: {} {}", reply.status, reply.body),
                    Err(_) => return,
                }
            }
        }));
    }
    std::thread::sleep(Duration::from_millis(2500));
    server.kill_hard();
    for uploader in uploaders {
        uploader.join().unwrap();
    }

    let server = Server::start(&db);
    let conn = Connection::open(&db).unwrap();
    let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
    assert_eq!(
        count(
            "select count(*) from media_files f where not exists (select 1 from media m where m.id = f.media_id)"
        ),
        0
    );
    assert_eq!(
        count(
            "select count(*) from media m where not exists (select 1 from media_files f where f.media_id = m.id and f.original = 1)"
        ),
        0
    );
    let answered = answered.lock().unwrap().clone();
    for url in &answered {
        assert_eq!(server.bytes(url).0, 200, "an answered upload is kept: {url}");
    }
    let integrity: String = conn.query_row("pragma integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(integrity, "ok");
}

/// The server's resident memory in MB.
fn resident_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kb: f64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap();
    kb / 1024.0
}

#[test]
fn stalled_readers_of_a_large_video_leave_memory_bounded_and_health_fast() {
    /// Enough that their buffers, unbounded, pass the budget by far (about 440 KB each before).
    const READERS: usize = 600;
    /// Readers per source address, under the per-address cap of 256.
    const PER_ADDRESS: usize = 200;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let clip = support::images::mp4(b"avc1", 1280, 720, 16 * 1024 * 1024);
    let reply = server.upload(&token, clip.clone(), "reel.mp4", "Our reel", &[]);
    assert_eq!(reply.status, 201, "{}", reply.body);
    let url = reply.json()["media"]["url"].as_str().unwrap().to_owned();
    assert_eq!(server.bytes(&url).1.len(), clip.len(), "served whole to a reader who reads");
    std::thread::sleep(Duration::from_millis(500));
    let before = resident_mb(server.pid());

    // Each reads the start of the answer, then nothing: what the server holds for them stays.
    // Small receive buffers (a phone's, not loopback's 32 MB) fill the sockets in a moment.
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let mut stalled = Vec::new();
    for n in 0..READERS {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.set_recv_buffer_size(64 * 1024).unwrap();
        socket.bind(([127, 0, 0, 2 + (n / PER_ADDRESS) as u8], 0).into()).unwrap();
        let address = ([127, 0, 0, 1], server.port).into();
        let stream = runtime.block_on(socket.connect(address)).unwrap().into_std().unwrap();
        stream.set_nonblocking(false).unwrap();
        let mut stream = stream;
        stream.write_all(format!("GET {url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").as_bytes()).unwrap();
        let mut first = [0u8; 100];
        stream.read_exact(&mut first).unwrap();
        stalled.push(stream);
    }
    // Until the memory stops growing: every stream has filled what it may hold.
    let mut peak = before;
    let mut slowest = Duration::ZERO;
    let mut steady = 0;
    let deadline = Instant::now() + Duration::from_secs(20);
    while steady < 5 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(300));
        let now = resident_mb(server.pid());
        steady = if now > peak + 0.5 { 0 } else { steady + 1 };
        peak = peak.max(now);
        let started = Instant::now();
        assert_eq!(server.get("/api/health", None).status, 200);
        slowest = slowest.max(started.elapsed());
    }
    println!("{READERS} stalled readers: RSS {before:.1} -> {peak:.1} MB, /api/health at most {slowest:?}");
    // Without the bounds they took 264 MB (50.6 -> 315.2); now a piece or two each and
    // 32 MB for all.
    assert!(peak - before < 60.0, "{READERS} stalled readers took {:.1} MB", peak - before);
    assert!(slowest < Duration::from_millis(500), "/api/health took {slowest:?}");
    drop(stalled);
    server.stop();
}
