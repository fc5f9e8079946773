//! How a processed upload becomes rows of the library (`db::media`): shared by uploads, the
//! seeded artwork, imports and `agency-site media regenerate`.

use crate::db::media::{NewFile, NewMedia};
use crate::media::{self as files, Processed};

/// The row and files of a processed upload whose original's hash is `hash`.
pub fn new_media<'a>(
    processed: &'a Processed,
    hash: &'a str,
    name: &'a str,
    alt: &'a str,
    poster_id: Option<i64>,
    created_at: Option<&'a str>,
) -> NewMedia<'a> {
    let mut original = file(hash, &processed.original, true);
    original.spooled = processed.spooled.as_ref();
    let mut stored = vec![original];
    stored.extend(variant_files(hash, &processed.variants));
    NewMedia {
        name,
        alt,
        kind: processed.kind,
        mime: processed.original.mime,
        width: processed.width,
        height: processed.height,
        hash,
        color: processed.color.as_deref(),
        poster_id,
        created_at,
        files: stored,
    }
}

/// The rows of an item's variants.
pub fn variant_files<'a>(hash: &str, variants: &'a [files::File]) -> Vec<NewFile<'a>> {
    variants.iter().map(|v| file(hash, v, false)).collect()
}

fn file<'a>(hash: &str, f: &'a files::File, original: bool) -> NewFile<'a> {
    NewFile {
        name: files::file_name(hash, f, original),
        original,
        width: f.width,
        format: f.format,
        mime: f.mime,
        data: &f.data,
        spooled: None,
    }
}
