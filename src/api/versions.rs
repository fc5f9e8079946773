//! Versions (docs/DESIGN.md, "HTTP contract, phase 3"): every editable item carries a `version`
//! that each change raises by one. A single item's answer names it as `ETag: "<version>"`, and a
//! write that names the version it was based on (`If-Match`, or `version` in its body) is refused
//! with 412 and the item as stored when another change came first, so two editors never silently
//! overwrite each other. A write that names none applies, as the calls of docs/PRODUCT.md §7 expect.

use axum::http::{HeaderMap, HeaderName, header};
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use serde::Serialize;

use crate::db::revisions;
use crate::error::AppError;

/// The versions a write may apply to.
#[derive(Debug, Clone, PartialEq)]
pub enum Expected {
    /// No `If-Match` and no `version`, or `If-Match: *`: whatever is stored.
    Any,
    /// The versions its `If-Match` lists; none when it lists only tags no version can match
    /// (weak or malformed ones: `If-Match` compares strongly, RFC 9110 §13.1.1).
    OneOf(Vec<i64>),
}

impl Expected {
    pub fn from_headers(headers: &HeaderMap) -> Expected {
        let tags: Vec<&str> = headers
            .get_all(header::IF_MATCH)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .map(str::trim)
            .collect();
        if tags.is_empty() || tags.contains(&"*") {
            return Expected::Any;
        }
        let version = |tag: &str| tag.strip_prefix('"')?.strip_suffix('"')?.parse::<i64>().ok();
        Expected::OneOf(tags.into_iter().filter_map(version).collect())
    }

    /// The body's `version` counts when no `If-Match` named one.
    pub fn or_body(self, version: Option<i64>) -> Expected {
        match (self, version) {
            (Expected::Any, Some(version)) => Expected::OneOf(vec![version]),
            (expected, _) => expected,
        }
    }

    /// Whether a write based on this may apply to the stored `version`.
    pub fn holds(&self, version: i64) -> bool {
        !matches!(self, Expected::OneOf(versions) if !versions.contains(&version))
    }

    /// Ok when the write may apply to the item stored at `version`; else the 412 that tells the
    /// editor so, with `current`, the item as stored. `what` names it: "this service", "the settings".
    pub fn check<T: Serialize>(&self, version: i64, what: &str, current: &T) -> Result<(), AppError> {
        if self.holds(version) {
            return Ok(());
        }
        Err(AppError::Stale {
            message: format!(
                "Someone else changed {what} since you opened it: look at their change, then reload or apply yours again on top"
            ),
            current: serde_json::to_value(current).map_err(|e| AppError::Internal(e.into()))?,
            changed: None,
        })
    }

    /// `check`, for an item whose changes keep revisions (`item`: its kind and id there): the 412
    /// also names who made the stored version, and when, so the editor knows whom to ask.
    pub fn check_revised<T: Serialize>(
        &self,
        conn: &Connection,
        item: (&str, &str),
        version: i64,
        what: &str,
        current: &T,
    ) -> Result<(), AppError> {
        match self.check(version, what, current) {
            Err(AppError::Stale { message, current, .. }) => {
                let made = revisions::made(conn, item.0, item.1, version)?;
                Err(AppError::Stale { message, current, changed: made.map(|r| Box::new((r.actor, r.at))) })
            }
            checked => checked,
        }
    }
}

/// The header that names an item's version in its answer.
pub fn etag(version: i64) -> (HeaderName, String) {
    (header::ETAG, format!("\"{version}\""))
}

/// The answer of a write based on a version that is no longer the stored one, for the API document
/// of every write that takes one.
#[derive(utoipa::IntoResponses)]
#[response(
    status = 412,
    description = "`If-Match` (or `version` in the body) names a version that is not the stored one: nothing changed, and `current` is the item as stored"
)]
pub struct Stale(pub crate::error::ErrorBody);

/// A JSON answer about one item, with its version as its ETag.
pub struct Tagged<T>(pub i64, pub T);

impl<T: Serialize> IntoResponse for Tagged<T> {
    fn into_response(self) -> Response {
        ([etag(self.0)], axum::Json(self.1)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for value in values {
            map.append(header::IF_MATCH, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn if_match_lists_strong_versions_and_star_or_nothing_means_any() {
        assert_eq!(Expected::from_headers(&headers(&[])), Expected::Any);
        assert_eq!(Expected::from_headers(&headers(&["*"])), Expected::Any);
        assert_eq!(Expected::from_headers(&headers(&["\"3\""])), Expected::OneOf(vec![3]));
        assert_eq!(
            Expected::from_headers(&headers(&["\"3\", \"4\"", "\"5\""])),
            Expected::OneOf(vec![3, 4, 5])
        );
        assert_eq!(Expected::from_headers(&headers(&["W/\"3\""])), Expected::OneOf(vec![]));
        assert_eq!(Expected::from_headers(&headers(&["stale"])), Expected::OneOf(vec![]));
    }

    #[test]
    fn the_header_wins_over_the_body() {
        assert_eq!(Expected::Any.or_body(Some(2)), Expected::OneOf(vec![2]));
        assert_eq!(Expected::OneOf(vec![3]).or_body(Some(2)), Expected::OneOf(vec![3]));
        assert_eq!(Expected::Any.or_body(None), Expected::Any);
    }

    #[test]
    fn a_stale_write_is_412_with_the_stored_item() {
        let current = serde_json::json!({"id": 1, "version": 4});
        assert!(Expected::Any.check(4, "this service", &current).is_ok());
        assert!(Expected::OneOf(vec![4]).check(4, "this service", &current).is_ok());
        let stale = Expected::OneOf(vec![3]).check(4, "this service", &current).unwrap_err();
        assert_eq!(stale.status(), axum::http::StatusCode::PRECONDITION_FAILED);
        assert!(matches!(stale, AppError::Stale { current: c, .. } if c == current));
    }
}
