//! The one error type of the HTTP layer and the contract's error body:
//! `{"message": "..."}`, plus `"errors": {"field": "message"}` for validation failures.

use std::fmt;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::db::DbError;
pub use crate::domain::validation::ValidationErrors;

pub type Result<T, E = AppError> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Unauthorized(String),
    /// The password was right and the account asks for a two-factor code too (401 with
    /// `totpRequired`: the login form then asks for the code).
    #[error("{0}")]
    TotpRequired(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    MethodNotAllowed(String),
    #[error("{0}")]
    Conflict(String),
    /// 412: the write named a version of the item that is no longer the stored one; `current` is
    /// the item as stored, for the editor to compare (docs/DESIGN.md, "HTTP contract, phase 3").
    #[error("{message}")]
    /// `changed`: who made the stored version and when (RFC 3339), when a revision says.
    Stale { message: String, current: serde_json::Value, changed: Option<Box<(String, String)>> },
    /// 409 for a delete refused while other items use this one (`usedBy` names them).
    #[error("{message}")]
    InUse { message: String, used_by: Vec<String> },
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("{0}")]
    Validation(ValidationErrors),
    #[error("Too many requests: try again in {retry_after_secs} seconds")]
    TooManyRequests { retry_after_secs: u64 },
    /// The server cannot do the work now (database unreachable, disk full or read-only).
    #[error("{0}")]
    Unavailable(String),
    /// 503 with Retry-After: the server is at a bound it keeps (memory for streamed media).
    #[error("{message}")]
    Busy { message: String, retry_after_secs: u64 },
    /// 408: the request's body did not arrive in time (see `server::body_time`).
    #[error("{0}")]
    RequestTimeout(String),
    /// A bug or an unexpected fault: logged in full, reported to the client without detail.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    pub fn not_found(what: &str) -> Self {
        AppError::NotFound(format!("{what} not found"))
    }

    /// The sentence the client gets: an internal fault is logged in full and told in general terms.
    pub fn public_message(&self) -> String {
        match self {
            AppError::Internal(cause) => {
                tracing::error!(cause = format!("{cause:#}"), "internal error");
                "Something went wrong on the server. Please try again.".to_owned()
            }
            other => other.to_string(),
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) | AppError::TotpRequired(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Conflict(_) | AppError::InUse { .. } => StatusCode::CONFLICT,
            AppError::Stale { .. } => StatusCode::PRECONDITION_FAILED,
            AppError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::Validation(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable(_) | AppError::Busy { .. } => StatusCode::SERVICE_UNAVAILABLE,
            AppError::RequestTimeout(_) => StatusCode::REQUEST_TIMEOUT,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl From<ValidationErrors> for AppError {
    fn from(errors: ValidationErrors) -> Self {
        AppError::Validation(errors)
    }
}

impl From<rusqlite::Error> for AppError {
    fn from(err: rusqlite::Error) -> Self {
        use rusqlite::ErrorCode::*;
        match err.sqlite_error_code() {
            Some(DiskFull) => unavailable("the server's disk is full", &err),
            // A read-only or failing disk shows up as READONLY or as an I/O error (EROFS, EIO).
            Some(ReadOnly) | Some(CannotOpen) | Some(PermissionDenied) | Some(SystemIoFailure) => {
                unavailable("the server cannot write its database", &err)
            }
            Some(DatabaseBusy) | Some(DatabaseLocked) => unavailable("the database is busy", &err),
            _ => AppError::Internal(err.into()),
        }
    }
}

impl From<DbError> for AppError {
    fn from(err: DbError) -> Self {
        match err {
            DbError::Sqlite(err) => err.into(),
            DbError::Pool(err) => err.into(),
            DbError::Task(err) => AppError::Internal(anyhow::Error::new(err)),
        }
    }
}

impl From<r2d2::Error> for AppError {
    fn from(err: r2d2::Error) -> Self {
        unavailable("the database is not reachable", &err)
    }
}

fn unavailable(what: &str, cause: &dyn fmt::Display) -> AppError {
    tracing::error!(%cause, "{what}");
    AppError::Unavailable(format!(
        "The site cannot save or load data right now ({what}). Please try again in a few minutes."
    ))
}

/// The body of every error response.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// One sentence for a person: what happened and what to do.
    pub message: String,
    /// For 422: each invalid field with its message.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::HashMap<String, String>>)]
    pub errors: Option<ValidationErrors>,
    /// On a login's 401: the password was right, and a two-factor code (`totp`) is needed too.
    #[serde(rename = "totpRequired", skip_serializing_if = "Option::is_none")]
    pub totp_required: Option<bool>,
    /// On a refused delete's 409: what still uses the item, named as a person would.
    #[serde(rename = "usedBy", skip_serializing_if = "Option::is_none")]
    pub used_by: Option<Vec<String>>,
    /// On a stale write's 412: the item as it is stored now (with its `version`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub current: Option<serde_json::Value>,
    /// On a stale write's 412: the admin who made the stored version, when a revision says.
    #[serde(rename = "changedBy", skip_serializing_if = "Option::is_none")]
    pub changed_by: Option<String>,
    /// On a stale write's 412: when the stored version was made (RFC 3339 UTC), with `changedBy`.
    #[serde(rename = "changedAt", skip_serializing_if = "Option::is_none")]
    pub changed_at: Option<String>,
}

impl IntoResponse for AppError {
    fn into_response(mut self) -> Response {
        let status = self.status();
        let message = self.public_message();
        let errors = match &self {
            AppError::Validation(errors) => Some(errors.clone()),
            _ => None,
        };
        let totp_required = matches!(self, AppError::TotpRequired(_)).then_some(true);
        let used_by = match &self {
            AppError::InUse { used_by, .. } => Some(used_by.clone()),
            _ => None,
        };
        let (current, (changed_by, changed_at)) = match &mut self {
            AppError::Stale { current, changed, .. } => (
                Some(current.take()),
                changed.take().map_or((None, None), |changed| (Some(changed.0), Some(changed.1))),
            ),
            _ => (None, (None, None)),
        };
        let body = ErrorBody { message, errors, totp_required, used_by, current, changed_by, changed_at };
        let mut response = (status, axum::Json(body)).into_response();
        if let AppError::TooManyRequests { retry_after_secs } | AppError::Busy { retry_after_secs, .. } = self
        {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after_secs));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sqlite(code: i32) -> AppError {
        AppError::from(rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), None))
    }

    #[test]
    fn disk_faults_are_503_with_a_sentence_for_people() {
        for code in [
            rusqlite::ffi::SQLITE_FULL,
            rusqlite::ffi::SQLITE_READONLY,
            rusqlite::ffi::SQLITE_IOERR,
            rusqlite::ffi::SQLITE_BUSY,
        ] {
            let err = sqlite(code);
            assert_eq!(err.status(), StatusCode::SERVICE_UNAVAILABLE, "code {code}");
            assert!(err.to_string().contains("Please try again"), "{err}");
        }
    }

    #[test]
    fn other_database_errors_are_internal_and_say_nothing_inside() {
        let err = sqlite(rusqlite::ffi::SQLITE_MISMATCH);
        assert_eq!(err.status(), StatusCode::INTERNAL_SERVER_ERROR);
        // The visit writer answers waiting requests with this sentence, so it must name nothing.
        let told = err.public_message();
        assert!(!told.to_lowercase().contains("mismatch") && told.contains("Please try again"), "{told}");
    }
}
