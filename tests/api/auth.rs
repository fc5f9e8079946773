//! /api/auth/login and /api/auth/register, and what the server makes of bearer tokens.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, SUPER_NAME, TestApp, assert_error, assert_invalid, parts};

const INVALID_LOGIN: &str = "Invalid username or password";

fn jwt_secret(app: &TestApp) -> String {
    let conn = app.db.conn().expect("conn");
    agency_site::db::settings::get(&conn, "jwt_secret").expect("query").expect("secret")
}

fn now() -> i64 {
    jiff::Timestamp::now().as_second()
}

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

async fn login_raw(app: &TestApp, username: &str, password: &str) -> (StatusCode, Value) {
    app.post("/api/auth/login", None, &json!({ "username": username, "password": password })).await
}

async fn dashboard_with_header(app: &TestApp, authorization: Option<&str>) -> (StatusCode, Value) {
    let mut request = app.request(Method::GET, "/api/admin/dashboard", None);
    if let Some(value) = authorization {
        request = request.header(header::AUTHORIZATION, value);
    }
    parts(request.send().await.expect("request")).await
}

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
