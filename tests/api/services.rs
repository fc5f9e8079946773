//! /api/services: the service cards of the home page. What all content shares is in content/mod.rs.

use reqwest::StatusCode;
use serde_json::json;

use crate::content::SERVICES;
use crate::helpers::{TestApp, assert_invalid};

#[tokio::test]
async fn the_first_seeded_service_is_social_media_revamps() {
    let app = TestApp::spawn().await;
    let services = SERVICES.list(&app, None).await;
    assert_eq!(services[0]["title"], "Social Media Revamps");
}

#[tokio::test]
async fn anonymous_lists_hold_active_services_by_position_then_id_and_admins_see_all() {
    let (app, token) = TestApp::with_super_admin().await;
    let a = SERVICES.create(&app, &token, SERVICES.with(json!({ "title": "Aa", "position": 3 }))).await;
    let b = SERVICES.create(&app, &token, SERVICES.with(json!({ "title": "Bb", "position": 3 }))).await;
    let c = SERVICES.create(&app, &token, SERVICES.with(json!({ "title": "Cc", "position": -1 }))).await;
    let hidden =
        SERVICES.create(&app, &token, SERVICES.with(json!({ "title": "Hidden", "isActive": false }))).await;
    let [a, b, c, hidden] = [a, b, c, hidden].map(|s| s["id"].as_i64().unwrap());

    assert_eq!(SERVICES.ids(&app, None).await, [c, 1, 2, 3, a, b, 4, 5, 6]);
    assert_eq!(SERVICES.ids(&app, Some(&token)).await, [c, hidden, 1, 2, 3, a, b, 4, 5, 6]);
}

#[tokio::test]
async fn each_invalid_service_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let with = |changes| SERVICES.with(changes);
    let title = "Title must be at least 2 characters";
    let description = "Description must be at least 10 characters";
    let icon = "Icon is required";
    let cases = [
        (with(json!({ "title": "a" })), "title", title.to_owned()),
        (with(json!({ "title": "   " })), "title", title.to_owned()),
        (with(json!({ "title": " a " })), "title", title.to_owned()),
        (SERVICES.without("title"), "title", title.to_owned()),
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
        (SERVICES.without("description"), "description", description.to_owned()),
        (
            with(json!({ "description": "x".repeat(2001) })),
            "description",
            "Description must be at most 2000 characters".to_owned(),
        ),
        (with(json!({ "icon": "" })), "icon", icon.to_owned()),
        (with(json!({ "icon": "  " })), "icon", icon.to_owned()),
        (SERVICES.without("icon"), "icon", icon.to_owned()),
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
        let service = SERVICES.create(&app, &token, SERVICES.with(json!({ "icon": accepted }))).await;
        assert_eq!(service["icon"], accepted);
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
        let (status, body) =
            app.post("/api/services", Some(&token), &SERVICES.with(json!({ "icon": refused }))).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}: {body}");
        assert!(body["errors"]["icon"].is_string(), "{refused}: {body}");
    }
}
