//! Export and import: JSON that round-trips a populated site (with or without its secrets), an
//! import that refuses a database with data and never reuses an account's id, CSV a spreadsheet
//! opens safely, and `--out` written atomically and privately.

use rusqlite::{Connection, params};
use serde_json::{Value, json};

use crate::helpers::{populate, site};
use crate::support::{
    self, OWNER, OWNER_PASSWORD, Server, create_admin, export_json, files_in, inquiry, read_json_file, run,
    run_with_stdin, snapshot,
};

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
    let texts = exported["translations"]["texts"].as_array().unwrap();
    assert!(
        texts.iter().any(|t| t["kind"] == "post" && t["lang"] == "es" && t["field"] == "bodyMarkdown"),
        "every language goes with the content: {texts:?}"
    );

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
pub fn parse_csv(text: &str) -> Vec<Vec<String>> {
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
    let expected = "\u{feff}id,created_at,name,email,subject,message,read,\
        stage,owner,value,follow_up,language,channel,source,campaign,landing_page\r\n\
        1,2024-05-01T10:00:00.000Z,Zoë Müller,zoe@example.com,Café,Plain message here.,no,new,,,,en,direct,,,\r\n\
        2,2024-05-02T11:30:00.000Z,\"Sam, \"\"the\"\" Client\",sam@example.com,\"Quote, please\",\
        \"Line one,\r\nline \"\"two\"\"\nline three\",yes,new,,,,en,direct,,,\r\n\
        3,2024-05-03T12:00:00.500Z,\"'=HYPERLINK(\"\"x\"\")\",evil@example.com,'+1 305 555,'-2+3,no,new,,,,en,direct,,,\r\n";
    assert_eq!(text, expected);

    let records = parse_csv(text.strip_prefix('\u{feff}').expect("a byte-order mark"));
    assert_eq!(records[0][..7], ["id", "created_at", "name", "email", "subject", "message", "read"]);
    assert_eq!(records.len(), 4);
    for (record, (name, email, subject, message, read, at)) in records[1..].iter().zip(rows) {
        let defuse = |v: &str| {
            if v.starts_with(['=', '+', '-', '@']) { format!("'{v}") } else { v.to_owned() }
        };
        let read = if read { "yes" } else { "no" };
        assert_eq!(
            record[1..7],
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
