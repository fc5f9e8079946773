//! `serve` purges the trash on its own: what has been there 30 days goes for good at start (and
//! every hour after), logged under "The server"; what went there since stays.

use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::json;

use crate::helpers::site;
use crate::support::{OWNER, OWNER_PASSWORD, Server, create_admin};

#[test]
fn serve_purges_what_has_been_in_the_trash_thirty_days() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let mut ids = Vec::new();
    for title in ["Old Films", "Recent Films"] {
        let service =
            json!({ "title": title, "description": "Short films about your brand.", "icon": "film" });
        let created = server.send("POST", "/api/services", Some(&token), &service);
        assert_eq!(created.status, 201, "{}", created.body);
        let id = created.json()["service"]["id"].as_i64().unwrap();
        assert_eq!(
            server.send("DELETE", &format!("/api/services/{id}"), Some(&token), &json!({})).status,
            204
        );
        ids.push(id);
    }
    server.stop();
    // The first went to the trash 31 days ago.
    let conn = Connection::open(&db).unwrap();
    let month_ago = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-31 days')";
    conn.execute(&format!("update services set deleted_at = {month_ago} where id = ?1"), [ids[0]]).unwrap();
    drop(conn);

    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let started = Instant::now();
    let trash = loop {
        let trash = server.get("/api/admin/trash", Some(&token)).json();
        if trash["items"].as_array().unwrap().len() == 1 || started.elapsed() > Duration::from_secs(10) {
            break trash;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!(trash["items"][0]["id"], ids[1], "the recent one stays: {trash}");
    let conn = Connection::open(&db).unwrap();
    let left: i64 =
        conn.query_row("select count(*) from services where id = ?1", [ids[0]], |r| r.get(0)).unwrap();
    assert_eq!(left, 0, "gone for good");
    let (actor, subject): (String, String) = conn
        .query_row("select actor, subject from activity where action = 'purged'", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(actor, "The server");
    assert_eq!(subject, "Service “Old Films” after 30 days in the trash");
}

/// An export carries the site as visitors and editors see it, so the trash stays behind (a backup
/// moved with `restore` carries it, with the revisions): nothing in it comes back live on import.
#[test]
fn an_export_leaves_the_trash_behind_and_its_import_brings_nothing_of_it_back() {
    use crate::support::images::{photo, png};

    let (dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let mut services = Vec::new();
    for title in ["Kept Films", "Trashed Films"] {
        let service =
            json!({ "title": title, "description": "Short films about your brand.", "icon": "film" });
        let created = server.send("POST", "/api/services", Some(&token), &service);
        assert_eq!(created.status, 201, "{}", created.body);
        services.push(created.json()["service"]["id"].as_i64().unwrap());
    }
    let mut media = Vec::new();
    for (name, size) in [("kept.png", 40), ("trashed.png", 48)] {
        let uploaded = server.upload(&token, png(&photo(size, size)), name, "A photo", &[]);
        assert_eq!(uploaded.status, 201, "{}", uploaded.body);
        media.push(uploaded.json()["media"]["id"].as_i64().unwrap());
    }
    let post = json!({ "title": "Trashed Tips", "excerpt": "Short videos that sell.", "bodyMarkdown": "Film it.",
        "category": "Content Strategy", "author": "Ana" });
    let created = server.send("POST", "/api/posts", Some(&token), &post);
    assert_eq!(created.status, 201, "{}", created.body);
    let post_id = created.json()["post"]["id"].as_i64().unwrap();
    for path in [
        format!("/api/services/{}", services[1]),
        format!("/api/admin/media/{}", media[1]),
        format!("/api/posts/{post_id}"),
    ] {
        assert_eq!(server.send("DELETE", &path, Some(&token), &json!({})).status, 204, "DELETE {path}");
    }
    assert_eq!(server.get("/api/admin/trash", Some(&token)).json()["items"].as_array().unwrap().len(), 3);
    assert!(server.stop().success());

    let exported = crate::support::export_json(&db, &[]);
    let titles: Vec<&str> =
        exported["services"].as_array().unwrap().iter().map(|s| s["title"].as_str().unwrap()).collect();
    assert!(titles.contains(&"Kept Films") && !titles.contains(&"Trashed Films"), "{titles:?}");
    let posts = exported["posts"].as_array().unwrap();
    assert!(posts.iter().all(|p| p["title"] != "Trashed Tips"), "{posts:?}");
    let names: Vec<&str> =
        exported["media"].as_array().unwrap().iter().map(|m| m["name"].as_str().unwrap()).collect();
    assert!(names.contains(&"kept.png") && !names.contains(&"trashed.png"), "{names:?}");

    let copy = dir.path().join("copy.db");
    let file = dir.path().join("site.json");
    crate::helpers::write_json(&file, &exported);
    crate::support::run(&copy, &["import", file.to_str().unwrap()]).ok();
    create_admin(&copy, "mover", "mover-pass-1");
    let server = Server::start(&copy);
    let token = server.token("mover", "mover-pass-1");
    assert_eq!(server.get("/api/admin/trash", Some(&token)).json()["items"], json!([]));
    assert_eq!(server.get("/api/services", None).json()["services"].as_array().unwrap().len(), titles.len());
    let listed = server.get("/api/admin/media", Some(&token)).json();
    assert_eq!(listed["media"].as_array().unwrap().len(), names.len(), "{listed}");
    assert!(server.stop().success());
}
