//! /api/admin/users: only the super admin lists and deletes users; hashes never leave the server.

use agency_site::state::ServeConfig;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, SUPER_NAME, TestApp, assert_error};

fn user_id(app: &TestApp, username: &str) -> i64 {
    app.scalar(&format!("select id from users where username = '{username}'"))
}

#[tokio::test]
async fn the_super_admin_lists_users_with_the_hash_scheme_and_never_the_hash() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, _) = app.register("editor", "editor-password").await;
    assert_eq!(status, StatusCode::CREATED);

    let response = app.get("/api/admin/users", Some(&token)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.unwrap();
    assert!(!text.contains("$argon2"), "{text}");
    assert!(!text.to_lowercase().contains("hash\""), "{text}");
    let stored: String = {
        let conn = app.db.conn().unwrap();
        conn.query_row("select password_hash from users where username = 'owner'", [], |r| r.get(0)).unwrap()
    };
    let salt_and_hash = stored.rsplit('$').take(2).collect::<Vec<_>>();
    for secret in salt_and_hash {
        assert!(!text.contains(secret), "leaks {secret}");
    }

    let body: Value = serde_json::from_str(&text).unwrap();
    let users = body["users"].as_array().expect("users");
    assert_eq!(users.len(), 2);
    assert_eq!(users[0]["username"], SUPER_NAME);
    assert_eq!(users[0]["isAdmin"], true);
    assert_eq!(users[0]["isSuperAdmin"], true);
    assert_eq!(users[1]["username"], "editor");
    assert_eq!(users[1]["isAdmin"], true);
    assert_eq!(users[1]["isSuperAdmin"], false);
    for user in users {
        assert_eq!(user["passwordScheme"], "argon2id m=19456,t=2,p=1");
        assert!(user["id"].is_i64());
        assert!(crate::helpers::is_rfc3339_utc(user["createdAt"].as_str().unwrap()));
        let mut keys: Vec<&str> = user.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "createdAt",
                "id",
                "isAdmin",
                "isSuperAdmin",
                "passwordScheme",
                "totpEnabled",
                "username",
                "version"
            ]
        );
        assert_eq!(user["totpEnabled"], false);
    }
}

#[tokio::test]
async fn an_ordinary_admin_is_403_on_every_super_admin_endpoint() {
    let (app, _super) = TestApp::with_super_admin().await;
    let editor = app.create_admin("editor", PASSWORD).await;
    let (status, _) = app.register("another", PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED);
    let owner = user_id(&app, SUPER_NAME);
    let another = user_id(&app, "another");
    let key = app.registration_key();

    let cases: Vec<(Method, String, Option<Value>)> = vec![
        (Method::GET, "/api/admin/users".into(), None),
        (Method::DELETE, format!("/api/admin/users/{another}"), None),
        (Method::DELETE, format!("/api/admin/users/{owner}"), None),
        (Method::GET, "/api/admin/settings".into(), None),
        (Method::PATCH, "/api/admin/settings".into(), Some(json!({ "siteName": "Taken Over" }))),
        (Method::POST, "/api/admin/settings/registration-key".into(), None),
    ];
    for (method, path, body) in &cases {
        let (status, answer) = app.call(method.clone(), path, Some(&editor), body.as_ref()).await;
        assert_error(status, &answer, StatusCode::FORBIDDEN, &format!("{method} {path}"));
        assert!(!answer.to_string().contains(&key), "{path} leaks the key");
    }
    assert_eq!(app.scalar("select count(*) from users"), 3);
    assert_eq!(app.registration_key(), key);
    let (_, settings) = app.get_json("/api/settings", None).await;
    assert_eq!(settings["settings"]["siteName"], "MYTH Agency");
}

#[tokio::test]
async fn the_super_admin_deletes_an_ordinary_admin() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.register("editor", PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED);
    let id = body["user"]["id"].as_i64().unwrap();

    let (status, body) = app.delete(&format!("/api/admin/users/{id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    let (_, listed) = app.get_json("/api/admin/users", Some(&token)).await;
    let names: Vec<&str> =
        listed["users"].as_array().unwrap().iter().map(|u| u["username"].as_str().unwrap()).collect();
    assert_eq!(names, [SUPER_NAME]);

    let (status, body) =
        app.post("/api/auth/login", None, &json!({ "username": "editor", "password": PASSWORD })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");

    let (status, body) = app.delete(&format!("/api/admin/users/{id}"), Some(&token)).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "deleted twice");

    // The name is free again.
    let (status, body) = app.register("editor", PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["user"]["isSuperAdmin"], false);
}

#[tokio::test]
async fn nobody_can_delete_the_super_admin() {
    let (app, token) = TestApp::with_super_admin().await;
    let owner = user_id(&app, SUPER_NAME);
    let (status, body) = app.delete(&format!("/api/admin/users/{owner}"), Some(&token)).await;
    assert_error(status, &body, StatusCode::FORBIDDEN, "self-delete");
    assert_eq!(app.scalar("select count(*) from users"), 1);
    let (status, _) = app.get_json("/api/admin/users", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "the super admin is still there");
}

#[tokio::test]
async fn unknown_and_malformed_user_ids_are_404() {
    let (app, token) = TestApp::with_super_admin().await;
    for id in ["999", "abc", "-1", "0"] {
        let (status, body) = app.delete(&format!("/api/admin/users/{id}"), Some(&token)).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, id);
    }
}

#[tokio::test]
async fn user_management_needs_a_token() {
    let (app, _token) = TestApp::with_super_admin().await;
    let (status, body) = app.get_json("/api/admin/users", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "list");
    let (status, body) = app.delete("/api/admin/users/1", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "delete");
    assert_eq!(app.scalar("select count(*) from users"), 1);
}

#[tokio::test]
async fn a_deleted_admins_token_never_comes_back_with_an_account_made_later() {
    let (app, owner) = TestApp::with_super_admin().await;
    let fired = app.create_admin("fired-editor", PASSWORD).await;
    let fired_id = user_id(&app, "fired-editor");
    let (status, _) = app.delete(&format!("/api/admin/users/{fired_id}"), Some(&owner)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(reads_inquiries(&app, &fired).await, StatusCode::UNAUTHORIZED);

    let (status, body) = app.register("new-hire", PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(body["user"]["id"].as_i64().unwrap() > fired_id, "the id is never given again: {body}");
    assert_eq!(reads_inquiries(&app, &fired).await, StatusCode::UNAUTHORIZED, "not as new-hire");

    // A new server process on the same database forgets nothing that matters.
    let app = app.restart(ServeConfig { rate_limits: false, ..ServeConfig::default() }).await;
    let (status, body) = app.register("second-hire", PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(body["user"]["id"].as_i64().unwrap() > fired_id + 1, "{body}");
    assert_eq!(reads_inquiries(&app, &fired).await, StatusCode::UNAUTHORIZED, "after a restart");
    assert_eq!(reads_inquiries(&app, &owner).await, StatusCode::OK, "the owner's session lasts");
}

async fn reads_inquiries(app: &TestApp, token: &str) -> StatusCode {
    app.get("/api/admin/contact-submissions", Some(token)).await.status()
}
