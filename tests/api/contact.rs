//! POST /api/contact (the public form) and /api/admin/contact-submissions (the inbox).

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids, is_rfc3339_utc};

const INBOX: &str = "/api/admin/contact-submissions";

fn valid() -> Value {
    json!({
        "name": "Maria Lopez",
        "email": "maria@cafeluna.example",
        "subject": "Reels for our cafe",
        "message": "We would like a monthly package of Reels.",
    })
}

fn with(changes: Value) -> Value {
    let mut body = valid();
    for (key, value) in changes.as_object().expect("object") {
        if value.is_null() {
            body.as_object_mut().unwrap().remove(key);
        } else {
            body[key] = value.clone();
        }
    }
    body
}

/// Sends a valid inquiry with this subject; answers its id.
async fn send(app: &TestApp, subject: &str) -> i64 {
    let (status, body) = app.post("/api/contact", None, &with(json!({ "subject": subject }))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["id"].as_i64().expect("id")
}

async fn inbox(app: &TestApp, token: &str) -> Value {
    let (status, body) = app.get_json(INBOX, Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

#[tokio::test]
async fn a_valid_inquiry_is_stored_before_the_201_and_shows_in_the_inbox() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.post("/api/contact", None, &valid()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["id"].as_i64().expect("id");
    assert!(id > 0);
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    // Committed by the time the answer arrives.
    assert_eq!(app.scalar(&format!("select count(*) from contact_submissions where id = {id}")), 1);

    let inbox = inbox(&app, &token).await;
    assert_eq!(inbox["total"], 1);
    assert_eq!(inbox["unread"], 1);
    let submission = &inbox["submissions"][0];
    assert_eq!(submission["id"], id);
    for field in ["name", "email", "subject", "message"] {
        assert_eq!(submission[field], valid()[field], "{field}");
    }
    assert_eq!(submission["read"], false);
    let created = submission["createdAt"].as_str().expect("createdAt");
    assert!(is_rfc3339_utc(created), "{created}");
    let age = jiff::Timestamp::now().as_second() - created.parse::<jiff::Timestamp>().unwrap().as_second();
    assert!(age.abs() < 60, "{created}");
}

#[tokio::test]
async fn the_inbox_lists_the_newest_first() {
    let (app, token) = TestApp::with_super_admin().await;
    let first = send(&app, "First inquiry").await;
    let second = send(&app, "Second inquiry").await;
    let third = send(&app, "Third inquiry").await;
    let inbox = inbox(&app, &token).await;
    assert_eq!(ids(&inbox["submissions"]), [third, second, first]);
    assert_eq!(inbox["submissions"][0]["subject"], "Third inquiry");
}

#[tokio::test]
async fn each_invalid_inquiry_is_refused_with_the_spec_message_and_not_stored() {
    let app = TestApp::spawn().await;
    let name = "Name must be at least 2 characters";
    let email = "Please enter a valid email address";
    let subject = "Subject must be at least 4 characters";
    let message = "Message must be at least 10 characters";
    let cases = [
        (with(json!({ "name": "M" })), "name", name.to_owned()),
        (with(json!({ "name": "   " })), "name", name.to_owned()),
        (with(json!({ "name": " M " })), "name", name.to_owned()),
        (with(json!({ "name": null })), "name", name.to_owned()),
        (with(json!({ "name": "x".repeat(101) })), "name", "Name must be at most 100 characters".to_owned()),
        (with(json!({ "email": "nope" })), "email", email.to_owned()),
        (with(json!({ "email": "" })), "email", email.to_owned()),
        (with(json!({ "email": null })), "email", email.to_owned()),
        (with(json!({ "email": "maria@cafeluna" })), "email", email.to_owned()),
        (with(json!({ "email": "@cafeluna.example" })), "email", email.to_owned()),
        (with(json!({ "email": "maria lopez@cafeluna.example" })), "email", email.to_owned()),
        (with(json!({ "email": "maria@@cafeluna.example" })), "email", email.to_owned()),
        (with(json!({ "email": "<maria@cafeluna.example>" })), "email", email.to_owned()),
        (with(json!({ "subject": "Hey" })), "subject", subject.to_owned()),
        (with(json!({ "subject": null })), "subject", subject.to_owned()),
        (
            with(json!({ "subject": "x".repeat(201) })),
            "subject",
            "Subject must be at most 200 characters".to_owned(),
        ),
        (with(json!({ "message": "Call me!" })), "message", message.to_owned()),
        (with(json!({ "message": "         a" })), "message", message.to_owned()),
        (with(json!({ "message": null })), "message", message.to_owned()),
        (
            with(json!({ "message": "x".repeat(5001) })),
            "message",
            "Message must be at most 5000 characters".to_owned(),
        ),
        (json!({}), "name", name.to_owned()),
        (json!({}), "email", email.to_owned()),
        (json!({}), "subject", subject.to_owned()),
        (json!({}), "message", message.to_owned()),
    ];
    for (body, field, expected) in &cases {
        let (status, answer) = app.post("/api/contact", None, body).await;
        assert_invalid(status, &answer, field, expected, &format!("{field} {body}"));
    }
    assert_eq!(app.scalar("select count(*) from contact_submissions"), 0);
}

#[tokio::test]
async fn a_filled_honeypot_answers_201_and_is_kept_apart_as_spam() {
    let (app, token) = TestApp::with_super_admin().await;
    for website in ["http://spam.example", "x"] {
        let (status, body) = app.post("/api/contact", None, &with(json!({ "website": website }))).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert!(body["message"].is_string());
    }
    // Never lost (docs/DESIGN.md, "Leads"), but not in the inbox, its counts or the insights.
    assert_eq!(app.scalar("select count(*) from contact_submissions where status = 'spam'"), 2);
    assert_eq!(app.scalar("select coalesce(sum(count), 0) from inquiry_minutes"), 0);
    let inbox = inbox(&app, &token).await;
    assert_eq!(inbox["total"], 0);
    assert_eq!(inbox["unread"], 0);
    assert_eq!(inbox["submissions"], json!([]));
    let (status, spam) = app.get_json(&format!("{INBOX}?status=spam"), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{spam}");
    assert_eq!(spam["total"], 2);
    let reasons = spam["submissions"][0]["spam"]["reasons"].as_array().unwrap();
    assert!(reasons.iter().any(|r| r.as_str().unwrap().contains("hidden field")), "{spam}");
    // A bot's message the form would refuse is answered the same, and dropped: there is nothing to keep.
    let (status, _) = app.post("/api/contact", None, &json!({ "website": "x", "name": "b" })).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(app.scalar("select count(*) from contact_submissions"), 2);

    // An empty honeypot is a person.
    let (status, _) = app.post("/api/contact", None, &with(json!({ "website": "" }))).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(app.scalar("select count(*) from contact_submissions where status = 'new'"), 1);
}

#[tokio::test]
async fn marking_read_and_unread_updates_the_submission_and_the_unread_count() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = send(&app, "Mark me").await;
    let other = send(&app, "Leave me").await;
    let path = format!("{INBOX}/{id}");

    let (status, body) = app.patch(&path, Some(&token), &json!({ "read": true })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["submission"]["id"], id);
    assert_eq!(body["submission"]["read"], true);
    assert_eq!(body["submission"]["subject"], "Mark me");
    let listed = inbox(&app, &token).await;
    assert_eq!(listed["unread"], 1);
    assert_eq!(listed["total"], 2);
    let by_id =
        |id: i64| listed["submissions"].as_array().unwrap().iter().find(|s| s["id"] == id).cloned().unwrap();
    assert_eq!(by_id(id)["read"], true);
    assert_eq!(by_id(other)["read"], false);

    let (status, body) = app.patch(&path, Some(&token), &json!({ "read": false })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["submission"]["read"], false);
    assert_eq!(inbox(&app, &token).await["unread"], 2);
}

#[tokio::test]
async fn a_patch_without_a_boolean_read_is_422() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = send(&app, "Bad patches").await;
    let path = format!("{INBOX}/{id}");
    for body in [json!({}), json!({ "read": null })] {
        let (status, answer) = app.patch(&path, Some(&token), &body).await;
        assert_invalid(status, &answer, "read", "Read must be true or false", &body.to_string());
    }
    // What a visitor wrote is not the admin's to change: the field is named, not ignored.
    for body in [json!({ "read": "yes" }), json!({ "read": 1 }), json!({ "subject": "Changed subject" })] {
        let (status, answer) = app.patch(&path, Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let field = body.as_object().and_then(|o| o.keys().next()).unwrap();
        assert!(answer["errors"][field].is_string(), "{answer}");
    }
    let listed = inbox(&app, &token).await;
    assert_eq!(listed["submissions"][0]["read"], false);
    assert_eq!(listed["submissions"][0]["subject"], "Bad patches");
}

#[tokio::test]
async fn delete_answers_204_then_404_and_unknown_ids_are_404() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = send(&app, "Delete me").await;
    let kept = send(&app, "Keep me").await;
    let (status, _) = app.delete(&format!("{INBOX}/{id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let listed = inbox(&app, &token).await;
    assert_eq!(ids(&listed["submissions"]), [kept]);
    assert_eq!(listed["total"], 1);

    for missing in [id.to_string(), "999".into(), "abc".into(), "-1".into(), "0".into()] {
        let path = format!("{INBOX}/{missing}");
        let (status, body) = app.delete(&path, Some(&token)).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("DELETE {missing}"));
        let (status, body) = app.patch(&path, Some(&token), &json!({ "read": true })).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("PATCH {missing}"));
    }
}

#[tokio::test]
async fn the_inbox_needs_a_token() {
    let app = TestApp::spawn().await;
    let id = send(&app, "Private inquiry").await;
    let path = format!("{INBOX}/{id}");
    let (status, body) = app.get_json(INBOX, None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "GET");
    assert!(!body.to_string().contains("Private inquiry"));
    let (status, body) = app.patch(&path, None, &json!({ "read": true })).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "PATCH");
    let (status, body) = app.delete(&path, None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "DELETE");
    assert_eq!(app.scalar("select count(*) from contact_submissions where read = 0"), 1);
    // There is no public way to read the inbox.
    let (status, _) = app.get_json("/api/contact", None).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
}

#[tokio::test]
async fn the_inbox_pages_with_limit_and_offset_and_counts_everything() {
    let (app, token) = TestApp::with_super_admin().await;
    let mut sent = Vec::new();
    for n in 1..=5 {
        sent.push(send(&app, &format!("Inquiry {n}")).await);
    }
    let (status, body) =
        app.patch(&format!("{INBOX}/{}", sent[0]), Some(&token), &json!({ "read": true })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let newest_first: Vec<i64> = sent.iter().rev().copied().collect();

    for (query, expected) in [
        ("?limit=2&offset=1", &newest_first[1..3]),
        ("?limit=2", &newest_first[..2]),
        ("?offset=3", &newest_first[3..]),
        ("?limit=500&offset=0", &newest_first[..]),
        ("?limit=10&offset=5", &newest_first[5..]),
        ("?offset=100", &newest_first[5..]),
        ("", &newest_first[..]),
    ] {
        let (status, body) = app.get_json(&format!("{INBOX}{query}"), Some(&token)).await;
        assert_eq!(status, StatusCode::OK, "{query}: {body}");
        assert_eq!(ids(&body["submissions"]), expected, "{query}");
        assert_eq!(body["total"], 5, "{query}");
        assert_eq!(body["unread"], 4, "{query}");
    }
}

#[tokio::test]
async fn bad_paging_parameters_are_422() {
    let (app, token) = TestApp::with_super_admin().await;
    for (query, field) in [
        ("?limit=0", "limit"),
        ("?limit=501", "limit"),
        ("?limit=x", "limit"),
        ("?limit=-1", "limit"),
        ("?limit=1.5", "limit"),
        ("?limit=", "limit"),
        ("?limit=99999999999999999999", "limit"),
        ("?offset=-1", "offset"),
        ("?offset=x", "offset"),
        ("?limit=2&offset=nope", "offset"),
    ] {
        let (status, body) = app.get_json(&format!("{INBOX}{query}"), Some(&token)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {body}");
        assert!(body["errors"][field].is_string(), "{query}: {body}");
        assert!(body["message"].is_string(), "{query}: {body}");
    }
}

#[tokio::test]
async fn an_address_that_would_add_recipients_to_a_reply_is_refused() {
    let app = TestApp::spawn().await;
    for email in ["lead@x.co?bcc=spy%40evil.example", "lead@x.co&cc=spy@evil.example", "lead%0abcc:spy@x.co"]
    {
        let mut body = valid();
        body["email"] = json!(email);
        let (status, answer) = app.post("/api/contact", None, &body).await;
        assert_invalid(status, &answer, "email", "Please enter a valid email address", email);
    }
    assert_eq!(app.scalar("select count(*) from contact_submissions"), 0);
}
