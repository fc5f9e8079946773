//! /api/client-logos: the trusted-brands marquee. Width and position are optional, nullable numbers.
//! What all content shares is in content/mod.rs.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::content::CLIENT_LOGOS;
use crate::helpers::{TestApp, assert_invalid};

#[tokio::test]
async fn the_seeded_logos_are_library_images_of_a_marquee_width() {
    let app = TestApp::spawn().await;
    for logo in CLIENT_LOGOS.list(&app, None).await {
        let width = logo["width"].as_i64().expect("width");
        assert!((110..=150).contains(&width), "{logo}");
        assert!(
            logo["src"].as_str().unwrap().starts_with("/media/"),
            "the seeded logos are in the media library"
        );
        assert!(logo["alt"].as_str().unwrap().ends_with(" logo"));
    }
}

#[tokio::test]
async fn logos_are_listed_by_position_with_null_positions_last_then_by_id() {
    let (app, token) = TestApp::with_super_admin().await;
    let with = |changes| CLIENT_LOGOS.with(changes);
    let unplaced = CLIENT_LOGOS.create(&app, &token, with(json!({}))).await;
    let zero = CLIENT_LOGOS.create(&app, &token, with(json!({ "position": 0 }))).await;
    let tie = CLIENT_LOGOS.create(&app, &token, with(json!({ "position": 3 }))).await;
    let unplaced_too = CLIENT_LOGOS.create(&app, &token, with(json!({ "position": null }))).await;
    let hidden = CLIENT_LOGOS.create(&app, &token, with(json!({ "position": 0, "isActive": false }))).await;
    let [unplaced, zero, tie, unplaced_too, hidden] =
        [unplaced, zero, tie, unplaced_too, hidden].map(|l| l["id"].as_i64().unwrap());

    assert_eq!(CLIENT_LOGOS.ids(&app, None).await, [zero, 1, 2, 3, tie, 4, 5, 6, unplaced, unplaced_too]);
    assert_eq!(
        CLIENT_LOGOS.ids(&app, Some(&token)).await,
        [zero, hidden, 1, 2, 3, tie, 4, 5, 6, unplaced, unplaced_too]
    );
}

#[tokio::test]
async fn a_new_logo_takes_an_explicit_width_position_and_state_or_nulls() {
    let (app, token) = TestApp::with_super_admin().await;
    let explicit = CLIENT_LOGOS
        .create(&app, &token, CLIENT_LOGOS.with(json!({ "width": 140, "position": 7, "isActive": false })))
        .await;
    assert_eq!(
        (&explicit["width"], &explicit["position"], &explicit["isActive"]),
        (&json!(140), &json!(7), &json!(false))
    );
    let nulls = CLIENT_LOGOS
        .create(&app, &token, CLIENT_LOGOS.with(json!({ "width": null, "position": null })))
        .await;
    assert_eq!((&nulls["width"], &nulls["position"]), (&Value::Null, &Value::Null));
}

#[tokio::test]
async fn each_invalid_logo_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let with = |changes| CLIENT_LOGOS.with(changes);
    let src = "Image URL is required";
    let alt = "Alt text is required";
    let width = "Width must be between 16 and 600";
    let cases = [
        (with(json!({ "src": "" })), "src", src),
        (with(json!({ "src": "  " })), "src", src),
        (CLIENT_LOGOS.without("src"), "src", src),
        (with(json!({ "src": null })), "src", src),
        (with(json!({ "alt": "" })), "alt", alt),
        (with(json!({ "alt": "   " })), "alt", alt),
        (CLIENT_LOGOS.without("alt"), "alt", alt),
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
        let logo = CLIENT_LOGOS.create(&app, &token, with(json!({ "src": accepted }))).await;
        assert_eq!(logo["src"], accepted);
    }
}

#[tokio::test]
async fn width_and_position_are_cleared_by_null_and_kept_when_not_named() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = CLIENT_LOGOS.find(&app, Some(&token), 3).await.unwrap();
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

    let (status, body) = app.patch("/api/client-logos/3", Some(&token), &json!({ "position": null })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["clientLogo"]["position"], Value::Null);
    assert_eq!(body["clientLogo"]["width"], Value::Null);
    assert_eq!(body["clientLogo"]["alt"], "Lumeira logo");

    // Unplaced now, so last for visitors.
    assert_eq!(CLIENT_LOGOS.ids(&app, None).await, [1, 2, 4, 5, 6, 3]);
}
