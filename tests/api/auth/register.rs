//! /api/auth/register: its input and registration key checked, usernames unique whatever their case
//! or look-alike letters, and the first user the super admin.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{PASSWORD, SUPER_NAME, TestApp, assert_error, assert_invalid};

#[tokio::test]
async fn registration_input_is_validated_with_the_spec_messages() {
    let app = TestApp::spawn().await;
    let key = app.registration_key();
    let key_required = "Registration key is required";
    let cases = [
        (json!({ "username": "alice", "password": PASSWORD }), "registrationKey", key_required),
        (
            json!({ "username": "alice", "password": PASSWORD, "registrationKey": "" }),
            "registrationKey",
            key_required,
        ),
        (
            json!({ "username": "alice", "password": PASSWORD, "registrationKey": "   " }),
            "registrationKey",
            key_required,
        ),
        (
            json!({ "username": "al", "password": PASSWORD, "registrationKey": key }),
            "username",
            "Username must be at least 3 characters",
        ),
        (
            json!({ "username": "al ice", "password": PASSWORD, "registrationKey": key }),
            "username",
            "Username cannot contain spaces",
        ),
        (
            json!({ "username": "alice", "password": "12345", "registrationKey": key }),
            "password",
            "Password must be at least 6 characters",
        ),
        (
            json!({ "username": "alice", "password": "x".repeat(257), "registrationKey": key }),
            "password",
            "Password must be at most 256 characters",
        ),
        (json!({}), "username", "Username must be at least 3 characters"),
        (json!({}), "password", "Password must be at least 6 characters"),
        (json!({}), "registrationKey", key_required),
    ];
    for (body, field, message) in cases {
        let (status, answer) = app.post("/api/auth/register", None, &body).await;
        assert_invalid(status, &answer, field, message, &body.to_string());
    }
    assert_eq!(app.scalar("select count(*) from users"), 0);
}

#[tokio::test]
async fn a_wrong_registration_key_is_403_and_creates_nobody() {
    let app = TestApp::spawn().await;
    let key = app.registration_key();
    for wrong in
        ["not-the-key".to_owned(), key.to_uppercase(), format!("{key}x"), key[..key.len() - 1].to_owned()]
    {
        let body = json!({ "username": "alice", "password": PASSWORD, "registrationKey": wrong });
        let (status, answer) = app.post("/api/auth/register", None, &body).await;
        assert_error(status, &answer, StatusCode::FORBIDDEN, &wrong);
    }
    assert_eq!(app.scalar("select count(*) from users"), 0);
}

#[tokio::test]
async fn a_duplicate_username_is_409_whatever_its_case() {
    let app = TestApp::spawn().await;
    let (status, _) = app.register(SUPER_NAME, PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED);
    for duplicate in ["owner", "Owner", "OWNER", "  owner "] {
        let (status, body) = app.register(duplicate, "another-password").await;
        assert_error(status, &body, StatusCode::CONFLICT, duplicate);
    }
    assert_eq!(app.scalar("select count(*) from users"), 1);
}

#[tokio::test]
async fn the_first_registered_user_is_super_admin_and_the_second_is_not() {
    let app = TestApp::spawn().await;
    let (status, first) = app.register(SUPER_NAME, PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    let (status, second) = app.register("editor", PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED, "{second}");

    assert_eq!(first["user"]["username"], SUPER_NAME);
    assert_eq!(first["user"]["isAdmin"], true);
    assert_eq!(first["user"]["isSuperAdmin"], true);
    assert_eq!(second["user"]["username"], "editor");
    assert_eq!(second["user"]["isAdmin"], true);
    assert_eq!(second["user"]["isSuperAdmin"], false);
    assert_ne!(first["user"]["id"], second["user"]["id"]);
    for body in [&first, &second] {
        assert!(!body.to_string().contains("$argon2"), "{body}");
    }
}

#[tokio::test]
async fn look_alike_invisible_and_right_to_left_usernames_cannot_pose_as_an_admin() {
    let (app, _token) = TestApp::with_super_admin().await;
    for name in ["owner\u{200b}", "\u{43e}wner", "own\u{202e}er", "owner\u{301}"] {
        let (status, body) = app.register(name, PASSWORD).await;
        assert_invalid(
            status,
            &body,
            "username",
            "Username may use only letters a-z, digits, dots, dashes and underscores",
            name,
        );
    }
    // Full-width letters are the same name once normalized, whatever the case.
    let (status, body) = app.register("\u{ff2f}\u{ff37}\u{ff2e}\u{ff25}\u{ff32}", PASSWORD).await;
    assert_error(status, &body, StatusCode::CONFLICT, "full-width OWNER");
    assert_eq!(app.scalar("select count(*) from users"), 1);
}
