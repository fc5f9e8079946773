//! What pages are given besides the original: WebP copies at the widths of `VARIANT_WIDTHS`,
//! resized a stripe at a time, and the placeholder colour. Apart from decoding because it works on
//! pixels already held upright, whatever format they came from.

use image::imageops::FilterType;
use image::{DynamicImage, Rgb, RgbImage, RgbaImage};

use super::{VARIANT_WIDTHS, WIDEST};
use crate::media::File;

/// WebP quality for photos: visually lossless at a fraction of JPEG's size.
const WEBP_QUALITY: f32 = 80.0;
/// Columns or rows resized at once: the resizer keeps 16 bytes of scratch a pixel, 250 MB for a
/// whole 16-megapixel image, 6 MB for a stripe of 256 × 1440.
const STRIPE: u32 = 256;

/// WebP copies at the widths of `VARIANT_WIDTHS` narrower than the image (`width` wide, held at
/// `image`'s size), plus one at its own width (at most the widest), each resized from the next
/// wider one.
pub(super) fn variants(image: &DynamicImage, width: u32) -> Vec<File> {
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
pub(super) fn color(image: &DynamicImage) -> String {
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
