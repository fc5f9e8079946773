//! Versions of every editable item besides the kinds of site content (those are in
//! `versions.rs`): articles, case studies, media, inquiries, accounts, the settings and the site
//! content's sections each answer their version, raise it with each change, and refuse with 412
//! and the stored item a write based on an older one (docs/DESIGN.md, "HTTP contract, phase 3").

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::content::PROJECTS;
use crate::helpers::{SUPER_NAME, TestApp};
use crate::images::{jpeg, photo};
use crate::media::uploaded;
use crate::versions::send;

const STALE: StatusCode = StatusCode::PRECONDITION_FAILED;

/// Reads `path` (ETag "1"), changes it with `change` based on version 1 (ETag "2"), then finds
/// that the same change based on version 1 again is 412 carrying version 2 under `current`, and
/// that a delete based on version 1 is 412 too, when the item can be deleted.
async fn versioned(
    app: &TestApp,
    token: &str,
    path: &str,
    one: &str,
    method: Method,
    change: &Value,
    delete: bool,
) {
    let (status, etag, body) = send(app, Method::GET, path, token, None, None).await;
    assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some("\"1\"")), "GET {path}: {body}");
    assert_eq!(body[one]["version"], 1, "{body}");

    let (status, etag, saved) = send(app, method.clone(), path, token, Some("\"1\""), Some(change)).await;
    assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some("\"2\"")), "{method} {path}: {saved}");
    assert_eq!(saved[one]["version"], 2, "{saved}");

    let (status, _, refused) = send(app, method.clone(), path, token, Some("\"1\""), Some(change)).await;
    assert_eq!((status, &refused["current"]["version"]), (STALE, &json!(2)), "{refused}");
    let mut in_body = change.clone();
    in_body["version"] = json!(1);
    let (status, _, refused) = send(app, method, path, token, None, Some(&in_body)).await;
    assert_eq!((status, &refused["current"]["version"]), (STALE, &json!(2)), "the body's version: {refused}");
    let (_, _, stored) = send(app, Method::GET, path, token, None, None).await;
    assert_eq!(stored[one]["version"], 2, "refused writes changed nothing: {stored}");

    if delete {
        let (status, _, refused) = send(app, Method::DELETE, path, token, Some("\"1\""), None).await;
        assert_eq!((status, &refused["current"]["version"]), (STALE, &json!(2)), "DELETE {path}: {refused}");
        let (status, _, _) = send(app, Method::DELETE, path, token, Some("\"2\""), None).await;
        assert_eq!(status, StatusCode::NO_CONTENT, "DELETE {path} at its version");
    }
}

#[tokio::test]
async fn an_article_is_versioned() {
    let (app, token) = TestApp::with_super_admin().await;
    let article = json!({
        "title": "Reels That Sell", "excerpt": "Short videos that turn views into visits.",
        "bodyMarkdown": "Because people watch them.", "category": "Content Strategy", "author": "Ana",
    });
    let (status, created) = app.post("/api/posts", Some(&token), &article).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let path = format!("/api/posts/{}", created["post"]["id"]);
    versioned(&app, &token, &path, "post", Method::PATCH, &json!({ "title": "Reels That Sell More" }), true)
        .await;
}

#[tokio::test]
async fn a_case_study_is_versioned_and_one_named_after_it_was_deleted_is_stale() {
    let (app, token) = TestApp::with_super_admin().await;
    let project = PROJECTS.create(&app, &token, (PROJECTS.valid)()).await["id"].clone();
    let path = format!("/api/projects/{project}/case-study");
    let story = json!({ "client": "Brickell Bistro", "bodyMarkdown": "We filmed the kitchen at dawn." });
    let (status, _, created) = send(&app, Method::PUT, &path, &token, None, Some(&story)).await;
    assert_eq!(status, StatusCode::OK, "{created}");
    versioned(
        &app,
        &token,
        &path,
        "caseStudy",
        Method::PUT,
        &json!({ "client": "Brickell Bistro Group" }),
        true,
    )
    .await;
    // Writing again on the version of the deleted one finds it gone: no silent re-creation.
    let (status, _, refused) = send(&app, Method::PUT, &path, &token, Some("\"2\""), Some(&story)).await;
    assert_eq!((status, &refused["current"]), (STALE, &Value::Null), "{refused}");
}

#[tokio::test]
async fn a_media_item_is_versioned() {
    let (app, token) = TestApp::with_super_admin().await;
    let media = uploaded(&app, &token, jpeg(&photo(64, 48)), "shoot.jpg", "A shoot on the beach").await;
    let path = format!("/api/admin/media/{}", media["id"]);
    versioned(&app, &token, &path, "media", Method::PATCH, &json!({ "alt": "A shoot on South Beach" }), true)
        .await;
}

#[tokio::test]
async fn an_inquiry_is_versioned() {
    let (app, token) = TestApp::with_super_admin().await;
    let inquiry = json!({ "name": "Ana", "email": "ana@example.com", "subject": "Reels", "message": "We need reels for our cafe." });
    let (status, sent) = app.post("/api/contact", None, &inquiry).await;
    assert_eq!(status, StatusCode::CREATED, "{sent}");
    let (_, list) = app.get_json("/api/admin/contact-submissions", Some(&token)).await;
    let path = format!("/api/admin/contact-submissions/{}", list["submissions"][0]["id"]);
    versioned(&app, &token, &path, "submission", Method::PATCH, &json!({ "read": true }), true).await;
}

#[tokio::test]
async fn an_account_is_deleted_only_at_the_version_its_deleter_saw() {
    let (app, token) = TestApp::with_super_admin().await;
    app.create_admin("editor", "editor-pass-1").await;
    let (_, list) = app.get_json("/api/admin/users", Some(&token)).await;
    let editor =
        list["users"].as_array().unwrap().iter().find(|u| u["username"] == "editor").unwrap().clone();
    assert_eq!(editor["version"], 1, "{editor}");
    let path = format!("/api/admin/users/{}", editor["id"]);
    let (status, _, refused) = send(&app, Method::DELETE, &path, &token, Some("\"7\""), None).await;
    assert_eq!((status, &refused["current"]["username"]), (STALE, &json!("editor")), "{refused}");
    let (status, _, _) = send(&app, Method::DELETE, &path, &token, Some("\"1\""), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn the_settings_are_one_versioned_item_raised_only_by_a_change() {
    let (app, token) = TestApp::with_super_admin().await;
    let path = "/api/admin/settings";
    versioned(&app, &token, path, "settings", Method::PATCH, &json!({ "siteName": "MYTH Studio" }), false)
        .await;
    // Saving the values already stored changes nothing, the version neither.
    let (status, etag, _) =
        send(&app, Method::PATCH, path, &token, Some("\"2\""), Some(&json!({ "siteName": "MYTH Studio" })))
            .await;
    assert_eq!((status, etag.as_deref()), (StatusCode::OK, Some("\"2\"")));
}

#[tokio::test]
async fn each_section_of_the_site_content_has_its_version() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, content) = app.get_json("/api/site-content", None).await;
    assert_eq!(content["versions"]["hero"], 0, "a section at its default copy: {}", content["versions"]);
    let path = "/api/admin/site-content";
    let hero = |subtitle: &str, version: i64| json!({ "hero": { "subtitle": subtitle }, "versions": { "hero": version } });
    let (status, saved) = app.patch(path, Some(&token), &hero("Reels that fill Miami tables.", 0)).await;
    assert_eq!((status, &saved["versions"]["hero"]), (StatusCode::OK, &json!(1)), "{saved}");
    assert_eq!(saved["versions"]["faq"], 0, "only the section changed moves");

    // Another editor's change based on the default copy is stale; `current` is the whole content.
    let (status, refused) = app.patch(path, Some(&token), &hero("Reels for Miami.", 0)).await;
    assert_eq!((status, &refused["current"]["versions"]["hero"]), (STALE, &json!(1)), "{refused}");
    assert_eq!(refused["current"]["content"]["hero"]["subtitle"], "Reels that fill Miami tables.");
    assert_eq!(refused["changedBy"], SUPER_NAME, "who made the stored version: {refused}");

    // If-Match stands for the one section a change names.
    let change = json!({ "hero": { "subtitle": "Reels for Miami." } });
    let (status, _, refused) = send(&app, Method::PATCH, path, &token, Some("\"0\""), Some(&change)).await;
    assert_eq!(status, STALE, "{refused}");
    let (status, _, saved) = send(&app, Method::PATCH, path, &token, Some("\"1\""), Some(&change)).await;
    assert_eq!((status, &saved["versions"]["hero"]), (StatusCode::OK, &json!(2)), "{saved}");
    let (_, content) = app.get_json("/api/site-content", None).await;
    assert_eq!(content["versions"]["hero"], 2, "visitors' answer names the versions too");
}
