//! JPEG: decoded at reduced scale inside the DCT (`jpeg-decoder`), and the walk of its segment
//! headers that finds its frame and its EXIF. Apart because only JPEG is scaled while it is
//! decoded, and a progressive one must have its coefficients' memory counted before it is.

use image::{DynamicImage, GrayImage, RgbImage, metadata::Orientation};

use super::{WORKING_PIXELS, check_size, damaged, scales};
use crate::media::MediaError;
use crate::media::sniff::Format;

/// A progressive JPEG keeps every DCT coefficient of the whole image (2 bytes a sample) until its
/// last scan, at any scale: one needing more than this is refused (a 4:2:0 photo of 32 megapixels).
const PROGRESSIVE_MAX_BYTES: u64 = 96 * 1024 * 1024;

/// Whether a JPEG has its end marker after its first scan. The decoder fills a cut-short file
/// with grey rather than failing; an end marker cannot appear inside scan data (0xFF is escaped
/// there), and one in an EXIF thumbnail comes before the first scan.
pub(super) fn is_complete(bytes: &[u8]) -> bool {
    let Some(scan) = bytes.windows(2).position(|w| w == [0xFF, 0xDA]) else { return false };
    bytes[scan..].windows(2).any(|w| w == [0xFF, 0xD9])
}

/// A JPEG decoded at the smallest of 1, 1/2, 1/4 and 1/8 scale that keeps its widest variant
/// (smaller still if that would not fit `WORKING_PIXELS`), with its full size.
pub(super) fn decode(
    bytes: &[u8],
    orientation: Orientation,
) -> Result<(DynamicImage, (u32, u32)), MediaError> {
    let mut decoder = jpeg_decoder::Decoder::new(bytes);
    decoder.read_info().map_err(|_| damaged(Format::Jpeg))?;
    let info = decoder.info().ok_or_else(|| damaged(Format::Jpeg))?;
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    check_size(width, height, Format::Jpeg)?;
    if info.coding_process == jpeg_decoder::CodingProcess::DctProgressive
        && coefficient_bytes(bytes).is_none_or(|n| n > PROGRESSIVE_MAX_BYTES)
    {
        return Err(MediaError::Invalid(format!(
            "This progressive JPEG ({width} × {height} pixels) needs more memory to open than the server allows: save it as a standard (baseline) JPEG or export a smaller copy."
        )));
    }
    let (at_least, at_most) = scales(width, height, orientation, WORKING_PIXELS);
    // Eighths: the DCT can be computed at 8 × 8, 4 × 4, 2 × 2 or 1 × 1 of each 8 × 8 block.
    let mut eighths = [1u32, 2, 4, 8].into_iter().find(|&k| f64::from(k) / 8.0 >= at_least).unwrap_or(8);
    while eighths > 1 && f64::from(eighths) / 8.0 > at_most {
        eighths /= 2;
    }
    let scaled = |len: u32| ((len * eighths).div_ceil(8)).min(u32::from(u16::MAX)) as u16;
    let (w, h) = decoder.scale(scaled(width), scaled(height)).map_err(|_| damaged(Format::Jpeg))?;
    let pixels = decoder.decode().map_err(|_| damaged(Format::Jpeg))?;
    let (w, h) = (u32::from(w), u32::from(h));
    let image = match info.pixel_format {
        jpeg_decoder::PixelFormat::RGB24 => RgbImage::from_raw(w, h, pixels).map(DynamicImage::ImageRgb8),
        jpeg_decoder::PixelFormat::CMYK32 => {
            RgbImage::from_raw(w, h, cmyk_to_rgb(&pixels)).map(DynamicImage::ImageRgb8)
        }
        jpeg_decoder::PixelFormat::L8 => {
            GrayImage::from_raw(w, h, pixels).map(|g| DynamicImage::ImageLuma8(g).to_rgb8().into())
        }
        jpeg_decoder::PixelFormat::L16 => {
            let high =
                pixels.chunks_exact(2).map(|p| (u16::from_ne_bytes([p[0], p[1]]) >> 8) as u8).collect();
            GrayImage::from_raw(w, h, high).map(|g| DynamicImage::ImageLuma8(g).to_rgb8().into())
        }
    };
    Ok((image.ok_or_else(|| damaged(Format::Jpeg))?, (width, height)))
}

/// CMYK as JPEG stores it (inverted, Adobe) to RGB.
fn cmyk_to_rgb(cmyk: &[u8]) -> Vec<u8> {
    let mut rgb = Vec::with_capacity(cmyk.len() / 4 * 3);
    for p in cmyk.chunks_exact(4) {
        let k = u16::from(p[3]);
        rgb.extend(p[..3].iter().map(|&c| (u16::from(c) * k / 255) as u8));
    }
    rgb
}

/// The bytes a progressive JPEG's coefficients take while it is decoded: 2 for each sample of
/// each component, read from the frame header's size and sampling factors.
fn coefficient_bytes(bytes: &[u8]) -> Option<u64> {
    // The start-of-frame markers: C0 to CF but DHT (C4), JPG (C8) and DAC (CC).
    let is_frame = |m: u8| (0xC0..=0xCF).contains(&m) && !matches!(m, 0xC4 | 0xC8 | 0xCC);
    let frame = headers(bytes).find(|&(marker, _)| is_frame(marker))?.1;
    let height = u64::from(u16::from_be_bytes([*frame.get(1)?, *frame.get(2)?]));
    let width = u64::from(u16::from_be_bytes([*frame.get(3)?, *frame.get(4)?]));
    let components: Vec<(u64, u64)> = frame
        .get(6..6 + 3 * usize::from(*frame.get(5)?))?
        .chunks_exact(3)
        .map(|c| (u64::from(c[1] >> 4).max(1), u64::from(c[1] & 0x0F).max(1)))
        .collect();
    let h_max = components.iter().map(|c| c.0).max()?;
    let v_max = components.iter().map(|c| c.1).max()?;
    // Whole 8 × 8 blocks of each component, 2 bytes a coefficient.
    let blocks = |len: u64, factor: u64, max: u64| (len * factor).div_ceil(max).div_ceil(8) + 1;
    Some(components.iter().map(|&(h, v)| blocks(width, h, h_max) * blocks(height, v, v_max) * 128).sum())
}

/// The segments of a JPEG before its first scan, as (marker, body): only their headers are read,
/// never the compressed data.
pub(super) fn headers(bytes: &[u8]) -> impl Iterator<Item = (u8, &[u8])> {
    let mut at = 2;
    std::iter::from_fn(move || {
        loop {
            let [0xFF, marker] = *bytes.get(at..at + 2)? else { return None };
            if marker == 0xFF {
                at += 1;
                continue;
            }
            if marker == 0xDA {
                return None;
            }
            let len = usize::from(u16::from_be_bytes([*bytes.get(at + 2)?, *bytes.get(at + 3)?]));
            let body = bytes.get(at + 4..at + 2 + len.max(2))?;
            at += 2 + len;
            return Some((marker, body));
        }
    })
}

#[cfg(test)]
mod tests {
    use image::GenericImageView;

    use super::{PROGRESSIVE_MAX_BYTES, coefficient_bytes};
    use crate::media::MediaError;
    use crate::media::raster::decode::decode;
    use crate::media::raster::test_images::{jpeg, picture};
    use crate::media::raster::variants::variants;
    use crate::media::raster::{VARIANT_WIDTHS, process};
    use crate::media::sniff::Format;

    #[test]
    fn a_large_jpeg_is_decoded_at_the_scale_its_widest_variant_needs() {
        let decoded = decode(&jpeg(&picture(3900, 240)), Format::Jpeg).unwrap();
        assert_eq!((decoded.width, decoded.height), (3900, 240), "the whole image's size");
        assert_eq!(decoded.image.dimensions(), (1950, 120), "decoded at half scale, still over 1920");
        let widths: Vec<u32> = variants(&decoded.image, decoded.width).iter().map(|v| v.width).collect();
        assert_eq!(widths, VARIANT_WIDTHS);
        let small = decode(&jpeg(&picture(1200, 800)), Format::Jpeg).unwrap();
        assert_eq!(small.image.dimensions(), (1200, 800), "an image narrower than 1920 is decoded whole");
    }

    #[test]
    fn a_progressive_jpeg_too_large_for_its_coefficients_is_refused_with_a_reason() {
        // SOI, a progressive frame header of 7000 × 7000 with three full-resolution components,
        // an empty scan and the end.
        let mut bytes = vec![0xFF, 0xD8, 0xFF, 0xC2, 0, 17, 8, 0x1B, 0x58, 0x1B, 0x58, 3];
        bytes.extend([1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
        bytes.extend([0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 0, 0, 0xFF, 0xD9]);
        assert!(coefficient_bytes(&bytes).unwrap() > PROGRESSIVE_MAX_BYTES);
        let Err(MediaError::Invalid(message)) = process(&bytes, Format::Jpeg) else { panic!("accepted") };
        assert!(message.contains("progressive JPEG (7000 × 7000 pixels)"), "{message}");
    }
}
