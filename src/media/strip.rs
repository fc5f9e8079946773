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

use crate::media::sniff::Format;

/// The file without what the picture does not need; `None` when its blocks cannot be followed
/// to the end (the caller then encodes the decoded pixels again).
pub fn strip(bytes: &[u8], format: Format) -> Option<Vec<u8>> {
    match format {
        Format::Jpeg => jpeg(bytes),
        Format::Png => png(bytes),
        Format::Gif => gif(bytes),
        Format::Webp => webp(bytes),
        _ => None,
    }
}

// JPEG markers (ITU T.81, table B.1).
const SOI: u8 = 0xD8;
const EOI: u8 = 0xD9;
const SOS: u8 = 0xDA;
const APP0: u8 = 0xE0;
const APP2: u8 = 0xE2;
const APP14: u8 = 0xEE;
const COM: u8 = 0xFE;

fn jpeg(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.get(..2)? != [0xFF, SOI] {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len());
    out.extend([0xFF, SOI]);
    let mut at = 2;
    loop {
        if *bytes.get(at)? != 0xFF {
            return None;
        }
        // Any number of 0xFF may pad the space before a marker.
        while *bytes.get(at + 1)? == 0xFF {
            at += 1;
        }
        let marker = bytes[at + 1];
        at += 2;
        match marker {
            EOI => {
                out.extend([0xFF, EOI]);
                return Some(out);
            }
            // Markers without a length (restart markers, TEM).
            0x01 | 0xD0..=0xD7 => out.extend([0xFF, marker]),
            _ => {
                let len = usize::from(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]));
                let segment = bytes.get(at..at.checked_add(len)?).filter(|_| len >= 2)?;
                if jpeg_keeps(marker, &segment[2..]) {
                    out.extend([0xFF, marker]);
                    out.extend(segment);
                }
                at += len;
                if marker == SOS {
                    let end = scan_end(bytes, at)?;
                    out.extend(&bytes[at..end]);
                    at = end;
                }
            }
        }
    }
}

/// Whether a segment is part of the picture: application segments only when they are the JFIF
/// header, the colour profile or Adobe's colour transform; never a comment.
fn jpeg_keeps(marker: u8, body: &[u8]) -> bool {
    match marker {
        APP0 => body.starts_with(b"JFIF\0"),
        APP2 => body.starts_with(b"ICC_PROFILE\0"),
        APP14 => body.starts_with(b"Adobe"),
        0xE1..=0xEF | COM => false,
        _ => true,
    }
}

/// Where the entropy-coded data from `at` ends: at the first marker other than a restart
/// (0xFF 0x00 is an escaped data byte, and 0xFF may pad before a marker).
fn scan_end(bytes: &[u8], mut at: usize) -> Option<usize> {
    loop {
        let ff = at + bytes.get(at..)?.iter().position(|&b| b == 0xFF)?;
        let mut next = ff + 1;
        while *bytes.get(next)? == 0xFF {
            next += 1;
        }
        match bytes[next] {
            0x00 | 0xD0..=0xD7 => at = next + 1,
            _ => return Some(ff),
        }
    }
}

/// PNG's ancillary chunks that change how the pixels look, and APNG's frames.
const PNG_KEEPS: [&[u8; 4]; 10] =
    [b"tRNS", b"gAMA", b"cHRM", b"sRGB", b"iCCP", b"cICP", b"sBIT", b"acTL", b"fcTL", b"fdAT"];

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

fn png(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(bytes.len());
    out.extend(PNG_SIGNATURE);
    for chunk in png_chunks(bytes)? {
        let kind: &[u8; 4] = chunk[4..8].try_into().ok()?;
        // A critical chunk (upper-case first letter) is always kept: the picture needs it.
        if kind[0].is_ascii_uppercase() || PNG_KEEPS.contains(&kind) {
            out.extend(chunk);
        }
    }
    Some(out)
}

/// A PNG's chunks, each whole (length, type, data, CRC), up to its IEND (bytes after it are not
/// part of the file).
fn png_chunks(bytes: &[u8]) -> Option<Vec<&[u8]>> {
    if !bytes.starts_with(PNG_SIGNATURE) {
        return None;
    }
    let mut chunks = Vec::new();
    let mut at = PNG_SIGNATURE.len();
    loop {
        let len = u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?) as usize;
        let chunk = bytes.get(at..at.checked_add(12)?.checked_add(len)?)?;
        chunks.push(chunk);
        at += chunk.len();
        if &chunk[4..8] == b"IEND" {
            return Some(chunks);
        }
    }
}

fn gif(bytes: &[u8]) -> Option<Vec<u8>> {
    if !(bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a")) {
        return None;
    }
    // Header (6), logical screen descriptor (7), then the global colour table if it has one.
    let header = 13 + colour_table(*bytes.get(10)?);
    let mut out = Vec::with_capacity(bytes.len());
    out.extend(bytes.get(..header)?);
    let mut at = header;
    loop {
        match *bytes.get(at)? {
            // An image: descriptor (10), local colour table, LZW code size (1), data blocks.
            0x2C => {
                let data = at + 10 + colour_table(*bytes.get(at + 9)?) + 1;
                let end = sub_blocks_end(bytes, data)?;
                out.extend(&bytes[at..end]);
                at = end;
            }
            0x21 => {
                let label = *bytes.get(at + 1)?;
                let end = sub_blocks_end(bytes, at + 2)?;
                let first = bytes.get(at + 3..at + 3 + usize::from(*bytes.get(at + 2)?))?;
                let keep = match label {
                    0xFE => false,
                    // Only the looping block (Netscape's, or its older twin) changes what is shown.
                    0xFF => first == b"NETSCAPE2.0" || first == b"ANIMEXTS1.0",
                    _ => true,
                };
                if keep {
                    out.extend(&bytes[at..end]);
                }
                at = end;
            }
            0x3B => {
                out.push(0x3B);
                return Some(out);
            }
            _ => return None,
        }
    }
}

/// The size of the colour table a GIF descriptor's packed byte announces.
fn colour_table(packed: u8) -> usize {
    if packed & 0x80 == 0 { 0 } else { 3 << ((packed & 7) + 1) }
}

/// The end of a run of GIF data sub-blocks starting at `at` (each a length byte, then data; a
/// zero length ends the run).
fn sub_blocks_end(bytes: &[u8], mut at: usize) -> Option<usize> {
    loop {
        let len = usize::from(*bytes.get(at)?);
        at += 1 + len;
        if len == 0 {
            return (at <= bytes.len()).then_some(at);
        }
    }
}

/// The WebP chunks a picture needs: the image (lossy, lossless, or the extended header), alpha,
/// animation and the colour profile.
const WEBP_KEEPS: [&[u8; 4]; 7] = [b"VP8 ", b"VP8L", b"VP8X", b"ALPH", b"ANIM", b"ANMF", b"ICCP"];
/// The VP8X flags of chunks that may be dropped (the first byte of its data).
const ICC_FLAG: u8 = 0x20;
const EXIF_FLAG: u8 = 0x08;
const XMP_FLAG: u8 = 0x04;
/// Where the VP8X flags byte is when the extended header comes first, as it must.
pub const WEBP_FLAGS_AT: usize = 20;

fn webp(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut chunks = webp_chunks(bytes)?;
    chunks.retain(|(id, _)| WEBP_KEEPS.contains(id));
    let mut out = webp_file(&chunks)?;
    // What is left has no EXIF or XMP, and its profile if it had one.
    // A VP8X chunk too short to hold its flags is kept as it is, for the decoder to refuse.
    if out.get(12..16) == Some(b"VP8X")
        && let Some(flags) = out.get_mut(WEBP_FLAGS_AT)
    {
        *flags = webp_flags(*flags, &chunks);
    }
    Some(out)
}

/// A WebP whose VP8X flags name chunks it does not hold (or miss some it does), with the flags
/// made true; `None` when there is nothing to mend. Only that byte changes, so a stored original
/// keeps its address's meaning (see `WEBP_FLAGS_AT`).
pub fn mend_webp(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.get(12..16)? != b"VP8X" {
        return None;
    }
    let chunks = webp_chunks(bytes)?;
    let old = *bytes.get(WEBP_FLAGS_AT)?;
    let flags = webp_flags(old, &chunks);
    (flags != old).then(|| {
        let mut mended = bytes.to_vec();
        mended[WEBP_FLAGS_AT] = flags;
        mended
    })
}

/// Every value the flags byte of a VP8X header could have held before `mend_webp` set the
/// flags of droppable chunks (to check a mended file against the address it was stored at).
pub fn webp_flag_forms(flags: u8) -> impl Iterator<Item = u8> {
    let base = flags & !(ICC_FLAG | EXIF_FLAG | XMP_FLAG);
    (0u8..8).map(move |n| {
        base | if n & 1 != 0 { ICC_FLAG } else { 0 }
            | if n & 2 != 0 { EXIF_FLAG } else { 0 }
            | if n & 4 != 0 { XMP_FLAG } else { 0 }
    })
}

/// `flags` with the ICC, EXIF and XMP flags saying which of those chunks `chunks` holds.
fn webp_flags(flags: u8, chunks: &[(&[u8; 4], &[u8])]) -> u8 {
    let has = |id: &[u8; 4]| chunks.iter().any(|(c, _)| *c == id);
    let mut flags = flags & !(ICC_FLAG | EXIF_FLAG | XMP_FLAG);
    for (id, flag) in [(b"ICCP", ICC_FLAG), (b"EXIF", EXIF_FLAG), (b"XMP ", XMP_FLAG)] {
        if has(id) {
            flags |= flag;
        }
    }
    flags
}

/// A WebP file of `chunks`, each padded to an even length.
fn webp_file(chunks: &[(&[u8; 4], &[u8])]) -> Option<Vec<u8>> {
    let mut body: Vec<u8> = b"WEBP".to_vec();
    for (id, data) in chunks {
        body.extend(*id);
        body.extend(u32::try_from(data.len()).ok()?.to_le_bytes());
        body.extend(*data);
        if data.len() % 2 == 1 {
            body.push(0);
        }
    }
    let mut out = b"RIFF".to_vec();
    out.extend(u32::try_from(body.len()).ok()?.to_le_bytes());
    out.extend(body);
    Some(out)
}

/// The chunks of a WebP's RIFF container as (id, data), up to the size its header gives (bytes
/// after it are not part of the file). The last chunk may lack its padding byte.
fn webp_chunks(bytes: &[u8]) -> Option<Vec<(&[u8; 4], &[u8])>> {
    if bytes.get(..4)? != b"RIFF" || bytes.get(8..12)? != b"WEBP" {
        return None;
    }
    let size = u32::from_le_bytes(bytes[4..8].try_into().ok()?) as usize;
    let riff = bytes.get(..size.checked_add(8)?)?;
    let mut chunks = Vec::new();
    let mut at = 12;
    while at < riff.len() {
        let id: &[u8; 4] = riff.get(at..at + 4)?.try_into().ok()?;
        let len = u32::from_le_bytes(riff.get(at + 4..at + 8)?.try_into().ok()?) as usize;
        let data = riff.get(at + 8..(at + 8).checked_add(len)?)?;
        chunks.push((id, data));
        at += 8 + len + len % 2;
    }
    (!chunks.is_empty()).then_some(chunks)
}

/// The EXIF (a TIFF header and its entries) a PNG's eXIf chunk or a WebP's EXIF chunk holds.
/// Some WebP writers put JPEG's "Exif\0\0" before it. A JPEG's is found by the decoder's walk.
pub fn exif(bytes: &[u8], format: Format) -> Option<&[u8]> {
    match format {
        Format::Png => png_chunks(bytes)?
            .into_iter()
            .find(|chunk| &chunk[4..8] == b"eXIf")
            .map(|chunk| &chunk[8..chunk.len() - 4]),
        Format::Webp => {
            let (_, data) = webp_chunks(bytes)?.into_iter().find(|(id, _)| *id == b"EXIF")?;
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
            let after_header = PNG_SIGNATURE.len() + png_chunks(bytes)?.first()?.len();
            let kind_and_data = [b"eXIf", exif].concat();
            let len = u32::try_from(exif.len()).ok()?.to_be_bytes();
            let crc = crc32fast::hash(&kind_and_data).to_be_bytes();
            let chunk = [&len[..], &kind_and_data, &crc].concat();
            Some([&bytes[..after_header], &chunk, &bytes[after_header..]].concat())
        }
        Format::Webp => {
            let mut chunks = webp_chunks(bytes)?;
            // Only the extended format holds metadata: a simple WebP gets its header, first.
            let mut header = match chunks.iter().position(|(id, _)| *id == b"VP8X") {
                Some(at) => chunks.remove(at).1.to_vec(),
                None => vp8x_of(chunks.first()?)?.to_vec(),
            };
            *header.first_mut()? |= EXIF_FLAG;
            chunks.insert(0, (b"VP8X", &header));
            chunks.push((b"EXIF", exif));
            webp_file(&chunks)
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

    use image::AnimationDecoder;
    use image::codecs::{gif::GifDecoder, webp::WebPDecoder};

    use super::*;
    use crate::media::samples::*;
    use crate::media::sniff::sniff;

    /// Every frame's pixels, at 16 bits a channel (so a 16-bit PNG is compared whole).
    fn pixels(bytes: &[u8]) -> Vec<Vec<u16>> {
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

    fn contains(haystack: &[u8], needle: &[u8]) -> bool {
        haystack.windows(needle.len()).any(|w| w == needle)
    }

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
    fn jpeg_keeps_its_colour_profile_and_adobe_segment_and_ends_at_its_end_marker() {
        let stripped = strip(&jpeg_with_metadata(), Format::Jpeg).unwrap();
        assert!(contains(&stripped, b"ICC_PROFILE\0") && contains(&stripped, ICC), "the profile stays");
        assert!(contains(&stripped, b"JFIF\0"));
        assert!(!contains(&stripped, b"MPF\0") && !contains(&stripped, b"Photoshop"));
        assert_eq!(
            stripped.windows(2).filter(|w| w == &[0xFF, SOI]).count(),
            1,
            "the second picture is gone"
        );
        assert!(stripped.ends_with(&[0xFF, EOI]));

        let cmyk = strip(&cmyk_jpeg(), Format::Jpeg).unwrap();
        assert!(contains(&cmyk, b"Adobe"), "the colour transform of CMYK stays");
        let progressive = strip(&progressive_jpeg(), Format::Jpeg).unwrap();
        assert_eq!(progressive, progressive_jpeg(), "a clean progressive JPEG with restarts is kept whole");
    }

    #[test]
    fn png_keeps_the_chunks_that_change_how_pixels_look() {
        let stripped = strip(&png_palette(), Format::Png).unwrap();
        for kept in [b"IHDR", b"PLTE", b"tRNS", b"gAMA", b"IDAT", b"IEND"] {
            assert!(contains(&stripped, kept), "{}", String::from_utf8_lossy(kept));
        }
        for dropped in [b"tEXt", b"eXIf", b"prVt"] {
            assert!(!contains(&stripped, dropped), "{}", String::from_utf8_lossy(dropped));
        }
        assert!(stripped.ends_with(b"IEND\xAE\x42\x60\x82"), "nothing after the end");
    }

    #[test]
    fn gif_keeps_its_looping_block_and_every_frame() {
        let stripped = strip(&animated_gif(), Format::Gif).unwrap();
        assert!(contains(&stripped, b"NETSCAPE2.0"), "it still loops");
        assert!(!contains(&stripped, b"XMP DataXMP"));
        assert_eq!(pixels(&stripped).len(), 3);
        assert_eq!(stripped.last(), Some(&0x3B));
    }

    #[test]
    fn webp_flags_say_which_chunks_are_left() {
        let flags = |webp: &[u8]| strip(webp, Format::Webp).map(|s| s[WEBP_FLAGS_AT]);
        assert_eq!(flags(&webp_xmp()), Some(0), "no EXIF or XMP left, and no profile");
        assert_eq!(flags(&webp_icc()), Some(ICC_FLAG), "the profile stays, and says so");
        assert_eq!(flags(&webp_animated()), Some(0x10 | 0x02), "alpha and animation are untouched");
        assert_eq!(flags(&webp_alpha()), Some(webp_alpha()[WEBP_FLAGS_AT]));
        let icc = strip(&webp_icc(), Format::Webp).unwrap();
        assert!(contains(&icc, b"ICCP") && !contains(&icc, b"tOOl"));
        assert_eq!(strip(&webp_lossy(), Format::Webp), Some(webp_lossy()), "a simple WebP is kept whole");
    }

    #[test]
    fn a_webp_stored_before_the_fix_is_mended_by_its_flags_byte_alone() {
        let stale = webp_stale_flags();
        assert!(image::load_from_memory(&stale).is_err(), "a strict decoder refuses it (issue #27)");
        let mended = mend_webp(&stale).expect("it needs mending");
        assert_eq!(pixels(&mended), pixels(&webp_lossy()));
        let changed: Vec<usize> = (0..stale.len()).filter(|&i| stale[i] != mended[i]).collect();
        assert_eq!(changed, [WEBP_FLAGS_AT]);
        assert!(webp_flag_forms(mended[WEBP_FLAGS_AT]).any(|f| f == stale[WEBP_FLAGS_AT]));
        for sound in [mended, webp_xmp(), webp_icc(), webp_animated(), webp_lossy(), webp_alpha()] {
            assert_eq!(mend_webp(&sound), None, "a sound WebP is left alone");
        }
    }

    #[test]
    fn an_upload_whose_webp_flags_name_missing_chunks_is_stored_sound() {
        let stored = crate::media::process(&webp_stale_flags()).expect("accepted").original.data;
        assert_eq!(stored[WEBP_FLAGS_AT], 0);
        assert_eq!(pixels(&stored), pixels(&webp_lossy()));
    }

    #[test]
    fn a_vp8x_header_too_short_for_its_flags_is_left_to_the_decoder() {
        let short = b"RIFF\x0c\0\0\0WEBPVP8X\0\0\0\0".to_vec();
        assert_eq!(mend_webp(&short), None);
        assert_eq!(strip(&short, Format::Webp).as_deref(), Some(&short[..]));
        assert!(crate::media::process(&short).is_err(), "refused, not a panic");
    }

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
