//! /api/admin/account: an admin's own account. Changing the password asks for the current one and
//! ends the admin's other sessions (the answer carries a new token). Two-factor sign-in is turned
//! on in two steps (the current password gets a secret and its QR code, then a code from the app
//! proves it was scanned, and ten recovery codes are shown once) and off with a current code or a
//! recovery code; either way the admin's other sessions end and the answer carries a new token.
//! Wrong passwords and codes here are counted per account (`Limits::reauth_failed`), so a stolen
//! session cannot guess them from many addresses. The answers that end the other sessions also
//! renew this browser's device cookie, which the new session generation revoked.

use std::net::IpAddr;

use axum::extract::State;
use axum::http::HeaderName;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::auth::{LoginResponse, device_cookie, second_factor};
use crate::api::extract::{Admin, Reauth, ReauthHeld};
use crate::api::json::Json;
use crate::api::users::UserView;
use crate::auth::token::Session;
use crate::auth::{password, two_factor};
use crate::db::users;
use crate::domain::credentials::{CURRENT_PASSWORD, NEW_PASSWORD, Password};
use crate::domain::rules::{Declared, Field};
use crate::domain::validation::ValidationErrors;
use crate::error::{AppError, ErrorBody, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(show_account))
        .routes(routes!(change_password))
        .routes(routes!(start_totp, disable_totp))
        .routes(routes!(confirm_totp))
}

#[derive(Serialize, ToSchema)]
pub struct AccountResponse {
    pub user: UserView,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TotpStartInput {
    /// Turning two-factor on asks for the password, as a password change does.
    current_password: Option<String>,
}

impl Declared for TotpStartInput {
    const RULES: &'static [Field] = &[CURRENT_PASSWORD];
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChangeInput {
    current_password: Option<String>,
    new_password: Option<String>,
}

impl Declared for PasswordChangeInput {
    const RULES: &'static [Field] = &[CURRENT_PASSWORD, NEW_PASSWORD];
}

/// What an authenticator app needs to be set up.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TotpSetup {
    /// The secret in base32, for typing it in by hand.
    pub secret: String,
    pub otpauth_url: String,
    /// The otpauth URL as a QR code, an SVG document drawn by the server.
    pub qr_svg: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct TotpCode {
    /// A code from the authenticator app (or, to turn two-factor off, a recovery code).
    #[schema(max_length = 64)]
    code: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodes {
    /// Shown once: each signs in once instead of a code when the device is lost.
    pub recovery_codes: Vec<String>,
    /// The admin's other sessions ended: this one goes on with this token.
    pub token: String,
    pub user: UserView,
}

const WRONG_CODE: &str = "That code is not right: enter the one your app shows now";

fn invalid(field: &str, message: &str) -> AppError {
    let mut errors = ValidationErrors::default();
    errors.add(field, message);
    errors.into()
}

/// Checks the admin's current password (already known not to be empty); a wrong one is counted.
async fn check_current_password(
    state: &AppState,
    user: &users::UserRow,
    current: String,
    ip: IpAddr,
) -> Result<()> {
    if password::check_blocking(current, Some(user.password_hash.clone())).await? {
        state.limits.reauth_succeeded(user.id);
        return Ok(());
    }
    wrong_proof(state, user, ip);
    Err(invalid("currentPassword", "The current password is not right"))
}

/// Counts a wrong current password or code against the account, and against the login limits of
/// its name from this address.
fn wrong_proof(state: &AppState, user: &users::UserRow, ip: IpAddr) {
    state.limits.reauth_failed(user.id);
    state.limits.login_failed(&user.username, ip);
}

/// What follows a change the admin proved themselves for (`changed` is their account after it):
/// their wrong proofs are forgotten, the change is logged, and this session goes on with a new
/// token and device cookie (the change ended the admin's other sessions, and the new session
/// generation revoked the cookie the browser had).
async fn proved_change(
    state: &AppState,
    changed: &users::UserRow,
    action: &'static str,
    what: &'static str,
) -> Result<(String, [(HeaderName, String); 1])> {
    state.limits.reauth_succeeded(changed.id);
    tracing::info!(user = %changed.username, "admin {action} {what}");
    state.log_activity(&changed.username, action, what).await;
    let session = Session { user_id: changed.id, version: changed.session_version };
    let token = state.current().await?.tokens.issue(session).map_err(AppError::Internal)?;
    Ok((token, [device_cookie(state, changed).await?]))
}

fn account_gone() -> AppError {
    AppError::Unauthorized("Your account no longer exists.".into())
}

/// The signed-in admin's account
#[utoipa::path(get, path = "/api/admin/account", security(("bearer" = [])),
    responses((status = 200, description = "The account", body = AccountResponse)))]
async fn show_account(Admin(user): Admin) -> axum::Json<AccountResponse> {
    axum::Json(AccountResponse { user: UserView::from(&user) })
}

/// Change the password (ends the admin's other sessions)
#[utoipa::path(post, path = "/api/admin/account/password", security(("bearer" = [])),
    request_body = PasswordChangeInput,
    responses(
        (status = 200, description = "Changed; a new token for this session", body = LoginResponse),
        ReauthHeld))]
async fn change_password(
    State(state): State<AppState>,
    Reauth { user, ip }: Reauth,
    Json(input): Json<PasswordChangeInput>,
) -> Result<([(HeaderName, String); 1], axum::Json<LoginResponse>)> {
    let mut errors = ValidationErrors::default();
    let current = input.current_password.unwrap_or_default();
    CURRENT_PASSWORD.check_secret(&mut errors, &current);
    let new = Password::parse(&mut errors, &NEW_PASSWORD, &input.new_password.unwrap_or_default());
    errors.into_result(())?;
    check_current_password(&state, &user, current, ip).await?;
    let hash = password::hash_blocking(new.as_str().to_owned()).await?;
    let id = user.id;
    let changed = state
        .run(move |conn| Ok(users::set_password_hash(conn, id, &hash)?))
        .await?
        .ok_or_else(account_gone)?;
    let (token, cookie) = proved_change(&state, &changed, "changed", "their password").await?;
    Ok((cookie, axum::Json(LoginResponse { token, user: UserView::from(&changed) })))
}

/// Start turning two-factor sign-in on (asks for the password): a new secret and its QR code
#[utoipa::path(post, path = "/api/admin/account/totp", security(("bearer" = [])),
    request_body = TotpStartInput,
    responses(
        (status = 200, description = "Scan it, then confirm with a code", body = TotpSetup),
        (status = 409, description = "Two-factor sign-in is already on", body = ErrorBody),
        (status = 422, description = "The current password is missing or not right", body = ErrorBody),
        ReauthHeld))]
async fn start_totp(
    State(state): State<AppState>,
    Reauth { user, ip }: Reauth,
    Json(input): Json<TotpStartInput>,
) -> Result<axum::Json<TotpSetup>> {
    let current = input.current_password.unwrap_or_default();
    let mut errors = ValidationErrors::default();
    CURRENT_PASSWORD.check_secret(&mut errors, &current);
    errors.into_result(())?;
    if user.totp_secret.is_some() {
        return Err(AppError::Conflict(
            "Two-factor sign-in is already on: turn it off first to set it up again".into(),
        ));
    }
    check_current_password(&state, &user, current, ip).await?;
    let secret = two_factor::new_secret();
    let site = state.current().await?.settings.public.site_name.clone();
    let (otpauth_url, qr_svg) = two_factor::setup(&secret, &site, &user.username)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("cannot draw the two-factor QR code")))?;
    let (id, pending) = (user.id, secret.clone());
    state.run(move |conn| Ok(users::set_totp_pending(conn, id, &pending)?)).await?;
    Ok(axum::Json(TotpSetup { secret, otpauth_url, qr_svg }))
}

/// Confirm two-factor sign-in with a code; answers the recovery codes, once
#[utoipa::path(post, path = "/api/admin/account/totp/confirm", security(("bearer" = [])),
    request_body = TotpCode,
    responses(
        (status = 200, description = "Two-factor sign-in is on; the other sessions ended and a new token goes on with this one", body = RecoveryCodes),
        (status = 409, description = "Setup was not started, or two-factor is already on", body = ErrorBody),
        ReauthHeld))]
async fn confirm_totp(
    State(state): State<AppState>,
    Reauth { user, ip }: Reauth,
    Json(input): Json<TotpCode>,
) -> Result<([(HeaderName, String); 1], axum::Json<RecoveryCodes>)> {
    let Some(pending) = user.totp_pending.clone().filter(|_| user.totp_secret.is_none()) else {
        return Err(AppError::Conflict("Start the two-factor setup first".into()));
    };
    let Some(step) = two_factor::check(&pending, &input.code.unwrap_or_default(), 0) else {
        wrong_proof(&state, &user, ip);
        return Err(invalid("code", WRONG_CODE));
    };
    let codes = two_factor::recovery_codes();
    let hashes: Vec<String> = codes.iter().map(|c| two_factor::recovery_hash(c)).collect();
    let id = user.id;
    let on = state
        .run(move |conn| Ok(users::confirm_totp(conn, id, step, &hashes)?))
        .await?
        .ok_or_else(account_gone)?;
    let (token, cookie) = proved_change(&state, &on, "turned on", "two-factor sign-in").await?;
    Ok((cookie, axum::Json(RecoveryCodes { recovery_codes: codes, token, user: UserView::from(&on) })))
}

/// Turn two-factor sign-in off, with a current code or a recovery code (ends the other sessions)
#[utoipa::path(delete, path = "/api/admin/account/totp", security(("bearer" = [])),
    request_body = TotpCode,
    responses(
        (status = 200, description = "Two-factor sign-in is off; a new token goes on with this session", body = LoginResponse),
        (status = 409, description = "Two-factor sign-in is off already", body = ErrorBody),
        ReauthHeld))]
async fn disable_totp(
    State(state): State<AppState>,
    Reauth { user, ip }: Reauth,
    Json(input): Json<TotpCode>,
) -> Result<([(HeaderName, String); 1], axum::Json<LoginResponse>)> {
    if user.totp_secret.is_none() {
        return Err(AppError::Conflict("Two-factor sign-in is already off".into()));
    }
    let code = input.code.unwrap_or_default();
    let (stored, id) = (user.clone(), user.id);
    let off = state
        .run(move |conn| {
            if !second_factor(conn, &stored, &code)? {
                return Ok(None);
            }
            Ok(Some(users::disable_totp(conn, id)?.ok_or_else(account_gone)?))
        })
        .await?;
    let Some(off) = off else {
        wrong_proof(&state, &user, ip);
        return Err(invalid(
            "code",
            "That code is not right: enter the one your app shows now, or a recovery code",
        ));
    };
    let (token, cookie) = proved_change(&state, &off, "turned off", "two-factor sign-in").await?;
    Ok((cookie, axum::Json(LoginResponse { token, user: UserView::from(&off) })))
}
