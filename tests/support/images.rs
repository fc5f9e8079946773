//! Files made for the media tests: photo-like images (noise, so encoders cannot shrink them to
//! nothing) and a minimal MP4. Shared by the API tests and the binary's tests.

use image::{ImageEncoder, Rgb, RgbImage};

/// A photo-like image: gradients with noise, so encoders cannot shrink it to nothing.
pub fn photo(width: u32, height: u32) -> RgbImage {
    let mut seed = 0x2545_f491_u32;
    RgbImage::from_fn(width, height, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let noise = (seed % 24) as u8;
        Rgb([
            ((x * 200 / width) as u8).saturating_add(noise),
            ((y * 180 / height) as u8).saturating_add(noise),
            (120u8).saturating_add(noise / 2),
        ])
    })
}

pub fn jpeg(image: &RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .write_image(image.as_raw(), image.width(), image.height(), image::ExtendedColorType::Rgb8)
        .expect("jpeg");
    out
}

pub fn png(image: &RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(image.as_raw(), image.width(), image.height(), image::ExtendedColorType::Rgb8)
        .expect("png");
    out
}

/// A minimal MP4: ftyp, and a moov with one video track whose sample entry is `codec`, listing one
/// sample (a track without any is refused).
pub fn mp4(codec: &[u8; 4], width: u16, height: u16, padding: usize) -> Vec<u8> {
    fn boxed(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut out = ((body.len() + 8) as u32).to_be_bytes().to_vec();
        out.extend(kind);
        out.extend(body);
        out
    }
    let mut entry = vec![0u8; 6 + 2 + 16];
    entry.extend(width.to_be_bytes());
    entry.extend(height.to_be_bytes());
    entry.extend([0u8; 50]);
    let mut stsd = vec![0, 0, 0, 0, 0, 0, 0, 1];
    stsd.extend(boxed(codec, &entry));
    let hdlr = [&[0u8; 8][..], b"vide", &[0u8; 13]].concat();
    let stsz = [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1];
    let stbl = boxed(b"stbl", &[boxed(b"stsd", &stsd), boxed(b"stsz", &stsz)].concat());
    let mdia = boxed(b"mdia", &[boxed(b"hdlr", &hdlr), boxed(b"minf", &stbl)].concat());
    let moov = boxed(b"moov", &boxed(b"trak", &mdia));
    let mut out = boxed(b"ftyp", b"isom\0\0\x02\0isomavc1");
    out.extend(moov);
    out.extend(boxed(b"mdat", &vec![7u8; padding]));
    out
}
