//! The blog posts of an export, each checked by the API's own parser, with the slugs it answered
//! to before (they keep answering 301). Apart because a post carries more than a content item: its
//! old slugs, and a publication time its parser reads against the post's own creation.

use serde::Deserialize;
use serde_json::Value;

use super::records::{Meta, timestamp, typed, version};
use crate::domain::posts::{PostFields, PostInput};
use crate::domain::slugs::slugify;

/// A post of the export, checked by the API's own parser.
pub struct ImportedPost {
    pub id: i64,
    pub version: i64,
    pub fields: PostFields,
    pub created_at: String,
    pub updated_at: String,
    pub old_slugs: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OldSlugs {
    #[serde(default)]
    old_slugs: Vec<String>,
}

pub fn post(i: usize, value: &Value) -> Result<ImportedPost, String> {
    let at = format!("posts[{i}]");
    let meta: Meta = typed(value, &at)?;
    timestamp(&meta.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    let version = version(meta.version, &at)?;
    let updated_at = meta.updated_at.unwrap_or_else(|| meta.created_at.clone());
    let input: PostInput = typed(value, &at)?;
    let fields = input.parse(None, &meta.created_at).map_err(|e| format!("{at}: {e}"))?;
    let OldSlugs { old_slugs } = typed(value, &at)?;
    if let Some(bad) = old_slugs.iter().find(|s| slugify(s) != **s || s.is_empty()) {
        return Err(format!("{at}.oldSlugs: '{bad}' is not a slug"));
    }
    Ok(ImportedPost { id: meta.id, version, fields, created_at: meta.created_at, updated_at, old_slugs })
}
