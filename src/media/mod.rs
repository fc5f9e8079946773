//! Uploaded media, from the bytes a browser sent to what is stored (docs/DESIGN.md, "Media"):
//! - `sniff` tells the type from the bytes, never from the name or the client's Content-Type;
//! - `raster` decodes JPEG, PNG, WebP and GIF within pixel and memory limits, turns the image
//!   upright, strips its metadata and makes the resized WebP variants pages ask for;
//! - `strip` keeps of a raster original only the bytes the picture needs;
//! - `svg` refuses drawings that could run script or fetch anything;
//! - `video` accepts web-ready MP4 (H.264) and WebM (VP8, VP9, AV1) and reads their size.
//!
//! These are pure and CPU-bound: callers run them on blocking threads, one at a time. Beside
//! them, `spool` writes an upload to a file as it arrives, `cache` keeps hot files in memory,
//! `store` turns a processed upload into rows, and `seed` puts the site's own artwork into the
//! library when the library is made.

pub mod cache;
pub mod raster;
pub mod seed;
pub mod sniff;
pub mod spool;
pub mod store;
pub mod strip;
pub mod svg;
pub mod video;

/// Real-world kinds of files made in code, shared with the binary's tests.
#[cfg(test)]
#[path = "../../tests/support/samples.rs"]
mod samples;

#[cfg(test)]
mod fuzz;

use sha2::{Digest, Sha256};

use crate::domain::media::Kind;
use crate::media::spool::Spooled;

/// The largest image accepted (a 50-megapixel camera's JPEG is about 20 MB).
pub const IMAGE_MAX_BYTES: usize = 20 * 1024 * 1024;
/// The largest video accepted: a short web-ready clip, not a film.
pub const VIDEO_MAX_BYTES: usize = 100 * 1024 * 1024;

/// Why an upload was refused; each is a status of the HTTP contract.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MediaError {
    /// 413.
    #[error("{0}")]
    TooLarge(String),
    /// 415: not a type the library takes.
    #[error("{0}")]
    Unsupported(String),
    /// 422: the right type, but damaged, too many pixels or unsafe.
    #[error("{0}")]
    Invalid(String),
    /// 500: the server could not read back what it had stored for a moment (a full disk).
    #[error("{0}")]
    Unreadable(String),
}

/// A file to store: the original or a variant.
#[derive(Debug, Clone)]
pub struct File {
    pub width: u32,
    /// `jpeg`, `png`, `webp`, `gif`, `svg`, `mp4` or `webm`: also the file name's extension.
    pub format: &'static str,
    pub mime: &'static str,
    pub data: Vec<u8>,
}

/// An upload made ready to store.
#[derive(Debug, Clone)]
pub struct Processed {
    pub kind: Kind,
    pub width: u32,
    pub height: u32,
    /// The placeholder colour (`#rrggbb`) of a raster image.
    pub color: Option<String>,
    /// The stored original: metadata stripped and upright, or the bytes as sent when they
    /// needed neither (SVG, video, an image without metadata).
    pub original: File,
    /// Resized WebP copies, narrowest first; none for SVG, GIF and video.
    pub variants: Vec<File>,
    /// Where the original's bytes are when they stay in the file the upload was spooled to (a
    /// video): `original.data` is then empty.
    pub spooled: Option<Spooled>,
}

impl Processed {
    /// A file stored as it was sent, with no placeholder colour and no variants (SVG, video).
    pub fn as_sent(
        kind: Kind,
        format: sniff::Format,
        (width, height): (u32, u32),
        bytes: &[u8],
    ) -> Processed {
        let original = File { width, format: format.name(), mime: format.mime(), data: bytes.to_vec() };
        Processed { kind, width, height, color: None, original, variants: Vec::new(), spooled: None }
    }

    /// The original's SHA-256 in hex: its URL and its variants' are made from it.
    pub fn hash(&self) -> String {
        match &self.spooled {
            Some(spooled) => spooled.hash().to_owned(),
            None => hex(&Sha256::digest(&self.original.data)),
        }
    }
}

/// Checks and prepares a spooled upload. An image (at most 20 MB) is read into memory to be
/// decoded; a video stays in its file, of which only the index is read.
pub fn process_spooled(spooled: Spooled) -> Result<Processed, MediaError> {
    let format = sniff::sniff(spooled.head())?;
    let limit = if format.kind() == Kind::Video { VIDEO_MAX_BYTES } else { IMAGE_MAX_BYTES };
    if spooled.len() > limit as u64 {
        return Err(too_large(format.kind()));
    }
    match format {
        sniff::Format::Mp4 | sniff::Format::Webm => video::process_spooled(spooled, format),
        _ => {
            let bytes = spooled.read(0, limit).map_err(unreadable)?;
            process(&bytes)
        }
    }
}

/// A spooled upload that could not be read back: the server's fault, not the file's.
pub fn unreadable(err: std::io::Error) -> MediaError {
    MediaError::Unreadable(format!("the spooled upload could not be read: {err}"))
}

/// Checks and prepares an upload; `Err` says why it cannot be stored.
pub fn process(bytes: &[u8]) -> Result<Processed, MediaError> {
    let format = sniff::sniff(bytes)?;
    let limit = if format.kind() == Kind::Video { VIDEO_MAX_BYTES } else { IMAGE_MAX_BYTES };
    if bytes.len() > limit {
        return Err(too_large(format.kind()));
    }
    match format {
        sniff::Format::Svg => svg::process(bytes),
        sniff::Format::Mp4 | sniff::Format::Webm => video::process(bytes, format),
        // Browsers show a WebP whose flags name metadata it lacks; strict decoders refuse it.
        sniff::Format::Webp => match strip::mend_webp(bytes) {
            Some(mended) => raster::process(&mended, format),
            None => raster::process(bytes, format),
        },
        raster => raster::process(bytes, raster),
    }
}

/// The 413 message for a file of this kind.
pub fn too_large(kind: Kind) -> MediaError {
    match kind {
        Kind::Image => {
            MediaError::TooLarge("Images can be at most 20 MB: export a smaller JPEG or WebP.".into())
        }
        Kind::Video => MediaError::TooLarge(
            "Videos can be at most 100 MB: export a shorter or smaller web version.".into(),
        ),
    }
}

/// What every file name of an item starts with: the first 16 hex digits of its original's hash.
pub fn address_prefix(hash: &str) -> &str {
    &hash[..16.min(hash.len())]
}

/// The file names of an item whose original's hash is `hash`: `{prefix}.{ext}` for the original,
/// `{prefix}-{width}.webp` for a variant.
pub fn file_name(hash: &str, file: &File, original: bool) -> String {
    let prefix = address_prefix(hash);
    if original {
        format!("{prefix}.{}", file.format)
    } else {
        format!("{prefix}-{}.{}", file.width, file.format)
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
