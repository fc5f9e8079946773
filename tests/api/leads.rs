//! Leads (docs/DESIGN.md, "Leads"): an inquiry's source, its stage, owner, follow-up and value
//! with their timeline, notes, the inbox's filters and spam kept apart.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids};

pub const INBOX: &str = "/api/admin/contact-submissions";

pub fn inquiry(subject: &str, extra: Value) -> Value {
    let mut body = json!({
        "name": "Maria Lopez",
        "email": "maria@cafeluna.example",
        "subject": subject,
        "message": "We would like a monthly package of Reels.",
    });
    for (key, value) in extra.as_object().expect("object") {
        body[key] = value.clone();
    }
    body
}

/// Posts an inquiry; answers its id.
pub async fn send(app: &TestApp, subject: &str, extra: Value) -> i64 {
    let (status, body) = app.post("/api/contact", None, &inquiry(subject, extra)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["id"].as_i64().expect("id")
}

/// The inquiry and its timeline.
pub async fn lead(app: &TestApp, token: &str, id: i64) -> Value {
    let (status, body) = app.get_json(&format!("{INBOX}/{id}"), Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

pub async fn change(app: &TestApp, token: &str, id: i64, body: Value) -> (StatusCode, Value) {
    app.patch(&format!("{INBOX}/{id}"), Some(token), &body).await
}

#[tokio::test]
async fn an_inquiry_keeps_the_cleaned_source_of_its_visit_and_starts_as_a_new_lead() {
    let (app, token) = TestApp::with_super_admin().await;
    let source = json!({
        "landingPage": "/blog/reels-that-sell?utm_source=newsletter#top",
        "referrer": "https://www.Google.com/search?q=reels+miami",
        "utmSource": " Newsletter ",
        "utmMedium": "email",
        "utmCampaign": "Spring-Launch",
        "device": "mobile",
    });
    let id = send(&app, "From the blog", json!({ "source": source, "formToken": "anything" })).await;
    let s = &lead(&app, &token, id).await["submission"];
    assert_eq!(s["status"], "new");
    assert_eq!(
        (s["assigneeId"].clone(), s["followUpAt"].clone(), s["value"].clone()),
        (Value::Null, Value::Null, Value::Null)
    );
    assert_eq!(
        s["source"],
        json!({
            "landingPage": "/blog/reels-that-sell", "referrer": "google.com", "utmSource": "newsletter",
            "utmMedium": "email", "utmCampaign": "spring-launch", "device": "mobile",
        })
    );
    // The spam check's verdict is kept, reasons and all: a forged token alone is not spam.
    assert_eq!(s["spam"], json!({ "score": 4, "reasons": ["Forged or expired form token"] }));

    // Values that are not what they should be are dropped, never a reason to lose the lead.
    let bad = json!({ "landingPage": "javascript:alert(1)", "referrer": "not a url", "device": "fridge",
        "utmCampaign": "x".repeat(500) });
    let id = send(&app, "Odd source", json!({ "source": bad })).await;
    let s = &lead(&app, &token, id).await["submission"];
    assert_eq!(s["source"]["landingPage"], "");
    assert_eq!(s["source"]["referrer"], "");
    assert_eq!(s["source"]["utmCampaign"].as_str().unwrap().len(), 100);
    assert_eq!(s["source"]["device"], "desktop", "the browser's class when the form sends none");
    // A wrong shape is the contract's 422, naming the field.
    let (status, body) =
        app.post("/api/contact", None, &inquiry("Bad shape", json!({ "source": { "device": 3 } }))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["source.device"].is_string(), "{body}");

    // An older client that sends neither still works.
    let id = send(&app, "Old client", json!({})).await;
    let s = &lead(&app, &token, id).await["submission"];
    assert_eq!(s["source"]["landingPage"], "");
    assert_eq!(s["read"], false);
}

#[tokio::test]
async fn stage_owner_follow_up_and_value_change_with_a_timeline_entry_each() {
    let (app, token) = TestApp::with_super_admin().await;
    let other = app.create_admin("sofia", "another-horse").await;
    let sofia = app.scalar("select id from users where username = 'sofia'");
    let id = send(&app, "Pipeline", json!({})).await;

    let (status, body) = change(
        &app,
        &token,
        id,
        json!({ "status": "proposal", "assigneeId": sofia, "followUpAt": "2026-12-01", "value": 250000 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let s = &body["submission"];
    assert_eq!((s["status"].as_str(), s["assigneeId"].as_i64()), (Some("proposal"), Some(sofia)));
    assert_eq!((s["followUpAt"].as_str(), s["value"].as_i64()), (Some("2026-12-01"), Some(250000)));
    assert_eq!(s["version"], 2, "one change, one version");
    assert_eq!(s["read"], false, "read stays apart from the stage");
    let timeline = body["timeline"].as_array().unwrap();
    let entry = |kind: &str| timeline.iter().find(|e| e["kind"] == kind).cloned().unwrap_or(Value::Null);
    assert_eq!(timeline.len(), 4, "{timeline:?}");
    assert_eq!(
        (entry("stage")["from"].clone(), entry("stage")["to"].clone()),
        (json!("new"), json!("proposal"))
    );
    assert_eq!(entry("assignment")["to"], sofia.to_string());
    assert_eq!(entry("assignment")["from"], Value::Null);
    assert_eq!(entry("followUp")["to"], "2026-12-01");
    assert_eq!(entry("value")["to"], "250000");
    for e in timeline {
        assert_eq!(e["actor"], "owner");
        assert!(e["at"].as_str().is_some_and(|at| at.ends_with('Z')), "{e}");
    }
    assert_eq!(
        app.scalar(
            "select count(*) from activity where action = 'changed' and subject like 'Inquiry “Pipeline”%'"
        ),
        1
    );

    // The same values again change nothing; null clears; a time is kept in UTC.
    let (status, body) = change(&app, &token, id, json!({ "status": "proposal", "value": 250000 })).await;
    assert_eq!((status, body["submission"]["version"].as_i64()), (StatusCode::OK, Some(2)));
    let (status, body) = change(
        &app,
        &other,
        id,
        json!({ "assigneeId": null, "value": null, "followUpAt": "2026-12-01T09:30:00-05:00" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let s = &body["submission"];
    assert_eq!((s["assigneeId"].clone(), s["value"].clone()), (Value::Null, Value::Null));
    assert_eq!(s["followUpAt"], "2026-12-01T14:30:00Z");
    assert_eq!(body["timeline"].as_array().unwrap().len(), 7, "newest last");
    assert_eq!(body["timeline"][6]["kind"], "value");
    assert_eq!(body["timeline"][6]["actor"], "sofia", "who made the change");

    // A stale version changes nothing (412 with the stored lead); the current one applies.
    let stale = app
        .request(reqwest::Method::PATCH, &format!("{INBOX}/{id}"), Some(&token))
        .header("If-Match", "\"2\"")
        .json(&json!({ "status": "won" }))
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), StatusCode::PRECONDITION_FAILED);
    let stale: Value = stale.json().await.unwrap();
    assert_eq!(stale["current"]["status"], "proposal");
    let (status, body) = change(&app, &token, id, json!({ "status": "won", "version": 3 })).await;
    assert_eq!((status, body["submission"]["status"].as_str()), (StatusCode::OK, Some("won")), "{body}");
}

#[tokio::test]
async fn bad_changes_are_422_naming_the_field_and_change_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = send(&app, "Bad changes", json!({})).await;
    let cases = [
        (json!({ "status": "hot" }), "status"),
        (json!({ "status": null }), "status"),
        (json!({ "assigneeId": 999 }), "assigneeId"),
        (json!({ "assigneeId": 0 }), "assigneeId"),
        (json!({ "assigneeId": "owner" }), "assigneeId"),
        (json!({ "followUpAt": "next week" }), "followUpAt"),
        (json!({ "followUpAt": "2026-02-30" }), "followUpAt"),
        (json!({ "value": -1 }), "value"),
        (json!({ "value": 12.5 }), "value"),
        (json!({ "stage": "won" }), "stage"),
        (json!({ "status": "won", "owner": 1 }), "owner"),
    ];
    for (body, field) in &cases {
        let (status, answer) = change(&app, &token, id, body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {answer}");
        assert!(answer["errors"][field].is_string(), "{body}: {answer}");
    }
    let s = lead(&app, &token, id).await;
    assert_eq!(
        (s["submission"]["status"].as_str(), s["submission"]["version"].as_i64()),
        (Some("new"), Some(1))
    );
    assert_eq!(s["timeline"], json!([]));
    let (status, body) = change(&app, &token, 999, json!({ "status": "won" })).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "unknown id");
}

#[tokio::test]
async fn notes_go_on_the_timeline_without_changing_the_lead() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = send(&app, "Notes", json!({})).await;
    let path = format!("{INBOX}/{id}/notes");
    let (status, body) =
        app.post(&path, Some(&token), &json!({ "text": "  Called: wants a quote by Friday.  " })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["note"]["kind"], "note");
    assert_eq!(body["note"]["text"], "Called: wants a quote by Friday.");
    assert_eq!(body["note"]["actor"], "owner");
    let (status, _) = app.post(&path, Some(&token), &json!({ "text": "x".repeat(5000) })).await;
    assert_eq!(status, StatusCode::CREATED);

    for (body, message) in [
        (json!({ "text": "   " }), "Note must be at least 1 characters"),
        (json!({}), "Note must be at least 1 characters"),
        (json!({ "text": "x".repeat(5001) }), "Note must be at most 5000 characters"),
    ] {
        let (status, answer) = app.post(&path, Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert!(answer["errors"]["text"].is_string(), "{message}: {answer}");
    }
    let (status, answer) = app.post(&path, Some(&token), &json!({ "text": "Hi", "pinned": true })).await;
    assert_invalid(
        status,
        &answer,
        "pinned",
        "pinned is not a field this takes: remove it or check its spelling",
        "unknown",
    );
    let s = lead(&app, &token, id).await;
    assert_eq!(
        (s["submission"]["status"].as_str(), s["submission"]["version"].as_i64()),
        (Some("new"), Some(1))
    );
    assert_eq!(s["timeline"].as_array().unwrap().len(), 2);
    let (status, body) =
        app.post(&format!("{INBOX}/999/notes"), Some(&token), &json!({ "text": "Hi" })).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "unknown id");
    let (status, body) = app.post(&path, None, &json!({ "text": "Hi" })).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "no token");
}

#[tokio::test]
async fn the_inbox_filters_by_stage_owner_language_campaign_and_text() {
    let (app, token) = TestApp::with_super_admin().await;
    let spring = json!({ "source": { "utmCampaign": "spring" } });
    let a = send(&app, "Wedding reels", spring.clone()).await;
    let b = send(&app, "Restaurant menu shoot", json!({ "lang": "es" })).await;
    let c = send(&app, "100% organic growth", spring).await;
    let spam = send(&app, "Cheap followers", json!({ "website": "http://bot.example" })).await;
    let owner = app.scalar("select id from users where username = 'owner'");
    assert_eq!(
        change(&app, &token, b, json!({ "status": "won", "assigneeId": owner })).await.0,
        StatusCode::OK
    );

    for (query, expected) in [
        ("", vec![c, b, a]),
        ("?status=won", vec![b]),
        ("?status=new", vec![c, a]),
        ("?status=spam", vec![spam]),
        (&format!("?assigneeId={owner}"), vec![b]),
        ("?assigneeId=none", vec![c, a]),
        ("?lang=es", vec![b]),
        ("?campaign=spring", vec![c, a]),
        ("?q=WEDDING", vec![a]),
        ("?q=cafeluna", vec![c, b, a]),
        ("?q=100%25", vec![c]),
        ("?q=_", vec![]),
        ("?campaign=spring&limit=1&offset=1", vec![a]),
    ] {
        let (status, body) = app.get_json(&format!("{INBOX}{query}"), Some(&token)).await;
        assert_eq!(status, StatusCode::OK, "{query}: {body}");
        assert_eq!(ids(&body["submissions"]), expected, "{query}");
        if !query.contains("limit") {
            assert_eq!(body["total"], expected.len(), "{query}");
        }
        assert_eq!(body["unread"], 3, "{query}: the inbox's unread, spam left out");
    }
    assert_eq!(app.get_json(&format!("{INBOX}?campaign=spring&limit=1"), Some(&token)).await.1["total"], 2);
    for (query, field) in
        [("?status=hot", "status"), ("?assigneeId=x", "assigneeId"), ("?assigneeId=0", "assigneeId")]
    {
        let (status, body) = app.get_json(&format!("{INBOX}{query}"), Some(&token)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {body}");
        assert!(body["errors"][field].is_string(), "{query}: {body}");
    }
}

#[tokio::test]
async fn the_spam_check_reads_the_form_token_and_the_same_message_from_others() {
    let (app, token) = TestApp::with_super_admin().await;
    let message = "Grow your Instagram to 10k followers this week, guaranteed results for your brand.";
    let mut sent = Vec::new();
    for email in ["a@growth.example", "b@growth.example", "c@growth.example"] {
        let (status, body) = app.get_json("/api/contact/form-token", None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let extra = json!({ "email": email, "message": message, "formToken": body["formToken"] });
        sent.push(send(&app, "Followers", extra).await);
    }
    let first = &lead(&app, &token, sent[0]).await["submission"];
    assert_eq!(first["status"], "new", "a fast sender alone is a lead: {first}");
    assert!(first["spam"]["reasons"][0].as_str().unwrap().starts_with("Sent "), "{first}");
    let third = &lead(&app, &token, sent[2]).await["submission"];
    assert_eq!(third["status"], "spam", "{third}");
    let reasons = third["spam"]["reasons"].as_array().unwrap();
    assert!(reasons.iter().any(|r| r.as_str().unwrap().contains("from others 2 times")), "{third}");
    let (_, inbox) = app.get_json(INBOX, Some(&token)).await;
    assert_eq!(ids(&inbox["submissions"]).len(), inbox["total"].as_i64().unwrap() as usize);
    assert!(!ids(&inbox["submissions"]).contains(&sent[2]), "spam is left out of the inbox");
}

#[tokio::test]
async fn spam_stays_out_of_the_counts_until_marked_not_spam() {
    let (app, token) = TestApp::with_super_admin().await;
    send(&app, "A real lead", json!({})).await;
    let spam = send(&app, "Buy followers", json!({ "website": "x" })).await;
    let dashboard = app.get_json("/api/admin/dashboard", Some(&token)).await.1;
    assert_eq!(dashboard["counts"]["unreadSubmissions"], 1);
    assert_eq!(dashboard["leads"]["openLeads"], 1);
    let s = lead(&app, &token, spam).await;
    assert_eq!(s["submission"]["status"], "spam");
    assert!(s["submission"]["spam"]["score"].as_u64().is_some_and(|score| score > 0), "{s}");

    // "Not spam" is a change of stage to new: back in the inbox and its counts.
    let (status, body) = change(&app, &token, spam, json!({ "status": "new" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, inbox) = app.get_json(INBOX, Some(&token)).await;
    assert_eq!((inbox["total"].as_i64(), inbox["unread"].as_i64()), (Some(2), Some(2)));
    assert_eq!(
        app.scalar("select coalesce(sum(count), 0) from inquiry_minutes"),
        2,
        "the insights count it now"
    );
    assert_eq!(change(&app, &token, spam, json!({ "status": "spam" })).await.0, StatusCode::OK);
    let (_, inbox) = app.get_json(INBOX, Some(&token)).await;
    assert_eq!((inbox["total"].as_i64(), inbox["unread"].as_i64()), (Some(1), Some(1)));
    assert_eq!(app.scalar("select coalesce(sum(count), 0) from inquiry_minutes"), 1);
}

#[tokio::test]
async fn any_admin_lists_the_accounts_a_lead_may_be_given_to() {
    let (app, _owner) = TestApp::with_super_admin().await;
    let sofia = app.create_admin("sofia", "another-horse").await;
    let (status, body) = app.get_json("/api/admin/leads/owners", Some(&sofia)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let names: Vec<&str> =
        body["owners"].as_array().unwrap().iter().filter_map(|o| o["username"].as_str()).collect();
    assert_eq!(names, ["owner", "sofia"]);
    assert!(body["owners"][0]["id"].as_i64().is_some_and(|id| id > 0));
    assert!(body.to_string().find("passwordHash").is_none(), "names and ids only");
    let (status, body) = app.get_json("/api/admin/leads/owners", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "no token");
}
