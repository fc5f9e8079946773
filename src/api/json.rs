//! `Json<T>`: axum's JSON body extractor with the contract's errors. A body that is not JSON is
//! 400, a wrong content type 415, too large 413, and a well-formed body of the wrong shape 422
//! with the offending field named.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::domain::validation::from_json;
use crate::error::AppError;

/// Request bodies above this are refused with 413: nothing the API accepts comes near it.
pub const BODY_LIMIT: usize = 64 * 1024;

pub struct Json<T>(pub T);

impl<S, T> FromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, _state: &S) -> Result<Self, Self::Rejection> {
        let value = body(req).await?;
        from_json(value, "").map(Json).map_err(AppError::Validation)
    }
}

/// The body as JSON, whatever type it is then read as. The whole body is checked for syntax
/// (400) before its shape (422, per field), so a malformed body is a 400 even when a field before
/// the fault already has the wrong type. Not in `from_request`, which is compiled once for each of
/// the forty-odd body types: this is compiled once.
async fn body(req: Request) -> Result<serde_json::Value, AppError> {
    let is_json = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|mime| {
            let mime = mime.trim().to_ascii_lowercase();
            mime == "application/json" || (mime.starts_with("application/") && mime.ends_with("+json"))
        });
    if !is_json {
        return Err(AppError::UnsupportedMediaType(
            "Send the body as JSON with the header Content-Type: application/json".into(),
        ));
    }
    // Bytes takes any state and reads none.
    let bytes = Bytes::from_request(req, &()).await.map_err(|rejection| {
        if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            AppError::PayloadTooLarge("The request body is larger than this endpoint accepts".into())
        } else {
            AppError::BadRequest("The request body could not be read".into())
        }
    })?;
    syntax(&bytes)
}

/// The bytes as a JSON value, or 400.
fn syntax(bytes: &[u8]) -> Result<serde_json::Value, AppError> {
    serde_json::from_slice(bytes).map_err(|e| not_json(&e))
}

fn not_json(err: &serde_json::Error) -> AppError {
    AppError::BadRequest(format!("The request body is not valid JSON: {err}"))
}

impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::validation::plain;

    #[test]
    fn messages_name_json_not_rust_types() {
        assert_eq!(
            plain("invalid type: sequence, expected struct ServiceInput"),
            "invalid type: sequence, expected a JSON object"
        );
        assert_eq!(
            plain("invalid length 0, expected struct ServiceInput with 5 elements"),
            "invalid length 0, expected a JSON object"
        );
        assert_eq!(
            plain("invalid type: string \"x\", expected option"),
            "invalid type: string \"x\", expected a value or null"
        );
        let body = syntax(b"[]").expect("JSON");
        let errors = from_json::<crate::domain::services::ServiceInput>(body, "").unwrap_err();
        let message = errors.get("body").unwrap_or_default();
        assert!(!message.contains("ServiceInput") && !message.contains("struct"), "{message}");
    }
}
