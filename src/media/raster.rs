//! Raster images: decoded within limits at reduced scale, turned upright, stripped of metadata,
//! and resized into the WebP variants a page's `srcset` offers.
//!
//! Memory is bounded by construction (docs/DESIGN.md, "Phase 3"): an image is never held decoded at
//! full size when it is larger than its widest variant needs. JPEGs are decoded at 1/2, 1/4 or
//! 1/8 scale inside the DCT, PNGs are read row by row at 8 bits and averaged down while read,
//! and at most `WORKING_PIXELS` are ever held decoded. WebP and GIF, which cannot be decoded at
//! reduced scale here, are accepted up to `WORKING_PIXELS`.
//!
//! The stored original keeps the uploaded pixels: metadata is removed from the container
//! (`strip`) without re-encoding. When the EXIF orientation says the pixels must be turned, only
//! that tag is kept, so browsers turn the original as they show it (every current browser does);
//! the variants are turned here. A file whose blocks cannot be followed to remove its metadata is
//! refused rather than stored with it.
//!
//! Each step has its module: `decode` (with `jpeg` and `png`, the formats read at reduced scale),
//! `orientation` and `variants`. Here are the steps in order and the limits they all keep to.

mod decode;
mod jpeg;
mod orientation;
mod png;
mod variants;

use image::metadata::Orientation;

use crate::domain::media::Kind;
use crate::media::sniff::Format;
use crate::media::strip;
use crate::media::{File, MediaError, Processed};

/// More pixels than this is refused before decoding: a decompression bomb declares a huge size in
/// a small file, and 50 megapixels is more than any phone or most cameras make.
pub const MAX_PIXELS: u64 = 50_000_000;
/// The most pixels held decoded at once (64 MB as RGBA): twice the widest variant's width to
/// resize from, for any usual shape. Also the limit of WebP and GIF, decoded only at full size.
pub const WORKING_PIXELS: u64 = 16_000_000;
/// The widths pages ask for: phones (1× and 2×), tablets and desktops. Larger originals are
/// not served wider than the last.
pub const VARIANT_WIDTHS: [u32; 4] = [480, 960, 1440, 1920];
const WIDEST: u32 = VARIANT_WIDTHS[VARIANT_WIDTHS.len() - 1];

pub fn process(bytes: &[u8], format: Format) -> Result<Processed, MediaError> {
    if format == Format::Jpeg && !jpeg::is_complete(bytes) {
        return Err(MediaError::Invalid(
            "The file could not be read as a JPEG image: it is cut short (it may not have finished uploading or copying).".into(),
        ));
    }
    let decoded = decode::decode(bytes, format)?;
    let stripped = strip_metadata(bytes, format).ok_or_else(|| {
        MediaError::Invalid(format!(
            "The {} file's blocks could not be followed to remove its metadata (place, camera, time): export it again from your photo app or editor.",
            format.name().to_uppercase()
        ))
    })?;
    let data = orientation::keep(stripped, format, decoded.orientation);
    let original = File { width: decoded.width, format: format.name(), mime: format.mime(), data };
    // An animated GIF would lose its motion as WebP, and a GIF is small: it is served as it is.
    let variants =
        if format == Format::Gif { Vec::new() } else { variants::variants(&decoded.image, decoded.width) };
    Ok(Processed {
        kind: Kind::Image,
        width: decoded.width,
        height: decoded.height,
        color: Some(variants::color(&decoded.image)),
        original,
        variants,
        spooled: None,
    })
}

/// The variants of a stored original (to make them again); none for what has none (SVG, GIF, video).
pub fn variants_of(original: &[u8], format: Format) -> Result<Vec<File>, MediaError> {
    if !matches!(format, Format::Jpeg | Format::Png | Format::Webp) {
        return Ok(Vec::new());
    }
    let decoded = decode::decode(original, format)?;
    Ok(variants::variants(&decoded.image, decoded.width))
}

fn damaged(format: Format) -> MediaError {
    let kind = format.name().to_uppercase();
    MediaError::Invalid(format!(
        "The file could not be read as a {kind} image: it may be damaged or cut short."
    ))
}

/// Refuses a size past `MAX_PIXELS` (before anything is decoded) or an empty one.
fn check_size(width: u32, height: u32, format: Format) -> Result<(), MediaError> {
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(MediaError::Invalid(format!(
            "The image is {width} × {height} pixels ({} megapixels); the limit is {} megapixels. Export a smaller copy.",
            pixels / 1_000_000,
            MAX_PIXELS / 1_000_000
        )));
    }
    if pixels == 0 {
        return Err(damaged(format));
    }
    Ok(())
}

/// The scales an image of `width × height` stored pixels may be held at: at least the one that
/// keeps the widest variant it needs, and at most the one that fits `budget` pixels.
fn scales(width: u32, height: u32, orientation: Orientation, budget: u64) -> (f64, f64) {
    let across = if orientation::turns(orientation) { height } else { width };
    let at_least = f64::from(across.min(WIDEST)) / f64::from(across);
    let pixels = u64::from(width) * u64::from(height);
    let at_most = (budget as f64 / pixels as f64).sqrt().min(1.0);
    (at_least, at_most)
}

/// The bytes without EXIF (place, camera, time), XMP, IPTC, comments or anything else that is
/// not the picture (`strip`). A file whose blocks cannot be followed although the decoder read it
/// is encoded again from its pixels, except a GIF, which would lose its motion: it is kept as sent.
fn strip_metadata(bytes: &[u8], format: Format) -> Option<Vec<u8>> {
    strip::strip(bytes, format).or_else(|| (format == Format::Gif).then(|| bytes.to_vec()))
}

/// Photo-like images made in code, shared by the tests of each step.
#[cfg(test)]
mod test_images {
    use image::{Rgb, RgbImage};

    /// A photo-like image: gradients with a pattern, so averages and scales show.
    pub fn picture(width: u32, height: u32) -> RgbImage {
        RgbImage::from_fn(width, height, |x, y| {
            Rgb([(x * 255 / width) as u8, (y * 255 / height) as u8, ((x ^ y) & 0x3F) as u8 + 100])
        })
    }

    pub fn jpeg(image: &RgbImage) -> Vec<u8> {
        let mut out = Vec::new();
        image.write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)).unwrap();
        out
    }
}
