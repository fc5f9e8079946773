//! How a processed upload becomes rows of the library (`db::media`): shared by uploads, the
//! seeded artwork, imports and `agency-site media regenerate`.

use crate::db::media::{NewFile, NewMedia};
use crate::media::{self as files, Processed};

/// The row and files of a processed upload.
pub fn new_media<'a>(
    processed: &'a Processed,
    hash: &'a str,
    name: &'a str,
    alt: &'a str,
    poster_id: Option<i64>,
    created_at: Option<&'a str>,
) -> NewMedia<'a> {
    let file = |f: &'a files::File, original: bool| NewFile {
        name: files::file_name(hash, f, original),
        original,
        width: f.width,
        format: f.format,
        mime: f.mime,
        data: &f.data,
    };
    let mut stored = vec![file(&processed.original, true)];
    stored.extend(processed.variants.iter().map(|v| file(v, false)));
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
