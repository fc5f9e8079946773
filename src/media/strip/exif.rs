//! The one metadata block an original may keep: the EXIF that PNG and WebP files carry, read for
//! its orientation, and an EXIF holding the orientation alone written back where each format puts
//! it. Apart from the walks because it writes into the formats rather than strips them; it uses
//! their chunk readers and markers, and they know nothing of it.

use super::jpeg::{APP0, SOI};
use super::webp::EXIF_FLAG;
use super::{png, webp};
use crate::media::sniff::Format;

/// The EXIF (a TIFF header and its entries) a PNG's eXIf chunk or a WebP's EXIF chunk holds.
/// Some WebP writers put JPEG's "Exif\0\0" before it. A JPEG's is found by the decoder's walk.
pub fn exif(bytes: &[u8], format: Format) -> Option<&[u8]> {
    match format {
        Format::Png => png::chunks(bytes)?
            .into_iter()
            .find(|chunk| &chunk[4..8] == b"eXIf")
            .map(|chunk| &chunk[8..chunk.len() - 4]),
        Format::Webp => {
            let (_, data) = webp::chunks(bytes)?.into_iter().find(|(id, _)| *id == b"EXIF")?;
            Some(data.strip_prefix(EXIF_PREFIX).unwrap_or(data))
        }
        _ => None,
    }
}

/// What comes before the TIFF header in a JPEG's APP1 segment of EXIF.
const EXIF_PREFIX: &[u8] = b"Exif\0\0";
const APP1: u8 = 0xE1;

/// A stripped file with `exif` as its one metadata block, where each format puts it: a JPEG's
/// APP1 segment after the JFIF header, a PNG's eXIf chunk after IHDR (it must come before the
/// image data), a WebP's EXIF chunk last. `None` when the file's blocks cannot be followed.
pub fn with_exif(bytes: &[u8], format: Format, exif: &[u8]) -> Option<Vec<u8>> {
    match format {
        Format::Jpeg => {
            if bytes.get(..2)? != [0xFF, SOI] {
                return None;
            }
            // JFIF's APP0 must come first, right after SOI.
            let mut at = 2;
            while bytes.get(at..at + 2)? == [0xFF, APP0] {
                at += 2 + usize::from(u16::from_be_bytes([*bytes.get(at + 2)?, *bytes.get(at + 3)?]));
            }
            let len = u16::try_from(2 + EXIF_PREFIX.len() + exif.len()).ok()?;
            let segment = [&[0xFF, APP1], &len.to_be_bytes()[..], EXIF_PREFIX, exif].concat();
            Some([bytes.get(..at)?, &segment, &bytes[at..]].concat())
        }
        Format::Png => {
            let after_header = png::SIGNATURE.len() + png::chunks(bytes)?.first()?.len();
            let kind_and_data = [b"eXIf", exif].concat();
            let len = u32::try_from(exif.len()).ok()?.to_be_bytes();
            let crc = crc32fast::hash(&kind_and_data).to_be_bytes();
            let chunk = [&len[..], &kind_and_data, &crc].concat();
            Some([&bytes[..after_header], &chunk, &bytes[after_header..]].concat())
        }
        Format::Webp => {
            let mut chunks = webp::chunks(bytes)?;
            // Only the extended format holds metadata: a simple WebP gets its header, first.
            let mut header = match chunks.iter().position(|(id, _)| *id == b"VP8X") {
                Some(at) => chunks.remove(at).1.to_vec(),
                None => vp8x_of(chunks.first()?)?.to_vec(),
            };
            *header.first_mut()? |= EXIF_FLAG;
            chunks.insert(0, (b"VP8X", &header));
            chunks.push((b"EXIF", exif));
            webp::file(&chunks)
        }
        _ => None,
    }
}

/// The VP8X header of a simple WebP's image chunk: its canvas is the image's size, and its alpha
/// flag says whether a lossless image has transparency (a lossy one has none without ALPH).
fn vp8x_of((id, data): &(&[u8; 4], &[u8])) -> Option<[u8; 10]> {
    const ALPHA_FLAG: u8 = 0x10;
    let (width, height, flags) = match *id {
        // A key frame's tag (3 bytes, bit 0 clear), start code, then 14-bit width and height.
        b"VP8 " => {
            let header = data.get(..10)?;
            if header[0] & 1 != 0 || header[3..6] != [0x9D, 0x01, 0x2A] {
                return None;
            }
            let width = u16::from_le_bytes([header[6], header[7]]) & 0x3FFF;
            let height = u16::from_le_bytes([header[8], header[9]]) & 0x3FFF;
            (u32::from(width), u32::from(height), 0)
        }
        // A signature byte, then 14 bits of width − 1, 14 of height − 1, and the alpha bit.
        b"VP8L" => {
            if *data.first()? != 0x2F {
                return None;
            }
            let bits = u32::from_le_bytes(data.get(1..5)?.try_into().ok()?);
            let alpha = if bits & (1 << 28) != 0 { ALPHA_FLAG } else { 0 };
            ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1, alpha)
        }
        _ => return None,
    };
    if width == 0 || height == 0 {
        return None;
    }
    // Flags, three reserved bytes, then the canvas size less one in 24 bits each.
    let mut header = [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    header[4..7].copy_from_slice(&(width - 1).to_le_bytes()[..3]);
    header[7..10].copy_from_slice(&(height - 1).to_le_bytes()[..3]);
    Some(header)
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::{EXIF_FLAG, EXIF_PREFIX};
    use crate::media::samples::*;
    use crate::media::sniff::sniff;
    use crate::media::strip::inspect::{contains, pixels};
    use crate::media::strip::strip;

    /// A phone's EXIF (a TIFF block) for a photo taken with the phone turned: a camera make that
    /// gives away a place, and orientation 6 (the pixels are shown turned a quarter clockwise).
    fn sideways_exif() -> Vec<u8> {
        let make = b"SecretCam GPS 25.7617 N\0";
        let mut tiff = b"MM\0*\0\0\0\x08\0\x02".to_vec();
        tiff.extend(b"\x01\x0f\0\x02");
        tiff.extend((make.len() as u32).to_be_bytes());
        tiff.extend((8 + 2 + 2 * 12 + 4u32).to_be_bytes());
        tiff.extend(b"\x01\x12\0\x03\0\0\0\x01\0\x06\0\0");
        tiff.extend([0; 4]);
        tiff.extend(make);
        tiff
    }

    /// `png` with an eXIf chunk of `exif` after its header, as a phone app writes it.
    fn png_with_exif(png: &[u8], exif: &[u8]) -> Vec<u8> {
        let after_header = 8 + 25;
        let kind_and_data = [b"eXIf", exif].concat();
        let crc = crc32fast::hash(&kind_and_data).to_be_bytes();
        let len = (exif.len() as u32).to_be_bytes();
        [&png[..after_header], &len, &kind_and_data, &crc, &png[after_header..]].concat()
    }

    #[test]
    fn a_turned_photo_keeps_exactly_its_orientation_and_nothing_else() {
        // A TIFF block of one entry: Orientation, 6.
        let orientation_only: &[u8] = b"MM\0*\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0\x06\0\0\0\0\0\0";
        let exif = sideways_exif();
        let lossy = chunks_of(&webp_lossy());
        let sent = [
            // (name, file, its size shown upright, bytes the stored file holds beyond the stripped one)
            (
                "jpeg",
                with_segments(&jpeg_with_metadata(), &[segment(0xE1, &[EXIF_PREFIX, &exif].concat())]),
                (64, 96),
                4 + 6 + orientation_only.len(),
            ),
            ("png", png_with_exif(&png_palette(), &exif), (20, 32), 12 + orientation_only.len()),
            (
                "webp",
                riff(&[
                    vp8x(0x08 | 0x04, 64, 48),
                    lossy,
                    riff_chunk(b"EXIF", &exif),
                    riff_chunk(b"XMP ", XMP),
                ]),
                (48, 64),
                8 + orientation_only.len(),
            ),
            // A simple WebP (without the extended header, which metadata needs) followed by an
            // EXIF chunk, as some tools write it: the stored file gets the header it needs.
            (
                "simple webp",
                riff(&[chunks_of(&webp_lossless()), riff_chunk(b"EXIF", &[EXIF_PREFIX, &exif].concat())]),
                (32, 48),
                18 + 8 + orientation_only.len(),
            ),
        ];
        for (name, sent, upright, added) in sent {
            let format = sniff(&sent).expect("a known type");
            let processed = crate::media::process(&sent).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            assert_eq!((processed.width, processed.height), upright, "{name}: shown turned");
            let stored = processed.original.data;
            let stripped = strip(&sent, format).expect("walked");
            assert_eq!(stored.len(), stripped.len() + added, "{name}: only the orientation is added");
            assert!(!contains(&stored, b"SecretCam") && !contains(&stored, b"GPS"), "{name}");
            assert!(!contains(&stored, b"xmp.did:secret"), "{name}");
            assert_eq!(pixels(&stored), pixels(&sent), "{name}: the pixels are the bytes as sent");
            if name == "simple webp" {
                assert_eq!(stored[12..30], vp8x(EXIF_FLAG, 48, 32), "its canvas, and a flag for its EXIF");
            } else {
                assert_eq!(strip(&stored, format), Some(stripped), "{name}: all else is as stripped");
            }

            let mut decoder = image::ImageReader::new(Cursor::new(&stored))
                .with_guessed_format()
                .expect("a format")
                .into_decoder()
                .expect("a decoder");
            let exif = image::ImageDecoder::exif_metadata(&mut decoder).expect("exif").expect("some exif");
            assert_eq!(exif, orientation_only, "{name}");
            let orientation = image::ImageDecoder::orientation(&mut decoder).expect("an orientation");
            assert_eq!(orientation, image::metadata::Orientation::Rotate90, "{name}");
        }
    }
}
