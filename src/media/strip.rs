//! What a stored original keeps: the bytes the picture needs and nothing else. EXIF (place,
//! camera, time), XMP, comments, private chunks and bytes after the end marker go; colour
//! profiles and everything that changes how the pixels look stay. Each format is walked by hand,
//! block by block, without decoding: the pixels are the bytes as sent.
//!
//! JPEG keeps SOI, APP0 JFIF, APP2 ICC profile, APP14 Adobe (the colour transform of CMYK and
//! YCCK), the tables, frames and scans, and EOI. PNG keeps its critical chunks and those that
//! change how pixels look (and APNG's). GIF drops comments and application blocks other than
//! the looping one. WebP keeps its image, alpha, animation and ICC chunks, with the VP8X flags
//! saying what is left: a flag naming a chunk that is gone makes the file unreadable to strict
//! decoders, which is how a stored WebP once made a whole export unrestorable (issue #27).
//!
//! A photo whose pixels are turned gets one EXIF block back, holding only its orientation
//! (`with_exif`), so browsers show it upright without it being encoded again.
//!
//! Each format's walk is a module of its own (`jpeg`, `png`, `gif`, `webp`), and `exif` reads and
//! writes the one block that may come back; here is the choice among them.

mod exif;
mod gif;
mod jpeg;
mod png;
mod webp;

pub use exif::{exif, with_exif};
pub use webp::{WEBP_FLAGS_AT, mend_webp, webp_flag_forms};

use crate::media::sniff::Format;

/// The file without what the picture does not need; `None` when its blocks cannot be followed
/// to the end (the caller then encodes the decoded pixels again).
pub fn strip(bytes: &[u8], format: Format) -> Option<Vec<u8>> {
    match format {
        Format::Jpeg => jpeg::strip(bytes),
        Format::Png => png::strip(bytes),
        Format::Gif => gif::strip(bytes),
        Format::Webp => webp::strip(bytes),
        _ => None,
    }
}

/// What the tests of every format look at in a file: the pixels it shows and the bytes it holds.
#[cfg(test)]
mod inspect {
    use std::io::Cursor;

    use image::AnimationDecoder;
    use image::codecs::{gif::GifDecoder, webp::WebPDecoder};

    use crate::media::sniff::{Format, sniff};

    /// Every frame's pixels, at 16 bits a channel (so a 16-bit PNG is compared whole).
    pub fn pixels(bytes: &[u8]) -> Vec<Vec<u16>> {
        let frames = |frames: image::Frames<'_>| -> Vec<Vec<u16>> {
            let frames = frames.collect_frames().expect("frames");
            frames
                .iter()
                .map(|f| f.buffer().pixels().flat_map(|p| p.0.map(|v| u16::from(v) * 257)).collect())
                .collect()
        };
        match sniff(bytes).expect("a known type") {
            Format::Gif => frames(GifDecoder::new(Cursor::new(bytes)).expect("gif").into_frames()),
            Format::Webp if WebPDecoder::new(Cursor::new(bytes)).expect("webp").has_animation() => {
                frames(WebPDecoder::new(Cursor::new(bytes)).expect("webp").into_frames())
            }
            _ => vec![image::load_from_memory(bytes).expect("decodes").to_rgba16().into_raw()],
        }
    }

    pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
        haystack.windows(needle.len()).any(|w| w == needle)
    }
}

#[cfg(test)]
mod tests {
    use super::inspect::{contains, pixels};
    use super::jpeg::EOI;
    use super::*;
    use crate::media::samples::*;
    use crate::media::sniff::sniff;

    fn images() -> Vec<(&'static str, Vec<u8>, Format)> {
        matrix()
            .into_iter()
            .filter_map(|(name, bytes)| {
                let format = sniff(&bytes).ok()?;
                (format.kind() == crate::domain::media::Kind::Image).then_some((name, bytes, format))
            })
            .collect()
    }

    #[test]
    fn every_kind_keeps_its_pixels_and_loses_what_is_not_the_picture() {
        let secrets: [&[u8]; 9] = [
            b"GPS 25.7617",
            b"xmp.did:secret",
            b"secret client",
            b"private",
            b"trailing bytes",
            b"bytes after the end",
            b"junk",
            b"made for a client",
            b"print tool",
        ];
        for (name, bytes, format) in images() {
            let stripped = strip(&bytes, format).unwrap_or_else(|| panic!("{name} could not be walked"));
            assert_eq!(pixels(&stripped), pixels(&bytes), "{name} shows the same pixels");
            for secret in secrets {
                assert!(
                    !contains(&stripped, secret),
                    "{name} still holds {:?}",
                    String::from_utf8_lossy(secret)
                );
            }
            assert!(stripped.len() <= bytes.len(), "{name} gained nothing");
            assert_eq!(
                strip(&stripped, format),
                Some(stripped.clone()),
                "{name}: stripping twice changes nothing"
            );
        }
    }

    #[test]
    fn a_file_whose_blocks_cannot_be_followed_is_not_guessed_at() {
        let jpeg = jpeg_with_metadata();
        let end = jpeg.windows(2).position(|w| w == [0xFF, EOI]).unwrap();
        let png = png_palette();
        let gif = animated_gif();
        let mut webp = webp_xmp();
        webp[16] = 0xFF; // the first chunk says it is larger than the file
        for (bytes, format) in [
            (&jpeg[..end], Format::Jpeg),
            (&jpeg[1..], Format::Jpeg),
            (&png[..png.len() - 40], Format::Png),
            (&gif[..gif.len() / 2], Format::Gif),
            (&webp[..], Format::Webp),
            (b"RIFF\0\0\0\0WEBP", Format::Webp),
        ] {
            assert_eq!(strip(bytes, format), None, "{format:?} of {} bytes", bytes.len());
        }
    }
}
