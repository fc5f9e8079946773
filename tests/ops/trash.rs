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
