//! /api/client-logos: the trusted-brands marquee. Width and position are optional, nullable numbers.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids, is_rfc3339_utc};

fn valid() -> Value {
    json!({ "src": "/images/logos/new-brand.svg", "alt": "New Brand logo" })
}

/// `valid()` with fields replaced; unlike the other resources a null here is sent as null.
fn with(changes: Value) -> Value {
    let mut body = valid();
    for (key, value) in changes.as_object().expect("object") {
        body[key] = value.clone();
    }
    body
}

fn without(field: &str) -> Value {
    let mut body = valid();
    body.as_object_mut().unwrap().remove(field);
    body
}

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let (status, answer) = app.post("/api/client-logos", Some(token), &body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["clientLogo"].clone()
}

async fn find(app: &TestApp, token: Option<&str>, id: i64) -> Option<Value> {
    let (status, body) = app.get_json("/api/client-logos", token).await;
    assert_eq!(status, StatusCode::OK);
    body["clientLogos"].as_array().expect("list").iter().find(|l| l["id"] == id).cloned()
}

#[tokio::test]
async fn anonymous_visitors_get_the_six_seeded_logos_under_the_client_logos_key() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/client-logos", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    assert_eq!(ids(&body["clientLogos"]), [1, 2, 3, 4, 5, 6]);
    for logo in body["clientLogos"].as_array().unwrap() {
        let width = logo["width"].as_i64().expect("width");
        assert!((110..=150).contains(&width), "{logo}");
        assert!(logo["src"].as_str().unwrap().starts_with("/images/logos/"));
        assert!(logo["alt"].as_str().unwrap().ends_with(" logo"));
    }
}

#[tokio::test]
async fn logos_are_listed_by_position_with_null_positions_last_then_by_id() {
    let (app, token) = TestApp::with_super_admin().await;
    let unplaced = create(&app, &token, valid()).await;
    let zero = create(&app, &token, with(json!({ "position": 0 }))).await;
    let tie = create(&app, &token, with(json!({ "position": 3 }))).await;
    let unplaced_too = create(&app, &token, with(json!({ "position": null }))).await;
    let hidden = create(&app, &token, with(json!({ "position": 0, "isActive": false }))).await;
    let [unplaced, zero, tie, unplaced_too, hidden] =
        [unplaced, zero, tie, unplaced_too, hidden].map(|l| l["id"].as_i64().unwrap());

    let (_, public) = app.get_json("/api/client-logos", None).await;
    assert_eq!(ids(&public["clientLogos"]), [zero, 1, 2, 3, tie, 4, 5, 6, unplaced, unplaced_too]);
    let (_, all) = app.get_json("/api/client-logos", Some(&token)).await;
    assert_eq!(ids(&all["clientLogos"]), [zero, hidden, 1, 2, 3, tie, 4, 5, 6, unplaced, unplaced_too]);
}

#[tokio::test]
async fn creating_a_logo_answers_201_with_null_width_and_position_and_active() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.post("/api/client-logos", Some(&token), &valid()).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    let logo = &body["clientLogo"];
    assert_eq!(logo["src"], "/images/logos/new-brand.svg");
    assert_eq!(logo["alt"], "New Brand logo");
    assert_eq!(logo["width"], Value::Null);
    assert_eq!(logo["position"], Value::Null);
    assert_eq!(logo["isActive"], true);
    assert!(is_rfc3339_utc(logo["createdAt"].as_str().unwrap()));

    let explicit =
        create(&app, &token, with(json!({ "width": 140, "position": 7, "isActive": false }))).await;
    assert_eq!(
        (&explicit["width"], &explicit["position"], &explicit["isActive"]),
        (&json!(140), &json!(7), &json!(false))
    );
    let nulls = create(&app, &token, with(json!({ "width": null, "position": null }))).await;
    assert_eq!((&nulls["width"], &nulls["position"]), (&Value::Null, &Value::Null));
}

#[tokio::test]
async fn each_invalid_logo_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let src = "Image URL is required";
    let alt = "Alt text is required";
    let width = "Width must be between 16 and 600";
    let cases = [
        (with(json!({ "src": "" })), "src", src),
        (with(json!({ "src": "  " })), "src", src),
        (without("src"), "src", src),
        (with(json!({ "src": null })), "src", src),
        (with(json!({ "alt": "" })), "alt", alt),
        (with(json!({ "alt": "   " })), "alt", alt),
        (without("alt"), "alt", alt),
        (with(json!({ "width": 15 })), "width", width),
        (with(json!({ "width": 601 })), "width", width),
        (with(json!({ "width": -140 })), "width", width),
        (with(json!({ "position": 1_000_001 })), "position", "Position must be between -1000000 and 1000000"),
        (json!({}), "src", src),
        (json!({}), "alt", alt),
    ];
    for (body, field, message) in &cases {
        let (status, answer) = app.post("/api/client-logos", Some(&token), body).await;
        assert_invalid(status, &answer, field, message, &format!("{field} {body}"));
    }
    for refused in [
        "javascript:alert(1)",
        "data:image/svg+xml,<svg/onload=alert(1)>",
        "//evil.example/logo.svg",
        "logo.svg",
    ] {
        let (status, answer) =
            app.post("/api/client-logos", Some(&token), &with(json!({ "src": refused }))).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert!(answer["errors"]["src"].is_string(), "{refused}: {answer}");
    }
    assert_eq!(app.scalar("select count(*) from client_logos"), 6);

    for accepted in
        ["https://cdn.example.com/logo.svg", "http://cdn.example.com/logo.png", "/images/logos/x.svg"]
    {
        let logo = create(&app, &token, with(json!({ "src": accepted }))).await;
        assert_eq!(logo["src"], accepted);
    }
}

#[tokio::test]
async fn width_and_position_are_cleared_by_null_and_kept_when_not_named() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 3).await.unwrap();
    assert_eq!(before["width"], 120);
    assert_eq!(before["position"], 3);

    let (status, body) =
        app.patch("/api/client-logos/3", Some(&token), &json!({ "alt": "Lumeira logo" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["clientLogo"]["alt"], "Lumeira logo");
    assert_eq!(body["clientLogo"]["width"], 120);
    assert_eq!(body["clientLogo"]["position"], 3);
    assert_eq!(body["clientLogo"]["src"], before["src"]);

    let (status, body) = app.patch("/api/client-logos/3", Some(&token), &json!({ "width": null })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["clientLogo"]["width"], Value::Null);
    assert_eq!(body["clientLogo"]["position"], 3);

    let (status, body) =
        app.patch("/api/client-logos/3", Some(&token), &json!({ "position": null, "id": 1 })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["clientLogo"]["id"], 3);
    assert_eq!(body["clientLogo"]["position"], Value::Null);
    assert_eq!(body["clientLogo"]["width"], Value::Null);
    assert_eq!(body["clientLogo"]["alt"], "Lumeira logo");

    // Unplaced now, so last for visitors; logo 1 untouched by the `id` in the body.
    let (_, public) = app.get_json("/api/client-logos", None).await;
    assert_eq!(ids(&public["clientLogos"]), [1, 2, 4, 5, 6, 3]);
    assert_eq!(find(&app, None, 1).await.unwrap()["position"], 1);
}

#[tokio::test]
async fn the_toggle_hides_a_logo_from_visitors_at_once() {
    let (app, token) = TestApp::with_super_admin().await;
    let mut item = find(&app, None, 6).await.unwrap();
    item["isActive"] = json!(false);
    let (status, body) = app.patch("/api/client-logos/6", Some(&token), &item).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["clientLogo"]["isActive"], false);
    assert_eq!(body["clientLogo"]["width"], item["width"]);
    let (_, public) = app.get_json("/api/client-logos", None).await;
    assert_eq!(ids(&public["clientLogos"]), [1, 2, 3, 4, 5]);
}

#[tokio::test]
async fn an_invalid_patch_is_422_and_changes_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 2).await.unwrap();
    for (body, field) in [
        (json!({ "src": "" }), "src"),
        (json!({ "src": "javascript:alert(1)" }), "src"),
        (json!({ "alt": "" }), "alt"),
        (json!({ "width": 5000, "isActive": false }), "width"),
    ] {
        let (status, answer) = app.patch("/api/client-logos/2", Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(answer["errors"][field].is_string(), "{answer}");
    }
    assert_eq!(find(&app, Some(&token), 2).await.unwrap(), before);
}

#[tokio::test]
async fn unknown_and_malformed_ids_are_404_and_delete_is_204_then_404() {
    let (app, token) = TestApp::with_super_admin().await;
    for id in ["7", "abc", "-1", "0"] {
        let path = format!("/api/client-logos/{id}");
        let (status, body) = app.patch(&path, Some(&token), &json!({ "alt": "Nobody" })).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("PATCH {id}"));
        let (status, body) = app.delete(&path, Some(&token)).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("DELETE {id}"));
    }
    let (status, _) = app.delete("/api/client-logos/1", Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, all) = app.get_json("/api/client-logos", Some(&token)).await;
    assert_eq!(ids(&all["clientLogos"]), [2, 3, 4, 5, 6]);
    let (status, body) = app.delete("/api/client-logos/1", Some(&token)).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "again");
}

#[tokio::test]
async fn writes_without_a_token_are_401_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (status, body) = app.post("/api/client-logos", None, &valid()).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "POST");
    let (status, body) = app.patch("/api/client-logos/1", None, &json!({ "isActive": false })).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "PATCH");
    let (status, body) = app.delete("/api/client-logos/1", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "DELETE");
    let (_, public) = app.get_json("/api/client-logos", None).await;
    assert_eq!(ids(&public["clientLogos"]), [1, 2, 3, 4, 5, 6]);
}
