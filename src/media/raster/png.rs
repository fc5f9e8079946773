//! PNG: read row by row at 8 bits a sample and averaged down as the rows arrive (`BoxScaler`),
//! since the png crate cannot decode at reduced scale. Apart because the averaging, and the seven
//! passes of an interlaced file, are PNG's alone.

use std::io::Cursor;

use image::{DynamicImage, GrayImage, RgbImage, RgbaImage, metadata::Orientation};

use super::{WORKING_PIXELS, check_size, damaged, scales};
use crate::media::MediaError;
use crate::media::sniff::Format;

/// An interlaced PNG's rows come in seven passes, so its averages are all held at once (16 bytes
/// a pixel): it is held at this size, still wider than the widest variant for usual shapes.
const INTERLACED_PIXELS: u64 = 4_000_000;
/// Adam7 interlacing: (first column, column step, first row, row step) of each pass, as png reads them.
const ADAM7: [(u32, u32, u32, u32); 7] =
    [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)];

/// A PNG read row by row at 8 bits a sample and averaged down while read towards twice its
/// widest variant's width, within `WORKING_PIXELS` (`INTERLACED_PIXELS` if interlaced), with its
/// full size. Neither its whole pixels nor its 16-bit samples are ever held.
pub(super) fn decode(
    bytes: &[u8],
    orientation: Orientation,
) -> Result<(DynamicImage, (u32, u32)), MediaError> {
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

#[cfg(test)]
mod tests {
    use image::{DynamicImage, GenericImageView, RgbImage};

    use super::ADAM7;
    use crate::media::raster::decode::decode;
    use crate::media::raster::test_images::picture;
    use crate::media::raster::variants::color;
    use crate::media::sniff::Format;

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
}
