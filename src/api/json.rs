//! `Json<T>`: axum's JSON body extractor with the contract's errors. A body that is not JSON is
//! 400, a wrong content type 415, too large 413, and a well-formed body of the wrong shape 422
//! with the offending field named.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{AppError, ValidationErrors};

/// Request bodies above this are refused with 413: nothing the API accepts comes near it.
pub const BODY_LIMIT: usize = 64 * 1024;

pub struct Json<T>(pub T);

impl<S, T> FromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
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
        let bytes = Bytes::from_request(req, state).await.map_err(|rejection| {
            if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
                AppError::PayloadTooLarge("The request body is larger than this endpoint accepts".into())
            } else {
                AppError::BadRequest("The request body could not be read".into())
            }
        })?;
        parse(&bytes).map(Json)
    }
}

/// Parses a JSON body, telling syntax errors (400) from shape errors (422, per field). The whole
/// body is checked for syntax first, so a malformed body is a 400 even when a field before the
/// fault already has the wrong type.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, AppError> {
    let value: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| not_json(&e))?;
    serde_path_to_error::deserialize(value).map_err(|err| {
        let path = err.path().to_string();
        let field = if path == "." { "body" } else { path.as_str() };
        let mut errors = ValidationErrors::default();
        errors.add(field, format!("{field}: {}", plain(&err.inner().to_string())));
        AppError::Validation(errors)
    })
}

/// serde's message with the Rust types it names ("expected struct ServiceInput") said in the
/// JSON the client sends ("expected a JSON object"): a client can act on that, and the server's
/// insides stay its own.
fn plain(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find("struct ").or_else(|| rest.find("enum ")) {
        let (before, after) = rest.split_at(at);
        out.push_str(before);
        let (kind, name_start) = if after.starts_with("struct ") {
            ("a JSON object", 7)
        } else {
            ("one of the allowed values", 5)
        };
        let name_len = after[name_start..]
            .find(|c: char| !c.is_alphanumeric() && c != '_')
            .unwrap_or(after.len() - name_start);
        out.push_str(kind);
        rest = &after[name_start + name_len..];
        // "struct X with 5 elements": the count is of the Rust fields, not of anything sent.
        if let Some(tail) = rest.strip_prefix(" with ")
            && let Some(end) = tail.find(" elements")
            && tail[..end].bytes().all(|b| b.is_ascii_digit())
        {
            rest = &tail[end + " elements".len()..];
        }
    }
    out.push_str(rest);
    out.replace("expected option", "expected a value or null")
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
        let AppError::Validation(errors) = parse::<crate::domain::services::ServiceInput>(b"[]").unwrap_err()
        else {
            panic!("422 expected");
        };
        let message = errors.get("body").unwrap_or_default();
        assert!(!message.contains("ServiceInput") && !message.contains("struct"), "{message}");
    }
}
