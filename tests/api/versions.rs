//! Versions (docs/DESIGN.md, "HTTP contract, phase 3"): one item answers with its version as its
//! ETag, each change raises it, and a write based on an older version (`If-Match`, or `version`
//! in the body) is 412 with the stored item and changes nothing, so two editors never silently
//! overwrite each other. Each behaviour runs once per kind of site content.

use reqwest::header::{ETAG, IF_MATCH};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::content::{CLIENT_LOGOS, PROJECTS, Resource, SERVICES, TESTIMONIALS, each_resource};
use crate::helpers::{SUPER_NAME, TestApp, parts};

each_resource!(
    one_item_answers_with_its_version_as_its_etag,
    of_two_editors_who_opened_the_same_version_the_second_is_412_and_changes_nothing,
    the_body_version_counts_when_no_if_match_is_sent,
    a_stale_delete_is_412_and_keeps_the_item,
    a_write_without_a_version_applies,
);

/// The status, ETag and JSON of a request sent with `If-Match: if_match` when given.
pub async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    token: &str,
    if_match: Option<&str>,
    body: Option<&Value>,
) -> (StatusCode, Option<String>, Value) {
    let mut builder = app.request(method, path, Some(token));
    if let Some(tag) = if_match {
        builder = builder.header(IF_MATCH, tag);
    }
    if let Some(body) = body {
        builder = builder.json(body);
    }
    let response = builder.send().await.expect("request");
    let etag = response.headers().get(ETAG).map(|v| v.to_str().expect("etag").to_owned());
    let (status, json) = parts(response).await;
    (status, etag, json)
}

async fn created(app: &TestApp, r: &Resource, token: &str) -> Value {
    let (status, body) = app.post(r.path, Some(token), &(r.valid)()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body[r.one].clone()
}

async fn one_item_answers_with_its_version_as_its_etag(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let item = created(&app, r, &token).await;
    assert_eq!(item["version"], 1, "a new item is version 1: {item}");
    let path = format!("{}/{}", r.path, item["id"]);
    let (status, etag, body) = send(&app, Method::GET, &path, &token, None, None).await;
    assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some("\"1\"")));
    assert_eq!(body[r.one], item);

    // Visitors see an active item, and not a hidden one.
    let (status, body) = app.get_json(&path, None).await;
    assert_eq!((status, &body[r.one]["id"]), (StatusCode::OK, &item["id"]));
    let (status, _) = app.patch(&path, Some(&token), &json!({ "isActive": false })).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = app.get_json(&path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, etag, body) = send(&app, Method::GET, &path, &token, None, None).await;
    assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some("\"2\"")), "{body}");
}

async fn of_two_editors_who_opened_the_same_version_the_second_is_412_and_changes_nothing(r: &Resource) {
    let (app, first) = TestApp::with_super_admin().await;
    let second = app.create_admin("second", "second-pass-1").await;
    let item = created(&app, r, &first).await;
    let path = format!("{}/{}", r.path, item["id"]);
    let [mine, theirs] = (r.patches)();

    let (status, etag, saved) = send(&app, Method::PATCH, &path, &first, Some("\"1\""), Some(&mine)).await;
    assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some("\"2\"")), "{saved}");
    assert_eq!(saved[r.one]["version"], 2);

    let (status, _, refused) = send(&app, Method::PATCH, &path, &second, Some("\"1\""), Some(&theirs)).await;
    assert_eq!(status, StatusCode::PRECONDITION_FAILED, "{refused}");
    assert!(
        refused["message"].as_str().is_some_and(|m| m.starts_with("Someone else changed this")),
        "{refused}"
    );
    assert_eq!(refused["current"], saved[r.one], "412 carries the item as stored");
    assert_eq!(refused["changedBy"], SUPER_NAME, "and who made it, as its revision says: {refused}");
    assert!(refused["changedAt"].as_str().is_some_and(|at| at.ends_with('Z')), "and when: {refused}");
    let (_, stored) = app.get_json(&path, Some(&first)).await;
    assert_eq!(stored[r.one], saved[r.one], "the stale write changed nothing");

    // Applied again on top of the stored version, it goes through.
    let (status, etag, _) = send(&app, Method::PATCH, &path, &second, Some("\"2\""), Some(&theirs)).await;
    assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some("\"3\"")));
}

async fn the_body_version_counts_when_no_if_match_is_sent(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let item = created(&app, r, &token).await;
    let path = format!("{}/{}", r.path, item["id"]);
    let [mut change, _] = (r.patches)();
    change["version"] = json!(7);
    let (status, body) = app.patch(&path, Some(&token), &change).await;
    assert_eq!((status, &body["current"]["version"]), (StatusCode::PRECONDITION_FAILED, &json!(1)), "{body}");
    change["version"] = json!(1);
    let (status, body) = app.patch(&path, Some(&token), &change).await;
    assert_eq!((status, &body[r.one]["version"]), (StatusCode::OK, &json!(2)), "{body}");
    // If-Match wins over the body.
    let (status, _, body) = send(&app, Method::PATCH, &path, &token, Some("\"2\""), Some(&change)).await;
    assert_eq!((status, &body[r.one]["version"]), (StatusCode::OK, &json!(3)), "{body}");
}

async fn a_stale_delete_is_412_and_keeps_the_item(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let item = created(&app, r, &token).await;
    let path = format!("{}/{}", r.path, item["id"]);
    let (_, _) = app.patch(&path, Some(&token), &(r.patches)()[0]).await;
    for stale in ["\"1\"", "W/\"2\"", "two"] {
        let (status, _, body) = send(&app, Method::DELETE, &path, &token, Some(stale), None).await;
        assert_eq!(
            (status, &body["current"]["version"]),
            (StatusCode::PRECONDITION_FAILED, &json!(2)),
            "{stale}"
        );
    }
    let (status, _) = app.get_json(&path, Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "still there");
    let (status, _, _) = send(&app, Method::DELETE, &path, &token, Some("\"2\""), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
}

async fn a_write_without_a_version_applies(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let item = created(&app, r, &token).await;
    let path = format!("{}/{}", r.path, item["id"]);
    for (n, change) in (r.patches)().iter().enumerate() {
        let (status, etag, body) = send(&app, Method::PATCH, &path, &token, None, Some(change)).await;
        let version = format!("\"{}\"", n + 2);
        assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some(version.as_str())), "{body}");
    }
    let (status, _, _) = send(&app, Method::DELETE, &path, &token, Some("*"), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
}
