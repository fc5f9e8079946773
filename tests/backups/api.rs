//! The backups API (the super admin's alone, naming only the server's own files), and the
//! flags that stop `serve` at start when they are wrong.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::json;

use crate::helpers::{backups_in, download, serve_with_backups, site};
use crate::support::{self, OWNER, OWNER_PASSWORD, Server, create_admin, run};

#[test]
fn the_backups_api_is_the_super_admins_alone_and_names_only_its_own_files() {
    let (dir, db) = site();
    create_admin(&db, "helper", "helper-pass-1");
    let folder = dir.path().join("backups");
    let server = serve_with_backups(&db, &folder, "7d", "3");
    let owner = server.token(OWNER, OWNER_PASSWORD);
    let helper = server.token("helper", "helper-pass-1");

    for (method, path) in [
        ("GET", "/api/admin/backups"),
        ("POST", "/api/admin/backups"),
        ("GET", "/api/admin/backups/agency-20260102-030405.db"),
    ] {
        let anonymous = server.send(method, path, None, &json!({}));
        assert_eq!(anonymous.status, 401, "{method} {path}: {}", anonymous.body);
        let plain = server.send(method, path, Some(&helper), &json!({}));
        assert_eq!(plain.status, 403, "{method} {path}: {}", plain.body);
        assert_eq!(plain.json()["message"], "Only the super admin can do this.");
    }
    assert!(backups_in(&folder).is_empty(), "nobody but the super admin took one");

    let empty = server.get("/api/admin/backups", Some(&owner)).json();
    assert_eq!(empty["configured"], true);
    assert_eq!(empty["backups"], json!([]));
    assert_eq!((empty["every"].as_str(), empty["keep"].as_i64()), (Some("7d"), Some(3)));
    assert_eq!(empty["dir"].as_str().map(PathBuf::from), Some(folder.clone()));

    let mut names = Vec::new();
    for _ in 0..2 {
        let taken = server.send("POST", "/api/admin/backups", Some(&owner), &json!({}));
        assert_eq!(taken.status, 201, "{}", taken.body);
        let backup = &taken.json()["backup"];
        let name = backup["name"].as_str().unwrap().to_owned();
        assert_eq!(backup["size"].as_u64(), Some(std::fs::metadata(folder.join(&name)).unwrap().len()));
        assert!(backup["createdAt"].as_str().unwrap().ends_with('Z'), "{backup}");
        names.push(name);
    }
    assert_ne!(names[0], names[1], "two backups in one second get two names");
    let listed = server.get("/api/admin/backups", Some(&owner)).json();
    let listed: Vec<&str> =
        listed["backups"].as_array().unwrap().iter().map(|b| b["name"].as_str().unwrap()).collect();
    assert_eq!(listed, [names[1].as_str(), names[0].as_str()], "newest first");
    let activity = server.get("/api/admin/activity", Some(&owner)).json();
    assert!(
        activity["activity"].as_array().unwrap().iter().any(|e| e["actor"] == OWNER
            && e["action"] == "took a backup"
            && e["subject"] == names[0].as_str()),
        "{activity}"
    );

    // The download is the file, byte for byte, as an attachment.
    let response = download(server.port, &format!("/api/admin/backups/{}", names[1]), &owner);
    assert_eq!(response.status(), 200);
    let header = |name: &str| response.headers()[name].to_str().unwrap().to_owned();
    assert_eq!(header("content-type"), "application/vnd.sqlite3");
    assert_eq!(header("content-disposition"), format!("attachment; filename=\"{}\"", names[1]));
    assert_eq!(header("cache-control"), "no-store");
    let body = response.bytes().unwrap();
    assert_eq!(body.as_ref(), std::fs::read(folder.join(&names[1])).unwrap().as_slice());

    // Only the server's own names, only in its folder: everything else is a 404.
    std::fs::write(folder.join("notes.txt"), "private").unwrap();
    for name in [
        "notes.txt",
        "agency-20260102-030405.db",
        "agency-20261302-030405.db",
        "..%2Fsite.db",
        "%2E%2E%2Fsite.db",
        "agency-20260102-030405.db%00",
        "site.db",
        "agency-20260102-030405.db-wal",
    ] {
        let reply = server.get(&format!("/api/admin/backups/{name}"), Some(&owner));
        assert_eq!(reply.status, 404, "{name}: {}", reply.body);
        assert_eq!(reply.json()["message"], "Backup not found", "{name}");
    }
    assert!(server.stop().success());
}

#[test]
fn without_a_backup_folder_the_list_says_so_and_backing_up_is_a_409_that_says_how() {
    let (_dir, db) = site();
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let listed = server.get("/api/admin/backups", Some(&token)).json();
    assert_eq!(
        listed,
        json!({ "backups": [], "configured": false, "dir": null, "every": null, "keep": null })
    );
    let refused = server.send("POST", "/api/admin/backups", Some(&token), &json!({}));
    assert_eq!(refused.status, 409, "{}", refused.body);
    let message = refused.json()["message"].as_str().unwrap().to_owned();
    assert!(message.contains("--backup-dir") && message.contains("AGENCY_BACKUP_DIR"), "{message}");
    let missing = server.get("/api/admin/backups/agency-20260102-030405.db", Some(&token));
    assert_eq!(missing.status, 404);
    assert!(server.stop().success());
}

#[test]
fn bad_backup_flags_stop_serve_at_start_in_one_sentence() {
    let (dir, db) = site();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let folder = dir.path().join("backups");
    let s = |p: &Path| p.to_str().unwrap().to_owned();
    let cases: Vec<(Vec<String>, &[&str])> = vec![
        (
            vec!["--backup-dir".into(), s(&folder), "--backup-every".into(), "5x".into()],
            &["--backup-every", "such as 30m, 6h, 24h or 7d"],
        ),
        (
            vec!["--backup-dir".into(), s(&folder), "--backup-every".into(), "0s".into()],
            &["--backup-every", "longer than nothing"],
        ),
        (vec!["--backup-dir".into(), s(&folder), "--backup-keep".into(), "0".into()], &["--backup-keep"]),
        (vec!["--backup-every".into(), "1h".into()], &["--backup-dir"]),
        (
            vec!["--backup-dir".into(), "/no/such/folder/backups".into()],
            &["The folder /no/such/folder for the backups does not exist", "AGENCY_BACKUP_DIR"],
        ),
        (vec!["--backup-dir".into(), s(&file)], &["a-file is a file, not a folder", "--backup-dir"]),
    ];
    for (flags, expected) in cases {
        let mut args =
            vec!["serve".to_owned(), "--listen".into(), format!("127.0.0.1:{}", support::free_port())];
        args.extend(flags.iter().cloned());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = run(&db, &args);
        let line = out.error(2);
        for part in expected {
            assert!(line.contains(part), "{flags:?}: expected {part:?} in {line:?}");
        }
    }
    // The same through the environment.
    let out = support::cmd(&db)
        .args(["serve", "--listen", &format!("127.0.0.1:{}", support::free_port())])
        .env("AGENCY_BACKUP_DIR", &folder)
        .env("AGENCY_BACKUP_EVERY", "1.5h")
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("1.5h") && stderr.trim().lines().count() == 1,
        "{stderr}"
    );
}
