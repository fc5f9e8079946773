//! Every bad input to export, import, backup and settings (a missing or spoiled file, a wrong value,
//! a database that is not there) is one sentence, the right exit code and no change.

use serde_json::{Value, json};

use crate::helpers::{populate, site, write_json};
use crate::support::{files_in, run, snapshot};

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
