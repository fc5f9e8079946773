//! /api/auth: login and registration (docs/PRODUCT.md §7; docs/DESIGN.md "HTTP contract"). A login sets the
//! browser's device cookie (`auth::device`), which lets it through a lockout of its username.

use std::net::IpAddr;
use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderMap, HeaderName, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{AuthBucket, Throttle};
use crate::api::json::Json;
use crate::api::users::UserView;
use crate::auth::token::{Session, TokenKeys};
use crate::auth::{device, password, two_factor};
use crate::db::users;
use crate::domain::credentials::{NewCredentials, PASSWORD, Password, USERNAME, Username};
use crate::domain::rules::{Declared, Field};
use crate::domain::setting_keys::REGISTRATION_KEY;
use crate::error::{AppError, ErrorBody, Result, ValidationErrors};
use crate::limits::Limits;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(login)).routes(routes!(register))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct LoginInput {
    username: Option<String>,
    password: Option<String>,
    /// The code of the admin's authenticator app, or a recovery code, when two-factor is on.
    #[schema(max_length = 64)]
    totp: Option<String>,
}

impl Declared for LoginInput {
    const RULES: &'static [Field] = &[USERNAME, PASSWORD];
}

#[derive(Serialize, ToSchema)]
pub struct LoginResponse {
    /// Send as `Authorization: Bearer <token>`; valid for 12 hours.
    pub token: String,
    pub user: UserView,
}

#[derive(Serialize, ToSchema)]
pub struct UserResponse {
    pub user: UserView,
}

/// Log in as an admin
///
/// The answer sets a device cookie (HttpOnly, SameSite=Strict, Path=/api/auth, 90 days): a login
/// that shows it is not held when failures for the username from many addresses hold others.
#[utoipa::path(post, path = "/api/auth/login", request_body = LoginInput, responses(
    (status = 200, description = "A token", body = LoginResponse,
        headers(("set-cookie" = String, description = "The device cookie `agency_device` of this browser for this admin"))),
    (status = 401, description = "Wrong username or password; or, with `totpRequired`, a two-factor code is needed or wrong", body = ErrorBody),
    (status = 429, description = "Too many tries from this address, or failed logins for this name: wait Retry-After seconds", body = ErrorBody)))]
async fn login(
    State(state): State<AppState>,
    throttle: Throttle<AuthBucket>,
    headers: HeaderMap,
    Json(input): Json<LoginInput>,
) -> Result<Response> {
    let mut errors = ValidationErrors::default();
    let username = Username::existing(&mut errors, &input.username.unwrap_or_default());
    let password = Password::parse(&mut errors, &PASSWORD, &input.password.unwrap_or_default());
    errors.into_result(())?;

    let ip = throttle.ip;
    let name = username.as_str().to_owned();
    let user = state.run(move |conn| Ok(users::find_by_username(conn, &name)?)).await?;
    let keys = Arc::clone(&state.current().await?.tokens);
    let device = known_device(&headers, &keys, user.as_ref());
    let guard = match device {
        Some(nonce) => Guard::Device(nonce),
        None => Guard::Address(username.as_str().to_owned(), ip),
    };
    guard.allowed(&state.limits)?;
    let stored = user.as_ref().map(|u| u.password_hash.clone());
    let matches = password::check_blocking(password.as_str().to_owned(), stored).await?;
    let known = user.as_ref().map(|u| u.username.clone());
    let Some(user) = user.filter(|u| matches && u.is_admin) else {
        guard.failed(&state.limits);
        // For an account that exists: its owner should learn someone tried it.
        if let Some(name) = known {
            state.log_activity(&name, "failed to log in", "").await;
        }
        return Err(AppError::Unauthorized("Invalid username or password".into()));
    };
    if user.totp_secret.is_some() {
        let Some(code) = input.totp.filter(|c| !c.trim().is_empty()) else {
            return Err(AppError::TotpRequired(
                "Enter the 6-digit code from your authenticator app, or a recovery code".into(),
            ));
        };
        let (id, stored) = (user.id, user.clone());
        if !state.run(move |conn| Ok(second_factor(conn, &stored, &code)?)).await? {
            // A wrong code counts like a wrong password: guessing codes meets the same limits.
            guard.failed(&state.limits);
            tracing::info!(user = id, "wrong two-factor code");
            state.log_activity(&user.username, "failed to log in", "a wrong two-factor code").await;
            return Err(AppError::TotpRequired(
                "That code is not right: enter the one your app shows now, or a recovery code".into(),
            ));
        }
    }
    guard.succeeded(&state.limits);
    let session = Session { user_id: user.id, version: user.session_version };
    let token = keys.issue(session).map_err(AppError::Internal)?;
    let set_cookie = [device_cookie(&state, &user).await?];
    tracing::info!(user = %user.username, "admin logged in");
    state.log_activity(&user.username, "logged in", "").await;
    Ok((set_cookie, axum::Json(LoginResponse { token, user: UserView::from(&user) })).into_response())
}

/// The `Set-Cookie` header that gives this browser a device cookie for `user` as the account is
/// now: at each sign-in, and when the admin proved who they are while ending their other sessions
/// (which revoked the cookie they had).
pub async fn device_cookie(state: &AppState, user: &users::UserRow) -> Result<(HeaderName, String)> {
    let current = state.current().await?;
    let now = jiff::Timestamp::now().as_second();
    let cookie = current
        .tokens
        .device()
        .issue(user.id, &user.username, user.session_version, now)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("no random bytes for the device cookie")))?;
    let https = current.settings.public.public_url.starts_with("https://");
    Ok((header::SET_COOKIE, device::set_cookie(&cookie, https)))
}

/// Whose failures hold a login: a browser with a valid device cookie meets only its own; others
/// meet those of the username (from everywhere) and of their address.
enum Guard {
    Device(String),
    Address(String, IpAddr),
}

impl Guard {
    fn allowed(&self, limits: &Limits) -> Result<()> {
        match self {
            Guard::Device(nonce) => limits.device_allowed(nonce),
            Guard::Address(name, ip) => limits.login_allowed(name, *ip),
        }
    }

    fn failed(&self, limits: &Limits) {
        match self {
            Guard::Device(nonce) => limits.device_failed(nonce),
            Guard::Address(name, ip) => limits.login_failed(name, *ip),
        }
    }

    fn succeeded(&self, limits: &Limits) {
        match self {
            Guard::Device(nonce) => limits.device_succeeded(nonce),
            Guard::Address(name, ip) => limits.login_succeeded(name, *ip),
        }
    }
}

/// The nonce of the device cookie the request shows, when it is valid for `user` as the account
/// is now (same id, name and session generation).
fn known_device(headers: &HeaderMap, keys: &TokenKeys, user: Option<&users::UserRow>) -> Option<String> {
    let user = user?;
    let cookies = headers.get_all(header::COOKIE).iter().filter_map(|v| v.to_str().ok());
    let now = jiff::Timestamp::now().as_second();
    cookies.filter_map(device::from_header).filter_map(|c| keys.device().verify(c, now)).find_map(|d| {
        let same = d.user_id == user.id
            && d.generation == user.session_version
            && d.username.eq_ignore_ascii_case(&user.username);
        same.then_some(d.nonce)
    })
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterInput {
    username: Option<String>,
    password: Option<String>,
    registration_key: Option<String>,
}

/// The key the super admin hands out (Settings); checked against the stored one after its rule.
const REGISTRATION_KEY_FIELD: Field = Field::line("registrationKey", "Registration key", 1, 256);

impl Declared for RegisterInput {
    const RULES: &'static [Field] = &[USERNAME, PASSWORD, REGISTRATION_KEY_FIELD];
}

/// Whether `code` is the admin's current authenticator code (not used before) or one of their
/// unused recovery codes; a right one is used up.
pub fn second_factor(
    conn: &rusqlite::Connection,
    user: &users::UserRow,
    code: &str,
) -> rusqlite::Result<bool> {
    let Some(secret) = &user.totp_secret else { return Ok(false) };
    if let Some(step) = two_factor::check(secret, code, user.totp_last_step) {
        return users::use_totp_step(conn, user.id, step);
    }
    users::use_recovery_code(conn, user.id, &two_factor::recovery_hash(code))
}

/// Create an admin with the registration key (403 wrong key, 409 name taken)
///
/// Also the Add User dialog's call.
#[utoipa::path(post, path = "/api/auth/register", request_body = RegisterInput, responses(
    (status = 201, description = "Created", body = UserResponse),
    (status = 403, description = "The registration key is wrong", body = ErrorBody),
    (status = 409, description = "The username is taken", body = ErrorBody),
    (status = 429, description = "Too many requests from this address: wait Retry-After seconds", body = ErrorBody)))]
async fn register(
    State(state): State<AppState>,
    _throttle: Throttle<AuthBucket>,
    Json(input): Json<RegisterInput>,
) -> Result<Response> {
    let key = input.registration_key.unwrap_or_default();
    let parsed =
        NewCredentials::parse(&input.username.unwrap_or_default(), &input.password.unwrap_or_default());
    let mut errors = parsed.as_ref().err().cloned().unwrap_or_default();
    let key = REGISTRATION_KEY_FIELD.check_text(&mut errors, &key);
    let credentials = match parsed {
        Ok(credentials) if errors.is_empty() => credentials,
        _ => return Err(errors.into()),
    };

    // Checked before the username, so outsiders without the key learn nothing about accounts.
    let expected = state
        .run(|conn| Ok(crate::db::settings::get(conn, REGISTRATION_KEY.key)?.unwrap_or_default()))
        .await?;
    let key_matches: bool = key.trim().as_bytes().ct_eq(expected.as_bytes()).into();
    if expected.is_empty() || !key_matches {
        return Err(AppError::Forbidden(
            "The registration key is not valid. Ask your administrator for the current key.".into(),
        ));
    }

    let hash = password::hash_blocking(credentials.password.as_str().to_owned()).await?;
    let name = credentials.username.as_str().to_owned();
    let user = state
        .run(move |conn| match users::insert(conn, &name, &hash) {
            Err(err) if users::is_unique_violation(&err) => {
                Err(AppError::Conflict(format!("The username '{name}' is already taken")))
            }
            other => Ok(other?),
        })
        .await?;
    tracing::info!(user = %user.username, "admin registered");
    state.log_activity(&user.username, "registered", "with the registration key").await;
    Ok((StatusCode::CREATED, axum::Json(UserResponse { user: UserView::from(&user) })).into_response())
}
