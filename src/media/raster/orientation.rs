//! Which way up a photo is: read from its EXIF, and put back into the stored original as an EXIF
//! holding that tag alone. Apart because it is the one piece of metadata that outlives stripping,
//! and both halves of the work need it: the variants are turned here, the original by browsers.

use image::metadata::Orientation;

use super::jpeg;
use crate::media::sniff::Format;
use crate::media::strip;

/// The orientation the EXIF metadata gives, if any.
pub(super) fn read(bytes: &[u8], format: Format) -> Orientation {
    let exif = if format == Format::Jpeg {
        jpeg::headers(bytes)
            .find_map(|(marker, body)| (marker == 0xE1).then(|| body.strip_prefix(b"Exif\0\0")).flatten())
    } else {
        strip::exif(bytes, format)
    };
    exif.and_then(Orientation::from_exif_chunk).unwrap_or(Orientation::NoTransforms)
}

/// Whether the orientation turns the image a quarter: its width is then its pixels' height.
pub(super) fn turns(orientation: Orientation) -> bool {
    use Orientation::*;
    matches!(orientation, Rotate90 | Rotate270 | Rotate90FlipH | Rotate270FlipH)
}

/// The stripped bytes with an EXIF holding only the orientation, when the pixels are turned:
/// browsers turn the original as they show it, and it is never decoded here at full size to be
/// turned and encoded again.
pub(super) fn keep(bytes: Vec<u8>, format: Format, orientation: Orientation) -> Vec<u8> {
    if orientation == Orientation::NoTransforms {
        return bytes;
    }
    // A big-endian TIFF header, and one IFD of one entry: Orientation (0x0112), a SHORT.
    let mut exif = b"MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01".to_vec();
    exif.extend([0, orientation.to_exif(), 0, 0, 0, 0, 0, 0]);
    strip::with_exif(&bytes, format, &exif).unwrap_or(bytes)
}

#[cfg(test)]
mod tests {
    use image::metadata::Orientation;

    use super::read;
    use crate::media::raster::process;
    use crate::media::raster::test_images::{jpeg, picture};
    use crate::media::sniff::Format;

    #[test]
    fn a_turned_photo_is_decoded_upright_with_the_variants_of_its_upright_width() {
        // Orientation 6 in a minimal EXIF: the pixels are 240 × 2000, the photo 2000 × 240.
        let mut exif = b"MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0\x06\0\0\0\0\0\0".to_vec();
        exif.splice(0..0, *b"Exif\0\0");
        let mut bytes = jpeg(&picture(240, 2000));
        let app1 = [&[0xFF, 0xE1][..], &((exif.len() + 2) as u16).to_be_bytes(), &exif].concat();
        bytes.splice(2..2, app1);
        let processed = process(&bytes, Format::Jpeg).unwrap();
        assert_eq!((processed.width, processed.height), (2000, 240));
        let widths: Vec<u32> = processed.variants.iter().map(|v| v.width).collect();
        assert_eq!(widths, [480, 960, 1440, 1920]);
        assert_eq!(read(&processed.original.data, Format::Jpeg), Orientation::Rotate90, "the tag is kept");
        let pixels = image::load_from_memory(&processed.original.data).unwrap();
        assert_eq!(pixels.width(), 240, "the pixels are not encoded again");
    }
}
