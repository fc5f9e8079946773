//! Replies to a lead from the admin area (docs/DESIGN.md, "Leads"): sent through the site's SMTP
//! server to a local sink, recorded on the timeline with their delivery; 409 without mail.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error};
use crate::leads::{INBOX, lead, send};
use crate::sink::{Fail, Sink};

/// Points the site's SMTP settings at `port` (no notifications: no `notify_email`).
fn mail_through(app: &TestApp, port: u16) {
    let conn = app.db.conn().expect("conn");
    for (key, value) in
        [("smtp_host", "127.0.0.1"), ("smtp_port", &port.to_string()), ("smtp_security", "none")]
    {
        agency_site::db::settings::set(&conn, key, value).expect("set");
    }
}

/// Waits, without blocking the server's tasks, until the lead's reply is no longer `sending`.
async fn delivered(app: &TestApp, token: &str, id: i64) -> Value {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let timeline = lead(app, token, id).await["timeline"].clone();
        let reply = timeline.as_array().unwrap().iter().find(|e| e["kind"] == "reply").cloned().unwrap();
        if reply["delivery"] != "sending" || Instant::now() > deadline {
            return reply;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn reply_body() -> Value {
    json!({ "subject": "Re: Reels for our cafe", "body": "Hi Maria,\n\nHere is our <b>offer</b>.\n\nAna" })
}

#[tokio::test]
async fn a_reply_goes_out_from_the_agency_to_the_lead_and_its_delivery_is_recorded() {
    let (app, token) = TestApp::with_super_admin().await;
    let sink = Sink::start(Fail::Never);
    mail_through(&app, sink.port);
    let id = send(&app, "Reels for our cafe", json!({})).await;

    let (status, body) = app.post(&format!("{INBOX}/{id}/reply"), Some(&token), &reply_body()).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    assert_eq!(body["reply"]["kind"], "reply");
    assert_eq!(body["reply"]["delivery"], "sending");
    assert_eq!(body["reply"]["subject"], "Re: Reels for our cafe");
    assert_eq!(body["reply"]["actor"], "owner");
    // A lead answered is contacted, with its own timeline entry.
    assert_eq!(body["submission"]["status"], "contacted");
    assert_eq!(body["submission"]["version"], 2);
    let kinds: Vec<&str> =
        body["timeline"].as_array().unwrap().iter().filter_map(|e| e["kind"].as_str()).collect();
    assert_eq!(kinds, ["reply", "stage"]);

    let reply = delivered(&app, &token, id).await;
    assert_eq!(reply["delivery"], "sent", "{reply}");
    let mails = sink.mails();
    assert_eq!(mails.len(), 1);
    let mail = &mails[0].1;
    assert_eq!(mail.rcpt_to, ["<maria@cafeluna.example>"]);
    assert_eq!(mail.mail_from, "<hello@mythagency.example>", "the agency's address");
    assert!(mail.header("From").unwrap().contains("hello@mythagency.example"), "{}", mail.raw);
    assert!(mail.header("Reply-To").unwrap().contains("hello@mythagency.example"), "{}", mail.raw);
    assert!(mail.header("To").unwrap().contains("maria@cafeluna.example"));
    assert_eq!(mail.header("Subject").as_deref(), Some("Re: Reels for our cafe"));
    assert!(mail.header("Content-Type").unwrap().to_ascii_lowercase().starts_with("text/plain"));
    assert!(mail.text().contains("Here is our <b>offer</b>."), "sent as written: {}", mail.text());

    // A second reply leaves a contacted lead where it is.
    let (status, body) = app.post(&format!("{INBOX}/{id}/reply"), Some(&token), &reply_body()).await;
    assert_eq!((status, body["submission"]["status"].as_str()), (StatusCode::ACCEPTED, Some("contacted")));
    assert_eq!(app.scalar("select count(*) from activity where action = 'replied to'"), 2);
}

#[tokio::test]
async fn a_refused_reply_is_recorded_as_failed_with_what_the_server_said() {
    let (app, token) = TestApp::with_super_admin().await;
    let sink = Sink::start(Fail::MailPermanently);
    mail_through(&app, sink.port);
    let id = send(&app, "Refused", json!({})).await;
    let (status, _) = app.post(&format!("{INBOX}/{id}/reply"), Some(&token), &reply_body()).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let reply = delivered(&app, &token, id).await;
    assert_eq!(reply["delivery"], "failed", "{reply}");
    assert!(reply["deliveryError"].as_str().is_some_and(|e| e.contains("550")), "{reply}");
    assert_eq!(sink.commands("MAIL FROM").len(), 1, "a permanent refusal is not retried");
}

#[tokio::test]
async fn without_mail_a_reply_is_409_and_nothing_is_recorded() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = send(&app, "No mail", json!({})).await;
    let (status, body) = app.post(&format!("{INBOX}/{id}/reply"), Some(&token), &reply_body()).await;
    assert_error(status, &body, StatusCode::CONFLICT, "no SMTP server");
    assert!(body["message"].as_str().unwrap().contains("Mail is not set up"), "{body}");
    let s = lead(&app, &token, id).await;
    assert_eq!((s["submission"]["status"].as_str(), s["timeline"].clone()), (Some("new"), json!([])));

    // Bad input is told before mail is looked at; an unknown lead is 404.
    for (body, field) in
        [(json!({ "body": "Hi" }), "subject"), (json!({ "subject": "Hi", "body": "" }), "body")]
    {
        let (status, answer) = app.post(&format!("{INBOX}/{id}/reply"), Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert!(answer["errors"][field].is_string(), "{answer}");
    }
    let sink = Sink::start(Fail::Never);
    mail_through(&app, sink.port);
    let (status, body) = app.post(&format!("{INBOX}/999/reply"), Some(&token), &reply_body()).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "unknown lead");
    let (status, body) = app.post(&format!("{INBOX}/{id}/reply"), None, &reply_body()).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "no token");
    assert!(sink.mails().is_empty());
}
