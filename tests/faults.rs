//! Faults, through the built binary: a kill -9 in the middle of sustained writes loses no
//! answered inquiry or visit and leaves a sound database; a full or read-only disk is a clear 503
//! that heals when the disk does; SIGTERM lets requests in flight finish.
//!
//! The disk tests mount a small tmpfs, so they need root (as the test command runs in CI).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::Connection;

struct Site {
    child: Child,
    port: u16,
}

impl Site {
    fn start(db: &Path) -> Site {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = Command::new(assert_cmd::cargo::cargo_bin("agency-site"))
            .args([
                "--db",
                db.to_str().unwrap(),
                "serve",
                "--rate-limits",
                "off",
                "--listen",
                &format!("127.0.0.1:{port}"),
            ])
            .env("AGENCY_LOG", "warn")
            .env_remove("AGENCY_DB")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn serve");
        let site = Site { child, port };
        let deadline = Instant::now() + Duration::from_secs(30);
        while request(port, "GET", "/api/health", None).map(|(s, _)| s) != Some(200) {
            assert!(Instant::now() < deadline, "serve did not start");
            std::thread::sleep(Duration::from_millis(20));
        }
        site
    }

    fn request(&self, method: &str, path: &str, body: Option<&str>) -> Option<(u16, String)> {
        request(self.port, method, path, body)
    }

    fn kill_hard(mut self) {
        self.child.kill().unwrap(); // SIGKILL: no shutdown code runs
        self.child.wait().unwrap();
    }

    fn terminate(mut self) -> std::process::ExitStatus {
        Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status().unwrap();
        self.child.wait().unwrap()
    }
}

impl Drop for Site {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One request on its own connection: (status, body), or None when the connection failed.
fn request(port: u16, method: &str, path: &str, body: Option<&str>) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    let body = body.unwrap_or("");
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let status = response.get(9..12)?.parse().ok()?;
    Some((status, response.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).unwrap_or_default()))
}

fn integrity(db: &Path) -> String {
    Connection::open(db).unwrap().query_row("pragma integrity_check", [], |r| r.get(0)).unwrap()
}

fn inquiry(n: usize) -> String {
    format!(
        r#"{{"name":"Lead {n}","email":"lead{n}@example.com","subject":"Inquiry {n}","message":"A message long enough to keep."}}"#
    )
}

#[test]
fn kill_9_during_writes_loses_no_answered_inquiry_or_visit() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let site = Arc::new(Mutex::new(Some(Site::start(&db))));
    let port = site.lock().unwrap().as_ref().unwrap().port;
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
                if let Some((201, _)) = request(port, "POST", "/api/contact", Some(&inquiry(n))) {
                    inquiries.lock().unwrap().push(format!("Inquiry {n}"));
                }
                if let Some((202, _)) = request(port, "POST", "/api/analytics/visit", Some(r#"{"page":"/"}"#))
                {
                    *visits.lock().unwrap() += 1;
                }
            }
        }));
    }
    std::thread::sleep(Duration::from_millis(1500));
    site.lock().unwrap().take().unwrap().kill_hard();
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
    let restarted = Site::start(&db);
    let _ = restarted.terminate();
    assert_eq!(integrity(&db), "ok");
    let conn = Connection::open(&db).unwrap();
    let mut stmt = conn.prepare("select subject from contact_submissions").unwrap();
    let stored: std::collections::HashSet<String> =
        stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect();
    let lost: Vec<&String> = inquiries.iter().filter(|s| !stored.contains(*s)).collect();
    assert!(lost.is_empty(), "{} answered inquiries were lost, e.g. {:?}", lost.len(), lost.first());
    let (rows, total): (i64, i64) = conn
        .query_row(
            "select (select count(*) from visits), (select visits from visit_total where id = 1)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert!(rows as usize >= visits, "{rows} visits stored, {visits} answered 202");
    assert_eq!(rows, total, "the counter agrees with the rows");
}

#[test]
fn sigterm_lets_a_request_in_flight_finish() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let site = Site::start(&db);

    // Send the headers now and the body after the signal: the request is in flight meanwhile.
    let body = inquiry(1);
    let mut stream = TcpStream::connect(("127.0.0.1", site.port)).unwrap();
    let head = format!(
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    Command::new("kill").args(["-TERM", &site.child.id().to_string()]).status().unwrap();
    std::thread::sleep(Duration::from_millis(200));
    stream.write_all(body.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 201"), "{response}");

    let mut site = site;
    let status = site.child.wait().unwrap();
    assert!(status.success(), "{status}");
    let stored: i64 = Connection::open(&db)
        .unwrap()
        .query_row("select count(*) from contact_submissions where subject = 'Inquiry 1'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(stored, 1);
}

/// A tmpfs of `size` mounted at a new folder; unmounted on drop.
struct SmallDisk {
    path: PathBuf,
}

impl SmallDisk {
    fn mount(size: &str) -> SmallDisk {
        let path = tempfile::tempdir().unwrap().keep();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(&path)
            .status();
        assert!(
            mounted.is_ok_and(|s| s.success()),
            "these disk-fault tests mount a small tmpfs and need root (as the test command has in CI)"
        );
        SmallDisk { path }
    }

    fn remount(&self, options: &str) {
        let status = Command::new("mount")
            .args(["-o", &format!("remount,{options}")])
            .arg(&self.path)
            .status()
            .unwrap();
        assert!(status.success());
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.path).status();
        let _ = std::fs::remove_dir(&self.path);
    }
}

fn assert_unavailable(reply: Option<(u16, String)>, what: &str) {
    let (status, body) = reply.expect("an answer");
    assert_eq!(status, 503, "{what}: {body}");
    assert!(body.contains("cannot save or load data right now"), "{what}: {body}");
}

#[test]
fn a_full_disk_is_a_503_and_the_site_recovers_when_space_returns() {
    let disk = SmallDisk::mount("3m");
    let db = disk.path.join("site.db");
    let site = Site::start(&db);
    // Fill the disk to the last byte with a file we can delete later.
    let filler = disk.path.join("filler");
    let mut file = std::fs::File::create(&filler).unwrap();
    let chunk = vec![0u8; 64 * 1024];
    while file.write_all(&chunk).is_ok() {}
    let _ = file.write_all(&[0u8; 1]);
    drop(file);

    let mut refused = None;
    for n in 0..200 {
        match site.request("POST", "/api/contact", Some(&inquiry(n))) {
            Some((201, _)) => continue,
            other => {
                refused = other;
                break;
            }
        }
    }
    assert_unavailable(refused, "contact on a full disk");
    assert_eq!(site.request("GET", "/api/services", None).map(|(s, _)| s), Some(200), "reads still work");

    std::fs::remove_file(&filler).unwrap();
    let (status, body) = site.request("POST", "/api/contact", Some(&inquiry(999))).unwrap();
    assert_eq!(status, 201, "after space returns: {body}");
    let _ = site.terminate();
    assert_eq!(integrity(&db), "ok");
}

#[test]
fn a_read_only_disk_stops_serve_with_one_clear_sentence() {
    // The kernel refuses to make a disk read-only under a program writing to it, so this is the
    // read-only disk an owner meets: after a remount or a disk error, at the next start. (While
    // running, SQLite's read-only and I/O errors are the 503 of src/error.rs's unit tests, the
    // same path the full-disk test above takes end to end.)
    let disk = SmallDisk::mount("4m");
    let db = disk.path.join("site.db");
    let migrated = Command::new(assert_cmd::cargo::cargo_bin("agency-site"))
        .args(["--db", db.to_str().unwrap(), "migrate"])
        .output()
        .unwrap();
    assert!(migrated.status.success());
    disk.remount("ro");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let served = Command::new(assert_cmd::cargo::cargo_bin("agency-site"))
        .args(["--db", db.to_str().unwrap(), "serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("AGENCY_LOG", "off")
        .output()
        .unwrap();
    assert_eq!(served.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&served.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("the disk is mounted read-only") && stderr.contains("--db"), "{stderr}");
    disk.remount("rw");
}
