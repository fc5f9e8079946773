//! Bearer tokens: missing, malformed, forged, expired or too long-lived ones are 401, a deleted
//! user's token stops working at once, and answers that need or carry a token are never cached.

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

use super::{jwt_secret, login_raw, now};
use crate::helpers::{PASSWORD, SUPER_NAME, TestApp, assert_error, parts};

fn sign(algorithm: Algorithm, claims: &Value, secret: &[u8]) -> String {
    jsonwebtoken::encode(&Header::new(algorithm), claims, &EncodingKey::from_secret(secret)).expect("encode")
}

/// Unpadded base64url, for hand-made tokens that no library would sign.
fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

async fn dashboard_with_header(app: &TestApp, authorization: Option<&str>) -> (StatusCode, Value) {
    let mut request = app.request(Method::GET, "/api/admin/dashboard", None);
    if let Some(value) = authorization {
        request = request.header(header::AUTHORIZATION, value);
    }
    parts(request.send().await.expect("request")).await
}

#[tokio::test]
async fn missing_malformed_forged_and_expired_tokens_are_401() {
    let (app, token) = TestApp::with_super_admin().await;
    let secret = jwt_secret(&app);
    let id = app.scalar("select id from users where username = 'owner'");
    let sub = id.to_string();
    let t = now();

    let expired =
        sign(Algorithm::HS256, &json!({ "sub": sub, "iat": t - 7200, "exp": t - 60 }), secret.as_bytes());
    let other_secret = sign(
        Algorithm::HS256,
        &json!({ "sub": sub, "iat": t, "exp": t + 3600 }),
        b"another secret entirely, not the stored one",
    );
    // Signed with the stored secret, but HS512 (the server's signer makes HS256 only).
    let other_algorithm = {
        use hmac::{KeyInit, Mac};
        let message = format!(
            "{}.{}",
            base64url(br#"{"alg":"HS512","typ":"JWT"}"#),
            base64url(json!({ "sub": sub, "iat": t, "exp": t + 3600 }).to_string().as_bytes()),
        );
        let mut mac = hmac::Hmac::<sha2::Sha512>::new_from_slice(secret.as_bytes()).expect("any key length");
        mac.update(message.as_bytes());
        format!("{message}.{}", base64url(&mac.finalize().into_bytes()))
    };
    let no_expiry = sign(Algorithm::HS256, &json!({ "sub": sub, "iat": t }), secret.as_bytes());
    let unknown_user =
        sign(Algorithm::HS256, &json!({ "sub": "999", "iat": t, "exp": t + 3600 }), secret.as_bytes());
    let numeric_sub =
        sign(Algorithm::HS256, &json!({ "sub": id, "iat": t, "exp": t + 3600 }), secret.as_bytes());
    let unsigned = format!(
        "{}.{}.",
        base64url(br#"{"alg":"none","typ":"JWT"}"#),
        base64url(json!({ "sub": sub, "iat": t, "exp": t + 3600 }).to_string().as_bytes()),
    );
    // The real token's claims under an `alg: none` header, signature dropped.
    let stripped = format!(
        "{}.{}.",
        base64url(br#"{"alg":"none","typ":"JWT"}"#),
        token.split('.').nth(1).expect("payload"),
    );
    let tampered = {
        let mut segments: Vec<String> = token.split('.').map(str::to_owned).collect();
        segments[1] = base64url(json!({ "sub": "999", "iat": t, "exp": t + 3600 }).to_string().as_bytes());
        segments.join(".")
    };

    let cases: Vec<(&str, Option<String>)> = vec![
        ("missing header", None),
        ("empty header", Some(String::new())),
        ("bearer without token", Some("Bearer ".into())),
        ("garbage", Some("Bearer garbage".into())),
        ("three garbage segments", Some("Bearer a.b.c".into())),
        ("basic scheme", Some(format!("Basic {}", base64url(b"owner:correct-horse")))),
        ("token scheme", Some(format!("Token {token}"))),
        ("no scheme", Some(token.clone())),
        ("expired", Some(format!("Bearer {expired}"))),
        ("other secret", Some(format!("Bearer {other_secret}"))),
        ("HS512", Some(format!("Bearer {other_algorithm}"))),
        ("no exp claim", Some(format!("Bearer {no_expiry}"))),
        ("unknown user", Some(format!("Bearer {unknown_user}"))),
        ("numeric sub", Some(format!("Bearer {numeric_sub}"))),
        ("alg none", Some(format!("Bearer {unsigned}"))),
        ("alg none, real claims", Some(format!("Bearer {stripped}"))),
        ("tampered payload", Some(format!("Bearer {tampered}"))),
    ];
    for (case, authorization) in &cases {
        let (status, body) = dashboard_with_header(&app, authorization.as_deref()).await;
        assert_error(status, &body, StatusCode::UNAUTHORIZED, case);
    }

    // The control: the real token passes through the same door.
    let (status, _) = dashboard_with_header(&app, Some(&format!("Bearer {token}"))).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn an_expired_token_is_refused_on_writes_and_admin_reads_and_public_lists_answer_as_to_a_visitor() {
    let (app, _token) = TestApp::with_super_admin().await;
    let secret = jwt_secret(&app);
    let t = now();
    let expired =
        sign(Algorithm::HS256, &json!({ "sub": "1", "iat": t - 7200, "exp": t - 1 }), secret.as_bytes());
    let service = json!({ "title": "Late", "description": "Arrives after expiry.", "icon": "clock" });
    let (status, body) = app.post("/api/services", Some(&expired), &service).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "create");
    // A stale token left in a browser must not break the public pages.
    let (_, visitor) = app.get_json("/api/services", None).await;
    let (status, list) = app.get_json("/api/services", Some(&expired)).await;
    assert_eq!((status, &list), (StatusCode::OK, &visitor), "list");
    let (status, body) = app.get_json("/api/admin/contact-submissions", Some(&expired)).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "submissions");
    assert_eq!(app.scalar("select count(*) from services"), 6);
}

#[tokio::test]
async fn the_token_of_a_deleted_user_stops_working_at_once() {
    let (app, super_token) = TestApp::with_super_admin().await;
    let editor_token = app.create_admin("editor", PASSWORD).await;
    let (status, _) = app.get_json("/api/admin/dashboard", Some(&editor_token)).await;
    assert_eq!(status, StatusCode::OK);

    let editor_id = app.scalar("select id from users where username = 'editor'");
    let (status, _) = app.delete(&format!("/api/admin/users/{editor_id}"), Some(&super_token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);

    let (status, body) = app.get_json("/api/admin/dashboard", Some(&editor_token)).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "deleted user");
    let (status, body) = app
        .post(
            "/api/services",
            Some(&editor_token),
            &json!({ "title": "Ghost", "description": "Written by a deleted user.", "icon": "ghost" }),
        )
        .await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "deleted user writes");
    let (status, _) = login_raw(&app, "editor", PASSWORD).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn tokens_that_would_last_for_years_or_start_later_are_refused() {
    let (app, _token) = TestApp::with_super_admin().await;
    let secret = jwt_secret(&app);
    let t = now();
    for claims in [
        json!({ "sub": "1", "iat": t, "exp": t + 10 * 365 * 24 * 3600 }),
        json!({ "sub": "1", "iat": t - 30 * 24 * 3600, "exp": t + 60 }),
        json!({ "sub": "1", "iat": t, "exp": t + 600, "nbf": t + 300 }),
    ] {
        let token = sign(Algorithm::HS256, &claims, secret.as_bytes());
        let (status, body) = app.get_json("/api/admin/dashboard", Some(&token)).await;
        assert_error(status, &body, StatusCode::UNAUTHORIZED, &claims.to_string());
    }
}

#[tokio::test]
async fn answers_that_need_or_carry_a_token_are_never_stored_by_caches() {
    let (app, token) = TestApp::with_super_admin().await;
    let no_store = |response: &reqwest::Response| {
        response.headers().get(header::CACHE_CONTROL).is_some_and(|v| v == "no-store")
    };
    let login = app
        .send(Method::POST, "/api/auth/login", None, &json!({ "username": SUPER_NAME, "password": PASSWORD }))
        .await;
    assert!(no_store(&login), "login");
    for path in
        ["/api/admin/contact-submissions", "/api/admin/settings", "/api/admin/dashboard", "/api/services"]
    {
        assert!(no_store(&app.get(path, Some(&token)).await), "{path} with a token");
    }
    let key = app.send(Method::POST, "/api/admin/settings/registration-key", Some(&token), &json!({})).await;
    assert!(no_store(&key), "registration key");
    assert!(no_store(&app.get("/api/admin/dashboard", None).await), "a 401 for an admin path");
    assert!(!no_store(&app.get("/api/services", None).await), "a visitor's list may be cached");
}
