//! What keeps bots and browsers' attackers out: per-address rate limits with Retry-After, the
//! per-username login slowdown, the trusted-proxy rule, and the security headers.

use agency_site::state::ServeConfig;
use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::{PASSWORD, SUPER_NAME, TestApp, parts};

fn limited() -> ServeConfig {
    ServeConfig { rate_limits: true, ..ServeConfig::default() }
}

fn inquiry() -> serde_json::Value {
    json!({ "name": "Ana", "email": "ana@example.com", "subject": "Hello there", "message": "We need a brand refresh." })
}

#[tokio::test]
async fn the_contact_form_takes_a_few_then_answers_429_with_retry_after() {
    let app = TestApp::spawn_with(limited()).await;
    for _ in 0..3 {
        assert_eq!(
            app.send(Method::POST, "/api/contact", None, &inquiry()).await.status(),
            StatusCode::CREATED
        );
    }
    let response = app.send(Method::POST, "/api/contact", None, &inquiry()).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=181).contains(&retry), "{retry}");
    let (_, body) = parts(response).await;
    assert!(body["message"].as_str().unwrap().contains("Too many requests"));
}

#[tokio::test]
async fn login_allows_a_small_burst_per_address() {
    let app = TestApp::spawn_with(limited()).await;
    let wrong = json!({ "username": "nobody", "password": "wrong-password" });
    for _ in 0..5 {
        assert_eq!(
            app.send(Method::POST, "/api/auth/login", None, &wrong).await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
    let response = app.send(Method::POST, "/api/auth/login", None, &wrong).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key("retry-after"));
}

/// A login from the address `n` (198.51.100.n) through a trusted proxy.
async fn login_from(app: &TestApp, n: u32, username: &str, password: &str) -> reqwest::Response {
    app.request(Method::POST, "/api/auth/login", None)
        .header("x-forwarded-for", format!("198.51.100.{n}"))
        .json(&json!({ "username": username, "password": password }))
        .send()
        .await
        .unwrap()
}

async fn proxied_app_with_owner() -> TestApp {
    let app = TestApp::spawn_with(ServeConfig { trust_proxy: true, ..limited() }).await;
    let key = app.registration_key();
    let register = json!({ "username": SUPER_NAME, "password": PASSWORD, "registrationKey": key });
    let created = app
        .request(Method::POST, "/api/auth/register", None)
        .header("x-forwarded-for", "198.51.100.250")
        .json(&register);
    assert_eq!(created.send().await.unwrap().status(), StatusCode::CREATED);
    app
}

#[tokio::test]
async fn wrong_passwords_hold_the_guessing_address_and_never_lock_the_owner_out() {
    let app = proxied_app_with_owner().await;
    // Slowed by the per-username-and-address backoff, not the address's burst: spaced tries.
    for _ in 0..5 {
        assert_eq!(
            login_from(&app, 66, SUPER_NAME, "wrong-password").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
    let held = login_from(&app, 66, SUPER_NAME, PASSWORD).await;
    assert_eq!(
        held.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "the guesser's address waits, right password or not"
    );
    assert!(held.headers().contains_key("retry-after"));
    assert_eq!(
        login_from(&app, 7, SUPER_NAME, PASSWORD).await.status(),
        StatusCode::OK,
        "the owner signs in"
    );
}

#[tokio::test]
async fn a_guesser_spread_over_many_addresses_is_held_per_username_but_a_known_address_passes() {
    let app = proxied_app_with_owner().await;
    assert_eq!(login_from(&app, 7, SUPER_NAME, PASSWORD).await.status(), StatusCode::OK);
    for n in 0..60 {
        let status = login_from(&app, 100 + n % 100, SUPER_NAME, "wrong-password").await.status();
        assert_eq!(status, StatusCode::UNAUTHORIZED, "guess {n}");
    }
    assert_eq!(
        login_from(&app, 201, SUPER_NAME, PASSWORD).await.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "a new address waits once the name drew many failures"
    );
    assert_eq!(
        login_from(&app, 7, SUPER_NAME, PASSWORD).await.status(),
        StatusCode::OK,
        "a known one does not"
    );
}

/// A login from `address` (through the trusted proxy), showing `cookie` when given.
async fn login_with(app: &TestApp, address: &str, password: &str, cookie: Option<&str>) -> reqwest::Response {
    let mut request = app
        .request(Method::POST, "/api/auth/login", None)
        .header("x-forwarded-for", address)
        .json(&json!({ "username": SUPER_NAME, "password": password }));
    if let Some(cookie) = cookie {
        request = request.header("cookie", format!("theme=dark; {cookie}"));
    }
    request.send().await.unwrap()
}

/// 12 IPv6 /64s with 5 wrong passwords each: every failure the username may draw in an hour.
async fn distributed_guessing(app: &TestApp) {
    for net in 0..12 {
        for n in 0..5 {
            let address = format!("2001:db8:{net:x}:0:{n}::1");
            let status = login_with(app, &address, "wrong-password", None).await.status();
            assert_eq!(status, StatusCode::UNAUTHORIZED, "guess {n} from /64 {net}");
        }
    }
}

#[tokio::test]
async fn the_owners_browser_signs_in_through_a_distributed_lockout_with_its_device_cookie_even_after_a_restart()
 {
    let app = proxied_app_with_owner().await;
    let signed_in = login_with(&app, "198.51.100.7", PASSWORD, None).await;
    assert_eq!(signed_in.status(), StatusCode::OK);
    let set = signed_in.headers()["set-cookie"].to_str().unwrap().to_owned();
    for attribute in ["HttpOnly", "SameSite=Strict", "Path=/api/auth", "Max-Age=7776000"] {
        assert!(set.split("; ").any(|a| a == attribute), "{attribute} in {set}");
    }
    assert!(!set.contains("Secure"), "the site is served over http here: {set}");
    let cookie = set.split(';').next().unwrap().to_owned();
    assert!(cookie.starts_with("agency_device="), "{cookie}");

    distributed_guessing(&app).await;
    // From an address it never used (the owner's phone, say): only the cookie tells it apart.
    let held = login_with(&app, "198.51.100.8", PASSWORD, None).await;
    assert_eq!(held.status(), StatusCode::TOO_MANY_REQUESTS, "a browser without the cookie waits");
    let tampered = cookie.replacen("agency_device=v1.1.", "agency_device=v1.2.", 1);
    assert_eq!(
        login_with(&app, "198.51.100.9", PASSWORD, Some(&tampered)).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    let owner = login_with(&app, "198.51.100.10", PASSWORD, Some(&cookie)).await;
    assert_eq!(owner.status(), StatusCode::OK, "the owner's browser signs in");
    assert!(owner.headers().contains_key("set-cookie"), "and its cookie is renewed");

    // A new server process forgets every address it trusted; the cookie needs no memory.
    let app = app.restart(ServeConfig { trust_proxy: true, ..limited() }).await;
    distributed_guessing(&app).await;
    assert_eq!(
        login_with(&app, "198.51.100.7", PASSWORD, None).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(login_with(&app, "198.51.100.11", PASSWORD, Some(&cookie)).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_device_cookie_ends_with_a_password_change_or_a_new_token_secret_and_the_changing_browser_gets_a_new_one()
 {
    let app = proxied_app_with_owner().await;
    let cookie_of = |response: &reqwest::Response| {
        response.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned()
    };
    let signed_in = login_with(&app, "198.51.100.7", PASSWORD, None).await;
    let cookie = cookie_of(&signed_in);
    let token = signed_in.json::<serde_json::Value>().await.unwrap()["token"].as_str().unwrap().to_owned();
    let change = json!({ "currentPassword": PASSWORD, "newPassword": "brand-new-1" });
    let (status, _) = app.post("/api/admin/account/password", Some(&token), &change).await;
    assert_eq!(status, StatusCode::OK);
    let back = json!({ "currentPassword": "brand-new-1", "newPassword": PASSWORD });
    let token = app.login(SUPER_NAME, "brand-new-1").await;
    let changed_back = app
        .request(Method::POST, "/api/admin/account/password", Some(&token))
        .json(&back)
        .send()
        .await
        .unwrap();
    assert_eq!(changed_back.status(), StatusCode::OK);
    let renewed = cookie_of(&changed_back);

    distributed_guessing(&app).await;
    let stale = login_with(&app, "198.51.100.20", PASSWORD, Some(&cookie)).await;
    assert_eq!(stale.status(), StatusCode::TOO_MANY_REQUESTS, "a password change revokes the cookie");
    let kept = login_with(&app, "198.51.100.23", PASSWORD, Some(&renewed)).await;
    assert_eq!(kept.status(), StatusCode::OK, "the browser that changed it got a new one");

    let app = app.restart(ServeConfig { trust_proxy: true, ..limited() }).await;
    let fresh = cookie_of(&login_with(&app, "198.51.100.21", PASSWORD, None).await);
    let conn = rusqlite::Connection::open(app.db.path()).unwrap();
    agency_site::db::settings::rotate_token_secret(&conn).unwrap();
    let app = app.restart(ServeConfig { trust_proxy: true, ..limited() }).await;
    distributed_guessing(&app).await;
    let rotated = login_with(&app, "198.51.100.22", PASSWORD, Some(&fresh)).await;
    assert_eq!(rotated.status(), StatusCode::TOO_MANY_REQUESTS, "a new secret revokes every cookie");
}

#[tokio::test]
async fn one_address_guessing_many_usernames_meets_the_address_limit() {
    let app = TestApp::spawn_with(limited()).await;
    let mut statuses = Vec::new();
    for n in 0..20 {
        let body = json!({ "username": format!("name{n}"), "password": "wrong-password" });
        statuses.push(app.send(Method::POST, "/api/auth/login", None, &body).await.status());
    }
    assert!(statuses[..5].iter().all(|s| *s == StatusCode::UNAUTHORIZED), "{statuses:?}");
    assert!(statuses[5..].iter().all(|s| *s == StatusCode::TOO_MANY_REQUESTS), "{statuses:?}");
}

#[tokio::test]
async fn refused_inquiries_do_not_cost_the_visitor_the_one_they_send_next() {
    let app = TestApp::spawn_with(limited()).await;
    let typo = json!({ "name": "Ana", "email": "ana@example", "subject": "Hello there", "message": "Hi" });
    for _ in 0..3 {
        assert_eq!(
            app.send(Method::POST, "/api/contact", None, &typo).await.status(),
            StatusCode::UNPROCESSABLE_ENTITY
        );
        let not_json = app
            .request(Method::POST, "/api/contact", None)
            .body("{")
            .header("content-type", "application/json");
        assert_eq!(not_json.send().await.unwrap().status(), StatusCode::BAD_REQUEST);
    }
    assert_eq!(app.send(Method::POST, "/api/contact", None, &inquiry()).await.status(), StatusCode::CREATED);

    // Posts that are never accepted still meet a generous cap.
    let mut last = StatusCode::OK;
    for _ in 0..40 {
        last = app.send(Method::POST, "/api/contact", None, &typo).await.status();
    }
    assert_eq!(last, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn ipv6_visitors_behind_a_trusted_proxy_count_by_their_64() {
    let app = TestApp::spawn_with(ServeConfig { trust_proxy: true, ..limited() }).await;
    let from = |address: &str| {
        app.request(Method::POST, "/api/contact", None)
            .header("x-forwarded-for", address)
            .json(&inquiry())
            .send()
    };
    for n in 1..=3 {
        assert_eq!(from(&format!("2001:db8:1:2::{n}")).await.unwrap().status(), StatusCode::CREATED);
    }
    assert_eq!(from("2001:db8:1:2:ffff::9").await.unwrap().status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(from("2001:db8:1:3::1").await.unwrap().status(), StatusCode::CREATED, "another /64");
    // An entry the proxy wrote that cannot be read counts as the proxy's address, never as the
    // client's own earlier entry: here the proxy's address has used its inquiries.
    for _ in 0..3 {
        assert_eq!(
            app.send(Method::POST, "/api/contact", None, &inquiry()).await.status(),
            StatusCode::CREATED
        );
    }
    let forged = app
        .request(Method::POST, "/api/contact", None)
        .header("x-forwarded-for", "203.0.113.77, not-an-address")
        .json(&inquiry());
    assert_eq!(forged.send().await.unwrap().status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn forwarded_for_is_ignored_unless_the_proxy_is_trusted() {
    let app = TestApp::spawn_with(limited()).await;
    for n in 0..3 {
        let sent = app
            .request(Method::POST, "/api/contact", None)
            .header("x-forwarded-for", format!("203.0.113.{n}"));
        assert_eq!(sent.json(&inquiry()).send().await.unwrap().status(), StatusCode::CREATED);
    }
    let spoofed = app.request(Method::POST, "/api/contact", None).header("x-forwarded-for", "203.0.113.99");
    assert_eq!(spoofed.json(&inquiry()).send().await.unwrap().status(), StatusCode::TOO_MANY_REQUESTS);

    let trusted = TestApp::spawn_with(ServeConfig { trust_proxy: true, ..limited() }).await;
    for n in 0..6 {
        let sent = trusted
            .request(Method::POST, "/api/contact", None)
            .header("x-forwarded-for", format!("203.0.113.{n}"));
        assert_eq!(sent.json(&inquiry()).send().await.unwrap().status(), StatusCode::CREATED, "address {n}");
    }
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = TestApp::spawn().await;
    for path in ["/", "/blog", "/nonexistent", "/api/services", "/api/nope", "/favicon.svg"] {
        let response = app.get(path, None).await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        // Pages get the full policy; JSON, scripts and images the one that forbids everything.
        let is_page = headers["content-type"].to_str().unwrap().starts_with("text/html");
        let expected = if is_page { "default-src 'self'" } else { "default-src 'none'" };
        assert!(csp.starts_with(expected), "{path}: {csp}");
        let scripts = csp.split("script-src").nth(1).and_then(|rest| rest.split(';').next()).unwrap_or("");
        assert!(!scripts.contains("unsafe-inline"), "{path}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert!(headers.contains_key("permissions-policy"), "{path}");
        assert!(!headers.contains_key("strict-transport-security"), "{path}: no HSTS over http");
    }
}

#[tokio::test]
async fn every_inline_script_of_the_page_is_allowed_by_its_hash() {
    let app = TestApp::spawn().await;
    let response = app.get("/", None).await;
    let csp = response.headers()["content-security-policy"].to_str().unwrap().to_owned();
    let html = response.text().await.unwrap();
    for hash in agency_site::headers::inline_script_hashes(&html) {
        assert!(csp.contains(&format!("'sha256-{hash}'")), "inline script sha256-{hash} is not in {csp}");
    }
}

#[tokio::test]
async fn analytics_and_https_settings_open_only_what_they_need() {
    let (app, token) = TestApp::with_super_admin().await;
    let csp = |response: &reqwest::Response| {
        response.headers()["content-security-policy"].to_str().unwrap().to_owned()
    };
    assert!(!csp(&app.get("/", None).await).contains("googletagmanager"));

    let change = json!({ "analyticsId": "G-TEST123", "publicUrl": "https://mythagency.example" });
    assert_eq!(
        app.send(Method::PATCH, "/api/admin/settings", Some(&token), &change).await.status(),
        StatusCode::OK
    );
    let response = app.get("/", None).await;
    assert!(csp(&response).contains("https://www.googletagmanager.com"));
    assert_eq!(response.headers()["strict-transport-security"], "max-age=31536000");
    let login = json!({ "username": SUPER_NAME, "password": PASSWORD });
    let signed_in = app.send(Method::POST, "/api/auth/login", None, &login).await;
    let cookie = signed_in.headers()["set-cookie"].to_str().unwrap();
    assert!(cookie.ends_with("; Secure"), "the device cookie is never sent over http: {cookie}");
}

#[tokio::test]
async fn rotating_the_token_secret_from_the_cli_ends_every_session() {
    let (app, token) = TestApp::with_super_admin().await;
    assert_eq!(app.get("/api/admin/dashboard", Some(&token)).await.status(), StatusCode::OK);

    // What `settings rotate-token-secret` does, from another connection (another process).
    let conn = rusqlite::Connection::open(app.db.path()).unwrap();
    agency_site::db::settings::rotate_token_secret(&conn).unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while app.get("/api/admin/dashboard", Some(&token)).await.status() != StatusCode::UNAUTHORIZED {
        assert!(std::time::Instant::now() < deadline, "the old token still works");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    let fresh = app.login(SUPER_NAME, PASSWORD).await;
    assert_eq!(app.get("/api/admin/dashboard", Some(&fresh)).await.status(), StatusCode::OK);
}
