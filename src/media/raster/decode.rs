//! Bytes to pixels: each format sent to its decoder, the result turned upright and held as the
//! variants need it (`Decoded`). WebP and GIF are decoded whole here, by `image` with allocation
//! limits; JPEG and PNG, which can be read at reduced scale, have modules of their own. Apart from
//! `raster` so that what follows decoding sees only `Decoded`, never a format's decoder.

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageReader, Limits, metadata::Orientation};

use super::{WORKING_PIXELS, check_size, damaged, jpeg, orientation, png};
use crate::media::MediaError;
use crate::media::sniff::Format;

/// What the WebP and GIF decoders may allocate at once.
const MAX_ALLOC: u64 = 96 * 1024 * 1024;

/// An image as the variants need it.
pub(super) struct Decoded {
    /// Upright, 8-bit RGB or RGBA, at most `WORKING_PIXELS` and reduced towards twice the
    /// widest variant's width.
    pub(super) image: DynamicImage,
    /// The whole image's size, upright.
    pub(super) width: u32,
    pub(super) height: u32,
    /// What turned it upright.
    pub(super) orientation: Orientation,
}

pub(super) fn decode(bytes: &[u8], format: Format) -> Result<Decoded, MediaError> {
    let orientation = orientation::read(bytes, format);
    let (mut image, (width, height)) = match format {
        Format::Jpeg => jpeg::decode(bytes, orientation)?,
        Format::Png => png::decode(bytes, orientation)?,
        Format::Webp | Format::Gif => decode_whole(bytes, format)?,
        _ => return Err(damaged(format)),
    };
    image.apply_orientation(orientation);
    let (width, height) = if orientation::turns(orientation) { (height, width) } else { (width, height) };
    Ok(Decoded { image, width, height, orientation })
}

/// A WebP or GIF (first frame) decoded at full size, within `WORKING_PIXELS`, with its size.
fn decode_whole(bytes: &[u8], format: Format) -> Result<(DynamicImage, (u32, u32)), MediaError> {
    let image_format = if format == Format::Gif { image::ImageFormat::Gif } else { image::ImageFormat::WebP };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), image_format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let decoder = reader.into_decoder().map_err(|_| damaged(format))?;
    let (width, height) = decoder.dimensions();
    check_size(width, height, format)?;
    let pixels = u64::from(width) * u64::from(height);
    if pixels > WORKING_PIXELS {
        return Err(MediaError::Invalid(format!(
            "The image is {width} × {height} pixels ({} megapixels); a {} image can have at most {} megapixels. Export a smaller copy, or a JPEG.",
            pixels / 1_000_000,
            format.name().to_uppercase(),
            WORKING_PIXELS / 1_000_000
        )));
    }
    let image = DynamicImage::from_decoder(decoder).map_err(|err| match err {
        image::ImageError::Limits(_) => MediaError::Invalid(
            "The image needs more memory to open than the server allows: export a smaller copy.".into(),
        ),
        _ => damaged(format),
    })?;
    let image = if image.color().has_alpha() { image.to_rgba8().into() } else { image.to_rgb8().into() };
    Ok((image, (width, height)))
}
