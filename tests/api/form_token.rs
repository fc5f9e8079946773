//! GET /api/contact/form-token: the signed moment a visitor first used the contact form.

use agency_site::domain::spam::{FormAge, TOKEN_LIFETIME_SECS, derive_key, form_age, form_token};
use agency_site::state::ServeConfig;
use reqwest::StatusCode;

use crate::helpers::TestApp;

const SECRET: &str = "a token secret for the form-token tests";

async fn app() -> TestApp {
    let config =
        ServeConfig { rate_limits: false, jwt_secret: Some(SECRET.into()), ..ServeConfig::default() };
    TestApp::spawn_with(config).await
}

async fn fetch(app: &TestApp) -> String {
    let response = app.get("/api/contact/form-token", None).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "no-store");
    let body: serde_json::Value = response.json().await.expect("json");
    body["formToken"].as_str().expect("formToken").to_owned()
}

fn now() -> i64 {
    jiff::Timestamp::now().as_second()
}

#[tokio::test]
async fn a_visitor_gets_a_fresh_token_without_signing_in_and_it_tells_its_age() {
    let app = app().await;
    let token = fetch(&app).await;
    let key = derive_key(SECRET.as_bytes());
    assert!(matches!(form_age(&key, &token, now()), FormAge::Seconds(0..=2)), "{token}");
    assert!(matches!(form_age(&key, &token, now() + 30), FormAge::Seconds(30..=32)));
}

#[tokio::test]
async fn a_forged_expired_or_differently_keyed_token_is_invalid() {
    let app = app().await;
    let token = fetch(&app).await;
    let key = derive_key(SECRET.as_bytes());
    let (issued, signature) = token.split_once('.').expect("two parts");
    // Backdating the time keeps the signature of another: a visitor cannot pretend to be slow.
    let backdated = format!("{}.{signature}", issued.parse::<i64>().unwrap() - 60);
    assert_eq!(form_age(&key, &backdated, now()), FormAge::Invalid);
    assert_eq!(form_age(&key, &token, now() + TOKEN_LIFETIME_SECS + 5), FormAge::Invalid);
    // The secret itself does not sign form tokens: its bytes serve sessions only.
    assert_eq!(form_age(SECRET.as_bytes(), &token, now()), FormAge::Invalid);
    assert_eq!(form_age(&key, &form_token(SECRET.as_bytes(), now()), now()), FormAge::Invalid);
}
