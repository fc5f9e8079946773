//! The raster samples whose block walkers (`strip`) are fuzzed, each with where its length
//! fields are. Apart because those fields are found by walking each format's sound file, which
//! only the stripping property needs.

use std::sync::LazyLock;

use super::mutations::{Encoding, Field};
use crate::media::samples;
use crate::media::sniff::{Format, sniff};

/// The length fields of a JPEG's segments, a PNG's chunks and a WebP's RIFF chunks (GIF's
/// sub-blocks are reached by the byte edits).
fn raster_fields(bytes: &[u8], format: Format) -> Vec<Field> {
    let mut fields = Vec::new();
    match format {
        Format::Jpeg => {
            let mut at = 2;
            while at + 4 <= bytes.len() && bytes[at] == 0xFF && bytes[at + 1] != 0xDA {
                fields.push(Field { at: at + 2, encoding: Encoding::U16Be });
                at += 2 + usize::from(u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]));
            }
        }
        Format::Png => {
            let mut at = 8;
            while at + 8 <= bytes.len() {
                fields.push(Field { at, encoding: Encoding::U32Be });
                at += 12 + u32::from_be_bytes(bytes[at..at + 4].try_into().expect("4 bytes")) as usize;
            }
        }
        Format::Webp => {
            fields.push(Field { at: 4, encoding: Encoding::U32Le });
            let mut at = 12;
            while at + 8 <= bytes.len() {
                fields.push(Field { at: at + 4, encoding: Encoding::U32Le });
                let len = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().expect("4 bytes")) as usize;
                at += 8 + len + len % 2;
            }
        }
        _ => fields.extend((10..bytes.len().min(64)).map(|at| Field { at, encoding: Encoding::U8 })),
    }
    fields
}

/// A raster sample whose blocks stripping walks, with its length fields.
pub(super) struct Raster {
    pub(super) name: &'static str,
    pub(super) bytes: Vec<u8>,
    pub(super) format: Format,
    pub(super) fields: Vec<Field>,
}

/// The raster samples whose walkers are fuzzed: JPEG, PNG, GIF and WebP (whose VP8X flags byte
/// is read with a check since `a_webp_too_short_for_its_flags_is_refused`).
pub(super) static RASTERS: LazyLock<Vec<Raster>> = LazyLock::new(|| {
    samples::matrix()
        .into_iter()
        .filter_map(|(name, bytes)| {
            let format = sniff(&bytes)
                .ok()
                .filter(|f| matches!(f, Format::Jpeg | Format::Png | Format::Gif | Format::Webp))?;
            let fields = raster_fields(&bytes, format);
            Some(Raster { name, bytes, format, fields })
        })
        .collect()
});
