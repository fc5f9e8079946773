//! The media of an export: each original's bytes (base64), checked against the address they were
//! served at, then processed as an upload is, so the variants are made here and the original is
//! stored byte-identical. The one exception is a WebP stored before issue #27's fix, whose header
//! names metadata it no longer holds: its flags byte is mended on the way in (`strip::mend_webp`),
//! as `media regenerate` mends it in place, and it keeps its address.

use base64::Engine;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use crate::domain::media as rules;
use crate::domain::validation::ValidationErrors;
use crate::media::{self as files, Processed, strip};

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
    super::records::timestamp(&record.created_at).map_err(|e| at(&e))?;
    let bytes = strip::mend_webp(&bytes).unwrap_or(bytes);
    let mut processed = files::process(&bytes).map_err(|e| at(&e.to_string()))?;
    // The stored original is kept exactly: the export holds what was served.
    processed.original.data = bytes;
    let hash = address_hashes(&processed)
        .into_iter()
        .find(|hash| format!("/media/{}", files::file_name(hash, &processed.original, true)) == record.url)
        .ok_or_else(|| at("its bytes do not match its address: the file was changed after the export"))?;
    Ok(ImportedMedia {
        processed,
        hash,
        name: record.name,
        alt,
        poster: record.poster,
        created_at: record.created_at,
    })
}

/// The hashes the original's address may have been made from: that of its bytes, and for a WebP
/// with an extended header, those of the same bytes with each value of the flags `mend_webp` may
/// have set (here or in `media regenerate`), so a mended file is still checked, not trusted.
fn address_hashes(processed: &Processed) -> Vec<String> {
    let data = &processed.original.data;
    let at = strip::WEBP_FLAGS_AT;
    if processed.original.format != "webp" || data.get(12..16) != Some(b"VP8X") {
        return vec![processed.hash()];
    }
    let head = Sha256::new().chain_update(&data[..at]);
    strip::webp_flag_forms(data[at])
        .map(|flags| {
            let digest = head.clone().chain_update([flags]).chain_update(&data[at + 1..]).finalize();
            digest.iter().map(|b| format!("{b:02x}")).collect()
        })
        .collect()
}
