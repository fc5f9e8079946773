//! The trash (docs/DESIGN.md, "HTTP contract, phase 3"): what a delete of a kind of content, an
//! article, a case study or a media item leaves for 30 days, and how it is listed.

use serde::Serialize;
use utoipa::ToSchema;

/// The kinds that go to the trash, as the API names them (`/api/admin/trash/{kind}/{id}`).
pub const KINDS: [&str; 7] =
    ["service", "project", "testimonial", "clientLogo", "post", "caseStudy", "media"];

/// How long an item stays in the trash before it is deleted for good.
pub const KEEP_DAYS: i64 = 30;

/// One item in the trash.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Trashed {
    pub kind: &'static str,
    /// The item's id (a case study's is its project's).
    pub id: i64,
    /// How a person knows it: a title, a name, a file name.
    pub name: String,
    /// RFC 3339 UTC.
    pub deleted_at: String,
    /// The admin who deleted it.
    pub deleted_by: String,
    /// When it is deleted for good (RFC 3339 UTC), unless restored before.
    pub purged_at: String,
}

impl Trashed {
    pub fn new(kind: &'static str, id: i64, name: String, deleted_at: String, deleted_by: String) -> Trashed {
        let purged_at = deleted_at
            .parse::<jiff::Timestamp>()
            .ok()
            .and_then(|at| at.checked_add(jiff::SignedDuration::from_hours(24 * KEEP_DAYS)).ok())
            .map(|at| at.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string())
            .unwrap_or_default();
        Trashed { kind, id, name, deleted_at, deleted_by, purged_at }
    }
}
