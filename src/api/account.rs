//! /api/admin/account: an admin's own account. Changing the password asks for the current one and
//! ends the admin's other sessions (the answer carries a new token). Two-factor sign-in is turned
//! on in two steps (the current password gets a secret and its QR code, then a code from the app
//! proves it was scanned, and ten recovery codes are shown once) and off with a current code or a
//! recovery code; either way the admin's other sessions end and the answer carries a new token.
//! Wrong passwords and codes here are counted per account (`Limits::reauth_failed`), so a stolen
//! session cannot guess them from many addresses. The answers that end the other sessions also
//! renew this browser's device cookie, which the new session generation revoked.

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

/// What a proved change answers: this browser's new device cookie, and the body with the new token.
type Proved<T> = Result<([(HeaderName, String); 1], axum::Json<T>)>;

impl Reauth {
    /// Checks the admin's current password (already known not to be empty); a wrong one is counted.
    async fn check_password(&self, current: String) -> Result<()> {
        if password::check_blocking(current, Some(self.user.password_hash.clone())).await? {
            self.state.limits.reauth_succeeded(self.user.id);
            return Ok(());
        }
        self.wrong_proof();
        Err(invalid("currentPassword", "The current password is not right"))
    }

    /// Counts a wrong current password or code against the account, and against the login limits
    /// of its name from this address.
    fn wrong_proof(&self) {
        self.state.limits.reauth_failed(self.user.id);
        self.state.limits.login_failed(&self.user.username, self.ip);
    }

    /// What follows a change the admin proved themselves for (`changed` is their account after
    /// it): their wrong proofs are forgotten, the change is logged, and this session goes on with a
    /// new token and device cookie (the change ended the admin's other sessions, and the new
    /// session generation revoked the cookie the browser had).
    async fn proved(
        &self,
        changed: &users::UserRow,
        action: &'static str,
        what: &'static str,
    ) -> Result<(String, [(HeaderName, String); 1])> {
        self.state.limits.reauth_succeeded(changed.id);
        tracing::info!(user = %changed.username, "admin {action} {what}");
        self.state.log_activity(&changed.username, action, what).await;
        let session = Session { user_id: changed.id, version: changed.session_version };
        let token = self.state.current().await?.tokens.issue(session).map_err(AppError::Internal)?;
        Ok((token, [device_cookie(&self.state, changed).await?]))
    }

    /// Stores `change` to the account, which must still exist.
    async fn change<F>(&self, change: F) -> Result<users::UserRow>
    where
        F: FnOnce(&mut rusqlite::Connection, i64) -> rusqlite::Result<Option<users::UserRow>>
            + Send
            + 'static,
    {
        let id = self.user.id;
        self.state.run(move |conn| Ok(change(conn, id)?)).await?.ok_or_else(account_gone)
    }
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
async fn change_password(reauth: Reauth, Json(input): Json<PasswordChangeInput>) -> Proved<LoginResponse> {
    let mut errors = ValidationErrors::default();
    let current = input.current_password.unwrap_or_default();
    CURRENT_PASSWORD.check_secret(&mut errors, &current);
    let new = Password::parse(&mut errors, &NEW_PASSWORD, &input.new_password.unwrap_or_default());
    errors.into_result(())?;
    reauth.check_password(current).await?;
    let hash = password::hash_blocking(new.as_str().to_owned()).await?;
    let changed = reauth.change(move |conn, id| users::set_password_hash(conn, id, &hash)).await?;
    let (token, cookie) = reauth.proved(&changed, "changed", "their password").await?;
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
async fn start_totp(reauth: Reauth, Json(input): Json<TotpStartInput>) -> Result<axum::Json<TotpSetup>> {
    let current = input.current_password.unwrap_or_default();
    let mut errors = ValidationErrors::default();
    CURRENT_PASSWORD.check_secret(&mut errors, &current);
    errors.into_result(())?;
    if reauth.user.totp_secret.is_some() {
        return Err(AppError::Conflict(
            "Two-factor sign-in is already on: turn it off first to set it up again".into(),
        ));
    }
    reauth.check_password(current).await?;
    let secret = two_factor::new_secret();
    let site = reauth.state.current().await?.settings.public.site_name.clone();
    let (otpauth_url, qr_svg) = two_factor::setup(&secret, &site, &reauth.user.username)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("cannot draw the two-factor QR code")))?;
    let (id, pending) = (reauth.user.id, secret.clone());
    reauth.state.run(move |conn| Ok(users::set_totp_pending(conn, id, &pending)?)).await?;
    Ok(axum::Json(TotpSetup { secret, otpauth_url, qr_svg }))
}

/// Confirm two-factor sign-in with a code; answers the recovery codes, once
#[utoipa::path(post, path = "/api/admin/account/totp/confirm", security(("bearer" = [])),
    request_body = TotpCode,
    responses(
        (status = 200, description = "Two-factor sign-in is on; the other sessions ended and a new token goes on with this one", body = RecoveryCodes),
        (status = 409, description = "Setup was not started, or two-factor is already on", body = ErrorBody),
        ReauthHeld))]
async fn confirm_totp(reauth: Reauth, Json(input): Json<TotpCode>) -> Proved<RecoveryCodes> {
    let user = &reauth.user;
    let Some(pending) = user.totp_pending.clone().filter(|_| user.totp_secret.is_none()) else {
        return Err(AppError::Conflict("Start the two-factor setup first".into()));
    };
    let Some(step) = two_factor::check(&pending, &input.code.unwrap_or_default(), 0) else {
        reauth.wrong_proof();
        return Err(invalid("code", WRONG_CODE));
    };
    let codes = two_factor::recovery_codes();
    let hashes: Vec<String> = codes.iter().map(|c| two_factor::recovery_hash(c)).collect();
    let on = reauth.change(move |conn, id| users::confirm_totp(conn, id, step, &hashes)).await?;
    let (token, cookie) = reauth.proved(&on, "turned on", "two-factor sign-in").await?;
    Ok((cookie, axum::Json(RecoveryCodes { recovery_codes: codes, token, user: UserView::from(&on) })))
}

/// Turn two-factor sign-in off, with a current code or a recovery code (ends the other sessions)
#[utoipa::path(delete, path = "/api/admin/account/totp", security(("bearer" = [])),
    request_body = TotpCode,
    responses(
        (status = 200, description = "Two-factor sign-in is off; a new token goes on with this session", body = LoginResponse),
        (status = 409, description = "Two-factor sign-in is off already", body = ErrorBody),
        ReauthHeld))]
async fn disable_totp(reauth: Reauth, Json(input): Json<TotpCode>) -> Proved<LoginResponse> {
    if reauth.user.totp_secret.is_none() {
        return Err(AppError::Conflict("Two-factor sign-in is already off".into()));
    }
    let code = input.code.unwrap_or_default();
    let (stored, id) = (reauth.user.clone(), reauth.user.id);
    let off = reauth
        .state
        .run(move |conn| {
            if !second_factor(conn, &stored, &code)? {
                return Ok(None);
            }
            Ok(Some(users::disable_totp(conn, id)?.ok_or_else(account_gone)?))
        })
        .await?;
    let Some(off) = off else {
        reauth.wrong_proof();
        return Err(invalid(
            "code",
            "That code is not right: enter the one your app shows now, or a recovery code",
        ));
    };
    let (token, cookie) = reauth.proved(&off, "turned off", "two-factor sign-in").await?;
    Ok((cookie, axum::Json(LoginResponse { token, user: UserView::from(&off) })))
}
