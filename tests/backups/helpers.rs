//! What the backup tests share: a site with its owner, a server backing up into a folder, and
//! the copies read back.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};
use tempfile::TempDir;

use crate::support::{OWNER, OWNER_PASSWORD, Server, create_admin, files_in};

pub fn site() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("site.db");
    create_admin(&db, OWNER, OWNER_PASSWORD);
    (dir, db)
}

/// `serve` with a backup folder, given through the environment as systemd's unit gives it.
pub fn serve_with_backups(db: &Path, folder: &Path, every: &str, keep: &str) -> Server {
    let folder = folder.to_str().unwrap();
    Server::start_with_env(
        db,
        &[("AGENCY_BACKUP_DIR", folder), ("AGENCY_BACKUP_EVERY", every), ("AGENCY_BACKUP_KEEP", keep)],
    )
}

/// The names of the server's backups in `folder`, oldest first.
pub fn backups_in(folder: &Path) -> Vec<String> {
    let named = |n: &str| n.len() == "agency-20260102-030405.db".len() && n.starts_with("agency-2");
    files_in(folder).into_iter().filter(|n| named(n) && n.ends_with(".db")).collect()
}

pub fn integrity(path: &Path) -> String {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    conn.query_row("pragma integrity_check", [], |r| r.get(0)).unwrap()
}

pub fn inquiry_ids(path: &Path) -> BTreeSet<i64> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let mut stmt = conn.prepare("select id from contact_submissions").unwrap();
    stmt.query_map([], |r| r.get(0)).unwrap().collect::<Result<_, _>>().unwrap()
}

/// GET with a token, the body as bytes (a download is not text).
pub fn download(port: u16, path: &str, token: &str) -> reqwest::blocking::Response {
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
