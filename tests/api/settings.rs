//! GET /api/settings (public) and the super admin's /api/admin/settings with key rotation.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp, assert_error, assert_invalid};

fn stored(app: &TestApp, key: &str) -> String {
    let conn = app.db.conn().expect("conn");
    agency_site::db::settings::get(&conn, key).expect("query").expect(key)
}

async fn admin_settings(app: &TestApp, token: &str) -> Value {
    let (status, body) = app.get_json("/api/admin/settings", Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["settings"].clone()
}

async fn public_settings(app: &TestApp) -> Value {
    let (status, body) = app.get_json("/api/settings", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["settings"].clone()
}

#[tokio::test]
async fn public_settings_are_exactly_the_seven_public_keys_with_the_defaults() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/settings", None).await;
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.unwrap();
    assert!(!text.contains(&app.registration_key()), "{text}");
    assert!(!text.contains(&stored(&app, "jwt_secret")), "{text}");

    let body: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    let settings = &body["settings"];
    let mut keys: Vec<&str> = settings.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        ["analyticsId", "contactEmail", "contactPhone", "languages", "publicUrl", "siteName", "timeZone"]
    );
    assert_eq!(settings["timeZone"], "America/New_York");
    assert_eq!(settings["siteName"], "MYTH Agency");
    assert_eq!(settings["contactEmail"], "hello@mythagency.example");
    assert_eq!(settings["contactPhone"], "+1 (305) 555-0142");
    assert_eq!(settings["analyticsId"], "");
}

#[tokio::test]
async fn the_super_admin_sees_the_time_zone_and_registration_key_but_never_the_jwt_secret() {
    let (app, token) = TestApp::with_super_admin().await;
    let response = app.get("/api/admin/settings", Some(&token)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.unwrap();
    assert!(!text.contains(&stored(&app, "jwt_secret")), "{text}");
    assert!(!text.to_lowercase().contains("jwt"), "{text}");
    assert!(!text.to_lowercase().contains("secret"), "{text}");

    let settings = &serde_json::from_str::<Value>(&text).unwrap()["settings"];
    assert_eq!(settings["timeZone"], "America/New_York");
    assert_eq!(settings["registrationKey"], app.registration_key());
    assert_eq!(settings["siteName"], "MYTH Agency");
    assert_eq!(settings["version"], 1, "the settings' version (api/versions.rs)");
    assert_eq!(settings.as_object().unwrap().len(), 9, "{settings}");
}

#[tokio::test]
async fn a_valid_change_persists_and_shows_in_the_public_settings() {
    let (app, token) = TestApp::with_super_admin().await;
    let change = json!({
        "siteName": "  Myth Studio  ",
        "contactEmail": "team@myth.example",
        "contactPhone": "+1 305 555 0199",
        "timeZone": "Europe/Paris",
        "publicUrl": "https://myth.example/",
        "analyticsId": "G-ABC123XYZ",
    });
    let (status, body) = app.patch("/api/admin/settings", Some(&token), &change).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let expected_public = json!({
        "siteName": "Myth Studio",
        "contactEmail": "team@myth.example",
        "contactPhone": "+1 305 555 0199",
        "publicUrl": "https://myth.example",
        "analyticsId": "G-ABC123XYZ",
        "timeZone": "Europe/Paris",
        "languages": "en,es",
    });
    assert_eq!(body["settings"]["siteName"], "Myth Studio");
    assert_eq!(body["settings"]["timeZone"], "Europe/Paris");

    let all = admin_settings(&app, &token).await;
    for (key, value) in expected_public.as_object().unwrap() {
        assert_eq!(&all[key], value, "{key}");
    }
    assert_eq!(all["timeZone"], "Europe/Paris");
    assert_eq!(all["registrationKey"], app.registration_key());
    assert_eq!(public_settings(&app).await, expected_public);
    assert_eq!(stored(&app, "site_name"), "Myth Studio");
    assert_eq!(stored(&app, "time_zone"), "Europe/Paris");

    // A partial change keeps everything else; an empty analytics id turns analytics off.
    let (status, body) = app.patch("/api/admin/settings", Some(&token), &json!({ "analyticsId": "" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let public = public_settings(&app).await;
    assert_eq!(public["analyticsId"], "");
    assert_eq!(public["siteName"], "Myth Studio");
}

#[tokio::test]
async fn bad_values_are_422_and_change_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = admin_settings(&app, &token).await;
    let cases = [
        (
            json!({ "timeZone": "Mars/Base" }),
            "timeZone",
            "'Mars/Base' is not a time zone; use a name such as America/New_York",
        ),
        (json!({ "timeZone": "" }), "timeZone", "'' is not a time zone; use a name such as America/New_York"),
        (
            json!({ "publicUrl": "javascript:x" }),
            "publicUrl",
            "Public URL must be the site's address, such as https://mythagency.com",
        ),
        (
            json!({ "publicUrl": "/relative" }),
            "publicUrl",
            "Public URL must be the site's address, such as https://mythagency.com",
        ),
        (
            json!({ "publicUrl": "https://myth.example/?q=1" }),
            "publicUrl",
            "Public URL must be the site's address, such as https://mythagency.com",
        ),
        (
            json!({ "analyticsId": "<x>" }),
            "analyticsId",
            "Analytics id must look like G-XXXXXXXXXX, or be empty to turn analytics off",
        ),
        (
            json!({ "analyticsId": "G-1\"><script>" }),
            "analyticsId",
            "Analytics id must look like G-XXXXXXXXXX, or be empty to turn analytics off",
        ),
        (json!({ "contactEmail": "nope" }), "contactEmail", "Please enter a valid email address"),
        (
            json!({ "contactPhone": "call me" }),
            "contactPhone",
            "Phone must be a number such as +1 (305) 555-0142",
        ),
        (json!({ "siteName": "a" }), "siteName", "Site name must be at least 2 characters"),
        // One bad field spoils the whole change, good fields included.
        (
            json!({ "siteName": "Fine Name", "timeZone": "Mars/Base" }),
            "timeZone",
            "'Mars/Base' is not a time zone; use a name such as America/New_York",
        ),
    ];
    for (body, field, message) in &cases {
        let (status, answer) = app.patch("/api/admin/settings", Some(&token), body).await;
        assert_invalid(status, &answer, field, message, &body.to_string());
    }
    let (status, answer) =
        app.patch("/api/admin/settings", Some(&token), &json!({ "siteName": "x".repeat(81) })).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(answer["errors"]["siteName"].is_string(), "{answer}");

    assert_eq!(admin_settings(&app, &token).await, before);
    assert_eq!(stored(&app, "site_name"), "MYTH Agency");
    assert_eq!(stored(&app, "time_zone"), "America/New_York");
    assert_eq!(public_settings(&app).await["siteName"], "MYTH Agency");
}

#[tokio::test]
async fn the_registration_key_is_not_editable_through_a_patch() {
    let (app, token) = TestApp::with_super_admin().await;
    let key = app.registration_key();
    // Sent back as it was read, the key is ignored; a field settings do not have is named.
    let (status, body) =
        app.patch("/api/admin/settings", Some(&token), &json!({ "registrationKey": "chosen-by-me" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(app.registration_key(), key);
    assert_eq!(body["settings"]["registrationKey"], key);
    let (status, body) =
        app.patch("/api/admin/settings", Some(&token), &json!({ "jwtSecret": "mine" })).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["jwtSecret"].is_string(), "{body}");
}

#[tokio::test]
async fn rotating_the_registration_key_retires_the_old_one_at_once() {
    let (app, token) = TestApp::with_super_admin().await;
    let old = app.registration_key();
    let (status, body) = app.post("/api/admin/settings/registration-key", Some(&token), &json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let new = body["registrationKey"].as_str().expect("key").to_owned();
    assert_ne!(new, old);
    assert!(new.len() >= 16, "{new}");
    assert_eq!(app.registration_key(), new);
    assert_eq!(admin_settings(&app, &token).await["registrationKey"], new);

    let (status, body) = app
        .post(
            "/api/auth/register",
            None,
            &json!({ "username": "late", "password": PASSWORD, "registrationKey": old }),
        )
        .await;
    assert_error(status, &body, StatusCode::FORBIDDEN, "old key");
    let (status, body) = app
        .post(
            "/api/auth/register",
            None,
            &json!({ "username": "late", "password": PASSWORD, "registrationKey": new }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

#[tokio::test]
async fn admin_settings_need_a_token() {
    let (app, _token) = TestApp::with_super_admin().await;
    let key = app.registration_key();
    let (status, body) = app.get_json("/api/admin/settings", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "GET");
    let (status, body) = app.patch("/api/admin/settings", None, &json!({ "siteName": "Hacked" })).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "PATCH");
    let (status, body) = app.post("/api/admin/settings/registration-key", None, &json!({})).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "rotate");
    assert_eq!(app.registration_key(), key);
    assert_eq!(stored(&app, "site_name"), "MYTH Agency");
}
