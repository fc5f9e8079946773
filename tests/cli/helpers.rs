//! What the CLI tests share: the binary on a database in a temp folder, a command's stdout when it
//! succeeds, and a database's integrity check.

use std::path::Path;

use assert_cmd::Command;
use rusqlite::Connection;
use tempfile::TempDir;

pub fn bin(dir: &TempDir) -> Command {
    let mut cmd = Command::cargo_bin("agency-site").expect("binary");
    cmd.env_remove("AGENCY_DB").env_remove("AGENCY_LISTEN").arg("--db").arg(dir.path().join("site.db"));
    cmd
}

pub fn stdout(cmd: &mut Command) -> String {
    let output = cmd.output().expect("run");
    assert!(output.status.success(), "failed: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("utf-8")
}

pub fn integrity(path: &Path) -> String {
    let conn = Connection::open(path).expect("open");
    conn.query_row("pragma integrity_check", [], |r| r.get(0)).expect("check")
}
