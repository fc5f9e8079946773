//! A small tmpfs under the database: full, it is a 503 until space returns; mounted read-only,
//! `serve` stops at start with one clear sentence.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::helpers::{assert_unavailable, integrity, lead};
use crate::support::{self, Server};

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
