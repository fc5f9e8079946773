//! The media of an export: each original's bytes (base64), checked against the address they were
//! served at, then processed as an upload is, so the variants are made here and the original is
//! stored byte-identical.

use base64::Engine;
use serde::Deserialize;

use crate::domain::media as rules;
use crate::domain::validation::ValidationErrors;
use crate::media::{self as files, Processed};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MediaRecord {
    url: String,
    name: String,
    alt: String,
    #[serde(default)]
    poster: Option<String>,
    created_at: String,
    /// The original, base64.
    data: String,
}

/// A checked item, ready to write.
pub struct ImportedMedia {
    pub processed: Processed,
    pub hash: String,
    pub name: String,
    pub alt: String,
    pub poster: Option<String>,
    pub created_at: String,
}

pub fn parse(i: usize, record: MediaRecord) -> Result<ImportedMedia, String> {
    let at = |what: &str| format!("media[{i}] ({}): {what}", record.url);
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(record.data.as_bytes())
        .map_err(|_| at("its data is not base64"))?;
    let mut errors = ValidationErrors::default();
    let alt = rules::alt(&mut errors, &record.alt);
    if let Some(message) = errors.get("alt") {
        return Err(at(message));
    }
    super::timestamp(&record.created_at).map_err(|e| at(&e))?;
    let mut processed = files::process(&bytes).map_err(|e| at(&e.to_string()))?;
    // The stored original is kept exactly: the export holds what was served.
    processed.original.data = bytes;
    let hash = processed.hash();
    let expected = format!("/media/{}", files::file_name(&hash, &processed.original, true));
    if expected != record.url {
        return Err(at("its bytes do not match its address: the file was changed after the export"));
    }
    Ok(ImportedMedia {
        processed,
        hash,
        name: record.name,
        alt,
        poster: record.poster,
        created_at: record.created_at,
    })
}
