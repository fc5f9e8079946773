//! Raster images: decoded within limits, turned upright, stripped of metadata, and resized into
//! the WebP variants a page's `srcset` offers.
//!
//! The stored original keeps the uploaded pixels: metadata is removed from the container
//! (`strip`) without re-encoding, unless the EXIF orientation says the pixels must be turned (or
//! the container cannot be walked), when the upright image is encoded again (JPEG at quality 90,
//! PNG, or lossless WebP).

use std::io::Cursor;

use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageReader, Limits, Rgb, RgbImage, metadata::Orientation};

use crate::domain::media::Kind;
use crate::media::sniff::Format;
use crate::media::strip;
use crate::media::{File, MediaError, Processed};

/// More pixels than this is refused before decoding: a decompression bomb declares a huge size in
/// a small file, and 50 megapixels is more than any phone or most cameras make.
pub const MAX_PIXELS: u64 = 50_000_000;
/// What the decoder may allocate at once (a 50-megapixel RGBA image is 200 MB).
const MAX_ALLOC: u64 = 256 * 1024 * 1024;
/// The widths pages ask for: phones (1× and 2×), tablets and desktops. Larger originals are
/// not served wider than the last.
pub const VARIANT_WIDTHS: [u32; 4] = [480, 960, 1440, 1920];
/// WebP quality for photos: visually lossless at a fraction of JPEG's size.
const WEBP_QUALITY: f32 = 80.0;

pub fn process(bytes: &[u8], format: Format) -> Result<Processed, MediaError> {
    if format == Format::Jpeg && !jpeg_is_complete(bytes) {
        return Err(MediaError::Invalid(
            "The file could not be read as a JPEG image: it is cut short (it may not have finished uploading or copying).".into(),
        ));
    }
    let (image, orientation) = decode(bytes, format)?;
    let (width, height) = (image.width(), image.height());
    let stripped =
        (orientation == Orientation::NoTransforms).then(|| strip_metadata(bytes, format)).flatten();
    let original = match stripped {
        Some(data) => File { width, format: format.name(), mime: format.mime(), data },
        None => reencode(&image, format)?,
    };
    // An animated GIF would lose its motion as WebP, and a GIF is small: it is served as it is.
    let variants = if format == Format::Gif { Vec::new() } else { variants(&image) };
    Ok(Processed { kind: Kind::Image, width, height, color: Some(color(&image)), original, variants })
}

/// The variants of a stored original (to make them again); none for what has none (SVG, GIF, video).
pub fn variants_of(original: &[u8], format: Format) -> Result<Vec<File>, MediaError> {
    if !matches!(format, Format::Jpeg | Format::Png | Format::Webp) {
        return Ok(Vec::new());
    }
    Ok(variants(&decode(original, format)?.0))
}

/// Whether a JPEG has its end marker after its first scan. The decoder fills a cut-short file
/// with grey rather than failing; an end marker cannot appear inside scan data (0xFF is escaped
/// there), and one in an EXIF thumbnail comes before the first scan.
fn jpeg_is_complete(bytes: &[u8]) -> bool {
    let Some(scan) = bytes.windows(2).position(|w| w == [0xFF, 0xDA]) else { return false };
    bytes[scan..].windows(2).any(|w| w == [0xFF, 0xD9])
}

/// The upright image, and the orientation that was applied to make it so.
fn decode(bytes: &[u8], format: Format) -> Result<(DynamicImage, Orientation), MediaError> {
    let kind = format.name().to_uppercase();
    let damaged = || {
        MediaError::Invalid(format!(
            "The file could not be read as a {kind} image: it may be damaged or cut short."
        ))
    };
    let image_format = match format {
        Format::Jpeg => image::ImageFormat::Jpeg,
        Format::Png => image::ImageFormat::Png,
        Format::Webp => image::ImageFormat::WebP,
        Format::Gif => image::ImageFormat::Gif,
        _ => return Err(damaged()),
    };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), image_format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|_| damaged())?;
    let (width, height) = decoder.dimensions();
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(MediaError::Invalid(format!(
            "The image is {width} × {height} pixels ({} megapixels); the limit is {} megapixels. Export a smaller copy.",
            pixels / 1_000_000,
            MAX_PIXELS / 1_000_000
        )));
    }
    if width == 0 || height == 0 {
        return Err(damaged());
    }
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|err| match err {
        image::ImageError::Limits(_) => MediaError::Invalid(
            "The image needs more memory to open than the server allows: export a smaller copy.".into(),
        ),
        _ => damaged(),
    })?;
    image.apply_orientation(orientation);
    Ok((image, orientation))
}

/// The bytes without EXIF (place, camera, time), XMP, IPTC, comments or anything else that is
/// not the picture (`strip`). A file whose blocks cannot be followed although the decoder read it
/// is encoded again from its pixels, except a GIF, which would lose its motion: it is kept as sent.
fn strip_metadata(bytes: &[u8], format: Format) -> Option<Vec<u8>> {
    strip::strip(bytes, format).or_else(|| (format == Format::Gif).then(|| bytes.to_vec()))
}

/// The upright image encoded again, in its own format (WebP losslessly).
fn reencode(image: &DynamicImage, format: Format) -> Result<File, MediaError> {
    let mut data = Vec::new();
    let written = match format {
        Format::Jpeg => image
            .to_rgb8()
            .write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut data, 90)),
        Format::Png => image.write_with_encoder(image::codecs::png::PngEncoder::new(&mut data)),
        _ => {
            let rgba = image.to_rgba8();
            data = webp::Encoder::from_rgba(&rgba, rgba.width(), rgba.height()).encode_lossless().to_vec();
            Ok(())
        }
    };
    written.map_err(|err| MediaError::Invalid(format!("The image could not be turned upright: {err}")))?;
    let format = if matches!(format, Format::Jpeg | Format::Png) { format } else { Format::Webp };
    Ok(File { width: image.width(), format: format.name(), mime: format.mime(), data })
}

/// WebP copies at the widths of `VARIANT_WIDTHS` narrower than the image, plus one at the
/// image's own width (at most the widest), each resized from the next wider one.
fn variants(image: &DynamicImage) -> Vec<File> {
    let full = image.width().min(*VARIANT_WIDTHS.last().unwrap_or(&1920));
    let mut widths: Vec<u32> = VARIANT_WIDTHS.iter().copied().filter(|&w| w < full).collect();
    widths.push(full);
    let alpha = image.color().has_alpha();
    let mut source = image.clone();
    let mut files = Vec::with_capacity(widths.len());
    for &width in widths.iter().rev() {
        if width != source.width() {
            let height =
                ((u64::from(source.height()) * u64::from(width)) / u64::from(source.width())).max(1) as u32;
            source = source.resize_exact(width, height, FilterType::CatmullRom);
        }
        let data = if alpha {
            let rgba = source.to_rgba8();
            webp::Encoder::from_rgba(&rgba, rgba.width(), rgba.height()).encode(WEBP_QUALITY).to_vec()
        } else {
            let rgb = source.to_rgb8();
            webp::Encoder::from_rgb(&rgb, rgb.width(), rgb.height()).encode(WEBP_QUALITY).to_vec()
        };
        files.push(File { width, format: "webp", mime: "image/webp", data });
    }
    files.reverse();
    files
}

/// The average colour, shown while the image loads.
fn color(image: &DynamicImage) -> String {
    let small: RgbImage = image.thumbnail(32, 32).to_rgb8();
    let count = u64::from(small.width() * small.height()).max(1);
    let mut sum = [0u64; 3];
    for Rgb(pixel) in small.pixels() {
        for (total, value) in sum.iter_mut().zip(pixel) {
            *total += u64::from(*value);
        }
    }
    format!("#{:02x}{:02x}{:02x}", sum[0] / count, sum[1] / count, sum[2] / count)
}
