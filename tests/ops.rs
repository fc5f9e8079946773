//! The owner's operations through the built binary: export, import, backup, settings and migrate
//! (docs/DESIGN.md "CLI contract"): data survives a round trip, a backup under load is sound and
//! complete, and every bad input is one sentence, the right exit code and no change.

mod support;

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::{Connection, params};
use serde_json::{Value, json};
use tempfile::TempDir;

use support::{
    OWNER, OWNER_PASSWORD, Server, create_admin, export_json, files_in, inquiry, read_json_file, run,
    run_with_stdin, snapshot,
};

fn site() -> (TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("site.db");
    (dir, db)
}

/// Fills a site the way its people would: two admins from the CLI, and through a running `serve`
/// content edits, settings, inquiries (one read) and visits.
fn populate(db: &Path) {
    create_admin(db, OWNER, OWNER_PASSWORD);
    create_admin(db, "helper", "helper-pass-1");
    run(db, &["settings", "set", "notify-email", "owner@example.com"]).ok();
    run(db, &["settings", "set", "smtp-password", "smtp-secret-9"]).ok();

    let server = Server::start(db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let token = Some(token.as_str());

    let service = json!({ "title": "Brand Films", "description": "Short films about your brand.",
        "icon": "film", "position": 7 });
    assert_eq!(server.send("POST", "/api/services", token, &service).status, 201);

    let projects = server.get("/api/projects", token).json();
    let project_id = projects["projects"][0]["id"].as_i64().expect("a seeded project");
    let hide = json!({ "isActive": false, "title": "Hidden Project" });
    let reply = server.send("PATCH", &format!("/api/projects/{project_id}"), token, &hide);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let shown = projects["projects"][1]["id"].as_i64().expect("a second seeded project");
    let study = json!({ "client": "Brickell Bakery", "bodyMarkdown": "## Brief\n\nMore **mornings**.",
        "status": "published", "results": [{ "value": "+240%", "label": "reach" }],
        "gallery": ["/images/work/case.svg"] });
    let reply = server.send("PUT", &format!("/api/projects/{shown}/case-study"), token, &study);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let copy = json!({ "hero": { "subtitle": "Reels and UGC that fill Miami tables." },
        "sections": { "visitCounter": false } });
    let reply = server.send("PATCH", "/api/admin/site-content", token, &copy);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let testimonials = server.get("/api/testimonials", token).json();
    let testimonial_id = testimonials["testimonials"][0]["id"].as_i64().expect("a seeded testimonial");
    let reply = server.send("DELETE", &format!("/api/testimonials/{testimonial_id}"), token, &json!({}));
    assert_eq!(reply.status, 204, "{}", reply.body);

    let logo = json!({ "src": "https://example.com/logo.png", "alt": "Example Co", "width": 120 });
    assert_eq!(server.send("POST", "/api/client-logos", token, &logo).status, 201);

    let settings = json!({ "siteName": "Myth Studio", "timeZone": "Europe/Paris" });
    let reply = server.send("PATCH", "/api/admin/settings", token, &settings);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let inquiries = [
        inquiry("Zoë Müller", "zoe@example.com", "Café launch", "Bonjour!\nWe open in May, can you film it?"),
        inquiry(
            "Sam, \"the\" Client",
            "sam@example.com",
            "Quote, please",
            "Budget: 5,000 USD; timing: ASAP.",
        ),
        inquiry("Ada", "ada@example.com", "HTML inside", "<b>bold</b> <script>alert(1)</script>"),
    ];
    let mut ids = Vec::new();
    for body in &inquiries {
        let reply = server.send("POST", "/api/contact", None, body);
        assert_eq!(reply.status, 201, "{}", reply.body);
        ids.push(reply.json()["id"].as_i64().expect("id"));
    }
    let reply = server.send(
        "PATCH",
        &format!("/api/admin/contact-submissions/{}", ids[1]),
        token,
        &json!({"read": true}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);

    for visit in
        [json!({"page": "/"}), json!({"page": "/blog"}), json!({"page": "/blog", "visitDuration": 1234})]
    {
        assert_eq!(server.send("POST", "/api/analytics/visit", None, &visit).status, 202);
    }
    assert!(server.stop().success());
}

fn write_json(path: &Path, value: &Value) {
    std::fs::write(path, serde_json::to_vec_pretty(value).unwrap()).unwrap();
}

#[test]
fn export_then_import_into_a_new_database_gives_identical_data() {
    let (dir, a) = site();
    populate(&a);

    let first = run(&a, &["export"]);
    let mut exported: Value = serde_json::from_str(first.ok()).expect("JSON on stdout");
    support::without_exported_at(&mut exported);

    // Real data, and no secret without --include-secrets.
    assert_eq!(exported["format"], "agency-site export");
    assert_eq!(exported["includesSecrets"], false);
    assert_eq!(exported["users"].as_array().unwrap().len(), 2);
    assert!(exported["users"].as_array().unwrap().iter().all(|u| u.get("passwordHash").is_none()));
    let settings = exported["settings"].as_object().unwrap();
    for secret in ["jwt_secret", "registration_key", "smtp_password"] {
        assert!(!settings.contains_key(secret), "{secret} exported without --include-secrets");
    }
    assert!(!first.stdout.contains("smtp-secret-9"));
    assert_eq!(settings["site_name"], "Myth Studio");
    assert_eq!(settings["notify_email"], "owner@example.com");
    let inquiries = exported["contactSubmissions"].as_array().unwrap();
    assert_eq!(inquiries.len(), 3);
    assert_eq!(inquiries[0]["name"], "Zoë Müller");
    assert_eq!(inquiries[1]["read"], true);
    let pages: Vec<(&str, i64, i64)> = exported["visitStats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|row| row["dimension"] == "page")
        .map(|row| {
            (
                row["value"].as_str().unwrap(),
                row["visits"].as_i64().unwrap(),
                row["durations"].as_i64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(pages, [("/", 1, 0), ("/blog", 1, 1)], "visits are exported as daily counts");
    assert_eq!(exported["visitTotal"], 2);
    assert!(exported["services"].as_array().unwrap().iter().any(|s| s["title"] == "Brand Films"));
    assert!(exported["projects"].as_array().unwrap().iter().any(|p| p["isActive"] == false));
    assert_eq!(exported["clientLogos"].as_array().unwrap().last().unwrap()["alt"], "Example Co");
    let studies = exported["caseStudies"].as_array().unwrap();
    assert_eq!((studies.len(), &studies[0]["client"]), (1, &json!("Brickell Bakery")));
    assert!(studies[0].get("bodyHtml").is_none(), "made again on import");
    assert_eq!(exported["siteContent"]["hero"]["subtitle"], "Reels and UGC that fill Miami tables.");
    assert_eq!(exported["siteContent"]["sections"]["visitCounter"], false);

    let file = dir.path().join("export.json");
    std::fs::write(&file, &first.stdout).unwrap();
    let b = dir.path().join("restored.db");
    assert!(!b.exists());
    let imported = run(&b, &["import", file.to_str().unwrap()]);
    let said = imported.ok();
    assert!(said.contains("Imported") && said.contains("3 inquiries"), "{said}");
    assert!(
        said.contains("owner, helper") && said.contains("--reset-password"),
        "locked admins named: {said}"
    );

    assert_eq!(export_json(&b, &[]), exported, "export → import → export must give the same data");

    // Without secrets the admins come back locked, until the owner sets a new password.
    let server = Server::start(&b);
    assert_eq!(server.login(OWNER, OWNER_PASSWORD).status, 401);
    assert_eq!(server.login("helper", "helper-pass-1").status, 401);
    let reset = run_with_stdin(
        &b,
        &["create-admin", "--reset-password", "--username", OWNER, "--password-stdin"],
        "brand-new-pass\n",
    );
    assert!(reset.ok().contains("new password"), "{}", reset.stdout);
    assert_eq!(server.login(OWNER, "brand-new-pass").status, 200);
    assert_eq!(server.login("helper", "helper-pass-1").status, 401, "only the reset admin is unlocked");
    let me = server.login(OWNER, "brand-new-pass").json();
    assert_eq!(me["user"]["isSuperAdmin"], true, "the super admin stays the super admin");
}

#[test]
fn export_with_secrets_round_trips_logins_and_secrets() {
    let (dir, a) = site();
    create_admin(&a, OWNER, OWNER_PASSWORD);
    run(&a, &["settings", "set", "smtp-password", "smtp-secret-9"]).ok();
    let token_from_a = {
        let server = Server::start(&a);
        server.token(OWNER, OWNER_PASSWORD)
    };

    let file = dir.path().join("full.json");
    run(&a, &["export", "--include-secrets", "--out", file.to_str().unwrap()]).ok();
    let exported = read_json_file(&file);
    assert_eq!(exported["includesSecrets"], true);
    let hash = exported["users"][0]["passwordHash"].as_str().expect("hash exported");
    assert!(hash.starts_with("$argon2"), "{hash}");
    assert_eq!(exported["settings"]["smtp_password"], "smtp-secret-9");
    assert!(exported["settings"]["jwt_secret"].as_str().unwrap().len() >= 24);

    let b = dir.path().join("restored.db");
    let said = run(&b, &["import", file.to_str().unwrap()]);
    assert!(!said.ok().contains("--reset-password"), "nobody is locked: {}", said.stdout);
    assert_eq!(snapshot(&b), exported, "hashes and secrets must round-trip");
    assert_eq!(run(&b, &["settings", "get", "smtp-password"]).ok().trim(), "(set)");

    let server = Server::start(&b);
    assert_eq!(server.login(OWNER, OWNER_PASSWORD).status, 200, "the imported admin logs in");
    // The token secret came along too: a session of the old site is valid on the restored one.
    let inbox = server.get("/api/admin/contact-submissions", Some(&token_from_a));
    assert_eq!(inbox.status, 200, "{}", inbox.body);
}

#[test]
fn import_refuses_a_database_with_data_unless_replace() {
    let (dir, a) = site();
    create_admin(&a, OWNER, OWNER_PASSWORD);
    {
        let server = Server::start(&a);
        let body = inquiry("Visitor", "visitor@example.com", "Hello there", "A message that is long enough.");
        assert_eq!(server.send("POST", "/api/contact", None, &body).status, 201);
    }
    let file = dir.path().join("a.json");
    run(&a, &["export", "--out", file.to_str().unwrap()]).ok();

    let b = dir.path().join("b.db");
    create_admin(&b, "someone", "someone-pass");
    let before = snapshot(&b);
    let refused = run(&b, &["import", file.to_str().unwrap()]);
    let line = refused.error(2);
    assert!(line.contains("already holds data") && line.contains("--replace"), "{line}");
    assert_eq!(snapshot(&b), before, "a refused import changes nothing");

    run(&b, &["import", "--replace", file.to_str().unwrap()]).ok();
    assert_eq!(export_json(&b, &[]), read_json_file(&file), "--replace puts the export in place");
    let users = export_json(&b, &[])["users"].clone();
    assert_eq!(users.as_array().unwrap().len(), 1);
    assert_eq!(users[0]["username"], OWNER);
}

#[test]
fn an_import_never_gives_a_new_account_an_id_its_source_gave() {
    let (dir, a) = site();
    create_admin(&a, OWNER, OWNER_PASSWORD);
    create_admin(&a, "fired-editor", "fired-pass");
    Connection::open(&a).unwrap().execute("delete from users where username = 'fired-editor'", []).unwrap();
    let file = dir.path().join("a.json");
    run(&a, &["export", "--out", file.to_str().unwrap()]).ok();
    assert_eq!(read_json_file(&file)["lastUserId"], 2, "the export says which ids were given");

    let b = dir.path().join("b.db");
    run(&b, &["import", file.to_str().unwrap()]).ok();
    create_admin(&b, "new-hire", "new-hire-pass");
    let id: i64 = Connection::open(&b)
        .unwrap()
        .query_row("select id from users where username = 'new-hire'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(id, 3, "not the deleted editor's 2");
}

/// A minimal RFC 4180 reader: records of cells, quoted cells may hold commas, quotes and newlines.
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut records = Vec::new();
    let mut record = Vec::new();
    let mut cell = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') if cell.is_empty() => quoted = true,
            (false, ',') => record.push(std::mem::take(&mut cell)),
            (false, '\r') if chars.peek() == Some(&'\n') => {
                chars.next();
                record.push(std::mem::take(&mut cell));
                records.push(std::mem::take(&mut record));
            }
            (false, c) => {
                assert!(c != '\n' && c != '\r', "a bare line break outside quotes");
                cell.push(c);
            }
        }
    }
    assert!(!quoted && cell.is_empty() && record.is_empty(), "the CSV must end with CRLF");
    records
}

#[test]
fn csv_export_is_spreadsheet_safe_and_round_trips() {
    let (_dir, db) = site();
    run(&db, &["migrate"]).ok();
    let rows: [(&str, &str, &str, &str, bool, &str); 3] = [
        ("Zoë Müller", "zoe@example.com", "Café", "Plain message here.", false, "2024-05-01T10:00:00.000Z"),
        (
            "Sam, \"the\" Client",
            "sam@example.com",
            "Quote, please",
            "Line one,\r\nline \"two\"\nline three",
            true,
            "2024-05-02T11:30:00.000Z",
        ),
        ("=HYPERLINK(\"x\")", "evil@example.com", "+1 305 555", "-2+3", false, "2024-05-03T12:00:00.500Z"),
    ];
    {
        let conn = Connection::open(&db).unwrap();
        for (name, email, subject, message, read, at) in rows {
            conn.execute(
                "insert into contact_submissions (name, email, subject, message, read, created_at)
                 values (?1, ?2, ?3, ?4, ?5, ?6)",
                params![name, email, subject, message, read, at],
            )
            .unwrap();
        }
    }

    let out = run(&db, &["export", "--format", "csv"]);
    let text = out.ok();
    let expected = "\u{feff}id,created_at,name,email,subject,message,read\r\n\
        1,2024-05-01T10:00:00.000Z,Zoë Müller,zoe@example.com,Café,Plain message here.,no\r\n\
        2,2024-05-02T11:30:00.000Z,\"Sam, \"\"the\"\" Client\",sam@example.com,\"Quote, please\",\
        \"Line one,\r\nline \"\"two\"\"\nline three\",yes\r\n\
        3,2024-05-03T12:00:00.500Z,\"'=HYPERLINK(\"\"x\"\")\",evil@example.com,'+1 305 555,'-2+3,no\r\n";
    assert_eq!(text, expected);

    let records = parse_csv(text.strip_prefix('\u{feff}').expect("a byte-order mark"));
    assert_eq!(records[0], ["id", "created_at", "name", "email", "subject", "message", "read"]);
    assert_eq!(records.len(), 4);
    for (record, (name, email, subject, message, read, at)) in records[1..].iter().zip(rows) {
        let defuse = |v: &str| {
            if v.starts_with(['=', '+', '-', '@']) { format!("'{v}") } else { v.to_owned() }
        };
        let read = if read { "yes" } else { "no" };
        assert_eq!(
            record[1..],
            [at.to_owned(), defuse(name), defuse(email), defuse(subject), defuse(message), read.to_owned()]
        );
    }
    assert!(records[3][2].starts_with('\''), "a formula is defused: {:?}", records[3][2]);

    // The visits' daily counts, for a spreadsheet too.
    {
        let conn = Connection::open(&db).unwrap();
        conn.execute_batch(
            "insert into visit_days (day, visits, visitors) values ('2026-11-24', 5, 3);
             insert into visit_pages (day, page, visits) values ('2026-11-24', '/', 4), ('2026-11-24', '/blog', 1);
             insert into visit_sources (day, source, visits) values ('2026-11-24', '', 2), ('2026-11-24', '=evil.example', 3);",
        )
        .unwrap();
    }
    let visits = run(&db, &["export", "--format", "csv", "--what", "visits"]);
    let records = parse_csv(visits.ok().strip_prefix('\u{feff}').expect("a byte-order mark"));
    assert_eq!(
        records,
        [
            ["day", "dimension", "value", "visits", "visitors", "time_ms"].map(String::from).to_vec(),
            ["2026-11-24", "total", "", "5", "3", ""].map(String::from).to_vec(),
            ["2026-11-24", "page", "/", "4", "", ""].map(String::from).to_vec(),
            ["2026-11-24", "page", "/blog", "1", "", ""].map(String::from).to_vec(),
            ["2026-11-24", "source", "", "2", "", ""].map(String::from).to_vec(),
            ["2026-11-24", "source", "'=evil.example", "3", "", ""].map(String::from).to_vec(),
        ]
    );
}

#[cfg(unix)]
#[test]
fn export_out_writes_the_file_atomically_and_privately() {
    let (dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let out_dir = dir.path().join("exports");
    std::fs::create_dir(&out_dir).unwrap();
    let file = out_dir.join("site.json");

    let wrote = run(&db, &["export", "--out", file.to_str().unwrap()]);
    wrote.ok();
    assert_eq!(wrote.stdout, "", "nothing on stdout with --out");
    assert!(wrote.stderr.contains("Exported to"), "{}", wrote.stderr);
    assert_eq!(files_in(&out_dir), ["site.json"], "no temporary file left behind");
    assert_eq!(support::mode(&file), 0o600);
    let on_stdout = export_json(&db, &[]);
    assert_eq!(read_json_file(&file), on_stdout, "the file holds what stdout would");

    // An existing file is replaced whole, and still private.
    std::fs::write(&file, "old contents").unwrap();
    run(&db, &["export", "--format", "csv", "--out", file.to_str().unwrap()]).ok();
    assert!(std::fs::read_to_string(&file).unwrap().starts_with("\u{feff}id,created_at,"));
    assert_eq!(files_in(&out_dir), ["site.json"]);
    assert_eq!(support::mode(&file), 0o600);

    // A folder that does not exist: the owner's to fix, one sentence naming it, nothing left behind.
    let nowhere = out_dir.join("missing").join("x.json");
    let failed = run(&db, &["export", "--out", nowhere.to_str().unwrap()]);
    let line = failed.error(2);
    assert!(line.contains("missing for --out does not exist") && !line.contains(".tmp-"), "{line}");
    assert_eq!(files_in(&out_dir), ["site.json"]);
}

/// One accepted inquiry: its id and when its 201 arrived.
struct Accepted {
    id: i64,
    at: Instant,
}

#[cfg(unix)]
#[test]
fn a_backup_under_write_load_is_sound_and_complete_up_to_its_moment() {
    let (dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let port = server.port;

    const WRITERS: usize = 2;
    let accepted = Arc::new(Mutex::new(Vec::<Accepted>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let (accepted, stop) = (Arc::clone(&accepted), Arc::clone(&stop));
            std::thread::spawn(move || {
                let deadline = Instant::now() + Duration::from_secs(10);
                for n in 0..5_000 {
                    if stop.load(Ordering::SeqCst) || Instant::now() > deadline {
                        break;
                    }
                    let body = inquiry(
                        &format!("Writer {w}"),
                        "load@example.com",
                        &format!("Load test {n}"),
                        "A message sent while a backup runs.",
                    );
                    let reply = support::http(port, "POST", "/api/contact", None, Some(&body));
                    assert_eq!(reply.status, 201, "{}", reply.body);
                    let id = reply.json()["id"].as_i64().unwrap();
                    accepted.lock().unwrap().push(Accepted { id, at: Instant::now() });
                }
            })
        })
        .collect();

    // Let the load build up, back up in the middle of it, then let it run on a little.
    let warm = Instant::now() + Duration::from_secs(5);
    while accepted.lock().unwrap().len() < 20 && Instant::now() < warm {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    let backup = dir.path().join("backup.db");
    let started = Instant::now();
    let out = run(&db, &["backup", "--out", backup.to_str().unwrap()]);
    let finished = Instant::now();
    std::thread::sleep(Duration::from_millis(500));
    stop.store(true, Ordering::SeqCst);
    for writer in writers {
        writer.join().expect("writer");
    }
    assert!(out.ok().contains("integrity check ok"), "{}", out.stdout);

    let accepted = accepted.lock().unwrap();
    let before: BTreeSet<i64> = accepted.iter().filter(|a| a.at < started).map(|a| a.id).collect();
    let by_end = accepted.iter().filter(|a| a.at <= finished).count();
    let after = accepted.iter().filter(|a| a.at > finished).count();
    eprintln!(
        "accepted: {} before the backup, {by_end} by its end, {after} after; backup took {:?}",
        before.len(),
        finished - started
    );
    assert!(before.len() >= 20, "the load ran before the backup ({} accepted)", before.len());
    assert!(after > 0, "the load went on after the backup");

    assert_eq!(support::mode(&backup), 0o600);
    assert_eq!(files_in(dir.path()).iter().filter(|n| n.contains(".tmp")).count(), 0, "no temp file left");
    let copy = Connection::open(&backup).unwrap();
    let verdict: String = copy.query_row("pragma integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(verdict, "ok");
    let in_backup: BTreeSet<i64> = copy
        .prepare("select id from contact_submissions")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let missing: Vec<&i64> = before.difference(&in_backup).collect();
    assert!(missing.is_empty(), "inquiries accepted before the backup are missing from it: {missing:?}");
    // At most the requests in flight when it finished may be in it without their 201 having arrived.
    assert!(
        in_backup.len() <= by_end + WRITERS,
        "the backup holds {} inquiries, only {by_end} were accepted when it finished",
        in_backup.len()
    );
    // One snapshot: exactly the accepted inquiries up to some point, no gaps.
    let all: BTreeSet<i64> = accepted.iter().map(|a| a.id).collect();
    let last = *in_backup.iter().next_back().unwrap();
    let prefix: BTreeSet<i64> = all.iter().copied().filter(|id| *id <= last).collect();
    assert_eq!(in_backup, prefix, "the backup is one consistent moment");
    let users: i64 = copy.query_row("select count(*) from users", [], |r| r.get(0)).unwrap();
    assert_eq!(users, 1);
    drop(copy);

    // Nothing was lost from the live database either.
    assert!(server.stop().success());
    let live = export_json(&db, &[]);
    assert_eq!(live["contactSubmissions"].as_array().unwrap().len(), accepted.len());

    // A second backup to the same name is refused and the first one left alone.
    let bytes = std::fs::read(&backup).unwrap();
    let refused = run(&db, &["backup", "--out", backup.to_str().unwrap()]);
    let line = refused.error(2);
    assert!(line.contains("already exists"), "{line}");
    assert_eq!(std::fs::read(&backup).unwrap(), bytes, "the existing file is untouched");
}

#[test]
fn every_bad_input_is_one_sentence_the_right_code_and_no_change() {
    let (dir, db) = site();
    populate(&db);
    let good = dir.path().join("good.json");
    run(&db, &["export", "--include-secrets", "--out", good.to_str().unwrap()]).ok();
    let before = snapshot(&db);

    let file = |name: &str, contents: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, contents).unwrap();
        path.to_str().unwrap().to_owned()
    };
    // A copy of the good export with one thing wrong; everything else in it is new (an extra
    // inquiry), so a partial import would show.
    let variant = |name: &str, spoil: &dyn Fn(&mut Value)| {
        let mut value: Value = serde_json::from_slice(&std::fs::read(&good).unwrap()).unwrap();
        value["contactSubmissions"].as_array_mut().unwrap().push(json!({
            "id": 99, "name": "Not Imported", "email": "no@example.com", "subject": "Never here",
            "message": "This must not be imported.", "read": false, "createdAt": "2024-01-01T00:00:00.000Z"
        }));
        spoil(&mut value);
        let path = dir.path().join(name);
        write_json(&path, &value);
        path.to_str().unwrap().to_owned()
    };
    let last = |value: &mut Value, list: &str| -> usize { value[list].as_array().unwrap().len() - 1 };

    let a_folder = dir.path().join("a-folder");
    std::fs::create_dir(&a_folder).unwrap();
    let missing = dir.path().join("missing.json").to_str().unwrap().to_owned();
    let folder = a_folder.to_str().unwrap().to_owned();
    let bad_json = file("bad.json", "{\"format\": \"agency-site export\", ");
    let wrong_format = file("wrong-format.json", r#"{"format":"x"}"#);
    let other_format = file("other-format.json", r#"{"format":"x","version":1}"#);
    let future = variant("future.json", &|v| v["version"] = json!(99));
    let bad_title = variant("bad-title.json", &|v| {
        let i = last(v, "services");
        v["services"][i]["title"] = json!("a");
    });
    let bad_zone = variant("bad-zone.json", &|v| v["settings"]["time_zone"] = json!("Mars/Base"));
    let same_user_id = variant("same-user-id.json", &|v| v["users"][1]["id"] = v["users"][0]["id"].clone());
    let same_username = variant("same-username.json", &|v| v["users"][1]["username"] = json!("OWNER"));
    let same_inquiry = variant("same-inquiry.json", &|v| {
        let i = last(v, "contactSubmissions");
        v["contactSubmissions"][i]["id"] = v["contactSubmissions"][0]["id"].clone();
    });
    let bad_device = variant("bad-device.json", &|v| {
        v["visitStats"]
            .as_array_mut()
            .unwrap()
            .push(json!({ "day": "2026-01-02", "dimension": "device", "value": "fridge", "visits": 3 }));
    });
    let same_day = variant("same-day.json", &|v| {
        let day = v["visitDays"][0].clone();
        v["visitDays"].as_array_mut().unwrap().push(day);
    });
    let bad_hash = variant("bad-hash.json", &|v| v["users"][0]["passwordHash"] = json!("plaintext"));
    let orphan_study = variant("orphan-study.json", &|v| v["caseStudies"][0]["projectId"] = json!(424242));
    let bad_figure = variant("bad-figure.json", &|v| v["caseStudies"][0]["results"][0]["value"] = json!(""));
    let bad_stat = variant("bad-stat.json", &|v| v["siteContent"]["stats"][0]["value"] = json!(""));
    let text_id = variant("text-id.json", &|v| {
        let i = last(v, "services");
        v["services"][i]["id"] = json!("seven");
    });
    let late_text_id = variant("late-text-id.json", &|v| v["visitDays"][0]["visits"] = json!("many"));
    let missing_media = variant("missing-media.json", &|v| {
        v["projects"][0]["image"] = json!("/media/0123456789abcdef.png");
    });
    let missing_in_markdown = variant("missing-in-markdown.json", &|v| {
        v["siteContent"]["legal"]["privacyMarkdown"] =
            json!("# Privacy\n\n![Seal](/media/fedcba9876543210-480.webp)");
    });
    // A media item whose bytes are no known type: its reason is a sentence of its own.
    let junk_media = variant("junk-media.json", &|v| v["media"][0]["data"] = json!("bm90IGFuIGltYWdl"));
    let no_folder = dir.path().join("no-such-folder").join("out.json").to_str().unwrap().to_owned();
    let db_path = db.to_str().unwrap().to_owned();
    let db_spelled_otherwise = dir.path().join(".").join("site.db").to_str().unwrap().to_owned();
    let wal = format!("{db_path}-wal");

    let s = |v: &[&str]| v.iter().map(|a| (*a).to_owned()).collect::<Vec<String>>();
    #[rustfmt::skip]
    let mut cases: Vec<(Vec<String>, i32, &[&str])> = vec![
        (s(&["import", &missing]), 2, &["missing.json"]),
        (s(&["import", &folder]), 2, &["a-folder"]),
        (s(&["import", "--replace", &bad_json]), 2, &["not an export"]),
        (s(&["import", "--replace", &wrong_format]), 2, &["not an export"]),
        (s(&["import", "--replace", &other_format]), 2, &["not an agency-site export", "'x'"]),
        (s(&["import", "--replace", &future]), 2, &["version 99"]),
        (s(&["import", "--replace", &bad_title]), 2, &["services[", "Title must be at least 2 characters"]),
        (s(&["import", "--replace", &bad_zone]), 2, &["settings", "Mars/Base"]),
        (s(&["import", "--replace", &same_user_id]), 2, &["users[1].id", "twice"]),
        (s(&["import", "--replace", &same_username]), 2, &["users[1].username", "twice"]),
        (s(&["import", "--replace", &same_inquiry]), 2, &["contactSubmissions[", "twice"]),
        (s(&["import", "--replace", &bad_device]), 2, &["visitStats[", "fridge"]),
        (s(&["import", "--replace", &same_day]), 2, &["visitDays[", "twice"]),
        (s(&["import", "--replace", &bad_hash]), 2, &["users[0].passwordHash"]),
        (s(&["import", "--replace", &orphan_study]), 2, &["caseStudies[0].projectId", "424242"]),
        (s(&["import", "--replace", &bad_figure]), 2, &["caseStudies[0]", "Give a short figure"]),
        (s(&["import", "--replace", &bad_stat]), 2, &["siteContent", "A stat is a short figure"]),
        (s(&["import", "--replace", &text_id]), 2, &["services[", "].id", "expected a whole number"]),
        (s(&["import", "--replace", &late_text_id]), 2, &["visitDays[0].visits", "expected a whole number"]),
        (s(&["import", "--replace", &missing_media]), 2, &["projects.0.image", "/media/0123456789abcdef.png", "not among the export's media"]),
        (s(&["import", "--replace", &missing_in_markdown]), 2, &["siteContent.legal.privacyMarkdown", "fedcba9876543210-480.webp"]),
        (s(&["import", "--replace", &junk_media]), 2, &["media[0]", "not supported"]),
        (s(&["export", "--out", &no_folder]), 2, &["no-such-folder", "does not exist", "--out"]),
        (s(&["export", "--format", "csv", "--out", &folder]), 2, &["a-folder is a folder", "a-folder/export.csv"]),
        (s(&["backup", "--out", &no_folder]), 2, &["no-such-folder", "does not exist", "--out"]),
        (s(&["backup", "--out", &folder]), 2, &["a-folder is a folder", "a-folder/agency-backup.db"]),
        (s(&["export", "--what", "visits"]), 2, &["--what visits", "--format csv"]),
        (s(&["export", "--format", "json", "--what", "inquiries"]), 2, &["--what inquiries", "--format csv"]),
        (s(&["export", "--out", &db_path]), 2, &["database itself"]),
        (s(&["export", "--format", "csv", "--out", &db_spelled_otherwise]), 2, &["database itself"]),
        (s(&["export", "--out", &wal]), 2, &["database itself"]),
        (s(&["backup", "--out", &db_path]), 2, &["already exists"]),
        (s(&["settings", "get", "nope"]), 2, &["'nope' is not a setting", "site-name"]),
        (s(&["settings", "set", "nope", "x"]), 2, &["'nope' is not a setting"]),
        (s(&["settings", "set", "time-zone", "Mars/Base"]), 2, &["'Mars/Base' is not a time zone"]),
        (s(&["settings", "set", "public-url", "javascript:x"]), 2, &["Public URL"]),
        (s(&["settings", "set", "smtp-port", "99999"]), 2, &["smtp-port", "port number"]),
        (s(&["settings", "set", "smtp-port", "0"]), 2, &["smtp-port", "port number"]),
        (s(&["settings", "set", "smtp-security", "ssl"]), 2, &["starttls"]),
        (s(&["settings", "set", "smtp-host", "smtp.example.com:25"]), 2, &["host name"]),
        (s(&["settings", "set", "notify-email", "nobody"]), 2, &["e-mail address"]),
        (s(&["settings", "set", "site-name", "x"]), 2, &["Site name"]),
        (s(&["settings", "set", "registration-key", "x"]), 2, &["rotate-registration-key"]),
        (s(&["settings", "set", "analytics-id", "UA-123"]), 2, &["G-XXXXXXXXXX"]),
        (s(&["settings", "set", "analytics-id", "G-"]), 2, &["G-XXXXXXXXXX"]),
    ];
    // A file its reader may not open; root reads it anyway, so the folder case above covers root.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let locked = dir.path().join("locked.json");
        std::fs::copy(&good, &locked).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
        if std::fs::File::open(&locked).is_err() {
            let locked = locked.to_str().unwrap();
            cases.push((s(&["import", "--replace", locked]), 2, &["locked.json", "ermission denied"]));
        }
    }
    for (args, code, needles) in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = run(&db, &args);
        let line = out.error(*code).to_owned();
        for needle in *needles {
            assert!(line.contains(needle), "{args:?}: {line:?} should name {needle:?}");
        }
        // What to fix, in the file's words: never Rust's types, nor a place only an editor finds.
        for rust in ["i64", "u32", "struct ", "unknown variant", "line 1 column"] {
            assert!(
                !line.contains(rust) || args.contains(&bad_json.as_str()),
                "{args:?}: {line:?} says {rust:?}"
            );
        }
        assert!(!line.contains("..") && !line.contains(".tmp-"), "{args:?}: {line:?}");
        assert_eq!(out.stdout, "", "{args:?} printed on stdout");
        assert_eq!(snapshot(&db), before, "{args:?} changed the database");
    }

    // A bad file never creates the database it was to be imported into.
    let fresh = dir.path().join("fresh.db");
    for bad in [&bad_json, &bad_title, &same_username] {
        run(&fresh, &["import", bad]).error(2);
        assert!(!fresh.exists(), "importing {bad} created a database");
    }

    // A folder that does not exist for the backup: the owner's to fix, one sentence naming it.
    let nowhere = dir.path().join("no-folder").join("b.db");
    let line = run(&db, &["backup", "--out", nowhere.to_str().unwrap()]).error(2).to_owned();
    assert!(line.contains("no-folder for --out does not exist") && !line.contains(".tmp-"), "{line}");
    assert_eq!(snapshot(&db), before);

    // clap's own usage errors: exit 2, and the first line says what is wrong.
    for args in [&["export", "--format", "xml"][..], &["settings", "frobnicate"], &["import"]] {
        let out = run(&db, args);
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        let first = out.stderr.lines().next().unwrap_or_default();
        assert!(first.starts_with("error: "), "{args:?}: {}", out.stderr);
    }
    assert!(run(&db, &["export", "--format", "xml"]).stderr.lines().next().unwrap().contains("xml"));
    assert_eq!(snapshot(&db), before);

    // Commands that read a database refuse to create one where there is none.
    let nowhere = dir.path().join("no-such.db");
    let backup_out = dir.path().join("never.db");
    let csv_out = dir.path().join("never.csv");
    #[rustfmt::skip]
    let missing_db: [&[&str]; 6] = [
        &["export"],
        &["export", "--format", "csv", "--out", csv_out.to_str().unwrap()],
        &["backup", "--out", backup_out.to_str().unwrap()],
        &["settings", "list"],
        &["settings", "get", "site-name"],
        &["settings", "set", "site-name", "New Name"],
    ];
    for args in missing_db {
        let out = run(&nowhere, args);
        let line = out.error(2).to_owned();
        assert!(line.contains("no-such.db") && line.contains("--db"), "{args:?}: {line}");
        assert!(!nowhere.exists(), "{args:?} created a database");
        assert!(!backup_out.exists() && !csv_out.exists(), "{args:?} wrote a file");
    }
    let leftovers: Vec<String> = files_in(dir.path()).into_iter().filter(|n| n.starts_with('.')).collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
}

#[test]
fn settings_list_get_set_and_rotate_the_registration_key() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);

    let list = run(&db, &["settings", "list"]);
    let names: Vec<&str> = list.ok().lines().map(|l| l.split(" = ").next().unwrap()).collect();
    assert_eq!(
        names,
        [
            "site-name",
            "contact-email",
            "contact-phone",
            "time-zone",
            "public-url",
            "analytics-id",
            "registration-key",
            "notify-email",
            "smtp-host",
            "smtp-port",
            "smtp-username",
            "smtp-password",
            "smtp-from",
            "smtp-security",
        ]
    );
    assert!(list.stdout.contains("smtp-password = (not set)"), "{}", list.stdout);

    for (name, value, stored) in [
        ("site-name", "  Myth Studio  ", "Myth Studio"),
        ("contact-phone", "+1 (305) 555-0100", "+1 (305) 555-0100"),
        ("time-zone", "Europe/Paris", "Europe/Paris"),
        ("public-url", "https://myth.example", "https://myth.example"),
        ("analytics-id", "G-ABC123XYZ", "G-ABC123XYZ"),
        ("notify-email", "owner@example.com", "owner@example.com"),
        ("smtp-host", "smtp.example.com", "smtp.example.com"),
        ("smtp-port", "465", "465"),
        ("smtp-security", "TLS", "tls"),
    ] {
        let set = run(&db, &["settings", "set", name, value]);
        let saved = db.canonicalize().unwrap();
        assert_eq!(set.ok().trim(), format!("{name} = {stored} (saved in {})", saved.display()));
        assert_eq!(run(&db, &["settings", "get", name]).ok().trim(), stored, "{name}");
    }

    // The SMTP password is stored but never shown.
    let set = run(&db, &["settings", "set", "smtp-password", "pa55-word-smtp"]);
    assert!(set.ok().starts_with("smtp-password = (set) (saved in "), "{}", set.stdout);
    assert_eq!(run(&db, &["settings", "get", "smtp-password"]).ok().trim(), "(set)");
    let list = run(&db, &["settings", "list"]);
    assert!(list.ok().contains("smtp-password = (set)") && !list.stdout.contains("pa55-word-smtp"));
    assert_eq!(snapshot(&db)["settings"]["smtp_password"], "pa55-word-smtp");

    // A running server sees the rotation at once: the old key stops working.
    let server = Server::start(&db);
    let old_key = run(&db, &["settings", "get", "registration-key"]).ok().trim().to_owned();
    assert!(old_key.len() >= 16, "{old_key}");
    let rotated = run(&db, &["settings", "rotate-registration-key"]);
    let said = rotated.ok();
    let new_key = run(&db, &["settings", "get", "registration-key"]).ok().trim().to_owned();
    assert_ne!(new_key, old_key);
    assert!(said.contains(&new_key) && !said.contains(&old_key), "{said}");

    let register = |username: &str, key: &str| {
        let body = json!({ "username": username, "password": "new-admin-pw", "registrationKey": key });
        server.send("POST", "/api/auth/register", None, &body)
    };
    let old = register("late-comer", &old_key);
    assert_eq!(old.status, 403, "{}", old.body);
    let new = register("on-time", &new_key);
    assert_eq!(new.status, 201, "{}", new.body);
}

#[test]
fn migrate_status_lists_the_applied_migrations() {
    let (_dir, db) = site();
    // Before the first migrate: everything pending, and no database made by asking.
    let fresh = run(&db, &["migrate", "--status"]);
    let lines: Vec<&str> = fresh.ok().lines().collect();
    assert!(
        lines.contains(&"pending V1__schema") && lines.contains(&"pending V2__seed_content"),
        "{lines:?}"
    );
    assert!(lines.iter().all(|l| l.starts_with("pending V")), "{lines:?}");
    assert!(!db.exists(), "migrate --status created the database");
    Connection::open(&db).unwrap().execute_batch("create table unrelated (x integer)").unwrap();
    let empty = run(&db, &["migrate", "--status"]);
    assert!(empty.ok().lines().all(|l| l.starts_with("pending V")), "{}", empty.stdout);

    run(&db, &["migrate"]).ok();
    let status = run(&db, &["migrate", "--status"]);
    let lines: Vec<&str> = status.ok().lines().collect();
    assert!(
        lines.contains(&"applied V1__schema") && lines.contains(&"applied V2__seed_content"),
        "{lines:?}"
    );
    assert!(lines.iter().all(|l| l.starts_with("applied V")), "{lines:?}");
}

#[test]
fn a_password_reset_from_the_cli_ends_the_admins_sessions_at_once() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let old = server.token(OWNER, OWNER_PASSWORD);
    assert_eq!(server.get("/api/admin/dashboard", Some(&old)).status, 200);

    let out = run_with_stdin(
        &db,
        &["create-admin", "--username", OWNER, "--reset-password", "--password-stdin"],
        "a-new-password-2\n",
    );
    assert!(out.ok().contains("sessions"), "{}", out.stdout);
    assert_eq!(server.get("/api/admin/dashboard", Some(&old)).status, 401, "the old token is over");
    let fresh = server.token(OWNER, "a-new-password-2");
    assert_eq!(server.get("/api/admin/dashboard", Some(&fresh)).status, 200);
    server.stop();
}

#[test]
fn rotating_the_stored_token_secret_while_a_variable_fixes_another_is_refused() {
    let (_dir, db) = site();
    run(&db, &["migrate"]).ok();
    let before = snapshot(&db);
    let out = support::cmd(&db)
        .args(["settings", "rotate-token-secret"])
        .env("AGENCY_JWT_SECRET", "a-secret-fixed-by-the-environment")
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("AGENCY_JWT_SECRET is set") && stderr.trim().lines().count() == 1, "{stderr}");
    assert_eq!(snapshot(&db), before, "nothing changed");
}

#[test]
fn rotating_the_token_secret_is_refused_while_the_server_signs_with_its_variable() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start_with_env(&db, &[("AGENCY_JWT_SECRET", "a-secret-only-the-server-sees")]);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let before = snapshot(&db);
    // The CLI runs without the variable: only what serve recorded can tell it.
    let line = run(&db, &["settings", "rotate-token-secret"]).error(2).to_owned();
    assert!(line.contains("AGENCY_JWT_SECRET") && line.contains("end no session"), "{line}");
    assert_eq!(snapshot(&db), before, "nothing changed");
    assert_eq!(server.get("/api/admin/dashboard", Some(&token)).status, 200);
    server.stop();

    // A serve that uses the stored secret makes rotating work, and end its sessions, again.
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    // A second serve with the variable that cannot start says nothing about the running one.
    let second = support::cmd(&db)
        .args(["serve", "--listen", &format!("127.0.0.1:{}", server.port)])
        .env("AGENCY_JWT_SECRET", "a-secret-only-the-server-sees")
        .timeout(Duration::from_secs(60))
        .output()
        .expect("run");
    assert_eq!(second.status.code(), Some(1), "the port is taken");
    run(&db, &["settings", "rotate-token-secret"]).ok();
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.get("/api/admin/dashboard", Some(&token)).status != 401 {
        assert!(Instant::now() < deadline, "the old session still works");
        std::thread::sleep(Duration::from_millis(200));
    }
    server.stop();
}

#[test]
fn serve_warns_once_when_a_local_proxy_forwards_visitors_it_does_not_trust() {
    let (_dir, db) = site();
    let server = Server::start(&db);
    let visit = || {
        let client = reqwest::blocking::Client::new();
        let sent = client
            .post(format!("http://127.0.0.1:{}/api/analytics/visit", server.port))
            .header("x-forwarded-for", "203.0.113.9")
            .json(&json!({ "page": "/" }))
            .send()
            .expect("request");
        assert_eq!(sent.status(), 202);
    };
    visit();
    visit();
    let warnings = server.log().matches("--trust-proxy is off").count();
    assert_eq!(warnings, 1, "{}", server.log());
    server.stop();
}

#[test]
fn the_owner_turns_an_admins_two_factor_off_and_exports_carry_it_with_secrets() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    // Two-factor on, as the account screen leaves it: a secret and recovery-code hashes.
    let secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    let conn = Connection::open(&db).unwrap();
    conn.execute("update users set totp_secret = ?1 where username = ?2", params![secret, OWNER]).unwrap();
    conn.execute(
        "insert into recovery_codes (user_id, code_hash) select id, ?1 from users",
        ["a".repeat(64)],
    )
    .unwrap();

    let exported = export_json(&db, &["--include-secrets"]);
    assert_eq!(exported["users"][0]["totpSecret"], secret);
    assert_eq!(exported["users"][0]["recoveryCodes"], json!(["a".repeat(64)]));
    assert!(
        export_json(&db, &[])["users"][0].get("totpSecret").is_none(),
        "a secret only with --include-secrets"
    );
    let (_other_dir, copy) = site();
    let file = _other_dir.path().join("export.json");
    write_json(&file, &exported);
    run(&copy, &["import", file.to_str().unwrap()]).ok();
    let server = Server::start(&copy);
    let login = server.login(OWNER, OWNER_PASSWORD);
    assert_eq!(login.status, 401);
    assert_eq!(login.json()["totpRequired"], true, "the restored site asks for the code");
    server.stop();

    let out = run(&db, &["disable-totp", "--username", OWNER]);
    assert!(out.ok().contains("Turned two-factor sign-in off"), "{}", out.stdout);
    assert!(out.stdout.contains(&db.canonicalize().unwrap().display().to_string()), "{}", out.stdout);
    let left: i64 = conn.query_row("select count(*) from recovery_codes", [], |r| r.get(0)).unwrap();
    let secret_left: Option<String> =
        conn.query_row("select totp_secret from users", [], |r| r.get(0)).unwrap();
    assert_eq!((left, secret_left), (0, None));
    let server = Server::start(&db);
    assert_eq!(server.login(OWNER, OWNER_PASSWORD).status, 200);
    server.stop();
    let unknown = run(&db, &["disable-totp", "--username", "nobody"]);
    assert!(unknown.error(2).contains("no admin named 'nobody'"));
}

#[test]
fn media_survive_export_and_import_byte_identical_and_the_cli_lists_and_regenerates_them() {
    use support::images::{jpeg, mp4, photo};
    let (dir, a) = site();
    create_admin(&a, OWNER, OWNER_PASSWORD);
    let server = Server::start(&a);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let photo = server.upload(&token, jpeg(&photo(1600, 900)), "shoot.jpg", "Rooftop shoot in Wynwood", &[]);
    assert_eq!(photo.status, 201, "{}", photo.body);
    let photo = photo.json()["media"].clone();
    let poster = photo["url"].as_str().unwrap().to_owned();
    let reel = server.upload(
        &token,
        mp4(b"avc1", 1280, 720, 200_000),
        "reel.mp4",
        "Our reel",
        &[("poster", &poster)],
    );
    assert_eq!(reel.status, 201, "{}", reel.body);
    let reel = reel.json()["media"].clone();
    let served: Vec<(String, Vec<u8>)> = [&photo["url"], &reel["url"], &photo["variants"][0]["url"]]
        .iter()
        .map(|url| {
            let url = url.as_str().unwrap().to_owned();
            let (status, bytes) = server.bytes(&url);
            assert_eq!(status, 200, "{url}");
            (url, bytes)
        })
        .collect();
    assert!(server.stop().success());

    let listed = run(&a, &["media", "list"]);
    let listed = listed.ok();
    assert!(
        listed.contains("\"Rooftop shoot in Wynwood\"") && listed.contains("Poster of the video “Our reel”"),
        "{listed}"
    );
    assert!(
        listed.contains("Project “Solana Cocina”"),
        "the seeded artwork is listed with its use: {listed}"
    );

    let file = dir.path().join("export.json");
    run(&a, &["export", "--include-secrets", "--out", file.to_str().unwrap()]).ok();
    let exported = read_json_file(&file);
    assert_eq!(exported["media"].as_array().unwrap().len(), 17 + 2, "the seeded artwork and both uploads");

    let b = dir.path().join("moved.db");
    let said = run(&b, &["import", file.to_str().unwrap()]);
    assert!(said.ok().contains("19 media"), "{}", said.stdout);
    assert_eq!(
        export_json(&b, &["--include-secrets"]),
        exported,
        "export → import → export gives the same media"
    );
    let regenerated = run(&b, &["media", "regenerate"]);
    assert!(regenerated.ok().contains("of 19 items"), "{}", regenerated.stdout);

    let server = Server::start(&b);
    for (url, bytes) in &served {
        assert_eq!(
            &server.bytes(url),
            &(200, bytes.clone()),
            "{url} is served byte-identical after the move"
        );
    }
    let token = server.token(OWNER, OWNER_PASSWORD);
    let listed = server.get("/api/admin/media?kind=video", Some(&token)).json();
    assert_eq!(listed["media"][0]["poster"], json!(poster), "the poster link survives");

    let missing = run(&b, &["media", "regenerate", "--id", "999"]);
    assert_eq!(missing.code, 2, "{}", missing.stderr);
    assert!(missing.stderr.contains("no media item 999"), "{}", missing.stderr);

    // An export whose bytes were changed is refused, naming the item.
    let mut tampered = exported.clone();
    tampered["media"][14]["data"] = json!("aGVsbG8=");
    write_json(&file, &tampered);
    let refused = run(&b, &["import", "--replace", file.to_str().unwrap()]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(refused.stderr.contains("media[14]"), "{}", refused.stderr);
}

/// The stored originals of an export, by address.
fn originals(export: &Value) -> Vec<(String, Vec<u8>)> {
    use base64::Engine;
    export["media"]
        .as_array()
        .expect("media")
        .iter()
        .map(|m| {
            let data = base64::engine::general_purpose::STANDARD.decode(m["data"].as_str().unwrap()).unwrap();
            (m["url"].as_str().unwrap().to_owned(), data)
        })
        .collect()
}

/// Whether an image decodes, every frame of it.
fn decodes(bytes: &[u8]) -> bool {
    use image::AnimationDecoder;
    let cursor = std::io::Cursor::new(bytes);
    if bytes.starts_with(b"GIF8") {
        return image::codecs::gif::GifDecoder::new(cursor)
            .is_ok_and(|d| d.into_frames().collect_frames().is_ok());
    }
    image::load_from_memory(bytes).is_ok()
}

#[test]
fn every_kind_of_real_world_media_survives_export_and_import_byte_identical() {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    use support::samples::{matrix, webp_stale_flags};
    let (dir, a) = site();
    create_admin(&a, OWNER, OWNER_PASSWORD);
    let server = Server::start(&a);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let mut urls = Vec::new();
    for (name, bytes) in matrix() {
        let reply = server.upload(&token, bytes.clone(), name, &format!("Sample {name}"), &[]);
        assert_eq!(reply.status, 201, "{name}: {}", reply.body);
        let url = reply.json()["media"]["url"].as_str().unwrap().to_owned();
        if name.ends_with(".mp4") || name.ends_with(".webm") {
            assert_eq!(server.bytes(&url), (200, bytes), "{name}: a video is stored as sent");
        }
        urls.push((name, url));
    }
    assert!(server.stop().success());

    let file = dir.path().join("export.json");
    run(&a, &["export", "--out", file.to_str().unwrap()]).ok();
    let exported = read_json_file(&file);
    for (url, data) in originals(&exported) {
        if !url.ends_with(".mp4") && !url.ends_with(".webm") && !url.ends_with(".svg") {
            assert!(decodes(&data), "{url} decodes");
        }
        for secret in [&b"GPS 25.7617"[..], b"xmp.did:secret", b"secret client"] {
            assert!(!data.windows(secret.len()).any(|w| w == secret), "{url} holds no metadata");
        }
    }

    let b = dir.path().join("restored.db");
    let said = run(&b, &["import", file.to_str().unwrap()]);
    assert!(said.ok().contains(&format!("{} media", 17 + urls.len())), "{}", said.stdout);
    let again = export_json(&b, &[]);
    assert_eq!(originals(&again), originals(&exported), "every original is byte-identical after the move");
    assert!(run(&b, &["media", "regenerate"]).ok().contains("items"));

    // A WebP stored before the fix (its flags name the XMP and EXIF stripped from it) is mended
    // by `media regenerate` where it is stored…
    let (_, xmp_url) = urls.iter().find(|(name, _)| *name == "xmp.webp").unwrap();
    let conn = Connection::open(&a).unwrap();
    let chunk = "select data from media_chunks where seq = 0 and file_id = (select id from media_files where name = ?1)";
    let name = xmp_url.trim_start_matches("/media/");
    let mut stale: Vec<u8> = conn.query_row(chunk, [name], |r| r.get(0)).unwrap();
    let sound = stale.clone();
    stale[20] |= 0x08 | 0x04;
    conn.execute(
        "update media_chunks set data = ?2 where seq = 0 and file_id = (select id from media_files where name = ?1)",
        params![name, stale],
    )
    .unwrap();
    assert!(!decodes(&stale));
    let regenerated = run(&a, &["media", "regenerate"]);
    assert!(regenerated.ok().contains("Mended 1 WebP"), "{}", regenerated.stdout);
    let mended: Vec<u8> = conn.query_row(chunk, [name], |r| r.get(0)).unwrap();
    assert_eq!(mended, sound, "only the flags byte was mended");

    // …and, in an export made before the fix, on its way in, keeping its address.
    let stale = webp_stale_flags();
    let hash: String = Sha256::digest(&stale).iter().map(|b| format!("{b:02x}")).collect();
    let old_url = format!("/media/{}.webp", &hash[..16]);
    let mut old = exported.clone();
    old["media"].as_array_mut().unwrap().push(json!({
        "url": old_url, "name": "old.webp", "alt": "Stored before the fix", "createdAt": "2026-01-02T03:04:05.000Z",
        "data": base64::engine::general_purpose::STANDARD.encode(&stale),
    }));
    write_json(&file, &old);
    let c = dir.path().join("from-old.db");
    let said = run(&c, &["import", file.to_str().unwrap()]);
    assert!(said.ok().contains(&format!("{} media", 18 + urls.len())), "{}", said.stdout);
    assert!(run(&c, &["media", "regenerate"]).ok().contains("items"), "its variants are made again");
    let moved = export_json(&c, &[]);
    let (_, stored) = originals(&moved).into_iter().find(|(url, _)| *url == old_url).expect("same address");
    assert!(decodes(&stored) && stored != stale, "stored mended");
    let server = Server::start(&c);
    assert_eq!(server.bytes(&old_url), (200, stored), "served at its old address");
    assert!(server.stop().success());

    // The mended file, exported again, still proves it is what was stored at that address.
    write_json(&file, &moved);
    let d = dir.path().join("again.db");
    run(&d, &["import", file.to_str().unwrap()]).ok();
    assert_eq!(originals(&export_json(&d, &[])), originals(&moved));
}
