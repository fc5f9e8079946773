//! What the commands say: help for every command, usage errors that exit 2 and name what is missing,
//! a --db that is a folder or not SQLite, the database file named by each command that writes it,
//! and an export whose reader stops early ending quietly.

use std::process::{Command as StdCommand, Stdio};

use assert_cmd::Command;
use tempfile::TempDir;

use crate::helpers::{bin, stdout};

#[test]
fn every_command_has_help() {
    let dir = tempfile::tempdir().unwrap();
    for command in
        [&["--help"][..], &["serve", "--help"], &["migrate", "--help"], &["create-admin", "--help"]]
    {
        let out = stdout(bin(&dir).args(command));
        assert!(out.contains("Usage:"), "{command:?}: {out}");
    }
    let serve = stdout(bin(&dir).args(["serve", "--help"]));
    assert!(serve.contains("AGENCY_LISTEN") && serve.contains("AGENCY_DB"), "{serve}");
}

#[test]
fn usage_errors_exit_2_and_runtime_errors_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    bin(&dir).arg("no-such-command").assert().code(2);
    bin(&dir).args(["serve", "--listen", "not-an-address"]).assert().code(2);

    // A database in a folder that does not exist is a path the owner must fix, whatever the
    // command, and nothing is listed as if it were there.
    for args in
        [&["migrate"][..], &["migrate", "--status"], &["serve"], &["create-admin", "--username", "owner"]]
    {
        let missing = Command::cargo_bin("agency-site")
            .unwrap()
            .args(["--db", "/no/such/folder/site.db"])
            .args(args)
            .write_stdin("a-long-password\n")
            .assert()
            .code(2);
        let output = missing.get_output();
        let stderr = String::from_utf8_lossy(&output.stderr).to_string();
        assert!(
            stderr.starts_with("error: The folder /no/such/folder for the database does not exist"),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.trim().lines().count(), 1, "one sentence: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?} printed {:?}", String::from_utf8_lossy(&output.stdout));
    }
}

/// Runs the binary with `args` and returns its one-line stderr, asserting exit code 2.
fn usage_error(dir: &TempDir, args: &[&str]) -> String {
    let out = bin(dir).args(args).assert().code(2);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).trim().to_owned();
    assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: one sentence, got {stderr}");
    stderr
}

#[test]
fn usage_errors_name_what_is_missing_and_where_to_read_more() {
    let dir = tempfile::tempdir().unwrap();
    let missing = usage_error(&dir, &["create-admin"]);
    assert!(
        missing.contains("--username <NAME>") && missing.contains("`agency-site create-admin --help`"),
        "{missing}"
    );

    let nothing = usage_error(&dir, &[]);
    for command in ["serve", "migrate", "create-admin", "export", "import", "backup", "settings"] {
        assert!(nothing.contains(command), "{nothing}");
    }
    assert!(!nothing.contains("MYTH Agency site"), "not the description: {nothing}");

    let settings = usage_error(&dir, &["settings"]);
    assert!(settings.contains("`agency-site settings` needs a command"), "{settings}");
    for action in ["list", "get", "set", "rotate-registration-key", "rotate-token-secret"] {
        assert!(settings.contains(action), "{settings}");
    }

    let typo = usage_error(&dir, &["serv"]);
    assert!(typo.contains("'serv'") && typo.contains("serve"), "{typo}");
    let value = usage_error(&dir, &["settings", "set", "site-name"]);
    assert!(value.contains("<VALUE>"), "{value}");
}

#[test]
fn a_db_that_is_a_folder_or_not_sqlite_is_the_owners_to_fix_in_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("site.db");
    std::fs::write(&junk, "this is not a database, just text ".repeat(200)).unwrap();
    let folder = dir.path().join("data");
    std::fs::create_dir(&folder).unwrap();
    for args in [&["migrate"][..], &["migrate", "--status"], &["serve"], &["settings", "list"], &["export"]] {
        for (db, says) in
            [(&junk, "is not an SQLite database"), (&folder, "is a folder, not a database file")]
        {
            let out =
                Command::cargo_bin("agency-site").unwrap().arg("--db").arg(db).args(args).assert().code(2);
            let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
            assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: one sentence: {stderr}");
            let said = format!("error: {} {says}", db.display());
            assert!(stderr.starts_with(&said) && stderr.contains("--db"), "{args:?}: {stderr}");
            assert!(!stderr.contains("Error code") && !stderr.contains("writable"), "{args:?}: {stderr}");
        }
    }
    assert!(std::fs::read_dir(&folder).unwrap().next().is_none(), "nothing was made in the folder");
}

#[test]
fn commands_that_write_the_database_name_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    let migrated = stdout(bin(&dir).arg("migrate"));
    let path = db.canonicalize().unwrap().display().to_string();
    assert!(migrated.contains(&format!("migration(s) to {path}.")), "{migrated}");
    for args in [
        &["migrate"][..],
        &["create-admin", "--username", "owner", "--password-stdin"],
        &["create-admin", "--username", "owner", "--password-stdin", "--reset-password"],
        &["settings", "set", "site-name", "Myth Studio"],
        &["settings", "rotate-registration-key"],
        &["settings", "rotate-token-secret"],
        &["media", "regenerate", "--id", "1"],
    ] {
        let said =
            stdout(bin(&dir).args(args).env_remove("AGENCY_JWT_SECRET").write_stdin("a-long-password\n"));
        assert!(said.contains(&path), "{args:?} does not name {path}: {said}");
    }
    let regenerated = stdout(bin(&dir).args(["media", "regenerate", "--id", "1"]));
    assert!(regenerated.contains("variants of 1 item in"), "{regenerated}");
}

#[test]
fn a_listen_address_without_an_address_shows_one() {
    let dir = tempfile::tempdir().unwrap();
    let line = usage_error(&dir, &["serve", "--listen", "8081"]);
    assert!(line.contains("'8081'") && line.contains("such as 127.0.0.1:8081"), "{line}");
    let line = usage_error(&dir, &["serve", "--listen", "localhost"]);
    assert!(line.contains("such as 127.0.0.1:8080"), "{line}");
}

#[test]
fn an_export_read_by_a_reader_that_stops_early_ends_quietly() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    stdout(bin(&dir).arg("migrate"));
    // A fresh site's export (its artwork) is larger than a pipe holds: the export is still writing
    // when the reader goes, as with `export | head`.
    let mut export = StdCommand::new(assert_cmd::cargo::cargo_bin("agency-site"))
        .arg("--db")
        .arg(dir.path().join("site.db"))
        .arg("export")
        .env_remove("AGENCY_DB")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut head = [0u8; 100];
    export.stdout.take().unwrap().read_exact(&mut head).unwrap();
    let output = export.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr, "", "nothing to say when the reader stopped");
    assert_ne!(output.status.code(), Some(1), "{:?}", output.status);
}

#[test]
fn command_line_mistakes_are_one_sentence_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["export", "--format", "xml"][..],
        &["serve", "--listen", "nowhere"],
        &["no-such-command"],
        &["import"],
        &["serve", "--smtp-port", "99999"],
    ] {
        let out = bin(&dir).args(args).assert().code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
        assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("error: ") && stderr.contains("--help"), "{args:?}: {stderr}");
    }
}
