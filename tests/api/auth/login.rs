//! /api/auth/login: the signed token it answers, one 401 for every wrong sign-in, a burst of logins
//! answered in turn, and its input validated with docs/PRODUCT.md §5's messages.

use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::{jwt_secret, login_raw, now};
use crate::helpers::{PASSWORD, SUPER_NAME, TestApp, assert_invalid};

const INVALID_LOGIN: &str = "Invalid username or password";

#[tokio::test]
async fn login_answers_a_signed_token_and_the_user_without_the_hash() {
    let app = TestApp::spawn().await;
    let (status, _) = app.register(SUPER_NAME, PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED);

    let response = app
        .send(Method::POST, "/api/auth/login", None, &json!({ "username": SUPER_NAME, "password": PASSWORD }))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.expect("body");
    assert!(!text.contains("$argon2"), "{text}");
    let body: Value = serde_json::from_str(&text).expect("json");

    let user = &body["user"];
    let id = user["id"].as_i64().expect("id");
    assert_eq!(user["username"], SUPER_NAME);
    assert_eq!(user["isAdmin"], true);
    assert_eq!(user["isSuperAdmin"], true);

    // HS256 with sub, iat and exp (seconds), valid for a while from now.
    let token = body["token"].as_str().expect("token");
    assert_eq!(token.split('.').count(), 3, "{token}");
    let secret = jwt_secret(&app);
    let data = jsonwebtoken::decode::<Value>(
        token,
        &DecodingKey::from_secret(secret.as_bytes()),
        &Validation::new(Algorithm::HS256),
    )
    .expect("a token signed with the stored secret");
    assert_eq!(data.header.alg, Algorithm::HS256);
    assert_eq!(data.claims["sub"], id.to_string());
    let (iat, exp) = (data.claims["iat"].as_i64().expect("iat"), data.claims["exp"].as_i64().expect("exp"));
    assert!((iat - now()).abs() < 60, "iat {iat}");
    assert!(exp > now() + 60, "exp {exp}");

    let (status, _) = app.get_json("/api/admin/dashboard", Some(token)).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_user_get_the_same_401() {
    let app = TestApp::spawn().await;
    app.register(SUPER_NAME, PASSWORD).await;
    for (username, password) in [
        (SUPER_NAME, "wrong-password"),
        (SUPER_NAME, "Correct-horse"),
        ("nobody", PASSWORD),
        ("Owner", "wrong-password"),
    ] {
        let (status, body) = login_raw(&app, username, password).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{username}/{password}");
        assert_eq!(body, json!({ "message": INVALID_LOGIN }), "{username}/{password}");
    }
}

#[tokio::test]
async fn a_burst_of_logins_is_answered_in_turn_while_the_site_keeps_serving() {
    // Hashes run two at a time (each takes 19 MiB): the rest wait their turn, none fails, and
    // requests that need no hash are not held up behind them.
    let app = TestApp::spawn().await;
    app.register(SUPER_NAME, PASSWORD).await;
    let mut logins = tokio::task::JoinSet::new();
    for n in 0..12 {
        let password = if n % 2 == 0 { PASSWORD } else { "wrong-password" };
        let request = app
            .client
            .post(app.url("/api/auth/login"))
            .json(&json!({ "username": SUPER_NAME, "password": password }));
        logins.spawn(async move { (n, request.send().await.expect("login answered").status()) });
    }
    let (status, _) = app.get_json("/api/services", None).await;
    assert_eq!(status, StatusCode::OK);
    let answers = logins.join_all().await;
    assert_eq!(answers.len(), 12);
    for (n, status) in answers {
        let expected = if n % 2 == 0 { StatusCode::OK } else { StatusCode::UNAUTHORIZED };
        assert_eq!(status, expected, "login {n}");
    }
}

#[tokio::test]
async fn login_usernames_are_case_insensitive_and_trimmed() {
    let app = TestApp::spawn().await;
    app.register(SUPER_NAME, PASSWORD).await;
    for username in ["OWNER", "  owner  "] {
        let (status, body) = login_raw(&app, username, PASSWORD).await;
        assert_eq!(status, StatusCode::OK, "{username}: {body}");
        assert_eq!(body["user"]["username"], SUPER_NAME);
    }
}

#[tokio::test]
async fn login_input_is_validated_with_the_spec_messages() {
    let app = TestApp::spawn().await;
    let short_user = "Username must be at least 3 characters";
    let short_password = "Password must be at least 6 characters";
    let cases = [
        (json!({ "username": "ab", "password": PASSWORD }), "username", short_user),
        (json!({ "username": "  ab  ", "password": PASSWORD }), "username", short_user),
        (json!({ "password": PASSWORD }), "username", short_user),
        (json!({ "username": "a b c", "password": PASSWORD }), "username", "Username cannot contain spaces"),
        (json!({ "username": "owner", "password": "12345" }), "password", short_password),
        (json!({ "username": "owner" }), "password", short_password),
        (json!({}), "username", short_user),
        (json!({}), "password", short_password),
    ];
    for (body, field, message) in cases {
        let (status, answer) = app.post("/api/auth/login", None, &body).await;
        assert_invalid(status, &answer, field, message, &body.to_string());
    }
}

#[tokio::test]
async fn a_wrong_body_shape_is_told_in_json_terms_not_the_servers_types() {
    let (app, token) = TestApp::with_super_admin().await;
    for (path, body) in
        [("/api/services", json!([])), ("/api/auth/login", json!("owner")), ("/api/contact", json!(7))]
    {
        let (status, answer) = app.post(path, Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path}");
        let text = answer.to_string();
        for internal in ["struct", "Input", "enum "] {
            assert!(!text.contains(internal), "{path} names {internal}: {text}");
        }
        assert!(text.contains("JSON object"), "{path}: {text}");
    }
}

#[tokio::test]
async fn an_account_named_before_the_character_rule_still_signs_in() {
    let (app, _token) = TestApp::with_super_admin().await;
    let hash = agency_site::auth::password::hash("old-name-pass").unwrap();
    let conn = app.db.conn().unwrap();
    conn.execute("insert into users (username, password_hash) values ('josé', ?1)", [hash]).unwrap();
    drop(conn);
    let (status, body) =
        app.post("/api/auth/login", None, &json!({ "username": "josé", "password": "old-name-pass" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app.register("josé2", PASSWORD).await;
    assert_invalid(
        status,
        &body,
        "username",
        "Username may use only letters a-z, digits, dots, dashes and underscores",
        "new",
    );
}
