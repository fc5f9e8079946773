//! `create-admin`: the first admin is the super admin, bad input is refused with the messages of
//! docs/PRODUCT.md §5, the prompt at a terminal asks again, no new site at the default path unless
//! asked, and an existing name points to --reset-password.

use std::process::{Command as StdCommand, Stdio};

use assert_cmd::Command;
use rusqlite::Connection;
use tempfile::TempDir;

use crate::helpers::{bin, stdout};

#[test]
fn an_existing_username_points_to_reset_password_before_asking_for_one() {
    let dir = tempfile::tempdir().unwrap();
    stdout(
        bin(&dir)
            .args(["create-admin", "--username", "owner", "--password-stdin"])
            .write_stdin("s3cret-pw\n"),
    );
    let out = bin(&dir)
        .args(["create-admin", "--username", "OWNER", "--password-stdin"])
        .write_stdin("")
        .assert()
        .code(2);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(stderr.contains("already taken") && stderr.contains("--reset-password"), "{stderr}");
}

/// `create-admin` at a terminal (a pseudo-terminal made by util-linux's `script`), typing `typed`.
fn at_a_terminal(dir: &TempDir, typed: &str) -> (i32, String) {
    let bin = assert_cmd::cargo::cargo_bin("agency-site");
    let command = format!(
        "{} --db {} create-admin --username owner",
        bin.display(),
        dir.path().join("site.db").display()
    );
    let output = StdCommand::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env_remove("AGENCY_DB")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("stdin").write_all(typed.as_bytes())?;
            child.wait_with_output()
        })
        .expect("script (util-linux) runs");
    (output.status.code().unwrap_or(-1), String::from_utf8_lossy(&output.stdout).into_owned())
}

#[test]
fn the_prompt_asks_again_for_a_password_that_breaks_a_rule_or_does_not_match() {
    let dir = tempfile::tempdir().unwrap();
    let (code, screen) =
        at_a_terminal(&dir, "abc\nlong-enough-1\nmistyped-1\nlong-enough-1\nlong-enough-1\n");
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("Password must be at least 6 characters. Try again."), "{screen}");
    assert!(screen.contains("do not match. Try again."), "{screen}");
    assert!(screen.contains("Created the super admin 'owner'"), "{screen}");

    let other = tempfile::tempdir().unwrap();
    let (code, screen) = at_a_terminal(&other, "a\nb\nc\n");
    assert_eq!(code, 2, "{screen}");
    assert!(screen.contains("No valid password after 3 tries"), "{screen}");
    assert!(!other.path().join("site.db").exists() || !screen.contains("Created"), "{screen}");
}

#[test]
fn create_admin_at_the_default_path_refuses_to_start_a_new_site_unless_asked() {
    let elsewhere = tempfile::tempdir().unwrap();
    let create = |extra: &[&str]| {
        let mut cmd = Command::cargo_bin("agency-site").unwrap();
        cmd.env_remove("AGENCY_DB").current_dir(elsewhere.path());
        cmd.args(["create-admin", "--username", "owner", "--password-stdin"]).args(extra);
        cmd.write_stdin("a-long-password\n").output().unwrap()
    };
    let refused = create(&[]);
    let stderr = String::from_utf8_lossy(&refused.stderr).to_string();
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    let default = elsewhere.path().join("agency.db");
    assert!(stderr.contains(&format!("There is no database at {}", default.display())), "{stderr}");
    assert!(stderr.contains("--db") && stderr.contains("--new-database"), "{stderr}");
    assert!(!default.exists(), "no database was made");

    let created = create(&["--new-database"]);
    assert!(created.status.success(), "{}", String::from_utf8_lossy(&created.stderr));
    let said = String::from_utf8_lossy(&created.stdout).to_string();
    let path = default.canonicalize().unwrap();
    assert!(said.contains(&format!("Created the super admin 'owner' in {}.", path.display())), "{said}");

    // A database the owner names (--db or AGENCY_DB) is made without the flag.
    let named = tempfile::tempdir().unwrap();
    let db = named.path().join("new.db");
    let mut cmd = Command::cargo_bin("agency-site").unwrap();
    cmd.env("AGENCY_DB", &db).current_dir(elsewhere.path());
    let out = cmd
        .args(["create-admin", "--username", "owner", "--password-stdin"])
        .write_stdin("a-long-password\n");
    let said = String::from_utf8(out.output().unwrap().stdout).unwrap();
    assert!(said.contains(&format!("in {}.", db.canonicalize().unwrap().display())), "{said}");
}

#[test]
fn create_admin_makes_the_first_admin_super_and_the_next_ordinary() {
    let dir = tempfile::tempdir().unwrap();
    let first = stdout(
        bin(&dir)
            .args(["create-admin", "--username", "owner", "--password-stdin"])
            .write_stdin("s3cret-pw\n"),
    );
    assert!(first.contains("super admin") && first.contains("registration key"), "{first}");
    let second = stdout(
        bin(&dir).args(["create-admin", "--username", "helper", "--password-stdin"]).write_stdin("s3cret-pw"),
    );
    assert!(second.contains("Created the admin 'helper'"), "{second}");

    let conn = Connection::open(dir.path().join("site.db")).unwrap();
    let supers: Vec<String> = conn
        .prepare("select username from users where is_super_admin = 1")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(supers, ["owner"]);
    let hash: String =
        conn.query_row("select password_hash from users where username = 'owner'", [], |r| r.get(0)).unwrap();
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("s3cret-pw"));
}

#[test]
fn create_admin_refuses_bad_input_with_the_spec_messages() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("ab", "s3cret-pw", "Username must be at least 3 characters"),
        ("owner", "12345", "Password must be at least 6 characters"),
    ];
    for (username, password, message) in cases {
        let out = bin(&dir)
            .args(["create-admin", "--username", username, "--password-stdin"])
            .write_stdin(password)
            .assert()
            .code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
        assert!(stderr.contains(message), "{stderr}");
    }
    stdout(
        bin(&dir).args(["create-admin", "--username", "owner", "--password-stdin"]).write_stdin("s3cret-pw"),
    );
    let taken = bin(&dir)
        .args(["create-admin", "--username", "OWNER", "--password-stdin"])
        .write_stdin("s3cret-pw")
        .assert()
        .code(2);
    assert!(String::from_utf8_lossy(&taken.get_output().stderr).contains("already taken"));
}

#[test]
fn create_admin_without_a_terminal_asks_for_password_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let out = bin(&dir).args(["create-admin", "--username", "owner"]).write_stdin("").assert().code(2);
    assert!(String::from_utf8_lossy(&out.get_output().stderr).contains("--password-stdin"));
}
