//! GET /api/admin/insights (real numbers from the aggregates over 7/30/90 days, trends, conversion)
//! and GET /api/admin/activity (who did what, newest first, paged).

use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

use crate::helpers::TestApp;

const MAC: &str =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
const PHONE: &str =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

async fn load(app: &TestApp, page: &str, referrer: &str, user_agent: &str) {
    let body = json!({ "page": page, "referrer": referrer });
    let request =
        app.request(Method::POST, "/api/analytics/visit", None).header(header::USER_AGENT, user_agent);
    let status = request.json(&body).send().await.expect("request").status();
    assert_eq!(status, StatusCode::ACCEPTED);
}

#[tokio::test]
async fn insights_show_the_days_pages_sources_devices_and_conversion_of_real_visits() {
    let (app, token) = TestApp::with_super_admin().await;
    load(&app, "/", "https://www.google.com/", MAC).await;
    load(&app, "/blog", "https://www.google.com/", MAC).await;
    load(&app, "/blog", "", PHONE).await;
    load(&app, "/?utm_source=instagram&utm_campaign=reel-42", "", PHONE).await;
    let inquiry = json!({ "name": "Ana Diaz", "email": "ana@example.com", "subject": "Reels", "message": "We would like reels for our café." });
    assert_eq!(app.post("/api/contact", None, &inquiry).await.0, StatusCode::CREATED);

    let (status, body) = app.get_json("/api/admin/insights?days=7", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let days = body["days"].as_array().unwrap();
    assert_eq!(days.len(), 7, "a week, today last");
    let today = &days[6];
    assert_eq!(
        (today["visits"].as_i64(), today["visitors"].as_i64(), today["inquiries"].as_i64()),
        (Some(4), Some(2), Some(1)),
        "{today}"
    );
    assert!(days[..6].iter().all(|d| d["visits"] == 0), "no invented history");
    assert_eq!(body["topPages"][0], json!({ "path": "/", "visits": 2 }));
    assert_eq!(body["topPages"].as_array().unwrap().len(), 2);
    let sources: Vec<(String, i64)> = body["topSources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["source"].as_str().unwrap().to_owned(), s["visits"].as_i64().unwrap()))
        .collect();
    assert_eq!(sources, [("google.com".into(), 2), ("Direct".into(), 1), ("instagram".into(), 1)]);
    assert_eq!(body["topCampaigns"], json!([{ "campaign": "reel-42", "visits": 1 }]));
    assert_eq!(body["devices"], json!({ "mobile": 2, "tablet": 0, "desktop": 2 }));
    assert_eq!(body["conversionRate"], 0.25);
    let trends = &body["trends"];
    assert_eq!(trends["visits"], json!({ "current": 4, "previous": 0 }));
    assert_eq!(trends["inquiries"], json!({ "current": 1, "previous": 0 }));
    assert!(trends["historySince"].as_str().is_some_and(|d| d.len() == 10), "{trends}");
    assert_eq!(trends["services"]["previous"], 0);

    let (_, month) = app.get_json("/api/admin/insights", Some(&token)).await;
    assert_eq!(month["days"].as_array().unwrap().len(), 30, "30 days when not asked");
    let (_, quarter) = app.get_json("/api/admin/insights?days=90", Some(&token)).await;
    assert_eq!(quarter["days"].as_array().unwrap().len(), 90);
    let (status, body) = app.get_json("/api/admin/insights?days=5", Some(&token)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"]["days"], "Days must be 7, 30 or 90");
    assert_eq!(app.get_json("/api/admin/insights", None).await.0, StatusCode::UNAUTHORIZED);
}

fn said(entry: &Value) -> String {
    format!(
        "{} {} {}",
        entry["actor"].as_str().unwrap(),
        entry["action"].as_str().unwrap(),
        entry["subject"].as_str().unwrap()
    )
    .trim()
    .to_owned()
}

#[tokio::test]
async fn the_activity_log_says_who_did_what_newest_first() {
    let (app, token) = TestApp::with_super_admin().await;
    let service =
        json!({ "title": "Brand Films", "description": "Short films about your brand.", "icon": "film" });
    let (status, created) = app.post("/api/services", Some(&token), &service).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["service"]["id"].as_i64().unwrap();
    app.patch(&format!("/api/services/{id}"), Some(&token), &json!({ "title": "Brand Stories" })).await;
    app.delete(&format!("/api/services/{id}"), Some(&token)).await;
    app.patch("/api/admin/settings", Some(&token), &json!({ "siteName": "Myth Studio" })).await;
    app.patch("/api/admin/site-content", Some(&token), &json!({ "cta": { "heading": "Call us today" } }))
        .await;
    let inquiry = json!({ "name": "Ana Diaz", "email": "ana@example.com", "subject": "Reels", "message": "We would like reels for our café." });
    app.post("/api/contact", None, &inquiry).await;
    let wrong = json!({ "username": "owner", "password": "not-the-password" });
    assert_eq!(app.post("/api/auth/login", None, &wrong).await.0, StatusCode::UNAUTHORIZED);
    let stranger = json!({ "username": "nobody-here", "password": "whatever-1" });
    assert_eq!(app.post("/api/auth/login", None, &stranger).await.0, StatusCode::UNAUTHORIZED);

    let (status, body) = app.get_json("/api/admin/activity", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let entries = body["activity"].as_array().unwrap();
    let lines: Vec<String> = entries.iter().map(said).collect();
    let expected = [
        "owner failed to log in",
        "sent an inquiry from Ana Diaz: “Reels”",
        "owner changed the site content (cta)",
        "owner changed the settings (site-name)",
        "owner deleted Service “Brand Stories”",
        "owner changed Service “Brand Stories”",
        "owner created Service “Brand Films”",
    ];
    assert_eq!(&lines[..expected.len()], expected, "{lines:?}");
    assert!(!lines.iter().any(|l| l.contains("nobody-here")), "an unknown username is not an account");
    assert!(lines.iter().any(|l| l == "owner logged in"), "{lines:?}");
    assert!(entries.iter().all(|e| e["at"].as_str().is_some_and(|at| at.ends_with('Z'))));

    // Paged by the last id seen.
    let (_, first) = app.get_json("/api/admin/activity?limit=2", Some(&token)).await;
    let last = first["activity"][1]["id"].as_i64().unwrap();
    let (_, next) = app.get_json(&format!("/api/admin/activity?limit=2&before={last}"), Some(&token)).await;
    assert_eq!(said(&next["activity"][0]), expected[2]);
    let (status, _) = app.get_json("/api/admin/activity?limit=0", Some(&token)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.get_json("/api/admin/activity", None).await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_visit_counts_on_the_day_of_the_sites_time_zone() {
    let (app, token) = TestApp::with_super_admin().await;
    // The two zones furthest apart: at any moment their dates differ by a day (or two).
    for zone in ["Pacific/Kiritimati", "Etc/GMT+12"] {
        let (status, body) =
            app.patch("/api/admin/settings", Some(&token), &json!({ "timeZone": zone })).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        load(&app, "/", "", MAC).await;
        let tz = jiff::tz::TimeZone::get(zone).unwrap();
        let today = jiff::Timestamp::now().to_zoned(tz).date().to_string();
        let counted =
            app.scalar(&format!("select coalesce(sum(visits), 0) from visit_days where day = '{today}'"));
        assert!(counted >= 1, "{zone}: no visit on {today}");
        let (_, insights) = app.get_json("/api/admin/insights?days=7", Some(&token)).await;
        assert_eq!(insights["days"][6]["date"], today.as_str(), "{zone}: the window ends today there");
    }
    assert_eq!(app.scalar("select count(*) from visit_days"), 2, "two zones, two different days");
}

#[tokio::test]
async fn every_kind_of_change_is_in_the_activity_log() {
    let (app, token) = TestApp::with_super_admin().await;
    let photo = crate::media::uploaded(
        &app,
        &token,
        crate::images::png(&crate::images::photo(64, 48)),
        "team.png",
        "The team",
    )
    .await;
    let (status, post) = app
        .post("/api/posts", Some(&token), &json!({ "title": "Reels That Sell", "category": "Video", "author": "Alex", "bodyMarkdown": "Hi." }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{post}");
    let post_id = post["post"]["id"].as_i64().unwrap();
    app.patch(&format!("/api/posts/{post_id}"), Some(&token), &json!({ "status": "published" })).await;
    app.delete(&format!("/api/posts/{post_id}"), Some(&token)).await;
    let (_, projects) = app.get_json("/api/projects", Some(&token)).await;
    let project = &projects["projects"][0];
    let project_id = project["id"].as_i64().unwrap();
    let study = json!({ "bodyMarkdown": "The story.", "status": "published" });
    let (status, _) = app
        .call(Method::PUT, &format!("/api/projects/{project_id}/case-study"), Some(&token), Some(&study))
        .await;
    assert_eq!(status, StatusCode::OK);
    app.delete(&format!("/api/admin/media/{}", photo["id"]), Some(&token)).await;
    let helper = app.create_admin("helper", "helper-pass-1").await;
    let change = json!({ "currentPassword": "helper-pass-1", "newPassword": "helper-pass-2" });
    assert_eq!(app.post("/api/admin/account/password", Some(&helper), &change).await.0, StatusCode::OK);
    let (_, users) = app.get_json("/api/admin/users", Some(&token)).await;
    let helper_id =
        users["users"].as_array().unwrap().iter().find(|u| u["username"] == "helper").unwrap()["id"]
            .as_i64()
            .unwrap();
    app.delete(&format!("/api/admin/users/{helper_id}"), Some(&token)).await;

    let (_, body) = app.get_json("/api/admin/activity?limit=100", Some(&token)).await;
    let lines: Vec<String> = body["activity"].as_array().unwrap().iter().map(said).collect();
    let title = project["title"].as_str().unwrap();
    for expected in [
        "owner uploaded “team.png” to the media library".to_owned(),
        "owner created Article “Reels That Sell”".to_owned(),
        "owner published Article “Reels That Sell”".to_owned(),
        "owner deleted Article “Reels That Sell”".to_owned(),
        format!("owner created the case study of “{title}”"),
        "owner deleted “team.png” from the media library".to_owned(),
        "helper registered with the registration key".to_owned(),
        "helper changed their password".to_owned(),
        "owner deleted Admin “helper”".to_owned(),
    ] {
        assert!(lines.contains(&expected), "{expected} not in {lines:#?}");
    }
}

#[tokio::test]
async fn an_inquiry_counts_on_the_day_of_the_sites_time_zone_to_the_minute() {
    let (app, token) = TestApp::with_super_admin().await;
    // Kathmandu is 5:45 ahead of UTC: its days start at a quarter past an hour.
    let zone = "Asia/Kathmandu";
    let (status, body) = app.patch("/api/admin/settings", Some(&token), &json!({ "timeZone": zone })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let tz = jiff::tz::TimeZone::get(zone).unwrap();
    let midnight = jiff::Timestamp::now().to_zoned(tz).start_of_day().unwrap().timestamp();
    for at in [midnight - jiff::SignedDuration::from_secs(30), midnight] {
        let at = at.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string();
        app.scalar(&format!(
            "insert into contact_submissions (name, email, subject, message, created_at) \
             values ('Ana', 'ana@example.com', 'Hi', 'A message long enough.', '{at}') returning id"
        ));
    }
    let (_, insights) = app.get_json("/api/admin/insights?days=7", Some(&token)).await;
    let inquiries = |i: usize| insights["days"][i]["inquiries"].as_i64();
    assert_eq!(
        (inquiries(5), inquiries(6)),
        (Some(1), Some(1)),
        "a second before midnight there, and midnight"
    );
}

#[tokio::test]
async fn an_inquiry_deleted_from_the_inbox_leaves_the_insights_too() {
    let (app, token) = TestApp::with_super_admin().await;
    let inquiry = json!({ "name": "Ana Diaz", "email": "ana@example.com", "subject": "Reels", "message": "We would like reels for our café." });
    for _ in 0..2 {
        assert_eq!(app.post("/api/contact", None, &inquiry).await.0, StatusCode::CREATED);
    }
    let today = |insights: &Value| insights["days"][6]["inquiries"].as_i64();
    let (_, before) = app.get_json("/api/admin/insights?days=7", Some(&token)).await;
    assert_eq!(today(&before), Some(2));

    let id = app.scalar("select id from contact_submissions order by id limit 1");
    let (status, _) = app.delete(&format!("/api/admin/contact-submissions/{id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, after) = app.get_json("/api/admin/insights?days=7", Some(&token)).await;
    assert_eq!(today(&after), Some(1));
    assert_eq!(after["trends"]["inquiries"]["current"], 1);

    app.delete(
        &format!("/api/admin/contact-submissions/{}", app.scalar("select id from contact_submissions")),
        Some(&token),
    )
    .await;
    let (_, none) = app.get_json("/api/admin/insights?days=7", Some(&token)).await;
    assert_eq!(today(&none), Some(0));
    assert_eq!(app.scalar("select count(*) from inquiry_minutes"), 0, "no minute is kept at zero");
}
