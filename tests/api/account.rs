//! An admin's own account: changing the password ends their other sessions; two-factor sign-in is
//! set up with a scanned secret and a confirming code, then asked for at every login, a code
//! working once, recovery codes once each; wrong codes meet the login limits.

use agency_site::state::ServeConfig;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, SUPER_NAME, TestApp, assert_error, assert_invalid};

/// The code an authenticator app shows now for `secret`.
fn code_for(secret: &str) -> String {
    let bytes = totp_rs::Secret::try_from_base32(secret).expect("base32");
    totp_rs::Builder::new().with_secret(bytes).build().expect("totp").generate_current().to_string()
}

async fn login(app: &TestApp, password: &str, totp: Option<&str>) -> (StatusCode, Value) {
    let mut body = json!({ "username": SUPER_NAME, "password": password });
    if let Some(code) = totp {
        body["totp"] = json!(code);
    }
    app.post("/api/auth/login", None, &body).await
}

/// Turns two-factor on for the super admin; returns the secret and the recovery codes.
async fn turn_on(app: &TestApp, token: &str) -> (String, Vec<String>) {
    let (secret, codes, _) = turn_on_for_token(app, token).await;
    (secret, codes)
}

/// The same; also returns the new token the confirmation gives this session.
async fn turn_on_for_token(app: &TestApp, token: &str) -> (String, Vec<String>, String) {
    let (status, setup) = app.post("/api/admin/account/totp", Some(token), &with_password()).await;
    assert_eq!(status, StatusCode::OK, "{setup}");
    let secret = setup["secret"].as_str().unwrap().to_owned();
    let (status, body) =
        app.post("/api/admin/account/totp/confirm", Some(token), &json!({ "code": code_for(&secret) })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let codes =
        body["recoveryCodes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_owned()).collect();
    (secret, codes, body["token"].as_str().expect("a new token").to_owned())
}

fn with_password() -> Value {
    json!({ "currentPassword": PASSWORD })
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_ends_the_other_sessions() {
    let (app, token) = TestApp::with_super_admin().await;
    let other = app.login(SUPER_NAME, PASSWORD).await;
    let change = |current: &str, new: &str| json!({ "currentPassword": current, "newPassword": new });

    let (status, body) =
        app.post("/api/admin/account/password", Some(&token), &change("not-it", "brand-new-1")).await;
    assert_invalid(status, &body, "currentPassword", "The current password is not right", "wrong current");
    let (status, body) =
        app.post("/api/admin/account/password", Some(&token), &change(PASSWORD, "short")).await;
    assert_invalid(status, &body, "newPassword", "Password must be at least 6 characters", "short");

    let (status, body) =
        app.post("/api/admin/account/password", Some(&token), &change(PASSWORD, "brand-new-1")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let fresh = body["token"].as_str().unwrap();
    assert_eq!(app.get("/api/admin/account", Some(fresh)).await.status(), StatusCode::OK);
    for (name, old) in [("this session's old token", token.as_str()), ("another session", other.as_str())] {
        assert_eq!(
            app.get("/api/admin/dashboard", Some(old)).await.status(),
            StatusCode::UNAUTHORIZED,
            "{name}"
        );
    }
    assert_eq!(login(&app, PASSWORD, None).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(login(&app, "brand-new-1", None).await.0, StatusCode::OK);
}

#[tokio::test]
async fn two_factor_is_set_up_with_a_confirming_code_and_then_asked_at_every_login() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) =
        app.post("/api/admin/account/totp/confirm", Some(&token), &json!({ "code": "123456" })).await;
    assert_error(status, &body, StatusCode::CONFLICT, "confirm before start");

    let (status, setup) = app.post("/api/admin/account/totp", Some(&token), &with_password()).await;
    assert_eq!(status, StatusCode::OK);
    let secret = setup["secret"].as_str().unwrap();
    assert!(setup["otpauthUrl"].as_str().unwrap().starts_with("otpauth://totp/"), "{setup}");
    assert!(
        setup["qrSvg"].as_str().unwrap().starts_with("<?xml")
            || setup["qrSvg"].as_str().unwrap().contains("<svg")
    );
    let (_, account) = app.get_json("/api/admin/account", Some(&token)).await;
    assert_eq!(account["user"]["totpEnabled"], false, "not on before the confirming code");

    let (status, body) =
        app.post("/api/admin/account/totp/confirm", Some(&token), &json!({ "code": "000000" })).await;
    assert_invalid(
        status,
        &body,
        "code",
        "That code is not right: enter the one your app shows now",
        "wrong code",
    );
    let confirming = code_for(secret);
    let (status, body) =
        app.post("/api/admin/account/totp/confirm", Some(&token), &json!({ "code": confirming })).await;
    assert_eq!(status, StatusCode::OK);
    let codes: Vec<&str> =
        body["recoveryCodes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    assert_eq!(codes.len(), 10);
    assert_eq!(
        app.scalar("select count(*) from recovery_codes where code_hash like '%-%'"),
        0,
        "stored hashed"
    );
    let token = body["token"].as_str().unwrap().to_owned();
    let (_, account) = app.get_json("/api/admin/account", Some(&token)).await;
    assert_eq!(account["user"]["totpEnabled"], true);
    let (status, body) = app.post("/api/admin/account/totp", Some(&token), &with_password()).await;
    assert_error(status, &body, StatusCode::CONFLICT, "start while on");

    let (status, body) = login(&app, PASSWORD, None).await;
    assert_eq!((status, &body["totpRequired"]), (StatusCode::UNAUTHORIZED, &json!(true)), "{body}");
    let (status, body) = login(&app, "wrong-password", None).await;
    assert_eq!(
        (status, &body["totpRequired"]),
        (StatusCode::UNAUTHORIZED, &Value::Null),
        "no hint without the password"
    );
    let (status, body) = login(&app, PASSWORD, Some("000000")).await;
    assert_eq!((status, &body["totpRequired"]), (StatusCode::UNAUTHORIZED, &json!(true)));
    // The confirming code's time step is used: a login waits for the next code, or uses a
    // recovery code, which works once.
    assert_eq!(
        login(&app, PASSWORD, Some(&confirming)).await.0,
        StatusCode::UNAUTHORIZED,
        "a code works once"
    );
    assert_eq!(login(&app, PASSWORD, Some(codes[0])).await.0, StatusCode::OK);
    assert_eq!(
        login(&app, PASSWORD, Some(&codes[0].to_lowercase())).await.0,
        StatusCode::UNAUTHORIZED,
        "once"
    );
}

#[tokio::test]
async fn two_factor_is_turned_off_with_a_code_and_the_owner_can_turn_it_off_too() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_secret, codes, token) = turn_on_for_token(&app, &token).await;
    let off = |code: &str| {
        app.request(Method::DELETE, "/api/admin/account/totp", Some(&token))
            .json(&json!({ "code": code }))
            .send()
    };
    let (status, body) = crate::helpers::parts(off("111111").await.unwrap()).await;
    assert_invalid(
        status,
        &body,
        "code",
        "That code is not right: enter the one your app shows now, or a recovery code",
        "off",
    );
    assert_eq!(off(&codes[3]).await.unwrap().status(), StatusCode::OK);
    assert_eq!(app.scalar("select count(*) from recovery_codes"), 0);
    assert_eq!(login(&app, PASSWORD, None).await.0, StatusCode::OK, "the password alone again");
}

#[tokio::test]
async fn wrong_two_factor_codes_count_as_failed_logins() {
    let app =
        TestApp::spawn_with(ServeConfig { rate_limits: true, trust_proxy: true, ..ServeConfig::default() })
            .await;
    let token = app.create_admin(SUPER_NAME, PASSWORD).await;
    turn_on(&app, &token).await;
    // Each guess from its own address, with the right password and a wrong code: only the
    // failures counted for the username can hold the next one.
    let from = |n: u32, code: &str| {
        app.request(Method::POST, "/api/auth/login", None)
            .header("x-forwarded-for", format!("198.51.100.{n}"))
            .json(&json!({ "username": SUPER_NAME, "password": PASSWORD, "totp": code }))
            .send()
    };
    for n in 0..60 {
        assert_eq!(from(n, "000000").await.unwrap().status(), StatusCode::UNAUTHORIZED, "guess {n}");
    }
    assert_eq!(from(200, "000000").await.unwrap().status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn turning_two_factor_on_asks_for_the_current_password() {
    let (app, token) = TestApp::with_super_admin().await;
    let path = "/api/admin/account/totp";
    let (status, body) = app.post(path, Some(&token), &json!({})).await;
    assert_invalid(status, &body, "currentPassword", "Enter your current password", "no password");
    let (status, body) =
        app.post(path, Some(&token), &json!({ "currentPassword": "not-the-password" })).await;
    assert_invalid(status, &body, "currentPassword", "The current password is not right", "wrong");
    let (_, account) = app.get_json("/api/admin/account", Some(&token)).await;
    assert_eq!(account["user"]["totpEnabled"], false);
    assert_eq!(app.scalar("select count(*) from users where totp_pending is not null"), 0, "no secret made");
    let (status, body) = app.post(path, Some(&token), &with_password()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["secret"].is_string(), "{body}");
}

#[tokio::test]
async fn turning_two_factor_on_or_off_ends_the_admins_other_sessions() {
    let (app, token) = TestApp::with_super_admin().await;
    let other = app.login(SUPER_NAME, PASSWORD).await;
    let (_secret, codes, on) = turn_on_for_token(&app, &token).await;
    assert!(works(&app, &on).await, "the new token goes on");
    assert!(!works(&app, &token).await, "this session's old token ended");
    assert!(!works(&app, &other).await, "another session signed in without the code ended");

    let other = app
        .post(
            "/api/auth/login",
            None,
            &json!({ "username": SUPER_NAME, "password": PASSWORD, "totp": codes[0] }),
        )
        .await;
    let other = other.1["token"].as_str().expect("signed in with a recovery code").to_owned();
    let response = app
        .request(Method::DELETE, "/api/admin/account/totp", Some(&on))
        .json(&json!({ "code": codes[1] }))
        .send()
        .await
        .unwrap();
    let renewed = response.headers().get("set-cookie").map(|c| c.to_str().unwrap().to_owned());
    assert!(
        renewed.is_some_and(|c| c.starts_with("agency_device=")),
        "this browser's device cookie is renewed"
    );
    let (status, body) = crate::helpers::parts(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["user"]["totpEnabled"], false, "{body}");
    let off = body["token"].as_str().expect("a new token").to_owned();
    assert!(works(&app, &off).await);
    assert!(!works(&app, &on).await, "the token from before ended");
    assert!(!works(&app, &other).await, "so did the other session");
}

/// A stolen session guessing from many addresses: `guess(n)` sends the n-th wrong guess from
/// address n; answers the statuses.
async fn guesses_from_many_addresses(
    app: &TestApp,
    token: &str,
    method: Method,
    path: &str,
    body: &dyn Fn(u32) -> Value,
) -> Vec<StatusCode> {
    let mut statuses = Vec::new();
    for n in 0..30 {
        let sent = app
            .request(method.clone(), path, Some(token))
            .header("x-forwarded-for", format!("203.0.113.{n}"))
            .json(&body(n))
            .send()
            .await
            .unwrap();
        if sent.status() == StatusCode::TOO_MANY_REQUESTS {
            assert!(sent.headers().contains_key("retry-after"));
        }
        statuses.push(sent.status());
    }
    statuses
}

#[tokio::test]
async fn wrong_current_passwords_and_codes_are_counted_per_account_whatever_the_address() {
    let config = || ServeConfig { rate_limits: true, trust_proxy: true, ..ServeConfig::default() };
    let app = TestApp::spawn_with(config()).await;
    let token = app.create_admin(SUPER_NAME, PASSWORD).await;
    let wrong = |n: u32| json!({ "currentPassword": format!("guess-{n}"), "newPassword": "brand-new-1" });
    let statuses =
        guesses_from_many_addresses(&app, &token, Method::POST, "/api/admin/account/password", &wrong).await;
    let tried = statuses.iter().filter(|s| **s == StatusCode::UNPROCESSABLE_ENTITY).count();
    assert!(tried <= 8, "only a few guesses are checked: {statuses:?}");
    assert_eq!(statuses[29], StatusCode::TOO_MANY_REQUESTS, "{statuses:?}");
    let right = json!({ "currentPassword": PASSWORD, "newPassword": "brand-new-1" });
    let (status, _) = app.post("/api/admin/account/password", Some(&token), &right).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "held, right password or not");
    let (status, _) = app.post("/api/admin/account/totp", Some(&token), &with_password()).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "one count for every proof of the account");

    // Two-factor codes, on a fresh site (this address used its burst of account calls).
    let app = TestApp::spawn_with(config()).await;
    let editor = app.create_admin("editor", PASSWORD).await;
    let (status, setup) = app.post("/api/admin/account/totp", Some(&editor), &with_password()).await;
    assert_eq!(status, StatusCode::OK, "{setup}");
    let code = |_: u32| json!({ "code": "000000" });
    let statuses =
        guesses_from_many_addresses(&app, &editor, Method::POST, "/api/admin/account/totp/confirm", &code)
            .await;
    assert_eq!(statuses[29], StatusCode::TOO_MANY_REQUESTS, "{statuses:?}");
}

async fn works(app: &TestApp, token: &str) -> bool {
    app.get("/api/admin/dashboard", Some(token)).await.status() == StatusCode::OK
}
