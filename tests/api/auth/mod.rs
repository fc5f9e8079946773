//! /api/auth/login and /api/auth/register, and what the server makes of bearer tokens: a module per
//! topic, the helpers they share here.

mod login;
mod register;
mod tokens;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::TestApp;

fn jwt_secret(app: &TestApp) -> String {
    let conn = app.db.conn().expect("conn");
    agency_site::db::settings::get(&conn, "jwt_secret").expect("query").expect("secret")
}

fn now() -> i64 {
    jiff::Timestamp::now().as_second()
}

async fn login_raw(app: &TestApp, username: &str, password: &str) -> (StatusCode, Value) {
    app.post("/api/auth/login", None, &json!({ "username": username, "password": password })).await
}
