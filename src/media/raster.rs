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

use std::io::Cursor;

use image::imageops::FilterType;
use image::{
    DynamicImage, GrayImage, ImageDecoder, ImageReader, Limits, Rgb, RgbImage, RgbaImage,
    metadata::Orientation,
};

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
/// An interlaced PNG's rows come in seven passes, so its averages are all held at once (16 bytes
/// a pixel): it is held at this size, still wider than the widest variant for usual shapes.
const INTERLACED_PIXELS: u64 = 4_000_000;
/// A progressive JPEG keeps every DCT coefficient of the whole image (2 bytes a sample) until its
/// last scan, at any scale: one needing more than this is refused (a 4:2:0 photo of 32 megapixels).
const PROGRESSIVE_MAX_BYTES: u64 = 96 * 1024 * 1024;
/// What the WebP and GIF decoders may allocate at once.
const MAX_ALLOC: u64 = 96 * 1024 * 1024;
/// The widths pages ask for: phones (1× and 2×), tablets and desktops. Larger originals are
/// not served wider than the last.
pub const VARIANT_WIDTHS: [u32; 4] = [480, 960, 1440, 1920];
/// Adam7 interlacing: (first column, column step, first row, row step) of each pass, as png reads them.
const ADAM7: [(u32, u32, u32, u32); 7] =
    [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)];
const WIDEST: u32 = VARIANT_WIDTHS[VARIANT_WIDTHS.len() - 1];
/// WebP quality for photos: visually lossless at a fraction of JPEG's size.
const WEBP_QUALITY: f32 = 80.0;
/// Columns or rows resized at once: the resizer keeps 16 bytes of scratch a pixel, 250 MB for a
/// whole 16-megapixel image, 6 MB for a stripe of 256 × 1440.
const STRIPE: u32 = 256;

pub fn process(bytes: &[u8], format: Format) -> Result<Processed, MediaError> {
    if format == Format::Jpeg && !jpeg_is_complete(bytes) {
        return Err(MediaError::Invalid(
            "The file could not be read as a JPEG image: it is cut short (it may not have finished uploading or copying).".into(),
        ));
    }
    let decoded = decode(bytes, format)?;
    let stripped = strip_metadata(bytes, format).ok_or_else(|| {
        MediaError::Invalid(format!(
            "The {} file's blocks could not be followed to remove its metadata (place, camera, time): export it again from your photo app or editor.",
            format.name().to_uppercase()
        ))
    })?;
    let data = keep_orientation(stripped, format, decoded.orientation);
    let original = File { width: decoded.width, format: format.name(), mime: format.mime(), data };
    // An animated GIF would lose its motion as WebP, and a GIF is small: it is served as it is.
    let variants = if format == Format::Gif { Vec::new() } else { variants(&decoded.image, decoded.width) };
    Ok(Processed {
        kind: Kind::Image,
        width: decoded.width,
        height: decoded.height,
        color: Some(color(&decoded.image)),
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
    let decoded = decode(original, format)?;
    Ok(variants(&decoded.image, decoded.width))
}

/// Whether a JPEG has its end marker after its first scan. The decoder fills a cut-short file
/// with grey rather than failing; an end marker cannot appear inside scan data (0xFF is escaped
/// there), and one in an EXIF thumbnail comes before the first scan.
fn jpeg_is_complete(bytes: &[u8]) -> bool {
    let Some(scan) = bytes.windows(2).position(|w| w == [0xFF, 0xDA]) else { return false };
    bytes[scan..].windows(2).any(|w| w == [0xFF, 0xD9])
}

/// An image as the variants need it.
struct Decoded {
    /// Upright, 8-bit RGB or RGBA, at most `WORKING_PIXELS` and reduced towards twice the
    /// widest variant's width.
    image: DynamicImage,
    /// The whole image's size, upright.
    width: u32,
    height: u32,
    /// What turned it upright.
    orientation: Orientation,
}

fn damaged(format: Format) -> MediaError {
    let kind = format.name().to_uppercase();
    MediaError::Invalid(format!(
        "The file could not be read as a {kind} image: it may be damaged or cut short."
    ))
}

fn decode(bytes: &[u8], format: Format) -> Result<Decoded, MediaError> {
    let orientation = orientation(bytes, format);
    let (mut image, (width, height)) = match format {
        Format::Jpeg => decode_jpeg(bytes, orientation)?,
        Format::Png => decode_png(bytes, orientation)?,
        Format::Webp | Format::Gif => decode_whole(bytes, format)?,
        _ => return Err(damaged(format)),
    };
    image.apply_orientation(orientation);
    let (width, height) = if turns(orientation) { (height, width) } else { (width, height) };
    Ok(Decoded { image, width, height, orientation })
}

/// The orientation the EXIF metadata gives, if any.
fn orientation(bytes: &[u8], format: Format) -> Orientation {
    let exif = if format == Format::Jpeg {
        jpeg_headers(bytes)
            .find_map(|(marker, body)| (marker == 0xE1).then(|| body.strip_prefix(b"Exif\0\0")).flatten())
    } else {
        strip::exif(bytes, format)
    };
    exif.and_then(Orientation::from_exif_chunk).unwrap_or(Orientation::NoTransforms)
}

/// Whether the orientation turns the image a quarter: its width is then its pixels' height.
fn turns(orientation: Orientation) -> bool {
    use Orientation::*;
    matches!(orientation, Rotate90 | Rotate270 | Rotate90FlipH | Rotate270FlipH)
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
    let across = if turns(orientation) { height } else { width };
    let at_least = f64::from(across.min(WIDEST)) / f64::from(across);
    let pixels = u64::from(width) * u64::from(height);
    let at_most = (budget as f64 / pixels as f64).sqrt().min(1.0);
    (at_least, at_most)
}

/// A JPEG decoded at the smallest of 1, 1/2, 1/4 and 1/8 scale that keeps its widest variant
/// (smaller still if that would not fit `WORKING_PIXELS`), with its full size.
fn decode_jpeg(bytes: &[u8], orientation: Orientation) -> Result<(DynamicImage, (u32, u32)), MediaError> {
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
    let frame = jpeg_headers(bytes).find(|&(marker, _)| is_frame(marker))?.1;
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
fn jpeg_headers(bytes: &[u8]) -> impl Iterator<Item = (u8, &[u8])> {
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

/// A PNG read row by row at 8 bits a sample and averaged down while read towards twice its
/// widest variant's width, within `WORKING_PIXELS` (`INTERLACED_PIXELS` if interlaced), with its
/// full size. Neither its whole pixels nor its 16-bit samples are ever held.
fn decode_png(bytes: &[u8], orientation: Orientation) -> Result<(DynamicImage, (u32, u32)), MediaError> {
    let failed = |_| damaged(Format::Png);
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    let header = decoder.read_header_info().map_err(failed)?;
    let (width, height, interlaced) = (header.width, header.height, header.interlaced);
    check_size(width, height, Format::Png)?;
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(failed)?;
    let channels = reader.output_color_type().0.samples();
    let budget = if interlaced { INTERLACED_PIXELS } else { WORKING_PIXELS };
    let (at_least, at_most) = scales(width, height, orientation, budget);
    let scale = (2.0 * at_least).min(at_most).min(1.0);
    let size =
        |len: u32| ((f64::from(len) * scale).round() as u32).max(len.div_ceil(BoxScaler::MAX_RUN)).max(1);
    let mut scaler = BoxScaler::new((width, height), (size(width), size(height)), channels, interlaced);
    if interlaced {
        for (x0, dx, y0, dy) in ADAM7 {
            if width.saturating_sub(x0).div_ceil(dx) == 0 {
                continue;
            }
            for line in 0..height.saturating_sub(y0).div_ceil(dy) {
                let row = reader.next_row().map_err(failed)?.ok_or_else(|| damaged(Format::Png))?;
                scaler.add(y0 + line * dy, x0, dx, row.data());
            }
        }
    } else {
        for y in 0..height {
            let row = reader.next_row().map_err(failed)?.ok_or_else(|| damaged(Format::Png))?;
            scaler.add(y, 0, 1, row.data());
        }
    }
    let (w, h) = scaler.out;
    let pixels = scaler.finish();
    let image = match channels {
        1 => GrayImage::from_raw(w, h, pixels).map(|g| DynamicImage::ImageLuma8(g).to_rgb8().into()),
        2 => image::GrayAlphaImage::from_raw(w, h, pixels)
            .map(|g| DynamicImage::ImageLumaA8(g).to_rgba8().into()),
        3 => RgbImage::from_raw(w, h, pixels).map(DynamicImage::ImageRgb8),
        _ => RgbaImage::from_raw(w, h, pixels).map(DynamicImage::ImageRgba8),
    };
    Ok((image.ok_or_else(|| damaged(Format::Png))?, (width, height)))
}

/// Averages a large image into a smaller one as its rows arrive: each source pixel adds to the
/// one output pixel it falls in (an area average, which does not alias). Rows that come in
/// order keep one output row of sums; interlaced rows, which come in seven passes, keep all.
struct BoxScaler {
    size: (u32, u32),
    out: (u32, u32),
    channels: usize,
    /// The output column of each source column.
    column: Vec<u32>,
    /// How many source columns and rows each output column and row averages.
    column_counts: Vec<u32>,
    row_counts: Vec<u32>,
    /// Sums of the held output rows, from `first_row`.
    sums: Vec<u32>,
    first_row: u32,
    held_rows: u32,
    pixels: Vec<u8>,
}

impl BoxScaler {
    /// At most this many source columns (and rows) go into one output column (row): the sums
    /// of 255s then fit in 32 bits.
    const MAX_RUN: u32 = 4000;

    fn new(size: (u32, u32), out: (u32, u32), channels: usize, interlaced: bool) -> BoxScaler {
        let place =
            |i: u32, len: u32, out_len: u32| (u64::from(i) * u64::from(out_len) / u64::from(len)) as u32;
        let column: Vec<u32> = (0..size.0).map(|x| place(x, size.0, out.0)).collect();
        let counts = |len: u32, out_len: u32| {
            let mut counts = vec![0u32; out_len as usize];
            for i in 0..len {
                counts[place(i, len, out_len) as usize] += 1;
            }
            counts
        };
        let held_rows = if interlaced { out.1 } else { 1 };
        BoxScaler {
            size,
            out,
            channels,
            column_counts: counts(size.0, out.0),
            row_counts: counts(size.1, out.1),
            column,
            sums: vec![0; out.0 as usize * held_rows as usize * channels],
            first_row: 0,
            held_rows,
            pixels: vec![0; out.0 as usize * out.1 as usize * channels],
        }
    }

    /// Adds the samples of source row `y` at columns `x0`, `x0 + step`, …
    fn add(&mut self, y: u32, x0: u32, step: u32, data: &[u8]) {
        let out_row = (u64::from(y) * u64::from(self.out.1) / u64::from(self.size.1)) as u32;
        if out_row >= self.first_row + self.held_rows {
            self.flush();
            self.first_row = out_row;
        }
        let row_start = (out_row - self.first_row) as usize * self.out.0 as usize;
        let channels = self.channels;
        let sums = &mut self.sums;
        // Plain indexing: this loop sees every sample of the image.
        let columns = self.column.iter().skip(x0 as usize).step_by(step as usize);
        for (pixel, &column) in data.chunks_exact(channels).zip(columns) {
            let at = (row_start + column as usize) * channels;
            for c in 0..channels {
                sums[at + c] += u32::from(pixel[c]);
            }
        }
    }

    /// Writes the averages of the held rows and clears their sums.
    fn flush(&mut self) {
        let (width, channels) = (self.out.0 as usize, self.channels);
        for held in 0..self.held_rows {
            let row = self.first_row + held;
            let Some(&rows) = self.row_counts.get(row as usize) else { break };
            for (x, &columns) in self.column_counts.iter().enumerate() {
                let count = (rows * columns).max(1);
                let from = (held as usize * width + x) * channels;
                let to = (row as usize * width + x) * channels;
                for c in 0..channels {
                    self.pixels[to + c] = ((self.sums[from + c] + count / 2) / count) as u8;
                }
            }
        }
        self.sums.fill(0);
    }

    fn finish(mut self) -> Vec<u8> {
        self.flush();
        self.pixels
    }
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

/// The bytes without EXIF (place, camera, time), XMP, IPTC, comments or anything else that is
/// not the picture (`strip`). A file whose blocks cannot be followed although the decoder read it
/// is encoded again from its pixels, except a GIF, which would lose its motion: it is kept as sent.
fn strip_metadata(bytes: &[u8], format: Format) -> Option<Vec<u8>> {
    strip::strip(bytes, format).or_else(|| (format == Format::Gif).then(|| bytes.to_vec()))
}

/// The stripped bytes with an EXIF holding only the orientation, when the pixels are turned:
/// browsers turn the original as they show it, and it is never decoded here at full size to be
/// turned and encoded again.
fn keep_orientation(bytes: Vec<u8>, format: Format, orientation: Orientation) -> Vec<u8> {
    if orientation == Orientation::NoTransforms {
        return bytes;
    }
    // A big-endian TIFF header, and one IFD of one entry: Orientation (0x0112), a SHORT.
    let mut exif = b"MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01".to_vec();
    exif.extend([0, orientation.to_exif(), 0, 0, 0, 0, 0, 0]);
    strip::with_exif(&bytes, format, &exif).unwrap_or(bytes)
}

/// WebP copies at the widths of `VARIANT_WIDTHS` narrower than the image (`width` wide, held at
/// `image`'s size), plus one at its own width (at most the widest), each resized from the next
/// wider one.
fn variants(image: &DynamicImage, width: u32) -> Vec<File> {
    let full = width.min(WIDEST).min(image.width());
    let mut widths: Vec<u32> = VARIANT_WIDTHS.iter().copied().filter(|&w| w < full).collect();
    widths.push(full);
    let alpha = image.color().has_alpha();
    let mut resized: Option<DynamicImage> = None;
    let mut files = Vec::with_capacity(widths.len());
    for &width in widths.iter().rev() {
        let source = resized.as_ref().unwrap_or(image);
        if width != source.width() {
            let height =
                ((u64::from(source.height()) * u64::from(width)) / u64::from(source.width())).max(1) as u32;
            let Some(smaller) = resize(source, width, height) else { break };
            resized = Some(smaller);
        }
        let source = resized.as_ref().unwrap_or(image);
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

/// An RGB or RGBA `image` resized to `width × height` with the Catmull-Rom filter, a stripe at a
/// time: down stripes of columns, then along bands of rows. Each pass is exact on its own (the
/// filter keeps a pixel as it is where the size does not change), so the stripes do not show.
fn resize(image: &DynamicImage, width: u32, height: u32) -> Option<DynamicImage> {
    let (source_width, source_height) = (image.width(), image.height());
    let bpp = usize::from(image.color().bytes_per_pixel());
    let mut tall = vec![0u8; source_width as usize * height as usize * bpp];
    for x in (0..source_width).step_by(STRIPE as usize) {
        let stripe = STRIPE.min(source_width - x);
        let part =
            image.crop_imm(x, 0, stripe, source_height).resize_exact(stripe, height, FilterType::CatmullRom);
        for (y, row) in part.as_bytes().chunks_exact(stripe as usize * bpp).enumerate() {
            let at = (y * source_width as usize + x as usize) * bpp;
            tall[at..at + row.len()].copy_from_slice(row);
        }
    }
    let tall = like(image, source_width, height, tall)?;
    let mut out = Vec::with_capacity(width as usize * height as usize * bpp);
    for y in (0..height).step_by(STRIPE as usize) {
        let band = STRIPE.min(height - y);
        out.extend_from_slice(
            tall.crop_imm(0, y, source_width, band)
                .resize_exact(width, band, FilterType::CatmullRom)
                .as_bytes(),
        );
    }
    like(image, width, height, out)
}

/// Pixels of `image`'s kind (RGB or RGBA) as an image.
fn like(image: &DynamicImage, width: u32, height: u32, pixels: Vec<u8>) -> Option<DynamicImage> {
    if image.color().has_alpha() {
        RgbaImage::from_raw(width, height, pixels).map(DynamicImage::ImageRgba8)
    } else {
        RgbImage::from_raw(width, height, pixels).map(DynamicImage::ImageRgb8)
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use image::GenericImageView;

    /// A photo-like image: gradients with a pattern, so averages and scales show.
    fn picture(width: u32, height: u32) -> RgbImage {
        RgbImage::from_fn(width, height, |x, y| {
            Rgb([(x * 255 / width) as u8, (y * 255 / height) as u8, ((x ^ y) & 0x3F) as u8 + 100])
        })
    }

    fn jpeg(image: &RgbImage) -> Vec<u8> {
        let mut out = Vec::new();
        image.write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)).unwrap();
        out
    }

    /// A PNG of `image` written by hand: plain, or interlaced in Adam7's seven passes (the png
    /// crate writes only plain ones).
    fn png(image: &RgbImage, interlaced: bool) -> Vec<u8> {
        use std::io::Write;
        fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], body: &[u8]) {
            out.extend((body.len() as u32).to_be_bytes());
            let mut crc = flate2::Crc::new();
            crc.update(kind);
            crc.update(body);
            out.extend(kind);
            out.extend(body);
            out.extend(crc.sum().to_be_bytes());
        }
        let (width, height) = image.dimensions();
        let passes: &[(u32, u32, u32, u32)] = if interlaced { &ADAM7 } else { &[(0, 1, 0, 1)] };
        let mut raw = Vec::new();
        for &(x0, dx, y0, dy) in passes {
            if width <= x0 {
                continue;
            }
            for y in (y0..height).step_by(dy as usize) {
                raw.push(0);
                for x in (x0..width).step_by(dx as usize) {
                    raw.extend(image.get_pixel(x, y).0);
                }
            }
        }
        let mut zlib = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
        zlib.write_all(&raw).unwrap();
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut header = [width.to_be_bytes(), height.to_be_bytes()].concat();
        header.extend([8, 2, 0, 0, u8::from(interlaced)]);
        chunk(&mut out, b"IHDR", &header);
        chunk(&mut out, b"IDAT", &zlib.finish().unwrap());
        chunk(&mut out, b"IEND", &[]);
        out
    }

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
    fn a_png_is_averaged_down_while_read_and_an_interlaced_one_gives_the_same_pixels() {
        let image = picture(5000, 300);
        let plain = decode(&png(&image, false), Format::Png).unwrap();
        assert_eq!((plain.width, plain.height), (5000, 300));
        assert_eq!(plain.image.dimensions(), (3840, 230), "twice the widest variant");
        let interlaced = decode(&png(&image, true), Format::Png).unwrap();
        assert_eq!(interlaced.image.as_bytes(), plain.image.as_bytes());
        // At full size the averages are the pixels themselves.
        let small = picture(61, 37);
        for interlaced in [false, true] {
            let decoded = decode(&png(&small, interlaced), Format::Png).unwrap();
            assert_eq!(decoded.image.as_bytes(), small.as_raw().as_slice(), "interlaced: {interlaced}");
        }
        let channels = |hex: String| -> Vec<i32> {
            (1..7).step_by(2).map(|i| i32::from_str_radix(&hex[i..i + 2], 16).unwrap()).collect()
        };
        let (averaged, whole) =
            (channels(color(&plain.image)), channels(color(&DynamicImage::ImageRgb8(image))));
        assert!(averaged.iter().zip(&whole).all(|(a, b)| (a - b).abs() <= 1), "the same placeholder");
    }

    #[test]
    fn a_sixteen_bit_png_is_read_at_eight_bits() {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, 300, 200);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Sixteen);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&[0x12, 0x34, 0xAB, 0xCD, 0xFF, 0xFF].repeat(300 * 200)).unwrap();
        writer.finish().unwrap();
        let decoded = decode(&out, Format::Png).unwrap();
        assert_eq!(decoded.image.color(), image::ColorType::Rgb8);
        assert_eq!(decoded.image.as_bytes()[..3], [0x12, 0xAB, 0xFF]);
    }

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
        assert_eq!(
            orientation(&processed.original.data, Format::Jpeg),
            Orientation::Rotate90,
            "the tag is kept"
        );
        let pixels = image::load_from_memory(&processed.original.data).unwrap();
        assert_eq!(pixels.width(), 240, "the pixels are not encoded again");
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
