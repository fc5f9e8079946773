//! The extractors a handler asks for: `Admin` (any signed-in admin), `SuperAdmin`, and
//! `MaybeAdmin` for public reads that show more to admins. The user is loaded on every request,
//! so a deleted user's token stops working at once.

use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;

use crate::app::AppState;
use crate::db::users::{self, UserRow};
use crate::error::AppError;

pub struct Admin(pub UserRow);

pub struct SuperAdmin(pub UserRow);

/// None without an Authorization header; a header that is present must be valid.
pub struct MaybeAdmin(pub Option<UserRow>);

fn unauthorized() -> AppError {
    AppError::Unauthorized("Your session is missing or has expired. Please log in again.".into())
}

async fn user_from(parts: &Parts, state: &AppState) -> Result<Option<UserRow>, AppError> {
    let Some(value) = parts.headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    // Picks up a token secret rotated by the CLI (checked at most once a second).
    state.site().await?;
    let token = value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")))
        .map(str::trim)
        .ok_or_else(unauthorized)?;
    let id = state.tokens().verify(token).ok_or_else(unauthorized)?;
    let user = state.db.run(move |conn| Ok(users::find(conn, id)?)).await?;
    match user {
        Some(user) if user.is_admin => Ok(Some(user)),
        _ => Err(unauthorized()),
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        user_from(parts, state).await?.map(Admin).ok_or_else(unauthorized)
    }
}

impl FromRequestParts<AppState> for SuperAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Admin(user) = Admin::from_request_parts(parts, state).await?;
        if user.is_super_admin {
            Ok(SuperAdmin(user))
        } else {
            Err(AppError::Forbidden("Only the super admin can do this.".into()))
        }
    }
}

impl FromRequestParts<AppState> for MaybeAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        user_from(parts, state).await.map(MaybeAdmin)
    }
}
