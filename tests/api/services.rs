//! /api/services: the service cards of the home page.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids, is_rfc3339_utc};

fn valid() -> Value {
    json!({
        "title": "Podcast Production",
        "description": "Recording, editing and clipping for weekly shows.",
        "icon": "mic",
    })
}

/// `valid()` with some fields replaced (a null value removes the field).
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

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let (status, answer) = app.post("/api/services", Some(token), &body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["service"].clone()
}

async fn find(app: &TestApp, token: Option<&str>, id: i64) -> Option<Value> {
    let (status, body) = app.get_json("/api/services", token).await;
    assert_eq!(status, StatusCode::OK);
    body["services"].as_array().expect("list").iter().find(|s| s["id"] == id).cloned()
}

#[tokio::test]
async fn anonymous_visitors_get_the_six_seeded_services_under_the_services_key() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/services", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body.as_object().expect("object").len(), 1, "{body}");
    let services = body["services"].as_array().expect("services");
    assert_eq!(services.len(), 6);
    assert_eq!(services[0]["title"], "Social Media Revamps");
    let mut keys: Vec<&str> = services[0].as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        ["createdAt", "description", "icon", "id", "isActive", "position", "title", "updatedAt"]
    );
    assert!(services.iter().all(|s| s["isActive"] == true));
}

#[tokio::test]
async fn anonymous_lists_hold_active_services_by_position_then_id_and_admins_see_all() {
    let (app, token) = TestApp::with_super_admin().await;
    let a = create(&app, &token, with(json!({ "title": "Aa", "position": 3 }))).await;
    let b = create(&app, &token, with(json!({ "title": "Bb", "position": 3 }))).await;
    let c = create(&app, &token, with(json!({ "title": "Cc", "position": -1 }))).await;
    let hidden = create(&app, &token, with(json!({ "title": "Hidden", "isActive": false }))).await;
    let [a, b, c, hidden] = [a, b, c, hidden].map(|s| s["id"].as_i64().unwrap());

    let (status, public) = app.get_json("/api/services", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids(&public["services"]), [c, 1, 2, 3, a, b, 4, 5, 6]);

    let (status, all) = app.get_json("/api/services", Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids(&all["services"]), [c, hidden, 1, 2, 3, a, b, 4, 5, 6]);
}

#[tokio::test]
async fn creating_a_service_answers_201_with_the_item_position_zero_and_active() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.post("/api/services", Some(&token), &valid()).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    let service = &body["service"];
    assert!(service["id"].as_i64().unwrap() > 6);
    assert_eq!(service["title"], "Podcast Production");
    assert_eq!(service["description"], "Recording, editing and clipping for weekly shows.");
    assert_eq!(service["icon"], "mic");
    assert_eq!(service["position"], 0);
    assert_eq!(service["isActive"], true);
    assert!(is_rfc3339_utc(service["createdAt"].as_str().unwrap()));
    assert!(is_rfc3339_utc(service["updatedAt"].as_str().unwrap()));

    // It is what visitors now see.
    let id = service["id"].as_i64().unwrap();
    assert_eq!(find(&app, None, id).await.as_ref(), Some(service));
}

#[tokio::test]
async fn text_is_trimmed_when_stored() {
    let (app, token) = TestApp::with_super_admin().await;
    let service = create(&app, &token, with(json!({ "title": "  Spaced  ", "icon": " mic " }))).await;
    assert_eq!(service["title"], "Spaced");
    assert_eq!(service["icon"], "mic");
}

#[tokio::test]
async fn each_invalid_service_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let title = "Title must be at least 2 characters";
    let description = "Description must be at least 10 characters";
    let icon = "Icon is required";
    let cases = [
        (with(json!({ "title": "a" })), "title", title.to_owned()),
        (with(json!({ "title": "   " })), "title", title.to_owned()),
        (with(json!({ "title": " a " })), "title", title.to_owned()),
        (with(json!({ "title": null })), "title", title.to_owned()),
        (
            with(json!({ "title": "x".repeat(121) })),
            "title",
            "Title must be at most 120 characters".to_owned(),
        ),
        (
            with(json!({ "title": "Bell\u{7}" })),
            "title",
            "Title contains characters that are not allowed".to_owned(),
        ),
        (with(json!({ "description": "Too short" })), "description", description.to_owned()),
        (with(json!({ "description": null })), "description", description.to_owned()),
        (
            with(json!({ "description": "x".repeat(2001) })),
            "description",
            "Description must be at most 2000 characters".to_owned(),
        ),
        (with(json!({ "icon": "" })), "icon", icon.to_owned()),
        (with(json!({ "icon": "  " })), "icon", icon.to_owned()),
        (with(json!({ "icon": null })), "icon", icon.to_owned()),
        (
            with(json!({ "icon": "<script>" })),
            "icon",
            "Icon must be an icon name, a CSS class or an image URL".to_owned(),
        ),
        (
            with(json!({ "position": 1_000_001 })),
            "position",
            "Position must be between -1000000 and 1000000".to_owned(),
        ),
        (
            with(json!({ "position": -1_000_001 })),
            "position",
            "Position must be between -1000000 and 1000000".to_owned(),
        ),
        (json!({}), "title", title.to_owned()),
        (json!({}), "description", description.to_owned()),
        (json!({}), "icon", icon.to_owned()),
    ];
    for (body, field, message) in &cases {
        let (status, answer) = app.post("/api/services", Some(&token), body).await;
        assert_invalid(status, &answer, field, message, &format!("{field} {body}"));
    }
    assert_eq!(app.scalar("select count(*) from services"), 6);
}

#[tokio::test]
async fn icons_are_names_classes_or_safe_urls() {
    let (app, token) = TestApp::with_super_admin().await;
    for accepted in [
        "camera",
        "fa fa-camera",
        "trending_up",
        "https://cdn.example.com/icons/mic.svg",
        "http://cdn.example.com/mic.png",
        "/images/icons/mic.svg",
    ] {
        let (status, body) =
            app.post("/api/services", Some(&token), &with(json!({ "icon": accepted }))).await;
        assert_eq!(status, StatusCode::CREATED, "{accepted}: {body}");
        assert_eq!(body["service"]["icon"], accepted);
    }
    for refused in [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        "data:image/svg+xml,<svg onload=alert(1)>",
        "data:image/png;base64,AAAA",
        "//evil.example/icon.svg",
        "/\\evil.example/icon.svg",
        "ftp://files.example/icon.svg",
        "vbscript:msgbox(1)",
        "https://",
    ] {
        let (status, body) = app.post("/api/services", Some(&token), &with(json!({ "icon": refused }))).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}: {body}");
        assert!(body["errors"]["icon"].is_string(), "{refused}: {body}");
    }
}

#[tokio::test]
async fn a_patch_changes_only_the_named_fields_and_ignores_the_id() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 2).await.expect("service 2");

    let (status, body) =
        app.patch("/api/services/2", Some(&token), &json!({ "id": 99, "title": "UGC Bundles" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let after = &body["service"];
    assert_eq!(after["id"], 2);
    assert_eq!(after["title"], "UGC Bundles");
    for field in ["description", "icon", "position", "isActive", "createdAt"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    assert_eq!(find(&app, Some(&token), 2).await.as_ref(), Some(after));
    assert!(find(&app, Some(&token), 99).await.is_none());

    let (status, body) = app.patch("/api/services/2", Some(&token), &json!({ "position": 42 })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["service"]["position"], 42);
    assert_eq!(body["service"]["title"], "UGC Bundles");

    // An empty patch changes nothing.
    let (status, body) = app.patch("/api/services/2", Some(&token), &json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["service"]["title"], "UGC Bundles");
    assert_eq!(body["service"]["position"], 42);
}

#[tokio::test]
async fn the_toggle_sends_the_whole_item_and_visitors_see_the_change_at_once() {
    let (app, token) = TestApp::with_super_admin().await;
    let mut item = find(&app, Some(&token), 3).await.expect("service 3");
    item["isActive"] = json!(false);

    let (status, body) = app.patch("/api/services/3", Some(&token), &item).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["service"]["isActive"], false);
    assert_eq!(body["service"]["title"], item["title"]);
    assert!(find(&app, None, 3).await.is_none(), "hidden from visitors");
    assert!(find(&app, Some(&token), 3).await.is_some(), "kept for admins");

    item["isActive"] = json!(true);
    let (status, _) = app.patch("/api/services/3", Some(&token), &item).await;
    assert_eq!(status, StatusCode::OK);
    assert!(find(&app, None, 3).await.is_some(), "shown again");
}

#[tokio::test]
async fn an_invalid_patch_is_422_and_changes_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 1).await.unwrap();
    let cases = [
        (json!({ "title": "a" }), "title", "Title must be at least 2 characters"),
        (json!({ "description": "short" }), "description", "Description must be at least 10 characters"),
        (json!({ "icon": "" }), "icon", "Icon is required"),
        (
            json!({ "icon": "javascript:alert(1)", "isActive": false }),
            "icon",
            "Icon must start with https://, http:// or / (a path on this site)",
        ),
    ];
    for (body, field, message) in &cases {
        let (status, answer) = app.patch("/api/services/1", Some(&token), body).await;
        assert_invalid(status, &answer, field, message, &body.to_string());
    }
    assert_eq!(find(&app, Some(&token), 1).await.unwrap(), before);
}

#[tokio::test]
async fn unknown_and_malformed_ids_are_404() {
    let (app, token) = TestApp::with_super_admin().await;
    for id in ["9999", "abc", "-1", "0", "1.5", "1e3", "99999999999999999999"] {
        let path = format!("/api/services/{id}");
        let (status, body) = app.patch(&path, Some(&token), &valid()).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("PATCH {id}"));
        let (status, body) = app.delete(&path, Some(&token)).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("DELETE {id}"));
    }
    assert_eq!(app.scalar("select count(*) from services"), 6);
}

#[tokio::test]
async fn delete_answers_204_then_the_service_is_gone() {
    let (app, token) = TestApp::with_super_admin().await;
    let response =
        app.request(reqwest::Method::DELETE, "/api/services/4", Some(&token)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert!(response.text().await.unwrap().is_empty());

    assert!(find(&app, Some(&token), 4).await.is_none());
    assert!(find(&app, None, 4).await.is_none());
    let (status, body) = app.delete("/api/services/4", Some(&token)).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "second delete");
    let (status, body) = app.patch("/api/services/4", Some(&token), &json!({ "title": "Back" })).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "patch after delete");
}

#[tokio::test]
async fn writes_without_a_token_are_401_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (status, body) = app.post("/api/services", None, &valid()).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "POST");
    let (status, body) = app.patch("/api/services/1", None, &json!({ "isActive": false })).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "PATCH");
    let (status, body) = app.delete("/api/services/1", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "DELETE");
    let (status, body) = app.delete("/api/services/abc", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "DELETE abc");

    assert_eq!(app.scalar("select count(*) from services where is_active = 1"), 6);
}
