//! PNG's walk: chunk by chunk from the signature to IEND, keeping the critical chunks and those
//! that change how pixels look. Apart because each format's blocks follow rules of their own;
//! `exif` reads and writes an eXIf chunk through the same walk.

/// PNG's ancillary chunks that change how the pixels look, and APNG's frames.
const KEEPS: [&[u8; 4]; 10] =
    [b"tRNS", b"gAMA", b"cHRM", b"sRGB", b"iCCP", b"cICP", b"sBIT", b"acTL", b"fcTL", b"fdAT"];

pub(super) const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

pub(super) fn strip(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(bytes.len());
    out.extend(SIGNATURE);
    for chunk in chunks(bytes)? {
        let kind: &[u8; 4] = chunk[4..8].try_into().ok()?;
        // A critical chunk (upper-case first letter) is always kept: the picture needs it.
        if kind[0].is_ascii_uppercase() || KEEPS.contains(&kind) {
            out.extend(chunk);
        }
    }
    Some(out)
}

/// A PNG's chunks, each whole (length, type, data, CRC), up to its IEND (bytes after it are not
/// part of the file).
pub(super) fn chunks(bytes: &[u8]) -> Option<Vec<&[u8]>> {
    if !bytes.starts_with(SIGNATURE) {
        return None;
    }
    let mut chunks = Vec::new();
    let mut at = SIGNATURE.len();
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

#[cfg(test)]
mod tests {
    use crate::media::samples::*;
    use crate::media::sniff::Format;
    use crate::media::strip::inspect::contains;
    use crate::media::strip::strip;

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
}
