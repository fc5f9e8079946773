//! Leads through the CLI (docs/DESIGN.md, "Leads"): the inquiries' CSV names each lead's stage,
//! owner, value, follow-up, language, source and campaign; a JSON export carries the lead fields
//! and timelines back; an export made before leads imports as new leads of no known source.

use serde_json::Value;

use crate::export_import::parse_csv;
use crate::helpers::{populate, site, write_json};
use crate::support::{export_json, run};

#[test]
fn the_csv_names_each_leads_stage_owner_value_follow_up_language_source_and_campaign() {
    let (_dir, db) = site();
    populate(&db);
    let out = run(&db, &["export", "--format", "csv"]);
    let records = parse_csv(out.ok().strip_prefix('\u{feff}').expect("a byte-order mark"));
    let header = &records[0];
    let cell = |record: &Vec<String>, name: &str| {
        record[header.iter().position(|h| h == name).unwrap_or_else(|| panic!("{name} in {header:?}"))]
            .clone()
    };
    let zoe = records.iter().find(|r| r[2] == "Zoë Müller").expect("Zoë's inquiry");
    let wanted = [
        ("stage", "proposal"),
        ("owner", "helper"),
        ("value", "2500.00"),
        ("follow_up", "2026-12-01"),
        ("language", "en"),
        ("channel", "campaign"),
        ("source", "newsletter"),
        ("campaign", "spring"),
        ("landing_page", "/blog/reels"),
    ];
    for (name, value) in wanted {
        assert_eq!(cell(zoe, name), value, "{name}");
    }
    let sam = records.iter().find(|r| r[4] == "Quote, please").expect("Sam's inquiry");
    assert_eq!(
        (cell(sam, "stage"), cell(sam, "owner"), cell(sam, "channel")),
        ("new".into(), "".into(), "direct".into())
    );
}

#[test]
fn the_json_export_carries_lead_fields_and_timelines_and_an_older_one_imports_with_defaults() {
    let (dir, a) = site();
    populate(&a);
    let exported = export_json(&a, &[]);
    let zoe = &exported["contactSubmissions"][0];
    assert_eq!((zoe["status"].as_str(), zoe["value"].as_i64()), (Some("proposal"), Some(250000)));
    assert_eq!(zoe["source"]["utmCampaign"], "spring");
    let kinds: Vec<&str> =
        zoe["timeline"].as_array().unwrap().iter().filter_map(|e| e["kind"].as_str()).collect();
    assert_eq!(kinds, ["stage", "assignment", "followUp", "value", "note"]);
    assert_eq!(zoe["timeline"][4]["text"], "Called: wants a quote by Friday.");
    assert_eq!(zoe["timeline"][4]["actor"], "owner");

    // An export made before leads: no lead fields, no timelines.
    let mut older = exported.clone();
    for inquiry in older["contactSubmissions"].as_array_mut().unwrap() {
        let fields = inquiry.as_object_mut().unwrap();
        for key in ["status", "assigneeId", "followUpAt", "value", "source", "spam", "timeline"] {
            fields.remove(key);
        }
    }
    let file = dir.path().join("older.json");
    write_json(&file, &older);
    let b = dir.path().join("older.db");
    run(&b, &["import", file.to_str().unwrap()]).ok();
    let again = export_json(&b, &[]);
    for inquiry in again["contactSubmissions"].as_array().unwrap() {
        assert_eq!(inquiry["status"], "new");
        assert_eq!(inquiry["assigneeId"], Value::Null);
        assert_eq!(inquiry["source"]["landingPage"], "");
        assert_eq!(inquiry["timeline"], serde_json::json!([]));
    }
    assert_eq!(again["contactSubmissions"][1]["read"], true, "what it had is kept");

    // A stage that is not one is refused with where it is, and nothing is imported.
    let mut bad = exported.clone();
    bad["contactSubmissions"][0]["status"] = "hot".into();
    let file = dir.path().join("bad.json");
    write_json(&file, &bad);
    let c = dir.path().join("bad.db");
    let out = run(&c, &["import", file.to_str().unwrap()]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("contactSubmissions[0].status"), "{}", out.stderr);
}
