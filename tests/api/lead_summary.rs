//! The leads' summary per stage, channel and campaign, and the dashboard's follow-ups and open
//! value (docs/DESIGN.md, "Leads").

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::leads::{change, send};

const SUMMARY: &str = "/api/admin/leads/summary";

fn named<'a>(list: &'a Value, key: &str, name: &str) -> &'a Value {
    list.as_array().unwrap().iter().find(|row| row[key] == name).unwrap_or_else(|| panic!("{name} in {list}"))
}

#[tokio::test]
async fn the_summary_counts_stages_channels_and_campaigns_and_the_value_won() {
    let (app, token) = TestApp::with_super_admin().await;
    let source = |s: Value| json!({ "source": s });
    let google = send(&app, "From search", source(json!({ "referrer": "https://www.google.com/" }))).await;
    let insta = send(&app, "From instagram", source(json!({ "referrer": "https://l.instagram.com/" }))).await;
    let spring_a =
        send(&app, "Spring one", source(json!({ "utmSource": "newsletter", "utmCampaign": "spring" }))).await;
    let spring_b =
        send(&app, "Spring two", source(json!({ "utmSource": "facebook", "utmCampaign": "spring" }))).await;
    send(&app, "A friend's blog", source(json!({ "referrer": "https://miamiblogs.example/post" }))).await;
    send(&app, "Typed the address", json!({})).await;
    send(&app, "Spam", json!({ "website": "x", "source": { "utmCampaign": "spring" } })).await;
    for (id, status, value) in [
        (google, "won", 500000),
        (spring_a, "won", 120000),
        (spring_b, "lost", 90000),
        (insta, "proposal", 300000),
    ] {
        let (code, body) = change(&app, &token, id, json!({ "status": status, "value": value })).await;
        assert_eq!(code, StatusCode::OK, "{body}");
    }

    let (status, body) = app.get_json(&format!("{SUMMARY}?days=7"), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["days"], 7);
    let stages: Vec<(String, i64, i64)> = body["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["status"].as_str().unwrap().to_owned(),
                s["count"].as_i64().unwrap(),
                s["value"].as_i64().unwrap(),
            )
        })
        .collect();
    let expected: Vec<(String, i64, i64)> = [
        ("new", 2, 0),
        ("contacted", 0, 0),
        ("proposal", 1, 300000),
        ("won", 2, 620000),
        ("lost", 1, 90000),
        ("spam", 1, 0),
    ]
    .iter()
    .map(|(s, c, v)| (s.to_string(), *c, *v))
    .collect();
    assert_eq!(stages, expected);

    let channel = |name: &str| named(&body["channels"], "name", name).clone();
    assert_eq!(channel("search"), json!({ "name": "search", "inquiries": 1, "won": 1, "wonValue": 500000 }));
    assert_eq!(channel("social"), json!({ "name": "social", "inquiries": 1, "won": 0, "wonValue": 0 }));
    assert_eq!(
        channel("campaign"),
        json!({ "name": "campaign", "inquiries": 2, "won": 1, "wonValue": 120000 })
    );
    assert_eq!(channel("referral")["inquiries"], 1);
    assert_eq!(channel("direct")["inquiries"], 1);
    assert_eq!(
        body["campaigns"],
        json!([{ "name": "spring", "inquiries": 2, "won": 1, "wonValue": 120000 }])
    );

    // 30 days by default; anything but 7, 30 or 90 is 422.
    let (status, body) = app.get_json(SUMMARY, Some(&token)).await;
    assert_eq!((status, body["days"].as_i64()), (StatusCode::OK, Some(30)));
    for days in ["1", "x", "365"] {
        let (status, body) = app.get_json(&format!("{SUMMARY}?days={days}"), Some(&token)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{days}: {body}");
        assert!(body["errors"]["days"].is_string());
    }
    // Older leads are outside the window.
    app.db
        .conn()
        .unwrap()
        .execute("update contact_submissions set created_at = '2020-01-01T00:00:00.000Z'", [])
        .unwrap();
    let (_, body) = app.get_json(&format!("{SUMMARY}?days=90"), Some(&token)).await;
    assert!(body["stages"].as_array().unwrap().iter().all(|s| s["count"] == 0), "{body}");
    let (status, _) = app.get_json(SUMMARY, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_dashboard_shows_follow_ups_due_today_and_overdue_and_the_open_value() {
    let (app, token) = TestApp::with_super_admin().await;
    let sofia_token = app.create_admin("sofia", "another-horse").await;
    let (owner, sofia) = (
        app.scalar("select id from users where username = 'owner'"),
        app.scalar("select id from users where username = 'sofia'"),
    );
    // The site's day (its time zone, America/New_York by default).
    let zone = jiff::tz::TimeZone::get("America/New_York").unwrap();
    let today = jiff::Timestamp::now().to_zoned(zone).date();
    let tomorrow = today.tomorrow().unwrap().to_string();
    let today = today.to_string();
    let cases = [
        ("Mine overdue", "2026-01-02", owner, "proposal", 100000),
        ("Mine today", today.as_str(), owner, "new", 50000),
        ("Sofia's today", today.as_str(), sofia, "contacted", 0),
        ("Tomorrow", tomorrow.as_str(), owner, "new", 25000),
        ("Won, overdue", "2026-01-01", owner, "won", 900000),
    ];
    let mut ids = Vec::new();
    for (subject, follow_up, assignee, status, value) in cases {
        let id = send(&app, subject, json!({})).await;
        let body =
            json!({ "followUpAt": follow_up, "assigneeId": assignee, "status": status, "value": value });
        assert_eq!(change(&app, &token, id, body).await.0, StatusCode::OK);
        ids.push(id);
    }
    send(&app, "No follow-up", json!({})).await;

    let (status, body) = app.get_json("/api/admin/dashboard", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let leads = &body["leads"];
    assert_eq!((leads["dueToday"].as_i64(), leads["overdue"].as_i64()), (Some(2), Some(1)), "{leads}");
    assert_eq!((leads["mineDueToday"].as_i64(), leads["mineOverdue"].as_i64()), (Some(1), Some(1)));
    let listed: Vec<(i64, bool)> = leads["followUps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["id"].as_i64().unwrap(), f["overdue"] == true))
        .collect();
    assert_eq!(
        listed,
        [(ids[0], true), (ids[1], false), (ids[2], false)],
        "won leads and tomorrow's are not due"
    );
    assert_eq!(leads["openLeads"], 5, "new, contacted and proposal");
    assert_eq!(leads["openValue"], 175000);

    let (_, theirs) = app.get_json("/api/admin/dashboard", Some(&sofia_token)).await;
    assert_eq!(
        (theirs["leads"]["mineDueToday"].as_i64(), theirs["leads"]["mineOverdue"].as_i64()),
        (Some(1), Some(0))
    );
}
