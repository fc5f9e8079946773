//! Revisions (docs/DESIGN.md, "HTTP contract, phase 3"): the kinds of item whose every change is
//! kept, and what is kept of one. A revision holds the item as stored after the change, so
//! restoring it is a change like any other, to a new version.

use serde::Serialize;
use utoipa::ToSchema;

/// The kinds with revisions, as the API names them (`?kind=`).
pub const KINDS: [&str; 7] =
    ["service", "project", "testimonial", "clientLogo", "post", "caseStudy", "siteContent"];

/// The last revisions of an item kept whatever their age, and the age under which all are kept.
pub const KEEP_LAST: i64 = 50;
pub const KEEP_DAYS: i64 = 180;

/// One kept change, without the item.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Revision {
    pub id: i64,
    /// `service`, `post`, `siteContent`, …
    pub kind: String,
    /// The item's id, or the site content section's key (`hero`).
    pub item_id: String,
    /// The version the change made.
    pub version: i64,
    /// The admin who made it.
    pub actor: String,
    /// RFC 3339 UTC.
    pub at: String,
}

/// A revision with the item as it was stored after the change.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionWithItem {
    #[serde(flatten)]
    pub revision: Revision,
    #[schema(value_type = Object)]
    pub item: serde_json::Value,
}

/// What a revision keeps of an item with a rendered body (`bodyHtml`): everything else. The body
/// is rendered again from its Markdown when the revision is restored, so keeping it would only
/// double what each revision of an article costs.
pub fn without_rendered_body(item: &impl Serialize) -> serde_json::Value {
    let mut item = serde_json::to_value(item).unwrap_or_default();
    if let Some(fields) = item.as_object_mut() {
        fields.remove("bodyHtml");
    }
    item
}

/// What a write keeps of its change (`state::Written::revised`).
#[derive(Debug, Clone)]
pub struct NewRevision {
    pub kind: &'static str,
    pub item_id: String,
    pub version: i64,
    pub item: serde_json::Value,
    /// The item as it was before the change, kept first when the history does not hold that
    /// version yet: an item seeded, imported or saved before revisions were kept (or a site
    /// content section at its default copy, version 0), so its first change can be undone too.
    pub before: Option<Before>,
}

/// An item before a change, with what is known of when it was saved (its `updatedAt`).
#[derive(Debug, Clone)]
pub struct Before {
    pub version: i64,
    pub item: serde_json::Value,
    pub at: Option<String>,
}

/// The actor of a `Before` revision: who saved it is not known.
pub const NOT_KNOWN: &str = "";
